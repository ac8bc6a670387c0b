"""A model's load as a window part shows it (the pretrained dialog): a line saying what is
loading, a bar naming the stage as it comes (gui.classroom.model_loading's ``progressed``:
reading, unpacking layer k of L, writing the weights cache); once loaded, what the model is in
a sentence or three, the bar gone."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QProgressBar, QVBoxLayout, QWidget

translate = QCoreApplication.translate


class ModelLoadView(QWidget):
    """``label`` and ``bar``; hidden parts take no room."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.hide()
        self.bar = QProgressBar()
        self.bar.setRange(0, 1000)
        self.bar.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.bar)

    def loading(self, name: str, *, slow: bool) -> None:
        """``name`` is loading: the bar from 0; ``slow`` (a decoder, unpacked the first time)
        says so and that Cancel stops it."""
        self.label.setText(translate("PretrainedDialog", "Loading {name}… The first time "
                                     "takes a while (its numbers are unpacked once and kept in "
                                     "the weights cache); Cancel stops it.").format(name=name))
        self.label.setVisible(slow)
        self.bar.setValue(0)
        self.bar.show()

    def progressed(self, words: str, fraction: float) -> None:
        self.bar.setValue(round(fraction * 1000))
        self.bar.setFormat(words)
        self.bar.setToolTip(words)

    def loaded(self, words: str) -> None:
        """Loaded: ``words`` say what the model is ("" shows nothing)."""
        self.bar.hide()
        self.label.setText(words)
        self.label.setVisible(bool(words))

    def stopped(self) -> None:
        self.label.hide()
        self.bar.hide()
