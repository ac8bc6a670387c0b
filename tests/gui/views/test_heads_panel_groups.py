"""The Heads dock says when heads share a key/value head (grouped-query attention), in words
and numbers, from the trace: SmolLM2's layer session reads 3 key/value heads for 9 query
heads; a session whose heads share nothing says nothing about it."""

from __future__ import annotations

import pytest

from core.session.value import Session
from gui.views.heads_grid.heads_panel import HeadsPanel
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder


@pytest.fixture(scope="module")
def smollm2_layer():
    from core.pretrained.decoder_session import build_decoder_session

    with one_torch_thread():
        session = build_decoder_session("The cat sat on the mat", 2, model=shipped_decoder())
        yield session, session.run()


@needs_wheel
def test_smollm2_heads_are_named_in_their_groups(qtbot, smollm2_layer):
    session, trace = smollm2_layer
    panel = HeadsPanel()
    qtbot.addWidget(panel)
    panel.render_stage(trace, session.tokens, "k")
    assert ("Grouped-query attention: 9 query heads read 3 key/value heads (heads 1–3; heads "
            "4–6; heads 7–9: equal k and v). A KV cache keeps 3 instead of 9: 1/3 of the "
            "bytes.") in panel.note.text()
    assert [tile.switch.text() for tile in panel.grid.tiles] == \
        [f"head {h} · K/V {(h - 1) // 3 + 1}" for h in range(1, 10)]


def test_heads_that_share_nothing_get_no_group_sentence(qtbot):
    session = Session.from_text("the cat sat", n_heads=3, d_model=6, d_head=2)
    panel = HeadsPanel()
    qtbot.addWidget(panel)
    panel.render_stage(session.run(), session.tokens, "k")
    assert "Grouped-query" not in panel.note.text()
    assert [tile.switch.text() for tile in panel.grid.tiles] == ["head 1", "head 2", "head 3"]


@needs_wheel
def test_a_smollm2_head_alone_is_named_as_the_model_names_it(qtbot):
    """Layer 30 head 5 alone: the dock says head 5 (not 1), d_head 64 ≠ 576 as the model's
    choice with its group (not "a free choice"), and offers no d_head = d_model / h (576 is
    past the largest d_head)."""
    from core.pretrained.decoder_session import build_decoder_session

    with one_torch_thread():
        session = build_decoder_session("The cat sat on the mat", 29, head=4,
                                        model=shipped_decoder())
        trace = session.run()
    assert "layer 30 head 5: " in session.title and "head 5 of 9" in session.description
    panel = HeadsPanel()
    qtbot.addWidget(panel)
    panel.render_stage(trace, session.tokens, "weights", model_head=session.model_head)
    note = panel.note.text()
    assert "Head 5 of the model's 9 in this layer" in note and "free choice" not in note
    assert "576 / 9 = 64" in note
    assert "reads key/value head 2 of 3, shared by query heads 4–6" in note
    assert [tile.switch.text() for tile in panel.grid.tiles] == ["head 5"]
    assert not panel.split_button.isVisibleTo(panel)
    plain = session.with_settings(title="")
    panel.render_stage(plain.run(), plain.tokens, "weights")     # no model head: the old note
    assert "free choice" in panel.note.text() and not panel.split_button.isEnabled()
