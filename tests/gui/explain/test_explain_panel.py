"""ExplanationPanel: it draws what core.explanations computed, and Copy copies the long text."""

from __future__ import annotations

import re

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from core.attention.engine import run_attention
from core.explanations import explain, long_text, number
from core.session.value import Session
from gui.explain.panel import ExplanationPanel
from gui.explain.panel.number_grid import NumberGrid
from gui.explain.panel.softmax_bars import SoftmaxBars

TOKENS = ("the", "mole", "on", "his", "face")


@pytest.fixture
def trace():
    return Session.from_text(" ".join(TOKENS), causal=True).run(dtype="float64")


@pytest.fixture
def panel(qtbot):
    widget = ExplanationPanel()
    qtbot.addWidget(widget)
    widget.resize(380, 560)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_score_shows_q_row_k_row_products_and_sum(panel, trace):
    e = explain(trace, "scores", 3, 1)
    panel.show_explanation(e, TOKENS)
    grid = panel.view.grid
    assert isinstance(grid, NumberGrid)
    q_row, k_row, products = grid.rows()
    np.testing.assert_array_equal(q_row.values, trace.numpy("q")[3])
    np.testing.assert_array_equal(k_row.values, trace.numpy("k")[1])
    np.testing.assert_allclose(products.values, trace.numpy("q")[3] * trace.numpy("k")[1])
    assert q_row.label == "q₄ his" and k_row.label == "k₂ mole"  # tokens read from 1
    texts = grid.cell_texts()
    assert texts["q₄ his"] == tuple(number(v) for v in trace.numpy("q")[3])
    assert grid.columns() == ("t=0", "t=1", "t=2", "t=3")
    assert panel.view.notes[-1].text() == f"Σ = {number(float(trace.numpy('scores')[3, 1]))}"
    assert panel.formula_label.text() == e.formula_text()
    assert "“his”" in panel.where_label.text() and "“mole”" in panel.where_label.text()


def test_weights_bars_are_as_long_as_the_weights(panel, qtbot, trace):
    panel.show_explanation(explain(trace, "weights", 3), TOKENS)
    bars = panel.view.bars
    assert isinstance(bars, SoftmaxBars)
    weights = trace.numpy("weights")[3]
    np.testing.assert_array_equal(bars.bar_values(), weights)
    qtbot.waitUntil(lambda: bars.width() > 200)
    lengths = [rect.width() / bars.track_width() for rect in bars.bar_rects()]
    np.testing.assert_allclose(lengths, weights, atol=1e-12)
    assert lengths[4] == 0.0  # key 4 is in query 3's future
    e = panel.explanation
    assert [bars.exp_text(k) for k in range(5)] == [number(x) for x in e.exps[:4]] + ["0"]
    assert bars.key_label(1) == "2 mole"  # key index 1 is the 2nd token


def test_z_cell_stacks_weighted_value_rows_that_sum_into_z(panel, trace):
    e = explain(trace, "z", 2, 1)
    panel.show_explanation(e, TOKENS)
    rows = panel.view.grid.rows()
    weights, values = trace.numpy("weights")[2], trace.numpy("v")
    for key in range(5):
        np.testing.assert_allclose(rows[key].values, weights[key] * values[key], atol=1e-15)
        assert rows[key].note == f"×{number(weights[key])}"
    np.testing.assert_array_equal(rows[-1].values, trace.numpy("z")[2])
    assert rows[-1].rule_above
    assert panel.view.grid.focus_column() == 1


