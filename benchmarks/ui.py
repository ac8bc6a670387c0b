"""UI timings (offscreen): edit-to-repaint, engine and bare repaint, animation frames, startup.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/ui.py [--quick]

Targets: edit-to-repaint <= 16 ms at n <= 64; <= 1.5 x (engine + bare repaint) at n = 512 and
2048; animation frames <= 16 ms at n = 64; first window <= 1.3 x `import torch`.
The last line printed is one JSON object with every figure.

How it measures (so the figures are honest):
- edit-to-repaint runs from the edit until the event loop has no paint left to do: events are
  processed until a pass paints nothing (a paint scheduled by a paint is counted too).
- bare repaint paints each view that shows data once, synchronously (QWidget.repaint), and
  checks with a paint counter that every one of them really painted.
- an animation frame is show_frame plus event processing until its paint is done.
- each edit figure is also given in process CPU time (all threads): on a busy machine wall time
  waits for a core, CPU time shows the work done; compare ratios measured in one run.
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
    from core.session.value import Session

    text = " ".join(f"t{i}" for i in range(n))
    return Session.from_text(text, d_model=d, d_head=min(d, 64))


class PaintCounter:
    """Counts paint events delivered to widgets (an application-wide event filter)."""

    def __init__(self, app) -> None:
        from PySide6.QtCore import QEvent, QObject

        paint = QEvent.Type.Paint

        class _Filter(QObject):
            def __init__(self) -> None:
                super().__init__()
                self.painted: list = []

            def eventFilter(self, watched, event) -> bool:
                if event.type() == paint:
                    self.painted.append(watched)
                return False

        self._filter = _Filter()
        app.installEventFilter(self._filter)

    def take(self) -> list:
        """The widgets painted since the last call (one entry per paint event)."""
        painted, self._filter.painted = self._filter.painted, []
        return painted


def _paint_until_idle(app, counter: PaintCounter, max_passes: int = 8) -> int:
    """Process events until a pass paints nothing; the number of paint events seen."""
    total = 0
    for _ in range(max_passes):
        app.processEvents()
        painted = len(counter.take())
        total += painted
        if painted == 0:
            break
    return total


def _data_views(window) -> list:
    """The widgets that draw the session's numbers (the ones an edit must repaint)."""
    panel = window.stage_panel
    return [panel.large.graphics_view().viewport(),
            *(tile.thumbnail for tile in panel.tiles.values()),
            window.matrix_panel.view.viewport(), window.token_editor.chips.viewport()]


def _repaint_all(window, app, counter: PaintCounter | None = None) -> None:
    """Paint every data view once, now; with a counter, check that each one really painted."""
    views = _data_views(window)
    for view in views:
        view.repaint()
    if counter is not None:
        painted = {id(widget) for widget in counter.take()}
        missed = [type(view).__name__ for view in views if id(view) not in painted]
        if missed:
            raise RuntimeError(f"repaint() did not paint {missed}: the figure would lie")


def edit_figures(app, n: int, d: int, repeats: int) -> dict:
    from gui.window.app import build_window

    counter = PaintCounter(app)
    window = build_window(_session(n, d), restore=False, size=(1280, 800), stage="weights")
    window.show()
    window.matrix_panel.select_matrix("W_Q")
    _paint_until_idle(app, counter)
    controller = window.controller
    wall: dict[str, list[float]] = {"edit": [], "engine": [], "repaint": []}
    cpu: dict[str, list[float]] = {"edit": [], "engine": [], "repaint": []}
    paints = []

    def timed(name: str, fn) -> None:
        wall_start, cpu_start = time.perf_counter(), time.process_time()
        fn()
        wall[name].append(time.perf_counter() - wall_start)
        cpu[name].append(time.process_time() - cpu_start)

    for i in range(repeats):
        value = 0.5 + 0.01 * (i % 7)
        timed("edit", lambda v=value: (
            controller.edit("bench", lambda s: s.with_cell("W_Q", 0, 1, 2, v)),
            paints.append(_paint_until_idle(app, counter))))  # until nothing is left to paint
        timed("engine", controller.session.run)
        _paint_until_idle(app, counter)
        timed("repaint", lambda: _repaint_all(window, app, counter))
    window.close()
    window.deleteLater()
    app.processEvents()
    edit_ms, engine_ms, repaint_ms = (_median_ms(wall[k]) for k in ("edit", "engine", "repaint"))
    edit_cpu, engine_cpu, repaint_cpu = (_median_ms(cpu[k]) for k in ("edit", "engine", "repaint"))
    return {"n": n, "d": d, "edit_to_repaint_ms": edit_ms, "engine_ms": engine_ms,
            "bare_repaint_ms": repaint_ms, "paint_events_per_edit": statistics.median(paints),
            "ratio": round(edit_ms / max(engine_ms + repaint_ms, 1e-6), 2),
            "cpu_ms": {"edit": edit_cpu, "engine": engine_cpu, "bare_repaint": repaint_cpu},
            "best_ms": {name: round(min(samples) * 1000, 3) for name, samples in wall.items()},
            "cpu_ratio": round(edit_cpu / max(engine_cpu + repaint_cpu, 1e-6), 2)}


def animation_frame_ms(app, n: int = 64, frames: int = 40) -> dict:
    from gui.views.animation_frames import stage_frame
    from gui.window.app import build_window

    counter = PaintCounter(app)
    window = build_window(_session(n, 64), restore=False, size=(1280, 800), stage="weights")
    window.show()
    _paint_until_idle(app, counter)
    view, trace = window.stage_panel.large, window.controller.trace
    viewport = view.graphics_view().viewport()
    result = {}
    for stage in ("scores", "weights", "z"):
        window.stepper.jump(stage)
        window.animation.stop()      # frames are driven here, not by the window's timer
        _paint_until_idle(app, counter)
        samples = []
        for k in range(frames):
            start = time.perf_counter()
            view.show_frame(stage_frame(trace, stage, 0, k / (frames - 1)))
            app.processEvents()      # the scene schedules its repaint: the paint happens here
            if not any(widget is viewport for widget in counter.take()):
                viewport.repaint()   # never time a frame that was not painted
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
        repeats = 11 if n >= 512 else 25   # odd: a true median; big sizes vary most
        row = edit_figures(app, n, d, repeats)
        figures["edits"].append(row)
        target = "<= 16 ms" if n <= 64 else "ratio <= 1.5"
        print(f"edit n={n:5d} d={d:3d}: edit->repaint {row['edit_to_repaint_ms']:8.2f} ms  "
              f"engine {row['engine_ms']:7.2f} ms  bare repaint {row['bare_repaint_ms']:7.2f} ms"
              f"  ratio {row['ratio']:5.2f}   (target {target}); cpu: edit "
              f"{row['cpu_ms']['edit']:.2f} ms, ratio {row['cpu_ratio']:.2f}")
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
