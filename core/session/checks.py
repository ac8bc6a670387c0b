"""Checks that make every Session whole: sizes, shapes and finite numbers, stored read-only.

Kept apart from session.py so the value type reads as what it holds and how it is edited. The
error lines are in the window's language (core.i18n); the fields they name (W_Q, b_o, mask)
stay as the files spell them.
"""

from __future__ import annotations

import math
import weakref

import numpy as np

from core.i18n import QT_TRANSLATE_NOOP, translate
from core.limits import (
    MAX_ABS_VALUE,
    MAX_D_HEAD,
    MAX_D_MODEL,
    MAX_HEADS,
    MAX_TOKEN_CHARS,
    MAX_TOKENS,
    MIN_TEMPERATURE,
    LimitError,
    check_compute_budget,
    check_dimension,
)
from core.session.text_checks import check_encodable, is_visible_text

__all__ = ["is_visible_text", "validate_and_freeze"]

# Arrays this module has already copied, frozen and checked, by id. An edit builds its new
# session from the old one's arrays, so most arrays arrive here already checked: keeping them
# as they are saves a copy and a scan of every matrix on every edit.
_CHECKED: weakref.WeakValueDictionary[int, np.ndarray] = weakref.WeakValueDictionary()
# The last token tuple that passed the checks (tuples take no weak references; one is enough:
# an edit of numbers passes the same tuple on, and at 2,048 tokens the checks cost ~4 ms).
_CHECKED_TOKENS: list[tuple | None] = [None]
_TEXT_FIELDS = {"title": QT_TRANSLATE_NOOP("Errors", "the title"),
                "description": QT_TRANSLATE_NOOP("Errors", "the description")}


def _already_checked(value) -> bool:
    return isinstance(value, np.ndarray) and _CHECKED.get(id(value)) is value


def _frozen(values, dtype=np.float64) -> np.ndarray:
    array = np.array(values, dtype=dtype)  # a private copy
    array.setflags(write=False)
    return array


def validate_and_freeze(session) -> None:
    """Check shapes, sizes and numbers; store read-only copies. LimitError says what is wrong."""
    put = object.__setattr__
    put(session, "tokens", tuple(session.tokens))
    n = len(session.tokens)
    if not 1 <= n <= MAX_TOKENS:
        raise LimitError(translate("Errors", "a session needs 1 to {limit} tokens, got {count}"
                                   ).format(limit=MAX_TOKENS, count=n))
    if session.tokens is not _CHECKED_TOKENS[0]:  # an edit of numbers keeps the same tuple
        _check_tokens(session.tokens)
        _CHECKED_TOKENS[0] = session.tokens
    for name in ("title", "description"):
        field = translate("Errors", _TEXT_FIELDS[name])
        if not isinstance(getattr(session, name), str):
            raise LimitError(translate("Errors", "{field} must be text").format(field=field))
        check_encodable(getattr(session, name), field)
    for name in ("embeddings", "w_q", "w_k", "w_v", "w_o", "b_q", "b_k", "b_v", "b_o"):
        value = getattr(session, name)
        if value is not None and not _already_checked(value):
            array = _frozen(value)
            if array.size and not np.isfinite(array).all():
                raise LimitError(translate("Errors", "{name} holds NaN or infinite numbers"
                                           ).format(name=name))
            if array.size and np.abs(array).max() > MAX_ABS_VALUE:
                raise LimitError(translate("Errors", "{name} holds numbers beyond ±{limit}"
                                           ).format(name=name, limit=f"{MAX_ABS_VALUE:g}"))
            _CHECKED[id(array)] = array
            put(session, name, array)
    if session.temperature is not None:
        put(session, "temperature", check_temperature(session.temperature))
    if session.mask is not None:
        put(session, "mask", _frozen(session.mask, dtype=bool))
    _check_shapes(session)
    put(session, "rope_base", check_rope_base(session.rope_base))
    check_positional(session.positional, session.w_q.shape[2])


def _check_tokens(tokens: tuple) -> None:
    for index, token in enumerate(tokens):
        if not isinstance(token, str) or not is_visible_text(token):
            raise LimitError(translate("Errors", "token {index} is empty or not text (nothing "
                                                 "visible in it)").format(index=index))
        if len(token) > MAX_TOKEN_CHARS:
            raise LimitError(translate("Errors", "token {index} is {count} characters (limit "
                                                 "{limit})").format(index=index, count=len(token),
                                                                    limit=MAX_TOKEN_CHARS))
        check_encodable(token, translate("Errors", "token {index}").format(index=index))


