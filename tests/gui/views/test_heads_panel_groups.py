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


def test_heads_that_share_nothing_get_no_group_sentence(qtbot):
    session = Session.from_text("the cat sat", n_heads=3, d_model=6, d_head=2)
    panel = HeadsPanel()
    qtbot.addWidget(panel)
    panel.render_stage(session.run(), session.tokens, "k")
    assert "Grouped-query" not in panel.note.text()
