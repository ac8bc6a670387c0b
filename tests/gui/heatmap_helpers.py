"""Shared by the heatmap tests: a shown MatrixHeatmap on a given matrix."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gui.views.heatmap import MatrixHeatmap


def shown_heatmap(qtbot, values, *, kind="signed", size=(640, 520), rows=None, cols=None,
                  colors=None) -> MatrixHeatmap:
    view = MatrixHeatmap()
    qtbot.addWidget(view)
    view.resize(*size)
    n_rows, n_cols = values.shape
    view.set_matrix(values, row_labels=rows or [f"r{i}" for i in range(n_rows)],
                    col_labels=cols or [f"c{j}" for j in range(n_cols)],
                    row_title="query i (row)", col_title="key j (column)", kind=kind,
                    title="test", label_colors=colors)
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    view.fit_view()
    QApplication.processEvents()
    return view
