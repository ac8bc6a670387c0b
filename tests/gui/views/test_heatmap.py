"""MatrixHeatmap shows exactly the numbers it was given, with labels, masks and mouse signals."""

from __future__ import annotations

import time

import numpy as np
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from core.session.value import Session
from gui.palette import OKABE_ITO, color_map_for, text_color_for, token_colors
from gui.views.heatmap import format_cell_value
from gui.views.heatmap.geometry import spare_room
from gui.views.heatmap.levels import (
    BLANK_INDEX,
    MASKED_INDEX,
    N_COLORS,
    color_indices,
    level_range,
    lookup_table,
    upsampled,
)
from gui.views.heatmap.masked_cells import masked_runs
from tests.gui.heatmap_helpers import shown_heatmap

TOKENS = ["the", "mole", "on", "his", "face"]


@pytest.fixture
def causal_trace():
    session = Session.from_text(" ".join(TOKENS), d_model=8, d_head=4, seed=0)
    return session.with_settings(causal=True).run()


def test_shown_values_equal_the_input_exactly(qtbot, causal_trace):
    rng = np.random.default_rng(1)
    signed = rng.normal(size=(5, 7)) * 3
    view = shown_heatmap(qtbot, signed)
    assert np.array_equal(view.shown_values(), signed)
    assert view.levels() == (-np.abs(signed).max(), np.abs(signed).max())

    weights = causal_trace.head("weights", 0)
    view.set_matrix(weights, row_labels=TOKENS, col_labels=TOKENS, row_title="q",
                    col_title="k", kind="probability")
    assert np.array_equal(view.shown_values(), weights)
    assert view.levels() == (0.0, 1.0)

    masked = causal_trace.head("masked", 0)
    view.set_matrix(masked, row_labels=TOKENS, col_labels=TOKENS, row_title="q", col_title="k")
    shown = view.shown_values()
    assert np.array_equal(shown, masked)           # equal, −∞ included
    assert np.isneginf(shown[0, 1:]).all()
    finite_max = np.abs(masked[np.isfinite(masked)]).max()
    assert view.levels() == (-finite_max, finite_max)
    shown[0, 0] = 99.0                              # a copy: changing it changes nothing
    assert view.shown_values()[0, 0] == masked[0, 0]


def test_masked_cells_are_hatched_grey_never_coloured(qtbot, causal_trace):
    masked = causal_trace.head("masked", 0)
    view = shown_heatmap(qtbot, masked, rows=TOKENS, cols=TOKENS)
    expected = {(int(r), int(c)) for r, c in np.argwhere(np.isneginf(masked))}
    assert view.masked_cells() == expected == {(r, c) for r in range(5) for c in range(r + 1, 5)}
    # The image paints masked cells the masked grey, never a colour of the number scale,
    # and the hatching item draws exactly those cells (as row runs).
    image = view.shown_color_indices()
    assert (image[np.isneginf(masked)] == MASKED_INDEX).all()
    assert (image[~np.isneginf(masked)] < N_COLORS).all()
    hatched = {(int(row), col) for row, first, end in view._masked.runs()
               for col in range(first, end)}
    assert hatched == expected
    # On screen the masked cell is grey (fill or hatch), a finite cell is not.
    picture = view.grab().toImage()
    ratio = picture.devicePixelRatio()

    def pixel(row: int, col: int, dx: float) -> QColor:
        centre = view.cell_center_in_viewport(row, col)
        graphics_pos = view.graphics_view().viewport().mapTo(view, centre)
        cell_px = view.cell_center_in_viewport(row, col + 1).x() - centre.x()
        return picture.pixelColor(int((graphics_pos.x() + dx * cell_px) * ratio),
                                  int(graphics_pos.y() * ratio))

    masked_pixel = pixel(0, 4, -0.4)
    assert abs(masked_pixel.red() - masked_pixel.green()) <= 2
    assert abs(masked_pixel.green() - masked_pixel.blue()) <= 2
    assert masked_pixel.red() < 240                # grey, not the white background
    texts = {(r, c): text for r, c, text in view.visible_cell_texts()}
    assert texts[(0, 4)] == "−∞"


