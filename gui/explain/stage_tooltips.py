"""What a stage view says on hover: a cell's short explanation, and the view's own formula.

``cell_tooltip`` heads core's ``short_text`` with the token names (query “mole”, key “face”);
``view_tooltip`` names the stage's formula and which axis holds queries and which keys (the
stage panel gives it to the heatmap's ``set_frame_tooltip``). Text only: every number comes
from core.explanations.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.attention.stage_text import StageSettings, formula, meaning
from core.attention.stages import PER_HEAD_STAGES, SQUARE_STAGES
from core.attention.trace import Trace
from core.explanations import explain
from core.explanations.notation import token_note
from core.i18n import QT_TRANSLATE_NOOP, translate

_ROLE_OF_ROWS = {"k": QT_TRANSLATE_NOOP("Explanations", " (as a key)"),  # what token i is in
                 "v": QT_TRANSLATE_NOOP("Explanations", " (as a value)")}  # these stages' rows


def _token(index: int, tokens: Sequence[str]) -> str:
    # tokens read from 1; features keep their axis numbers; „mole“ in German, “mole” in English
    return f"{index + 1}{token_note(index, tokens)}"


def cell_heading(stage: str, i: int, j: int, tokens: Sequence[str], head: int,
                 n_heads: int) -> str:
    """'query 2 “mole” · key 5 “face”' for (1, 4), or 'token 2 “mole” (as a key) · feature 1'."""
    if stage in SQUARE_STAGES:
        heading = translate("Explanations", "query {query} · key {key}").format(
            query=_token(i, tokens), key=_token(j, tokens))
    else:
        role = translate("Explanations", _ROLE_OF_ROWS[stage]) if stage in _ROLE_OF_ROWS else ""
        heading = translate("Explanations", "token {token}{role} · feature {feature}").format(
            token=_token(i, tokens), role=role, feature=j)
    if n_heads > 1 and stage in PER_HEAD_STAGES:
        heading += " · " + translate("Explanations", "head {head} of {heads}").format(
            head=head + 1, heads=n_heads)
    return heading


def cell_tooltip(trace: Trace | None, stage: str, head: int, tokens: Sequence[str],
                 i: int, j: int) -> str:
    """The hover text for cell (i, j) of ``stage`` (matrix coordinates); '' outside it."""
    if trace is None:
        return ""
    try:
        explanation = explain(trace, stage, i, j, head=head if trace.n_heads > 1 else None)
    except ValueError:  # a stale cell (the matrix just shrank)
        return ""
    heading = cell_heading(stage, i, j, tokens, head, trace.n_heads)
    return f"{heading}\n{explanation.short_text(tokens)}\n" + \
        translate("Explanations", "click to pin the full explanation")


def axes_text(stage: str, transposed: bool = False) -> str:
    """Which axis holds what: queries and keys for an n×n stage, tokens and features else."""
    if stage in SQUARE_STAGES:
        if transposed:
            return translate("Explanations", "rows: keys j · columns: queries i (transposed view)")
        return translate("Explanations", "rows: queries i · columns: keys j")
    return translate("Explanations", "rows: tokens i · columns: features")


def view_tooltip(stage: str, transposed: bool = False,
                 settings: StageSettings | None = None) -> str:
    """'scores: S = Q Kᵀ' with its meaning and axes: the tooltip of a view's title and axes;
    the formula and meaning follow ``settings`` (scaling, mask, positions)."""
    settings = settings or StageSettings()
    return (f"{stage}: {formula(stage, settings)}\n{meaning(stage, settings)}\n"
            f"{axes_text(stage, transposed)}")
