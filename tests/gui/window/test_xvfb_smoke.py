"""Open the real window under Xvfb (the xcb platform) and check its screenshot."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
SIZE = (1280, 800)

pytestmark = pytest.mark.xvfb


def _free_display() -> int:
    for number in range(99, 400):
        if not Path(f"/tmp/.X{number}-lock").exists() and \
                not Path(f"/tmp/.X11-unix/X{number}").exists():
            return number
    raise RuntimeError("no free X display number between :99 and :399")


@pytest.fixture
def xvfb_display():
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not on PATH (apt-get install xvfb, or run `make test`)")
    number = _free_display()
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1600x1000x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
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


def test_the_window_opens_and_paints_under_xvfb(xvfb_display, tmp_path):
    from PySide6.QtGui import QImage

    out = tmp_path / "window.png"
    env = {**os.environ, "DISPLAY": xvfb_display, "QT_QPA_PLATFORM": "xcb",
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--screenshot", str(out), "--size",
         f"{SIZE[0]}x{SIZE[1]}", "--no-restore"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-2000:]
    image = QImage(str(out))
    assert not image.isNull(), f"{out} is not a readable PNG"
    assert (image.width(), image.height()) == SIZE
    colors = {image.pixel(x, y) for x in range(0, image.width(), 7)
              for y in range(0, image.height(), 7)}
    assert len(colors) > 200, f"only {len(colors)} distinct colours: the window looks blank"
