"""QKV Lab's engine: attention as named stages, the editable session, explanations and export.

Nothing here imports Qt. The names below are loaded on first use, so a light module
(core.limits, core.file_checks, core.session_json) can be imported without torch: the command
line refuses a bad file before paying seconds for the engine's imports.
"""

from __future__ import annotations

import importlib

_LAZY = {
    "run_attention": ".engine", "Trace": ".trace",
    "explain": ".explain", "feeding_cells": ".explain", "long_text": ".explain",
    "short_text": ".explain",
    "FORMULAS": ".stages", "MEANINGS": ".stages", "STAGES": ".stages",
    "TRANSFORMER_LENS_HOOKS": ".stages",
}

__all__ = sorted(_LAZY)


def __getattr__(name: str):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'core' has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value
