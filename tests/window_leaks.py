"""The main windows a test module built are freed at the module's end, and the run's last line
says how many main windows it built.

Each main window built while a module runs is remembered (weakly); when the module ends, every
one still there is closed and disposed (MainWindow.dispose: features torn down in reverse,
then the window deleted with its controller), so a test late in a worker costs what it costs
early. qtbot's deleteLater alone never freed them (no event loop runs at its level, and a
deleted window's Python side stayed alive through its controller's connections).

Before windows were freed, each left ~35 top-level widgets and ~400-800 widgets behind, and two
things made every later test pay for all of them (both still guard other top-level widgets a
module leaves, such as labs and dialogs):

- each MainWindow's ClickerKeys (gui/window/actions.py) filtered every event of the application
  while its window was shown: 300 windows later each event made 300 Python calls (a keyboard
  test: 1.4 s alone, 38 s late in a full run). The app's filter now watches only the widget
  that has the focus in its window (the bug was the app's).
- Qt posts every language change to every top-level widget: after a few hundred window tests
  one install_language() retranslated all of them (25-41 s a language test). At a module's end
  the top-level widgets it built take no more language changes.

The run's last line says how many main windows it built (summed over the xdist workers).
"""

from __future__ import annotations

import sys
import weakref

import pytest

_BUILT = [0]                        # main windows built in this process
_MODULE_WINDOWS: list = []          # weak references to the main windows this module built
_WORKERS_BUILT: list[int] = []


def _widgets_module():
    """PySide6.QtWidgets once Qt's widgets and an application are up, else None."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return None
    return widgets


def _top_level_widgets() -> list:
    widgets = _widgets_module()
    return [] if widgets is None else widgets.QApplication.topLevelWidgets()


def _address(widget) -> int:
    import shiboken6

    return shiboken6.getCppPointer(widget)[0]


def _watch_main_windows() -> None:
    """From now on each MainWindow built is counted and remembered for its test (once Qt's
    widgets are loaded: a run of core's tests alone loads no Qt for it)."""
    if "PySide6.QtWidgets" not in sys.modules:
        return
    import gui.window.main_window as module

    if getattr(module.MainWindow, "_watched_by_tests", False):
        return
    build = module.MainWindow.__init__

    def watched_init(self, *args, **kwargs):
        _BUILT[0] += 1
        build(self, *args, **kwargs)
        _MODULE_WINDOWS.append(weakref.ref(self))

    module.MainWindow.__init__ = watched_init
    module.MainWindow._watched_by_tests = True


_language_change_sink = None


def _sink():
    """One filter object that swallows LanguageChange for the widgets it watches."""
    global _language_change_sink
    if _language_change_sink is None:
        from PySide6.QtCore import QEvent, QObject

        class LanguageChangeSink(QObject):
            def eventFilter(self, watched, event) -> bool:
                return event.type() == QEvent.Type.LanguageChange

        _language_change_sink = LanguageChangeSink()
    return _language_change_sink


@pytest.fixture(autouse=True)
def count_windows():
    """Main windows are counted as they are built (the run's last line)."""
    _watch_main_windows()
    yield


def free_windows(windows) -> None:
    """Close and dispose each main window (weak references) that is still there."""
    import shiboken6

    for ref in windows:
        window = ref()
        if window is None or not shiboken6.isValid(window):
            continue
        files = _session_files(window)
        if files is not None:
            files.allow_close = lambda *_: True   # nothing left to ask: the module is over
        window.close()
        window.dispose()


def _session_files(window):
    from gui.document.session_files import SessionFiles

    return window.features.get(SessionFiles) if SessionFiles in window.features else None


@pytest.fixture(autouse=True, scope="module")
def mute_module_windows():
    """After the module, its main windows are freed (after its own fixtures closed them), and
    the top-level widgets it left take no language change and filter no application events
    (its own windows still retranslate while it runs)."""
    _watch_main_windows()
    before = {_address(widget) for widget in _top_level_widgets()}
    _MODULE_WINDOWS.clear()
    yield
    free_windows(list(_MODULE_WINDOWS))
    _MODULE_WINDOWS.clear()
    left = [w for w in _top_level_widgets() if _address(w) not in before]
    if left:
        sink = _sink()
        for widget in left:
            widget.installEventFilter(sink)


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["main_windows_built"] = _BUILT[0]


def pytest_testnodedown(node, error):
    _WORKERS_BUILT.append(getattr(node, "workeroutput", {}).get("main_windows_built", 0))


def pytest_terminal_summary(terminalreporter):
    count = sum(_WORKERS_BUILT) if _WORKERS_BUILT else _BUILT[0]
    terminalreporter.write_line(f"main windows built: {count}")
