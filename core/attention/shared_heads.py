"""Grouped-query attention, read from a trace: which heads share one key/value head.

Heads whose k and v are equal, value for value, read the same keys and values (SmolLM2's
query heads 1–3 share key/value head 1, 4–6 head 2, 7–9 head 3: the session holds each shared
W^K and W^V once per query head). An edit that changes one copy ends the sharing, and the
groups say so. Nothing is assumed from where the session came from.
"""

from __future__ import annotations

import numpy as np


def key_value_groups(k: np.ndarray, v: np.ndarray) -> tuple[tuple[int, ...], ...]:
    """k, v (h, n, d_head) -> the 0-based heads of each key/value group, in head order (a
    head that shares with none is a group of one). One head's trace is (n, d_head): one group.
    """
    if k.ndim == 2:
        return ((0,),)
    groups: list[list[int]] = []
    for head in range(k.shape[0]):
        for group in groups:
            first = group[0]
            if np.array_equal(k[head], k[first]) and np.array_equal(v[head], v[first]):
                group.append(head)
                break
        else:
            groups.append([head])
    return tuple(tuple(group) for group in groups)


def shares_key_values(groups: tuple[tuple[int, ...], ...]) -> bool:
    """True when some key/value head is read by more than one query head."""
    return any(len(group) > 1 for group in groups)
