"""The stage panel: the current stage large, every stage as a small clickable tile.

It renders the controller's trace and the window's view state (core/session/view_state.py:
the stage and how far the learner got, the head in focus, the selection, the transpose, the
shared colour scales), and changes that state through it (the head box); it never
recomputes. Stages not reached yet are dimmed so a learner can predict before looking.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from core.attention.stage_text import StageSettings
from core.attention.stages import (
    PER_HEAD_STAGES,
    ROTATED_NAMES,
    SQUARE_STAGES,
    STAGES,
)
from core.attention.trace import Trace
from core.session.view_state import ViewState
from gui.explain.feeding_highlight import FeedingHighlight, merged
from gui.explain.stage_tooltips import cell_tooltip, view_tooltip
from gui.palette import token_qcolors
from gui.views.color_scales import SHARED_SCALE_STAGES, StageLevels
from gui.views.heatmap import MatrixHeatmap
from gui.views.stage_labels import highlight_for, stage_axes
from gui.views.stage_needs import stage_number_samples, stage_samples
from gui.views.stage_strip import StageStrip
from gui.views.stage_thumbnail import StageThumbnail
from gui.views.transposed_drawing import labels_as_drawn, transposed_titles

LARGE_VIEW_MIN_PX = (240, 200)  # (width, height): the big view never gets less
HIDDEN_BY_MASK = ("weights",)   # n×n stages after the mask: its −∞ made these cells exactly 0
translate = QCoreApplication.translate

class StagePanel(QWidget):
    stage_clicked = Signal(str)          # a tile: jump to this stage
    cell_clicked = Signal(str, int, int)  # stage, row, col in the large view
    head_changed = Signal(int)            # the view state's head in focus changed

    def __init__(self, view_state: ViewState | None = None,
                 parent: QWidget | None = None) -> None:
        """``view_state``: the window's (one of its own when None)."""
        super().__init__(parent)
        self.view_state = view_state if view_state is not None else ViewState()
        self._trace: Trace | None = None
        self._settings = StageSettings()
        self._tokens: tuple[str, ...] = ()
        self._fitting = False       # set_trace fits the head in focus to the trace's heads
        self._head_moved = False    # and it moved: head_changed once the trace is drawn
        self._feeding = FeedingHighlight()  # the pinned explanation's cells
        self._levels = StageLevels()  # scores, scaled, masked: one scale when shared
        self._rotated = False  # rotary positions: q and k shown after their turn
        self.rotated_box = QCheckBox(translate("StagePanel", "after rotation"))
        self.rotated_box.setToolTip(translate(
            "StagePanel", "rotary positions: show q and k turned by position, as the scores "
                          "use them (off: as projected, X W)"))
        self.rotated_box.setVisible(False)
        self.head_box = QComboBox()
        self.head_label = QLabel(translate("StagePanel", "head"))
        self.large = MatrixHeatmap()
        # However small the window or large a dock, the big view keeps room for its cells:
        # below this they shrink under a pixel and a click cannot land on the one aimed at.
        self.large.setMinimumSize(*LARGE_VIEW_MIN_PX)
        self.large.set_tooltip_provider(self._tooltip)
        self.strip = StageStrip()
        self.tiles = self.strip.tiles
        self._layout()
        self.head_box.currentIndexChanged.connect(self._head_picked)
        self.large.cell_clicked.connect(
            lambda i, j: self.cell_clicked.emit(self.shown_name(self.stage), i, j))
        self.rotated_box.toggled.connect(self.set_rotated)
        for stage, tile in self.tiles.items():
            tile.clicked.connect(self.stage_clicked)
            tile.thumbnail.set_label_source(lambda stage=stage: self._tile_labels(stage))
        stop = self.view_state.subscribe(self._view_changed)
        self.destroyed.connect(lambda *_: stop())   # the view state lets go of a deleted panel

    def _layout(self) -> None:
        heads = QHBoxLayout()
        heads.addStretch(1)
        heads.addWidget(self.rotated_box)
        heads.addWidget(self.head_label)
        heads.addWidget(self.head_box)
        self.strip.fit(self.width(), self.height())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addLayout(heads)
        layout.addWidget(self.large, 1)
        layout.addWidget(self.strip)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.strip.fit(self.width(), self.height())

    def add_side_widget(self, widget: QWidget) -> QSplitter:
        """Show ``widget`` left of the large view (the mask M beside the masked stage)."""
        layout = self.layout()
        side = QSplitter(Qt.Orientation.Horizontal)
        side.setObjectName("stageSide")
        layout.insertWidget(layout.indexOf(self.large), side, 1)
        side.addWidget(widget)
        side.addWidget(self.large)
        # A quarter for the side widget: the large view keeps the room for every label and
        # its numbers (a third left the masked stage without numbers at 1280×800).
        side.setStretchFactor(0, 1)
        side.setStretchFactor(1, 3)
        side.setSizes([1000, 3000])
        return side

    # ----- reading ------------------------------------------------------------------------
    @property
    def stage(self) -> str:
        """The stage in view (the view state's)."""
        return self.view_state.stage

    @property
    def head(self) -> int:
        """The head in focus (the view state's)."""
        return self.view_state.head

    def outline(self, stage: str) -> dict:
        """What the large view outlines on ``stage`` (selection and pinned cells), matrix
        coordinates: set_highlight's rows, cols and cells."""
        return self._highlight(stage)

    def number_samples(self) -> list:
        """Every stage's (shape, widest number, square): what the layout policy sizes for."""
        if self._trace is None:
            return []
        return stage_number_samples(self._trace, self.head, self._levels,
                                    self.view_state.shared_scales)

    def stage_needs(self) -> dict[str, tuple[float, float]]:
        """Every stage's need: the large view's size (w, h) at which its numbers are drawn,
        measured from the view as laid out, without painting (the placement's input)."""
        if self._trace is None:
            return {}
        samples = stage_samples(self._trace, self.head, self._levels,
                                self.view_state.shared_scales)
        needs = self.large.stage_needs(tuple(samples), square=self.stage in SQUARE_STAGES)
        return dict(zip(STAGES, needs, strict=True))

    def shown_name(self, stage: str) -> str:
        """The trace array the large view shows for ``stage``: q_rotated or k_rotated for q and
        k while rotary positions are on and "after rotation" is ticked, else the stage."""
        if self._rotated and self._trace is not None and self._trace.rotary:
            return ROTATED_NAMES.get(stage, stage)
        return stage

    def set_rotated(self, on: bool) -> None:
        """Show q and k after (True) or before (False) their turn by position (rotary)."""
        self._rotated = bool(on)
        with QSignalBlocker(self.rotated_box):
            self.rotated_box.setChecked(self._rotated)
        if self._trace is not None:
            self._render(self.large, self.stage)

    def view_for(self, stage: str) -> MatrixHeatmap | StageThumbnail:
        """The view that shows ``stage``: the large heatmap if current, else its tile."""
        return self.large if stage == self.stage else self.tiles[stage].thumbnail

    # ----- rendering ----------------------------------------------------------------------
    def set_trace(self, trace: Trace, tokens: tuple[str, ...],
                  settings: StageSettings | None = None) -> None:
        """A new trace (after any edit): every view shows its numbers again; titles follow
        ``settings`` (scaling, mask, positions)."""
        self._trace, self._tokens = trace, tokens
        self._settings = settings or StageSettings.of_trace(trace)
        self._fitting, self._head_moved = True, False
        try:
            self.view_state.fit_heads(trace.n_heads)   # drawn below, with everything else
        finally:
            self._fitting = False
        with QSignalBlocker(self.head_box):
            if self.head_box.count() != trace.n_heads:
                self.head_box.clear()
                of = translate("StagePanel", "{head} of {heads}")
                self.head_box.addItems([of.format(head=h + 1, heads=trace.n_heads)
                                        for h in range(trace.n_heads)])
            self.head_box.setCurrentIndex(self.head)
        self._update_head_visibility()
        for stage in STAGES:
            self._render_tile(stage)
        self.strip.set_tooltips(self._settings)
        self._render(self.large, self.stage)
        self._outline_tiles()
        if self._head_moved:
            self.head_changed.emit(self.head)

    def show_stage(self) -> None:
        """Draw the view state's stage large and the strip dimmed after its reach (the window
        calls it on each move, once an animation has stopped)."""
        self.strip.show_stage(self.stage, self.view_state.reached)
        self._update_head_visibility()
        if self._trace is not None:
            self._render(self.large, self.stage)

    def render_current(self) -> None:
        """Show the current stage in full in the large view (after an animation)."""
        if self._trace is not None:
            self._render(self.large, self.stage)

    def set_head(self, head: int) -> None:
        """Bring head ``head`` into focus (one the trace has; another is ignored)."""
        self.view_state.focus_head(head)

    def set_feeding(self, feeding: FeedingHighlight) -> None:
        """Outline the cells that fed the pinned explanation (with the selection's)."""
        self._feeding = feeding
        self.large.set_highlight(**self._highlight(self.stage))
        self._outline_tiles()

    def set_transposed(self, on: bool) -> None:
        """Draw the n×n stages (large and tiles) with keys as rows; clicks keep their meaning."""
        self.view_state.update(transposed=on)

    def is_transposed(self) -> bool:
        return self.view_state.transposed

    def _turned(self, stage: str) -> bool:
        """``stage``'s views are drawn transposed: the toggle is on and it is n×n."""
        return self.view_state.transposed and stage in SQUARE_STAGES

    def set_shared_scales(self, on: bool) -> None:
        """One colour scale for scores, scaled and masked (True) or one per stage (False)."""
        self.view_state.update(shared_scales=on)

    def _view_changed(self, changed: frozenset[str]) -> None:
        """The view state changed: draw again what the changed fields show."""
        if "head" in changed:
            with QSignalBlocker(self.head_box):
                self.head_box.setCurrentIndex(self.head)
            if self._fitting:               # set_trace draws everything, then tells
                self._head_moved = True
                return
        redrawn = {stage for field, stages in (("head", PER_HEAD_STAGES),
                                               ("transposed", SQUARE_STAGES),
                                               ("shared_scales", SHARED_SCALE_STAGES))
                   if field in changed for stage in stages}
        if self._trace is None:
            return
        if redrawn:
            for stage in STAGES:            # each tile once, in the strip's order
                if stage in redrawn:
                    self._render_tile(stage)
            self._render(self.large, self.stage)
            self._outline_tiles()
            if "head" in changed:
                self.head_changed.emit(self.head)
        elif "selection" in changed:        # (a redraw above outlines it too)
            self.large.set_highlight(**self._highlight(self.stage))
            self._outline_tiles()

    def set_value_tooltips(self, on: bool) -> None:
        """Hovering a cell of the large view says its value (True) or nothing (False: a tour's
        waiting question would be answered by it)."""
        self.large.set_tooltip_provider(self._tooltip if on else None)

    def set_font_scale(self, factor: float) -> None:
        self.large.set_font_scale(factor)
        self.large.fit_view()  # larger labels take room: fit the cells again

    def _render(self, view: MatrixHeatmap, stage: str) -> None:  # the large view
        trace = self._trace
        stage = self.shown_name(stage)   # q_rotated / k_rotated when asked for (rotary)
        axes = stage_axes(stage, trace, self._tokens, self.head, self._settings)
        colors = token_qcolors(len(self._tokens))
        transposed = self._turned(stage)
        row_title, col_title, title = transposed_titles(axes.row_title, axes.col_title,
                                                        axes.title) if transposed else \
            (axes.row_title, axes.col_title, axes.title)
        masked = trace.head("masked", self.head, native=True)   # exactly 0 because of −∞
        hides = stage in HIDDEN_BY_MASK and masked.size and not masked.min() > -np.inf  # no mask:
        view.set_hidden(masked == -np.inf if hides else None,   # one pass, no (n, n) array;
                        render=False)          # drawn by set_matrix, once (not twice)
        view.set_matrix(trace.head(stage, self.head, native=True), row_labels=axes.row_labels,
                        col_labels=axes.col_labels, row_title=row_title,
                        col_title=col_title, kind=axes.kind,
                        title=title, label_colors=colors,
                        levels=self._levels_for(stage))
        view.set_transposed(transposed)
        description = view_tooltip(stage, transposed, self._settings)
        view.set_frame_tooltip(description)
        view.setAccessibleName(stage)   # its cells read "weights, row 2 ‘mole’, …" (accessible)
        view.setAccessibleDescription(description)
        view.set_highlight(**self._highlight(stage))

    def _levels_for(self, stage: str) -> tuple[float, float] | None:
        """``stage``'s colour levels: the shared scale's while the view state shares it."""
        return self._levels.levels_for(self._trace, stage, self.head,
                                       self.view_state.shared_scales)

    def _tile_labels(self, stage: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """(row labels, column labels) of ``stage``'s tile as drawn (for a screen reader)."""
        if self._trace is None:
            return (), ()
        axes = stage_axes(stage, self._trace, self._tokens, self.head, self._settings)
        return labels_as_drawn(axes.row_labels, axes.col_labels, self._turned(stage))

    def _render_tile(self, stage: str) -> None:
        self.strip.draw(stage, self._trace.head(stage, self.head, native=True),  # no copy
                        self._levels_for(stage),                              # or None
                        self._turned(stage))

    def _outline_tiles(self) -> None:
        """Each tile outlines what the large view would (gui.views.stage_strip)."""
        if self._trace is not None:
            self.strip.set_outlines(self._highlight, self._turned)

    def _highlight(self, stage: str) -> dict:
        selection = self.view_state.selection.clipped(len(self._tokens))
        shape = self._trace.head_shape(stage) if self._trace is not None else (0, 0)
        return merged(highlight_for(stage, selection.query, selection.key),
                      self._feeding.outline(stage, self.head, shape))

    def _update_head_visibility(self) -> None:
        several = self._trace is not None and self._trace.n_heads > 1
        visible = several and self.stage in PER_HEAD_STAGES
        self.head_box.setVisible(visible)
        self.head_label.setVisible(visible)
        self.rotated_box.setVisible(self._trace is not None and self._trace.rotary
                                    and self.stage in ROTATED_NAMES)

    def _head_picked(self, head: int) -> None:
        if head >= 0 and self._trace is not None:
            self.view_state.update(head=head)   # drawn when the view state tells

    def _tooltip(self, i: int, j: int) -> str:
        return cell_tooltip(self._trace, self.shown_name(self.stage), self.head, self._tokens,
                            i, j)
