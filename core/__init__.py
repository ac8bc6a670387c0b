"""QKV Lab's engine: attention as named stages, the editable session, explanations and export.

Nothing here imports Qt. The packages are rooms, in layers (pyproject.toml's import-linter
contracts; ARCHITECTURE.md): ``cli`` over ``pretrained | export | codegen | explanations`` over
``files`` over ``masks | scaling`` over ``session`` over ``attention`` over ``limits``. A room
imports only rooms below it. The names below are loaded on first use, so a light module
(core.limits, core.files.file_checks, core.files.session_json) can be imported without torch:
the command line refuses a bad file before paying seconds for the engine's imports.
"""

from __future__ import annotations

from core.lazy import lazy_names

__getattr__, __all__ = lazy_names(__name__, {
    "run_attention": ".attention.engine", "Trace": ".attention.trace",
    "explain": ".explanations",
    "long_text": ".explanations",
    "FORMULAS": ".attention.stages", "MEANINGS": ".attention.stages",
    "STAGES": ".attention.stages", "TRANSFORMER_LENS_HOOKS": ".attention.stages",
})
