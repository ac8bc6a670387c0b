"""How the hardware computes attention: FlashAttention's Algorithm 1 (Dao et al. 2022) on one
head of a trace, block by block with the online softmax, and the memory traffic of the
standard and the tiled pass, counted.

``block_sizes`` chooses B_r and B_c (by hand or from an on-chip size M); ``flash_pass`` walks
the blocks (j outer, i inner) and keeps the running m and ℓ of every step compactly;
``flash_step`` replays one step in full (S_ij, m̃, P̃, ℓ̃, the rescale factors, O_i);
``memory_traffic`` counts the elements read and written; ``step_text`` words a step.
Imports core.attention, core.i18n and core.number_text only (layer 3 of core).
"""

from __future__ import annotations

from core.lazy import lazy_names

__getattr__, __all__ = lazy_names(__name__, {
    "BlockSizes": ".block_sizes", "BlockSizeError": ".block_sizes",
    "FlashPass": ".flash_pass", "flash_attention": ".flash_pass", "flash_pass": ".flash_pass",
    "StepDetail": ".flash_step", "step_detail": ".flash_step",
    "MemoryTraffic": ".memory_traffic", "memory_traffic": ".memory_traffic",
    "BlockChoice": ".flash_walk", "FlashWalk": ".flash_walk",
})
