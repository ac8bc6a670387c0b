"""One step of Algorithm 1 in full, replayed on demand: the pass keeps only m and ℓ per column
block, so the tile's S_ij, m̃, P̃, ℓ̃, rescale factors and O_i come from walking row block i
through column blocks 0..j again with the same ``block_update`` (the same numbers, up to the
rounding of a product computed for one block rather than for all rows at once).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.hardware.flash_pass import BlockUpdate, FlashPass, block_update


@dataclass(frozen=True, eq=False)
class StepDetail:
    index: int            # 0-based position in FlashPass.steps
    i: int                # row block of Q (0-based)
    j: int                # column block of K, V (0-based)
    rows: range           # the query rows of block i
    columns: range        # the keys of block j
    allowed: np.ndarray | None   # (B_r, B_c) bool: this tile's part of the mask; None: all seen
    update: BlockUpdate   # every number of the tile

    @property
    def diagonal(self) -> bool:
        """Whether the tile is partly masked (the causal diagonal's tiles are)."""
        return self.allowed is not None and not bool(self.allowed.all())


def step_detail(flash: FlashPass, index: int) -> StepDetail:
    """The ``index``-th step (0-based) of ``flash.steps``, every number of it."""
    steps = flash.steps
    if not 0 <= index < len(steps):
        raise IndexError(f"step {index} out of range 0..{len(steps) - 1}")
    i, j = steps[index]
    n, blocks = flash.n, flash.blocks
    rows = blocks.rows(i, n)
    picked = slice(rows.start, rows.stop)
    q_i = flash.queries[picked]                                        # (B_r, d)
    dtype = q_i.dtype
    m_i = np.full(len(rows), -np.inf, dtype)                           # (B_r,)
    l_i = np.zeros(len(rows), dtype)                                   # (B_r,)
    o_i = np.zeros((len(rows), flash.values.shape[1]), dtype)          # (B_r, d_v)
    update = allowed_ij = None
    for column in range(j + 1):
        if not flash.visited[i, column]:
            continue
        cols = blocks.columns(column, n)
        allowed_ij = None if flash.allowed is None else flash.allowed[picked, cols.start:cols.stop]
        update = block_update(q_i, flash.keys[cols.start:cols.stop],
                              flash.values[cols.start:cols.stop], allowed_ij, flash.divisor,
                              m_i, l_i, o_i)
        m_i, l_i, o_i = update.max_after, update.sum_after, update.output_after
    return StepDetail(index=index, i=i, j=j, rows=rows, columns=blocks.columns(j, n),
                      allowed=allowed_ij, update=update)
