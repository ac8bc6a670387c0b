"""Masks: which keys a query may see, as presets, edits, text and the "why −∞" check.

``presets`` builds and edits boolean masks (causal, window, block, ...); ``text`` words them;
``leak`` measures what a finite "hide" value lets through, against −∞. It imports core.limits,
numpy and torch only.
"""

from __future__ import annotations

from core.masks.presets import MaskError, effective_mask, preset

__all__ = ["MaskError", "effective_mask", "preset"]
