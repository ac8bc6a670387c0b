"""Which of a tour's questions were answered on screen before they were asked.

A step shows its session's stages up to its own (the large view and the tiles before it), and
a question's reveal shows its stage (every head, in the Heads dock). A question gives itself
away when an earlier step showed its stage, or a later one, of the same numbers: the learner
would read the answer instead of predicting it. A choice question asks about ideas, not about a
number on screen, and a compare asks about a session the window has not shown yet.
"""

from __future__ import annotations

from core.attention.stages import stage_index
from core.session.value import Session
from core.tours.tour import Step


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
