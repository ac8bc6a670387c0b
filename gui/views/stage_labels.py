"""What a stage view says about its matrix: axis titles, labels, colour kind, title."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from core.attention.stage_text import StageSettings, formula
from core.attention.stages import PER_HEAD_STAGES, ROTATED_SOURCES, SQUARE_STAGES
from core.attention.trace import Trace

translate = QCoreApplication.translate

QUERY_TITLE = QT_TRANSLATE_NOOP("StageLabels", "query i (row)")   # shown translated; each ends
KEY_TITLE = QT_TRANSLATE_NOOP("StageLabels", "key j (column)")    # in "(row)" or "(column)", as
TOKEN_TITLE = QT_TRANSLATE_NOOP("StageLabels", "token i (row)")   # translated (the transpose
FEATURE_TITLE = QT_TRANSLATE_NOOP("StageLabels", "feature t (column)")   # swaps them)
ROW_WORD = QT_TRANSLATE_NOOP("StageLabels", "(row)")
COLUMN_WORD = QT_TRANSLATE_NOOP("StageLabels", "(column)")


@dataclass(frozen=True)
class StageAxes:
    row_labels: tuple[str, ...]
    col_labels: tuple[str, ...]
    row_title: str
    col_title: str
    kind: str  # "signed" or "probability"
    title: str


def stage_axes(stage: str, trace: Trace, tokens: tuple[str, ...], head: int,
               settings: StageSettings | None = None) -> StageAxes:
    """Labels for one stage's view; per-head stages name the head when there are several.
    The title's formula follows ``settings`` (by default: what the trace knows, no mask)."""
    settings = settings or StageSettings.of_trace(trace)
    rows, cols = trace.head_shape(stage)  # (n, n) or (n, features); no copy of the values
    kind = "probability" if stage == "weights" else "signed"
    head_note = translate("StageLabels", "  · head {head} of {n_heads}").format(
        head=head + 1,
        n_heads=trace.n_heads) if trace.n_heads > 1 and \
        (stage in PER_HEAD_STAGES or stage in ROTATED_SOURCES) else ""
    title = f"{stage}: {formula(stage, settings)}   [{rows} × {cols}]{head_note}"
    if stage in SQUARE_STAGES:
        return StageAxes(tokens, tokens, translate("StageLabels", QUERY_TITLE),
                         translate("StageLabels", KEY_TITLE), kind, title)
    features = tuple(str(t) for t in range(cols))
    if stage == "concat" and trace.n_heads > 1:   # each column names its head, as W^O's rows do
        features = concat_column_labels(trace.n_heads, trace.d_head)
    return StageAxes(tokens, features, translate("StageLabels", TOKEN_TITLE),
                     translate("StageLabels", FEATURE_TITLE), kind, title)


def concat_column_labels(n_heads: int, d_head: int) -> tuple[str, ...]:
    """'0 · h1', '1 · h1', '2 · h2', …: concat column c is head c // d_head + 1's feature (and
    multiplies W^O's row c, labelled the same in the matrix editor)."""
    return tuple(f"{c} · h{c // d_head + 1}" for c in range(n_heads * d_head))


def highlight_for(stage: str, query: int | None, key: int | None) -> dict:
    """set_highlight keywords for a linked selection: q_i, k_j, v_j and cell (i, j)."""
    if query is None:
        return {"rows": (), "cols": (), "cells": ()}
    if stage in SQUARE_STAGES:
        if key is None:
            return {"rows": (query,), "cols": (), "cells": ()}
        return {"rows": (query,), "cols": (key,), "cells": ((query, key),)}
    if stage in ("k", "v") and key is not None:
        return {"rows": (key,), "cols": (), "cells": ()}
    return {"rows": (query,), "cols": (), "cells": ()}
