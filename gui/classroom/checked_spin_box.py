"""A spin box for a Layer or Head number that refuses a typed number out of range with a
message, where QSpinBox drops the keystroke (a typed 31 became 3 in a 1–30 box) or silently
puts the previous value back (a typed 0).

Typing is free (any whole number is "intermediate"); on Enter or leaving the box a number
within range is taken, one outside is refused: ``refused`` carries one line naming the field
and the range, and the box keeps the number it had before the typing (a typed 31 is not
taken as its 3).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QSpinBox, QWidget

translate = QCoreApplication.translate


class CheckedSpinBox(QSpinBox):
    refused = Signal(str)

    def __init__(self, field: str, parent: QWidget | None = None) -> None:
        """``field``: the box's name as a person reads it (translated: "Layer")."""
        super().__init__(parent)
        self._field = field
        self.setKeyboardTracking(False)     # a number counts once typed (Enter, leaving)
        self._taken = self.value()          # the last number taken, put back on a refusal
        self.valueChanged.connect(self._take)

    def _take(self, value: int) -> None:
        self._taken = value

    def validate(self, text: str, pos: int):
        number = _whole(text)
        if number is not None and not self.minimum() <= number <= self.maximum():
            return QValidator.State.Intermediate, text, pos
        return super().validate(text, pos)

    def fixup(self, text: str) -> str:
        number = _whole(text)
        if number is not None and not self.minimum() <= number <= self.maximum():
            self.refused.emit(refusal(self._field, number, self.minimum(), self.maximum()))
        return str(self._taken)


def refusal(field: str, number: int, low: int, high: int) -> str:
    return translate("CheckedSpinBox", "{field} must be between {low} and {high}; {value} was "
                                       "not taken").format(field=field, low=low, high=high,
                                                           value=number)


def _whole(text: str) -> int | None:
    stripped = text.strip()
    digits = stripped[1:] if stripped.startswith(("-", "+")) else stripped
    return int(stripped) if digits.isdigit() else None
