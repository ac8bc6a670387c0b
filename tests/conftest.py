"""Suite-wide fixtures: offscreen Qt, a throwaway data folder, no network outside loopback."""

from __future__ import annotations

import atexit
import gc
import ipaddress
import os
import shutil
import socket
import tempfile

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# What the windows a test leaves behind may still cost (tests/window_leaks.py).
pytest_plugins = ["tests.window_leaks"]

# Autosave copies, recent files and settings of every window the suite opens (and of the apps it
# starts in subprocesses) go to a throwaway folder, never the user's own data folder.
_DATA_DIR = tempfile.mkdtemp(prefix="qkv-lab-tests-")
os.environ["QKV_LAB_DATA_DIR"] = _DATA_DIR
atexit.register(shutil.rmtree, _DATA_DIR, ignore_errors=True)
# The decoder's weights cache (~540 MB, rebuilt from the GGUF in ~12 s) is kept between runs in
# the system's temporary folder (tests/core/shipped_decoder.py), never in the user's cache.
os.environ["QKV_LAB_WEIGHTS_CACHE"] = os.path.join(tempfile.gettempdir(),
                                                   "qkv-lab-test-weights-cache")


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


# ----- what was imported stays out of the garbage collector's way ----------------------------
def pytest_collection_finish(session):
    """Every object alive once the suite is collected (the modules of Qt, torch, numpy,
    pyqtgraph and QKV Lab: ~346,000 objects the collector tracks) lives to the worker's end:
    frozen, a full collection no longer walks them. Without it a full collection took 0.2 s
    just after collecting and up to 0.4 s later; the two workers' 67 full collections cost ~24 s
    of CPU a run (measured with gc.callbacks). What a test builds afterwards (a window, a lab)
    is collected as before."""
    gc.collect()
    gc.freeze()


# ----- heavy files first -----------------------------------------------------------------------
def pytest_collection_modifyitems(config, items):
    """Files with a slow or real-X test are handed out first, in path order, the rest after.

    `make test` runs `-n 2 --dist loadfile --no-loadscope-reorder`: a worker takes the next file
    whenever it runs short, so the heavy files (30-80 s of CPU each) spread over both workers at
    the start and the many short ones even out the end. xdist's own order (most tests first)
    left the real-X files, which have 1-10 tests each, for last: one worker ran them while the
    other had finished (simulated on a full run's measured times: 290 s and 350 s of work, these
    first: 322 s and 318 s)."""
    heavy = {item.path for item in items
             if item.get_closest_marker("slow") or item.get_closest_marker("xvfb")}
    items.sort(key=lambda item: item.path not in heavy)     # stable: path order within each
