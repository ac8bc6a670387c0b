"""Rotary positions' cost on screen: edit -> repaint with rotary positions on and off (offscreen).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/rotary.py [--quick]

Target: at n = 8, 64 and 512 (d_model = d_head = 64) an edit with rotary positions on repaints
within 1.1 x the same session with positions off. The two windows are edited in alternation,
so a busy machine slows both alike; medians of wall and process CPU time.
The last line printed is one JSON object with every figure.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.ui import PaintCounter, _paint_until_idle, _session  # noqa: E402

SIZES = (8, 64, 512)
TARGET = 1.1


def _window(session):
    from gui.window.app import build_window

    window = build_window(session, restore=False, size=(1280, 800), stage="scores")
    window.show()
    window.matrix_panel.select_matrix("W_Q")
    return window


def rotary_figures(app, n: int, repeats: int) -> dict:
    counter = PaintCounter(app)
    plain = _session(n, 64)
    windows = {"off": _window(plain), "rotary": _window(plain.with_settings(positional="rotary"))}
    _paint_until_idle(app, counter)
    wall: dict[str, list[float]] = {name: [] for name in windows}
    cpu: dict[str, list[float]] = {name: [] for name in windows}
    for i in range(repeats):
        value = 0.5 + 0.01 * (i % 7)
        for name, window in windows.items():       # alternate: drift hits both alike
            wall_start, cpu_start = time.perf_counter(), time.process_time()
            window.controller.edit("bench", lambda s, v=value: s.with_cell("W_Q", 0, 1, 2, v))
            _paint_until_idle(app, counter)
            wall[name].append(time.perf_counter() - wall_start)
            cpu[name].append(time.process_time() - cpu_start)
    for window in windows.values():
        window.controller.undo_stack.setClean()
        window.close()
        window.deleteLater()
    app.processEvents()
    ms = {name: round(statistics.median(samples) * 1000, 3) for name, samples in wall.items()}
    cpu_ms = {name: round(statistics.median(samples) * 1000, 3) for name, samples in cpu.items()}
    return {"n": n, "off_ms": ms["off"], "rotary_ms": ms["rotary"],
            "ratio": round(ms["rotary"] / max(ms["off"], 1e-6), 3),
            "cpu_ms": cpu_ms, "cpu_ratio": round(cpu_ms["rotary"] / max(cpu_ms["off"], 1e-6), 3)}


def main() -> int:
    quick = "--quick" in sys.argv
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    rows = []
    for n in SIZES[:2] if quick else SIZES:
        row = rotary_figures(app, n, 11 if n >= 512 else 25)
        rows.append(row)
        print(f"edit->repaint n={n:4d}: positions off {row['off_ms']:8.2f} ms, rotary "
              f"{row['rotary_ms']:8.2f} ms, ratio {row['ratio']:.3f} (target <= {TARGET}); "
              f"cpu ratio {row['cpu_ratio']:.3f}")
    print(json.dumps({"rotary_edits": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
