"""The "Why √d_k?" lab (offscreen): d_k slider move -> all four plots repainted; opening cost.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/scaling_lab.py [--moves N]

Target: slider move <= 33 ms (median) at 2,000 samples and 16 tokens. A move is the slider's
setValue (the lab asks the sweep for that d_k's frame: two histograms of 32,000 scores and one
softmax row, then sets the four plots and captions) followed by a synchronous repaint of each
plot's viewport; a paint counter checks that all four really painted. Also measured: drawing
the sweep (20 values of d_k up to 1,024), the statistics of one d_k (softmax, entropy and the
Jacobian norms (closed form) of 2,000 rows, unscaled and scaled), and building the lab.
The last line printed is one JSON object with every figure.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _median_ms(samples: list[float]) -> float:
    return round(statistics.median(samples) * 1000, 2)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40)
    args = parser.parse_args()

    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from gui.window.app import use_interactive_threads

    use_interactive_threads()   # as the window does: one torch thread
    from core.scaling.lab import LAB_D_KS, ScalingSweep
    from core.scaling.saturation import draw_scores, scaling_row
    from gui.classroom.scaling_lab import PLOT_NAMES, ScalingLab

    start = time.perf_counter()
    scores = draw_scores(LAB_D_KS, tokens=16, samples=2000, seed=0)
    draw_s = time.perf_counter() - start
    stats = []
    for _ in range(7):
        start = time.perf_counter()
        scaling_row(1024, scores[1024])
        stats.append(time.perf_counter() - start)

    start = time.perf_counter()
    sweep = ScalingSweep(tokens=16, samples=2000, seed=0)
    lab = ScalingLab(sweep)
    lab.resize(1100, 820)
    lab.show()
    app.processEvents()
    build_s = time.perf_counter() - start

    class PaintCounter(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.painted: set[int] = set()

        def eventFilter(self, watched, event) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.painted.add(id(watched))
            return False

    counter = PaintCounter()
    viewports = [lab.plots[name].viewport() for name in PLOT_NAMES]
    for viewport in viewports:
        viewport.installEventFilter(counter)

    frames, moves, cpu = [], [], []
    steps = len(sweep.d_ks)
    for move in range(args.moves + 3):
        step = (move * 7) % steps          # jumps of 7 half-octaves: every move changes d_k
        if step == lab.slider.value():
            step = (step + 1) % steps
        counter.painted.clear()
        start, start_cpu = time.perf_counter(), time.process_time()
        lab.slider.setValue(step)
        for viewport in viewports:
            viewport.repaint()
        elapsed, elapsed_cpu = time.perf_counter() - start, time.process_time() - start_cpu
        if counter.painted != {id(v) for v in viewports}:
            raise SystemExit("not every plot painted")
        app.processEvents()
        start = time.perf_counter()
        sweep.frame(sweep.d_ks[step])
        if move >= 3:                      # the first moves warm caches up
            moves.append(elapsed)
            cpu.append(elapsed_cpu)
            frames.append(time.perf_counter() - start)

    figures = {
        "samples": 2000, "tokens": 16, "d_k_steps": steps, "moves": len(moves),
        "slider_move_ms_median": _median_ms(moves),
        "slider_move_ms_p90": round(sorted(moves)[int(0.9 * len(moves))] * 1000, 2),
        "slider_move_cpu_ms_median": _median_ms(cpu),
        "frame_compute_ms_median": _median_ms(frames),
        "one_d_k_statistics_ms_median": _median_ms(stats),
        "sweep_draw_s": round(draw_s, 3),
        "lab_build_s": round(build_s, 3),
        "target_ms": 33,
        "load_average_1min": round(os.getloadavg()[0], 2),
    }
    print(f"slider move -> 4 plots repainted: median {figures['slider_move_ms_median']} ms "
          f"(p90 {figures['slider_move_ms_p90']} ms, CPU {figures['slider_move_cpu_ms_median']}"
          f" ms; target <= 33 ms) over {len(moves)} moves")
    print(f"  of which the frame (histograms + one row): {figures['frame_compute_ms_median']} ms")
    print(f"one d_k's statistics from its scores (2 x 2,000 rows, closed-form Jacobian norms): "
          f"{figures['one_d_k_statistics_ms_median']} ms")
    print(f"drawing the sweep's scores: {figures['sweep_draw_s']} s; building the lab: "
          f"{figures['lab_build_s']} s (load average {figures['load_average_1min']})")
    print(json.dumps(figures))
    lab.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
