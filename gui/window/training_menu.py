"""Where "Watch attention learn" is reached: the Lesson menu and the √d_k lab's button.

The window (gui.classroom.training_window) is built on first use and kept; "Open these
weights" becomes one undoable step of the document (Edit › Undo takes it back); a curve plot
saves as PNG, SVG or CSV from its right-click menu.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from core.export import ExportError
from core.files.atomic import write_text_atomic
from gui.classroom.window_place import keep_beside, place_beside
from gui.document.controller import SessionController
from gui.export import export_prompts
from gui.export.image import export_png, export_svg
from gui.window.companion_windows import CloseWithWindow
from gui.window.screen_reader import name_all

translate = QCoreApplication.translate
PLOT_TITLES = {"loss": QT_TRANSLATE_NOOP("TrainingWindow", "loss"),    # as the plots name them
               "accuracy": QT_TRANSLATE_NOOP("TrainingWindow", "accuracy")}

if TYPE_CHECKING:  # the training window (pyqtgraph, torch optimizers) loads when first opened
    from gui.classroom.training_window import TrainingWindow


class TrainingLauncher(QObject):
    """Opens the training window (one per main window, kept when closed) beside ``owner``, the
    main window it closes with; "Open these weights" goes to the controller."""

    def __init__(self, controller: SessionController, lesson_menu: QMenu,
                 show_message: Callable[[str], None], owner: QWidget) -> None:
        super().__init__(owner)
        self._controller, self._say, self._owner = controller, show_message, owner
        self.training: TrainingWindow | None = None
        self.menu: QMenu | None = None  # the plot menu shown last (tests read it)
        self.action = QAction(translate("TrainingMenu", "&Watch Attention Learn…"), owner)
        self.action.setToolTip(translate("TrainingMenu", "train a tiny attention layer live, "
                                                         "with and without ÷√d_k"))
        self.action.triggered.connect(lambda *_: self.open())
        lesson_menu.addAction(self.action)
        CloseWithWindow(owner, lambda: (self.training,))   # and stops its driver

    def open(self, compare: bool = False) -> TrainingWindow:
        if self.training is None:
            from gui.classroom.training_window import TrainingWindow

            self.training = TrainingWindow(parent=self._owner, compare=compare)
            self.training.setWindowFlag(Qt.WindowType.Window)
            self.training.open_requested.connect(self.open_weights)
            self.training.plot_menu_requested.connect(self._show_plot_menu)
            self.training.fit_to_screen()
            place_beside(self.training, self._owner)   # not at (0, 0) over the menu bar
            keep_beside(self.training)   # reopened after its screen shrank: inside it,
            # clear of the menu bar when it shrinks under it
            name_all(self.training)   # screen readers: plain names, as the main window's
            # an edit of the document goes first: training waits a moment after each
            self._controller.trace_changed.connect(lambda _trace: self.training.driver.hold())
        elif compare:
            self.training.compare.setChecked(True)
        self.training.show()
        self.training.raise_()
        self.training.activateWindow()
        return self.training

    def open_weights(self, session) -> bool:
        """The trained model as the document: one undoable step, like any edit."""
        return self._controller.apply(f"open trained weights ({session.title})", session)

    # ----- saving a plot ------------------------------------------------------------------------
    def plot_menu(self, name: str) -> QMenu:
        menu = QMenu(self.training)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addSection(translate("TrainingMenu", "plot: {name}").format(
            name=translate("TrainingWindow", PLOT_TITLES[name])))
        menu.addAction(translate("TrainingMenu", "Save as PNG…"),
                       partial(self.save_plot, name, ".png"))
        menu.addAction(translate("TrainingMenu", "Save as SVG…"),
                       partial(self.save_plot, name, ".svg"))
        menu.addAction(translate("TrainingMenu", "Save curves as CSV…"),
                       partial(self.save_plot, name, ".csv"))
        return menu

    def _show_plot_menu(self, name: str, global_pos: QPoint) -> None:
        self.menu = self.plot_menu(name)
        self.menu.popup(global_pos)

    def save_plot(self, name: str, suffix: str, path: Path | None = None) -> Path | None:
        filters = {".png": "PNG image (*.png)", ".svg": "SVG drawing (*.svg)",
                   ".csv": "CSV table (*.csv)"}[suffix]
        training = self.training
        if path is None:
            path = export_prompts.ask_save_path(
                training, f"Save the {name} plot",
                f"training_{training.driver.config.task}_{name}{suffix}", filters)
        if path is None:
            return None
        path = Path(path).with_suffix(suffix)
        try:
            if suffix == ".png":
                written = export_png(training.cards[name], path, 2)
            elif suffix == ".svg":
                written = export_svg(training.plots[name], path)
            else:
                written = write_text_atomic(path, training.driver.curves_csv())
        except (ExportError, OSError, ValueError) as error:
            export_prompts.show_error(training, translate("TrainingMenu", "Could not save"),
                                      str(error))
            return None
        self._say(translate("TrainingMenu", "wrote {written}").format(written=written))
        return written


def install_training(controller: SessionController, lesson_menu: QMenu,
                     show_message: Callable[[str], None], owner: QWidget) -> TrainingLauncher:
    return TrainingLauncher(controller, lesson_menu, show_message, owner)
