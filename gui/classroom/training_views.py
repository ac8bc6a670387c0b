"""The training window's pictures: loss and accuracy curves, the probe's pattern, W^Q and W^K.

They draw what core.training gives them (decimated curves, snapshots); no arithmetic. The
÷√d_k run is blue and the ÷1 run orange (the √d_k lab's colours); saturation is dashed, so
the lines differ by more than colour.
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSizePolicy, QWidget

from core.training.curves import DecimatedCurves
from core.training.snapshot import Snapshot
from gui.classroom.scaling_lab.plots import SCALED, UNSCALED, LabPlot, _pen
from gui.palette import token_qcolors
from gui.views.heatmap import MatrixHeatmap

CURVE_WIDTH = 1.0  # 1 px lines take the fast path: six 1,024-point curves redraw in 3-4 ms,
#                    where 1.5 and 2 px pens took 16-23 ms here (benchmarks/training.py)
RUN_NAMES = {"run": "", "scaled": "÷√d_k", "unscaled": "÷1"}
translate = QCoreApplication.translate


def run_color(name: str, scaled: bool = True):
    return UNSCALED if name == "unscaled" or (name == "run" and not scaled) else SCALED


def show_matrix(view: MatrixHeatmap, values: np.ndarray, **settings) -> None:
    """set_matrix the first time and whenever shape, labels, scale or title change; otherwise
    only the new numbers (show_frame: no relabelling, several times cheaper while playing)."""
    shown = (values.shape, settings)
    if getattr(view, "_training_shown", None) != shown:
        view.set_matrix(values, **settings)
        view._training_shown = shown
    else:
        view.show_frame(values)


class CurvesPlot(LabPlot):
    """One plot of curves against the step: one line per run and column."""

    def __init__(self, title: str, left: str, columns: tuple[tuple[str, str, bool], ...],
                 y_range: tuple[float, float] | None = None) -> None:
        super().__init__(title, translate("TrainingWindow", "step"), left, legend_at=(1.0, 0.55))
        self.columns = columns   # (column, legend text, dashed)
        self.y_range = y_range
        self.lines: dict[tuple[str, str], pg.PlotDataItem] = {}
        if y_range is not None:
            self.plot_item.setYRange(*y_range, padding=0.02)
        self.setMinimumSize(220, 150)

    def set_runs(self, names: list[str], scaled: bool) -> None:
        """One line per (run, column); the legend names each."""
        self.plot_item.clear()
        self.legend.clear()
        self.lines = {}
        for name in names:
            for column, text, dashed in self.columns:
                label = " ".join(part for part in (RUN_NAMES[name], text) if part)
                line = self.plot_item.plot(pen=_pen(run_color(name, scaled), dashed=dashed,
                                                    width=CURVE_WIDTH),
                                           name=label or None)
                # never more points than pixels: a full curve is drawn at the plot's width
                line.setDownsampling(auto=True, method="peak")
                line.setClipToView(True)
                self.lines[name, column] = line

    def show_curves(self, curves: dict[str, DecimatedCurves]) -> None:
        for (name, column), line in self.lines.items():
            line.setData(curves[name].steps(), curves[name].column(column), skipFiniteCheck=True)
        if self.y_range is not None:
            self.plot_item.setYRange(*self.y_range, padding=0.02)

    def shown(self, name: str, column: str) -> tuple[np.ndarray, np.ndarray]:
        """(x, y) the line of ``name``'s ``column`` draws now (tests read it)."""
        x, y = self.lines[name, column].getData()
        return (np.array([]), np.array([])) if x is None else (x, y)


def curve_plots() -> dict[str, CurvesPlot]:
    return {"loss": CurvesPlot(translate("TrainingWindow", "Loss (cross-entropy)"),
                               translate("TrainingWindow", "loss"), (("loss", "", False),)),
            "accuracy": CurvesPlot(translate("TrainingWindow", "Accuracy (solid) and saturated "
                                             "rows (dashed)"),
                                   translate("TrainingWindow", "share"),
                                   (("accuracy", translate("TrainingWindow", "accuracy"), False),
                                    ("saturated", translate("TrainingWindow", "saturated"),
                                     True)), y_range=(0.0, 1.0))}


class PatternMaps(QWidget):
    """The probe's attention pattern of each run, side by side on one scale (0 to 1)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.maps: dict[str, MatrixHeatmap] = {}
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)

    def set_runs(self, names: list[str]) -> None:
        for view in self.maps.values():
            view.setParent(None)
            view.deleteLater()
        self.maps = {name: MatrixHeatmap() for name in names}
        for column, view in enumerate(self.maps.values()):
            view.setMinimumSize(180, 160)
            self.grid.addWidget(view, 0, column)

    def show_snapshots(self, snapshots: dict[str, Snapshot], head_text: str) -> None:
        for name, shot in snapshots.items():
            labels = list(shot.tokens)
            which = f" {RUN_NAMES[name]}" if RUN_NAMES[name] else ""
            show_matrix(self.maps[name], shot.pattern, row_labels=labels, col_labels=labels,
                        row_title=translate("TrainingWindow", "query"),
                        col_title=translate("TrainingWindow", "key"), kind="probability",
                        levels=(0.0, 1.0), title=translate("TrainingWindow", "probe pattern")
                        + which + head_text,
                        label_colors=token_qcolors(len(labels)))


class WeightMaps(QWidget):
    """W^Q and W^K of one run's head, side by side, one colour scale for both."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.w_q, self.w_k = MatrixHeatmap(), MatrixHeatmap()
        self.caption = QLabel()
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.addWidget(self.w_q, 0, 0)
        self.grid.addWidget(self.w_k, 0, 1)
        self.footer = QHBoxLayout()   # the caption, and room for a chooser beside it
        self.footer.addWidget(self.caption, 1)
        self.grid.addLayout(self.footer, 1, 0, 1, 2)
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        for view in (self.w_q, self.w_k):
            view.setMinimumSize(160, 120)

    def show_snapshot(self, shot: Snapshot, levels: tuple[float, float], caption: str) -> None:
        rows = [f"x{i}" for i in range(shot.w_q.shape[0])]
        cols = [f"{i}" for i in range(shot.w_q.shape[1])]
        for view, values, name in ((self.w_q, shot.w_q, "W^Q"), (self.w_k, shot.w_k, "W^K")):
            show_matrix(view, values, row_labels=rows, col_labels=cols, row_title="d_model",
                        col_title="d_k", kind="signed", levels=levels, title=name)
        self.caption.setText(caption)
