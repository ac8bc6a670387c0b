"""Sizes and magnitudes a session may have: what the app, files and memory can bear."""

from __future__ import annotations

import math

MAX_TOKENS = 4096
MAX_TOKEN_CHARS = 200
MAX_D_MODEL = 1024
MAX_D_HEAD = 256
MAX_HEADS = 64
# |value| above this would overflow float32 dot products at the largest sizes.
MAX_ABS_VALUE = 1e6
MAX_SESSION_BYTES = 128 * 1024 * 1024
# The smallest divisor τ of the scores: below it softmax is argmax for any sensible score.
MIN_TEMPERATURE = 1e-3


class LimitError(ValueError):
    """A number or size the user gave is outside what QKV Lab accepts."""


def check_value(value: float, where: str = "value") -> float:
    """A finite float within ±MAX_ABS_VALUE, or LimitError saying why not."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise LimitError(f"{where} must be a number, got {type(value).__name__}")
    value = float(value)
    if math.isnan(value):
        raise LimitError(f"{where} is NaN (not a number)")
    if math.isinf(value):
        raise LimitError(f"{where} is infinite")
    if abs(value) > MAX_ABS_VALUE:
        raise LimitError(f"{where} = {value:g} is beyond ±{MAX_ABS_VALUE:g}")
    return value


def check_dimension(name: str, value: int, maximum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise LimitError(f"{name} must be a whole number, got {value!r}")
    if not 1 <= value <= maximum:
        raise LimitError(f"{name} must be between 1 and {maximum}, got {value}")
    return value


def parse_number(text: str, where: str = "value") -> float:
    """Parse a number typed by a person: refuses empty, non-numeric, NaN, inf and huge text."""
    stripped = text.strip().replace("−", "-") if isinstance(text, str) else text
    if not isinstance(stripped, str) or not stripped:
        raise LimitError(f"{where}: type a number")
    if len(stripped) > 64:
        raise LimitError(f"{where}: {len(stripped)} characters is too long for a number")
    try:
        value = float(stripped)
    except ValueError:
        raise LimitError(f"{where}: {stripped[:20]!r} is not a number") from None
    if math.isinf(value) and "inf" not in stripped.lower():  # 1e400 overflowed while parsing
        raise LimitError(f"{where} = {stripped[:20]} is beyond ±{MAX_ABS_VALUE:g}")
    return check_value(value, where)
