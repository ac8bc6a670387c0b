"""Where the mask grid's token labels go: a box per label, as tall as a line of its type.

Each label sits in a box one line high centred on its row (and, turned upwards, on its column),
never in the cell's own height: a cell smaller than a line cut the labels' tops and bottoms
(presenting at 1024×768 drew "über" as "uber", "Fischer" as "Hscher"). Where cells are smaller
than a line even in the smallest type (MIN_LABEL_SCALE), every k-th token is labelled, so the
boxes never overlap; the others are named by the cells' tooltips, and the corner above the row
labels says so (``thinned_note``: a grid that named every other token without a word read as
a grid of those tokens).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF

from .mask_grid import GridGeometry

MIN_LABEL_SCALE = 0.7
LABEL_GAP_PX = 6.0      # between a row label and the grid
TOP_GAP_PX = 4.0        # between a column label and the grid
WARNING_SIGN = "⚠ "     # before a row that sees no key
translate = QCoreApplication.translate


@dataclass(frozen=True)
class MaskLabel:
    index: int
    text: str           # as drawn: the token, or its start and "…" where it does not fit
    row_text: str       # the row's label: the same, after "⚠ " where the row sees no key
    row_box: QRectF     # the row label's box (widget coordinates)
    col_box: QRectF     # the column label's box, upright in the widget (the text turned in it)


def label_font(font: QFont, cell: float) -> QFont:
    """``font`` made smaller (down to MIN_LABEL_SCALE of it) where a line is taller than a
    cell."""
    height = QFontMetricsF(font).height()
    if not height > cell > 0:
        return font
    smaller, scale = QFont(font), max(MIN_LABEL_SCALE, cell / height)
    if font.pointSizeF() > 0:
        smaller.setPointSizeF(font.pointSizeF() * scale)
    else:                                  # a font sized in pixels (a style sheet's px)
        smaller.setPixelSize(max(1, round(font.pixelSize() * scale)))
    return smaller


def mask_labels(tokens, geo: GridGeometry, font: QFont,
                warned: frozenset[int] = frozenset()) -> list[MaskLabel]:
    """The labels drawn for ``tokens`` on a grid laid out as ``geo``, in ``font`` (the one
    label_font gives); the rows in ``warned`` see no key (their label says so)."""
    metrics = QFontMetricsF(font)
    line = metrics.height()
    space = max(0.0, geo.left - LABEL_GAP_PX)
    step = max(1, math.ceil(line / max(geo.cell, 1e-9) - 1e-9))
    labels = []
    for index in range(0, len(tokens), step):
        text = metrics.elidedText(tokens[index], Qt.TextElideMode.ElideRight, space)
        row_text = text
        if index in warned:
            sign = WARNING_SIGN
            row_text = sign + metrics.elidedText(tokens[index], Qt.TextElideMode.ElideRight,
                                                 max(0.0, space - metrics.horizontalAdvance(sign)))
        middle_y = geo.top + (index + 0.5) * geo.cell
        middle_x = geo.left + (index + 0.5) * geo.cell
        labels.append(MaskLabel(index, text, row_text,
                                QRectF(0.0, middle_y - line / 2, space, line),
                                QRectF(middle_x - line / 2, geo.top - TOP_GAP_PX - space,
                                       line, space)))
    return labels


def thinned_notes(labelled: int, total: int) -> tuple[str, str]:
    """Why ``total - labelled`` tokens have no label, long and short ('' and '' when every
    token has one)."""
    if labelled >= total:
        return "", ""
    return (translate("MaskEditor", "{labelled} of {total} tokens named: the cells are too small "
                                    "for every name. Hover a cell for its tokens.").format(
                labelled=labelled, total=total),
            translate("MaskEditor", "{labelled} of {total} named").format(labelled=labelled,
                                                                       total=total))


def note_box(geo: GridGeometry) -> QRectF:
    """The corner above the row labels and left of the column labels, where no label goes."""
    return QRectF(0.0, 0.0, max(0.0, geo.left - LABEL_GAP_PX), max(0.0, geo.top - TOP_GAP_PX))


def fitting_note(notes: tuple[str, str], box: QRectF, font: QFont) -> str:
    """The longest of ``notes`` that fits ``box`` wrapped in ``font`` ('' when none does)."""
    metrics = QFontMetricsF(font)
    for note in notes:
        if not note:
            continue
        need = metrics.boundingRect(QRectF(0.0, 0.0, box.width(), 1e6),
                                    int(Qt.TextFlag.TextWordWrap), note)
        if need.width() <= box.width() + 0.5 and need.height() <= box.height() + 0.5:
            return note
    return ""
