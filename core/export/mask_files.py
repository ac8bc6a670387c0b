"""The attention mask as files: which keys each query may see, and M as a LaTeX matrix.

- ``mask_allowed.csv``: 1 where query i (row) may attend to key j (column), 0 where it may not,
  with token labels (the mask the engine applied: the session's own AND causal).
- ``mask_allowed.npy``: the same as an (n, n) bool array.
- ``mask_M.tex``: M of ``S/√d_k + M`` as a labelled matrix, 0 where visible and ``-\\infty``
  where hidden.
A trace that hides no key gives no mask files.
"""

from __future__ import annotations

import io
import os
from collections.abc import Iterable, Sequence
from pathlib import Path

import numpy as np

from core.export.matrix_text import to_csv_text, to_latex
from core.export.writing import write_export_file
from core.masks.presets import mask_values

MASK_FILE_SUFFIXES = (".csv", ".npy", ".tex")


def mask_file_payloads(allowed: np.ndarray, tokens: Sequence[str],
                       formats: Iterable[str]) -> dict[str, bytes]:
    """File name -> bytes of the mask in each of the chosen formats it has (csv, npy, tex)."""
    allowed = np.asarray(allowed, dtype=bool)   # (n, n)
    tokens = tuple(tokens)
    if allowed.shape != (len(tokens), len(tokens)):
        raise ValueError(f"a mask of shape {allowed.shape} for {len(tokens)} tokens")
    formats = set(formats)
    payloads: dict[str, bytes] = {}
    if "csv" in formats:
        payloads["mask_allowed.csv"] = allowed_csv(allowed, tokens).encode("utf-8")
    if "npy" in formats:
        buffer = io.BytesIO()
        np.save(buffer, allowed, allow_pickle=False)
        payloads["mask_allowed.npy"] = buffer.getvalue()
    if "tex" in formats:
        payloads["mask_M.tex"] = mask_latex(allowed, tokens).encode("utf-8")
    return payloads


def allowed_csv(allowed: np.ndarray, tokens: Sequence[str]) -> str:
    """1 = may attend, 0 = hidden; rows are queries, columns keys, both labelled by token."""
    return to_csv_text(np.asarray(allowed, dtype=np.float64), tokens, tokens, precision=0,
                       corner="query \\ key")


def mask_latex(allowed: np.ndarray, tokens: Sequence[str] | None = None) -> str:
    """M as LaTeX: 0 where a key is visible, -\\infty where hidden (labelled when tokens)."""
    values = mask_values(allowed)
    if tokens is None:
        return to_latex(values, 0)
    return to_latex(values, 0, tuple(tokens), tuple(tokens))


def write_mask_file(allowed: np.ndarray, tokens: Sequence[str],
                    path: str | os.PathLike) -> Path:
    """The mask to one file: .csv (1/0), .npy (bool) or .tex (M with -\\infty), atomically."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in MASK_FILE_SUFFIXES:
        raise ValueError(f"a mask file ends in {', '.join(MASK_FILE_SUFFIXES)}; "
                         f"got {path.name!r}")
    payload = mask_file_payloads(allowed, tokens, [suffix[1:]])
    return write_export_file(path, next(iter(payload.values())))
