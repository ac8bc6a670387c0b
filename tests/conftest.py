"""Suite-wide fixtures: offscreen Qt, a throwaway data folder, no network outside loopback."""

from __future__ import annotations

import atexit
import ipaddress
import os
import shutil
import socket
import sys
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Autosave copies, recent files and settings of every window the suite opens (and of the apps it
# starts in subprocesses) go to a throwaway folder, never the user's own data folder.
_DATA_DIR = tempfile.mkdtemp(prefix="qkv-lab-tests-")
os.environ["QKV_LAB_DATA_DIR"] = _DATA_DIR
atexit.register(shutil.rmtree, _DATA_DIR, ignore_errors=True)


@pytest.fixture(autouse=True)
def own_data_dir(monkeypatch, tmp_path_factory):
    """Each test gets its own data folder: settings, layout, recent files and autosave copies
    of one test never leak into the next (gui.settings reads QKV_LAB_DATA_DIR)."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(folder))
    return folder


class NetworkBlocked(RuntimeError):
    """A test (or a dependency) tried to reach beyond this machine."""


def _is_loopback(address) -> bool:
    if isinstance(address, tuple) and address:
        host = address[0]
    else:
        return True  # AF_UNIX paths and the like stay on this machine
    if host in ("localhost", ""):
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False  # a host name other than localhost would need DNS: refuse


@pytest.fixture(autouse=True, scope="session")
def block_network():
    """Any socket connection outside loopback fails for the whole suite."""
    original_connect = socket.socket.connect
    original_connect_ex = socket.socket.connect_ex
    original_getaddrinfo = socket.getaddrinfo

    def guarded_connect(self, address):
        if not _is_loopback(address):
            raise NetworkBlocked(f"network access blocked in tests: {address!r}")
        return original_connect(self, address)

    def guarded_connect_ex(self, address):
        if not _is_loopback(address):
            raise NetworkBlocked(f"network access blocked in tests: {address!r}")
        return original_connect_ex(self, address)

    def guarded_getaddrinfo(host, *args, **kwargs):
        if host not in (None, "localhost") and not _is_loopback((host,)):
            raise NetworkBlocked(f"name lookup blocked in tests: {host!r}")
        return original_getaddrinfo(host, *args, **kwargs)

    socket.socket.connect = guarded_connect
    socket.socket.connect_ex = guarded_connect_ex
    socket.getaddrinfo = guarded_getaddrinfo
    yield
    socket.socket.connect = original_connect
    socket.socket.connect_ex = original_connect_ex
    socket.getaddrinfo = original_getaddrinfo


# ----- windows a finished module left behind ------------------------------------------------
# No window a test builds is ever deleted: qtbot's deleteLater is never delivered (no event loop
# runs at its level) and deleting them explicitly crashed a worker inside Qt's destructors in
# about half the full runs. Each window leaves ~35 top-level widgets (menus and the window) and
# ~400-800 widgets, and Qt posts every language change to every top-level widget: after a few
# hundred window tests one install_language() retranslated them all (25-41 s a language test).
# At a module's end its windows' top-levels stop taking language changes; nothing else changes.


def _top_level_widgets() -> list:
    """The application's top-level widgets ([] before Qt's widgets are loaded)."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return []
    return widgets.QApplication.topLevelWidgets()


def _address(widget) -> int:
    import shiboken6

    return shiboken6.getCppPointer(widget)[0]


_language_change_sink = None


def _sink():
    """One filter object that swallows LanguageChange for the widgets it watches (created
    when first needed: Qt is loaded by then)."""
    global _language_change_sink
    if _language_change_sink is None:
        from PySide6.QtCore import QEvent, QObject

        class LanguageChangeSink(QObject):
            def eventFilter(self, watched, event) -> bool:   # noqa: N802 (Qt's name)
                return event.type() == QEvent.Type.LanguageChange

        _language_change_sink = LanguageChangeSink()
    return _language_change_sink


@pytest.fixture(autouse=True, scope="module")
def mute_module_windows():
    """The top-level widgets a module built take no language change after the module: a
    language test is as fast late in a worker as first (its own windows still retranslate)."""
    _count_main_windows()
    before = {_address(widget) for widget in _top_level_widgets()}
    yield
    left = [w for w in _top_level_widgets() if _address(w) not in before]
    if left:
        sink = _sink()
        for widget in left:
            widget.installEventFilter(sink)


# How many main windows the run built, printed at its end (summed over the xdist workers): the
# number that makes a full run slow (each costs its build, and what it leaves behind).
_BUILT = [0]
_WORKERS_BUILT: list[int] = []


def _count_main_windows() -> None:
    """From now on each MainWindow built adds one to _BUILT (once a test module has loaded the
    window's room: a module that builds none loads no Qt for it)."""
    if "gui.window.app" not in sys.modules and "gui.window.main_window" not in sys.modules:
        return
    import gui.window.main_window as module

    if getattr(module.MainWindow, "_counted", False):
        return
    build = module.MainWindow.__init__

    def counted_init(self, *args, **kwargs):
        _BUILT[0] += 1
        build(self, *args, **kwargs)

    module.MainWindow.__init__ = counted_init
    module.MainWindow._counted = True


def pytest_sessionfinish(session):
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["main_windows_built"] = _BUILT[0]


def pytest_testnodedown(node, error):
    _WORKERS_BUILT.append(getattr(node, "workeroutput", {}).get("main_windows_built", 0))


def pytest_terminal_summary(terminalreporter):
    count = sum(_WORKERS_BUILT) if _WORKERS_BUILT else _BUILT[0]
    terminalreporter.write_line(f"main windows built: {count}")


# ----- one window per module -----------------------------------------------------------------
@pytest.fixture(scope="module")
def module_window(qapp):
    """A shown 1280×800 window on tests.gui.shared_window.TEXT, built once per module."""
    from tests.gui.shared_window import shared_window

    yield from shared_window()


@pytest.fixture
def window(module_window):
    """The module's window as it was built (a module may define its own ``window``)."""
    return module_window.fresh_start()
