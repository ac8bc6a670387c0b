"""Vectors view timings (offscreen): edit -> Vectors view redrawn, and what a hidden view costs.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/vectors.py [--quick]

Targets: edit -> repaint with the Vectors dock shown <= 16 ms at n = 16 and 64; at n = 512
<= 1.5 x (engine + bare repaint of every data view, the Vectors plot included). With the dock
hidden an edit must cost what it cost before (ratio hidden / no-dock ≈ 1).
Measured as benchmarks/ui.py does: the edit, then events until a pass paints nothing; each
figure also in process CPU time (on a busy machine wall time waits for a core).
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

SIZES = ((16, 64), (64, 64), (512, 64))


def _session(n: int, d: int):
    from core.session.value import Session

    return Session.from_text(" ".join(f"t{i}" for i in range(n)), d_model=d, d_head=min(d, 64))


def _ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 3)


def edit_figures(app, n: int, d: int, repeats: int, mode: str) -> dict:
    """mode: "shown" (the Vectors dock raised), "hidden" (installed, not shown), "none" (the
    window as it was before the Vectors view: the baseline for "hidden")."""
    import gui.window.main_window as main_window
    from gui.window.app import build_window
    from gui.window.vectors_dock import install_vectors_dock

    counter = PaintCounter(app)
    main_window.install_vectors_dock = (lambda window: None) if mode == "none" else \
        install_vectors_dock
    try:
        window = build_window(_session(n, d), restore=False, size=(1280, 800), stage="scores")
    finally:
        main_window.install_vectors_dock = install_vectors_dock
    window.show()
    panel = window.vectors.panel if window.vectors is not None else None
    if mode == "shown":
        window.vectors.show()
    window.matrix_panel.select_matrix("W_Q")
    _paint_until_idle(app, counter)
    controller = window.controller
    views = [view for view in _data_views(window)           # the Vectors tab covers Matrices
             if view.isVisible() and not view.visibleRegion().isEmpty()]
    if mode == "shown":
        views.append(panel.qk.plot.viewport())
    wall: dict[str, list[float]] = {"edit": [], "engine": [], "repaint": []}
    cpu: dict[str, list[float]] = {"edit": [], "engine": [], "repaint": []}
    redraws = panel.redraws if panel is not None else 0

    def timed(name: str, fn) -> None:
        start, cpu_start = time.perf_counter(), time.process_time()
        fn()
        wall[name].append(time.perf_counter() - start)
        cpu[name].append(time.process_time() - cpu_start)

    def repaint() -> None:
        for view in views:
            view.repaint()
        painted = {id(widget) for widget in counter.take()}
        missed = [type(v).__name__ for v in views if id(v) not in painted]
        if missed:
            raise RuntimeError(f"repaint() did not paint {missed}: the figure would lie")

    for i in range(repeats):
        value = 0.5 + 0.01 * (i % 7)
        timed("edit", lambda v=value: (
            controller.edit("bench", lambda s: s.with_cell("W_Q", 0, 1, 2, v)),
            _paint_until_idle(app, counter)))
        timed("engine", controller.session.run)
        _paint_until_idle(app, counter)
        timed("repaint", repaint)
    drawn = panel.redraws - redraws if panel is not None else 0
    if mode == "shown" and drawn != repeats:
        raise RuntimeError(f"the Vectors view was drawn {drawn} times for {repeats} edits")
    if mode == "hidden" and drawn:
        raise RuntimeError(f"the hidden Vectors view was drawn {drawn} times")
    window.close()
    window.deleteLater()
    app.processEvents()
    edit, engine, bare = (_ms(wall[k]) for k in ("edit", "engine", "repaint"))
    edit_cpu, engine_cpu, bare_cpu = (_ms(cpu[k]) for k in ("edit", "engine", "repaint"))
    return {"n": n, "d": d, "mode": mode, "edit_to_repaint_ms": edit, "engine_ms": engine,
            "bare_repaint_ms": bare, "ratio": round(edit / max(engine + bare, 1e-6), 2),
            "cpu_ms": {"edit": edit_cpu, "engine": engine_cpu, "bare_repaint": bare_cpu},
            "cpu_ratio": round(edit_cpu / max(engine_cpu + bare_cpu, 1e-6), 2),
            "vectors_redraws": drawn}


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
        for mode in ("none", "hidden", "shown"):
            row = edit_figures(app, n, d, repeats, mode)
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
        print(f"n={n:4d} hidden / none: {figures['hidden_over_none'][n]:.2f} (target ≈ 1)")
        figures["plane_ms"][n] = plane_ms(n, d)
        print(f"n={n:4d} core.vectors.head_vectors: {figures['plane_ms'][n]:.2f} ms", flush=True)
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
