"""The Heads dock: each small multiple shows exactly its head's matrix; concat, output and the
difference view equal the trace; everything follows an edit, a switch and undo."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QPoint, Qt

from core.attention.stages import PER_HEAD_STAGES, STAGES
from core.files.examples import load_example
from core.session.heads_off import output_difference
from core.session.value import Session
from gui.document.session_files import SessionFiles
from gui.views.heads_grid import grid_shape
from gui.window.app import build_window
from gui.window.heads_dock import HeadsDock
from tests.gui.shared_window import shared_window


def open_session(qtbot, session, size=(1280, 800)):
    win = build_window(session, restore=False, size=size)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture(scope="module")
def module_window(qapp):
    yield from shared_window(load_example("three-heads"))


def assert_heads_match_trace(window) -> None:
    """Every per-head stage: tile h shows trace.head(stage, h), all on one colour scale."""
    trace, panel = window.controller.session.run(), window.features.get(HeadsDock).panel
    start = window.stepper.stage
    for stage in STAGES:
        window.stepper.jump(stage)
        window.animation.stop()
        if stage in PER_HEAD_STAGES:
            views = panel.grid.views()
            assert len(views) == trace.n_heads
            for h, view in enumerate(views):
                np.testing.assert_array_equal(view.shown_values(), trace.head(stage, h),
                                              err_msg=f"{stage} head {h + 1}")
                assert view.title() == f"head {h + 1}"
                assert view.is_off() == (h in trace.heads_off)
            assert len({view.levels() for view in views}) == 1       # one shared scale
            if stage != "weights":
                bound = max(np.abs(np.where(np.isfinite(m := trace.numpy(stage)), m, 0)).max(),
                            1e-300)
                assert views[0].levels()[1] == pytest.approx(bound, rel=1e-6)
        elif stage == "concat":
            np.testing.assert_array_equal(panel.concat_view.shown_values(),
                                          trace.numpy("concat"))
        elif stage == "output":
            np.testing.assert_array_equal(panel.output_view.shown_values(),
                                          trace.numpy("output"))
            np.testing.assert_allclose(panel.difference_view.shown_values(),
                                       output_difference(window.controller.session), atol=1e-6)
    window.stepper.jump(start)


def test_the_dock_opens_with_several_heads_and_shows_each_head_exactly(window):
    assert window.features.get(HeadsDock).dock.isVisible()
    assert_heads_match_trace(window)


def test_concat_outlines_and_labels_each_heads_block(window):
    window.stepper.jump("concat")
    view = window.features.get(HeadsDock).panel.concat_view
    assert view.block_labels() == ("head 1", "head 2", "head 3")
    assert view.shown_values().shape == (9, 6)


def test_a_switch_turns_a_head_off_as_one_undo_step_and_undo_restores_every_view(qtbot,
                                                                               window):
    window.stepper.jump("weights")
    tile = window.features.get(HeadsDock).panel.grid.tiles[1]
    tile.switch.click()
    assert window.controller.session.heads_off == (1,)
    assert window.controller.undo_stack.count() == 1
    assert tile.view.is_off() and not tile.switch.isChecked()
    assert_heads_match_trace(window)
    window.stepper.jump("output")
    assert not window.features.get(HeadsDock).panel.output_view.shown_values()[:, 2:4].any()
    difference = window.features.get(HeadsDock).panel.difference_view
    assert np.abs(difference.shown_values()[:, 2:4]).max() > 0.1
    window.controller.undo_stack.undo()
    assert window.controller.session.heads_off == ()
    window.stepper.jump("weights")
    assert not tile.view.is_off() and tile.switch.isChecked()
    assert_heads_match_trace(window)
    window.controller.undo_stack.redo()
    assert window.controller.session.heads_off == (1,)
    window.features.get(HeadsDock).panel.all_on_button.click()
    assert window.controller.session.heads_off == ()


def test_every_head_view_follows_an_edit(window):
    window.stepper.jump("scores")
    before = [v.shown_values().copy() for v in window.features.get(HeadsDock).panel.grid.views()]
    window.controller.edit("test edit", lambda s: s.with_cell("X", 0, 0, 2, 3.0))
    after = [v.shown_values() for v in window.features.get(HeadsDock).panel.grid.views()]
    assert not np.array_equal(before[1], after[1])     # d2 is head 2's word feature
    assert_heads_match_trace(window)


def test_clicking_a_head_makes_it_the_big_view_and_the_selection_shows_in_every_head(qtbot,
                                                                                  window):
    window.stepper.jump("weights")
    views = window.features.get(HeadsDock).panel.grid.views()
    rect, cell_w, cell_h = views[2].cell_rect()
    point = QPoint(int(rect.left() + 4.5 * cell_w), int(rect.top() + 3.5 * cell_h))
    qtbot.mouseClick(views[2], Qt.MouseButton.LeftButton, pos=point)
    assert window.stage_panel.head == 2
    np.testing.assert_array_equal(window.stage_panel.large.shown_values(),
                                  window.controller.trace.head("weights", 2))
    assert window.selection.selection.query == 3 and window.selection.selection.key == 4
    for view in views:
        assert view.highlight() == ((3,), (4,), ((3, 4),))
    explained = window.explanation_link.panel.explanation
    assert (explained.stage, explained.head, explained.row, explained.col) == \
        ("weights", 2, 3, 4)
    qtbot.mouseClick(views[0], Qt.MouseButton.LeftButton, pos=QPoint(2, 2))
    assert window.stage_panel.head == 0


def test_twelve_heads_fit_a_1280_by_800_window_readably(qtbot):
    session = Session.from_text("the cat sat on the mat because it was tired", n_heads=12,
                                d_model=24, d_head=2)
    win = open_session(qtbot, session)
    win.stepper.jump("weights")
    views = win.features.get(HeadsDock).panel.grid.views()
    assert len(views) == 12
    qtbot.waitUntil(lambda: views[-1].width() < 300)      # laid out in the dock
    sides = [view.cell_rect()[0] for view in views]
    assert min(r.width() for r in sides) >= 60            # each head at least 60 px a side
    frames = [view.geometry().translated(view.parentWidget().pos()) for view in views]
    for a in range(12):
        for b in range(a + 1, 12):
            assert not frames[a].intersects(frames[b])
    assert [view.title() for view in views] == [f"head {h}" for h in range(1, 13)]


def test_one_head_hides_the_dock_and_the_grid_shape_stays_square():
    assert grid_shape(12, 400, 600) == (4, 3)
    assert grid_shape(2, 400, 200) == (1, 2)
    assert grid_shape(4, 400, 400) == (2, 2)


def test_a_session_with_one_head_keeps_the_dock_hidden(qtbot):
    win = open_session(qtbot, Session.from_text("the mole on his face"))
    assert not win.features.get(HeadsDock).dock.isVisible()


def test_the_split_button_sets_d_head_to_d_model_over_h_as_one_undo_step(qtbot):
    session = Session.from_text("the mole on his face", n_heads=4, d_model=8, d_head=4)
    win = open_session(qtbot, session)
    panel = win.features.get(HeadsDock).panel
    assert "d_head 4 × 4 heads = 16 ≠ d_model 8" in panel.note.text()
    assert "the usual one is d_model / h = 2" in panel.note.text()
    assert panel.split_button.isEnabled()
    panel.split_button.click()
    assert (win.controller.session.d_head, win.controller.session.n_heads) == (2, 4)
    assert "d_head = d_model / h = 8 / 4 = 2" in panel.note.text()
    assert not panel.split_button.isEnabled()
    win.controller.undo_stack.undo()
    assert win.controller.session.d_head == 4


def test_hovering_a_head_cell_explains_it_for_that_head(window):
    from core.explanations import explain
    window.stepper.jump("scores")
    views = window.features.get(HeadsDock).panel.grid.views()
    trace, tokens = window.controller.trace, window.controller.session.tokens
    rect, cell_w, cell_h = views[1].cell_rect()
    text = views[1].tooltip_at(rect.left() + 2.5 * cell_w, rect.top() + 0.5 * cell_h)
    assert "head 2 of 3" in text
    assert explain(trace, "scores", 0, 2, head=1).short_text(tokens) in text


def test_file_open_pretrained_all_heads_opens_in_the_grid(qtbot, monkeypatch):
    from core.pretrained import ALL_HEADS, build_session
    win = open_session(qtbot, Session.from_text("the mole on his face"))
    assert not win.features.get(HeadsDock).dock.isVisible()
    session = build_session("the mole on his face", 3, ALL_HEADS)
    monkeypatch.setattr(win.features.get(SessionFiles), "run_pretrained_dialog", lambda: session)
    win.features.get(SessionFiles).open_pretrained()
    assert win.controller.session == session and win.features.get(HeadsDock).dock.isVisible()
    win.stepper.jump("weights")
    assert "Rows: queries i, columns: keys j." in win.features.get(HeadsDock).panel.note.text()
    assert_heads_match_trace(win)


def test_the_big_concat_view_names_each_columns_head_like_w_o_rows(window):
    window.stepper.jump("concat")
    window.animation.stop()
    _, cols = window.stage_panel.large.axis_labels()
    assert list(cols) == [f"{c} · h{c // 2 + 1}" for c in range(6)]
    window.matrix_panel.select_matrix("W_O")
    from PySide6.QtCore import Qt as _Qt
    rows = [window.matrix_panel.model.headerData(r, _Qt.Orientation.Vertical) for r in range(6)]
    assert rows == list(cols)


def test_a_remembered_layout_does_not_hide_the_grid_of_a_several_head_start(qtbot):
    from core.session.value import Session
    from gui.window.app import build_window

    first = build_window(Session.from_text("one head here"), restore=False, size=(1100, 700))
    qtbot.addWidget(first)
    first.show()
    assert not first.features.get(HeadsDock).dock.isVisible()
    first.save_layout()  # the layout remembers the Heads dock hidden
    second = build_window(Session.from_text("three heads here", n_heads=3), restore=True,
                          size=(1100, 700))
    qtbot.addWidget(second)
    second.show()
    assert second.features.get(HeadsDock).dock.isVisible()


@pytest.mark.parametrize(("heads", "note"), [(1, "One head; click it to show it large."),
                                             (3, "3 heads, one colour scale; click one")])
def test_the_heads_note_counts_one_head_as_one(qtbot, heads, note):
    win = open_session(qtbot, Session.from_text("the mole on his face", n_heads=heads))
    win.stepper.jump("weights")
    assert win.features.get(HeadsDock).panel.note.text().startswith(note)
    assert "1 heads" not in win.features.get(HeadsDock).panel.note.text()