def test_projection_scaled_masked_and_output_views(panel):
    rng = np.random.default_rng(0)
    trace = run_attention(rng.normal(size=(3, 4)), *(rng.normal(size=(2, 4, 2)) for _ in "qkv"),
                          w_o=rng.normal(size=(4, 4)), b_q=rng.normal(size=(2, 2)),
                          b_o=rng.normal(size=4), causal=True, dtype="float64")
    panel.show_explanation(explain(trace, "q", 1, 0, head=1), ("a", "b", "c"))
    x_row, w_column, _ = panel.view.grid.rows()
    np.testing.assert_array_equal(x_row.values, trace.numpy("x")[1])
    np.testing.assert_array_equal(w_column.values, trace.inputs["W_Q"].numpy()[1][:, 0])
    assert any(n.text().startswith("+ b^Q[0] = ") for n in panel.view.notes)

    panel.show_explanation(explain(trace, "scaled", 2, 1, head=0), ("a", "b", "c"))
    fraction = panel.view.fraction
    assert fraction.numerator == number(float(trace.head("scores", 0)[2, 1]))
    assert fraction.denominator == number(2 ** 0.5)
    assert fraction.result == number(float(trace.head("scaled", 0)[2, 1]))

    panel.show_explanation(explain(trace, "masked", 0, 2, head=1), ("a", "b", "c"))
    assert panel.view.big_label.text() == "−∞"
    assert "causal mask" in panel.view.notes[1].text()

    e = explain(trace, "output", 2, 3)
    panel.show_explanation(e, ("a", "b", "c"))
    rows = panel.view.grid.rows()
    d_head = trace.d_head
    assert [r.label for r in rows] == [f"head {p.head + 1}" for p in e.heads]
    assert [r.note for r in rows] == [
        f"rows {p.head * d_head}–{p.head * d_head + d_head - 1}" for p in e.heads]
    np.testing.assert_array_equal(rows[1].values, e.heads[1].products)
    # the note's rule, read with heads from 1 as the labels read, gives each label's rows
    note = next(n.text() for n in panel.view.notes if "own rows of W^O" in n.text())
    rule = re.search(r"head h: rows \(h − 1\)·(\d+) … h·(\d+) − 1\)", note)
    assert rule, note
    for row in rows:
        h = int(re.fullmatch(r"head (\d+)", row.label)[1])
        first, last = map(int, re.fullmatch(r"rows (\d+)–(\d+)", row.note).groups())
        assert (first, last) == ((h - 1) * int(rule[1]), h * int(rule[2]) - 1)
    bars = panel.view.head_bars            # a bar per head, then b^O, from core's numbers
    assert bars.bar_values() == e.head_contributions + (() if e.bias is None else (e.bias,))
    assert bars.bar_labels()[:2] == ("head 1", "head 2")
    widths = [r.width() for r in bars.bar_rects()]
    biggest = max(range(len(widths)), key=widths.__getitem__)
    assert abs(bars.bar_values()[biggest]) == max(abs(v) for v in bars.bar_values())


