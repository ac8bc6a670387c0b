"""The layout report: one JSON line saying what the window drew, measured from its widgets.

`python main.py open --screenshot OUT.png --size WxH [--text T] [--stage S] --layout-report`
prints it after painting. Every figure is read back from what was drawn (the axes' drawn
labels, the text item's drawn numbers, the widgets' sizes), not computed from the inputs, so
a test of it is a test of what a learner sees.
"""

from __future__ import annotations

import json


def _size(widget) -> list[int] | None:
    return [widget.width(), widget.height()] if widget.isVisibleTo(widget.window()) else None


def layout_report(window) -> dict:
    """The report for a shown, painted MainWindow."""
    panel = window.stage_panel
    measures = panel.large.layout_measures().as_dict()
    banner = getattr(getattr(window, "files", None), "banner", None)
    banner_text = banner.text() if banner is not None and banner.isVisibleTo(window) else None
    explanation = window.docks["explanation"]
    report = {
        "window": [window.width(), window.height()],
        "stage": panel.stage,
        "n_tokens": len(panel.large.axis_labels()[0 if not panel.large.is_transposed() else 1]),
        **{key: list(value) if isinstance(value, tuple) else value
           for key, value in measures.items()},
        "tiles_px": _size(panel.strip),
        "explanation_px": _size(explanation) if explanation.isVisible() else None,
        "banner": banner_text or None,
        "title": window.windowTitle().replace("[*]", "*" if window.isWindowModified() else ""),
    }
    return report


def layout_report_line(window) -> str:
    """The report as one JSON line (no newlines inside)."""
    return json.dumps(layout_report(window), ensure_ascii=False)
