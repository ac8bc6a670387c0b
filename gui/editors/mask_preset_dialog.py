"""A small dialog with one spin box per preset parameter (a line of lengths for blocks)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.masks.presets import PRESETS, MaskError, default_parameters, parse_sizes, preset
from gui.keyboard_focus import ButtonsShowFocus

translate = QCoreApplication.translate


class MaskPresetDialog(ButtonsShowFocus, QDialog):
    """Asks for a preset's parameters; ``mask`` holds the result once accepted. No default
    button (it would look focused all the time): Enter presses OK (ButtonsShowFocus)."""

    def __init__(self, name: str, n: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        spec = PRESETS[name]
        self.name, self.n = name, n
        self.mask = None
        self.setWindowTitle(translate("MaskPresets", "Mask: {title}").format(
            title=translate("MaskPresets", spec.title)))
        explanation = QLabel(translate("MaskPresets", spec.explanation))
        explanation.setWordWrap(True)
        form = QFormLayout()
        self.fields: dict[str, QSpinBox | QLineEdit] = {}
        defaults = default_parameters(name, n)
        for parameter in spec.parameters:
            if parameter.name == "sizes":
                field = QLineEdit(", ".join(str(s) for s in defaults["sizes"]))
                field.setToolTip(translate("MaskPresets", "lengths of the packed sequences, "
                                           "adding up to {n}").format(n=n))
            else:
                field = QSpinBox()
                field.setRange(parameter.minimum, max(parameter.minimum, 2 * n))
                field.setValue(int(defaults[parameter.name]))
            form.addRow(translate("MaskPresets", parameter.label), field)
            self.fields[parameter.name] = field
        self.error = QLabel()
        self.error.setStyleSheet("color:#b00020;")
        self.error.setWordWrap(True)
        self.error.setObjectName("presetError")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)

    def parameters(self) -> dict[str, object]:
        values: dict[str, object] = {}
        for name, field in self.fields.items():
            values[name] = parse_sizes(field.text()) if isinstance(field, QLineEdit) \
                else field.value()
        return values

    def accept(self) -> None:
        """Build the mask; a bad parameter stays in the dialog with its message."""
        try:
            self.mask = preset(self.name, self.n, **self.parameters())
        except MaskError as error:
            self.error.setText(str(error))
            return
        super().accept()
