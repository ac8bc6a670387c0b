"""A session file's bytes to a checked JSON document, before any array or engine is built.

Torch-free (the command line refuses a bad file before importing the engine). The file is read
only if it is a regular file within MAX_SESSION_BYTES; numbers are refused as they are parsed
when they could not be stored (a whole number of thousands of digits, 1e999); text that no file
can hold (a lone surrogate) is refused; and the sizes the arrays declare are checked against
the limits and the compute budget before any array is made from them.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

from core.files.file_checks import FileRefusedError, read_regular_file
from core.i18n import translate
from core.limits import (
    MAX_D_HEAD,
    MAX_D_MODEL,
    MAX_HEADS,
    MAX_INTEGER_DIGITS,
    MAX_SESSION_BYTES,
    MAX_TOKENS,
    LimitError,
    check_compute_budget,
    check_dimension,
)
from core.session.text_checks import check_encodable

FORMAT = "qkv-lab-session"
VERSION = 4   # 2: settings.heads_off; 3: settings.positional "rotary" and settings.rope_base;
#               4: settings.model_head (core.files.session_io writes the lowest version that
#               holds what a file says)


class SessionFileError(ValueError):
    """A session file or JSON text that cannot become a session."""


def read_session_document(path: str | os.PathLike, limit: int | None = None) -> Any:
    """The parsed, pre-checked JSON of a session file; SessionFileError naming the file."""
    path = Path(path)
    try:
        raw = read_regular_file(path, MAX_SESSION_BYTES if limit is None else limit,
                                "session file")
    except FileRefusedError as error:
        raise SessionFileError(str(error)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SessionFileError(translate("Errors", "{name} is not a QKV Lab session (not UTF-8 "
                                                   "text)").format(name=path.name)) from None
    try:
        document = parse_session_text(text)
        precheck_document(document)
    except SessionFileError as error:
        raise SessionFileError(f"{path.name}: {error}") from None
    return document


def parse_session_text(text: str | bytes) -> Any:
    """JSON with every number checked as it is read; SessionFileError for anything refused."""
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_int=_whole_number,
                          parse_float=_finite_number)
    except _RefusedNumber as error:
        raise SessionFileError(str(error)) from None
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as error:
        raise SessionFileError(translate("Errors", "not a QKV Lab session: the JSON is broken "
                                                   "({error})").format(error=error)) from None


def precheck_document(data: Any) -> None:
    """Sizes and text a document declares, checked before any array is built from it."""
    if not isinstance(data, dict):
        return  # session_from_dict says what is wrong with it
    try:
        tokens = data.get("tokens")
        if isinstance(tokens, list):
            if not 1 <= len(tokens) <= MAX_TOKENS:
                raise LimitError(translate("Errors", "a session needs 1 to {limit} tokens, got "
                                                     "{count}").format(limit=MAX_TOKENS,
                                                                       count=len(tokens)))
            for index, token in enumerate(tokens):
                if isinstance(token, str):
                    check_encodable(token, translate("Errors", "token {index}").format(
                        index=index))
        for key in ("title", "description"):
            if isinstance(data.get(key), str):
                check_encodable(data[key], translate("Errors", "the title") if key == "title"
                                else translate("Errors", "the description"))
        _precheck_shapes(data, tokens)
    except LimitError as error:
        raise SessionFileError(str(error)) from None


def _precheck_shapes(data: dict, tokens) -> None:
    embeddings, w_q = data.get("embeddings"), data.get("W_Q")
    d_model = _leading_lengths(embeddings, 2)[1:]
    if d_model:
        check_dimension("d_model", d_model[0], MAX_D_MODEL)
    shape = _leading_lengths(w_q, 3)
    if len(shape) == 3:
        n_heads, w_d_model, d_head = shape
        check_dimension("n_heads", n_heads, MAX_HEADS)
        check_dimension("d_model", w_d_model, MAX_D_MODEL)
        check_dimension("d_head", d_head, MAX_D_HEAD)
        if isinstance(tokens, list):
            check_compute_budget(len(tokens), n_heads, w_d_model, d_head)


def _leading_lengths(value, depth: int) -> tuple[int, ...]:
    """Lengths along the first element of nested lists: [[[1, 2]]] -> (1, 1, 2)."""
    lengths = []
    while isinstance(value, list) and len(lengths) < depth:
        lengths.append(len(value))
        value = value[0] if value else None
    return tuple(lengths)


class _RefusedNumber(ValueError):
    pass


def _refuse_constant(name: str):
    raise _RefusedNumber(translate("Errors", "the session holds {name}; every number must be "
                                             "finite").format(name=name))


def _whole_number(text: str) -> int:
    digits = len(text.lstrip("-"))
    if digits > MAX_INTEGER_DIGITS:
        raise _RefusedNumber(translate("Errors", "the session holds a whole number of {digits} "
                                                 "digits ({start}…); numbers in a session have "
                                                 "at most {limit} digits").format(
            digits=digits, start=text[:12], limit=MAX_INTEGER_DIGITS))
    return int(text)


def _finite_number(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _RefusedNumber(translate("Errors", "the session holds {number}, beyond the largest "
                                                 "number a computer float can hold; every number "
                                                 "must be finite").format(number=text[:24]))
    return value
