"""Token labels on both axes: turned, shrunk, shortened with the whole token on hover, counted
when hidden and revealed by Ctrl+wheel; colour-bar labels that never overlap; one shared colour
scale for scores, scaled and masked."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QPainter, QPicture, QWheelEvent
from PySide6.QtWidgets import QApplication

from gui.views.heatmap import MatrixHeatmap
from gui.views.heatmap.color_bar_ticks import thinned
from gui.views.heatmap.label_fit import (
    MIN_LABEL_PX,
    LabelFit,
    choose_fit,
    hidden_note,
    shortened,
)
from gui.views.stage_thumbnail import matrix_image
from gui.window import help_texts
from gui.window.color_scale_toggle import SETTING_KEY, ColorScaleToggle
from tests.gui.layout_helpers import TEN, painted_window, settle


def shown(qtbot, n: int, size: tuple[int, int], labels=None) -> MatrixHeatmap:
    view = MatrixHeatmap()
    qtbot.addWidget(view)
    view.resize(*size)
    labels = labels or [f"word{i}" for i in range(n)]
    view.set_matrix(np.arange(n * n, dtype=float).reshape(n, n), row_labels=labels,
                    col_labels=labels, row_title="query i (row)", col_title="key j (column)")
    view.show()
    qtbot.waitExposed(view)
    for _ in range(4):
        QApplication.processEvents()
    view.grab()
    return view


def test_choose_fit_turns_then_shrinks_then_counts():
    def line(px):
        return 1.2 * px

    def widest(px):
        return 5.0 * px                          # a 5-character label

    assert choose_fit(100.0, 13.0, "x", line, widest) == LabelFit(13.0, False, 1)   # upright
    upright = choose_fit(40.0, 13.0, "x", line, widest)
    assert upright.turned and upright.font_px == 13.0 and upright.step == 1
    small = choose_fit(14.0, 13.0, "x", line, widest)
    assert small.turned and MIN_LABEL_PX <= small.font_px < 13.0 and small.step == 1
    tiny = choose_fit(4.0, 13.0, "y", line, widest)
    assert tiny.font_px == MIN_LABEL_PX and not tiny.turned
    assert tiny.step == int(np.ceil((1.2 * MIN_LABEL_PX + 2) / 4.0))


def test_shortened_labels_and_the_hidden_note():
    assert shortened("cat") == "cat"
    assert shortened("internationalization") == "internati…" and len(shortened("x" * 30)) == 10
    assert hidden_note("key j", 0, 5) == "key j"
    assert "12 of 48 labels hidden" in hidden_note("key j", 12, 48)
    assert "Ctrl+wheel" in hidden_note("key j", 12, 48)
    # the left axis's short note says what its number counts (not "d_model · 8 hidden")
    assert hidden_note("d_model", 8, 16, short=True) == "d_model (8 of 16 shown)"
    assert hidden_note("query i", 45, 60, short=True) == "query i (15 of 60 shown)"


def test_too_many_labels_are_counted_in_the_view_and_zoom_reveals_them(qtbot):
    view = shown(qtbot, 60, (420, 360))
    measures = view.layout_measures()
    hidden = measures.row_labels_hidden
    assert hidden > 0 and measures.row_labels_shown + hidden == 60
    assert f"({60 - hidden} of 60 shown)" in view._axes["left"].labelText
    assert measures.col_labels_shown + measures.col_labels_hidden == 60
    view._view_box.setRange(xRange=(0, 6), yRange=(0, 6), padding=0.0)   # as Ctrl+wheel does
    for _ in range(3):
        QApplication.processEvents()
    view.grab()
    zoomed = view.layout_measures()
    assert zoomed.row_labels_hidden == zoomed.col_labels_hidden == 0
    assert zoomed.row_labels_shown >= 6 and zoomed.col_labels_shown >= 6
    assert "hidden" not in view._axes["left"].labelText


def test_long_tokens_are_shortened_and_the_axis_tooltip_names_them(qtbot):
    labels = ["the", "internationalization", "of", "cats", "is", "inevitable"]
    view = shown(qtbot, 6, (700, 500), labels)
    left, top = view._axes["left"], view._axes["top"]
    assert left.drawn_labels() == [shortened(s) for s in labels]
    assert top.drawn_labels() == [shortened(s) for s in labels]
    centre = view.cell_center_in_viewport(1, 0)          # the row of the long token
    scene_point = view.graphics_view().mapToScene(centre)
    local = left.mapFromScene(scene_point)

    class Hover:
        def isExit(self):
            return False

        def pos(self):
            return QPointF(left.boundingRect().center().x(), local.y())

    left.hoverEvent(Hover())
    assert left.toolTip() == "internationalization"


def test_ctrl_wheel_zooms_both_axes_alike_and_is_in_the_help(qtbot):
    view = shown(qtbot, 12, (600, 600))
    viewport = view.graphics_view().viewport()
    (x0, x1), (y0, y1) = view._view_box.viewRange()
    centre = QPointF(view.cell_center_in_viewport(5, 5))
    event = QWheelEvent(centre, QPointF(viewport.mapToGlobal(centre.toPoint())), QPoint(),
                        QPoint(0, 240), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.ControlModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)
    QApplication.processEvents()
    (a0, a1), (b0, b1) = view._view_box.viewRange()
    x_factor, y_factor = (a1 - a0) / (x1 - x0), (b1 - b0) / (y1 - y0)
    assert x_factor < 0.95 and y_factor == pytest.approx(x_factor, rel=0.02)
    assert "Ctrl+wheel" in help_texts.shortcuts_html()


@pytest.mark.parametrize("height", [80, 130, 200, 400])
def test_colour_bar_labels_never_overlap(qtbot, height):
    view = MatrixHeatmap()
    qtbot.addWidget(view)
    view.resize(420, height)
    values = np.random.default_rng(1).normal(size=(5, 5)) * 3
    view.set_matrix(values, row_labels=list("abcde"), col_labels=list("abcde"),
                    row_title="r", col_title="c", title="scores")
    view.show()
    for _ in range(4):
        QApplication.processEvents()
    picture = QPicture()
    painter = QPainter(picture)
    specs = view._color_bar.axis.generateDrawSpecs(painter)
    painter.end()
    rects = [rect for rect, _, _ in (specs[2] if specs else [])]
    assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    if height >= 400:
        assert len(rects) >= 3


def test_thinned_keeps_zero_and_one_label_per_line():
    values = [-2.0, -1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0]
    assert thinned(values, 400, 20) == values
    kept = thinned(values, 60, 20)
    assert len(kept) <= 3 and 0.0 in kept
    assert thinned(values, 10, 20) == []


def test_scores_scaled_and_masked_share_one_scale_unless_asked(qtbot):
    window = painted_window(qtbot, TEN, (1280, 800), "scores", causal=True)
    trace = window.controller.session.run()
    bound = max(float(np.max(np.abs(trace.head(s, 0)[np.isfinite(trace.head(s, 0))])))
                for s in ("scores", "scaled", "masked"))
    for stage in ("scores", "scaled", "masked"):
        window.stepper.jump(stage)
        settle(window)
        assert window.stage_panel.large.levels() == pytest.approx((-bound, bound))
    window.stepper.jump("weights")
    assert window.stage_panel.large.levels() == (0.0, 1.0)
    scaled = trace.head("scaled", 0)
    tile = window.stage_panel.tiles["scaled"].thumbnail        # the tiles share it too
    assert tile._image == matrix_image(scaled, "signed", (-bound, bound))
    assert tile._image != matrix_image(scaled, "signed")
    # View › Per-stage colour scales
    window.features.get(ColorScaleToggle).action.trigger()
    window.stepper.jump("scaled")
    settle(window)
    own = float(np.max(np.abs(trace.head("scaled", 0))))
    assert window.stage_panel.large.levels() == pytest.approx((-own, own)) and own < bound
    assert tile._image == matrix_image(scaled, "signed")
    from gui.settings import app_settings
    assert app_settings().value(SETTING_KEY) in (True, "true")
