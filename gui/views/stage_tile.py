"""One stage in the stage panel's strip: its caption and a small heatmap; a click jumps there."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from core.attention.stages import MEANINGS, stage_caption
from core.i18n import translate
from gui.explain.stage_tooltips import view_tooltip
from gui.views.stage_thumbnail import StageThumbnail
from gui.views.tile_caption import PADDING_PX, STAGE_SYMBOLS, fitted_caption
from gui.views.tile_outline import TileOutline

TILE_MIN_WIDTH = 48
TILE_MAX_WIDTH = 150
TILE_HEIGHT = 96          # the tallest a tile gets
TILE_MIN_HEIGHT = 58      # tiles shrink to this before the large view gives up any room
TILE_SHARE = 0.15         # of the panel's height


PRESS_KEYS = {Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter}


class TileButton(QToolButton):
    """A tile's caption: reached by Tab, Space or Enter goes to its stage (as a click), where
    the window's Space would only step to the next one."""

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in PRESS_KEYS:
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.click()
            return
        super().keyPressEvent(event)


class StageTile(QFrame):
    """One stage in the strip: a caption button and a small heatmap; a click jumps there."""

    clicked = Signal(str)

    def __init__(self, stage: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.stage = stage
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setFixedHeight(TILE_HEIGHT)  # the panel sets it for its height (fit_strip)
        symbol = self.fontMetrics().horizontalAdvance(STAGE_SYMBOLS[stage])
        self.setMinimumWidth(max(TILE_MIN_WIDTH, symbol + PADDING_PX + 6))   # its symbol fits
        self.setMaximumWidth(TILE_MAX_WIDTH)
        self.caption = TileButton()
        self.caption.setText(stage_caption(stage))
        self.caption.setAutoRaise(True)
        self.caption.setAccessibleName(stage_caption(stage))
        # its text follows the tile's width (resizeEvent): the strip never scrolls for it
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.caption.setToolTip(f"{stage_caption(stage)}: {translate('Stages', MEANINGS[stage])}"
                                "\n" + translate("Stages", "click to go there"))
        self.thumbnail = StageThumbnail()
        self.thumbnail.setToolTip(f"{view_tooltip(stage)}\n" +
                                  translate("Stages", "click to go there"))
        self.thumbnail.setAccessibleName(stage)     # its cells read "scores, row 2 ‘mole’, …"
        self.thumbnail.setAccessibleDescription(view_tooltip(stage))
        self.outline = TileOutline(self.thumbnail)  # feeding cells and the selection
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(0)
        layout.addWidget(self.caption)
        layout.addWidget(self.thumbnail, 1)
        self.caption.clicked.connect(lambda: self.clicked.emit(self.stage))
        self.thumbnail.clicked.connect(lambda: self.clicked.emit(self.stage))

    def set_current(self, current: bool) -> None:
        self.setStyleSheet("StageTile { border: 2px solid #1f6fd1; }" if current else "")

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.caption.setText(fitted_caption(stage_caption(self.stage),
                                            self.caption.fontMetrics(), self.width(), self.stage))
