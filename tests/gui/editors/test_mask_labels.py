"""The mask grid's token labels are whole (issue 42: presenting at 1024×768 drew "über" as
"uber" and "Fischer" as "Hscher", their tops cut by cells smaller than a line). Measured on
the painted picture: each labelled row's ink is as tall as its text's own glyphs
(QFontMetricsF.tightBoundingRect, computed here), no label box overlaps another, and every
label is its token or the token's start and "…" within its box."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QFont, QFontMetricsF, QImage

from gui.editors.mask_editor import MaskGrid

TOKENS = ("der alte Fischer ging über die Brücke zum Hafen und sah die Boote im Wasser"
          .split())
INK = 200           # a pixel darker than this (of 255) is a glyph's ink, its antialiased edge too


def grid_at(qtbot, size: tuple[int, int], points: float) -> MaskGrid:
    grid = MaskGrid()
    qtbot.addWidget(grid)
    font = QFont(grid.font())
    font.setPointSizeF(points)          # 1.6 × larger: presenting
    grid.setFont(font)
    n = len(TOKENS)
    grid.set_state(np.ones((n, n), dtype=bool), True, TOKENS)
    grid.resize(*size)
    grid.show()
    qtbot.waitExposed(grid)
    return grid


def ink_rows(image: np.ndarray, top: float, bottom: float, right: float) -> int:
    """How many pixel rows between ``top`` and ``bottom`` (left of ``right``) have ink."""
    band = image[max(0, int(top)):int(np.ceil(bottom)), :max(0, int(right))]
    return int(np.count_nonzero((band < INK).any(axis=1)))


def grey(grid: MaskGrid) -> np.ndarray:
    image = grid.grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    row = image.bytesPerLine()
    data = np.frombuffer(image.constBits(), np.uint8, row * image.height())
    return data.reshape(image.height(), row)[:, :image.width()]


@pytest.mark.parametrize("size", [(170, 170), (240, 240), (420, 420)])
@pytest.mark.parametrize("points", [9.0, 14.4])
def test_every_label_is_whole_and_apart(qtbot, size, points):
    grid = grid_at(qtbot, size, points)
    labels = grid.labels_drawn()
    metrics = QFontMetricsF(grid.label_font())
    assert labels, "no label drawn"
    picture = grey(grid)
    geo = grid.geometry_now()
    for label in labels:
        token = TOKENS[label.index]
        assert label.text == token or (label.text.endswith("…") and
                                       token.startswith(label.text[:-1])), label.text
        assert metrics.horizontalAdvance(label.row_text) <= label.row_box.width() + 1
        assert metrics.horizontalAdvance(label.text) <= label.col_box.height() + 1
        glyphs = metrics.tightBoundingRect(label.row_text).height()
        drawn = ink_rows(picture, label.row_box.top() - 1, label.row_box.bottom() + 1,
                         geo.left - 2)
        assert drawn >= glyphs - 2, (label.text, drawn, glyphs, geo.cell)
    rows = sorted((label.row_box for label in labels), key=lambda box: box.top())
    for above, below in zip(rows, rows[1:], strict=False):
        assert above.bottom() <= below.top() + 0.5, (above, below)
    for label in labels:
        assert label.row_box.top() >= -0.5 or label.index == 0


@pytest.mark.parametrize("width", [150, 190, 240])
def test_the_panels_title_never_leaves_an_equals_sign_alone(qtbot, qapp, width):
    from gui.automation.label_lines import laid_out_lines
    from gui.editors.mask_editor_panel import MaskEditorPanel
    from gui.window.language import install_language, remove_translators

    install_language("de")
    try:
        panel = MaskEditorPanel()
        qtbot.addWidget(panel)
        panel.set_font_scale(1.6)                   # presenting
        panel.resize(width, 500)
        panel.show()
        qtbot.waitExposed(panel)
        lines = [line.replace("\u00a0", " ").strip() for line in laid_out_lines(panel.title)]
    finally:
        remove_translators()
    assert len(lines) >= 2 and "verborgen" in " ".join(lines)       # German, wrapped
    for line in lines:           # "=" stays with what it joins: "−∞ = verborgen" on one line
        assert line != "=" and not line.startswith("=") and not line.endswith("="), lines


def test_a_grid_too_small_to_name_every_token_says_so_in_its_corner(qtbot):
    """Issue 42: at 1024×768 with 16 tokens M named every other token (here every third) and
    nothing said the rest were left out; the corner above the row labels says how many are
    named and where the others are (the cells' tooltips), and it is drawn there."""
    grid = grid_at(qtbot, (170, 190), 9.0)        # M's size beside a 16-token view at 1024 px
    named = len(grid.labels_drawn())
    assert 0 < named < len(TOKENS)
    whole = f"{named} of {len(TOKENS)} tokens named: the cells are too small for every name. " \
            "Hover a cell for its tokens."
    assert grid.labels_note() == whole                     # the tooltip off the cells
    assert grid.corner_note() in (whole, f"{named} of {len(TOKENS)} named")   # what fits there
    geo = grid.geometry_now()
    corner = grey(grid)[2:int(geo.top) - 4, 2:int(geo.left) - 6]   # no label is drawn there
    assert (corner < INK).any()                                   # the note's ink
    roomy = grid_at(qtbot, (520, 520), 9.0)     # every token named: nothing to say
    assert len(roomy.labels_drawn()) == len(TOKENS)
    assert roomy.corner_note() == "" and roomy.labels_note() == ""
    top = roomy.geometry_now()
    assert not (grey(roomy)[2:int(top.top) - 4, 2:int(top.left) - 6] < INK).any()
