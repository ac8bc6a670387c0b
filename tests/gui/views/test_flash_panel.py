"""The tiles panel (gui.views.flash) shows core.hardware's numbers: the step's title, the rows'
m̃, m, rescale factor, ℓ̃ and ℓ, the chosen row in words, O beside z, the tiles' colours, block
sizes from M; and computes nothing while inactive."""

from __future__ import annotations

import numpy as np
import pytest

from core.files.examples import load_example
from core.hardware.block_sizes import BlockSizes, from_on_chip
from core.hardware.flash_pass import flash_pass
from core.hardware.flash_step import step_detail
from core.hardware.step_text import row_lines, step_title
from core.number_text import number
from gui.views.flash.flash_panel import FlashPanel
from gui.views.flash.tile_grid import CURRENT, DONE, cell_colours


@pytest.fixture(scope="module")
def trace():
    return load_example("why-sqrt-dk").with_settings(causal=True).run()


@pytest.fixture
def panel(qtbot, trace):
    shown = FlashPanel()
    qtbot.addWidget(shown)
    shown.resize(360, 900)
    shown.show()
    shown.set_active(True)
    shown.show_trace(trace, 0)
    return shown


def colour(rgb) -> tuple[int, int, int]:
    return tuple(int(x) for x in rgb)


def test_every_step_shows_cores_numbers(panel, trace):
    panel.block_q.setValue(3)
    panel.block_k.setValue(2)
    flash = flash_pass(trace, 0, BlockSizes(3, 2))
    assert panel.walk.steps == len(flash.steps)
    for index, (i, j) in enumerate(flash.steps):
        if index:
            panel.next_button.click()
        detail = step_detail(flash, index)
        assert panel.title.text() == step_title(flash, detail)
        m, ell = flash.running(i, j)
        model = panel.rows_model
        assert model.rowCount() == len(detail.rows)
        for r in range(model.rowCount()):
            assert model.text(r, 0) == str(detail.rows.start + r + 1)
            assert model.text(r, 3) == number(float(m[r]))
            assert model.text(r, 6) == number(float(ell[r]))
            assert model.text(r, 4) == number(float(detail.update.old_factor[r]))
    assert not panel.next_button.isEnabled()
    panel.previous_button.click()
    assert panel.walk.index == len(flash.steps) - 2


def test_a_chosen_row_is_written_out_and_o_sits_beside_z(panel, trace):
    panel.step(4)
    panel.table.selectRow(1)
    detail = panel.walk.detail
    assert panel.row_text.text() == "\n".join(row_lines(detail, 1))
    row = detail.rows.start + 1
    z = trace.head("z", 0)
    assert ", ".join(number(float(x)) for x in z[row]) in panel.result.text()
    difference = np.abs(panel.walk.flash.output - z).max()
    assert difference <= 1e-6 and number(panel.walk.largest_difference) in panel.result.text()


def test_the_grid_colours_the_tile_on_chip_the_done_ones_and_its_mask(panel, trace):
    panel.block_q.setValue(4)
    panel.block_k.setValue(4)
    panel.step(3)                              # (i, j) = (1, 1): on the diagonal
    detail, walk = panel.walk.detail, panel.walk
    assert (detail.i, detail.j) == (1, 1) and detail.diagonal
    colours = cell_colours(trace.n_tokens, walk.blocks, walk.flash.visited, walk.done_tiles(),
                           (1, 1), detail.allowed)                      # (n, n, 3)
    on_chip = colours[4:8, 4:8]
    assert colour(on_chip[0, 0]) == colour(CURRENT.getRgb()[:3])
    assert colour(on_chip[0, 1]) != colour(CURRENT.getRgb()[:3])       # key 6 > query 5
    assert colour(colours[0, 0]) == colour(DONE.getRgb()[:3])          # (0, 0) came first
    assert colour(colours[0, 9]) != colour(colours[9, 0])              # skipped vs to come
    image = panel.grid.grab().toImage()
    assert not image.isNull() and image.width() > 100


