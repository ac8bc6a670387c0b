"""M beside the masked stage, sized by the layout policy: the scores keep their numbers.

M takes the large view's spare width (gui.window.layout_policy.mask_width), at most a quarter
of the panel; when the spare width is under M's useful minimum, M folds to a narrow strip
("M ▸") whose click unfolds it at its preferred width (the learner's choice, kept until they
leave the masked stage). Computed, not watched: from the splitter's width and the masked
stage's need (gui.views.stage_panel.stage_needs, measured without painting), so M is sized at
once when the masked stage is shown and when its splitter is resized (no waiting for the view
to take its new width and paint).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import QSizePolicy, QSplitter, QToolButton, QWidget
from shiboken6 import isValid

from gui.views.heatmap import MatrixHeatmap
from gui.window.layout_policy import mask_width

STRIP_TEXT = "M\n▸"
STRIP_TIP = QT_TRANSLATE_NOOP(
    "MaskSide", "M is folded so that the masked scores keep their numbers: click to show M "
                "(Lesson › Mask › Show M and edit it does too)")
MASK_STAGE = "masked"
PREFERRED_SHARE = 0.25     # of the stage panel's width, at most


class MaskSide(QObject):
    """Fits the splitter ``side`` (M panel, then the large view) for the window's view.
    ``large``: the stage panel's large view (its height); ``needs()``: every stage's need
    (StagePanel.stage_needs)."""

    def __init__(self, large: MatrixHeatmap, needs: Callable[[], dict], side: QSplitter,
                 panel: QWidget) -> None:
        super().__init__(side)
        self._large, self._needs = large, needs
        self._side, self._panel = side, panel
        self.strip = QToolButton()
        self.strip.setObjectName("maskStrip")
        self.strip.setText(STRIP_TEXT)
        tip = QCoreApplication.translate("MaskSide", STRIP_TIP)
        self.strip.setToolTip(tip)
        self.strip.setStatusTip(tip)
        self.strip.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.strip.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.strip.setFixedWidth(self.strip.fontMetrics().horizontalAdvance("M▸") + 12)
        self.strip.clicked.connect(self.unfold)
        self.strip.hide()
        side.insertWidget(0, self.strip)
        side.setCollapsible(0, False)
        self._unfolded = False
        self._active = False
        panel.hide()
        side.installEventFilter(self)

    def is_active(self) -> bool:
        return self._active

    def is_folded(self) -> bool:
        return self._active and self.strip.isVisibleTo(self._side)

    def shown_px(self) -> int:
        """Pixels M (or its strip) takes beside the view now, its handle included."""
        if not self._active:
            return 0
        for widget in (self._panel, self.strip):
            if widget.isVisibleTo(self._side):
                return widget.width() + self._side.handleWidth()
        return 0

    def give_back_px(self) -> int:
        """Pixels M would give the view if folded to its strip (0 when not shown)."""
        if not self._active or not self._panel.isVisibleTo(self._side):
            return 0
        return self._panel.width() + self._side.handleWidth() - self.strip_px()

    def set_active(self, on: bool) -> None:
        """The masked stage is (not) shown: M (or its strip) beside it, sized now."""
        self._active = on
        if not on:
            self._unfolded = False
            self._panel.hide()
            self.strip.hide()
            return
        self._panel.show()
        self.fit()

    def unfold(self) -> None:
        self._unfolded = True
        self._show_panel(self._preferred())

    def fit(self) -> None:
        """M's width for the masked stage's need in the splitter as wide as it is now."""
        if not self._active or not isValid(self._side) or self._unfolded:
            return
        need = self._needs().get(MASK_STAGE)
        if need is None:
            return
        view_w = self._side.width() - self.strip_px()      # the view beside M's strip
        room = view_w - need[0]
        keep = room >= 0 and need[1] <= self._large.height()    # its numbers, M folded
        width = mask_width(room, self._preferred(), keep=keep)
        if width is None:
            self._panel.hide()
            self.strip.show()
            return
        self._show_panel(width)

    def _show_panel(self, width: int) -> None:
        self.strip.hide()
        self._panel.show()
        total = sum(self._side.sizes())
        self._side.setSizes([0, width, max(0, total - width)])

    def _preferred(self) -> int:
        return round(sum(self._side.sizes()) * PREFERRED_SHARE)

    def strip_px(self) -> int:
        """The folded strip's width with its splitter handle."""
        return self.strip.width() + self._side.handleWidth()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._side and event.type() == QEvent.Type.Resize and self._active:
            self.fit()          # its new width is known: M's is computed from it
        return False
