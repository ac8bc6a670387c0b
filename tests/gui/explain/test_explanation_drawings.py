"""The panel asks an explanation for its drawing: a kind made up in a test is drawn as a
statement with its own note, and every real kind names a drawing the panel has."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from core.explanations import explain
from core.session.value import Session
from gui.explain.panel.drawings import view_for
from tests.core.test_explanation_kinds import ResidualExplanation


@dataclass(frozen=True)
class NotedResidual(ResidualExplanation):
    panel_note: ClassVar[str] = "The residual stream adds x back."


def test_a_new_kind_is_drawn_as_a_statement_with_its_own_note(qtbot):
    e = NotedResidual("residual", None, 0, 1, 0.5, attended=0.25, residual=0.25)
    view = view_for(e, ["a", "b"])
    qtbot.addWidget(view)
    assert view.big_label is not None and view.big_label.text() == "0.5"
    assert [note.text() for note in view.notes] == ["0.5", "res = 0.25 + 0.25",
                                                    "The residual stream adds x back."]


def test_every_stage_of_a_real_trace_is_drawn_by_the_drawing_it_names(qtbot):
    trace = Session.from_text("the mole on his face", n_heads=2).run()
    drawn = {}
    for stage, j in (("x", 1), ("q", 1), ("scores", 2), ("scaled", 2), ("masked", 2),
                     ("weights", 2), ("z", 1), ("concat", 1), ("output", 1)):
        e = explain(trace, stage, 1, j, head=None if stage in ("x", "concat", "output") else 0)
        view = view_for(e, ["the", "mole", "on", "his", "face"])
        qtbot.addWidget(view)
        drawn[stage] = (e.drawing, view.grid is not None, view.bars is not None,
                        view.fraction is not None, view.head_bars is not None)
    assert drawn == {
        "x": ("statement", False, False, False, False),
        "q": ("dot_product", True, False, False, False),
        "scores": ("dot_product", True, False, False, False),
        "scaled": ("fraction", False, False, True, False),
        "masked": ("mask", False, False, False, False),
        "weights": ("softmax", False, True, False, False),
        "z": ("weighted_sum", True, False, False, False),
        "concat": ("statement", False, False, False, False),
        "output": ("output", True, False, False, True),
    }
