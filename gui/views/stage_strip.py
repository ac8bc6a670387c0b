"""The strip of stage tiles under the large view: one small clickable tile per stage, the
current one marked, the ones not reached yet dimmed, side by side (a tile with no room for its
name shows the lesson's symbol); docks beside the view leave the tiles their room, so only a
window too narrow for them (under 1024 px) scrolls them. Each tile draws the numbers and
outlines the stage panel hands it (transposed where the panel turns n×n stages).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QScrollArea, QWidget

from core.attention.stage_text import StageSettings, meaning
from core.attention.stages import STAGES, stage_caption, stage_index, stage_number
from gui.explain.feeding_highlight import transposed
from gui.explain.stage_tooltips import view_tooltip
from gui.views.stage_tile import (
    TILE_HEIGHT,
    TILE_MAX_WIDTH,
    TILE_MIN_HEIGHT,
    TILE_SHARE,
    StageTile,
)
from gui.views.tile_caption import PADDING_PX, STAGE_SYMBOLS
from gui.views.transposed_drawing import as_drawn

translate = QCoreApplication.translate


class StageStrip(QScrollArea):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tiles = {stage: StageTile(stage) for stage in STAGES}
        self._tooltip_settings: StageSettings | None = None
        row = QWidget()
        row_layout = QHBoxLayout(row)
        row_layout.setContentsMargins(2, 2, 2, 2)
        row_layout.setSpacing(4)
        for tile in self.tiles.values():
            row_layout.addWidget(tile, 1)
        self.setWidget(row)
        self.setWidgetResizable(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # the tiles are the tab stops (each draws its focus); the strip around them is none
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName(translate("StageStrip", "stage tiles"))

    def fit(self, panel_width: int, panel_height: int) -> None:
        """Tiles take TILE_SHARE of the panel's height (58 to 96 px); a scroll bar only when
        they do not fit side by side at their narrowest, and room for it only then."""
        tile_h = round(min(max(panel_height * TILE_SHARE, TILE_MIN_HEIGHT), TILE_HEIGHT))
        needs_bar = self.tiles_width() > panel_width   # only a window narrower than 1024 px
        bar = self.horizontalScrollBar().sizeHint().height() if needs_bar else 0
        for tile in self.tiles.values():
            if tile.height() != tile_h:
                tile.setFixedHeight(tile_h)
        height = tile_h + 4 + bar
        if self.height() != height:
            self.setFixedHeight(height)
        self._share_width(panel_width)

    def _share_width(self, width: int) -> None:
        """Each tile's share of the width, as stretch factors: equal where equal tiles show
        every caption whole; else the widths the captions need, whole ("6 scaled") when every
        caption fits so, else with the symbol ("6 S/√d_k" beside "5 S"), so a long symbol keeps
        its number where the short ones leave it room; equal shares (symbols alone) when even
        that does not fit."""
        layout = self.widget().layout()
        margins = layout.contentsMargins()
        room = width - margins.left() - margins.right() - layout.spacing() * (len(STAGES) - 1)
        for captions in ({s: stage_caption(s) for s in STAGES},
                         {s: f"{stage_number(s)} {STAGE_SYMBOLS[s]}" for s in STAGES}):
            needed = [min(TILE_MAX_WIDTH, max(tile.minimumWidth(), self._caption_px(
                tile, captions[stage]))) for stage, tile in self.tiles.items()]
            if max(needed) * len(needed) <= room:
                needed = [1] * len(STAGES)     # equal tiles already show these captions
                break
            if sum(needed) <= room:
                break
        else:
            needed = [1] * len(STAGES)
        for index, share in enumerate(needed):
            if layout.stretch(index) != share:
                layout.setStretch(index, share)

    @staticmethod
    def _caption_px(tile: StageTile, caption: str) -> int:
        """The tile width that shows ``caption`` whole, as fitted_caption (gui.views.
        tile_caption) measures it against the tile's width."""
        return tile.caption.fontMetrics().horizontalAdvance(caption) + PADDING_PX + 1

    def tiles_width(self) -> int:
        """The room the tiles need side by side, each at least its symbol's width: the docks
        beside the view leave the strip this much (gui.window.dock_layout)."""
        return self.widget().minimumSizeHint().width()

    def show_stage(self, stage: str, reached: int) -> None:
        """``stage`` marked as the current one, the stages after ``reached`` dimmed."""
        for name, tile in self.tiles.items():
            tile.set_current(name == stage)
            tile.thumbnail.set_dimmed(stage_index(name) > reached)
        self.ensureWidgetVisible(self.tiles[stage])

    def set_tooltips(self, settings: StageSettings) -> None:
        """Each tile's tooltips follow the settings (scaling, mask, positions); set on change."""
        if settings == self._tooltip_settings:
            return
        self._tooltip_settings = settings
        go_there = translate("StagePanel", "click to go there")
        for stage, tile in self.tiles.items():
            tile.thumbnail.setToolTip(f"{view_tooltip(stage, settings=settings)}\n{go_there}")
            tile.thumbnail.setAccessibleDescription(view_tooltip(stage, settings=settings))
            tile.caption.setToolTip(f"{stage_caption(stage)}: {meaning(stage, settings)}\n"
                                    f"{go_there}")

    def draw(self, stage: str, values, levels, turned: bool) -> None:
        """``stage``'s tile shows ``values`` (one head's, not copied), as (keys, queries) when
        ``turned``, on ``levels`` (shared with other stages, or None: its own)."""
        kind = "probability" if stage == "weights" else "signed"
        self.tiles[stage].thumbnail.set_matrix(as_drawn(values, turned), kind, levels)

    def set_outlines(self, outline_of: Callable[[str], dict],
                     turned: Callable[[str], bool]) -> None:
        """Each tile outlines what the large view would (transposed where the tile is):
        ``outline_of(stage)`` in matrix coordinates, set_highlight's rows, cols and cells."""
        for stage, tile in self.tiles.items():
            outline = outline_of(stage)
            outline = transposed(outline) if turned(stage) else outline
            if {key: tuple(outline.get(key, ())) for key in ("rows", "cols", "cells")} != \
                    tile.outline.outline():
                tile.outline.set_outline(outline)   # unchanged: no repaint (edits keep it)
