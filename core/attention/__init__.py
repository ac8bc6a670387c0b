"""Attention itself: the one attention core, the engine, its named stages, the trace it
returns, and their words.

``attend.attend`` is the one place attention is computed (scores, scaled, masked, weights, z
from q, k, v; masks in ``attention_mask``, rotary turns in ``rotary``, stage hooks in
``hooks``): the engine, the pretrained models and the training lab all call it.
``engine.run_attention`` computes every stage (x, q, k, v, scores, scaled, masked, weights, z,
concat, output) on any torch device and dtype; ``trace.Trace`` holds them on the CPU;
``stages`` names them and their formulas; ``stage_text`` words them for the current settings;
``softmax_internals`` and ``tensors`` are the engine's small parts; ``shared_heads`` finds
heads that read one key/value head (grouped-query attention) in a trace. It imports only
core.limits, torch and numpy: this is the bottom room that computes.
"""

from __future__ import annotations

from core.lazy import lazy_names

__getattr__, __all__ = lazy_names(__name__, {
    "run_attention": ".engine", "Trace": ".trace", "STAGES": ".stages",
    "AttentionMask": ".attention_mask", "Rotary": ".attend",
})
