"""Which of a tour's questions were answered on screen before they were asked.

A step shows its session's stages up to its own (the large view and the tiles before it), and
a question's reveal shows its stage (every head, in the Heads dock). A question gives itself
away when an earlier step showed its stage, or a later one, of the same numbers: the learner
would read the answer instead of predicting it. A choice question asks about ideas, not about a
number on screen, and a compare asks about a session the window has not shown yet.

While a question waits, ``hidden_surfaces`` says what no surface may show: the asked stage and
every later one (views, tiles, tooltips, a pinned explanation, the Heads grid) and the Vectors
drawings made of them. A choice question may name the stage whose numbers would answer it
("sharper or flatter?" names weights); a choice about ideas names none.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.attention.stages import ROTATED_SOURCES, STAGES, stage_index
from core.session.value import Session
from core.tours.tour import Question, Step


def given_away(steps: tuple[Step, ...], sessions: tuple[Session, ...]) -> list[int]:
    """0-based indices of the steps whose question an earlier step already showed."""
    shown: list[tuple[Session, int]] = []   # (session, the last stage it showed)
    found = []
    for index, (step, session) in enumerate(zip(steps, sessions, strict=True)):
        question = step.ask
        asks = question is not None and question.kind not in ("choice", "compare")
        if asks:
            asked = stage_index(question.stage)
            if any(seen == session and last >= asked for seen, last in shown):
                found.append(index)
            else:   # hidden from the asked stage on until the learner answers
                shown.append((session, min(stage_index(step.stage), asked - 1)))
            shown.append((session, asked))   # the reveal
        else:
            shown.append((session, stage_index(step.stage)))
    return found


# ----- while a question waits -------------------------------------------------------------------
# What each drawing of the Vectors dock shows, as stages: "q and k" draws q and k as arrows (their
# dot products are the scores, the key arrows as wide as the query's weights); "x → output" and
# "two sentences" draw the outputs (z itself with one head and no W^O); "rotary turn" the turned
# q and k, whose dot products are the scores.
VECTOR_DRAWINGS: dict[str, tuple[str, ...]] = {
    "qk": ("q", "k", "scores", "scaled", "masked", "weights"),
    "moves": ("z", "concat", "output"),
    "two": ("z", "concat", "output"),
    "turns": ("q", "k", "scores"),
}


def hidden_from(question: Question | None) -> int | None:
    """The first stage (index) whose numbers a waiting question keeps hidden: the asked stage
    (value, sign, argmax, argmin), or the stage a choice names as the one that would answer it;
    None for a compare (it asks about a session not shown yet) and a choice about ideas."""
    if question is None or question.kind == "compare" or not question.stage:
        return None
    return stage_index(question.stage)


@dataclass(frozen=True)
class HiddenSurfaces:
    """What the window keeps out of sight while a question waits: every view, tile, tooltip and
    pinned explanation of ``stages``; the Heads dock's grid (every head's numbers) when any is
    hidden; and the Vectors dock's drawings (VECTOR_DRAWINGS) that would show one of them."""

    stages: frozenset[str] = frozenset()
    vectors: frozenset[str] = frozenset()

    @property
    def heads_grid(self) -> bool:
        return bool(self.stages)

    def hides_cell_of(self, stage: str) -> bool:
        """A pinned cell, a tooltip or a status line about ``stage`` would give it away."""
        return stage in self.stages or ROTATED_SOURCES.get(stage, stage) in self.stages


def hidden_surfaces(question: Question | None) -> HiddenSurfaces:
    """The surfaces a waiting ``question`` hides (nothing once it is answered: pass None)."""
    first = hidden_from(question)
    if first is None:
        return HiddenSurfaces()
    stages = frozenset(STAGES[first:])
    return HiddenSurfaces(stages, frozenset(name for name, drawn in VECTOR_DRAWINGS.items()
                                            if stages.intersection(drawn)))
