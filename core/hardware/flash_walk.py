"""Stepping through Algorithm 1 on a session's head, as the window's tiles dock does: the
chosen block sizes (by hand or from an on-chip size M), the pass, the step in view and its
replayed detail, the final O beside the lesson's z, and the memory counts. Qt-free: the dock
holds one and asks it; every number it shows comes from here.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.hardware.block_sizes import BlockSizes, check_steps, from_on_chip
from core.hardware.flash_pass import FlashPass, flash_pass
from core.hardware.flash_step import StepDetail, step_detail
from core.hardware.memory_traffic import MemoryTraffic, memory_traffic

DEFAULT_ON_CHIP = 49_152      # elements: 192 KiB of float32, an A100 SM's on-chip memory
PLOT_SIZES = tuple(2 ** power for power in range(4, 15))   # n = 16 … 16,384 for the plot


@dataclass(frozen=True)
class BlockChoice:
    """How the learner chose the blocks: by hand (block_q, block_k) or from on_chip (M)."""
    block_q: int = 2
    block_k: int = 2
    on_chip: int | None = None     # elements; None: the hand-chosen sizes

    def blocks(self, d: int) -> BlockSizes:
        if self.on_chip is not None:
            return from_on_chip(self.on_chip, d)
        return BlockSizes(self.block_q, self.block_k)


class FlashWalk:
    """Algorithm 1 on one head of a trace, one step in view (``index``, 0-based)."""

    def __init__(self, trace, head: int, choice: BlockChoice) -> None:
        self.trace, self.head, self.choice = trace, head, choice
        self.blocks = choice.blocks(trace.d_head)
        check_steps(self.blocks, trace.n_tokens)
        self.flash: FlashPass = flash_pass(trace, head, self.blocks)
        self.index = 0
        self._detail: StepDetail | None = None

    @property
    def steps(self) -> int:
        return len(self.flash.steps)

    @property
    def at_end(self) -> bool:
        return self.index == self.steps - 1

    def go(self, index: int) -> StepDetail:
        """Move to step ``index`` (clamped to the steps there are) and return its detail."""
        index = max(0, min(self.steps - 1, index))
        if index != self.index or self._detail is None:
            self.index, self._detail = index, step_detail(self.flash, index)
        return self._detail

    def peek(self, index: int) -> StepDetail:
        """Step ``index``'s detail without moving to it (a prediction asks about it first)."""
        return step_detail(self.flash, max(0, min(self.steps - 1, index)))

    @property
    def detail(self) -> StepDetail:
        return self.go(self.index)

    def done_tiles(self) -> np.ndarray:
        """(T_r, T_c) bool: the tiles computed before the step in view."""
        done = np.zeros_like(self.flash.visited)
        if self.index:
            order = np.asarray(self.flash.steps[:self.index])             # (index, 2) i, j
            done[order[:, 0], order[:, 1]] = True
        return done

    @property
    def z(self) -> np.ndarray:
        return self.trace.head("z", self.head, native=True)            # (n, d_v)

    @property
    def largest_difference(self) -> float:
        return float(np.abs(self.flash.output.astype(np.float64) - self.z).max())

    def traffic(self, n: int | None = None, on_chip: int | None = None) -> MemoryTraffic:
        """Both passes' traffic for this head's d, at the session's n or another, with the
        paper's B_c for an on-chip memory of ``on_chip`` elements (None: the blocks in use)."""
        block_k = self.blocks.block_k if on_chip is None else \
            from_on_chip(on_chip, self.trace.d_head).block_k
        return memory_traffic(self.trace.n_tokens if n is None else n, self.trace.d_head,
                              block_k)

    def traffic_curve(self, on_chip: int | None = None
                      ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(sizes, standard, tiled): elements moved for n = 16 … 16,384, for the plot."""
        rows = [self.traffic(n, on_chip) for n in PLOT_SIZES]
        return (np.array(PLOT_SIZES, float), np.array([r.standard.total for r in rows], float),
                np.array([r.tiled.total for r in rows], float))
