"""A tour file's JSON document to a Tour, field by field, collecting every problem.

Each problem is one line naming the step (1-based) and the field: ``step 3: ask.row must be a
whole number ≥ 0``. Ranges that depend on a session (a row past the last token, an unknown
example) are checked by core.tours.verify once the steps' sessions are built.
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

MAX_STEPS = 500
MAX_TEXT = 4000          # characters of a step's text
MAX_OPTIONS = 8
STEP_FIELDS = ("title", "text", "example", "session", "own", "settings", "stage", "select",
               "open", "ask")
ASK_FIELDS = ("kind", "stage", "row", "col", "head", "tolerance", "change", "options",
              "answer", "text")
MATRICES = ("X", "W_Q", "W_K", "W_V", "W_O")


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
        return "", "", [], ["the file holds no JSON object: a tour is {\"format\": "
                            "\"qkv-lab-tour\", \"version\": 1, \"title\": ..., \"steps\": [...]}"]
    if document.get("format") != FORMAT:
        problems.append(f"format: must be {FORMAT!r}")
    version = document.get("version")
    if not _whole(version) or version < 1:
        problems.append("version: must be a whole number ≥ 1")
    elif version > VERSION:
        problems.append(f"version: {version} is from a newer QKV Lab (this one reads up to "
                        f"{VERSION}); update QKV Lab to open it")
    title = document.get("title")
    if not isinstance(title, str) or not title.strip():
        problems.append("title: must be text (the tour's name in the menu)")
    description = document.get("description", "")
    if not isinstance(description, str):
        problems.append("description: must be text")
    unknown = sorted(set(document) - {"format", "version", "title", "description", "steps"})
    if unknown:
        problems.append(f"{unknown[0]}: not a field of a tour (fields are format, version, "
                        "title, description, steps)")
    steps = document.get("steps")
    if not isinstance(steps, list) or not steps:
        problems.append("steps: must be a list of at least one step")
        steps = []
    elif len(steps) > MAX_STEPS:
        problems.append(f"steps: {len(steps)} steps; a tour has at most {MAX_STEPS}")
        steps = []
    parsed = [_step(raw, problems, f"step {k}") for k, raw in enumerate(steps, start=1)]
    if parsed and parsed[0] is not None and parsed[0].source is None:
        problems.append("step 1: example: the first step must say where its session comes "
                        "from (example, session or own)")
    return title, description, parsed, list(problems)


def _step(raw: Any, problems: Problems, where: str) -> Step | None:
    problem, start = problems.at(where), len(problems)
    if not isinstance(raw, dict):
        problem("must be an object with title, text and more")
        return None
    for key in sorted(set(raw) - set(STEP_FIELDS)):
        problem(f"{key}: not a field of a step (fields are {', '.join(STEP_FIELDS)})")
    title, text = raw.get("title"), raw.get("text")
    if not isinstance(title, str) or not title.strip():
        problem("title: must be text")
    if not isinstance(text, str) or not text.strip():
        problem("text: must be text (a small Markdown subset)")
    elif len(text) > MAX_TEXT:
        problem(f"text: {len(text)} characters; a step says at most {MAX_TEXT}")
    source = _source(raw, problem)
    settings = check_settings(raw.get("settings", {}), problem, "settings")
    stage = raw.get("stage", "x")
    if stage not in STAGES:
        problem(f"stage: {stage!r} is not a stage; stages are {', '.join(STAGES)}")
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
        problem(f"{named[1]}: a step takes its session from one of example, session or own, "
                f"not {' and '.join(named)}")
        return None
    if not named:
        return None
    key, value = named[0], raw[named[0]]
    if key == "session" and not isinstance(value, dict):
        problem("session: must be a session object (the JSON of a session file)")
    elif key != "session" and (not isinstance(value, str) or not value.strip()):
        meaning = "an example's name" if key == "example" else \
            "the sentence offered while the learner has typed none"
        problem(f"{key}: must be text ({meaning})")
    return Source(key, value)


def check_settings(raw: Any, problem, where: str) -> dict:
    """Settings a step or a change sets: only SETTINGS, each of its type."""
    if not isinstance(raw, dict):
        problem(f"{where}: must be an object such as {{\"causal\": true}}")
        return {}
    checked = {}
    for key, value in raw.items():
        if key not in SETTINGS:
            problem(f"{where}.{key}: not a setting (settings are {', '.join(SETTINGS)})")
        elif key in ("causal", "scaled", "positional") and not isinstance(value, bool):
            problem(f"{where}.{key}: must be true or false")
        elif key == "temperature" and value is not None and not _positive(value):
            problem(f"{where}.temperature: must be a positive number or null (√d_k)")
        elif key == "heads_off" and (not isinstance(value, list) or
                                     not all(_whole(h) and h >= 0 for h in value)):
            problem(f"{where}.heads_off: must be a list of 0-based head numbers")
        elif key == "mask" and not isinstance(value, str):
            problem(f"{where}.mask: must be a preset name such as \"causal\" or \"none\"")
        else:
            checked[key] = value
    return checked


def _select(raw: Any, stage: str, problem) -> Selection | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        problem("select: must be an object {\"stage\", \"row\", \"col\"}")
        return None
    for key in sorted(set(raw) - {"stage", "row", "col", "head"}):
        problem(f"select.{key}: not a field of select (stage, row, col, head)")
    chosen = raw.get("stage", stage)
    if chosen not in STAGES:
        problem(f"select.stage: {chosen!r} is not a stage")
    row, col, head = raw.get("row"), raw.get("col"), raw.get("head", 0)
    for name, value, required in (("row", row, True), ("col", col, False),
                                  ("head", head, False)):
        if (value is not None or required) and not (_whole(value) and value >= 0):
            problem(f"select.{name}: must be a whole number ≥ 0 (0-based)")
    return Selection(chosen, row, col, head) if _whole(row) else None


def _open(raw: Any, problem) -> tuple[str, ...]:
    names = [raw] if isinstance(raw, str) else raw
    if not isinstance(names, list):
        problem(f"open: must be one of {', '.join(OPENABLE)} or a list of them")
        return ()
    for name in names:
        if name not in OPENABLE:
            problem(f"open: {name!r} cannot be opened; a step opens {', '.join(OPENABLE)}")
    return tuple(name for name in names if name in OPENABLE)


def _question(raw: Any, problem) -> Question | None:
    if not isinstance(raw, dict):
        problem("ask: must be an object with a kind")
        return None
    for key in sorted(set(raw) - set(ASK_FIELDS)):
        problem(f"ask.{key}: not a field of a question ({', '.join(ASK_FIELDS)})")
    kind = raw.get("kind")
    if kind not in KINDS:
        problem(f"ask.kind: {kind!r} is not a question kind; kinds are {', '.join(KINDS)}")
        return None
    prompt = raw.get("text", "")
    if not isinstance(prompt, str):
        problem("ask.text: must be text")
    if kind == "choice":
        return _choice(raw, prompt, problem)
    stage = raw.get("stage")
    if stage not in STAGES:
        problem(f"ask.stage: {stage!r} is not a stage; stages are {', '.join(STAGES)}")
    row, col, head = raw.get("row"), raw.get("col"), raw.get("head", 0)
    needs_col = kind in ("value", "sign", "compare")
    for name, value, required in (("row", row, True), ("col", col, needs_col),
                                  ("head", head, False)):
        if (value is not None or required) and not (_whole(value) and value >= 0):
            problem(f"ask.{name}: must be a whole number ≥ 0 (0-based)")
    if not needs_col and col is not None:
        problem(f"ask.col: an {kind} question names a row; the learner picks the column")
    tolerance = raw.get("tolerance")
    if tolerance is not None and not (_number(tolerance) and tolerance >= 0):
        problem("ask.tolerance: must be a number ≥ 0")
    settings, cell = {}, None
    if kind == "compare":
        settings, cell = _change(raw.get("change"), problem)
    elif "change" in raw:
        problem(f"ask.change: only a compare question applies a change, not {kind}")
    for key in ("options", "answer"):
        if key in raw:
            problem(f"ask.{key}: only a choice question gives {key}; core computes this answer")
    return Question(kind=kind, stage=stage, row=row, col=col, head=head, tolerance=tolerance,
                    settings_change=settings, cell_change=cell, prompt=prompt)


def _choice(raw: dict, prompt: str, problem) -> Question:
    options, answer = raw.get("options"), raw.get("answer")
    if not isinstance(options, list) or not 2 <= len(options) <= MAX_OPTIONS or \
            not all(isinstance(o, str) and o.strip() for o in options):
        problem(f"ask.options: must be a list of 2 to {MAX_OPTIONS} texts")
        options = []
    if not _whole(answer) or not 0 <= answer < max(len(options), 1):
        problem(f"ask.answer: must be the 0-based number of one of the {len(options)} options")
    for key in ("stage", "row", "col", "change"):
        if key in raw:
            problem(f"ask.{key}: a choice question gives options and an answer, not {key}")
    return Question(kind="choice", options=tuple(options), answer=answer, prompt=prompt)


def _change(raw: Any, problem) -> tuple[dict, CellChange | None]:
    if not isinstance(raw, dict) or len(raw) != 1 or next(iter(raw)) not in ("settings",
                                                                             "cell"):
        problem("ask.change: must be {\"settings\": {...}} or {\"cell\": {\"matrix\", \"head\", "
                "\"row\", \"col\", \"value\"}}")
        return {}, None
    if "settings" in raw:
        settings = check_settings(raw["settings"], problem, "ask.change.settings")
        if not settings and isinstance(raw["settings"], dict) and not raw["settings"]:
            problem("ask.change.settings: must change at least one setting")
        return settings, None
    cell = raw["cell"]
    if not isinstance(cell, dict):
        problem("ask.change.cell: must be an object {matrix, head, row, col, value}")
        return {}, None
    if cell.get("matrix") not in MATRICES:
        problem(f"ask.change.cell.matrix: must be one of {', '.join(MATRICES)}")
    for name in ("head", "row", "col"):
        value = cell.get(name, 0 if name == "head" else None)
        if not (_whole(value) and value >= 0):
            problem(f"ask.change.cell.{name}: must be a whole number ≥ 0 (0-based)")
    if not _number(cell.get("value")):
        problem("ask.change.cell.value: must be a finite number")
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
