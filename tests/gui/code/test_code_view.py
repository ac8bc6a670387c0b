"""The code dock, File › Export as Code and Copy as torch.tensor(...), driven in a real window."""

from __future__ import annotations

import re

import nbformat
import numpy as np
import pytest
import torch
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication

from core.attention.stages import STAGES
from core.codegen import generate_program
from core.session.value import Session
from gui.code.code_dock import CodeDock
from gui.export import export_prompts
from gui.export.code_export import CodeExports
from gui.export.torch_copy import MatrixCopyMenu
from gui.export.view_menu import StageViewMenus
from gui.window.mask_features import MaskFeatures
from tests.gui.shared_window import shared_window


@pytest.fixture(scope="module")
def module_window(qapp):
    yield from shared_window(Session.from_text("the mole on his face", n_heads=2))


def _show_code(qtbot, window):
    action = window.features.get(CodeDock).toggle_action
    assert action in window.menu("View").actions() and not action.isChecked()
    action.trigger()
    qtbot.waitUntil(lambda: window.features.get(CodeDock).dock.isVisible())
    return window.features.get(CodeDock).view


def test_the_lit_lines_follow_the_learner_stepping(qtbot, window):
    view = _show_code(qtbot, window)
    assert view.toPlainText() == generate_program(window.controller.session).script
    for index, stage in enumerate(STAGES):
        if index:
            window.actions.next.trigger()
        assert window.stepper.stage == stage
        span = view.program.spans[stage]
        assert view.highlighted_lines() == list(span)
        lit = [view.line_text(line) for line in view.highlighted_lines()]
        assert lit[0].startswith(f"# {stage}: ")
        assert any(line.startswith(f"{stage} = ") for line in lit)
        first = view.cursorRect(view.textCursor()).top()
        assert 0 <= first < view.viewport().height()  # scrolled into view
    window.actions.first.trigger()
    assert view.highlighted_lines() == list(view.program.spans["x"])


def _caught_up(qtbot, window) -> str:
    """The code view's text once it shows the session as it is now (edits are coalesced)."""
    view = window.features.get(CodeDock).view
    qtbot.waitUntil(lambda: view.toPlainText() ==
                    generate_program(window.controller.session).script, timeout=3000)
    return view.toPlainText()


def test_shape_comments_and_code_follow_edits(qtbot, window):
    view = _show_code(qtbot, window)
    assert "q = x @ w_q  # (h, n, d_head) = (2, 5, 4)" in view.toPlainText()
    window.matrix_panel.spins["d_head"].setValue(3)
    assert window.controller.session.d_head == 3
    text = _caught_up(qtbot, window)
    assert "q = x @ w_q  # (h, n, d_head) = (2, 5, 3)" in text
    assert re.search(r"concat = .*\(n, h\*d_head\) = \(5, 6\)", text)
    window.controller.edit("add a token", lambda s: s.with_tokens((*s.tokens, "today")))
    text = _caught_up(qtbot, window)
    assert "scores = q @ k.transpose(-2, -1)  # (h, n, n) = (2, 6, 6)" in text
    assert "masked_fill" not in text
    window.actions.causal.trigger()
    assert "masked = scaled.masked_fill(~allowed, float('-inf'))" in _caught_up(qtbot, window)
    window.actions.scaled.trigger()
    assert "math.sqrt(d_k)" not in _caught_up(qtbot, window).split("STAGES = {")[0]


def test_a_burst_of_edits_refreshes_the_code_once(qtbot, window, monkeypatch):
    view = _show_code(qtbot, window)
    shown = []
    monkeypatch.setattr(view, "set_program", lambda program: shown.append(program))
    for value in (0.1, 0.2, 0.3, 0.4):
        window.controller.edit("scrub", lambda s, v=value: s.with_cell("W_Q", 0, 0, 0, v))
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=3000)
    qtbot.wait(150)
    assert len(shown) == 1
    assert window.controller.session.w_q[0, 0, 0] == 0.4
    assert shown[0].script == generate_program(window.controller.session).script


def test_a_hidden_dock_catches_up_when_shown(qtbot, window):
    window.actions.causal.trigger()
    window.stepper.jump("weights")
    view = _show_code(qtbot, window)
    assert "tril()" in view.toPlainText()
    assert view.highlighted_lines() == list(view.program.spans["weights"])


def test_clicking_a_line_goes_to_its_stage(qtbot, window):
    view = _show_code(qtbot, window)
    line = view.program.spans["scores"][1]
    block = view.document().findBlockByNumber(line)
    view.setTextCursor(QTextCursor(block))
    view.centerCursor()
    point = view.cursorRect(QTextCursor(block)).center() + QPoint(20, 0)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert window.stepper.stage == "scores"
    assert view.highlighted_lines() == list(view.program.spans["scores"])
    header = view.program.spans["x"].start - 2  # a line of the session's numbers: no stage
    assert view.stage_at(header) is None


