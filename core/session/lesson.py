"""A lesson's words belong to its numbers.

A lesson (an example, a pretrained head, any session file with a description) makes claims
about its numbers: "'mole' attends most to 'face' (weight ≈ 0.58)". Once the tokens, numbers or
settings differ from the lesson's, those claims are withdrawn: the edited session carries no
description and is titled by its own sentence, so a saved or autosaved file never repeats a
claim its numbers contradict. Edited back to the lesson's numbers (undo, or "back to the
lesson"), the lesson's words return.
"""

from __future__ import annotations

from core.i18n import translate
from core.session.tokens import sentence_of
from core.session.value import Session


def sentence(session: Session) -> str:
    """The session's tokens as one line: the title of a session that is no lesson."""
    return sentence_of(session.tokens)


def same_numbers(a: Session, b: Session) -> bool:
    """Equal in everything but the words about them (title and description) and the heads
    switched off (an experiment on the lesson's numbers: its heads still attend as it says)."""
    if a.n_heads != b.n_heads:
        return False
    return a == b.with_settings(title=a.title, description=a.description, heads_off=a.heads_off)


def is_lesson(session: Session | None) -> bool:
    return session is not None and bool(session.description)


def typed_sentence(current: Session, tokens) -> tuple[Session, bool]:
    """The session for a sentence typed over ``current``, and whether its weights are fresh.

    A lesson's W^Q, W^K, W^V were chosen for its own words: over another sentence they give
    rows that look broken (mole's lesson W^Q turns every new word into a query of two equal
    numbers). So a sentence typed into a lesson gets fresh seeded weights of the lesson's
    shape and settings (Undo brings the lesson back); a session that is no lesson keeps its
    weights, and each word it already had keeps its embedding row."""
    if not is_lesson(current):
        return current.with_tokens(tokens), False
    fresh = Session.from_text(" ".join(tokens), d_model=current.d_model, d_head=current.d_head,
                              n_heads=current.n_heads, seed=current.seed, causal=current.causal,
                              scaled=current.scaled)
    return fresh.with_settings(positional=current.positional), True


def words_for(edited: Session, lesson: Session | None) -> Session:
    """``edited`` with the title and description its numbers support.

    ``lesson`` is the session as the lesson opened (None when no lesson was opened)."""
    if not is_lesson(lesson):
        return edited
    if same_numbers(edited, lesson):
        return edited.with_settings(title=lesson.title, description=lesson.description)
    if edited.description == lesson.description:
        return edited.with_settings(title=sentence(edited), description="")
    return edited  # words the learner chose after leaving the lesson stay theirs


def departure_note(current: Session, lesson: Session | None) -> str | None:
    """'changed from lesson "…"' when ``current`` has left the lesson; None while it holds."""
    if not is_lesson(lesson) or same_numbers(current, lesson):
        return None
    return translate("Lessons", "changed from lesson “{title}”: its description no longer "
                                "matches these numbers").format(title=lesson.title)
