"""A tour in another language: its texts from ``<tour>.<language>.json`` beside the tour file.

The translation mirrors the tour and holds only words: the tour's title and description, and
per step its title, text and question (``ask``: text, and a choice's options). It must match
its tour: as many steps, a question only where the tour asks one, as many options. Answers,
examples, stages, selections, settings and sentences come only from the English file, so a
translation changes words, never an answer. A field it leaves out keeps the English text.

A translation that is broken or does not match is refused with one line naming the file and
the step, and the English tour is used. The line's words are in the window's language (context
TourFiles); the file, the step and the field it names stay as written.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from core.files.translation_files import (
    HEADER,
    TranslationError,
    check_fields,
    read_translation,
    text_or,
    translation_path,
    wants_translation,
)
from core.i18n import translate
from core.tours.parse import MAX_TEXT
from core.tours.tour import Question, Step, Tour

TOUR_TEXTS = (*HEADER, "title", "description", "steps")
STEP_TEXTS = ("title", "text", "ask")
ASK_TEXTS = ("text", "options")


def translate_tour(tour: Tour, path: Path, language: str | None) -> tuple[Tour, str]:
    """``tour`` (read from ``path``) in ``language``, and "" or the one line saying why its
    translation was refused (then ``tour`` comes back in English). No translation file: the
    English tour, nothing to say."""
    if not wants_translation(language):
        return tour, ""
    try:
        document = read_translation(translation_path(Path(path), language), language)
        if document is None:
            return tour, ""
        return translated(tour, document, translation_path(Path(path), language).name), ""
    except (TranslationError, ValueError) as error:
        return tour, translate("TourFiles", "{error}; the tour is shown in English").format(
            error=error)


def translated(tour: Tour, document: dict, name: str) -> Tour:
    """The tour with the document's texts; TranslationError at the first mismatch."""
    where = f"{name}: "
    check_fields(document, TOUR_TEXTS, where)
    steps = document.get("steps", [{}] * len(tour.steps))   # none given: the steps in English
    if not isinstance(steps, list):
        raise TranslationError(f"{where}steps: " + translate("TourFiles", "must be a list, one "
                                                                          "entry per step of "
                                                                          "the tour"))
    if len(steps) != len(tour.steps):
        counts = dict(count=len(steps), total=len(tour.steps),
                      number=min(len(steps), len(tour.steps)) + 1)
        raise TranslationError(f"{where}steps: " + (
            translate("TourFiles", "{count} steps, but the tour has {total}: step {number} is "
                                   "missing") if len(steps) < len(tour.steps) else
            translate("TourFiles", "{count} steps, but the tour has {total}: step {number} is "
                                   "extra")).format(**counts))
    return replace(
        tour, title=text_or(document, "title", tour.title, where, 200),
        description=text_or(document, "description", tour.description, where),
        steps=tuple(_step(step, raw, f"{where}step {k}: ")
                    for k, (step, raw) in enumerate(zip(tour.steps, steps, strict=True), 1)))


def _step(step: Step, raw: Any, where: str) -> Step:
    if not isinstance(raw, dict):
        raise TranslationError(where + translate("TourFiles", "must be an object with the "
                                                              "step's title, text, ask"))
    check_fields(raw, STEP_TEXTS, where)
    ask = step.ask
    if "ask" in raw:
        if ask is None:
            raise TranslationError(f"{where}ask: " + translate("TourFiles", "the tour's step "
                                                                            "asks no question"))
        ask = _question(ask, raw["ask"], where)
    return replace(step, title=text_or(raw, "title", step.title, where, 200),
                   text=text_or(raw, "text", step.text, where, MAX_TEXT), ask=ask)


def _question(ask: Question, raw: Any, where: str) -> Question:
    where = f"{where}ask."
    if not isinstance(raw, dict):
        raise TranslationError(f"{where[:-1]}: " + translate("TourFiles", "must be an object "
                                                                          "with text (and "
                                                                          "options)"))
    check_fields(raw, ASK_TEXTS, where)
    options = ask.options
    if "options" in raw:
        given = raw["options"]
        if ask.kind != "choice":
            raise TranslationError(f"{where}options: " + translate(
                "TourFiles", "the tour's question is {kind}, not a choice: it has no options")
                .format(kind=ask.kind))
        if not isinstance(given, list) or len(given) != len(ask.options):
            raise TranslationError(f"{where}options: " + (
                translate("TourFiles", "{count} options, but the tour's question has {total}")
                if isinstance(given, list) else
                translate("TourFiles", "no list of options, but the tour's question has "
                                       "{total}")).format(count=len(given) if isinstance(
                                           given, list) else 0, total=len(ask.options)))
        for k, option in enumerate(given, 1):
            if not isinstance(option, str) or not option.strip() or len(option) > 500:
                raise TranslationError(f"{where}options: " + translate(
                    "TourFiles", "option {number} must be text, not empty").format(number=k))
        options = tuple(given)
    return replace(ask, prompt=text_or(raw, "text", ask.prompt, where, MAX_TEXT),
                   options=options)
