"""A tour file's JSON document to a Tour, field by field, collecting every problem.

Each problem is one line naming the step (1-based) and the field: ``step 3: ask.row must be a
whole number ≥ 0``. Ranges that depend on a session (a row past the last token, an unknown
example) are checked by core.tours.verify once the steps' sessions are built.

The words of a problem are in the window's language (core.words, context TourFiles); the
``step 3: ask.row:`` that starts it, and every field name, option and stage it cites, stay as
the file writes them (core.tours.library sorts the lines by that step number).
"""

from __future__ import annotations

import math
from typing import Any

from core.attention.stages import STAGES
from core.tours.model import (
    FORMAT,
    KINDS,
    OPENABLE,
    SETTINGS,
    VERSION,
    CellChange,
    Question,
    Selection,
    Source,
    Step,
    Tour,
)
from core.words import translate

MAX_STEPS = 500
MAX_TEXT = 4000          # characters of a step's text
MAX_OPTIONS = 8
STEP_FIELDS = ("title", "text", "example", "session", "own", "settings", "stage", "select",
               "open", "ask")
ASK_FIELDS = ("kind", "stage", "row", "col", "head", "tolerance", "change", "options",
              "answer", "text")
MATRICES = ("X", "W_Q", "W_K", "W_V", "W_O")
TOUR_FIELDS = ("format", "version", "title", "description", "steps")
# JSON a problem shows as it is written (a field, never translated).
TOUR_EXAMPLE = '{"format": "qkv-lab-tour", "version": 1, "title": ..., "steps": [...]}'
SETTINGS_EXAMPLE = '{"causal": true}'
SELECT_EXAMPLE = '{"stage", "row", "col"}'
CHANGE_EXAMPLES = ('{"settings": {...}}', '{"cell": {"matrix", "head", "row", "col", "value"}}')
CELL_EXAMPLE = "{matrix, head, row, col, value}"


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
    if not _whole(version) or version < 1:
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
    ask = _question(raw["ask"], problem) if "ask" in raw else None
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


def not_a_stage(stage: Any) -> str:
    """The words of ``'softmax' is not a stage; stages are x, q, …`` (the names as written)."""
    return translate("TourFiles", "{stage} is not a stage; stages are {stages}").format(
        stage=repr(stage), stages=", ".join(STAGES))


def whole_number(name: str) -> str:
    """``select.row: must be a whole number ≥ 0 (0-based)`` (``name`` as written)."""
    return f"{name}: " + translate("TourFiles", "must be a whole number ≥ 0 (0-based)")


def check_settings(raw: Any, problem, where: str) -> dict:
    """Settings a step or a change sets: only SETTINGS, each of its type."""
    if not isinstance(raw, dict):
        problem(f"{where}: " + translate("TourFiles", "must be an object such as {example}")
                .format(example=SETTINGS_EXAMPLE))
        return {}
    checked = {}
    for key, value in raw.items():
        if key not in SETTINGS:
            problem(f"{where}.{key}: " + translate("TourFiles", "not a setting (settings are "
                                                                "{settings})").format(
                settings=", ".join(SETTINGS)))
        elif key in ("causal", "scaled", "positional") and not isinstance(value, bool):
            problem(f"{where}.{key}: " + translate("TourFiles", "must be true or false"))
        elif key == "temperature" and value is not None and not _positive(value):
            problem(f"{where}.temperature: " + translate("TourFiles", "must be a positive number "
                                                                      "or null (√d_k)"))
        elif key == "heads_off" and (not isinstance(value, list) or
                                     not all(_whole(h) and h >= 0 for h in value)):
            problem(f"{where}.heads_off: " + translate("TourFiles", "must be a list of 0-based "
                                                                    "head numbers"))
        elif key == "mask" and not isinstance(value, str):
            problem(f"{where}.mask: " + translate("TourFiles", "must be a preset name such as "
                                                               "{causal} or {none}").format(
                causal='"causal"', none='"none"'))
        else:
            checked[key] = value
    return checked


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
        if (value is not None or required) and not (_whole(value) and value >= 0):
            problem(whole_number(f"select.{name}"))
    return Selection(chosen, row, col, head) if _whole(row) else None


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


