""""Watch it learn": a tiny attention layer trained live, with and without ÷√d_k.

Controls (task, d_k, heads, optimizer, learning rate, steps, ÷√d_k, compare) build a
core.training config; play / pause / step / reset drive a TrainingDriver (QTimer batches, so
the main window keeps answering). Loss and accuracy curves, the probe sentence's pattern and
W^Q / W^K redraw as the run goes. "Open these weights" asks for ``open_requested(session)``:
the window's launcher turns it into one undoable step of the document.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPoint, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from core.limits import LimitError, parse_number
from core.training.config import DEFAULT_LR, MAX_HEADS, OPTIMIZERS, TrainingConfig, TrainingError
from core.training.session_out import trained_session
from core.training.tasks import TASKS
from gui.classroom.run_keeping import ask_discard, keeps_finished_run
from gui.classroom.training_driver import TrainingDriver
from gui.classroom.training_views import PatternMaps, WeightMaps, curve_plots

TITLE = QT_TRANSLATE_NOOP("TrainingWindow", "Watch attention learn — QKV Lab")   # translated
translate = QCoreApplication.translate
CURVES_STRETCH, MAPS_STRETCH, MAPS_STRETCH_COMPARE = 4, 5, 6   # the body's two columns
WINDOW_STEPS = 2000
PREFERRED_SIZE = (1180, 760)


# The tasks and optimizers as the window names them (the command line keeps their names).
TASK_LABELS = {"previous-token": QT_TRANSLATE_NOOP("TrainingWindow", "previous word"),
               "first-token": QT_TRANSLATE_NOOP("TrainingWindow", "first word"),
               "same-word": QT_TRANSLATE_NOOP("TrainingWindow", "same word"),
               "copy": QT_TRANSLATE_NOOP("TrainingWindow", "copy a phrase")}
OPTIMIZER_LABELS = {"sgd": QT_TRANSLATE_NOOP("TrainingWindow", "SGD (plain gradient steps)"),
                    "adam": QT_TRANSLATE_NOOP("TrainingWindow", "Adam (adaptive steps)")}


class TrainingWindow(QWidget):
    """``open_requested(session)``: the learner asked for the current model as the document.
    ``plot_menu_requested(name, pos)``: a curve plot was right-clicked (save as PNG/SVG/CSV)."""

    open_requested = Signal(object)
    plot_menu_requested = Signal(str, QPoint)

    def __init__(self, parent: QWidget | None = None, compare: bool = False) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("TrainingWindow", TITLE))
        self.task = QComboBox()
        for name, task in TASKS.items():         # shown in words, kept by its name
            self.task.addItem(translate("TrainingWindow", TASK_LABELS.get(name, name)), name)
            self.task.setItemData(self.task.count() - 1, task.described(),
                                  Qt.ItemDataRole.ToolTipRole)
        self.d_k, self.heads, self.steps = _spin(1, 256, 8), _spin(1, MAX_HEADS, 1), _spin(
            1, 20000, WINDOW_STEPS)
        self.head = _spin(1, MAX_HEADS, 1)   # which head the pattern and W maps show
        self.head.setToolTip(translate("TrainingWindow",
                                          "the head whose pattern, W^Q and W^K are drawn"))
        self.optimizer = QComboBox()
        for name in OPTIMIZERS:
            self.optimizer.addItem(translate("TrainingWindow", OPTIMIZER_LABELS.get(name, name)),
                                   name)
        self.optimizer.setCurrentIndex(self.optimizer.findData("adam"))
        self.lr = QLineEdit(f"{DEFAULT_LR['adam']:g}")
        self.lr.setMaximumWidth(70)
        self.scaled = QCheckBox("÷√d_k")
        self.scaled.setChecked(True)
        self.compare = QCheckBox(translate("TrainingWindow", "compare ÷√d_k and ÷1"))
        self.compare.setChecked(compare)
        self.play_button = QPushButton(translate("TrainingWindow", "▶ Play"))
        self.play_button.setCheckable(True)
        self.step_button, self.reset_button = QPushButton(translate("TrainingWindow", "Step")), \
            QPushButton(translate("TrainingWindow", "Reset"))
        self.open_button = QPushButton(translate("TrainingWindow", "Open these weights"))
        self.open_button.setToolTip(translate("TrainingWindow", "make the current model the "
                                              "document (Edit › Undo takes it back)"))
        self.sentence, self.status, self.error = QLabel(), QLabel(), QLabel()
        for label in (self.sentence, self.status, self.error):
            label.setWordWrap(True)
        self.error.setStyleSheet("color: #b00020")
        self.plots = curve_plots()
        self.cards = {name: _card(plot) for name, plot in self.plots.items()}  # PNG exports
        self.patterns, self.weights = PatternMaps(), WeightMaps()
        self.weights_of = QComboBox()
        self.weights_of.addItems([translate("TrainingWindow", "÷√d_k run"),
                                  translate("TrainingWindow", "÷1 run")])
        self.weights.footer.addWidget(self.weights_of)
        self.driver = TrainingDriver(self._config_or_default(), compare, self)
        self.confirm_discard = partial(ask_discard, self)  # (steps) -> bool; a test answers itself
        self._build()
        self._connect()
        self._runs_changed()

    # ----- building ---------------------------------------------------------------------------
    def _build(self) -> None:
        # three short rows of controls on the left (they fit 800 pixels), the run's numbers
        # on the right
        rows = (((translate("TrainingWindow", "task"), self.task), ("d_k", self.d_k),
                 (translate("TrainingWindow", "heads"), self.heads),
                 (translate("TrainingWindow", "steps"), self.steps),
                 (translate("TrainingWindow", "show head"), self.head)),
                ((translate("TrainingWindow", "optimizer"), self.optimizer),
                 (translate("TrainingWindow", "learning rate"), self.lr), ("", self.scaled),
                 ("", self.compare)))
        controls = QVBoxLayout()
        for row in rows:
            line = QHBoxLayout()
            for text, widget in row:
                if text:
                    line.addWidget(QLabel(text))
                line.addWidget(widget)
            line.addStretch(1)
            controls.addLayout(line)
        buttons = QHBoxLayout()
        for button in (self.play_button, self.step_button, self.reset_button, self.open_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        controls.addLayout(buttons)
        top = QHBoxLayout()
        top.addLayout(controls)
        top.addWidget(self.status, 1)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        body = QGridLayout()
        body.addWidget(self.cards["loss"], 0, 0)
        body.addWidget(self.cards["accuracy"], 1, 0)
        body.addWidget(self.patterns, 0, 1)
        body.addWidget(self.weights, 1, 1)
        self.body = body   # its column stretch follows the number of runs (_runs_changed)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sentence)
        layout.addLayout(top)
        layout.addWidget(self.error)
        layout.addLayout(body, 1)

    def _connect(self) -> None:
        for box in (self.task, self.optimizer):
            box.currentTextChanged.connect(self._settings_changed)
        for spin in (self.d_k, self.heads, self.steps):
            spin.valueChanged.connect(self._settings_changed)
        self.lr.editingFinished.connect(self._settings_changed)
        self.scaled.toggled.connect(self._settings_changed)
        self.compare.toggled.connect(self._settings_changed)
        self.play_button.toggled.connect(self._play_toggled)
        self.step_button.clicked.connect(self.driver.step_once)
        self.reset_button.clicked.connect(lambda: self.driver.reset())
        self.open_button.clicked.connect(self.open_weights)
        self.weights_of.currentIndexChanged.connect(lambda _i: self.show_run())
        self.head.valueChanged.connect(lambda _h: self.show_run())
        self.driver.advanced.connect(self.show_run)
        self.driver.playing_changed.connect(self._show_playing)
        for name, plot in self.plots.items():
            plot.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            plot.customContextMenuRequested.connect(
                lambda pos, n=name: self.plot_menu_requested.emit(
                    n, self.plots[n].mapToGlobal(pos)))

    # ----- public API -------------------------------------------------------------------------
    def config(self) -> TrainingConfig:
        """The controls as a checked config; TrainingError or LimitError naming a bad field."""
        lr = parse_number(self.lr.text(), "learning rate")
        return TrainingConfig(task=self.task.currentData(), steps=self.steps.value(),
                              d_k=self.d_k.value(), heads=self.heads.value(),
                              optimizer=self.optimizer.currentData(), lr=lr,
                              scaled=self.scaled.isChecked()).checked()

    def open_weights(self) -> None:
        """The model shown in the weight maps as a session, handed to the launcher."""
        self.open_requested.emit(trained_session(self.shown_trainer()))

    def shown_trainer(self):
        runs = self.driver.runs
        if self.driver.compare:
            return runs["unscaled" if self.weights_of.currentIndex() == 1 else "scaled"]
        return runs["run"]

    def fit_to_screen(self) -> None:
        """The preferred size, or the screen's available area if that is smaller."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry()
        self.resize(min(PREFERRED_SIZE[0], room.width() - 20),
                    min(PREFERRED_SIZE[1], room.height() - 40))

    # ----- showing (no arithmetic) ------------------------------------------------------------
    def show_run(self) -> None:
        heads = self.driver.config.heads
        with QSignalBlocker(self.head):
            self.head.setMaximum(heads)
        head = self.head.value() - 1
        shots = self.driver.snapshots(head)
        head_text = translate("TrainingWindow", " (head {head} of {heads})").format(
            head=head + 1,
            heads=heads) if heads > 1 else ""
        self.patterns.show_snapshots(shots, head_text)
        shown = "unscaled" if self.driver.compare and self.weights_of.currentIndex() == 1 \
            else next(iter(shots))
        shot = shots[shown]
        self.weights.show_snapshot(shot, shot.weight_levels,
                                   translate("TrainingWindow", "W^Q and W^K of the {label} "
                                             "run{head_text}, one colour scale").format(
                                       label=shot.label,
                                       head_text=head_text))
        for plot in self.plots.values():
            plot.show_curves(self.driver.curves)
        self.status.setText("\n\n".join(s.status for s in shots.values()))

    def _runs_changed(self) -> None:
        names = list(self.driver.runs)
        for plot in self.plots.values():
            plot.set_runs(names, self.driver.config.scaled)
        self.patterns.set_runs(names)
        self.weights_of.setVisible(self.driver.compare)
        # the maps get the wider column (their labels need room); with two runs side by side
        # three fifths of it, so each probe pattern keeps room for its numbers as every heatmap
        maps = MAPS_STRETCH_COMPARE if self.driver.compare else MAPS_STRETCH
        self.body.setColumnStretch(0, CURVES_STRETCH)
        self.body.setColumnStretch(1, maps)
        config = self.driver.config
        shape = translate("TrainingWindow", "It trains a tiny layer of its own (d_model "
                                            "{d_model}, d_k "
                          "{d_k}, heads: {heads}), not the window's session.").format(
            d_model=config.d_model,
            d_k=config.d_k,
            heads=config.heads)
        why = translate("TrainingWindow", "Accuracy asks only that a row's largest weight sit "
                        "on the right key, so 100 % can come with weights of 0.6: the rest is "
                        "spread over the other keys.")
        label = translate("TrainingWindow", TASK_LABELS.get(config.task, config.task))
        self.sentence.setText(f"<b>{label}</b>: {TASKS[config.task].described()} "
                              f"{shape}<br><small>{why}</small>")
        self.show_run()

    def _show_playing(self, playing: bool) -> None:
        with QSignalBlocker(self.play_button):
            self.play_button.setChecked(playing)
        self.play_button.setText(translate("TrainingWindow", "❚❚ Pause") if playing
                                 else translate("TrainingWindow", "▶ Play"))

    # ----- editing ----------------------------------------------------------------------------
    def _settings_changed(self, *_args) -> None:
        if self.sender() is self.optimizer:
            with QSignalBlocker(self.lr):
                self.lr.setText(f"{DEFAULT_LR[self.optimizer.currentData()]:g}")
        try:
            config = self.config()
        except (TrainingError, LimitError) as error:
            self.error.setText(translate("TrainingWindow", "not changed: {error}")
                               .format(error=error))
            return
        self.error.setText("")
        if self.sender() is self.compare and keeps_finished_run(self.driver, self.confirm_discard):
            with QSignalBlocker(self.compare):
                self.compare.setChecked(self.driver.compare)
            return
        self.scaled.setEnabled(not self.compare.isChecked())
        if config != self.driver.config or self.compare.isChecked() != self.driver.compare:
            with QSignalBlocker(self.driver):   # drawn once the views know the new runs
                self.driver.reset(config, self.compare.isChecked())
            self._runs_changed()

    def _play_toggled(self, on: bool) -> None:
        if on:
            self.driver.play()
        else:
            self.driver.pause()
        self._show_playing(self.driver.playing)

    def _config_or_default(self) -> TrainingConfig:
        try:
            return self.config()
        except (TrainingError, LimitError):
            return TrainingConfig(steps=WINDOW_STEPS)

    # ----- Qt ---------------------------------------------------------------------------------
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.show_run()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.driver.stop()
        super().closeEvent(event)

    def hideEvent(self, event) -> None:
        self.driver.pause()  # a hidden window trains nothing: nobody watches it
        super().hideEvent(event)


def _card(plot: QWidget) -> QWidget:
    """A plain widget around a plot: what its PNG export renders."""
    card = QWidget()
    card.setAutoFillBackground(True)
    layout = QVBoxLayout(card)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(plot)
    return card


def _spin(low: int, high: int, value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    spin.setKeyboardTracking(False)  # typing 256 does not reset at 2 and 25 on the way
    return spin
