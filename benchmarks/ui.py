"""UI timings (offscreen): edit-to-repaint, engine and bare repaint, animation frames, startup.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/ui.py [--quick]

Targets: edit-to-repaint <= 16 ms at n <= 64; <= 1.5 x (engine + bare repaint) at n = 512 and
2048; animation frames <= 16 ms at n = 64; first window <= 1.3 x `import torch`.
The last line printed is one JSON object with every figure.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

SIZES = ((8, 8), (64, 64), (512, 64), (2048, 64))


def _median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 3)


def _session(n: int, d: int):
    from core.session import Session

    text = " ".join(f"t{i}" for i in range(n))
    return Session.from_text(text, d_model=d, d_head=min(d, 64))


def _repaint_all(window, app) -> None:
    """Force every visible view to paint now (each view painted once)."""
    app.processEvents()  # deferred scene updates reach the views
    window.stage_panel.large.graphics_view().viewport().repaint()
    for tile in window.stage_panel.tiles.values():
        tile.thumbnail.repaint()
    window.matrix_panel.view.viewport().repaint()
    window.token_editor.chips.viewport().repaint()


def edit_figures(app, n: int, d: int, repeats: int) -> dict:
    from gui.app import build_window

    window = build_window(_session(n, d), restore=False, size=(1280, 800), stage="weights")
    window.show()
    window.matrix_panel.select_matrix("W_Q")
    _repaint_all(window, app)
    controller = window.controller
    edit_s, engine_s, repaint_s = [], [], []
    for i in range(repeats):
        value = 0.5 + 0.01 * (i % 7)
        start = time.perf_counter()
        controller.edit("bench", lambda s, v=value: s.with_cell("W_Q", 0, 1, 2, v))
        app.processEvents()  # every view the edit touched paints here, once
        edit_s.append(time.perf_counter() - start)
        session = controller.session
        start = time.perf_counter()
        session.run()
        engine_s.append(time.perf_counter() - start)
        start = time.perf_counter()
        _repaint_all(window, app)
        repaint_s.append(time.perf_counter() - start)
    window.close()
    window.deleteLater()
    app.processEvents()
    edit_ms, engine_ms, repaint_ms = map(_median_ms, (edit_s, engine_s, repaint_s))
    return {"n": n, "d": d, "edit_to_repaint_ms": edit_ms, "engine_ms": engine_ms,
            "bare_repaint_ms": repaint_ms,
            "ratio": round(edit_ms / max(engine_ms + repaint_ms, 1e-6), 2)}


def animation_frame_ms(app, n: int = 64, frames: int = 40) -> dict:
    from gui.animation import stage_frame
    from gui.app import build_window

    window = build_window(_session(n, 64), restore=False, size=(1280, 800), stage="weights")
    window.show()
    app.processEvents()
    view, trace = window.stage_panel.large, window.controller.trace
    result = {}
    for stage in ("scores", "weights", "z"):
        window.stepper.jump(stage)
        app.processEvents()
        samples = []
        for k in range(frames):
            start = time.perf_counter()
            view.show_frame(stage_frame(trace, stage, 0, k / (frames - 1)))
            app.processEvents()  # the scene schedules its repaint: let it run
            view.graphics_view().viewport().repaint()
            samples.append(time.perf_counter() - start)
        result[stage] = _median_ms(samples)
    window.close()
    return result


def startup_figures(repeats: int) -> dict:
    """Milestones printed by the app (QKV_LAB_STARTUP_TIMES=1) beside `import torch`."""
    python = sys.executable
    torch_s, splash_ms, window_ms = [], [], []
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": folder,
               "QKV_LAB_STARTUP_TIMES": "1"}
        for _ in range(repeats):
            start = time.perf_counter()
            subprocess.run([python, "-c", "import torch"], check=True, env=env)
            torch_s.append(time.perf_counter() - start)
            run = subprocess.run([python, str(ROOT / "main.py"), "--screenshot",
                                  str(Path(folder) / "w.png"), "--no-restore"], check=True,
                                 env=env, capture_output=True, text=True)
            milestones = dict(line.removeprefix("startup ").rsplit(": ", 1)
                              for line in run.stderr.splitlines() if line.startswith("startup "))
            splash_ms.append(float(milestones["splash painted"].split()[0]))
            window_ms.append(float(milestones["main window shown"].split()[0]))
    torch_ms = _median_ms(torch_s)
    splash, window = statistics.median(splash_ms), statistics.median(window_ms)
    return {"import_torch_ms": torch_ms, "splash_painted_ms": splash,
            "main_window_shown_ms": window, "splash_ratio": round(splash / torch_ms, 2),
            "main_window_ratio": round(window / torch_ms, 2)}


def main() -> int:
    quick = "--quick" in sys.argv
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    figures: dict = {"edits": []}
    for n, d in SIZES[:2] if quick else SIZES:
        repeats = 5 if n >= 2048 else 9 if n >= 512 else 25
        row = edit_figures(app, n, d, repeats)
        figures["edits"].append(row)
        target = "<= 16 ms" if n <= 64 else "ratio <= 1.5"
        print(f"edit n={n:5d} d={d:3d}: edit->repaint {row['edit_to_repaint_ms']:8.2f} ms  "
              f"engine {row['engine_ms']:7.2f} ms  bare repaint {row['bare_repaint_ms']:7.2f} ms"
              f"  ratio {row['ratio']:5.2f}   (target {target})")
    figures["animation_frame_ms_n64"] = animation_frame_ms(app)
    print("animation frame at n=64 (ms, target <= 16):",
          ", ".join(f"{k} {v:.2f}" for k, v in figures["animation_frame_ms_n64"].items()))
    figures["startup"] = startup_figures(1 if quick else 3)
    s = figures["startup"]
    print(f"startup: import torch {s['import_torch_ms']:.0f} ms; splash painted "
          f"{s['splash_painted_ms']:.0f} ms (ratio {s['splash_ratio']:.2f}); main window shown "
          f"{s['main_window_shown_ms']:.0f} ms (ratio {s['main_window_ratio']:.2f}); "
          "target <= 1.3")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
