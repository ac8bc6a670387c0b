"""Real X windows for tests: an Xvfb screen of a given size, and the app run on it (the xcb
platform, its default geometry) with a $QKV_LAB_TEST_SCRIPT, its JSON lines read back.

    with xvfb_screen((1024, 768)) as display:
        apps = [start_app(tmp, display, steps, language) for language in ...]
        lines = [finish(app) for app in apps]
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from tests import forked_app

ROOT = Path(__file__).resolve().parents[2]


def start_xvfb(screen: tuple[int, int]) -> tuple[subprocess.Popen, str]:
    """An Xvfb server with one screen of ``screen`` pixels, and its DISPLAY once it accepts
    connections. Xvfb picks a free display number itself (-displayfd): two test workers that
    each looked for a free number at once both took :420, the second server failed, and one
    worker's apps drew on the other's screen (a 1280×800 dialog measured on 1024×768)."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not on PATH (apt-get install xvfb; .ci/system-deps installs it)")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(["Xvfb", "-displayfd", str(write_end), "-screen", "0",
                               f"{screen[0]}x{screen[1]}x24", "-nolisten", "tcp"],
                              pass_fds=(write_end,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write_end)
    said = b""
    try:
        deadline = time.monotonic() + 10
        while not said.endswith(b"\n") and time.monotonic() < deadline:
            ready, _, _ = select.select([read_end], [], [], 0.1)
            if ready:
                chunk = os.read(read_end, 16)
                if not chunk:
                    break          # the server ended without a display
                said += chunk
    finally:
        os.close(read_end)
    if not said.strip().isdigit():
        server.kill()
        server.wait(timeout=10)
        pytest.skip(f"Xvfb did not start a {screen[0]}x{screen[1]} screen")
    return server, f":{int(said)}"


@contextlib.contextmanager
def xvfb_screen(screen: tuple[int, int]):
    """An Xvfb server with one screen of ``screen`` pixels; yields its DISPLAY."""
    server, display = start_xvfb(screen)
    try:
        yield display
    finally:
        server.terminate()
        server.wait(timeout=10)


def start_app(tmp: Path, display: str, steps: list[dict], language: str = "en",
              name: str = "app", args: tuple[str, ...] = ()) -> forked_app.ForkedApp:
    """main.py on ``display`` running ``steps`` (a "quit" step is added at the end), forked
    from a process that has imported Qt and torch once (tests/forked_app.py)."""
    script = tmp / f"{name}.json"
    script.write_text(json.dumps([*steps, {"op": "quit"}]))
    env = {**os.environ, "QKV_LAB_TEST_SCRIPT": str(script), "PYTHONPATH": str(ROOT),
           "DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "OMP_NUM_THREADS": "1",
           "XDG_CONFIG_HOME": str(tmp / f"config_{name}"),
           "QKV_LAB_DATA_DIR": str(tmp / f"data_{name}")}
    return forked_app.start(["main.py", "open", "--no-restore", "--language", language, *args],
                            env, ROOT)


def finish(app: forked_app.ForkedApp | subprocess.Popen, timeout: float = 240) -> list[dict]:
    """The JSON objects the app printed, one a line, once it has quit."""
    try:
        out, err = app.communicate(timeout=timeout)
    finally:
        if app.poll() is None:
            app.kill()
    assert app.returncode == 0, err[-3000:]
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]
