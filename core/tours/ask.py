"""A tour step's ``ask``: the question a learner answers before a reveal, checked field by
field (kinds argmax, argmin, value, sign, compare, choice; see core.tours.tour.Question)."""

from __future__ import annotations

from typing import Any

from core.attention.stages import STAGES
from core.i18n import translate
from core.tours.fields import check_settings, is_number, is_whole, not_a_stage, whole_number
from core.tours.tour import KINDS, CellChange, Question

ASK_FIELDS = ("kind", "stage", "row", "col", "head", "tolerance", "change", "options",
              "answer", "text")
MAX_OPTIONS = 8
MATRICES = ("X", "W_Q", "W_K", "W_V", "W_O")
CHANGE_EXAMPLES = ('{"settings": {...}}', '{"cell": {"matrix", "head", "row", "col", "value"}}')
CELL_EXAMPLE = "{matrix, head, row, col, value}"


def parse_question(raw: Any, problem) -> Question | None:
    """The step's ``ask`` object as a Question, or None; each problem through ``problem``."""
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
        if (value is not None or required) and not (is_whole(value) and value >= 0):
            problem(whole_number(f"ask.{name}"))
    if not needs_col and col is not None:
        problem("ask.col: " + translate("TourFiles", "an {kind} question names a row; the "
                                                     "learner picks the column").format(
            kind=kind))
    tolerance = raw.get("tolerance")
    if tolerance is not None and not (is_number(tolerance) and tolerance >= 0):
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
    if not is_whole(answer) or not 0 <= answer < max(len(options), 1):
        problem("ask.answer: " + translate("TourFiles", "must be the 0-based number of one of "
                                                        "the {count} options").format(
            count=len(options)))
    for key in ("row", "col", "change"):
        if key in raw:
            problem(f"ask.{key}: " + translate("TourFiles", "a choice question gives options "
                                                            "and an answer, not {key}").format(
                key=key))
    stage = raw.get("stage", "")     # optional: the stage whose numbers would answer it
    if stage and stage not in STAGES:
        problem("ask.stage: " + not_a_stage(stage))
        stage = ""
    return Question(kind="choice", stage=stage, options=tuple(options), answer=answer,
                    prompt=prompt)


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
        if not (is_whole(value) and value >= 0):
            problem(whole_number(f"ask.change.cell.{name}"))
    if not is_number(cell.get("value")):
        problem("ask.change.cell.value: " + translate("TourFiles", "must be a finite number"))
    try:
        return {}, CellChange(str(cell["matrix"]), int(cell.get("head", 0)), int(cell["row"]),
                              int(cell["col"]), float(cell["value"]))
    except (KeyError, TypeError, ValueError, OverflowError):
        return {}, None
