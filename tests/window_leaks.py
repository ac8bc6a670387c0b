"""What the windows tests leave behind may still cost, and how many main windows a run built.

No window a test builds is ever deleted: qtbot's deleteLater is never delivered (no event loop
runs at its level), and deleting them explicitly crashed a worker inside Qt's destructors in
about half the full runs. Each window leaves ~35 top-level widgets (its menus and itself) and
~400-800 widgets behind, and two things made every later test pay for all of them:

- each MainWindow's ClickerKeys (gui/window/actions.py) filters every event of the application
  while its window is shown: 300 windows later each event made 300 Python calls (a keyboard
  test: 1.4 s alone, 38 s late in a full run). The app now removes the filter when its window
  closes (the bug was the app's); a module's shared window, still shown at the module's end,
  has its filter removed then.
- Qt posts every language change to every top-level widget: after a few hundred window tests
  one install_language() retranslated all of them (25-41 s a language test). At a module's end
  the top-level widgets it built take no more language changes.

Nothing else about the dead windows changes. The run's last line says how many main windows
it built (summed over the xdist workers).
"""

from __future__ import annotations

import sys

import pytest

_BUILT = [0]                        # main windows built in this process
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

    module.MainWindow.__init__ = watched_init
    module.MainWindow._watched_by_tests = True


def _release_application_filter(window) -> None:
    """The window's ClickerKeys stops filtering the application's events."""
    clicker_keys = getattr(window, "clicker_keys", None)
    widgets = _widgets_module()
    if clicker_keys is not None and widgets is not None:
        widgets.QApplication.instance().removeEventFilter(clicker_keys)


_language_change_sink = None


def _sink():
    """One filter object that swallows LanguageChange for the widgets it watches."""
    global _language_change_sink
    if _language_change_sink is None:
        from PySide6.QtCore import QEvent, QObject

        class LanguageChangeSink(QObject):
            def eventFilter(self, watched, event) -> bool:   # noqa: N802 (Qt's name)
                return event.type() == QEvent.Type.LanguageChange

        _language_change_sink = LanguageChangeSink()
    return _language_change_sink


@pytest.fixture(autouse=True)
def count_windows():
    """Main windows are counted as they are built (the run's last line)."""
    _watch_main_windows()
    yield


@pytest.fixture(autouse=True, scope="module")
def mute_module_windows():
    """After the module, its top-level widgets take no language change and its main windows
    filter no application events (its own windows still retranslate while it runs)."""
    _watch_main_windows()
    before = {_address(widget) for widget in _top_level_widgets()}
    yield
    left = [w for w in _top_level_widgets() if _address(w) not in before]
    if left:
        sink = _sink()
        for widget in left:
            widget.installEventFilter(sink)
            _release_application_filter(widget)


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["main_windows_built"] = _BUILT[0]


def pytest_testnodedown(node, error):
    _WORKERS_BUILT.append(getattr(node, "workeroutput", {}).get("main_windows_built", 0))


def pytest_terminal_summary(terminalreporter):
    count = sum(_WORKERS_BUILT) if _WORKERS_BUILT else _BUILT[0]
    terminalreporter.write_line(f"main windows built: {count}")
