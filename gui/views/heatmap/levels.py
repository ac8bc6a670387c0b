"""Colour scaling for a heatmap: the level range of a kind, and the indexed image pyqtgraph draws.

The image is uint8 colour indices into a 256-entry RGBA table: 0..252 are the colour map,
MASKED_INDEX is the masked grey (−∞) and BLANK_INDEX is transparent (NaN, not revealed yet).
A uint8 image with a table is pyqtgraph's fastest path (a few ms at 2048×2048).
"""

from __future__ import annotations

import numpy as np
import pyqtgraph as pg

from gui.palette import MASKED_FILL

KINDS = ("signed", "probability")
N_COLORS = 253                  # indices 0..252: the colour map from low to high level
MASKED_INDEX = 253
BLANK_INDEX = 254


def frozen_matrix(values) -> np.ndarray:
    """A read-only float array: the caller's own when already read-only float64 or float32 (a
    trace's, shown without a copy and with exactly its numbers), else a float64 copy."""
    if (isinstance(values, np.ndarray) and values.dtype in (np.float64, np.float32)
            and not values.flags.writeable):
        return values
    matrix = np.array(values, dtype=np.float64)
    matrix.setflags(write=False)
    return matrix


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
        finite = np.isfinite(values)
        if not finite.any():
            return (-1.0, 1.0)
        low = float(np.min(values, where=finite, initial=np.inf))
        high = float(np.max(values, where=finite, initial=-np.inf))
    bound = max(abs(low), abs(high))
    return (-bound, bound) if bound > 0 else (-1.0, 1.0)


def upsampled(indices: np.ndarray) -> np.ndarray:
    """Small matrices repeated k×k per cell, so exports (SVG viewers smooth-scale images)
    keep sharp cell edges; matrices of 256 or more rows/cols are returned unchanged."""
    rows, cols = indices.shape
    longest = max(rows, cols, 1)
    if longest >= 256:
        return indices
    factor = max(1, min(512 // longest, int((1_000_000 / max(rows * cols, 1)) ** 0.5)))
    return np.repeat(np.repeat(indices, factor, axis=0), factor, axis=1)


def lookup_table(color_map: pg.ColorMap) -> np.ndarray:
    """(256, 4) uint8 RGBA: the map's N_COLORS colours, masked grey, then transparent."""
    table = np.zeros((256, 4), dtype=np.uint8)
    table[:N_COLORS, :3] = color_map.getLookupTable(0.0, 1.0, N_COLORS, alpha=False)
    table[:N_COLORS, 3] = 255
    table[MASKED_INDEX] = MASKED_FILL.getRgb()
    return table                                    # BLANK_INDEX and above: alpha 0


def color_indices(display: np.ndarray, levels: tuple[float, float]) -> np.ndarray:
    """(rows, cols) float -> (rows, cols) uint8 indices into :func:`lookup_table`."""
    low, high = levels
    scale = (N_COLORS - 1) / (high - low) if high > low else 0.0
    # float32 work array, in place: (value - low) * scale + 0.5 (rounded down later), written
    # as (value - (low - 0.5 / scale)) * scale to save a pass over the array.
    offset = low - 0.5 / scale if scale else low
    scaled = np.subtract(display, offset, dtype=np.float32)          # (rows, cols)
    scaled *= np.float32(scale)
    smallest, largest = float(scaled.min()), float(scaled.max())  # NaN if any cell is NaN
    masked = blank = None
    if np.isinf(smallest) and np.isfinite(largest):
        masked = scaled == -np.inf                   # the usual case: only −∞ (a mask)
    elif not (np.isfinite(smallest) and np.isfinite(largest)):
        masked = np.isneginf(scaled)
        blank = np.isnan(scaled) | np.isposinf(scaled)
        scaled[blank] = 0.0
    if smallest < 0 or largest >= N_COLORS or masked is not None:
        np.clip(scaled, 0.0, N_COLORS - 1, out=scaled)   # −∞ -> 0, then marked masked below
    indices = scaled.astype(np.uint8, order="C")
    if blank is not None:
        indices[blank] = BLANK_INDEX
    if masked is not None:
        indices[masked] = MASKED_INDEX
    return indices
