"""Elements moved between slow memory (a GPU's HBM) and the chip by standard attention and by
FlashAttention (Dao et al. 2022), counted as the paper does, the initialisation of O, ℓ and m
not counted.

Standard (Algorithm 0): read Q, K, write S (n²); read S, write P (n²); read P, V, write O:
reads 3nd + 2n², writes 2n² + nd; S and P (n² each) held in slow memory.
Tiled (Algorithm 1): each of the T_c = ⌈n / B_c⌉ column blocks reads K_j, V_j once (2nd over
all j) and, for every row block, reads Q_i, O_i, ℓ_i, m_i (2nd + 2n over all i) and writes O_i,
ℓ_i, m_i (nd + 2n): reads 2nd + T_c(2nd + 2n), writes T_c(nd + 2n); ℓ and m (2n) held extra.
"""

from __future__ import annotations

from dataclasses import dataclass

FLOAT32_BYTES = 4


@dataclass(frozen=True)
class Traffic:
    reads: int    # elements
    writes: int   # elements
    extra: int    # elements held in slow memory beside Q, K, V and O

    def as_bytes(self, item_bytes: int = FLOAT32_BYTES) -> Traffic:
        return Traffic(self.reads * item_bytes, self.writes * item_bytes, self.extra * item_bytes)

    @property
    def total(self) -> int:
        return self.reads + self.writes


@dataclass(frozen=True)
class MemoryTraffic:
    n: int
    d: int
    block_k: int
    standard: Traffic
    tiled: Traffic

    @property
    def column_blocks(self) -> int:
        return -(-self.n // self.block_k)

    @property
    def ratio(self) -> float:
        """How many times more elements standard attention moves than the tiled pass."""
        return self.standard.total / self.tiled.total


def standard_traffic(n: int, d: int) -> Traffic:
    return Traffic(reads=3 * n * d + 2 * n * n, writes=2 * n * n + n * d, extra=2 * n * n)


def tiled_traffic(n: int, d: int, block_k: int) -> Traffic:
    column_blocks = -(-n // block_k)                                   # T_c
    return Traffic(reads=2 * n * d + column_blocks * (2 * n * d + 2 * n),
                   writes=column_blocks * (n * d + 2 * n), extra=2 * n)


def memory_traffic(n: int, d: int, block_k: int) -> MemoryTraffic:
    """Both passes' traffic for n tokens, head size d and B_c keys per block."""
    return MemoryTraffic(n=n, d=d, block_k=block_k, standard=standard_traffic(n, d),
                         tiled=tiled_traffic(n, d, block_k))
