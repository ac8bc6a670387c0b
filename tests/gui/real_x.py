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
import shutil
import subprocess
import time
from pathlib import Path

import pytest

from tests import forked_app

ROOT = Path(__file__).resolve().parents[2]


def _free_display() -> int:
    for number in range(420, 700):
        if not Path(f"/tmp/.X{number}-lock").exists() and \
                not Path(f"/tmp/.X11-unix/X{number}").exists():
            return number
    raise RuntimeError("no free X display number between :420 and :699")


@contextlib.contextmanager
def xvfb_screen(screen: tuple[int, int]):
    """An Xvfb server with one screen of ``screen`` pixels; yields its DISPLAY."""
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not on PATH (apt-get install xvfb; .ci/system-deps installs it)")
    number = _free_display()
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0",
                               f"{screen[0]}x{screen[1]}x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if server.poll() is not None or time.monotonic() > deadline:
                pytest.skip(f"Xvfb :{number} did not start")
            time.sleep(0.05)
        yield f":{number}"
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
