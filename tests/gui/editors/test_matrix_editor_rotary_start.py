"""A rotary session opened at start (a pretrained head's session file: d_head 256) keeps its
d_head: the matrix editor's d_head box starts at 1, and raising its minimum to 2 for rotary
positions used to send that 2 as an edit (the window then showed d_head 2 and "changed from
lesson")."""

from __future__ import annotations

import numpy as np

from core.session.value import Session
from gui.document.controller import SessionController
from gui.editors.matrix_editor.matrix_editor_panel import MatrixEditorPanel


def test_a_rotary_session_keeps_its_d_head_when_the_editor_is_built(qtbot):
    rng = np.random.default_rng(0)
    n, d_model, d_head = 5, 12, 8
    session = Session(tokens=tuple("abcde"), embeddings=rng.normal(size=(n, d_model)),
                      w_q=rng.normal(size=(1, d_model, d_head)),
                      w_k=rng.normal(size=(1, d_model, d_head)),
                      w_v=rng.normal(size=(1, d_model, d_head)),
                      causal=True, positional="rotary", title="a head")
    controller = SessionController(session)
    panel = MatrixEditorPanel(controller)
    qtbot.addWidget(panel)
    assert controller.session.d_head == d_head and controller.session is session
    assert panel.spins["d_head"].value() == d_head and panel.spins["d_head"].minimum() == 2
