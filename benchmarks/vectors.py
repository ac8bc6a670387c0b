"""Vectors view timings (offscreen): edit -> Vectors view redrawn, and what a hidden view costs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/vectors.py [--quick]

Targets: edit -> repaint with the Vectors dock shown <= 16 ms at n = 16 and 64; at n = 512
<= 1.5 x (engine + bare repaint of every data view, the Vectors plot included). With the dock
hidden an edit must cost what it cost before (ratio hidden / no-dock ≈ 1).
Measured as benchmarks/ui.py does: the edit, then events until a pass paints nothing; each
figure also in process CPU time (on a busy machine wall time waits for a core). The three
windows (no Vectors view, hidden, shown) take turns edit by edit, so load changes touch all.
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

from benchmarks.ui import PaintCounter, _data_views, _paint_until_idle  # noqa: E402
from gui.window.vectors_dock import VectorsDock  # noqa: E402

SIZES = ((16, 64), (64, 64), (512, 64))


def _session(n: int, d: int):
    from core.session.value import Session

    return Session.from_text(" ".join(f"t{i}" for i in range(n)), d_model=d, d_head=min(d, 64))


def _ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 3)


MODES = ("none", "hidden", "shown")


class ModeBench:
    """One window for one mode: "shown" (the Vectors dock raised), "hidden" (installed, not
    shown), "none" (the window as it was before the Vectors view: the baseline for "hidden")."""

    def __init__(self, app, counter: PaintCounter, n: int, d: int, mode: str) -> None:
        import gui.window.main_window as main_window
        from gui.window.app import build_window
        from gui.window.features import FEATURES, Vectors

        self.app, self.counter, self.mode = app, counter, mode
        if mode == "none":      # the window without the Vectors feature registered
            main_window.FEATURES = tuple(f for f in FEATURES if f is not Vectors)
        try:
            window = build_window(_session(n, d), restore=False, size=(1280, 800),
                                  stage="scores")
        finally:
            main_window.FEATURES = FEATURES
        window.show()
        self.window = window
        self.panel = window.features.get(VectorsDock).panel if VectorsDock in window.features \
            else None
        if mode == "shown":
            window.features.get(VectorsDock).show()
        window.matrix_panel.select_matrix("W_Q")
        _paint_until_idle(app, counter)
        self.views = [view for view in _data_views(window)      # the Vectors tab covers Matrices
                      if view.isVisible() and not view.visibleRegion().isEmpty()]
        if mode == "shown":
            self.views.append(self.panel.qk.plot.viewport())
        self.wall: dict[str, list[float]] = {"edit": [], "engine": [], "repaint": []}
        self.cpu: dict[str, list[float]] = {"edit": [], "engine": [], "repaint": []}
        self.redraws = self.panel.redraws if self.panel is not None else 0

    def _timed(self, name: str, fn) -> None:
        start, cpu_start = time.perf_counter(), time.process_time()
        fn()
        self.wall[name].append(time.perf_counter() - start)
        self.cpu[name].append(time.process_time() - cpu_start)

    def _repaint(self) -> None:
        for view in self.views:
            view.repaint()
        painted = {id(widget) for widget in self.counter.take()}
        missed = [type(v).__name__ for v in self.views if id(v) not in painted]
        if missed:
            raise RuntimeError(f"repaint() did not paint {missed}: the figure would lie")

    def step(self, value: float) -> None:
        """One edit until nothing is left to paint, the engine alone, a bare repaint."""
        app, counter, controller = self.app, self.counter, self.window.controller
        self._timed("edit", lambda: (
            controller.edit("bench", lambda s: s.with_cell("W_Q", 0, 1, 2, value)),
            _paint_until_idle(app, counter)))
        self._timed("engine", controller.session.run)
        _paint_until_idle(app, counter)
        self._timed("repaint", self._repaint)

    def figures(self, n: int, d: int, repeats: int) -> dict:
        drawn = self.panel.redraws - self.redraws if self.panel is not None else 0
        if self.mode == "shown" and drawn != repeats:
            raise RuntimeError(f"the Vectors view was drawn {drawn} times for {repeats} edits")
        if self.mode == "hidden" and drawn:
            raise RuntimeError(f"the hidden Vectors view was drawn {drawn} times")
        self.window.close()
        self.window.deleteLater()
        self.app.processEvents()
        edit, engine, bare = (_ms(self.wall[k]) for k in ("edit", "engine", "repaint"))
        edit_cpu, engine_cpu, bare_cpu = (_ms(self.cpu[k]) for k in ("edit", "engine",
                                                                      "repaint"))
        return {"n": n, "d": d, "mode": self.mode, "edit_to_repaint_ms": edit,
                "engine_ms": engine, "bare_repaint_ms": bare,
                "ratio": round(edit / max(engine + bare, 1e-6), 2),
                "cpu_ms": {"edit": edit_cpu, "engine": engine_cpu, "bare_repaint": bare_cpu},
                "cpu_ratio": round(edit_cpu / max(engine_cpu + bare_cpu, 1e-6), 2),
                "vectors_redraws": drawn}


def edit_figures(app, n: int, d: int, repeats: int) -> list[dict]:
    """The three modes' windows side by side, their edits interleaved (none, hidden, shown,
    none, ...) so that a change in the machine's load touches all three alike."""
    counter = PaintCounter(app)
    benches = [ModeBench(app, counter, n, d, mode) for mode in MODES]
    for i in range(repeats):
        for bench in benches:
            bench.step(0.5 + 0.01 * (i % 7))
    return [bench.figures(n, d, repeats) for bench in benches]


