"""Training figures: steps per second, the main window's edit->repaint while a run plays in
"Watch it learn" against without, and one curve redraw.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/training.py [--quick]

Targets: edit->repaint while training <= 1.5 x without; a curve redraw <= 16 ms. The last
line printed is one JSON object with every figure.

How it measures: edit->repaint is benchmarks/ui.py's (an edit of W^Q, then events processed
until a pass paints nothing), at n = 8 on the weights stage, 1280x800. Between two edits the
event loop runs for a user's pause (250 ms, longer than the driver's 150 ms hold after an
edit), so the training timer ticks between edits as it would; an edit that lands during a
tick's batch waits for it, and that wait is counted. "no hold" is the same with the hold off.
A curve redraw is both plots given full decimated curves (1,024 points per line, compare
mode: 6 lines) and painted.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks.ui import PaintCounter, _median_ms, _paint_until_idle, _session  # noqa: E402
from gui.window.training_menu import TrainingLauncher  # noqa: E402

# How it measures edit->repaint here: from the edit until the views it changes have painted.

PAUSE_S = 0.25  # between two edits: longer than the driver's hold, so training runs between


def steps_per_second(compare: bool, steps: int) -> float:
    from core.training.config import TrainingConfig
    from core.training.trainer import Trainer

    config = TrainingConfig(steps=steps)
    runs = [Trainer(config.with_scaling(True)), Trainer(config.with_scaling(False))] \
        if compare else [Trainer(config)]
    start = time.perf_counter()
    for _ in range(steps):
        for trainer in runs:
            trainer.step()
    return round(steps / (time.perf_counter() - start), 1)


def idle(app, seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.002)


def wait_for_paints(app, counter, views, max_passes: int = 200) -> None:
    """Process events until every one of ``views`` has painted (the edit is on screen).

    Not "until nothing paints", as benchmarks/ui.py does: while a run plays, the training
    window paints on its own timer and would never let that end."""
    waiting = {id(view) for view in views}
    for _ in range(max_passes):
        app.processEvents()
        waiting -= {id(widget) for widget in counter.take()}
        if not waiting:
            return
    raise RuntimeError("an edited view never painted: the figure would lie")


def edit_figures(app, repeats: int) -> dict:
    from gui.window.app import build_window

    counter = PaintCounter(app)
    window = build_window(_session(8, 8), restore=False, size=(1280, 800), stage="weights")
    window.show()
    training = window.features.get(TrainingLauncher).open(compare=True)
    training.steps.setValue(20000)
    _paint_until_idle(app, counter)
    controller = window.controller
    edited = [window.stage_panel.large.graphics_view().viewport(),
              window.matrix_panel.view.viewport()]   # what an edit of W^Q on weights repaints
    samples: dict[str, list[float]] = {"idle": [], "training": [], "no_hold": []}
    cpu: dict[str, list[float]] = {"idle": [], "training": [], "no_hold": []}
    steps = {"training": 0, "no_hold": 0}
    hold = training.driver.hold
    for mode in ("idle", "training", "no_hold") * 2:   # interleaved: the load drifts
        training.driver.hold = hold if mode == "training" else (lambda *_: None)
        before = training.driver.steps_done
        if mode != "idle":
            training.driver.play()
        for i in range(repeats):
            idle(app, PAUSE_S)
            value = 0.5 + 0.01 * (i % 7)
            start, cpu_start = time.perf_counter(), time.process_time()
            counter.take()
            controller.edit("bench", lambda s, v=value: s.with_cell("W_Q", 0, 1, 2, v))
            wait_for_paints(app, counter, edited)
            samples[mode].append(time.perf_counter() - start)
            cpu[mode].append(time.process_time() - cpu_start)
        training.driver.pause()
        if mode != "idle":
            steps[mode] += training.driver.steps_done - before
    training.close()
    window.close()
    app.processEvents()
    without, during = _median_ms(samples["idle"]), _median_ms(samples["training"])
    no_hold = _median_ms(samples["no_hold"])
    return {"edit_to_repaint_ms": without, "edit_to_repaint_training_ms": during,
            "ratio": round(during / max(without, 1e-6), 2),
            "p90_training_ms": round(sorted(samples["training"])[
                int(0.9 * len(samples["training"]))] * 1000, 3),
            "edit_to_repaint_training_no_hold_ms": no_hold,
            "ratio_no_hold": round(no_hold / max(without, 1e-6), 2),
            "cpu_ms": {mode: _median_ms(values) for mode, values in cpu.items()},
            "cpu_ratio": round(_median_ms(cpu["training"]) / max(_median_ms(cpu["idle"]), 1e-6),
                               2),
            "steps_trained_meanwhile": steps["training"],
            "steps_trained_meanwhile_no_hold": steps["no_hold"]}


def curve_redraw_ms(app, repeats: int) -> float:
    from core.training.curves import DecimatedCurves
    from core.training.snapshot import CURVE_NAMES
    from gui.classroom.training_window import TrainingWindow

    training = TrainingWindow(compare=True)
    training.resize(1280, 800)
    training.show()
    app.processEvents()
    for name in training.driver.curves:
        curves = DecimatedCurves(CURVE_NAMES)
        for step in range(1023):
            curves.add(step, **{n: 1.0 / (1 + step) for n in CURVE_NAMES})
        training.driver.curves[name] = curves
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        for plot in training.plots.values():
            plot.show_curves(training.driver.curves)
            plot.viewport().repaint()
        samples.append(time.perf_counter() - start)
    training.close()
    return _median_ms(samples)


def main() -> int:
    quick = "--quick" in sys.argv
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    steps = 100 if quick else 300
    figures = {"steps_per_second": steps_per_second(False, steps),
               "steps_per_second_compare": steps_per_second(True, steps)}
    print(f"steps per second at the default size (previous-token, d_k 8, batch 32): "
          f"{figures['steps_per_second']:.0f}; compare (two runs): "
          f"{figures['steps_per_second_compare']:.0f}")
    figures["edit"] = edit_figures(app, 9 if quick else 21)
    e = figures["edit"]
    print(f"edit->repaint n=8: {e['edit_to_repaint_ms']:.2f} ms without training, "
          f"{e['edit_to_repaint_training_ms']:.2f} ms while training (p90 "
          f"{e['p90_training_ms']:.2f} ms), ratio {e['ratio']:.2f} (target <= 1.5); "
          f"{e['steps_trained_meanwhile']} steps trained meanwhile; without the hold after "
          f"an edit {e['edit_to_repaint_training_no_hold_ms']:.2f} ms, ratio "
          f"{e['ratio_no_hold']:.2f} ({e['steps_trained_meanwhile_no_hold']} steps); "
          f"process CPU per edit {e['cpu_ms']['idle']:.2f} / {e['cpu_ms']['training']:.2f} ms, "
          f"ratio {e['cpu_ratio']:.2f}")
    figures["curve_redraw_ms"] = curve_redraw_ms(app, 11 if quick else 31)
    print(f"curve redraw (2 plots, 6 lines of 1,024 points, painted): "
          f"{figures['curve_redraw_ms']:.2f} ms (target <= 16)")
    figures["load_average"] = round(os.getloadavg()[0], 2)
    print(json.dumps(figures), flush=True)
    for widget in app.topLevelWidgets():   # an orderly end: windows go before Python does
        widget.close()
        widget.deleteLater()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
