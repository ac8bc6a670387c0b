"""Colour scaling for a heatmap: the level range of a kind, and the image handed to pyqtgraph."""

from __future__ import annotations

import numpy as np

KINDS = ("signed", "probability")


def level_range(values: np.ndarray, kind: str) -> tuple[float, float]:
    """Fixed colour levels: ±max|finite value| for "signed" (±1 if none), 0..1 otherwise."""
    if kind == "probability":
        return (0.0, 1.0)
    if kind != "signed":
        raise ValueError(f"unknown matrix kind {kind!r}; kinds are {', '.join(KINDS)}")
    if values.size == 0:
        return (-1.0, 1.0)
    low, high = float(values.min()), float(values.max())   # fast path: all finite
    if not (np.isfinite(low) and np.isfinite(high)):
        finite = values[np.isfinite(values)]
        if finite.size == 0:
            return (-1.0, 1.0)
        low, high = float(finite.min()), float(finite.max())
    bound = max(abs(low), abs(high))
    return (-bound, bound) if bound > 0 else (-1.0, 1.0)


def image_values(display: np.ndarray) -> np.ndarray:
    """(rows, cols) float -> C-ordered float32 copy with every non-finite cell NaN (blank).

    Masked (−∞) cells are drawn by their own item, so the image leaves them transparent.
    """
    image = np.array(display, dtype=np.float32, order="C")
    # min/max propagate NaN and reach ±inf: one cheap pass decides whether to look closer.
    if not np.isfinite(image.min() + image.max()):
        image[~np.isfinite(image)] = np.nan
    return image
