"""The layout report: one JSON line saying what the window drew, measured from its widgets.

`python main.py open --screenshot OUT.png --size WxH [--text T] [--stage S] --layout-report`
prints it after painting; $QKV_LAB_TEST_SCRIPT's {"op": "layout_report"} prints it in any state a
script reached (gui.automation.scripted_layout). Besides the heatmap's measures it says the screen's
available size, the window's minimum size, where the explanation is (right, bottom, tab,
floating), M's state (panel or strip), every shown dock's size, and where the formula and the
stage counter are in the window, and every text drawn clipped or over another
(gui.automation.clipped_text). Every figure is read back from what was drawn (the axes' drawn
labels, the text item's drawn numbers, the widgets' sizes), not computed from the inputs, so
a test of it is a test of what a learner sees.
"""

from __future__ import annotations

import json

from PySide6.QtCore import Qt

from core.attention.stages import SQUARE_STAGES
from gui.automation.clipped_text import clipped_texts
from gui.automation.label_lines import label_room_px, laid_out_lines


def _size(widget) -> list[int] | None:
    return [widget.width(), widget.height()] if widget.isVisibleTo(widget.window()) else None


def layout_report(window) -> dict:
    """The report for a shown, painted MainWindow."""
    panel = window.stage_panel
    measures = panel.large.layout_measures().as_dict()
    banner = getattr(window.features.named("SessionFiles"), "banner", None)
    banner_text = banner.text() if banner is not None and banner.isVisibleTo(window) else None
    explanation = window.docks["explanation"]
    screen = window.screen()
    available = screen.availableGeometry() if screen is not None else None
    report = {
        "window": [window.width(), window.height()],
        "screen": None if available is None else [available.width(), available.height()],
        "minimum": [window.minimumSizeHint().width(), window.minimumSizeHint().height()],
        "stage": panel.stage,
        "n_tokens": len(panel.large.axis_labels()[0 if not panel.large.is_transposed() else 1]),
        **{key: list(value) if isinstance(value, tuple) else value
           for key, value in measures.items()},
        "tiles_px": _size(panel.strip),
        "explanation_px": _size(explanation) if explanation.isVisible() else None,
        "banner": banner_text or None,
        "explanation_place": _explanation_place(window),
        "formula_px": _rect_in(window, window.formula_bar.formula_label),
        "counter_px": _rect_in(window, window.formula_bar.counter_label),
        "mask": _mask_state(window),
        "docks_px": {dock.objectName(): [dock.width(), dock.height()]
                     for dock in _shown_docks(window)},
        "docks_seen_px": {dock.objectName(): [dock.width(), dock.height()]   # not behind a tab
                          for dock in _shown_docks(window) if not dock.visibleRegion().isEmpty()},
        "title": window.windowTitle().replace("[*]", "*" if window.isWindowModified() else ""),
        "frame_px": list(window.frameGeometry().getRect()),
        "client_px": list(window.geometry().getRect()),    # the window's inside, on screen
        "banner_px": None if banner is None else _rect_in(window, banner),
        "cells_rect_px": _cells_rect(window, panel.large),
        "hint_lines": _hint_lines(window),
        "hint_room_px": _hint_room(window),
        "formula_lines": laid_out_lines(window.formula_bar.formula_label),
        "screen_px": None if available is None else list(available.getRect()),
        **_left_column(window),
        "numbers_spare_px": _numbers_spare(panel),
        "numbers_note": panel.large.shown_numbers_note() or None,
        "tiles": _tiles(panel),
        "tiles_scroll": panel.strip.horizontalScrollBar().isVisible(),
        "clipped": clipped_texts(window),
    }
    return report


def _left_column(window) -> dict:
    """The left column's width and the least its docks take (None: not a docked column)."""
    docks = [window.docks["tokens"], window.docks["matrices"]]
    if any(d.isFloating() or not d.isVisible() for d in docks):
        return {"left_px": None, "left_min_px": None}
    return {"left_px": docks[0].width(),
            "left_min_px": max(d.minimumSizeHint().width() for d in docks)}


