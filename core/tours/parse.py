"""A tour file's JSON document to a Tour, field by field, collecting every problem.

Each problem is one line naming the step (1-based) and the field: ``step 3: ask.row must be a
whole number ≥ 0``. Ranges that depend on a session (a row past the last token, an unknown
example) are checked by core.tours.verify once the steps' sessions are built.

The words of a problem are in the window's language (core.i18n, context TourFiles); the
``step 3: ask.row:`` that starts it, and every field name, option and stage it cites, stay as
the file writes them (core.tours.library sorts the lines by that step number).
"""

from __future__ import annotations

from typing import Any

from core.attention.stages import STAGES
from core.i18n import translate
from core.tours.ask import parse_question
from core.tours.fields import check_settings, is_whole, not_a_stage, whole_number
from core.tours.tour import FORMAT, OPENABLE, VERSION, Selection, Source, Step, Tour

MAX_STEPS = 500
MAX_TEXT = 4000          # characters of a step's text
STEP_FIELDS = ("title", "text", "example", "session", "own", "settings", "stage", "select",
               "open", "ask")
TOUR_FIELDS = ("format", "version", "title", "description", "steps")
# JSON a problem shows as it is written (a field, never translated).
TOUR_EXAMPLE = '{"format": "qkv-lab-tour", "version": 1, "title": ..., "steps": [...]}'
SELECT_EXAMPLE = '{"stage", "row", "col"}'


class Problems(list):
    """Problem lines; ``at(where)`` gives an adder whose lines start with ``where``."""

    def at(self, where: str):
        return lambda text: self.append(f"{where}: {text}")


def parse_tour(document: Any) -> tuple[Tour | None, list[str]]:
    """The tour, and every problem found (the tour is None when there is any)."""
    title, description, steps, problems = parse_parts(document)
    if problems:
        return None, problems
    return Tour(title=title, steps=tuple(steps), description=description), []


def parse_parts(document: Any) -> tuple[str, str, list[Step | None], list[str]]:
    """Title, description, the steps (None where a step has a problem) and the problems: the
    steps that parsed can still be checked against their sessions (core.tours.verify)."""
    problems = Problems()
    if not isinstance(document, dict):
        return "", "", [], [translate("TourFiles", "the file holds no JSON object: a tour is "
                                                   "{example}").format(example=TOUR_EXAMPLE)]
    field = problems.at
    if document.get("format") != FORMAT:
        field("format")(translate("TourFiles", "must be {value}").format(value=repr(FORMAT)))
    version = document.get("version")
    if not is_whole(version) or version < 1:
        field("version")(translate("TourFiles", "must be a whole number ≥ 1"))
    elif version > VERSION:
        field("version")(translate("TourFiles", "{version} is from a newer QKV Lab (this one "
                                                "reads up to {newest}); update QKV Lab to open "
                                                "it").format(version=version, newest=VERSION))
    title = document.get("title")
    if not isinstance(title, str) or not title.strip():
        field("title")(translate("TourFiles", "must be text (the tour's name in the menu)"))
    description = document.get("description", "")
    if not isinstance(description, str):
        field("description")(translate("TourFiles", "must be text"))
    unknown = sorted(set(document) - set(TOUR_FIELDS))
    if unknown:
        field(unknown[0])(translate("TourFiles", "not a field of a tour (fields are {fields})")
                          .format(fields=", ".join(TOUR_FIELDS)))
    steps = document.get("steps")
    if not isinstance(steps, list) or not steps:
        field("steps")(translate("TourFiles", "must be a list of at least one step"))
        steps = []
    elif len(steps) > MAX_STEPS:
        field("steps")(translate("TourFiles", "{count} steps; a tour has at most {most}")
                       .format(count=len(steps), most=MAX_STEPS))
        steps = []
    parsed = [_step(raw, problems, f"step {k}") for k, raw in enumerate(steps, start=1)]
    if parsed and parsed[0] is not None and parsed[0].source is None:
        field("step 1: example")(translate("TourFiles", "the first step must say where its "
                                                        "session comes from (example, session "
                                                        "or own)"))
    return title, description, parsed, list(problems)