def test_colour_indices_and_levels():
    values = np.array([[-2.0, 0.0, 2.0], [-np.inf, np.nan, np.inf], [1.0, -1.0, 5.0]])
    levels = level_range(values, "signed")
    assert levels == (-5.0, 5.0)                                # max |finite value|
    indices = color_indices(values, levels)
    assert indices[0, 1] == (N_COLORS - 1) // 2                # 0 sits in the middle
    assert indices[2, 2] == N_COLORS - 1 and indices[0, 0] < indices[0, 1] < indices[0, 2]
    assert indices[1].tolist() == [MASKED_INDEX, BLANK_INDEX, BLANK_INDEX]
    table = lookup_table(color_map_for("signed"))
    assert table[BLANK_INDEX, 3] == 0 and table[MASKED_INDEX, 3] == 255
    assert level_range(np.full((2, 2), -np.inf), "signed") == (-1.0, 1.0)
    assert level_range(values, "probability") == (0.0, 1.0)
    small = upsampled(indices)                                  # sharp cells in exports
    factor = small.shape[0] // 3
    assert factor > 1 and np.array_equal(small[::factor, ::factor], indices)
    assert upsampled(np.zeros((300, 2), np.uint8)).shape == (300, 2)


def test_exports_draw_sharp_cells_and_scaled_numbers(qtbot, causal_trace, tmp_path):
    import pyqtgraph.exporters as exporters

    masked = causal_trace.head("masked", 0)
    view = shown_heatmap(qtbot, masked, rows=TOKENS, cols=TOKENS)
    picture = view._image.export_image()                     # what exporters paint
    factor = picture.width() // 5
    assert factor > 1 and picture.height() == 5 * factor
    table = lookup_table(color_map_for("signed"))
    indices = view.shown_color_indices()
    for row, col in ((0, 0), (4, 3), (0, 4)):
        color = picture.pixelColor(col * factor + factor // 2, row * factor + 1)
        assert color.getRgb() == tuple(int(v) for v in table[indices[row, col]])
    svg = exporters.SVGExporter(view.plot_item).export(toBytes=True).decode()
    assert "<image" in svg and "−∞" in svg and "−1.39" in svg     # cells, signs, numbers
    png = tmp_path / "big.png"
    exporter = exporters.ImageExporter(view.plot_item)
    exporter.parameters()["width"] = 2 * view.plot_item.sceneBoundingRect().width()
    exporter.export(str(png))
    assert QImage(str(png)).width() >= 2 * view.width() - 30


def test_masked_runs_cover_exactly_the_masked_cells():
    rng = np.random.default_rng(3)
    mask = rng.random((9, 11)) < 0.4
    runs = masked_runs(mask)
    rebuilt = np.zeros_like(mask)
    for row, first, end in runs:
        assert first < end
        rebuilt[row, first:end] = True
    assert np.array_equal(rebuilt, mask)
    assert len(masked_runs(np.tril(np.ones((6, 6), bool), -1))) == 5


def test_cell_text_only_when_cells_are_big_and_equal_to_formatted_values(qtbot):
    rng = np.random.default_rng(2)
    values = rng.normal(size=(5, 5))
    view = shown_heatmap(qtbot, values)
    texts = view.visible_cell_texts()
    assert len(texts) == 25
    for row, col, text in texts:
        assert text == format_cell_value(values[row, col])

    view.resize(90, 90)                              # tiny cells: no numbers
    QApplication.processEvents()
    assert view.visible_cell_texts() == []

    big = rng.normal(size=(200, 200))
    view.resize(640, 520)
    view.set_matrix(big, row_labels=[str(i) for i in range(200)],
                    col_labels=[str(j) for j in range(200)], row_title="r", col_title="c")
    QApplication.processEvents()
    assert view.visible_cell_texts() == []
    view._view_box.setRange(QRectF(10, 20, 4, 4), padding=0.0)   # zoom in: numbers return
    QApplication.processEvents()
    zoomed = view.visible_cell_texts()
    cells = {(row, col) for row, col, _ in zoomed}
    assert {(r, c) for r in range(20, 24) for c in range(10, 14)} <= cells
    assert len(cells) <= 36                           # only (about) the visible cells
    for row, col, text in zoomed:
        assert text == format_cell_value(big[row, col])


def test_text_colour_is_readable_on_each_cell(qtbot):
    values = np.array([[-3.0, -0.1, 0.0, 0.1, 3.0]])
    view = shown_heatmap(qtbot, values)
    layout = view._text.current_layout()
    assert layout is not None
    dark = view._text.dark_text(layout)[0].tolist()
    assert dark == [False, True, True, True, False]   # white on dark blue / red, dark near 0
    weights = np.array([[0.0, 0.5, 1.0]])
    view.set_matrix(weights, row_labels=["a"], col_labels=list("xyz"), row_title="r",
                    col_title="c", kind="probability")
    QApplication.processEvents()
    dark = view._text.dark_text(view._text.current_layout())[0].tolist()
    assert dark == [False, True, True]    # viridis: white on purple, dark on teal (WCAG) and yellow


def test_format_cell_value():
    assert format_cell_value(0.3141) == "0.31"
    assert format_cell_value(-1.2) == "−1.20"
    assert format_cell_value(-0.001) == "0.00"       # no "−0.00"
    assert format_cell_value(1234.4) == "1234"
    assert format_cell_value(-250000.0) == "−2.5e+05"
    assert format_cell_value(float("-inf")) == "−∞"
    assert format_cell_value(float("nan")) == ""


def test_nan_cells_are_blank(qtbot):
    values = np.arange(12, dtype=float).reshape(3, 4)
    view = shown_heatmap(qtbot, values)
    frame = values.copy()
    frame[1:] = np.nan
    view.show_frame(frame)
    shown = view.shown_values()
    assert np.array_equal(shown[0], values[0]) and np.isnan(shown[1:]).all()
    assert (view.shown_color_indices()[1:] == BLANK_INDEX).all()    # transparent: blank
    assert {(r, c) for r, c, _ in view.visible_cell_texts()} == {(0, c) for c in range(4)}
    with pytest.raises(ValueError):
        view.show_frame(np.zeros((4, 3)))


def test_spare_room_keeps_cells_square_ish():
    spare_w, spare_h = spare_room(5, 5, 800, 400)
    assert spare_h == 0 and (800 - spare_w) / 5 == pytest.approx(1.2 * 80)   # big: near square
    spare_w, spare_h = spare_room(16, 16, 900, 352)      # small cells stretch for numbers
    assert spare_h == 0 and (900 - spare_w) / 16 == pytest.approx(1.75 * 22)
    spare_w, spare_h = spare_room(2048, 4, 800, 600)     # long and thin: 48-px columns
    assert spare_h == 0 and (800 - spare_w) / 4 == pytest.approx(48.0)
    spare_w, spare_h = spare_room(10, 4, 900, 380)       # q of 10 tokens: no flat strip
    assert (900 - spare_w) / 4 <= 1.75 * 38 + 1e-9 and spare_h == 0
    assert spare_room(2048, 64, 800, 600)[0] == 0.0      # 12.5-px columns: fill the width
    assert spare_room(4, 4, 400, 400) == (0.0, 0.0)


def test_labels_colours_dimming_and_font_scale(qtbot):
    colors = token_colors(5)
    view = shown_heatmap(qtbot, np.eye(5), rows=TOKENS, cols=TOKENS, colors=colors)
    left, top = view.axis_label_colors()
    assert [c.name() for c in left] == [c.name() for c in top] == [c.name() for c in colors]
    q_like = np.ones((5, 4))
    view.set_matrix(q_like, row_labels=TOKENS, col_labels=list("0123"), row_title="token",
                    col_title="feature", label_colors=colors)
    assert view.axis_label_colors()[1] is None       # feature columns are not tokens
    assert len(view.visible_cell_texts()) == 20
    view.set_dimmed(True)
    assert view.visible_cell_texts() == [] and view._image.opacity() < 0.5
    view.set_dimmed(False)
    assert len(view.visible_cell_texts()) == 20
    normal = view._axes["left"].style["tickFont"].pixelSize()
    view.set_font_scale(2.0)
    assert view._axes["left"].style["tickFont"].pixelSize() == 2 * normal


def test_palette_colours():
    colors = token_colors(12)
    assert [c.name().upper() for c in colors[:7]] == list(OKABE_ITO)
    assert len({c.name() for c in colors}) == 12
    assert text_color_for((5, 48, 97)).name() == "#ffffff"      # dark blue -> white text
    assert text_color_for((247, 247, 247)).name() != "#ffffff"  # near white -> dark text
    assert text_color_for(QColor("#F0E442")).name() != "#ffffff"


def test_big_matrix_is_fast_and_drawn_without_text(qtbot):
    n = 2048
    values = np.random.default_rng(0).normal(size=(n, n))
    values[np.triu_indices(n, 1)] = -np.inf
    values.setflags(write=False)                     # like a trace's arrays: shown without a copy
    labels = [str(i) for i in range(n)]
    view = shown_heatmap(qtbot, np.eye(3), size=(800, 600))
    timings = []
    for _ in range(3):
        start = time.perf_counter()
        view.set_matrix(values, row_labels=labels, col_labels=labels, row_title="q",
                        col_title="k")
        view.grab()                                   # really paints (repaint may be skipped)
        timings.append(time.perf_counter() - start)
    print(f"\nset_matrix + paint at n={n}: best {min(timings) * 1000:.1f} ms")
    assert view.visible_cell_texts() == []
    assert len(view.masked_cells()) == n * (n - 1) // 2
    assert min(timings) < 0.5


def test_thumbnail_keeps_a_read_only_matrix_without_copying_and_samples_its_picture(qtbot):
    from gui.views.stage_thumbnail import MAX_THUMBNAIL_CELLS, StageThumbnail

    thumbnail = StageThumbnail()
    qtbot.addWidget(thumbnail)
    values = np.random.default_rng(2).normal(size=(300, 40)).astype(np.float32)
    values.setflags(write=False)                     # like Trace.numpy(..., native=True)
    thumbnail.set_matrix(values, "signed")
    assert thumbnail.shown_values() is values and thumbnail.matrix_shape() == (300, 40)
    assert (thumbnail._image.height(), thumbnail._image.width()) == (100, 14)   # every 3rd
    assert max(thumbnail._image.height(), thumbnail._image.width()) <= MAX_THUMBNAIL_CELLS
    writable = np.ones((3, 3))
    thumbnail.set_matrix(writable, "signed")
    writable[0, 0] = 5.0                             # the caller's array is copied, not kept
    assert thumbnail.shown_values()[0, 0] == 1.0 and not thumbnail.shown_values().flags.writeable


def test_thumbnail_keeps_its_picture_when_an_edit_leaves_the_stage_alone(qtbot):
    from gui.views.stage_thumbnail import StageThumbnail

    thumbnail = StageThumbnail()
    qtbot.addWidget(thumbnail)
    first = np.array([[1.0, -np.inf], [0.5, 2.0]])
    thumbnail.set_matrix(first, "signed")
    picture = thumbnail._image.cacheKey()
    same = first.copy()                               # a new trace, the same numbers
    thumbnail.set_matrix(same, "signed")
    assert thumbnail._image.cacheKey() == picture
    assert np.shares_memory(thumbnail.shown_values(), same) or \
        np.array_equal(thumbnail.shown_values(), same)
    thumbnail.set_matrix(same, "probability")        # another colour map: a new picture
    assert thumbnail._image.cacheKey() != picture
    changed = same.copy()
    changed[1, 1] = 3.0
    thumbnail.set_matrix(changed, "probability")
    assert thumbnail.shown_values()[1, 1] == 3.0


def test_token_axis_blits_a_cached_pixmap_identical_to_its_picture(qtbot):
    import pyqtgraph as pg

    view = shown_heatmap(qtbot, np.eye(5), rows=TOKENS, cols=TOKENS, colors=token_colors(5))
    axis = view._axes["left"]
    bounds = axis.boundingRect()

    def drawn(paint) -> QImage:   # the axis's own rectangle (the vector path may draw the
        # axis line's end one pixel past it: outside the item, so the scene never shows it)
        image = QImage(int(bounds.width()), int(bounds.height()),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.translate(-bounds.topLeft())
        paint(axis, painter, None, None)
        painter.end()
        return image

    cached = drawn(type(axis).paint)
    picture = axis._pixmap
    assert cached == drawn(pg.AxisItem.paint)             # the same pixels as the vector path
    assert drawn(type(axis).paint) == cached and axis._pixmap is picture   # reused, not redone
    axis.set_labels(list("abcde"), token_colors(5))       # new labels: a new picture
    assert drawn(type(axis).paint) != cached


def test_a_cell_tall_enough_for_a_number_widens_to_the_numbers_width():
    """15 rows of "−0.00" at 1024×700: 22.4-px rows may widen past 1.75 × 22.4 = 39.2 px to the
    number's 40.8 (+1 px of slack), where before no number was drawn; too short a row does
    not widen (a number would not fit its height anyway), and never beyond the room."""
    number = (40.8, 20.0)                                   # number_cell_px("−0.00") at 12 px
    spare_w, spare_h = spare_room(15, 8, 600, 336, number)  # rows of 22.4 px
    assert spare_h == 0 and (600 - spare_w) / 8 == pytest.approx(41.8)
    plain_w, _ = spare_room(15, 8, 600, 336)
    assert (600 - plain_w) / 8 == pytest.approx(1.75 * 22.4)
    short_w, _ = spare_room(18, 8, 600, 336, number)        # 18.7-px rows: too short
    assert (600 - short_w) / 8 == pytest.approx(1.75 * 336 / 18)
    assert spare_room(15, 8, 300, 336, number)[0] == 0.0    # 37.5-px columns: all there is
