"""The cells that fed the explained number, outlined in the stage views and the matrix editor.

core.explanations.feeding_cells says which cells (per stage or input matrix, as (head, row, col));
this turns them into outlines (whole rows and columns where they are whole) and keeps the
stage panel and the matrix editor showing them, also after the editor switches tabs.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

import numpy as np
from PySide6.QtCore import QItemSelection, QItemSelectionModel, QObject

from core.attention.stages import PER_HEAD_STAGES
from core.explanations import Explanation

Cell = tuple[int, int]
HeadCell = tuple[int, int, int]    # (head, row, col)
_EDITOR_SOURCES = {"X": ("X", "x")}  # the editor's X row i is what fed x_i
_PER_HEAD_INPUTS = frozenset({"W_Q", "W_K", "W_V", "b_Q", "b_K", "b_V"})
NO_OUTLINE: dict = {"rows": (), "cols": (), "cells": ()}


def outline_of(cells: Iterable[Cell], shape: tuple[int, int]) -> dict:
    """set_highlight keywords for a set of cells: full rows and full columns as one outline."""
    n_rows, n_cols = shape
    picked = np.zeros((n_rows, n_cols), dtype=bool)               # (rows, cols)
    found = np.array([(r, c) for r, c in cells if 0 <= r < n_rows and 0 <= c < n_cols],
                     dtype=np.intp).reshape(-1, 2)                # (k, 2)
    picked[found[:, 0], found[:, 1]] = True
    full_rows = picked.all(axis=1) & picked.any(axis=1)          # (rows,)
    if full_rows.all() and n_rows > 1:   # everything: one outline per column reads worse
        return {"rows": tuple(range(n_rows)), "cols": (), "cells": ()}
    full_cols = picked.all(axis=0) & picked.any(axis=0)          # (cols,)
    if n_rows == 1 and full_rows.any():  # a one-row matrix: its row says it all
        full_cols[:] = False
    rest = picked & ~full_rows[:, None] & ~full_cols[None, :]    # (rows, cols)
    return {"rows": tuple(int(r) for r in np.flatnonzero(full_rows)),
            "cols": tuple(int(c) for c in np.flatnonzero(full_cols)),
            "cells": tuple((int(r), int(c)) for r, c in np.argwhere(rest))}


def merged(*outlines: Mapping) -> dict:
    """The union of several set_highlight keyword dicts, each entry once, in order."""
    result: dict[str, tuple] = {"rows": (), "cols": (), "cells": ()}
    for outline in outlines:
        for key in result:
            result[key] += tuple(x for x in outline.get(key, ()) if x not in result[key])
    return result


def transposed(outline: Mapping) -> dict:
    """The same outline on the transposed picture: rows become columns, (r, c) becomes (c, r)."""
    return {"rows": tuple(outline.get("cols", ())), "cols": tuple(outline.get("rows", ())),
            "cells": tuple((c, r) for r, c in outline.get("cells", ()))}


@dataclass(frozen=True)
class FeedingHighlight:
    """The explained cell and its feeders: {stage or input name: ((head, row, col), ...)}."""

    cells: Mapping[str, tuple[HeadCell, ...]] = field(default_factory=dict)
    _outlines: dict = field(default_factory=dict, compare=False, repr=False)  # computed once

    @classmethod
    def of(cls, explanation: Explanation | None) -> FeedingHighlight:
        if explanation is None:
            return cls()
        cells = {name: tuple(found) for name, found in explanation.feeding_cells().items()}
        e, head = explanation, explanation.head or 0
        own = [(head, e.row, e.col)] if e.col is not None else None
        if own is None:  # a whole row (weights, z): every column of it
            width = e.row_width()
            own = [(head, e.row, col) for col in range(width)]
        cells[e.stage] = tuple(cells.get(e.stage, ())) + tuple(own)
        return cls(cells)

    @property
    def is_empty(self) -> bool:
        return not self.cells

    def outline(self, name: str, head: int, shape: tuple[int, int]) -> dict:
        """Outlines for the view of stage/matrix ``name`` showing ``head`` with ``shape``."""
        key = (name, head, tuple(shape))
        if key not in self._outlines:
            has_head = name in PER_HEAD_STAGES or name in _PER_HEAD_INPUTS
            sources = _EDITOR_SOURCES.get(name, (name,))
            cells = [(r, c) for source in sources for h, r, c in self.cells.get(source, ())
                     if not has_head or h == head]
            self._outlines[key] = outline_of(cells, shape) if cells else dict(NO_OUTLINE)
        return dict(self._outlines[key])


class EditorHighlighter(QObject):
    """Selects the feeding rows/columns in the matrix editor's table (X row i, W^Q column t),
    again whenever the editor shows another matrix or head, or the session changes."""

    def __init__(self, panel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self._highlight = FeedingHighlight()
        self._selected = False
        panel.tabs.currentChanged.connect(self.apply)
        panel.head_box.currentIndexChanged.connect(self.apply)
        panel.controller.session_changed.connect(self.apply)

    def set_highlight(self, highlight: FeedingHighlight) -> None:
        self._highlight = highlight
        self.apply()

    def apply(self, *_ignored) -> None:
        view, model = self.panel.view, self.panel.model
        shape = model.values.shape                               # (rows, cols) shown
        outline = self._highlight.outline(self.panel.matrix_name, self.panel.head, shape)
        selection = QItemSelection()
        last_row, last_col = shape[0] - 1, shape[1] - 1
        for row in outline["rows"]:
            selection.select(model.index(row, 0), model.index(row, last_col))
        for col in outline["cols"]:
            selection.select(model.index(0, col), model.index(last_row, col))
        for row, col in outline["cells"]:
            selection.select(model.index(row, col), model.index(row, col))
        if selection.isEmpty() and not self._selected:
            return    # nothing of ours to show or take away: leave the learner's own selection
        flags = QItemSelectionModel.SelectionFlag.ClearAndSelect
        view.selectionModel().select(selection, flags)
        self._selected = not selection.isEmpty()
        if self._selected:
            view.scrollTo(selection.indexes()[0])
