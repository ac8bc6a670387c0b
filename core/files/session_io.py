"""Session files: JSON with a format name and version, validated completely before use.

No pickle, no eval: a file is parsed as JSON, checked field by field, and only then turned
into a Session. Every refusal is a SessionFileError whose message says what and where.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

import numpy as np

from core.attention.rotary import DEFAULT_ROPE_BASE
from core.files.atomic import write_text_atomic
from core.files.session_json import (
    FORMAT,
    VERSION,
    SessionFileError,
    parse_session_text,
    precheck_document,
    read_session_document,
)
from core.i18n import translate
from core.limits import MAX_SESSION_BYTES, LimitError
from core.session.checks import RotaryPairsError, check_rope_base, check_temperature
from core.session.model_head import model_head_from_dict
from core.session.value import Session

__all__ = ["FORMAT", "VERSION", "SessionFileError", "load_session", "save_session",
           "session_from_dict", "session_from_document", "session_from_json",
           "session_to_dict", "session_to_json"]
# Version 2 added settings.heads_off. A file is written with the lowest version that holds what
# it says: with every head on it stays version 1 (older QKV Labs open it); with heads off it is
# version 2, so an older QKV Lab refuses it instead of silently showing every head on.
HEADS_OFF_VERSION = 2
# Version 3 added settings.positional "rotary" and settings.rope_base, written only when the
# session has rotary positions or a base of its own, so every other file keeps its version.
ROTARY_VERSION = 3
# Version 4 added settings.model_head (a pretrained model's head held alone: its number, its
# layer's heads and key/value heads), written only when the session has one.
MODEL_HEAD_VERSION = 4


def session_to_dict(session: Session) -> dict[str, Any]:
    def listed(array):
        return None if array is None else array.tolist()

    settings = {"causal": session.causal, "scaled": session.scaled,
                "positional": session.positional, "seed": session.seed}
    if session.temperature is not None:  # written only when set: older files stay as they were
        settings["temperature"] = session.temperature
    if session.heads_off:                # likewise (and the file becomes version 2)
        settings["heads_off"] = list(session.heads_off)
    rotary = session.rotary or session.rope_base != DEFAULT_ROPE_BASE
    if rotary:                           # likewise (and the file becomes version 3)
        settings["rope_base"] = session.rope_base
    if session.model_head is not None:   # likewise (and the file becomes version 4)
        settings["model_head"] = session.model_head.as_dict()
    version = MODEL_HEAD_VERSION if session.model_head is not None else ROTARY_VERSION \
        if rotary else HEADS_OFF_VERSION if session.heads_off else 1
    return {
        "format": FORMAT,
        "version": version,
        "title": session.title,
        "description": session.description,
        "tokens": list(session.tokens),
        "settings": settings,
        "dimensions": {"n_heads": session.n_heads, "d_model": session.d_model,
                       "d_head": session.d_head},
        "embeddings": listed(session.embeddings),
        "W_Q": listed(session.w_q), "W_K": listed(session.w_k), "W_V": listed(session.w_v),
        "W_O": listed(session.w_o),
        "b_Q": listed(session.b_q), "b_K": listed(session.b_k), "b_V": listed(session.b_v),
        "b_O": listed(session.b_o),
        "mask": listed(session.mask),
    }


def session_to_json(session: Session) -> str:
    return json.dumps(session_to_dict(session), ensure_ascii=False, indent=1,
                      allow_nan=False)


def session_from_json(text: str | bytes) -> Session:
    return session_from_dict(parse_session_text(text))


def session_from_dict(data: Any) -> Session:
    precheck_document(data)
    if not isinstance(data, dict):
        raise SessionFileError(translate("Errors", "not a QKV Lab session: the file holds no "
                                                   "JSON object"))
    if data.get("format") != FORMAT:
        raise SessionFileError(translate("Errors", "not a QKV Lab session: 'format' must be "
                                                   "{format}").format(format=repr(FORMAT)))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SessionFileError(translate("Errors", "the session's 'version' must be a whole "
                                                   "number ≥ 1"))
    if version > VERSION:
        raise SessionFileError(translate("Errors", "this session is from a newer QKV Lab (file "
                                                   "version {version}, this app reads up to "
                                                   "{newest}); update QKV Lab to open it").format(
            version=version, newest=VERSION))
    tokens = data.get("tokens")
    if not isinstance(tokens, list) or not all(isinstance(t, str) for t in tokens):
        raise SessionFileError(translate("Errors", "'tokens' must be a list of strings"))
    settings = _object(data, "settings")
    flags = {name: _flag(settings, name, default)
             for name, default in (("causal", False), ("scaled", True))}
    flags["positional"] = _positional(settings)
    rope_base = settings.get("rope_base", DEFAULT_ROPE_BASE)  # absent before version 3
    try:
        rope_base = check_rope_base(rope_base)
    except LimitError as error:
        raise SessionFileError(f"settings.{error}") from None
    seed = settings.get("seed", 0)
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SessionFileError(translate("Errors", "settings.seed must be a whole number"))
    temperature = settings.get("temperature")
    if temperature is not None:
        try:
            temperature = check_temperature(temperature)
        except LimitError as error:
            raise SessionFileError(f"settings.{error}") from None
    model_head = settings.get("model_head")    # absent before version 4
    if model_head is not None:
        try:
            model_head = model_head_from_dict(model_head)
        except LimitError as error:
            raise SessionFileError(f"settings.{error}") from None
    heads_off = settings.get("heads_off", [])  # absent in version 1 files: every head on
    if not isinstance(heads_off, list):
        raise SessionFileError(translate("Errors", "settings.heads_off must be a list of head "
                                                   "indices (0-based)"))
    arrays = {field: _array(data, key, required=key in ("embeddings", "W_Q", "W_K", "W_V"))
              for field, key in (("embeddings", "embeddings"), ("w_q", "W_Q"), ("w_k", "W_K"),
                                 ("w_v", "W_V"), ("w_o", "W_O"), ("b_q", "b_Q"),
                                 ("b_k", "b_K"), ("b_v", "b_V"), ("b_o", "b_O"))}
    mask = _mask(data.get("mask"))
    title, description = data.get("title", ""), data.get("description", "")
    if not isinstance(title, str) or not isinstance(description, str):
        raise SessionFileError(translate("Errors", "'title' and 'description' must be text"))
    try:
        session = Session(tokens=tuple(tokens), mask=mask, seed=seed, temperature=temperature,
                          rope_base=rope_base,
                          title=title, description=description, heads_off=tuple(heads_off),
                          model_head=model_head, **flags, **arrays)
    except LimitError as error:
        where = "settings." if str(error).startswith(("heads_off", "positional", "model_head")) \
            else ""
        if isinstance(error, RotaryPairsError):     # the window's words, no field first
            where = f"settings.{error.setting}: "
        raise SessionFileError(translate("Errors", "the session is inconsistent: {error}").format(
            error=f"{where}{error}")) from None
    _check_declared_dimensions(data, session)
    return session


def save_session(session: Session, path: str | os.PathLike) -> Path:
    """Write the session as JSON, atomically."""
    return write_text_atomic(path, session_to_json(session) + "\n")


def load_session(path: str | os.PathLike) -> Session:
    """Read and validate a session file; SessionFileError for anything wrong with it.

    Only a regular file within MAX_SESSION_BYTES is read (never a folder, FIFO or device).
    """
    path = Path(path)
    return session_from_document(read_session_document(path, MAX_SESSION_BYTES), path)


def session_from_document(document: Any, path: str | os.PathLike) -> Session:
    """The session of a document read_session_document returned; messages name the file."""
    try:
        return session_from_dict(document)
    except SessionFileError as error:
        raise SessionFileError(f"{Path(path).name}: {error}") from None


def _object(data: dict, key: str) -> dict:
    value = data.get(key, {})
    if not isinstance(value, dict):
        raise SessionFileError(translate("Errors", "'{key}' must be an object").format(key=key))
    return value


def _flag(settings: dict, name: str, default: bool) -> bool:
    value = settings.get(name, default)
    if not isinstance(value, bool):
        raise SessionFileError(translate("Errors", "settings.{name} must be true or false").format(
            name=name))
    return value


def _positional(settings: dict) -> bool | str:
    value = settings.get("positional", False)
    if not (isinstance(value, bool) or value == "rotary"):
        raise SessionFileError(translate("Errors", "settings.positional must be true, false or "
                                                   "\"rotary\""))
    return value


def _array(data: dict, key: str, *, required: bool) -> np.ndarray | None:
    value = data.get(key)
    if value is None:
        if required:
            raise SessionFileError(translate("Errors", "'{key}' is missing").format(key=key))
        return None
    try:
        array = np.array(value, dtype=np.float64)
    except (ValueError, TypeError, OverflowError):
        raise SessionFileError(translate("Errors", "'{key}' must be a rectangular array of "
                                                   "numbers").format(key=key)) from None
    if array.dtype != np.float64 or array.size == 0 and required:
        raise SessionFileError(translate("Errors", "'{key}' must be a non-empty array of numbers"
                                         ).format(key=key))
    if not np.isfinite(array).all():
        raise SessionFileError(translate("Errors", "'{key}' holds NaN or infinite numbers"
                                         ).format(key=key))
    if not _only_numbers(value):
        raise SessionFileError(translate("Errors", "'{key}' must hold numbers only (not text or "
                                                   "true/false)").format(key=key))
    return array


def _only_numbers(value) -> bool:
    if isinstance(value, list):
        return all(_only_numbers(item) for item in value)
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _mask(value) -> np.ndarray | None:
    if value is None:
        return None
    if not isinstance(value, list) or not all(
            isinstance(row, list) and all(isinstance(c, bool) for c in row) for row in value):
        raise SessionFileError(translate("Errors", "'mask' must be a square list of lists of "
                                                   "true/false"))
    try:
        return np.array(value, dtype=bool)
    except ValueError:
        raise SessionFileError(translate("Errors", "'mask' must be square")) from None


def _check_declared_dimensions(data: dict, session: Session) -> None:
    declared = data.get("dimensions")
    if declared is None:
        return
    if not isinstance(declared, dict):
        raise SessionFileError(translate("Errors", "'{key}' must be an object").format(
            key="dimensions"))
    for name in ("n_heads", "d_model", "d_head"):
        if name in declared and declared[name] != getattr(session, name):
            raise SessionFileError(translate("Errors", "dimensions.{name} says {declared} but "
                                                       "the arrays have {actual}").format(
                name=name, declared=repr(declared[name]), actual=getattr(session, name)))
