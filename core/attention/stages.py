"""The named stages of one attention forward pass: names, order, formulas and meanings.

The names are public API: tests pin them, exports use them as file names, views show them.
"""

from __future__ import annotations

from typing import Final

from core.i18n import QT_TRANSLATE_NOOP

STAGES: Final[tuple[str, ...]] = (
    "x", "q", "k", "v", "scores", "scaled", "masked", "weights", "z", "concat", "output",
)

# Stages that carry a leading head axis when a session has more than one head.
PER_HEAD_STAGES: Final[frozenset[str]] = frozenset(
    {"q", "k", "v", "scores", "scaled", "masked", "weights", "z"}
)

# With rotary positions the trace also holds q and k after their turn, under these names (per
# head, like q and k): `scores` multiplies them. They are not stages of their own: the q and k
# stages stay the projected values, and these appear only when rotary positions are on.
ROTATED_NAMES: Final[dict[str, str]] = {"q": "q_rotated", "k": "k_rotated"}
ROTATED_SOURCES: Final[dict[str, str]] = {
    rotated: stage for stage, rotated in ROTATED_NAMES.items()}


def array_names(rotary: bool) -> tuple[str, ...]:
    """Every array a trace holds, in order: STAGES, with q_rotated after q and k_rotated after k
    when rotary positions are on (exports and the exported code list them so)."""
    if not rotary:
        return STAGES
    return tuple(name for stage in STAGES for name in (stage, ROTATED_NAMES.get(stage)) if name)

# Stages whose matrix is n x n (query i on rows, key j on columns).
SQUARE_STAGES: Final[frozenset[str]] = frozenset({"scores", "scaled", "masked", "weights"})

FORMULAS: Final[dict[str, str]] = {
    "x": "X = token embeddings (+ positions)",
    "q": "Q = X W^Q",
    "k": "K = X W^K",
    "v": "V = X W^V",
    "scores": "S = Q Kᵀ",
    "scaled": "S / √d_k",
    "masked": "S / √d_k + M   (M = −∞ where a key is hidden)",
    "weights": "A = softmax(S / √d_k + M), row by row",
    "z": "Z = A V",
    "concat": "C = concat(Z_1 … Z_h)",
    "output": "O = concat(Z_1 … Z_h) W^O",
}

MEANINGS: Final[dict[str, str]] = {
    "x": QT_TRANSLATE_NOOP("Stages", "Each token becomes a vector of numbers: one row per token."),
    "q": QT_TRANSLATE_NOOP(
        "Stages", "Each token asks a question: its query vector says what it is looking for."),
    "k": QT_TRANSLATE_NOOP(
        "Stages", "Each token advertises itself: its key vector says what it offers."),
    "v": QT_TRANSLATE_NOOP("Stages", "Each token prepares what it will pass on: its value vector."),
    "scores": QT_TRANSLATE_NOOP(
        "Stages", "How well each query matches each key: a dot product per (query, key) pair."),
    "scaled": QT_TRANSLATE_NOOP(
        "Stages", "Dividing by √d_k keeps scores small so softmax does not saturate."),
    "masked": QT_TRANSLATE_NOOP(
        "Stages", "Keys a query may not see (the future, with a causal mask) become −∞."),
    "weights": QT_TRANSLATE_NOOP(
        "Stages", "Softmax turns each row of scores into weights that sum to 1."),
    "z": QT_TRANSLATE_NOOP(
        "Stages", "Each token's output is a weighted blend of every value vector."),
    "concat": QT_TRANSLATE_NOOP(
        "Stages", "Each head's z, laid side by side: one block of d_head columns per head."),
    "output": QT_TRANSLATE_NOOP(
        "Stages", "The heads' outputs side by side, mixed back to d_model by W^O."),
}

# Every place a person reads a stage's name (its tile, the step counter, the view's title, the
# formula, the export dialog, file names, captions and the code) says its name from STAGES,
# numbered from 1 as the counter is: one table, so no two places can call a stage differently.
def stage_number(stage: str) -> int:
    """1 for 'x' … 11 for 'output': the stage's place as a person counts it."""
    return stage_index(stage) + 1


def stage_caption(stage: str) -> str:
    """'5 scores': a tile's caption, an export dialog's box."""
    return f"{stage_number(stage)} {stage}"


def counter_text(stage: str) -> str:
    """'5 / 11: scores': the step counter, a GIF frame's caption."""
    return f"{stage_number(stage)} / {len(STAGES)}: {stage}"


# Where a learner finds the same tensor in TransformerLens.
TRANSFORMER_LENS_HOOKS: Final[dict[str, str]] = {
    "q": "hook_q",
    "k": "hook_k",
    "v": "hook_v",
    "masked": "hook_attn_scores",
    "weights": "hook_pattern",
    "z": "hook_z",
    "output": "hook_attn_out",
}


def stage_index(name: str) -> int:
    """Position of a stage in the forward pass; ValueError names the valid stages."""
    try:
        return STAGES.index(name)
    except ValueError:
        raise ValueError(f"unknown stage {name!r}; stages are {', '.join(STAGES)}") from None