def _step(raw: Any, problems: Problems, where: str) -> Step | None:
    problem, start = problems.at(where), len(problems)
    if not isinstance(raw, dict):
        problem(translate("TourFiles", "must be an object with title, text and more"))
        return None
    for key in sorted(set(raw) - set(STEP_FIELDS)):
        problem(f"{key}: " + translate("TourFiles", "not a field of a step (fields are "
                                                    "{fields})").format(fields=", ".join(
                                                        STEP_FIELDS)))
    title, text = raw.get("title"), raw.get("text")
    if not isinstance(title, str) or not title.strip():
        problem("title: " + translate("TourFiles", "must be text"))
    if not isinstance(text, str) or not text.strip():
        problem("text: " + translate("TourFiles", "must be text (a small Markdown subset)"))
    elif len(text) > MAX_TEXT:
        problem("text: " + translate("TourFiles", "{count} characters; a step says at most "
                                                  "{most}").format(count=len(text),
                                                                   most=MAX_TEXT))
    source = _source(raw, problem)
    settings = check_settings(raw.get("settings", {}), problem, "settings")
    stage = raw.get("stage", "x")
    if stage not in STAGES:
        problem("stage: " + not_a_stage(stage))
    select = _select(raw.get("select"), stage, problem)
    opened = _open(raw.get("open", []), problem)
    ask = parse_question(raw["ask"], problem) if "ask" in raw else None
    if len(problems) > start:
        return None
    return Step(title=title, text=text, source=source, settings=settings, stage=stage,
                select=select, open=opened, ask=ask)


def _source(raw: dict, problem) -> Source | None:
    named = [key for key in ("example", "session", "own") if key in raw]
    if len(named) > 1:
        problem(f"{named[1]}: " + translate("TourFiles", "a step takes its session from one "
                                                         "of example, session or own, not "
                                                         "{named}").format(
            named=translate("TourFiles", " and ").join(named)))
        return None
    if not named:
        return None
    key, value = named[0], raw[named[0]]
    if key == "session" and not isinstance(value, dict):
        problem("session: " + translate("TourFiles", "must be a session object (the JSON of a "
                                                     "session file)"))
    elif key != "session" and (not isinstance(value, str) or not value.strip()):
        problem(f"{key}: " + (translate("TourFiles", "must be text (an example's name)")
                              if key == "example" else
                              translate("TourFiles", "must be text (the sentence offered "
                                                     "while the learner has typed none)")))
    return Source(key, value)


def _select(raw: Any, stage: str, problem) -> Selection | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        problem("select: " + translate("TourFiles", "must be an object {example}").format(
            example=SELECT_EXAMPLE))
        return None
    for key in sorted(set(raw) - {"stage", "row", "col", "head"}):
        problem(f"select.{key}: " + translate("TourFiles", "not a field of select ({fields})")
                .format(fields="stage, row, col, head"))
    chosen = raw.get("stage", stage)
    if chosen not in STAGES:
        problem("select.stage: " + translate("TourFiles", "{stage} is not a stage").format(
            stage=repr(chosen)))
    row, col, head = raw.get("row"), raw.get("col"), raw.get("head", 0)
    for name, value, required in (("row", row, True), ("col", col, False),
                                  ("head", head, False)):
        if (value is not None or required) and not (is_whole(value) and value >= 0):
            problem(whole_number(f"select.{name}"))
    return Selection(chosen, row, col, head) if is_whole(row) else None


def _open(raw: Any, problem) -> tuple[str, ...]:
    names = [raw] if isinstance(raw, str) else raw
    if not isinstance(names, list):
        problem("open: " + translate("TourFiles", "must be one of {names} or a list of them")
                .format(names=", ".join(OPENABLE)))
        return ()
    for name in names:
        if name not in OPENABLE:
            problem("open: " + translate("TourFiles", "{name} cannot be opened; a step opens "
                                                      "{names}").format(
                name=repr(name), names=", ".join(OPENABLE)))
    return tuple(name for name in names if name in OPENABLE)


