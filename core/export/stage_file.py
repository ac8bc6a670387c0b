"""One stage to one file a person named (a "Save stage as…" dialog), and to clipboard text.

The format follows the suffix: .csv, .tsv, .tex (one head's matrix, with token labels),
.npy (the whole stage, head axis included) and .json (the stage with tokens and settings).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from core.attention.trace import Trace
from core.export.bundle import npy_bytes, trace_to_json_text
from core.export.matrix_text import to_csv_text, to_latex, to_tsv_text
from core.export.stage_matrices import StageMatrix, stage_matrices
from core.export.writing import write_export_file

STAGE_FILE_SUFFIXES = (".csv", ".tsv", ".tex", ".npy", ".json")


def stage_matrix(trace: Trace, tokens: Sequence[str], stage: str, head: int = 0) -> StageMatrix:
    """The stage's matrix for ``head`` (ignored for stages without a head axis)."""
    matrices = stage_matrices(trace, tokens, stage)
    if len(matrices) == 1:
        return matrices[0]
    if not 0 <= head < len(matrices):
        raise ValueError(f"head {head} out of range 0..{len(matrices) - 1}")
    return matrices[head]


def stage_clipboard_text(trace: Trace, tokens: Sequence[str], stage: str, head: int = 0,
                         precision: int | None = None) -> str:
    """Tab-separated values with token labels: pastes into a spreadsheet as a table."""
    matrix = stage_matrix(trace, tokens, stage, head)
    return to_tsv_text(matrix.values, matrix.row_labels, matrix.col_labels, precision=precision)


def write_stage_file(trace: Trace, tokens: Sequence[str], stage: str,
                     path: str | os.PathLike, *, head: int = 0, precision: int = 3) -> Path:
    """Write one stage to ``path`` atomically; ValueError for an unknown suffix or stage."""
    path = Path(path)
    suffix = path.suffix.lower()
    if suffix not in STAGE_FILE_SUFFIXES:
        raise ValueError(f"a stage file ends in {', '.join(STAGE_FILE_SUFFIXES)}; "
                         f"got {path.name!r}")
    if suffix == ".npy":
        stage_matrices(trace, tokens, stage)  # checks the stage name and tokens
        return write_export_file(path, npy_bytes(trace.numpy(stage)))
    if suffix == ".json":
        return write_export_file(path, trace_to_json_text(trace, tokens, [stage]))
    matrix = stage_matrix(trace, tokens, stage, head)
    labels = (matrix.values, matrix.row_labels, matrix.col_labels)
    text = {".csv": lambda: to_csv_text(*labels, float32=matrix.float32),
            ".tsv": lambda: to_tsv_text(*labels),
            ".tex": lambda: to_latex(matrix.values, precision, *labels[1:])}[suffix]()
    return write_export_file(path, text)
