"""vectors.json: every head's plane and its q and k coordinates, written atomically.

    {"heads": [{"head": 0, "exact": true, "basis": [[1, 0], [0, 1]], "captured": 1.0,
                "q": [[x, y], ...], "k": [[x, y], ...], ...}, ...],
     "moves": {"x": [[x, y], ...] | null, "output": [[x, y], ...], ...}}

h is 0-based; the basis is two rows of d_head numbers (d_head = 1: [[1], [0]], "line": true).
Inf/NaN coordinates (an overflowed trace) are written as null: the file stays valid JSON.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import numpy as np

from core.attention.trace import Trace
from core.files.atomic import write_bytes_atomic
from core.vectors.heads import HeadVectors, all_heads
from core.vectors.moves import move_vectors
from core.vectors.plane import Plane

VECTORS_FILE = "vectors.json"


def vectors_document(trace: Trace, tokens: tuple[str, ...] = ()) -> dict:
    """The file's content as plain JSON values."""
    moves = move_vectors(trace)
    return {"tokens": list(tokens), "heads": [_head(vectors) for vectors in all_heads(trace)],
            "moves": {**_plane(moves.plane), "x": _points(moves.x), "output":
                      _points(moves.output), "notes": list(moves.notes)}}


def write_vectors_json(trace: Trace, folder: str | os.PathLike,
                       tokens: tuple[str, ...] = ()) -> Path:
    """FOLDER/vectors.json (OSError naming the file when it cannot be written)."""
    text = json.dumps(vectors_document(trace, tokens), allow_nan=False)
    return write_bytes_atomic(Path(folder) / VECTORS_FILE, text.encode("utf-8"))


def _head(vectors: HeadVectors) -> dict:
    return {"head": vectors.head, **_plane(vectors.plane), "q": _points(vectors.q),
            "k": _points(vectors.k), "score_max_error": _finite(vectors.max_error),
            "score_correlation": vectors.correlation}


def _plane(plane: Plane) -> dict:
    return {"exact": plane.exact, "line": plane.is_line, "basis": _points(plane.basis),
            "captured": plane.captured, "notes": list(plane.notes)}


def _points(values: np.ndarray | None) -> list | None:
    if values is None:
        return None
    return [[_finite(float(value)) for value in row] for row in np.asarray(values)]


def _finite(value: float) -> float | None:
    return value if math.isfinite(value) else None
