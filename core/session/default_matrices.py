"""The seeded default matrices of a session, and how a resize keeps the numbers it can.

Every default comes from core.session.seeded (a name and a seed give the same numbers on every
machine), so a row keeps its values when d_head grows and a new token's row is its own.
"""

from __future__ import annotations

import numpy as np

from core.session.seeded import seeded_uniform, token_embedding


def default_head_matrix(name: str, head: int, d_model: int, d_head: int, seed: int) -> np.ndarray:
    """(d_model, d_head) seeded weights; a row keeps its values when d_head grows."""
    return np.stack([seeded_uniform(f"{name}/h{head}/r{row}", (d_head,), seed)
                     for row in range(d_model)])


def default_w_o(n_heads: int, d_head: int, d_model: int, seed: int) -> np.ndarray:
    """(n_heads*d_head, d_model) seeded output projection."""
    return np.stack([seeded_uniform(f"W_O/r{row}", (d_model,), seed)
                     for row in range(n_heads * d_head)])


def embed_tokens(tokens, d_model: int, seed: int) -> np.ndarray:
    return np.stack([token_embedding(t, d_model, seed) for t in tokens]).reshape(
        len(tokens), d_model)


def overlay(fresh: np.ndarray, old: np.ndarray) -> np.ndarray:
    """``fresh`` with its leading corner replaced by the overlap with ``old``."""
    corner = tuple(slice(0, min(a, b)) for a, b in zip(fresh.shape, old.shape, strict=True))
    result = fresh.copy()
    result[corner] = old[corner]
    return result
