"""The Vectors view draws what core.vectors exports; a selected cell lights q_i and k_j and
writes the trace's score; two sentences put the word where each output says."""

from __future__ import annotations

import numpy as np
import pytest

from core.files.examples import load_example
from core.session.value import Session
from core.vectors import vectors_document
from gui.document.selection import Selection
from gui.views.vectors_panel import VectorsPanel

TEXT = "the old mole dug a long tunnel under the quiet green garden"


@pytest.fixture
def panel(qtbot):
    widget = VectorsPanel()
    qtbot.addWidget(widget)
    widget.resize(520, 560)
    widget.show()
    return widget


def _svd_coordinates(q: np.ndarray, k: np.ndarray) -> np.ndarray:
    stack = np.vstack([q, k])
    vt = np.linalg.svd(stack, full_matrices=False)[2][:2]
    return stack @ vt.T


def test_drawn_arrows_end_where_vectors_json_says(panel):
    session = Session.from_text(TEXT, d_head=4, n_heads=2)
    trace = session.run()
    document = vectors_document(trace, session.tokens)
    for head in (0, 1):
        panel.show_trace(trace, session.tokens, "", head, Selection())
        drawn = panel.qk.arrows.ends()                      # read back from the plot item
        entry = document["heads"][head]
        np.testing.assert_array_equal(drawn, np.vstack([entry["q"], entry["k"]]))
        np.testing.assert_array_equal(panel.qk.arrows.starts(), 0.0)
        reference = _svd_coordinates(trace.head("q", head), trace.head("k", head))
        np.testing.assert_allclose(np.abs(drawn), np.abs(reference), atol=1e-5)
        header = panel.qk.header.text()
        assert f"head {head + 1} of 2" in header
        assert f"the plane shows {entry['captured']:.0%}" in header


def test_selecting_a_cell_lights_q_i_and_k_j_and_writes_the_score(panel):
    session = Session.from_text(TEXT, d_head=2)
    trace = session.run()
    n = session.n_tokens
    panel.show_trace(trace, session.tokens, "", 0, Selection(2, 11))
    styles = panel.qk.arrows.styles()
    assert [index for index, style in enumerate(styles) if style.lit] == [2, n + 11]
    assert styles[2].label == "q3 mole" and styles[n + 11].label == "k12 garden"
    assert styles[2].color == styles[n + 2].color               # one colour per token
    text = panel.qk.caption.text()
    score = trace.numpy("scores")[2, 11]
    first = text.splitlines()[0]
    assert float(first.split("= ")[-1]) == pytest.approx(score, rel=1e-3)
    q, k = trace.numpy("q")[2], trace.numpy("k")[11]
    numbers = [float(part) for part in first.split("= ")[-2].split(" × ")]
    assert numbers == pytest.approx([np.linalg.norm(q), np.linalg.norm(k),
                                     q @ k / np.linalg.norm(q) / np.linalg.norm(k)], rel=1e-3)
    assert "exact" in text
    xs, ys = panel.qk.projection_foot.getData()                  # q's shadow along k
    foot = (q @ k) / (k @ k) * k
    np.testing.assert_allclose([xs[-1], ys[-1]], foot, rtol=1e-5)
    widths = np.array([style.width for style in styles[n:]])      # keys: row 2's weights
    weights = trace.numpy("weights")[2]
    np.testing.assert_allclose(widths - widths.min(), 7.0 * (weights - weights.min()),
                               atol=1e-5)
    panel.set_selection(Selection())
    assert not any(style.lit for style in panel.qk.arrows.styles())
    assert "select a score cell" in panel.qk.caption.text()


def test_projected_plane_says_the_true_score_and_the_planes(panel):
    session = Session.from_text(TEXT, d_head=6)
    trace = session.run()
    panel.show_trace(trace, session.tokens, "", 0, Selection(0, 3))
    true_line, plane_line = panel.qk.caption.text().splitlines()[:2]
    assert "true, in 6 numbers" in true_line and "projected" in plane_line
    assert float(true_line.split("= ")[-1].split()[0]) == pytest.approx(
        trace.numpy("scores")[0, 3], rel=1e-3)
    q2, k2 = panel.qk.arrows.ends()[0], panel.qk.arrows.ends()[session.n_tokens + 3]
    assert float(plane_line.split("= ")[-1].split()[0]) == pytest.approx(q2 @ k2, rel=1e-3,
                                                                          abs=1e-4)