def _numbers_spare(panel) -> list[float]:
    """[width, height] the large view has beyond its 9-pt numbers' need (< 0: lacks), for
    the stage on screen, measured from its laid-out axes and cells."""
    room = panel.large.number_room(square=panel.stage in SQUARE_STAGES)
    return [round(room.spare_w, 1), round(room.spare_h, 1)]


def _tiles(panel) -> list[list]:
    """[caption as shown, its drawn width, the caption's width, its right edge in the window]
    for every stage tile."""
    shown = []
    for tile in panel.tiles.values():
        caption = tile.caption
        text = caption.text()
        right = caption.mapTo(caption.window(), caption.rect().topRight()).x()
        shown.append([text, caption.fontMetrics().horizontalAdvance(text), caption.width(),
                      right])
    return shown


def _cells_rect(window, view) -> list[float] | None:
    """[x, y, width, height] of the large view's drawn cells in the window's coordinates,
    from where the view says its first and last cells' centres are (None: no cells)."""
    rows, cols = view.matrix_shape()
    if rows == 0 or cols == 0 or not view.isVisibleTo(window):
        return None
    viewport = view.graphics_view().viewport()
    first = viewport.mapTo(window, view.cell_center_in_viewport(0, 0))
    last = viewport.mapTo(window, view.cell_center_in_viewport(rows - 1, cols - 1))
    left, right = sorted((first.x(), last.x()))
    top, bottom = sorted((first.y(), last.y()))
    shown_rows, shown_cols = (cols, rows) if view.is_transposed() else (rows, cols)
    cell_w = (right - left) / (shown_cols - 1) if shown_cols > 1 else 0.0
    cell_h = (bottom - top) / (shown_rows - 1) if shown_rows > 1 else 0.0
    return [round(left - cell_w / 2, 1), round(top - cell_h / 2, 1),
            round(right - left + cell_w, 1), round(bottom - top + cell_h, 1)]


def _shown_hint(window):
    """Presentation's key hint label while it is shown, else None."""
    hint = getattr(window.features.named("PresentationMode"), "hint", None)
    return hint if hint is not None and hint.isVisibleTo(window) else None


def _hint_lines(window) -> list[str] | None:
    """Presentation's key hint as its label lays it out, one string per drawn line (None:
    not shown)."""
    hint = _shown_hint(window)
    return None if hint is None else laid_out_lines(hint)


def _hint_room(window) -> int | None:
    """The width the key hint lays its lines out in (None: not shown)."""
    hint = _shown_hint(window)
    return None if hint is None else label_room_px(hint)


def _rect_in(window, widget) -> list[int] | None:
    """[x, y, width, height] of ``widget`` in the window's coordinates (None when hidden)."""
    if not widget.isVisibleTo(window):
        return None
    top_left = widget.mapTo(window, widget.rect().topLeft())
    return [top_left.x(), top_left.y(), widget.width(), widget.height()]


def _shown_docks(window):
    from PySide6.QtWidgets import QDockWidget

    own = Qt.FindChildOption.FindDirectChildrenOnly
    return [d for d in window.findChildren(QDockWidget, options=own) if d.isVisible()]


def _explanation_place(window) -> str | None:
    """Where the explanation dock is: right, bottom, left, tab (behind another), floating."""
    dock = window.docks["explanation"]
    if not dock.isVisible():
        return None
    if dock.isFloating():
        return "floating"
    if window.tabifiedDockWidgets(dock):
        return "tab"
    return window.dockWidgetArea(dock).name.replace("DockWidgetArea", "").lower()


def _mask_state(window) -> str | None:
    """M beside the masked stage: "panel", "strip" (folded), or None (not shown)."""
    masks = window.features.named("MaskFeatures")
    if masks is None or not masks.fold.is_active():
        return None
    return "strip" if masks.fold.is_folded() else "panel"


def layout_report_line(window) -> str:
    """The report as one JSON line (no newlines inside)."""
    return json.dumps(layout_report(window), ensure_ascii=False)
