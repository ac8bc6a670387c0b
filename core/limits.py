"""Sizes and magnitudes a session may have: what the app, files and memory can bear.

The error lines are in the window's language (core.i18n); the field they name stays as written.
"""

from __future__ import annotations

import math

from core.i18n import translate

MAX_TOKENS = 4096
MAX_TOKEN_CHARS = 200
MAX_D_MODEL = 1024
MAX_D_HEAD = 256
MAX_HEADS = 64
# |value| above this would overflow float32 dot products at the largest sizes.
MAX_ABS_VALUE = 1e6
# The smallest divisor τ of the scores: below it softmax is argmax for any sensible score.
MIN_TEMPERATURE = 1e-3
# A pretrained all-heads session at 512 tokens is about 19 MB of JSON.
MAX_SESSION_BYTES = 64 * 1024 * 1024
# The n x n stages one run keeps (scores, scaled, masked, weights) over all heads, at float32:
# 2,048 tokens x 8 heads or 4,096 tokens x 2 heads fit. Beyond, a run would take gigabytes.
SQUARE_STAGE_COPIES = 4
MAX_TRACE_BYTES = 640 * 1024 * 1024
# Whole numbers in files: more digits than any seed or value needs (2**64 has 20).
MAX_INTEGER_DIGITS = 20


class LimitError(ValueError):
    """A number or size the user gave is outside what QKV Lab accepts."""


def check_value(value: float, where: str = "value") -> float:
    """A finite float within ±MAX_ABS_VALUE, or LimitError saying why not."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise LimitError(translate("Errors", "{where} must be a number, got {kind}").format(
            where=where, kind=type(value).__name__))
    value = float(value)
    if math.isnan(value):
        raise LimitError(translate("Errors", "{where} is NaN (not a number)").format(where=where))
    if math.isinf(value):
        raise LimitError(translate("Errors", "{where} is infinite").format(where=where))
    if abs(value) > MAX_ABS_VALUE:
        raise LimitError(translate("Errors", "{where} = {value} is beyond ±{limit}").format(
            where=where, value=f"{value:g}", limit=f"{MAX_ABS_VALUE:g}"))
    return value


def check_dimension(name: str, value: int, maximum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise LimitError(translate("Errors", "{name} must be a whole number, got {value}").format(
            name=name, value=repr(value)))
    if not 1 <= value <= maximum:
        raise LimitError(translate("Errors", "{name} must be between 1 and {maximum}, got "
                                             "{value}").format(name=name, maximum=maximum,
                                                               value=value))
    return value


def parse_number(text: str, where: str = "value") -> float:
    """Parse a number typed by a person: refuses empty, non-numeric, NaN, inf and huge text."""
    stripped = text.strip().replace("−", "-") if isinstance(text, str) else text
    if not isinstance(stripped, str) or not stripped:
        raise LimitError(translate("Errors", "{where}: type a number").format(where=where))
    if len(stripped) > 64:
        raise LimitError(translate("Errors", "{where}: {count} characters is too long for a "
                                             "number").format(where=where, count=len(stripped)))
    try:
        value = float(stripped)
    except ValueError:
        raise LimitError(translate("Errors", "{where}: {text} is not a number").format(
            where=where, text=repr(stripped[:20]))) from None
    if math.isinf(value) and "inf" not in stripped.lower():  # 1e400 overflowed while parsing
        raise LimitError(translate("Errors", "{where} = {value} is beyond ±{limit}").format(
            where=where, value=stripped[:20], limit=f"{MAX_ABS_VALUE:g}"))
    return check_value(value, where)


def trace_bytes(n_tokens: int, n_heads: int, d_model: int, d_head: int,
                item_bytes: int = 4) -> int:
    """Bytes one engine run keeps: the n x n stages per head, q/k/v/z, x and the output."""
    square = SQUARE_STAGE_COPIES * n_heads * n_tokens * n_tokens       # (h, n, n) x 4
    per_token = 4 * n_heads * n_tokens * d_head + 2 * n_tokens * d_model  # q k v z, x, output
    weights = 4 * n_heads * d_model * d_head                            # W_Q W_K W_V W_O
    return item_bytes * (square + per_token + weights)


def check_compute_budget(n_tokens: int, n_heads: int, d_model: int, d_head: int,
                         item_bytes: int = 4) -> int:
    """The bytes a run needs, or LimitError naming the budget, before anything is computed."""
    needed = trace_bytes(n_tokens, n_heads, d_model, d_head, item_bytes)
    if needed > MAX_TRACE_BYTES:
        text = translate("Errors", "{tokens} tokens × 1 head need about {size} for one run (n² "
                                   "× heads × {copies} stages × {item} bytes); the limit is "
                                   "{limit}: use fewer tokens or heads") if n_heads == 1 else \
            translate("Errors", "{tokens} tokens × {heads} heads need about {size} for one run "
                                "(n² × heads × {copies} stages × {item} bytes); the limit is "
                                "{limit}: use fewer tokens or heads")
        raise LimitError(text.format(tokens=n_tokens, heads=n_heads, size=_size(needed),
                                     copies=SQUARE_STAGE_COPIES, item=item_bytes,
                                     limit=_size(MAX_TRACE_BYTES)))
    return needed


def _size(size: int) -> str:
    return f"{size / 2**30:.1f} GB" if size >= 2**30 else f"{size / 2**20:.0f} MB"
