"""The Heads dock's one ranking, for any model behind the model protocol, here the decoders
(MiniLM's: test_heads_ranking.py): scored off the UI thread, ranked per kind, and a row opens
that head through one path. SmolLM2's
scores are checked against the float64 numpy forward written in
tests/core/test_smollm2_reference.py, a tiny Gemma 3 GGUF's against
tests/core/tiny_gguf_models.py's, not against core."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt

from gui.classroom.model_heads_ranking import DEFAULT_TEXT, ModelHeadsRankingPanel
from gui.window.heads_dock import HeadsDock
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder
from tests.core.test_smollm2_reference import _reference
from tests.core.tiny_gguf_models import GEMMA3, read_back, reference, write_tiny

REPEATING = "ab a b ab a b ab a b"     # tiny Gemma: <bos> ab ▁a ▁b ▁ab ▁a ▁b ▁ab ▁a ▁b


@pytest.fixture(scope="module")
def tiny_gemma(tmp_path_factory):
    """(path, the float64 reference's tensors) of a tiny Gemma 3 GGUF written here."""
    path = write_tiny(tmp_path_factory.mktemp("ranked-gguf") / "tiny-gemma.gguf", GEMMA3)
    return path, read_back(path)


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


@needs_wheel
def test_the_ranking_lists_every_head_by_kind_with_numpy_scores(qtbot, decoder):
    panel = ModelHeadsRankingPanel()
    qtbot.addWidget(panel)
    assert panel.encoder_chosen() and "differently" in panel.sentence.text()   # MiniLM first
    panel.choose_model("smollm2")
    assert not panel.encoder_chosen() and not panel.word_edit.isVisibleTo(panel)
    assert panel.form.labelForField(panel.text_edit).text() == "Text:"
    assert panel.text_edit.text() == DEFAULT_TEXT
    assert panel.table.rowCount() == 0 and "previous" in panel.sentence.text()
    _ranked(panel, qtbot)
    assert panel.table.rowCount() == 270 and "SmolLM2: 270 heads" in panel.status.text()
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
        assert panel.table.item(0, 3).data(Qt.ItemDataRole.DisplayRole) == \
            pytest.approx(expected, abs=1.5e-3)                          # shown to 3 decimals
    assert "first token" in panel.sentence.text()
    panel.kind_box.setCurrentIndex(panel.kind_box.findData("induction"))
    assert "followed it" in panel.sentence.text() and panel.table.rowCount() == 270
    chosen = []
    panel.head_chosen.connect(lambda *args: chosen.append(args))
    panel.choose(0)
    top = panel.row_at(0)
    assert [args[1:] for args in chosen] == [(DEFAULT_TEXT, top.layer, top.head)]
    assert chosen[0][0].shape.name == "SmolLM2" and chosen[0][0].model is decoder


@needs_wheel
def test_a_row_opens_that_smollm2_layer_in_the_window(qtbot, decoder):
    from core.files.examples import load_example
    from gui.window.app import build_window

    window = build_window(load_example("three-heads"), restore=False)
    qtbot.addWidget(window)
    dock = window.features.get(HeadsDock)
    assert dock.ranking is None                            # built when its tab is first shown
    dock.tabs.setCurrentWidget(dock.ranking_tab)
    panel = dock.ranking
    assert panel is not None and panel.isVisibleTo(dock.ranking_tab)
    panel.choose_model("smollm2")
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


@needs_wheel
def test_a_text_too_short_is_refused_in_the_panel_and_the_ranking_says_what_it_measured(
        qtbot, decoder):
    panel = ModelHeadsRankingPanel()
    qtbot.addWidget(panel)
    panel.choose_model("smollm2")
    panel.text_edit.setText("Hello")
    _ranked(panel, qtbot)
    assert panel.table.rowCount() == 0
    assert "the text has 1 of the 4 tokens ranking the heads needs" in panel.status.text()
    panel.text_edit.setText("the old fisher mends his net at dawn, and the old fisher mends "
                            "his net at dusk.")
    _ranked(panel, qtbot)
    assert panel.table.rowCount() == 270
    assert "Induction is scored on your text: in 6 rows" in panel.status.text()


@needs_wheel
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
    dock.show_ranking("smollm2")
    panel = dock.ranking
    panel.text_edit.setText("The cat sat on the mat")
    _ranked(panel, qtbot)
    row = next(i for i in range(9) if panel.row_at(i).head not in (2,))
    panel.choose(row)
    assert window.stepper.stage == "x"
    assert window.stage_panel.head == panel.row_at(row).head


def test_a_gguf_files_heads_rank_and_a_row_opens_that_head_alone(qtbot, tiny_gemma):
    """A tiny Gemma 3 file added to the box: its kinds ranked from the reference's weights, and
    a row opens that one head (q and k normed per head) with the reference's weights."""
    from core.files.examples import load_example
    from gui.window.app import build_window

    path, tensors = tiny_gemma
    window = build_window(load_example("three-heads"), restore=False)
    qtbot.addWidget(window)
    dock = window.features.get(HeadsDock)
    dock.show_ranking()
    panel = dock.ranking
    panel.add_model_file(path)
    assert panel.model_box.currentText() == "tiny-gemma.gguf (GGUF file)"
    panel.text_edit.setText(REPEATING)
    _ranked(panel, qtbot)
    ids = [2, 9, 8, 10, 12, 8, 10, 12, 8, 10]
    every = reference(GEMMA3, tensors, ids)[0]                        # 6 × (4, n, n)
    assert panel.table.rowCount() == 24 and "tiny gemma3: 24 heads" in panel.status.text()
    assert "one head at a time" in panel.status.text()
    assert "Induction is scored on your text: in 4 rows" in panel.status.text()
    panel.kind_box.setCurrentIndex(panel.kind_box.findData("previous"))
    previous = {(layer, head): np.mean([w[head, i, i - 1] for i in range(1, 10)])
                for layer, w in enumerate(every) for head in range(4)}
    scores = _scores(panel)
    assert scores[0] == pytest.approx(max(previous.values()), abs=2e-6)
    row = 3                                          # any row: its head opens alone
    chosen = panel.row_at(row)
    assert scores[row] == pytest.approx(previous[chosen.layer, chosen.head], abs=2e-6)
    panel.choose(row)
    session = window.controller.session
    assert session.n_heads == 1 and len(session.tokens) == 10
    np.testing.assert_allclose(window.controller.trace.numpy("weights"),
                               every[chosen.layer][chosen.head], atol=2e-5)
    assert window.status_message() == \
        f"tiny gemma3 layer {chosen.layer + 1}, head {chosen.head + 1}"
    assert window.stepper.stage == "x" and dock.tabs.currentWidget() is dock.panel
    assert window.stage_panel.head == 0


def test_a_file_that_is_not_a_supported_model_is_refused_in_the_panel(qtbot, tmp_path):
    path = tmp_path / "cut.gguf"
    path.write_bytes(b"GGUF\x03\x00")
    panel = ModelHeadsRankingPanel()
    qtbot.addWidget(panel)
    panel.add_model_file(path)
    _ranked(panel, qtbot)
    assert panel.table.rowCount() == 0 and "cut short" in panel.status.text()
    assert "cut.gguf" in panel.status.text() and "\n" not in panel.status.text()
    assert panel.rank_button.isEnabled()


def test_the_rankings_load_says_its_stages_and_cancel_stops_it(qtbot, tmp_path, monkeypatch):
    """A model not loaded yet loads the one way (gui.classroom.model_loading): the status line
    names each stage as it comes, Cancel loading stops the load itself (nothing kept), and Rank
    the heads loads it again. Each reported stage is held 0.15 s so that Cancel can land."""
    import time

    import gui.classroom.model_loading as loading
    from core.pretrained.gguf_model import forget_gguf_model
    from core.pretrained.load_progress import LoadCancelled

    path = write_tiny(tmp_path / "slow-gemma.gguf", GEMMA3)
    monkeypatch.setenv("QKV_LAB_WEIGHTS_CACHE", str(tmp_path / "weights"))
    original_submit, futures = loading._EXECUTOR.submit, []

    def held(function, watch, *args):
        heard = watch.progress

        def slowly(step):
            heard(step)
            time.sleep(0.15)
        watch.progress = slowly
        futures.append(original_submit(function, watch, *args))
        return futures[-1]
    monkeypatch.setattr(loading._EXECUTOR, "submit", held)
    panel = ModelHeadsRankingPanel()
    qtbot.addWidget(panel)
    panel.add_model_file(path)
    panel.text_edit.setText(REPEATING)
    panel.rank_button.click()
    assert panel.busy() and panel.cancel_button.isVisibleTo(panel)
    qtbot.waitUntil(lambda: panel.status.text().startswith("Unpacking layer"), timeout=20000)
    panel.cancel_button.click()
    assert not panel.busy() and panel.rank_button.isEnabled()
    assert "cancelled" in panel.status.text() and not panel.cancel_button.isVisibleTo(panel)
    qtbot.waitUntil(lambda: futures[0].done(), timeout=20000)
    assert isinstance(futures[0].exception(), LoadCancelled)
    assert not list((tmp_path / "weights").glob("*.safetensors"))      # nothing written
    assert panel.table.rowCount() == 0
    _ranked(panel, qtbot)                                   # loads again, to the end
    assert panel.table.rowCount() == 24 and "tiny gemma3: 24 heads" in panel.status.text()
    assert len(list((tmp_path / "weights").glob("*.safetensors"))) == 1
    forget_gguf_model(path)
