"""The "x → output" tab: where each word starts (x, dashed) and where attention moves it (the
output, solid), with a thin arrow from one to the other; one plane for both (core.vectors).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication

from core.vectors import MoveVectors
from gui.document.selection import Selection
from gui.palette import token_qcolors
from gui.views.vectors_arrows import ArrowSet, ArrowStyle
from gui.views.vectors_plot import VectorsPlot

translate = QCoreApplication.translate

LABEL_LIMIT = 24
MOVE_WIDTH = 1.0


class MovesVectorsView(VectorsPlot):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.moves = ArrowSet()         # x_i's tip -> output_i's tip
        self.plot_item.addItem(self.moves)

    def draw(self, moves: MoveVectors, tokens: tuple[str, ...], selection: Selection) -> None:
        n = len(moves.output)
        tokens = tuple(tokens[:n]) + tuple(f"t{i}" for i in range(len(tokens), n))
        colors = token_qcolors(n)
        chosen = selection.query

        def style(i: int, label: str, *, dashed: bool = False, width: float = 2.0) -> ArrowStyle:
            return ArrowStyle(colors[i], width, dashed, label, lit=chosen == i,
                              faded=chosen is not None and chosen != i)

        labels = n <= LABEL_LIMIT
        if moves.x is None:
            self.arrows.set_arrows(moves.output, [style(i, f"{tokens[i]}'") for i in range(n)],
                                   show_labels=labels)
            self.moves.set_arrows(np.zeros((0, 2)), [])
        else:
            ends = np.vstack([moves.x, moves.output])                       # (2n, 2)
            styles = [style(i, f"x {tokens[i]}", dashed=True, width=1.2) for i in range(n)] + \
                [style(i, f"{tokens[i]}'") for i in range(n)]
            self.arrows.set_arrows(ends, styles, show_labels=labels)
            self.moves.set_arrows(moves.output, [style(i, "", width=MOVE_WIDTH) for i in range(n)],
                                  starts=moves.x)
        what = translate("VectorsView", "x (dashed) and the output (solid, word')") \
            if moves.x is not None else translate("VectorsView", "the output (word')")
        self.header.setText(f"{what} · {moves.plane.description()}"
                            + "".join(f" · {note}" for note in moves.notes))
        if moves.plane.exact and not moves.plane.is_line:
            self.set_axis_titles(translate("VectorsView", "number 1"),
                                 translate("VectorsView", "number 2"))
        else:
            self.set_axis_titles(translate("VectorsView", "plane direction 1"),
                                 translate("VectorsView", "plane direction 2"))
        self.caption.setText(translate("VectorsView", "a thin arrow runs from where each word "
                                       "starts to where attention moves it")
                             if moves.x is not None else
                             translate("VectorsView", "select a word to light its output"))
        self.set_projection(None, None)
        self.fit()