def test_copy_as_torch_tensor_from_a_stage_view_evaluates_to_the_shown_matrix(qtbot, window):
    window.actions.causal.trigger()          # -inf must come back as -inf
    window.stage_panel.set_head(1)
    window.stepper.jump("masked")
    window.stage_panel.large.context_menu_requested.emit(QPoint(10, 10))
    menu = window.features.get(StageViewMenus).menu
    action = next(a for a in menu.actions() if a.text() == "Copy as torch.tensor(...)")
    action.trigger()
    pasted = eval(QApplication.clipboard().text(), {"torch": torch})
    shown = window.stage_panel.large.shown_values()
    np.testing.assert_array_equal(pasted.numpy(), shown)
    np.testing.assert_array_equal(pasted.numpy(), window.controller.trace.head("masked", 1))
    assert np.isneginf(pasted.numpy()[0, 1])


def test_copy_as_torch_tensor_from_the_matrix_editor(qtbot, window):
    panel = window.matrix_panel
    panel.select_matrix("W_K", 1)
    panel.view.customContextMenuRequested.emit(QPoint(5, 5))
    menu = window.features.get(MatrixCopyMenu).menu
    next(a for a in menu.actions() if a.text() == "Copy as torch.tensor(...)").trigger()
    pasted = eval(QApplication.clipboard().text(), {"torch": torch})
    np.testing.assert_array_equal(pasted.numpy(), panel.model.values)
    np.testing.assert_array_equal(pasted.numpy(), window.controller.session.w_k[1])


@pytest.mark.parametrize("suffix", ["py", "ipynb"])
def test_export_as_code_writes_the_code_views_program(qtbot, window, tmp_path, monkeypatch,
                                                      suffix):
    asked = []

    def ask(parent, caption, default_name, filters):
        asked.append(default_name)
        return tmp_path / "lesson"  # no suffix typed: the format's own is added

    monkeypatch.setattr(export_prompts, "ask_save_path", ask)
    submenu = window.features.get(CodeExports).submenu
    assert submenu.menuAction() in window.menu("File").actions()
    action = window.features.get(CodeExports).actions[suffix]
    assert action in submenu.actions()
    action.trigger()
    written = tmp_path / f"lesson.{suffix}"
    assert asked == [f"the-mole-on-his-face.{suffix}"]
    text = written.read_text(encoding="utf-8")
    program = generate_program(window.controller.session)
    if suffix == "py":
        assert text == program.script == _show_code(qtbot, window).toPlainText()
    else:
        notebook = nbformat.reads(text, as_version=4)
        nbformat.validate(notebook)
        code = [cell.source for cell in notebook.cells if cell.cell_type == "code"]
        assert code[1:-2] == ["\n".join(block.lines) for block in program.blocks]
        assert code[-2].startswith("def flash_attention(")    # the tiles, then every stage


def test_a_failed_code_export_says_why_and_writes_nothing(qtbot, window, tmp_path, monkeypatch):
    errors = []
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda *args: tmp_path / "missing" / "lesson.py")
    monkeypatch.setattr(export_prompts, "show_error",
                        lambda parent, title, text: errors.append(text))
    assert window.features.get(CodeExports).export("py") is None
    assert len(errors) == 1 and "lesson.py" in errors[0] and "does not exist" in errors[0]
    assert not (tmp_path / "missing").exists()


def test_syntax_colours_mark_keywords_numbers_strings_and_comments(qtbot, window):
    from gui.code.code_highlighter import COLOURS

    view = _show_code(qtbot, window)
    lines = view.toPlainText().split("\n")

    def colour_at(line: int, column: int) -> str:
        block = view.document().findBlockByNumber(line)
        for style in block.layout().formats():
            if style.start <= column < style.start + style.length:
                return style.format.foreground().color().name()
        return "plain"

    q_line = next(i for i, text in enumerate(lines) if text.startswith("q = x @ w_q"))
    assert colour_at(q_line, 0) == "plain"                                  # a name
    assert colour_at(q_line, lines[q_line].index("#") + 2) == COLOURS["comment"]
    data_row = next(i for i, text in enumerate(lines) if text.startswith("        [")
                    and text.rstrip().endswith("],"))
    assert colour_at(data_row, 9) == COLOURS["number"]
    tokens = next(i for i, text in enumerate(lines) if text.startswith("tokens = ["))
    assert colour_at(tokens, lines[tokens].index("'the'") + 1) == COLOURS["string"]
    imports = lines.index("import torch")
    assert colour_at(imports, 0) == COLOURS["keyword"]
    assert colour_at(imports, len("import ")) == COLOURS["module"]
    assert colour_at(1, 3) == COLOURS["string"]                       # inside the docstring


def test_copy_as_torch_tensor_from_the_mask_editor_gives_m(qtbot, window):
    mask = np.ones((5, 5), dtype=bool)
    mask[3, [0, 4]] = False
    window.controller.edit("mask", lambda s: s.with_settings(mask=mask, causal=True))
    grid = window.features.get(MaskFeatures).panel.grid
    grid.customContextMenuRequested.emit(QPoint(5, 5))
    menu = window.features.get(MatrixCopyMenu).menu
    next(a for a in menu.actions() if a.text() == "Copy as torch.tensor(...)").trigger()
    m = eval(QApplication.clipboard().text(), {"torch": torch})
    expected = np.where(mask & np.tril(np.ones((5, 5), dtype=bool)), 0.0, -np.inf)
    np.testing.assert_array_equal(m.numpy(), expected)
    trace = window.controller.trace  # M is what the masked stage adds: masked = scaled + M
    np.testing.assert_array_equal(trace.head("scaled", 0) + m.numpy(), trace.head("masked", 0))
