"""FlashAttention's Algorithm 1 (Dao et al. 2022) on one head: the output of attention computed
tile by tile, never holding the n × n scores, with the online softmax's running maximum m and
normaliser ℓ per query row.

For each block j of K and V (outer loop), for each block i of Q (inner loop), on chip:
S_ij = Q_i K_jᵀ / divisor (−∞ where masked), m̃ = rowmax S_ij, P̃ = e^(S_ij − m̃), ℓ̃ = rowsum P̃,
m_new = max(m, m̃), ℓ_new = e^(m − m_new) ℓ + e^(m̃ − m_new) ℓ̃,
O_i ← (ℓ e^(m − m_new) O_i + e^(m̃ − m_new) P̃ V_j) / ℓ_new; then O_i, ℓ, m go back to slow memory.
A block with every entry masked (causal: wholly above the diagonal) is skipped and counted.

The pass keeps only m and ℓ after each column block (T_c × n numbers): one step's full detail
is replayed on demand (core.hardware.flash_step), with the same ``block_update``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np

from core.hardware.block_sizes import BlockSizes, check_steps


class BlockUpdate(NamedTuple):
    """One tile's numbers (B_r query rows, B_c keys, d_v value features)."""
    scores: np.ndarray         # (B_r, B_c) S_ij, −∞ where masked
    block_max: np.ndarray      # (B_r,) m̃_ij, −∞ for a row with no visible key in the block
    numerators: np.ndarray     # (B_r, B_c) P̃_ij = e^(S_ij − m̃)
    block_sum: np.ndarray      # (B_r,) ℓ̃_ij = rowsum P̃_ij
    max_before: np.ndarray     # (B_r,) m_i read from slow memory
    sum_before: np.ndarray     # (B_r,) ℓ_i read from slow memory
    output_before: np.ndarray  # (B_r, d_v) O_i read from slow memory
    max_after: np.ndarray      # (B_r,) m_i^new = max(m_i, m̃)
    old_factor: np.ndarray     # (B_r,) e^(m_i − m_new): rescales what was summed before
    new_factor: np.ndarray     # (B_r,) e^(m̃ − m_new): rescales this block's sums
    sum_after: np.ndarray      # (B_r,) ℓ_i^new
    output_after: np.ndarray   # (B_r, d_v) O_i^new, written back


def block_update(q_i, k_j, v_j, allowed_ij, divisor: float, m_i, l_i, o_i) -> BlockUpdate:
    """Lines 9–13 of Algorithm 1 for one tile, vectorised over its rows and keys.

    q_i (B_r, d), k_j (B_c, d), v_j (B_c, d_v), allowed_ij (B_r, B_c) bool or None,
    m_i, l_i (B_r,), o_i (B_r, d_v).
    """
    scores = (q_i @ k_j.T) / q_i.dtype.type(divisor)                  # (B_r, B_c)
    if allowed_ij is not None:
        scores = np.where(allowed_ij, scores, -np.inf).astype(q_i.dtype, copy=False)
    block_max = scores.max(axis=1)                                     # (B_r,)
    shift = np.where(np.isfinite(block_max), block_max, 0).astype(q_i.dtype)
    numerators = np.exp(scores - shift[:, None])                       # (B_r, B_c), 0 where −∞
    block_sum = numerators.sum(axis=1)                                 # (B_r,)
    max_after = np.maximum(m_i, block_max)                             # (B_r,)
    live = np.isfinite(max_after)                                      # a visible key so far
    base = np.where(live, max_after, 0).astype(q_i.dtype)
    old_factor = np.where(live, np.exp(m_i - base), 0).astype(q_i.dtype)
    new_factor = np.where(live, np.exp(block_max - base), 0).astype(q_i.dtype)
    sum_after = old_factor * l_i + new_factor * block_sum              # (B_r,)
    numerator = ((l_i * old_factor)[:, None] * o_i
                 + new_factor[:, None] * (numerators @ v_j))           # (B_r, d_v)
    output_after = np.zeros_like(numerator)
    np.divide(numerator, sum_after[:, None], out=output_after, where=sum_after[:, None] > 0)
    return BlockUpdate(scores, block_max, numerators, block_sum, m_i, l_i, o_i, max_after,
                       old_factor, new_factor, sum_after, output_after)


