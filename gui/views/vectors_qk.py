"""The "q and k" tab: every q_i (solid) and k_j (dashed) from the origin in the token colours.

A selected cell (i, j) lights q_i and k_j, drops q_i onto k_j's line and writes
|q||k| cos θ = score with the numbers (core.vectors.score_equation); a selected query row gives
each key's arrow the width of its weight in that row. The numbers come from core; this module
only maps them to arrows.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication

from core.vectors import HeadVectors, ScoreEquation, projection_point, score_equation
from gui.document.selection import Selection
from gui.palette import token_qcolors
from gui.views.vectors_arrows import ArrowStyle, shared_labels
from gui.views.vectors_plot import VectorsPlot

translate = QCoreApplication.translate

LABEL_LIMIT = 24          # tokens; beyond, only lit arrows are labelled
BASE_WIDTH = 1.5
WEIGHT_WIDTH = 7.0        # extra pixels at weight 1


class QKVectorsView(VectorsPlot):
    equation: ScoreEquation | None = None   # the selected cell's, as written under the plot
    _style_key: tuple | None = None
    _styles: tuple = ()

    def draw(self, vectors: HeadVectors, tokens: tuple[str, ...], selection: Selection,
               weights_row: np.ndarray | None, n_heads: int = 1) -> None:
        """Draw one head's q and k; ``weights_row`` (n,): the selected query's weights."""
        n = len(vectors.q)
        tokens = tuple(tokens[:n]) + tuple(f"t{i}" for i in range(len(tokens), n))
        query, key = selection.query, selection.key
        q_labels = shared_labels("q", vectors.q, tokens, query)
        k_labels = shared_labels("k", vectors.k, tokens, key)
        weights = None if weights_row is None else np.nan_to_num(weights_row).tobytes()
        style_key = (tuple(q_labels), tuple(k_labels), query, key, weights)
        if style_key != self._style_key:   # a scrub keeps its styles: nothing new to collect
            self._style_key = style_key
            self._styles = self._made_styles(n, q_labels, k_labels, query, key, weights_row)
        self.arrows.set_arrows(np.vstack([vectors.q, vectors.k]), self._styles,
                               show_labels=n <= LABEL_LIMIT)
        head = translate("VectorsView", "head {head} of {n_heads} · ").format(
            head=vectors.head + 1,
            n_heads=n_heads) if n_heads > 1 else ""
        plane = vectors.plane
        self.header.setText(head + translate("VectorsView", "q (solid) and k (dashed) from the "
                                             "origin · ")
                            + f"{plane.description()} · {vectors.match_text()}"
                            + "".join(f" · {note}" for note in plane.notes))
        if plane.exact and not plane.is_line:
            self.set_axis_titles(translate("VectorsView", "number 1 of q, k"),
                                 translate("VectorsView", "number 2 of q, k"))
        elif plane.is_line:
            self.set_axis_titles(translate("VectorsView", "the one number of q, k"),
                                 translate("VectorsView", "(a line: always 0)"))
        else:
            self.set_axis_titles(translate("VectorsView", "plane direction 1"),
                                 translate("VectorsView", "plane direction 2"))
        self._show_cell(vectors, tokens, query, key, weights_row)
        self.fit()

    @staticmethod
    def _made_styles(n: int, q_labels: list[str], k_labels: list[str], query: int | None,
                     key: int | None, weights_row: np.ndarray | None) -> tuple:
        colors = token_qcolors(n)
        styles = []
        for i in range(n):
            styles.append(ArrowStyle(colors[i], BASE_WIDTH, False, q_labels[i],
                                     lit=query == i, faded=query is not None and query != i))
        for j in range(n):
            width = BASE_WIDTH if weights_row is None else \
                BASE_WIDTH + WEIGHT_WIDTH * float(np.nan_to_num(weights_row[j]))
            styles.append(ArrowStyle(colors[j], width, True, k_labels[j],
                                     lit=key == j, faded=key is not None and key != j))
        return tuple(styles)

    def _show_cell(self, vectors: HeadVectors, tokens: tuple[str, ...], query: int | None,
                   key: int | None, weights_row: np.ndarray | None) -> None:
        widths = "" if weights_row is None or query is None else \
            "\n" + translate("VectorsView", "key arrows are as wide as q{query}'s weights (row "
                                            "{query} of "
                             "the weights)").format(query=query + 1)
        if query is None or key is None:
            self.equation = None
            self.set_projection(None, None)
            self.caption.setText(translate("VectorsView", "select a score cell (i, j) to see "
                                           "q_i · k_j as |q||k| cos θ") + widths)
            return
        self.equation = score_equation(vectors, query, key, tokens)
        self.caption.setText(self.equation.text + widths)
        q, k = vectors.q[query], vectors.k[key]
        foot = projection_point(q, k)
        if foot is None or not np.isfinite(foot).all():
            self.set_projection(None, None)
            return
        self.set_projection(((q[0], q[1]), (foot[0], foot[1])), ((0.0, 0.0), (foot[0], foot[1])))