def _question(raw: Any, problem) -> Question | None:
    if not isinstance(raw, dict):
        problem("ask: " + translate("TourFiles", "must be an object with a kind"))
        return None
    for key in sorted(set(raw) - set(ASK_FIELDS)):
        problem(f"ask.{key}: " + translate("TourFiles", "not a field of a question ({fields})")
                .format(fields=", ".join(ASK_FIELDS)))
    kind = raw.get("kind")
    if kind not in KINDS:
        problem("ask.kind: " + translate("TourFiles", "{kind} is not a question kind; kinds "
                                                      "are {kinds}").format(
            kind=repr(kind), kinds=", ".join(KINDS)))
        return None
    prompt = raw.get("text", "")
    if not isinstance(prompt, str):
        problem("ask.text: " + translate("TourFiles", "must be text"))
    if kind == "choice":
        return _choice(raw, prompt, problem)
    stage = raw.get("stage")
    if stage not in STAGES:
        problem("ask.stage: " + not_a_stage(stage))
    row, col, head = raw.get("row"), raw.get("col"), raw.get("head", 0)
    needs_col = kind in ("value", "sign", "compare")
    for name, value, required in (("row", row, True), ("col", col, needs_col),
                                  ("head", head, False)):
        if (value is not None or required) and not (_whole(value) and value >= 0):
            problem(whole_number(f"ask.{name}"))
    if not needs_col and col is not None:
        problem("ask.col: " + translate("TourFiles", "an {kind} question names a row; the "
                                                     "learner picks the column").format(
            kind=kind))
    tolerance = raw.get("tolerance")
    if tolerance is not None and not (_number(tolerance) and tolerance >= 0):
        problem("ask.tolerance: " + translate("TourFiles", "must be a number ≥ 0"))
    settings, cell = {}, None
    if kind == "compare":
        settings, cell = _change(raw.get("change"), problem)
    elif "change" in raw:
        problem("ask.change: " + translate("TourFiles", "only a compare question applies a "
                                                        "change, not {kind}").format(kind=kind))
    for key in ("options", "answer"):
        if key in raw:
            problem(f"ask.{key}: " + translate("TourFiles", "only a choice question gives "
                                                            "{key}; core computes this answer")
                    .format(key=key))
    return Question(kind=kind, stage=stage, row=row, col=col, head=head, tolerance=tolerance,
                    settings_change=settings, cell_change=cell, prompt=prompt)


def _choice(raw: dict, prompt: str, problem) -> Question:
    options, answer = raw.get("options"), raw.get("answer")
    if not isinstance(options, list) or not 2 <= len(options) <= MAX_OPTIONS or \
            not all(isinstance(o, str) and o.strip() for o in options):
        problem("ask.options: " + translate("TourFiles", "must be a list of 2 to {most} texts")
                .format(most=MAX_OPTIONS))
        options = []
    if not _whole(answer) or not 0 <= answer < max(len(options), 1):
        problem("ask.answer: " + translate("TourFiles", "must be the 0-based number of one of "
                                                        "the {count} options").format(
            count=len(options)))
    for key in ("stage", "row", "col", "change"):
        if key in raw:
            problem(f"ask.{key}: " + translate("TourFiles", "a choice question gives options "
                                                            "and an answer, not {key}").format(
                key=key))
    return Question(kind="choice", options=tuple(options), answer=answer, prompt=prompt)


def _change(raw: Any, problem) -> tuple[dict, CellChange | None]:
    if not isinstance(raw, dict) or len(raw) != 1 or next(iter(raw)) not in ("settings",
                                                                             "cell"):
        problem("ask.change: " + translate("TourFiles", "must be {settings} or {cell}").format(
            settings=CHANGE_EXAMPLES[0], cell=CHANGE_EXAMPLES[1]))
        return {}, None
    if "settings" in raw:
        settings = check_settings(raw["settings"], problem, "ask.change.settings")
        if not settings and isinstance(raw["settings"], dict) and not raw["settings"]:
            problem("ask.change.settings: " + translate("TourFiles", "must change at least one "
                                                                     "setting"))
        return settings, None
    cell = raw["cell"]
    if not isinstance(cell, dict):
        problem("ask.change.cell: " + translate("TourFiles", "must be an object {example}")
                .format(example=CELL_EXAMPLE))
        return {}, None
    if cell.get("matrix") not in MATRICES:
        problem("ask.change.cell.matrix: " + translate("TourFiles", "must be one of {names}")
                .format(names=", ".join(MATRICES)))
    for name in ("head", "row", "col"):
        value = cell.get(name, 0 if name == "head" else None)
        if not (_whole(value) and value >= 0):
            problem(whole_number(f"ask.change.cell.{name}"))
    if not _number(cell.get("value")):
        problem("ask.change.cell.value: " + translate("TourFiles", "must be a finite number"))
    try:
        return {}, CellChange(str(cell["matrix"]), int(cell.get("head", 0)), int(cell["row"]),
                              int(cell["col"]), float(cell["value"]))
    except (KeyError, TypeError, ValueError, OverflowError):
        return {}, None


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and \
        math.isfinite(value)


def _positive(value: Any) -> bool:
    return _number(value) and value > 0
