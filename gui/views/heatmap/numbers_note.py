"""Cells too small for their numbers say so: "hover for numbers" beside them, never a blank.

The cell text item draws no number when a cell is smaller than a 9-pt number needs
(cell_text.CellTextItem.layout returns None). Then, and only then, the view's top axis title
(right above the cells) gains this note: hovering a cell shows its number and its
explanation. The note follows every paint on screen (the item's ``painted`` signal), so a
resize, a zoom or another sentence brings it in or out with the numbers.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtGui import QFont, QFontMetricsF

from core.i18n import translate

_TITLE_MARGIN_PX = 12.0   # the title's text item margins (4 px a side) and a little air


def numbers_note() -> str:
    """The note, in the window's language."""
    return translate("NumbersNote", "hover for numbers")


def lacks_room(text_item) -> bool:
    """True when ``text_item`` (a shown CellTextItem) has numbers to draw and no room for
    them at its place on screen (its layout there is None)."""
    values = text_item.values()                  # (rows, cols) as drawn, NaN blank
    if not text_item.isVisible() or values.size == 0 or np.isnan(values).all():
        return False
    return text_item.getViewWidget() is not None and text_item.current_layout() is None


def with_note(title: str, note: str, *, length_px: float, font: QFont, style: dict) -> str:
    """The axis title with ``note`` after it, or the note alone where both do not fit in
    the axis' ``length_px`` ('' note: the title alone). ``font``: the title label's; a
    "font-size" in px in ``style`` (the axis' setLabel style) sets its size."""
    if not note:
        return title
    both = f"{title} · {note}" if title else note
    font = QFont(font)
    size = str(style.get("font-size", ""))
    if size.endswith("px"):
        font.setPixelSize(max(1, round(float(size[:-2]))))
    fits = QFontMetricsF(font).horizontalAdvance(both) <= length_px - _TITLE_MARGIN_PX
    return both if fits or length_px <= 0 else note
