"""Which keys a query row may see: causal, a sliding window of w keys, padding, a custom matrix.

Positions: n query rows over N keys; the keys are the tokens at positions 0 … N−1 and the
queries the last n of them (N − n … N − 1), as in self-attention (n = N) and in a decoder's
step over its KV cache (N − n keys already cached). A mask is a (n, N) bool matrix, True where
query i may attend to key j (None: every key visible):

- causal: key j visible to the query at position p when j ≤ p;
- window w: key j visible when j > p − w, so with causal the last w keys up to p itself
  (Gemma 3's sliding layers, Mistral); keys further back are hidden;
- allowed: a custom (n, N) bool matrix (True = may attend), combined with the rest;
- padding: (N,) or (B, N) bool, True for a real key, False for padding: no row sees padding.

Causal and window masks always leave a row its own key, so only ``allowed`` and ``padding``
can leave a row with nothing to see (``blocked``: its weights become zeros, not NaN).
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import torch


@dataclass(frozen=True, eq=False)
class AttentionMask:
    """What hides keys from query rows (ARCHITECTURE.md: the lesson's M stage)."""

    causal: bool = False
    window: int | None = None             # w ≥ 1: a query sees keys j > p − w only
    allowed: torch.Tensor | None = None   # (n, N) bool, True = query i may attend to key j
    padding: torch.Tensor | None = None   # (N,) or (B, N) bool, True = a real key

    def __post_init__(self) -> None:
        if self.window is not None and (isinstance(self.window, bool) or
                                        not isinstance(self.window, int) or self.window < 1):
            raise ValueError(f"the sliding window must be a whole number of keys ≥ 1, "
                             f"got {self.window!r}")
        for name in ("allowed", "padding"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, torch.Tensor)
                                      or value.dtype != torch.bool):
                raise ValueError(f"{name} must be a bool tensor (True = visible), "
                                 f"got {getattr(value, 'dtype', type(value).__name__)}")

    @property
    def can_block_rows(self) -> bool:
        """Whether some query row may be left with no key (only a custom matrix or padding)."""
        return self.allowed is not None or self.padding is not None


NO_MASK = AttentionMask()


def allowed_keys(mask: AttentionMask, n: int, n_keys: int, batch_dims: int,
                 device: torch.device) -> torch.Tensor | None:
    """The bool matrix True where a query row may see a key, broadcastable to (…, n, N); None
    when every key is visible. ``batch_dims``: the query's axes before (n, d) (heads included),
    which a (B, N) padding lines up with from the left."""
    allowed = _band(n, n_keys, mask.causal, mask.window, device)             # (n, N) or None
    if mask.allowed is not None:
        custom = mask.allowed.to(device)
        if tuple(custom.shape[-2:]) != (n, n_keys):
            raise ValueError(f"the allowed matrix must be ({n}, {n_keys}) (queries × keys), "
                             f"got {tuple(custom.shape)}")
        allowed = custom if allowed is None else custom & allowed
    if mask.padding is not None:
        real = _real_keys(mask.padding.to(device), n_keys, batch_dims)      # (…, 1, N)
        allowed = real if allowed is None else real & allowed
    return allowed


def blocked_rows(allowed: torch.Tensor, n: int) -> torch.Tensor:
    """(…, n) bool on the mask's device: the query rows that see no key at all (a padding-only
    mask has one row for all: it is expanded, not copied)."""
    blocked = ~allowed.any(dim=-1)                                          # (…, n) or (…, 1)
    return blocked if blocked.shape[-1] == n else blocked.expand(*blocked.shape[:-1], n)


def _real_keys(padding: torch.Tensor, n_keys: int, batch_dims: int) -> torch.Tensor:
    if padding.shape[-1] != n_keys or padding.ndim - 1 > batch_dims:
        raise ValueError(f"padding must be ({n_keys},) or (B, {n_keys}) for the batch, got "
                         f"{tuple(padding.shape)}")
    if padding.ndim == 1:
        return padding[None, :]                                              # (1, N)
    lead = padding.shape[:-1]
    return padding.view(*lead, *([1] * (batch_dims - len(lead))), 1, n_keys)  # (B, 1…, 1, N)


@functools.lru_cache(maxsize=16)
def _band(n: int, n_keys: int, causal: bool, window: int | None,
          device: torch.device) -> torch.Tensor | None:
    """(n, N) bool of the causal and window masks for queries at N − n … N − 1, or None when
    they hide nothing; built once per size and device, then shared (read-only)."""
    first = n_keys - n                                    # position of the first query row
    hides_later = causal and n > 1                        # the last row sees every key
    hides_earlier = window is not None and n_keys > window
    if not (hides_later or hides_earlier):
        return None
    query = torch.arange(first, n_keys, device=device)[:, None]             # (n, 1)
    key = torch.arange(n_keys, device=device)[None, :]                      # (1, N)
    allowed = torch.ones(n, n_keys, dtype=torch.bool, device=device)        # (n, N)
    if hides_later:
        allowed &= key <= query
    if hides_earlier:
        allowed &= key > query - window
    return allowed
