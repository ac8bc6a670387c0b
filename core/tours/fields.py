"""Checks a tour file's fields share (core.tours.parse for steps, core.tours.ask for
questions): settings, 0-based whole numbers, stage names, finite numbers. Each problem's words
are in the window's language (core.i18n, context TourFiles); the field names stay as written.
"""

from __future__ import annotations

import math
from typing import Any

from core.attention.stages import STAGES
from core.i18n import translate
from core.tours.tour import SETTINGS

SETTINGS_EXAMPLE = '{"causal": true}'


def not_a_stage(stage: Any) -> str:
    """The words of ``'softmax' is not a stage; stages are x, q, …`` (the names as written)."""
    return translate("TourFiles", "{stage} is not a stage; stages are {stages}").format(
        stage=repr(stage), stages=", ".join(STAGES))


def whole_number(name: str) -> str:
    """``select.row: must be a whole number ≥ 0 (0-based)`` (``name`` as written)."""
    return f"{name}: " + translate("TourFiles", "must be a whole number ≥ 0 (0-based)")


def check_settings(raw: Any, problem, where: str) -> dict:
    """Settings a step or a change sets: only SETTINGS, each of its type."""
    if not isinstance(raw, dict):
        problem(f"{where}: " + translate("TourFiles", "must be an object such as {example}")
                .format(example=SETTINGS_EXAMPLE))
        return {}
    checked = {}
    for key, value in raw.items():
        if key not in SETTINGS:
            problem(f"{where}.{key}: " + translate("TourFiles", "not a setting (settings are "
                                                                "{settings})").format(
                settings=", ".join(SETTINGS)))
        elif key in ("causal", "scaled") and not isinstance(value, bool):
            problem(f"{where}.{key}: " + translate("TourFiles", "must be true or false"))
        elif key == "positional" and not (isinstance(value, bool) or value == "rotary"):
            problem(f"{where}.positional: " + translate("TourFiles", "must be true, false or "
                                                                     "\"rotary\""))
        elif key == "temperature" and value is not None and not is_positive(value):
            problem(f"{where}.temperature: " + translate("TourFiles", "must be a positive number "
                                                                      "or null (√d_k)"))
        elif key == "heads_off" and (not isinstance(value, list) or
                                     not all(is_whole(h) and h >= 0 for h in value)):
            problem(f"{where}.heads_off: " + translate("TourFiles", "must be a list of 0-based "
                                                                    "head numbers"))
        elif key == "mask" and not isinstance(value, str):
            problem(f"{where}.mask: " + translate("TourFiles", "must be a preset name such as "
                                                               "{causal} or {none}").format(
                causal='"causal"', none='"none"'))
        else:
            checked[key] = value
    return checked


def is_whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and \
        math.isfinite(value)


def is_positive(value: Any) -> bool:
    return is_number(value) and value > 0
