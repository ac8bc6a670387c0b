"""The square-cell fit of a heatmap does not call itself without end.

Its margins move the plot, and the plot's move tells the fit again, from inside the first fit,
before the plot's layout has caught up. With a token label too long for the view (a 30-letter
word: the plot held at a minimum wider than its widget) each call saw the last one's margins
against the old layout and asked for others, nested, until the stack ran out: the monkey run
(benchmarks/monkey.py) died there at action 1,089 (a segmentation fault in pyqtgraph's axis).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QSplitter, QWidget

from gui.views.heatmap import MatrixHeatmap
from gui.views.heatmap.view_fit import HeatmapViewFit

LONG = "x" * 30
# (labels of an n×n matrix or None for the same matrix, the splitter's size, the view's height)
STEPS = ((["!"], (773, 776), 357),
         (None, (1041, 726), 250),
         (["mole", "the", LONG], (628, 586), 269),
         (["a", "the", "a"], (781, 520), 209),
         ([LONG], (1122, 661), 242))
GIVE_UP = 30     # nested fits: the test stops the loop here, where the old code went on


def test_the_fit_settles_with_a_label_longer_than_the_view(qtbot, monkeypatch):
    nested, deepest = [0], [0]
    fit = HeatmapViewFit.keep_cells_square

    def counted(self) -> bool:
        nested[0] += 1
        deepest[0] = max(deepest[0], nested[0])
        try:
            return False if nested[0] > GIVE_UP else fit(self)
        finally:
            nested[0] -= 1

    monkeypatch.setattr(HeatmapViewFit, "keep_cells_square", counted)
    split = QSplitter(Qt.Orientation.Vertical)
    qtbot.addWidget(split)
    view = MatrixHeatmap()
    split.addWidget(view)
    split.addWidget(QWidget())
    split.resize(1000, 600)
    split.show()
    for number, (labels, size, height) in enumerate(STEPS):
        if labels is not None:
            values = np.random.default_rng(number).normal(size=(len(labels), len(labels)))
            view.set_matrix(values, row_labels=labels, col_labels=labels,
                            row_title="query i (row)", col_title="key j (column)",
                            title=f"scaled: S / √d_k   [{len(labels)} × {len(labels)}]")
        split.resize(*size)
        split.setSizes([height, 300])
        for _ in range(3):
            QApplication.processEvents()
        assert deepest[0] <= 2, f"step {number}: the fit called itself {deepest[0]} deep"
    assert view.shown_labels() == ([LONG], [LONG])
