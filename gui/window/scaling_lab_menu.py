"""Where the "Why √d_k?" lab is reached: View and Lesson menus, the ÷√d_k toggle's menu, the
scaled stage's explanation, and lessons that ask for it; each plot saves as PNG or SVG.

The lab opens as its own window beside the main one (built on first use: drawing the sweep
takes about a second), so the stages stay in view while the τ slider moves them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPoint, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from core.export import ExportError
from core.files.examples import EXAMPLES_FOLDER, LabRequest, read_lab_request
from core.files.lesson_translations import LessonTexts, translated_texts
from core.files.session_io import SessionFileError
from core.i18n import whole_number
from core.scaling.lab import ScalingSweep
from core.session.view_state import ViewState
from gui.classroom.window_place import keep_beside, place_beside
from gui.document.controller import SessionController
from gui.explain.panel.explanation_panel import ExplanationPanel
from gui.export import export_prompts
from gui.export.image import SCALES, export_png, export_svg
from gui.screen_fit import BusyNote, fit_to_screen
from gui.window.companion_windows import CloseWithWindow
from gui.window.language import current_language
from gui.window.screen_reader import name_all

translate = QCoreApplication.translate
PLOT_TITLES = {    # the section over a plot's menu: the plot as the learner reads it
    "histogram": QT_TRANSLATE_NOOP("ScalingLab", "histogram"),
    "row": QT_TRANSLATE_NOOP("ScalingLab", "one row's weights"),
    "saturation": QT_TRANSLATE_NOOP("ScalingLab", "saturation"),
    "gradient": QT_TRANSLATE_NOOP("ScalingLab", "gradient"),
}

if TYPE_CHECKING:  # the lab (pyqtgraph plots, 14 ms of imports) loads when first opened
    from gui.classroom.scaling_lab import ScalingLab

LAB_SIZE = (1100, 820)


class ScalingLabLauncher(QObject):
    """Opens the lab (one per main window, kept when closed) beside ``owner``, the main window
    it closes with. Built with what it uses: the controller and the view state's head in focus
    (the lab's session tab), the View and Lesson menus, the ÷√d_k toggle's button (its menu gets the
    lab; None: no button), the explanation panel (the scaled stage's link) and ``show_message``;
    ``open_training`` (the lab's "watch it learn" button) is set once the training lab exists
    (gui/window/features.py)."""

    def __init__(self, controller: SessionController, view_state: ViewState,
                 menus: tuple[QMenu, ...], scaling_button: QWidget | None,
                 explanation: ExplanationPanel, show_message: Callable[[str], None],
                 owner: QWidget) -> None:
        super().__init__(owner)
        self._controller, self._view_state, self._owner = controller, view_state, owner
        self.open_training: Callable[[], object] | None = None
        self._say = show_message
        self.lab: ScalingLab | None = None
        self.menu: QMenu | None = None   # the plot menu shown last (tests read it)
        self.action = QAction(translate("ScalingLab", "Why √d_k? &Lab…"), owner)
        self.action.setToolTip(translate("ScalingLab", "why attention divides by √d_k: "
                                                       "saturation and gradients, measured"))
        self.action.triggered.connect(lambda *_: self.open())
        for menu in menus:
            menu.addAction(self.action)
        self._add_to_scaling_toggle(scaling_button)
        CloseWithWindow(owner, lambda: (self.lab,))   # an open lab kept the app running
        explanation.set_stage_link("scaled", translate(
            "ScalingLab", "Why divide by √d_k? Open the lab…"),
                                   self.open)

    def _training_requested(self) -> None:
        if self.open_training is not None:
            self.open_training()

    def _add_to_scaling_toggle(self, button: QWidget | None) -> None:
        self.toggle_menu: QMenu | None = None   # the ÷√d_k button's menu (None: no button)
        if isinstance(button, QToolButton):
            menu = QMenu(button)
            menu.addAction(self.action)
            button.setMenu(menu)
            self.toggle_menu = menu
            button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)

    def open(self, d_k: int | None = None, title: str = "", banner: str = "") -> ScalingLab:
        """Show the lab (built the first time), at ``d_k`` if given, with a banner if given."""
        if self.lab is None:
            from gui.classroom.scaling_lab import ScalingLab

            self.busy = BusyNote(busy_text(), self._owner)   # seen at once, before the sweep
            self.busy.show_now()
            QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                view_state = self._view_state
                self.lab = ScalingLab(controller=self._controller,
                                      head=lambda: view_state.head, parent=self._owner)
            finally:
                QGuiApplication.restoreOverrideCursor()
                self.busy.close()
            self.lab.setWindowFlag(Qt.WindowType.Window)
            name_all(self.lab)        # screen readers: plain names, as the main window's
            fit_to_screen(self.lab, LAB_SIZE, self._owner)   # never past its screen,
            place_beside(self.lab, self._owner)              # nor over the window's menus
            keep_beside(self.lab)   # reopened after its screen shrank: inside it,
            # clear of the menu bar when it shrinks under it
            self.lab.plot_menu_requested.connect(self._show_plot_menu)
            self.lab.training_requested.connect(self._training_requested)
        if d_k is not None:
            self.lab.set_d_k(d_k)
        if banner:
            self.lab.show_lesson(title, banner)
        self.lab.show()
        self.lab.raise_()
        self.lab.activateWindow()
        return self.lab

    def open_request(self, request: LabRequest | None, title: str = "") -> ScalingLab | None:
        """A lesson's "lab" object: open the lab it names, where it says."""
        if request is None or request.name != "why-sqrt-dk":
            return None
        return self.open(request.d_k, title, request.banner)

    # ----- saving a plot ------------------------------------------------------------------
    def plot_menu(self, name: str) -> QMenu:
        menu = QMenu(self.lab)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addSection(translate("ScalingLab", "plot: {name}").format(
            name=translate("ScalingLab", PLOT_TITLES[name])))
        for scale in SCALES:
            menu.addAction(translate("ScalingLab", "Save as PNG {scale}×…").format(scale=scale),
                           partial(self.save_plot, name, ".png", scale))
        menu.addAction(translate("ScalingLab", "Save as SVG…"),
                       partial(self.save_plot, name, ".svg", 1))
        return menu

    def _show_plot_menu(self, name: str, global_pos: QPoint) -> None:
        self.menu = self.plot_menu(name)
        self.menu.popup(global_pos)

    def save_plot(self, name: str, suffix: str, scale: int = 2) -> Path | None:
        filters = translate("ScalingLab", "PNG image (*.png)") if suffix == ".png" else \
            translate("ScalingLab", "SVG drawing (*.svg)")
        d_k = self.lab.d_k
        path = export_prompts.ask_save_path(self.lab, translate(
            "ScalingLab", "Save the {name} plot").format(name=name),
                                            f"why-sqrt-dk_{name}_dk{d_k}{suffix}", filters)
        if path is None:
            return None
        try:  # PNG: the plot with its caption; SVG: the plot's drawing
            written = export_png(self.lab.cards[name], path.with_suffix(suffix), scale) \
                if suffix == ".png" else export_svg(self.lab.plots[name], path.with_suffix(suffix))
        except (ExportError, OSError, ValueError) as error:
            export_prompts.show_error(self.lab, translate("ScalingLab", "Could not save"),
                                      str(error))
            return None
        self._say(translate("ScalingLab", "wrote {written}").format(written=written))
        return written


def busy_text() -> str:
    """What the note says while the lab is built, in the window's language and number rule."""
    return translate("ScalingLab", "Opening the “Why √d_k?” lab: computing the softmax of "
                                   "{samples} random rows for each key size d_k…").format(
        samples=whole_number(ScalingSweep.DEFAULT_SAMPLES))


def open_example_lab(example: str, session_title: str,
                     open_request: Callable[[LabRequest, str], None],
                     show_message: Callable[[str], None]) -> None:
    """`--example NAME`: open the lab (``open_request``) too when that lesson asks for it."""
    path = EXAMPLES_FOLDER / f"{example}.json"
    try:
        request = read_lab_request(path) if path.is_file() else None
    except SessionFileError as error:
        show_message(str(error))
        return
    if request is not None:
        english = LessonTexts(session_title, "", request.banner)
        texts, _note = translated_texts(example, english, EXAMPLES_FOLDER, current_language())
        # the lesson's words, translated
        open_request(replace(request, banner=texts.lab_banner), texts.title)
