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


def _parentless_windows() -> list | None:
    """The application's parentless top-level widgets (None before Qt's widgets are loaded)."""
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None or widgets.QApplication.instance() is None:
        return None
    return [w for w in widgets.QApplication.topLevelWidgets() if w.parent() is None]


_FAILED_MODULES: set[str] = set()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    report = yield
    if report.failed:
        _FAILED_MODULES.add(item.nodeid.split("::")[0])
    return report


@pytest.fixture(autouse=True, scope="module")
def release_module_windows(request):
    """At the end of a module, delete every parentless window built during it (hidden, never
    closed: a close could ask to save). Nothing else frees them: each window test leaked ~70
    top-level widgets (menus, tool tips) and ~800 widgets, and every application-wide event of
    a later test (a language change, a style or font change) visited all of them, so late
    tests ran several times slower in the suite than alone (a German worksheet test: 12 s to
    tear down, 0.1 s alone). Deleting a test's window right after the test crashed PySide when
    a context menu of it had deleted itself on close; at the module's end it does not."""
    kept = _addresses(_parentless_windows())
    yield
    if request.node.nodeid in _FAILED_MODULES:
        return          # a failed test may have left a window mid-edit: keep it, do not crash
    _release(kept)


def _release(kept: set[int]) -> None:
    left = _parentless_windows()
    if not left:
        return
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    while (popup := QApplication.activePopupWidget()) is not None:
        popup.close()           # an open context menu first (it may delete itself on close)
    QCoreApplication.processEvents()
    left = _parentless_windows()
    gone = [widget for widget in left if _address(widget) not in kept]
    for widget in gone:
        stack = getattr(getattr(widget, "controller", None), "undo_stack", None)
        if stack is not None:
            stack.setClean()     # nothing to save: the close below asks no question
        widget.close()           # the window's own clean-up: companions, timers, plots
    QCoreApplication.processEvents()
    for widget in gone:
        if shiboken6.isValid(widget):
            widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _addresses(widgets: list | None) -> set[int]:
    return set() if widgets is None else {_address(w) for w in widgets}


def _address(widget) -> int:
    import shiboken6

    return shiboken6.getCppPointer(widget)[0]