def test_copy_puts_long_text_on_the_clipboard(panel, qtbot, trace):
    e = explain(trace, "weights", 2, 1)
    panel.show_explanation(e, TOKENS)
    QGuiApplication.clipboard().clear()
    qtbot.mouseClick(panel.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == long_text(e, TOKENS)


def test_clear_empties_the_panel_and_disables_copy(panel, trace):
    panel.show_explanation(explain(trace, "x", 0, 0), TOKENS)
    assert panel.copy_button.isEnabled() and panel.view is not None
    panel.clear()
    assert panel.view is None and panel.explanation is None
    assert not panel.copy_button.isEnabled() and panel.text() == ""
    assert panel.formula_label.text() == "" and not panel.empty_label.isHidden()


def test_font_scale_enlarges_the_drawings(panel, trace):
    panel.show_explanation(explain(trace, "scores", 1, 0), TOKENS)
    small = panel.view.grid.needed_height()
    panel.set_font_scale(1.6)
    assert panel.font().pointSizeF() == pytest.approx(1.6 * panel._base_point_size)
    assert panel.view.grid.needed_height() > small
    assert panel.view.grid.rows()[0].values == tuple(trace.numpy("q")[1])


def test_fully_masked_row_and_concat_output(panel):
    mask = np.ones((3, 3), dtype=bool)
    mask[1] = False
    rng = np.random.default_rng(1)
    trace = run_attention(rng.normal(size=(3, 4)), *(rng.normal(size=(2, 4, 2)) for _ in "qkv"),
                          mask=mask, dtype="float64")
    panel.show_explanation(explain(trace, "weights", 1, head=0), ("a", "b", "c"))
    assert panel.view.bars.bar_values() == (0.0, 0.0, 0.0)
    assert "every key is masked" in panel.view.notes[0].text()
    panel.show_explanation(explain(trace, "output", 0, 3), ("a", "b", "c"))  # head index 1, t=1
    assert panel.view.big_label.text() == number(float(trace.head("z", 1)[0, 1]))
    assert "head 2" in panel.view.notes[1].text()  # heads read 1-based


def test_a_long_key_label_never_runs_over_its_colour_chip(qtbot):
    """A word wider than the key column ("5 explained" in a 260-px dock) is elided at its right
    end; before, it was right-aligned and its number was painted over the chip."""
    from PySide6.QtGui import QColor, QImage

    words = ("the", "tired", "teacher", "finally", "explained", "unbelievably", "why")
    trace = Session.from_text(" ".join(words)).run(dtype="float64")
    colors = [QColor(c) for c in ("#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2",
                                  "#d55e00", "#cc79a7")]
    bars = SoftmaxBars()
    qtbot.addWidget(bars)
    bars.resize(260, 200)
    bars.set_explanation(explain(trace, "weights", 3, 4), words, colors)
    image = QImage(bars.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    bars.render(image)
    for key, color in enumerate(colors):
        chip = bars.chip_rect(key).adjusted(1, 1, -1, -1).toAlignedRect()
        painted = {image.pixelColor(x, y).name() for x in range(chip.left(), chip.right())
                   for y in range(chip.top(), chip.bottom())}
        assert painted == {color.name()}, (words[key], painted)
        drawn = bars.drawn_key_label(key)
        assert drawn.startswith(f"{key + 1} ")                 # the number is always there
        assert drawn == f"{key + 1} {words[key]}" or drawn.endswith("…")
    assert bars.drawn_key_label(5).endswith("…")              # the long word did not fit


@pytest.mark.parametrize("feature", [1, 3])
def test_the_pinned_feature_is_the_first_column_band_in_a_narrow_dock(qtbot, feature):
    """z[i][t] in a 300-px dock: the grid wraps its four columns into bands, one per band; the
    pinned feature's band is drawn first (before, the learner saw t=0 and had to scroll past
    every row to find the pinned t)."""
    from PySide6.QtGui import QColor, QImage

    from gui.explain.panel.colors import FOCUS_FILL

    words = ("the", "tired", "teacher", "finally", "explained", "why", "every")
    trace = Session.from_text(" ".join(words), d_model=8, d_head=4).run(dtype="float64")
    e = explain(trace, "z", 4, feature)
    panel = ExplanationPanel()
    qtbot.addWidget(panel)
    panel.resize(300, 700)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_explanation(e, words)
    grid = panel.view.grid
    qtbot.waitUntil(lambda: grid.isVisible() and grid.width() < 300)   # laid out in the dock
    bands = grid.bands()
    assert len(bands) > 1                                    # the columns did not fit side by side
    assert bands[0][0] <= feature < bands[0][1]
    assert sorted(c for start, stop in bands for c in range(start, stop)) == [0, 1, 2, 3]
    image = QImage(grid.size(), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    grid.render(image)
    header = [image.pixelColor(x, 4) for x in range(image.width())]
    yellow = [c for c in header if c.red() - c.blue() > 0.5 * FOCUS_FILL.alphaF()
              * (FOCUS_FILL.red() - FOCUS_FILL.blue())]
    assert yellow                                  # the first header is the pinned one's


def test_an_output_cell_names_each_head_whole_in_a_narrow_dock(qtbot):
    """Three heads of two features in a 260-px dock: each row is named whole, "head 2" with
    "rows 2–3" beside it (the label "head 2, W^O rows 2–3: 0.696" read "hea…696" at
    1024×768; the bars above give each head's sum)."""
    trace = Session.from_text("the cat saw the dog and the dog ran", d_model=6, n_heads=3,
                              d_head=2).run(dtype="float64")
    panel = ExplanationPanel()
    qtbot.addWidget(panel)
    panel.resize(260, 700)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_explanation(explain(trace, "output", 2, 3), ("the", "cat", "saw"))
    grid = panel.view.grid
    qtbot.waitUntil(lambda: grid.isVisible() and grid.width() < 260)
    assert len(grid.bands()) == 1                    # both features side by side
    assert grid.drawn_labels() == ("head 1", "head 2", "head 3")
    assert [row.note for row in grid.rows()] == ["rows 0–1", "rows 2–3", "rows 4–5"]


@pytest.mark.parametrize("factor", [1.0, 1.8])
def test_a_panel_at_its_minimum_width_cuts_no_word(qtbot, factor):
    """At its minimum width, with a vertical scroll bar, the panel's body fits its viewport:
    every word of the heading, formula and notes, and the Copy button, is whole (at 1024×768 in
    Spanish presentation the dock cut 'Copiar' to 'Copia' and 'suman' to 'suma')."""
    from PySide6.QtWidgets import QScrollArea

    words = ("el", "viejo", "topo", "miraba", "al", "perro", "pequeño", "cerca", "de", "la")
    trace = Session.from_text(" ".join(words)).run(dtype="float64")
    panel = ExplanationPanel()
    qtbot.addWidget(panel)
    panel.set_font_scale(factor)
    panel.show_explanation(explain(trace, "weights", 3, 5), words)
    panel.show()
    qtbot.waitExposed(panel)
    panel.resize(panel.minimumSizeHint().width(), 300)          # short: the bar is shown
    scroll = panel.findChild(QScrollArea)
    body = scroll.widget()
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().isVisible())
    assert body.minimumSizeHint().width() <= scroll.viewport().width()
    assert body.width() <= scroll.viewport().width()            # nothing beyond the edge
    assert not scroll.horizontalScrollBar().isVisible()


def test_softmax_bars_at_their_minimum_width_keep_every_weight_whole(qtbot):
    """Big type (presentation, 1.8×) in the narrowest dock: each weight's text ends inside the
    widget and the key column holds its header (at 1024×768 the weights ran off the edge)."""
    from PySide6.QtGui import QColor, QFont, QFontMetricsF

    words = ("el", "viejo", "topo", "miraba", "al", "perro", "pequeño", "cerca", "de", "la",
             "puerta", "de", "la", "casa")
    trace = Session.from_text(" ".join(words)).run(dtype="float64")
    bars = SoftmaxBars()
    qtbot.addWidget(bars)
    font = QFont(bars.font())
    font.setPointSizeF(font.pointSizeF() * 1.8)
    bars.setFont(font)
    e = explain(trace, "weights", 3, 5)
    bars.set_explanation(e, words, [QColor("#e69f00")] * len(words))
    bars.resize(bars.minimumSizeHint().width(), bars.needed_height())
    fm = QFontMetricsF(bars.font())
    for bar, weight in zip(bars.bar_rects(), e.weights_row, strict=True):
        assert bar.right() + 4 + fm.horizontalAdvance(number(weight)) <= bars.width()
        assert bar.left() + bars.track_width() <= bars.width()
    assert fm.horizontalAdvance("key") <= bars.label_rect(0).right()   # the header's room


def test_a_term_label_too_long_for_its_column_keeps_its_symbol(qtbot):
    """Presentation type (×1.8) in a 290-px dock: "q₃ fisherman" was cut in the middle to
    "q…n" (seen at 1280×800), which names neither the vector nor the token; the end is cut."""
    session = Session.from_text("the quiet fisherman mended his torn nets while gulls circled "
                                "the harbour at dawn")
    panel = ExplanationPanel()
    qtbot.addWidget(panel)
    panel.set_font_scale(1.8)
    panel.resize(290, 700)
    panel.show()
    qtbot.waitExposed(panel)
    panel.show_explanation(explain(session.run(dtype="float64"), "scores", 2, 5),
                           session.tokens)
    grid = panel.view.grid
    labels = [row.label for row in grid.rows()]
    assert labels[:2] == ["q₃ fisherman", "k₆ torn"]
    drawn = grid.drawn_labels()
    assert drawn[0] != labels[0]                      # too long here: elided
    for label, shown in zip(labels, drawn, strict=True):
        assert shown == label or (shown.endswith("…") and
                                  shown.startswith(label.split()[0])), (label, shown)