def check_temperature(value) -> float:
    """The divisor τ as a float: a positive number from MIN_TEMPERATURE to MAX_ABS_VALUE."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not (
            MIN_TEMPERATURE <= value <= MAX_ABS_VALUE):
        raise LimitError(translate("Errors", "temperature must be a number from {low} to {high}, "
                                             "got {value}").format(low=f"{MIN_TEMPERATURE:g}",
                                                                   high=f"{MAX_ABS_VALUE:g}",
                                                                   value=repr(value)))
    return float(value)


def check_rope_base(value) -> float:
    """The rotary base as a float: a positive finite number (θᵢ = base^(−2i/d_head))."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not (
            math.isfinite(value) and 0 < value <= MAX_ABS_VALUE):
        raise LimitError(translate("Errors", "rope_base must be a positive finite number up to "
                                             "{high}, got {value}").format(
            high=f"{MAX_ABS_VALUE:g}", value=repr(value)))
    return float(value)


class RotaryPairsError(LimitError):
    """Rotary positions with an odd d_head. The line is the window's sentence, which starts
    with no field name; a file's refusal puts the setting it names (`setting`) before it."""
    setting = "positional"


def check_positional(value, d_head: int) -> None:
    """positional is false, true (sinusoidal, added to X) or "rotary" (q and k turned by
    position, which pairs features: an even d_head)."""
    if not (value is True or value is False or value == "rotary"):
        raise LimitError(translate("Errors", "positional must be false, true (sinusoidal) or "
                                             "\"rotary\", got {value}").format(value=repr(value)))
    if value == "rotary" and d_head % 2:
        raise RotaryPairsError(translate("Errors", "rotary positions turn pairs of features: "
                                                   "d_head must be even, got {d_head}").format(
            d_head=d_head))


def _check_shapes(s) -> None:
    n = len(s.tokens)
    if s.embeddings.ndim != 2 or s.embeddings.shape[0] != n:
        raise _shape_error("embeddings", f"({n}, d_model)", s.embeddings.shape)
    check_dimension("d_model", s.embeddings.shape[1], MAX_D_MODEL)
    if s.w_q.ndim != 3:
        raise _shape_error("W_Q", "(n_heads, d_model, d_head)", s.w_q.shape)
    h, d_model, d_head = s.w_q.shape
    check_dimension("n_heads", h, MAX_HEADS)
    check_dimension("d_head", d_head, MAX_D_HEAD)
    check_compute_budget(n, h, d_model, d_head)
    if d_model != s.embeddings.shape[1]:
        raise LimitError(translate("Errors", "W_Q has d_model {d_model} but the embeddings have "
                                             "{embeddings}").format(
            d_model=d_model, embeddings=s.embeddings.shape[1]))
    for name in ("w_k", "w_v"):
        if getattr(s, name).shape != s.w_q.shape:
            raise LimitError(translate("Errors", "{name} must match W_Q's shape {shape}, got "
                                                 "{got}").format(name=name.upper(),
                                                                 shape=s.w_q.shape,
                                                                 got=getattr(s, name).shape))
    for name in ("b_q", "b_k", "b_v"):
        b = getattr(s, name)
        if b is not None and b.shape != (h, d_head):
            raise _shape_error(name, f"({h}, {d_head})", b.shape)
    if s.w_o is not None and s.w_o.shape != (h * d_head, d_model):
        raise _shape_error("W_O", f"({h * d_head}, {d_model})", s.w_o.shape)
    if s.b_o is not None and (s.w_o is None or s.b_o.shape != (d_model,)):
        raise LimitError(translate("Errors", "b_o needs W_O and must be {shape}").format(
            shape=f"({d_model},)"))
    if s.mask is not None and s.mask.shape != (n, n):
        raise _shape_error("mask", f"({n}, {n})", s.mask.shape)


def _shape_error(name: str, shape: str, got) -> LimitError:
    """'W_O must be (8, 8), got (4, 8)': the field as the files name it, the shapes as tuples."""
    return LimitError(translate("Errors", "{name} must be {shape}, got {got}").format(
        name=name, shape=shape, got=got))
