"""What a decoder's KV cache stores and how many bytes it takes, and what it would take with
one key/value head per query head (multi-head attention) or one for all (multi-query).

K and V each hold [layers, key/value heads, tokens, d_head] numbers. SmolLM2-135M has 9 query
heads and 3 key/value heads (grouped-query attention, 3 query heads a group), so its cache is
a third of what 9 key/value heads would need, and three times what one would.
"""

from __future__ import annotations

from dataclasses import dataclass

BYTES_PER_NUMBER = {"float32": 4, "float16": 2, "bfloat16": 2}


@dataclass(frozen=True)
class CacheSize:
    n_layers: int
    n_kv_heads: int       # key/value heads kept per layer
    n_heads: int          # query heads per layer
    tokens: int           # N: keys (and values) per layer and key/value head
    d_head: int

    @property
    def shape(self) -> tuple[int, int, int, int]:
        """The shape of K, and of V: (layers, key/value heads, tokens, d_head)."""
        return (self.n_layers, self.n_kv_heads, self.tokens, self.d_head)

    @property
    def group(self) -> int:
        """Query heads per key/value head."""
        return self.n_heads // self.n_kv_heads

    def nbytes(self, dtype: str = "float32", kv_heads: int | None = None) -> int:
        """Bytes of K and V together, stored as ``dtype``, with ``kv_heads`` key/value heads
        per layer (None: the model's own)."""
        heads = self.n_kv_heads if kv_heads is None else kv_heads
        return 2 * self.n_layers * heads * self.tokens * self.d_head * BYTES_PER_NUMBER[dtype]

    def one_per_query_head(self, dtype: str = "float32") -> int:
        """Bytes with one key/value head per query head (multi-head attention)."""
        return self.nbytes(dtype, self.n_heads)

    def one_for_all(self, dtype: str = "float32") -> int:
        """Bytes with one key/value head shared by every query head (multi-query attention)."""
        return self.nbytes(dtype, 1)

    def groups(self) -> tuple[tuple[int, int, int], ...]:
        """(first query head, last query head, key/value head) for each group, from 1."""
        return tuple((kv * self.group + 1, (kv + 1) * self.group, kv + 1)
                     for kv in range(self.n_kv_heads))


def cache_size(config, tokens: int) -> CacheSize:
    """The cache of a decoder with ``config`` (a DecoderConfig) after ``tokens`` tokens."""
    return CacheSize(config.n_layers, config.n_kv_heads, config.n_heads, tokens, config.d_head)
