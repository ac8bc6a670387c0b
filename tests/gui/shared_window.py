"""One main window for a whole test module, put back as it was built before each test.

A window costs ~0.5 s to build (it is freed at the module's end: tests/window_leaks.py), so a
module whose tests each need "a fresh window on TEXT's session" shares one: ``fresh_start``
restores what a test can change (the session, undo history and file, stage, selection and pin,
every checkable action such as presentation, transpose or a dock's toggle, the docks' places,
the language, open labs and dialogs, the size and the focus). The fixtures are in tests/conftest.py.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow

from core.session.value import Session
from gui.classroom.tour_features import TourFeatures
from gui.window.app import build_window
from gui.window.language import remove_translators
from tests.gui.window_helpers import TEXT

SIZE = (1280, 800)


class SharedWindow:
    """A shown window on ``session`` (TEXT's by default) and what it looked like when built."""

    def __init__(self, session: Session | None = None) -> None:
        self.window = build_window(session or Session.from_text(TEXT), restore=False, size=SIZE)
        self.window.show()
        QApplication.processEvents()
        self.window.activateWindow()
        QApplication.processEvents()
        self.session = self.window.controller.session
        self.dock_state = QByteArray(self.window.saveState())
        self.checked = {action: action.isChecked() for action in self._checkable()}
        self.used = False

    def _checkable(self) -> list[QAction]:
        return [a for a in self.window.findChildren(QAction) if a.isCheckable()]

    def fresh_start(self) -> QMainWindow:
        """The window as built: what each test of the module starts from (the first test gets
        it untouched since its build)."""
        window = self.window
        if not self.used:
            self.used = True
            return window
        for top in QApplication.topLevelWidgets():   # labs, dialogs, menus left open
            if top is not window and top.isVisible():
                top.close()
        remove_translators()           # English again (nothing happens when it already is)
        window.animation.stop()
        window.stepper.pause()
        for action, checked in self.checked.items():   # presentation, transpose, docks ...
            if action.isChecked() != checked:
                action.setChecked(checked)
        window.features.get(TourFeatures).leave()
        window.controller.replace_session(self.session)   # no undo history, no file
        window.explanation_link.clear()
        window.selection.clear()
        window.stepper.reset()
        window.matrix_panel.select_matrix("X")     # the tab a new window shows
        window.matrix_panel.view.setCurrentIndex(window.matrix_panel.model.index(-1, -1))
        window.restoreState(self.dock_state)
        if (window.width(), window.height()) != SIZE:
            window.resize(*SIZE)
        window.statusBar().clearMessage()
        window.show()
        window.activateWindow()
        window.focus_stage_view()
        QApplication.processEvents()
        return window

    def close(self) -> None:
        """Close the window and free it (MainWindow.dispose)."""
        self.fresh_start()
        self.window.controller.undo_stack.setClean()
        self.window.close()
        QApplication.processEvents()
        self.window.dispose()


def shared_window(session: Session | None = None):
    """The body of a module-scoped ``module_window`` fixture: yields a SharedWindow, closes it
    after the module (a module whose window shows another session overrides the fixture with
    ``yield from shared_window(that_session)``)."""
    shared = SharedWindow(session)
    yield shared
    shared.close()
