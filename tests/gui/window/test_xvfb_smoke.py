"""Open the real window under Xvfb (the xcb platform) and check its screenshot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.gui.real_x import xvfb_screen

ROOT = Path(__file__).resolve().parents[3]
SIZE = (1280, 800)

pytestmark = pytest.mark.xvfb


@pytest.fixture
def xvfb_display():
    with xvfb_screen((1600, 1000)) as display:
        yield display


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