def test_block_sizes_from_on_chip_memory(panel, trace):
    panel.from_chip.setChecked(True)
    panel.on_chip_size.setValue(200)                                   # d = 16: ⌈200/64⌉ = 4
    want = from_on_chip(200, trace.d_head)
    assert panel.walk.blocks == want
    assert (panel.block_q.value(), panel.block_k.value()) == (want.block_q, want.block_k)
    assert not panel.block_q.isEnabled()


def test_nothing_is_computed_while_inactive(panel, trace):
    walk = panel.walk
    panel.set_active(False)
    other = load_example("why-sqrt-dk").run()
    panel.show_trace(other, 0)
    panel.block_q.setValue(5)
    assert panel.walk is walk                                          # untouched while hidden
    panel.set_active(True)
    assert panel.walk is not walk and panel.walk.trace is other
    assert panel.walk.blocks.block_q == 5


def test_predict_first_asks_then_reveals_and_judges(panel, trace):
    panel.block_q.setValue(3)
    panel.block_k.setValue(3)
    panel.predict.setChecked(True)
    masked = trace.head("masked", 0)                                   # (n, n)
    asked = 0
    while not panel.walk.at_end:
        index = panel.walk.index
        panel.next_button.click()
        if panel.pending is None:                                      # nothing to ask: moved on
            assert panel.walk.index == index + 1
            continue
        assert panel.walk.index == index                               # not revealed yet
        i, j = panel.walk.flash.steps[index + 1]
        text = panel.question.text()
        row = int(text.split("Row ")[-1].split()[0]) - 1 if text.startswith("Row") else \
            int(text.split("row ")[-1].split()[0]) - 1
        keys = slice(3 * j, min(3 * j + 3, trace.n_tokens))
        if text.startswith("Row"):                                     # will m rise?
            before = masked[row, :3 * j].max()
            right = 0 if masked[row, keys].max() > before else 1
        else:                                                          # which key?
            right = int(np.argmax(masked[row, keys]))
        assert panel.pending.answer == right
        yes_or_no = len(panel.pending.options) == 2 and text.startswith("Row")
        panel.answer(1 - right if yes_or_no else right)               # wrong, then right
        assert panel.walk.index == index + 1 and panel.pending is None
        assert panel.verdict.text().startswith("Not quite" if yes_or_no else "Right")
        asked += 1
    assert asked >= 2


def test_the_memory_tab_counts_both_passes_for_the_chosen_m(panel, trace):
    import math

    from core.i18n import whole_number

    panel.on_chip_size.setValue(1000)                                  # d = 16: B_c = 16
    n, d = trace.n_tokens, trace.d_head
    block_k = math.ceil(1000 / (4 * d))
    t_c = math.ceil(n / block_k)
    text = panel.traffic.text()
    assert f"B_c = ⌈M / 4d⌉ = {block_k}" in text
    standard = (3 * n * d + 2 * n * n, 2 * n * n + n * d)
    tiled = (2 * n * d + t_c * (2 * n * d + 2 * n), t_c * (n * d + 2 * n))
    for reads, writes in (standard, tiled):
        assert f"reads {whole_number(reads)} and writes {whole_number(writes)}" in text
    xs, ys = panel.plot.marks.getData()                               # log10, the plot's axes
    np.testing.assert_allclose(10 ** np.asarray(xs), [n, n])
    np.testing.assert_allclose(10 ** np.asarray(ys), [sum(standard), sum(tiled)], rtol=1e-9)


@pytest.mark.parametrize("code", ["en", "de"])
def test_on_chip_memory_m_is_written_as_the_language_writes_a_count(qtbot, code):
    """49,152 in English; 49152 in German, where "49,152" reads as forty-nine point one."""
    from PySide6.QtTest import QTest

    from gui.window.language import install_language, remove_translators

    install_language(code)
    try:
        shown = FlashPanel()
        qtbot.addWidget(shown)
        shown.on_chip_size.setValue(49152)
        assert shown.on_chip_size.text() == ("49,152" if code == "en" else "49152")
        shown.on_chip_size.lineEdit().selectAll()
        QTest.keyClicks(shown.on_chip_size, "1,024" if code == "en" else "1024")
        shown.on_chip_size.interpretText()
        assert shown.on_chip_size.value() == 1024                 # typed the way it is shown
    finally:
        remove_translators()
