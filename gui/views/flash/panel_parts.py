"""Small widgets the tiles panel is built from: a wrapping selectable label, a steady label
for texts that change at every step, a tab's scroll area that never clips, and a spin box that
writes its whole number as the window's language does."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QSpinBox, QWidget

from core.i18n import whole_number
from gui.keyboard_focus import add_focus_ring
from gui.views.steady_label import SteadyLabel


def label(text: str = "", *, wrap: bool = True) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(wrap)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def steady(name: str) -> SteadyLabel:
    """A label whose text changes at every step: repainted, laid out only when its line count
    changes (gui.views.steady_label)."""
    label = SteadyLabel()
    label.setObjectName(name)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def scrolled(body: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)  # never clip
    area.setWidget(body)
    add_focus_ring(area)       # Tab stops here (its arrow keys scroll): a visible focus mark
    return area


class WholeNumberSpinBox(QSpinBox):
    """A count as the window's language writes it (core.i18n.whole_number: 49,152 in English,
    49152 in German, where "49,152" would read as a decimal); any separator is ignored typed."""

    def textFromValue(self, value: int) -> str:
        return whole_number(value)

    def valueFromText(self, text: str) -> int:
        digits = "".join(c for c in text if c.isdigit())
        return int(digits) if digits else self.minimum()

    def validate(self, text: str, pos: int) -> object:
        digits = "".join(c for c in text if c.isdigit())
        if not digits:
            return QValidator.State.Intermediate, text, pos
        inside = self.minimum() <= int(digits) <= self.maximum()
        return (QValidator.State.Acceptable if inside else QValidator.State.Invalid), text, pos