def plane_ms(n: int, d: int) -> float:
    """core.vectors.head_vectors alone (the SVD of [Q; K] and the plane's scores)."""
    from benchmarks.timing import median_seconds
    from core.vectors import head_vectors

    trace = _session(n, d).run()
    return round(median_seconds(lambda: head_vectors(trace, 0)) * 1000, 3)


def main() -> int:
    quick = "--quick" in sys.argv
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    figures: dict = {"edits": [], "plane_ms": {}}
    for n, d in SIZES[:2] if quick else SIZES:
        repeats = 11 if n >= 512 else 25
        for row in edit_figures(app, n, d, repeats):
            mode = row["mode"]
            figures["edits"].append(row)
            target = "<= 16 ms" if n <= 64 else "ratio <= 1.5"
            if mode == "none":
                target = "baseline: the window without the Vectors view"
            print(f"n={n:4d} vectors {mode:6s}: edit->repaint {row['edit_to_repaint_ms']:7.2f} ms"
                  f"  engine {row['engine_ms']:6.2f} ms  bare repaint "
                  f"{row['bare_repaint_ms']:6.2f} ms  ratio {row['ratio']:4.2f}  (target "
                  f"{target}); cpu: edit {row['cpu_ms']['edit']:.2f} ms, ratio "
                  f"{row['cpu_ratio']:.2f}", flush=True)
        rows = {row["mode"]: row for row in figures["edits"] if row["n"] == n}
        figures.setdefault("hidden_over_none", {})[n] = round(
            rows["hidden"]["edit_to_repaint_ms"] / rows["none"]["edit_to_repaint_ms"], 2)
        figures.setdefault("hidden_over_none_cpu", {})[n] = round(
            rows["hidden"]["cpu_ms"]["edit"] / rows["none"]["cpu_ms"]["edit"], 2)
        print(f"n={n:4d} hidden / none: {figures['hidden_over_none'][n]:.2f} wall, "
              f"{figures['hidden_over_none_cpu'][n]:.2f} cpu (target ≈ 1)")
        figures["plane_ms"][n] = plane_ms(n, d)
        print(f"n={n:4d} core.vectors.head_vectors: {figures['plane_ms'][n]:.2f} ms", flush=True)
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
