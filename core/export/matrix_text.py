"""One matrix as text: CSV, tab-separated (for pasting into a spreadsheet) and LaTeX.

Numbers: ``precision=None`` writes each float in its shortest exact form, so CSV reads back
bit-for-bit: the shortest text that round-trips a float32 for a float32 computation
(0.09669173, not 0.09669172763824463), ``repr`` for float64; an integer precision writes that
many decimals. Masked cells (−∞)
are ``-inf`` in CSV/TSV (NumPy, pandas and spreadsheets read it) and ``-\\infty`` in LaTeX.
Values: (rows, cols) array-like; labels are optional sequences of text. Each number is
written by core.number_text.format_number.
"""

from __future__ import annotations

import csv
import io
import math
from collections.abc import Sequence

import numpy as np

from core.number_text import format_number

CORNER_LABEL = ""  # the top-left cell of a labelled CSV/TSV table


def to_csv_text(values, row_labels: Sequence[str] | None = None,
                col_labels: Sequence[str] | None = None, *, precision: int | None = None,
                corner: str = CORNER_LABEL, float32: bool = False) -> str:
    """Comma-separated values with optional label row and column (quoted as CSV requires);
    ``float32``: the values were computed in float32, write each one's shortest form."""
    return _delimited(values, ",", row_labels, col_labels, precision, corner, float32)


def to_tsv_text(values, row_labels: Sequence[str] | None = None,
                col_labels: Sequence[str] | None = None, *, precision: int | None = None,
                corner: str = CORNER_LABEL) -> str:
    """Tab-separated values: what the window's "Copy" puts on the clipboard."""
    return _delimited(values, "\t", row_labels, col_labels, precision, corner)


def to_latex(values, precision: int = 3, row_labels: Sequence[str] | None = None,
             col_labels: Sequence[str] | None = None) -> str:
    """A ``bmatrix``; with labels, an ``array`` with a label row and column ruled off.

    Masked cells become ``-\\infty``. Labels are set in ``\\text{…}`` with LaTeX's special
    characters escaped. Needs amsmath (``bmatrix``, ``\\text``).
    """
    matrix = _as_matrix(values)
    body = [[_latex_number(v, precision) for v in row] for row in matrix]
    if row_labels is None and col_labels is None:
        lines = [" & ".join(row) for row in body]
        return "\\begin{bmatrix}\n" + " \\\\\n".join(lines) + "\n\\end{bmatrix}\n"
    rows, cols = matrix.shape
    row_text = [_latex_label(t) for t in _checked_labels(row_labels, rows, "row")] \
        if row_labels is not None else None
    col_text = [_latex_label(t) for t in _checked_labels(col_labels, cols, "column")] \
        if col_labels is not None else None
    spec = ("r|" if row_text else "") + "r" * cols
    header = ""
    if col_text:
        header = " & ".join(([""] if row_text else []) + col_text) + " \\\\ \\hline\n"
    lines = [" & ".join(([row_text[i]] if row_text else []) + row) for i, row in enumerate(body)]
    return (f"\\left[\\begin{{array}}{{{spec}}}\n" + header + " \\\\\n".join(lines)
            + "\n\\end{array}\\right]\n")


def _delimited(values, delimiter: str, row_labels, col_labels, precision, corner,
               float32: bool = False) -> str:
    matrix = _as_matrix(values)
    rows, cols = matrix.shape
    row_labels = _checked_labels(row_labels, rows, "row") if row_labels is not None else None
    col_labels = _checked_labels(col_labels, cols, "column") if col_labels is not None else None
    buffer = io.StringIO()
    writer = csv.writer(buffer, delimiter=delimiter, lineterminator="\n")
    if col_labels is not None:
        writer.writerow(([corner] if row_labels is not None else []) + list(col_labels))
    for index, row in enumerate(matrix):
        cells = [format_number(v, precision, float32=float32) for v in row]
        writer.writerow(([row_labels[index]] if row_labels is not None else []) + cells)
    return buffer.getvalue()


def _as_matrix(values) -> np.ndarray:
    matrix = np.asarray(values, dtype=np.float64)
    if matrix.ndim == 1:
        matrix = matrix[None, :]  # (1, cols)
    if matrix.ndim != 2:
        raise ValueError(f"a matrix must have 2 axes, got shape {matrix.shape}")
    return matrix


def _checked_labels(labels: Sequence[str], count: int, axis: str) -> list[str]:
    labels = [str(label) for label in labels]
    if len(labels) != count:
        raise ValueError(f"{len(labels)} {axis} labels for {count} {axis}s")
    return labels


def _latex_number(value: float, precision: int) -> str:
    if math.isinf(value):
        return r"-\infty" if value < 0 else r"\infty"
    return format_number(value, precision)


_LATEX_SPECIAL = {
    "\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "$": r"\$", "&": r"\&", "#": r"\#",
    "^": r"\textasciicircum{}", "_": r"\_", "%": r"\%", "~": r"\textasciitilde{}",
}


def _latex_label(text: str) -> str:
    return r"\text{" + "".join(_LATEX_SPECIAL.get(c, c) for c in text) + "}"