@dataclass(frozen=True, eq=False)
class FlashPass:
    """Algorithm 1's result on one head, and what a step's replay needs."""
    blocks: BlockSizes
    queries: np.ndarray        # (n, d) Q (rotated when rotary positions are on)
    keys: np.ndarray           # (n, d) K (rotated likewise)
    values: np.ndarray         # (n, d_v) V
    divisor: float             # what the scores are divided by (√d_k, τ, or 1)
    allowed: np.ndarray | None # (n, n) bool, True = query may see key; None: all visible
    output: np.ndarray         # (n, d_v) the final O
    max_history: np.ndarray    # (T_c, n) m of every row after column block j (−∞: none seen)
    sum_history: np.ndarray    # (T_c, n) ℓ of every row after column block j
    visited: np.ndarray        # (T_r, T_c) bool: False where the tile was skipped (all masked)
    _steps: list = field(default_factory=list, repr=False)

    @property
    def n(self) -> int:
        return int(self.queries.shape[0])

    @property
    def d(self) -> int:
        return int(self.queries.shape[1])

    @property
    def row_blocks(self) -> int:
        return int(self.visited.shape[0])

    @property
    def column_blocks(self) -> int:
        return int(self.visited.shape[1])

    @property
    def skipped_blocks(self) -> int:
        return int((~self.visited).sum())

    @property
    def steps(self) -> list[tuple[int, int]]:
        """(i, j) of every tile computed, in the algorithm's order: j outer, i inner."""
        if not self._steps:
            self._steps.extend((int(i), int(j)) for j, i in zip(*np.nonzero(self.visited.T),
                                                                 strict=True))
        return self._steps

    def running(self, i: int, j: int) -> tuple[np.ndarray, np.ndarray]:
        """(B_r,) m and (B_r,) ℓ of the rows of block i after step (i, j)."""
        rows = self.blocks.rows(i, self.n)
        return (self.max_history[j, rows.start:rows.stop],
                self.sum_history[j, rows.start:rows.stop])


def flash_attention(queries, keys, values, *, divisor: float, allowed, blocks: BlockSizes
                    ) -> FlashPass:
    """Run Algorithm 1. queries, keys (n, d), values (n, d_v), allowed (n, n) bool or None.

    The inner loop over row blocks i is one vectorised ``block_update`` over the rows of every
    block i that has a visible score in column block j: rows never meet in Algorithm 1, so this
    computes what T_r separate updates would (a handful of large products instead of T_r · T_c
    small ones, which a busy multi-core BLAS runs slowly).
    """
    queries, keys, values = (np.asarray(a) for a in (queries, keys, values))
    n = queries.shape[0]
    check_steps(blocks, n)
    dtype = queries.dtype
    row_blocks, column_blocks = blocks.row_blocks(n), blocks.column_blocks(n)
    starts = np.arange(row_blocks) * blocks.block_q                    # (T_r,) first row of each
    lengths = np.diff(np.append(starts, n))                            # (T_r,) rows in each block
    output = np.zeros((n, values.shape[1]), dtype)                    # (n, d_v) O in slow memory
    running_sum = np.zeros(n, dtype)                                   # (n,) ℓ
    running_max = np.full(n, -np.inf, dtype)                           # (n,) m
    max_history = np.empty((column_blocks, n), dtype)                  # (T_c, n)
    sum_history = np.empty((column_blocks, n), dtype)
    visited = np.ones((row_blocks, column_blocks), bool)               # (T_r, T_c)
    for j in range(column_blocks):
        cols = slice(blocks.columns(j, n).start, blocks.columns(j, n).stop)
        k_j, v_j = keys[cols], values[cols]                            # load K_j, V_j
        allowed_j = None if allowed is None else allowed[:, cols]      # (n, B_c)
        rows = slice(None)
        if allowed_j is not None:
            visited[:, j] = np.logical_or.reduceat(allowed_j.any(axis=1), starts)
            rows = np.repeat(visited[:, j], lengths)                   # (n,) rows of tiles kept
            allowed_j = allowed_j[rows]
        update = block_update(queries[rows], k_j, v_j, allowed_j, divisor,
                              running_max[rows], running_sum[rows], output[rows])
        running_max[rows], running_sum[rows] = update.max_after, update.sum_after
        output[rows] = update.output_after                             # write O_i, ℓ_i, m_i
        max_history[j], sum_history[j] = running_max, running_sum
    return FlashPass(blocks=blocks, queries=queries, keys=keys, values=values,
                     divisor=float(divisor), allowed=allowed, output=output,
                     max_history=max_history, sum_history=sum_history, visited=visited)


def head_inputs(trace, head: int) -> dict:
    """What Algorithm 1 reads from a trace's head (0-based): Q and K as the scores multiplied
    them (rotated when rotary), V, the divisor, the mask (None when every key is visible)."""
    allowed = trace.allowed                                            # (n, n) bool
    return {"queries": trace.head(trace.scored("q"), head, native=True),   # (n, d)
            "keys": trace.head(trace.scored("k"), head, native=True),      # (n, d)
            "values": trace.head("v", head, native=True),                  # (n, d_v)
            "divisor": trace.divisor, "allowed": None if allowed.all() else allowed}


def flash_pass(trace, head: int, blocks: BlockSizes) -> FlashPass:
    """Algorithm 1 on one head (0-based) of a trace."""
    return flash_attention(**head_inputs(trace, head), blocks=blocks)


def largest_difference(flash: FlashPass, trace, head: int) -> float:
    """max |O − z| over the head's outputs (both in the trace's dtype)."""
    z = trace.head("z", head, native=True)                             # (n, d_v)
    return float(np.abs(flash.output.astype(np.float64) - z.astype(np.float64)).max())
