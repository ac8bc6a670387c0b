"""The "Why √d_k?" lab: a log-scale d_k slider over four plots, each with a live caption.

The sweep (core.scaling.lab.ScalingSweep) is drawn once when the lab is built; moving the
slider asks it for one frame and hands that to the plots and captions. With a controller, a
second tab holds the learner's own session (SessionPanel).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPoint, Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from core.i18n import whole_number
from core.scaling.lab import LabFrame, ScalingSweep
from gui.classroom.description_banner import DescriptionBanner

from .plots import HistogramPlot, LabPlot, RowPlot, gradient_plot, saturation_plot
from .session_panel import SessionPanel

PLOT_NAMES = ("histogram", "row", "saturation", "gradient")
TITLE = QT_TRANSLATE_NOOP("ScalingLab", "Why √d_k? — QKV Lab")   # shown translated
translate = QCoreApplication.translate


class ScalingLab(QWidget):
    """Four plots and captions that follow the d_k slider; ``plot_menu_requested(name, pos)`` when
    a plot is right-clicked (the window offers PNG/SVG export there). ``cards[name]`` is a plot
    with its caption."""

    plot_menu_requested = Signal(str, QPoint)
    training_requested = Signal()  # "Watch it learn": train with and without ÷√d_k

    def __init__(self, sweep: ScalingSweep | None = None, controller=None, head=lambda: 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("ScalingLab", TITLE))
        self.sweep = sweep or ScalingSweep()
        self.frame: LabFrame | None = None
        self.banner = DescriptionBanner()
        self.plots: dict[str, LabPlot] = {"histogram": HistogramPlot(), "row": RowPlot(),
                                          "saturation": saturation_plot(),
                                          "gradient": gradient_plot()}
        self.captions = {name: _caption_label() for name in PLOT_NAMES}
        self.cards = {name: _card(self.plots[name], self.captions[name]) for name in PLOT_NAMES}
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.sweep.d_ks) - 1)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setTickInterval(2)
        self.slider.setPageStep(2)
        self.d_k_label = QLabel()
        self.d_k_label.setMinimumWidth(110)
        self.training_button = QPushButton(translate("ScalingLab", "Watch it learn, ÷√d_k and ÷1…"))
        self.training_button.setToolTip(translate("ScalingLab", "train a tiny attention layer "
                                                  "twice from the same seed: with and without "
                                                  "dividing by √d_k"))
        self.training_button.clicked.connect(lambda *_: self.training_requested.emit())
        self.session_panel = None if controller is None else SessionPanel(controller, head)
        self.tabs = QTabWidget()
        self._build()
        for name, plot in self.plots.items():
            plot.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            plot.customContextMenuRequested.connect(
                lambda pos, n=name: self.plot_menu_requested.emit(
                    n, self.plots[n].mapToGlobal(pos)))
        self.plots["saturation"].show_sweep(self.sweep)
        self.plots["gradient"].show_sweep(self.sweep)
        self.slider.valueChanged.connect(self._show_step)
        self._show_step(self.slider.value())

    def _build(self) -> None:
        random_tab = QWidget()
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("ScalingLab", "key size d_k (log scale, 1 to {largest}):")
                             .format(largest=whole_number(1024))))
        top.addWidget(self.slider, 1)
        top.addWidget(self.d_k_label)
        top.addWidget(self.training_button)
        grid = QGridLayout()
        for index, name in enumerate(PLOT_NAMES):
            grid.addWidget(self.cards[name], index // 2, index % 2)
        note = QLabel(translate("ScalingLab", "{samples} rows of {tokens} keys per d_k; every "
                                              "entry of q and k "
                                "drawn from a standard normal (seed {seed}).").format(
            samples=whole_number(self.sweep.samples),
            tokens=self.sweep.tokens,
            seed=self.sweep.seed))
        note.setWordWrap(True)
        layout = QVBoxLayout(random_tab)
        layout.addLayout(top)
        layout.addLayout(grid, 1)
        layout.addWidget(note)
        self.tabs.addTab(random_tab, translate("ScalingLab", "Random q and k"))
        if self.session_panel is not None:
            self.tabs.addTab(self.session_panel, translate("ScalingLab", "Your session"))
        outer = QVBoxLayout(self)
        outer.addWidget(self.banner)
        outer.addWidget(self.tabs, 1)

    # ----- public API ---------------------------------------------------------------------
    @property
    def d_k(self) -> int:
        return self.sweep.d_ks[self.slider.value()]

    def set_d_k(self, d_k: int) -> None:
        """Move the slider to the swept d_k nearest ``d_k`` (the plots follow)."""
        self.slider.setValue(self.sweep.d_ks.index(self.sweep.nearest(d_k)))

    def show_lesson(self, title: str, text: str) -> None:
        self.banner.show_text(title, text)

    # ----- showing (no arithmetic) --------------------------------------------------------
    def _show_step(self, step: int) -> None:
        self.frame = self.sweep.frame(self.sweep.d_ks[step])
        self.d_k_label.setText(f"d_k = {whole_number(self.frame.d_k)}")
        for name, caption in zip(PLOT_NAMES, self.frame.captions, strict=True):
            self.plots[name].show_frame(self.frame)
            self.captions[name].setText(caption)


def _card(plot: LabPlot, caption: QLabel) -> QWidget:
    """A plot with its caption under it: what a PNG export of the plot shows."""
    card = QWidget()
    card.setAutoFillBackground(True)
    layout = QVBoxLayout(card)
    layout.setContentsMargins(2, 2, 2, 2)
    layout.addWidget(plot, 1)
    layout.addWidget(caption)
    return card


def _caption_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    # a fixed height: captions of different lengths must not resize the plots on every move
    label.setFixedHeight(label.fontMetrics().lineSpacing() * 3 + 4)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    return label