def test_x_to_output_arrows_run_from_x_to_the_output(panel):
    session = Session.from_text(TEXT, d_model=6, d_head=3, n_heads=2)
    trace = session.run()
    panel.setCurrentWidget(panel.moves)
    panel.show_trace(trace, session.tokens, "", 0, Selection(1))
    moves = vectors_document(trace)["moves"]
    np.testing.assert_array_equal(panel.moves.moves.starts(), moves["x"])
    np.testing.assert_array_equal(panel.moves.moves.ends(), moves["output"])
    assert "x (dashed) and the output" in panel.moves.header.text()


def test_two_sentences_put_mole_where_each_output_says(panel):
    face = load_example("mole-face")
    panel.setCurrentWidget(panel.two)
    assert panel.two.open_lesson("mole-chemistry")
    trace = face.run()
    panel.show_trace(trace, face.tokens, face.title, 0, Selection(1))
    assert panel.two.word_box.currentText() == "mole"
    styles, ends = panel.two.arrows.styles(), panel.two.arrows.ends()
    lit = [index for index, style in enumerate(styles) if style.lit]
    assert len(lit) == 2
    np.testing.assert_array_equal(ends[lit[0]], trace.numpy("output")[1])
    np.testing.assert_array_equal(ends[lit[1]], panel.two.second.trace.numpy("output")[1])
    assert "exact" in panel.two.header.text()
    assert styles[lit[0]].label == "mole'"
    first = [style.label for style in styles[:5]]           # every word named, once
    assert all(sum(f"{word}'" in label.split(" / ") for label in first) == 1
               for word in face.tokens)
    assert not panel.two.open_lesson("no-such-lesson")
    assert "not opened" in panel.two.status.text()
    assert panel.two.second.name == "mole-chemistry"          # the old one stays


def test_a_bad_second_file_is_one_line_and_changes_nothing(panel, tmp_path):
    bad = tmp_path / "broken.json"
    bad.write_text("{not json")
    assert not panel.two.open_file(str(bad))
    assert panel.two.second is None and "broken.json" in panel.two.status.text()


def test_d_head_1_draws_a_line_and_says_so(panel):
    session = Session.from_text(TEXT, d_head=1)
    panel.show_trace(session.run(), session.tokens, "", 0, Selection(0, 1))
    np.testing.assert_array_equal(panel.qk.arrows.ends()[:, 1], 0.0)
    assert "a line" in panel.qk.header.text()


def test_hidden_panel_draws_nothing(panel):
    session = Session.from_text(TEXT)
    panel.set_active(False)
    before = panel.redraws
    panel.show_trace(session.run(), session.tokens)
    assert panel.redraws == before
    panel.set_active(True)
    assert panel.redraws == before + 1


def test_a_word_said_twice_has_one_label_for_its_two_arrows(panel):
    session = Session.from_text(TEXT, d_head=2)          # "the" at 0 and 8: one embedding
    trace = session.run()
    np.testing.assert_array_equal(trace.numpy("q")[0], trace.numpy("q")[8])
    panel.show_trace(trace, session.tokens, "", 0, Selection())
    labels = [style.label for style in panel.qk.arrows.styles()]
    assert labels[0] == "" and labels[8] == "q1 = q9 the"
    panel.show_trace(trace, session.tokens, "", 0, Selection(0, 8))
    labels = [style.label for style in panel.qk.arrows.styles()]
    assert labels[0] == "q1 = q9 the" and labels[8] == ""          # on the lit one


def test_crowded_labels_never_cover_one_another_and_the_lit_one_stays(qtbot):
    """Ten arrows ending a hair apart: their labels are moved a line up or down or left out,
    never drawn over one another; the lit arrow's label is always drawn."""
    import pyqtgraph as pg
    from PySide6.QtGui import QColor

    from gui.views.vectors_arrows import ArrowSet, ArrowStyle

    plot = pg.PlotWidget()
    qtbot.addWidget(plot)
    plot.resize(400, 400)
    plot.show()
    arrows = ArrowSet()
    plot.getPlotItem().addItem(arrows)
    ends = np.array([[1.0 + 0.002 * i, 1.0 - 0.001 * i] for i in range(10)] + [[-1.0, 0.5]])
    styles = [ArrowStyle(QColor("#3060c0"), label=f"q{i} word{i}", lit=i == 7)
              for i in range(10)] + [ArrowStyle(QColor("#c03030"), label="k0 alone")]
    arrows.set_arrows(ends, styles)
    plot.getPlotItem().getViewBox().autoRange(items=[arrows])
    plot.grab()                                               # paints the item
    rects = arrows.label_rects
    assert 7 in rects and 10 in rects                         # the lit one, the lone one
    assert 2 <= len(rects) - 1 < 10                           # some crowded ones left out
    placed = list(rects.values())
    for i, first in enumerate(placed):
        for second in placed[i + 1:]:
            assert not first.intersects(second), (first, second)
