"""Handout-ready exports: file names that say which session they come from, and captions.

A teacher exports "the cat sat" and then "the mole on his face" into one folder for slides:
bare names (``weights.csv``) would overwrite each other. In the window every file is named
``<stem>_<file>``, the stem taken from the session's title (its sentence when it has no
lesson title), and a head's file says the head as a person counts it (``_head1`` for the first;
the arrays inside keep 0-based head axes). The command line keeps bare names unless asked
(``--name``), so scripts that read ``weights.csv`` keep working.

A caption says where a picture comes from without the window around it: the sentence, the
stage (counted from 1) and the lesson or model; the picture's title gives formula and head.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from pathlib import Path

from core.attention.stages import ROTATED_SOURCES, STAGES, stage_index
from core.i18n import quoted, translate
from core.session.tokens import sentence_of

DEFAULT_STEM = "attention"
STEM_CHARACTERS = 60
_HEAD_SUFFIX = re.compile(r"_h(\d+)$")      # "weights_h0" as core.export.stage_matrices names it


def file_stem(name: str) -> str:
    """A file name stem from a title or file name: ASCII letters, digits, '-' and '_' only;
    a letter with an accent keeps its letter ("während" -> "waehrend", "pequeño" -> "pequeno"),
    never a '-' in its place."""
    stem = re.sub(r"[^\w-]+", "-", ascii_letters(name.strip()), flags=re.ASCII).strip("-_")
    return whole_words(stem).strip("-_").lower() or DEFAULT_STEM


GERMAN_LETTERS = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe",
                                "Ü": "Ue", "ß": "ss"})


def ascii_letters(text: str) -> str:
    """Latin letters without their accents (German's umlauts as ae, oe, ue; ß as ss); other
    scripts as they are (the stem's rule then replaces them)."""
    decomposed = unicodedata.normalize("NFKD", text.translate(GERMAN_LETTERS))
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def whole_words(stem: str, limit: int = STEM_CHARACTERS) -> str:
    """``stem`` cut to ``limit`` characters at a '-' between words ('…-old-farmer', never
    '…-old-farmer-sl'); a first word longer than ``limit`` is cut at ``limit``."""
    if len(stem) <= limit:
        return stem
    if stem[limit] == "-":
        return stem[:limit]
    head = stem[:limit].rsplit("-", 1)[0]
    return head if head != stem[:limit] else stem[:limit]


def session_stem(session) -> str:
    """The stem for a session's files: its title, else its sentence."""
    return file_stem(session.title or sentence_of(session.tokens))


def handout_name(stem: str, name: str) -> str:
    """``weights_h0.csv`` -> ``<stem>_weights_head1.csv``; ``stages.npz`` -> ``<stem>_stages.npz``.

    With no stem the name is returned as it is (the command line's bare names).
    """
    if not stem:
        return name
    path = Path(name)
    base = _HEAD_SUFFIX.sub(lambda m: f"_head{int(m.group(1)) + 1}", path.stem)
    return f"{stem}_{base}{path.suffix}"


def free_name(taken: Iterable[str], name: str) -> str:
    """``name``, or ``name (2)``, ``name (3)``… before the suffix: the first not in ``taken``."""
    taken = set(taken)
    if name not in taken:
        return name
    path = Path(name)
    number = 2
    while f"{path.stem} ({number}){path.suffix}" in taken:
        number += 1
    return f"{path.stem} ({number}){path.suffix}"


def existing_names(folder: str | Path, names: Iterable[str]) -> list[str]:
    """The names that are already files in ``folder`` (an export would replace them)."""
    folder = Path(folder)
    return [name for name in names if (folder / name).exists()]


def handout_caption(session, stage: str | None = None) -> str:
    """One line for under a picture's title: “sentence” · stage 8 of 11 · title.

    The title line above it (the stage's formula for the current settings, and the head of a
    several-head session) is the picture's own; this line says where the picture comes from.
    The stage counts from 1; the title (a lesson's or a MiniLM head's) is added only when it is
    not the sentence itself. ``stage=None``: a step-through, which names its stages frame by
    frame.
    """
    sentence = sentence_of(session.tokens)
    parts = [quoted(sentence)]
    if stage is not None:
        shown = ROTATED_SOURCES.get(stage, stage)   # q_rotated: stage q, after its turn
        parts.append(translate("Handout", "stage {index} of {count}").format(
            index=stage_index(shown) + 1, count=len(STAGES)))
    if session.title and session.title.strip() != sentence:
        parts.append(session.title.strip())
    return "  ·  ".join(parts)
