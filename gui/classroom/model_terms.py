"""The model's terms where the model is chosen: "Gemma terms apply" and a button that opens
GEMMA_TERMS.html as the wheel ships it (core.pretrained.gemma3_files.terms_path), in the
system's browser, from this computer (nothing is fetched)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

translate = QCoreApplication.translate


class TermsNote(QWidget):
    """One line: the terms apply, and a button to read them (off when the file is missing)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from core.pretrained.gemma3_files import terms_path

        self.path: Path | None = terms_path()
        self.label = QLabel(translate("PretrainedDialog", "Gemma terms apply."))
        self.open_button = QPushButton(translate("PretrainedDialog", "Read the Gemma terms"))
        self.open_button.clicked.connect(self.open_terms)
        self.open_button.setEnabled(self.path is not None)
        if self.path is None:
            self.open_button.setToolTip(translate("PretrainedDialog", "GEMMA_TERMS.html is not "
                                                                      "installed"))
        else:
            self.open_button.setToolTip(str(self.path))
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label, 1)
        row.addWidget(self.open_button)

    def open_terms(self) -> bool:
        """Open the shipped file in the browser; whether it was handed over."""
        if self.path is None:
            return False
        return QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.path)))
