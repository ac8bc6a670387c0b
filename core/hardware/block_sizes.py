"""FlashAttention's block sizes: B_r query rows and B_c key columns per tile, chosen by the
learner or derived from an on-chip memory of M elements as the paper does (Algorithm 1,
line 1): B_c = ⌈M / 4d⌉, B_r = min(⌈M / 4d⌉, d). A block may be larger than n (one block then
holds every row); T_r = ⌈n / B_r⌉ and T_c = ⌈n / B_c⌉ count the blocks.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

MAX_BLOCK = 1 << 20          # a block of more rows than any session may hold is a typo
MAX_ON_CHIP = 1 << 40        # elements; far beyond any chip, still an exact integer
MAX_STEPS = 1_000_000        # blocks visited by one pass (T_r · T_c): n = 1,000 with blocks of 1
DEFAULT_GRID = 3             # the default splits n into about three blocks a side …
DEFAULT_MAX_BLOCK = 64       # … of at most 64 rows (a GPU's usual tile)


class BlockSizeError(ValueError):
    """A block size or on-chip size that cannot be used; the message names it."""


@dataclass(frozen=True)
class BlockSizes:
    block_q: int   # B_r: query rows per block of Q (and of O, ℓ, m)
    block_k: int   # B_c: key rows per block of K and V (columns of S)

    def row_blocks(self, n: int) -> int:
        """T_r = ⌈n / B_r⌉."""
        return -(-n // self.block_q)

    def column_blocks(self, n: int) -> int:
        """T_c = ⌈n / B_c⌉."""
        return -(-n // self.block_k)

    def rows(self, i: int, n: int) -> range:
        """The query rows of block i (0-based), the last block cut at n."""
        return range(i * self.block_q, min((i + 1) * self.block_q, n))

    def columns(self, j: int, n: int) -> range:
        """The key rows of block j (0-based), the last block cut at n."""
        return range(j * self.block_k, min((j + 1) * self.block_k, n))


def checked_block(value, option: str) -> int:
    """A whole number of rows from 1 to MAX_BLOCK, or BlockSizeError naming ``option``."""
    raw = str(value).strip()
    if not raw.isdigit() or not raw.isascii() or len(raw) > 9 or not 1 <= int(raw) <= MAX_BLOCK:
        raise BlockSizeError(f"{option} must be a whole number of rows from 1 to {MAX_BLOCK}, "
                             f"got {raw!r}")
    return int(raw)


def from_on_chip(on_chip: int, d: int) -> BlockSizes:
    """The paper's choice for an on-chip memory of ``on_chip`` elements and head size d:
    B_c = ⌈M / 4d⌉ (a block each of Q, K, V and O must fit), B_r = min(B_c, d)."""
    if isinstance(on_chip, bool) or not isinstance(on_chip, int) or not 1 <= on_chip <= MAX_ON_CHIP:
        raise BlockSizeError(f"--sram must be a whole number of elements from 1 to {MAX_ON_CHIP}, "
                             f"got {on_chip!r}")
    columns = math.ceil(on_chip / (4 * d))
    return BlockSizes(block_q=min(columns, d), block_k=columns)


def checked_on_chip(value) -> int:
    """--sram's text as a whole number of elements, or BlockSizeError."""
    raw = str(value).strip().replace(",", "").replace("_", "")
    if not raw.isdigit() or not raw.isascii() or len(raw) > 14 or not 1 <= int(raw) <= MAX_ON_CHIP:
        raise BlockSizeError(f"--sram must be a whole number of elements from 1 to {MAX_ON_CHIP}, "
                             f"got {str(value).strip()!r}")
    return int(raw)


def default_blocks(n: int) -> BlockSizes:
    """About three blocks a side, at most 64 rows each: a lesson of 4 tokens gets 2 × 2."""
    size = max(1, min(DEFAULT_MAX_BLOCK, -(-n // DEFAULT_GRID)))
    return BlockSizes(block_q=size, block_k=size)


def check_steps(blocks: BlockSizes, n: int) -> None:
    """Refuse a pass of more than MAX_STEPS blocks (it would take minutes in Python)."""
    steps = blocks.row_blocks(n) * blocks.column_blocks(n)
    if steps > MAX_STEPS:
        raise BlockSizeError(f"blocks of {blocks.block_q} × {blocks.block_k} split n = {n} into "
                             f"{steps:,} tiles, more than {MAX_STEPS:,}: choose larger blocks")
