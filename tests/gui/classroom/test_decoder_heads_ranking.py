"""SmolLM2's heads ranking in the Heads dock: scored off the UI thread, ranked per kind, and a
row opens that layer. Scores are checked against the float64 numpy forward written in
tests/core/test_smollm2_reference.py, not against core."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt

from gui.classroom.decoder_heads_ranking import DEFAULT_TEXT, DecoderHeadsRankingPanel
from gui.window.heads_dock import HeadsDock
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder
from tests.core.test_smollm2_reference import _reference

pytestmark = needs_wheel


@pytest.fixture(scope="module")
def decoder():
    with one_torch_thread():
        yield shipped_decoder()      # load_decoder() then finds it loaded


def _ranked(panel, qtbot) -> None:
    qtbot.mouseClick(panel.rank_button, Qt.MouseButton.LeftButton)
    assert panel.busy() and not panel.rank_button.isEnabled()      # on the worker
    qtbot.waitUntil(lambda: not panel.busy(), timeout=60000)


def _scores(panel) -> list[float]:
    return [float(panel.table.item(row, 3).toolTip()) for row in range(panel.table.rowCount())]


def test_the_ranking_lists_every_head_by_kind_with_numpy_scores(qtbot, decoder):
    panel = DecoderHeadsRankingPanel()
    qtbot.addWidget(panel)
    assert panel.table.rowCount() == 0 and "previous" in panel.sentence.text()
    _ranked(panel, qtbot)
    assert panel.table.rowCount() == 270 and "270 heads" in panel.status.text()
    ids = decoder.encode(DEFAULT_TEXT).ids
    n = len(ids)
    for kind in ("previous", "sink"):
        panel.kind_box.setCurrentIndex(panel.kind_box.findData(kind))
        scores = _scores(panel)
        assert scores == sorted(scores, reverse=True)
        layer = int(panel.table.item(0, 1).text()) - 1
        head = int(panel.table.item(0, 2).text()) - 1
        weights = _reference(decoder, ids, layer)[layer][1][head]              # (n, n)
        expected = (np.mean(weights[np.arange(1, n), np.arange(n - 1)]) if kind == "previous"
                    else np.mean(weights[3:, 0]))
        assert scores[0] == pytest.approx(expected, abs=1e-5)
        assert panel.table.item(0, 3).text() == f"{expected:.2f}"
    assert "first token" in panel.sentence.text()
    panel.kind_box.setCurrentIndex(panel.kind_box.findData("induction"))
    assert "followed it" in panel.sentence.text() and panel.table.rowCount() == 270
    chosen = []
    panel.head_chosen.connect(lambda *args: chosen.append(args))
    panel.choose(0)
    top = panel.row_at(0)
    assert chosen == [(DEFAULT_TEXT, top.layer, top.head)]


def test_a_row_opens_that_smollm2_layer_in_the_window(qtbot, decoder):
    from core.files.examples import load_example
    from gui.window.app import build_window

    window = build_window(load_example("three-heads"), restore=False)
    qtbot.addWidget(window)
    dock = window.features.get(HeadsDock)
    assert dock.decoder_ranking is None                    # built when its tab is first shown
    dock.tabs.setCurrentWidget(dock.decoder_tab)
    panel = dock.decoder_ranking
    assert panel is not None and panel.isVisibleTo(dock.decoder_tab)
    panel.text_edit.setText("The cat sat on the mat")
    _ranked(panel, qtbot)
    panel.choose(0)
    top = panel.row_at(0)
    session = window.controller.session
    assert session.n_heads == 9 and len(session.tokens) == len(decoder.encode("The cat sat on "
                                                                             "the mat"))
    assert dock.tabs.currentWidget() is dock.panel
    expected = _reference(decoder, decoder.encode("The cat sat on the mat").ids,
                          top.layer)[top.layer][1]                                # (9, n, n)
    np.testing.assert_allclose(window.controller.trace.numpy("weights"), expected, atol=2e-5)
    assert window.status_message() == \
        f"SmolLM2 layer {top.layer + 1}, all heads; head {top.head + 1} in focus"
    assert window.stepper.stage == "x" and window.stage_panel.head == top.head


def test_a_text_too_short_is_refused_in_the_panel_and_the_ranking_says_what_it_measured(
        qtbot, decoder):
    panel = DecoderHeadsRankingPanel()
    qtbot.addWidget(panel)
    panel.text_edit.setText("Hello")
    _ranked(panel, qtbot)
    assert panel.table.rowCount() == 0
    assert "the text has 1 of the 4 tokens ranking the heads needs" in panel.status.text()
    panel.text_edit.setText("the old fisher mends his net at dawn, and the old fisher mends "
                            "his net at dusk.")
    _ranked(panel, qtbot)
    assert panel.table.rowCount() == 270
    assert "Induction is scored on your text: in 6 rows" in panel.status.text()


def test_a_ranked_head_opens_at_stage_1_with_its_own_head_in_focus(qtbot, decoder):
    """Whatever stage and head the window was on (weights, head 3), a row opens stage 1 with
    the row's head in focus (it kept the old stage and head)."""
    from core.files.examples import load_example
    from gui.window.app import build_window

    window = build_window(load_example("three-heads"), restore=False)
    qtbot.addWidget(window)
    window.stepper.jump("weights")
    window.stage_panel.set_head(2)
    dock = window.features.get(HeadsDock)
    dock.tabs.setCurrentWidget(dock.decoder_tab)
    panel = dock.decoder_ranking
    panel.text_edit.setText("The cat sat on the mat")
    _ranked(panel, qtbot)
    row = next(i for i in range(9) if panel.row_at(i).head not in (2,))
    panel.choose(row)
    assert window.stepper.stage == "x"
    assert window.stage_panel.head == panel.row_at(row).head
