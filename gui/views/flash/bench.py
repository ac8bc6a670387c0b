"""How long one Next step of the tiles panel takes to compute and repaint (benchmarks/tiles.py):
a panel shown offscreen on a session of n tokens, d_model = d_head = 64, stepped through every
tile, each step timed until Qt has handled what it asked for (relayout and repaint of the
widgets that changed, as on screen)."""

from __future__ import annotations

import statistics
import time


def step_repaint_seconds(n: int, block_sizes=(1, 8, 32, 64)) -> dict:
    from PySide6.QtWidgets import QApplication

    from core.session.value import Session
    from gui.views.flash.flash_panel import FlashPanel

    app = QApplication.instance() or QApplication([])
    trace = Session.from_text(" ".join(f"w{i}" for i in range(n)), d_model=64,
                              d_head=64).with_settings(causal=True).run()
    figures = {}
    for size in block_sizes:
        panel = FlashPanel()
        panel.resize(360, 900)
        panel.show()
        panel.set_active(True)
        panel.block_q.setValue(size)
        panel.block_k.setValue(size)
        panel.show_trace(trace, 0)
        app.processEvents()
        samples = []
        for _ in range(max(1, panel.walk.steps - 1)):     # every Next (a single tile: redrawn)
            start = time.perf_counter()
            panel.step(0 if panel.walk.at_end else 1)
            app.processEvents()                 # the repaints and relayouts the step asked for
            samples.append(time.perf_counter() - start)
        figures[str(size)] = {"median_seconds": statistics.median(samples),
                              "worst_seconds": max(samples), "steps": len(samples)}
        panel.close()
        panel.deleteLater()
    worst = max(figures.values(), key=lambda f: f["median_seconds"])
    return {"n": n, "by_block": figures, "median_seconds": worst["median_seconds"],
            "worst_seconds": max(f["worst_seconds"] for f in figures.values())}
