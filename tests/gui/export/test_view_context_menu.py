"""A stage view's context menu: copy exactly core's numbers, save the stage as files/images."""

from __future__ import annotations

import csv
import io
import json
import re

import numpy as np
from PIL import Image
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu
from shiboken6 import isValid

from core.session.value import Session
from gui.export import export_prompts
from gui.export.image.stage_view import content_size
from gui.export.view_menu import StageViewMenus
from gui.window.app import build_window

STEM = "the-mole-on-his-face"      # the window's sentence: its files start so


def _right_click_large(qtbot, window) -> QMenu:
    """The menu a right click on the large view opens (a menu still open is closed first)."""
    previous = window.features.get(StageViewMenus).menu
    if previous is not None and isValid(previous):   # (an offscreen save may have deleted it)
        previous.close()
    view = window.stage_panel.large
    viewport = view.graphics_view().viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.RightButton, pos=view.cell_center_in_viewport(1, 1))
    qtbot.waitUntil(lambda: window.features.get(StageViewMenus).menu is not previous and
                    window.features.get(StageViewMenus).menu.isVisible(), timeout=2000)
    return window.features.get(StageViewMenus).menu


def _action(menu: QMenu, text: str) -> QAction:
    """The action called ``text`` in the menu or its submenus (their actions are children;
    QAction.menu() is avoided: PySide6 may delete the submenu with its temporary wrapper)."""
    found = [action for action in menu.findChildren(QAction) if action.text() == text]
    assert len(found) == 1, f"{text!r}: {[a.text() for a in menu.findChildren(QAction)]}"
    return found[0]


def _parse_table(text: str) -> tuple[list[str], list[str], np.ndarray]:
    rows = list(csv.reader(io.StringIO(text), delimiter="\t"))
    header, body = rows[0], rows[1:]
    values = np.array([[float(cell) for cell in row[1:]] for row in body])
    return [row[0] for row in body], header[1:], values


def _parse_latex(text: str) -> np.ndarray:
    lines = [line for line in text.splitlines() if "&" in line][1:]   # the label row first
    cells = [[c.strip().rstrip("\\").strip() for c in line.split("&")[1:]] for line in lines]
    return np.array([[float(c.replace(r"-\infty", "-inf")) for c in row] for row in cells])


def test_copy_as_table_puts_the_views_matrix_on_the_clipboard(qtbot, window):
    window.actions.causal.trigger()          # masked cells must survive as -inf
    window.stepper.jump("masked")
    menu = _right_click_large(qtbot, window)
    _action(menu, "Copy as table").trigger()
    rows, cols, values = _parse_table(QApplication.clipboard().text())
    trace = window.controller.session.run()
    tokens = list(window.controller.session.tokens)
    assert rows == tokens and cols == tokens
    np.testing.assert_array_equal(values, trace.head("masked", 0))   # every digit, -inf too
    assert np.isneginf(values[0, 1])


def test_copy_as_latex_rounds_core_numbers(qtbot, window):
    window.stepper.jump("weights")
    menu = _right_click_large(qtbot, window)
    _action(menu, "Copy as LaTeX").trigger()
    text = QApplication.clipboard().text()
    assert text.startswith(r"\left[\begin{array}")
    assert r"\text{mole}" in text
    np.testing.assert_allclose(_parse_latex(text),
                               window.controller.trace.head("weights", 0), atol=5e-4)
    assert re.search(r"\d\.\d{3}\b", text)


def test_a_tiles_menu_copies_its_own_stage(qtbot, window):
    thumbnail = window.stage_panel.tiles["v"].thumbnail
    thumbnail.customContextMenuRequested.emit(QPoint(5, 5))
    menu = window.features.get(StageViewMenus).menu
    _action(menu, "Copy as table").trigger()
    rows, cols, values = _parse_table(QApplication.clipboard().text())
    assert cols == [f"d{j}" for j in range(4)]
    np.testing.assert_array_equal(values, window.controller.trace.head("v", 0))


def test_export_this_stage_writes_files_that_read_back_equal(qtbot, window, tmp_path,
                                                           monkeypatch):
    asked = []

    def ask(parent, caption, default_name, filters):
        asked.append(default_name)
        return tmp_path / default_name

    monkeypatch.setattr(export_prompts, "ask_save_path", ask)
    window.stepper.jump("scores")
    expected = window.controller.trace.head("scores", 0)
    for text in ("CSV…", "NPY…", "JSON…", "LaTeX…"):
        _action(_right_click_large(qtbot, window), text).trigger()
    assert asked == [f"{STEM}_scores.{suffix}" for suffix in ("csv", "npy", "json", "tex")]
    with open(tmp_path / f"{STEM}_scores.csv", newline="") as handle:
        rows = list(csv.reader(handle))
    np.testing.assert_array_equal(np.array([[float(c) for c in r[1:]] for r in rows[1:]],
                                           dtype=np.float32), np.float32(expected))
    np.testing.assert_array_equal(np.load(tmp_path / f"{STEM}_scores.npy"), expected)
    document = json.loads((tmp_path / f"{STEM}_scores.json").read_text())
    np.testing.assert_array_equal(np.array(document["stages"]["scores"]["values"]), expected)
    tex = tmp_path / f"{STEM}_scores.tex"
    np.testing.assert_allclose(_parse_latex(tex.read_text()), expected, atol=5e-4)
    assert window.statusBar().currentMessage() == f"wrote {tex}"


def test_save_image_png_at_2x_and_svg(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda parent, caption, name, filters: tmp_path / name)
    window.stepper.jump("weights")
    _action(_right_click_large(qtbot, window), "PNG 2×…").trigger()
    _action(_right_click_large(qtbot, window), "SVG…").trigger()
    n = window.controller.session.n_tokens      # sized by the matrix, not the view's shape
    with Image.open(tmp_path / f"{STEM}_weights.png") as picture:
        assert picture.size == tuple(2 * side for side in content_size((n, n)))
    assert (tmp_path / f"{STEM}_weights.svg").read_text().lstrip().startswith(("<?xml", "<svg"))


def _outline_pixels(path) -> int:
    """Pixels of the outline's near-black colour in a saved picture."""
    with Image.open(path) as picture:
        rgb = np.asarray(picture.convert("RGB")).astype(int)
    return int(((rgb[..., 0] < 40) & (rgb[..., 1] < 40) & (rgb[..., 2] < 40)).sum())


def test_a_saved_view_leaves_the_selection_out_unless_asked(qtbot, window, tmp_path,
                                                            monkeypatch):
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda parent, caption, name, filters: tmp_path / name)
    window.stepper.jump("scores")
    window.selection.select_cell(1, 2)
    assert window.stage_panel.large.outlined_rects()          # outlined on screen
    plain, outlined = tmp_path / "plain", tmp_path / "outlined"
    plain.mkdir(), outlined.mkdir()
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda parent, caption, name, filters: plain / name)
    window.features.get(StageViewMenus).save_image("scores", ".png", 1)
    window.features.get(StageViewMenus).outline_selection = True
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda parent, caption, name, filters: outlined / name)
    window.features.get(StageViewMenus).save_image("scores", ".png", 1)
    name = f"{STEM}_scores.png"
    assert _outline_pixels(outlined / name) > _outline_pixels(plain / name) + 50


def test_a_failed_save_shows_a_message_and_writes_nothing(qtbot, window, tmp_path, monkeypatch):
    missing = tmp_path / "no such folder" / "scores.csv"
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda parent, caption, name, filters: missing)
    errors = []
    monkeypatch.setattr(export_prompts, "show_error",
                        lambda parent, title, text: errors.append(text))
    window.stepper.jump("scores")
    _action(_right_click_large(qtbot, window), "CSV…").trigger()
    assert len(errors) == 1 and "scores.csv" in errors[0]
    assert not missing.parent.exists()


def test_several_heads_name_the_head_shown(qtbot, monkeypatch, tmp_path):
    win = build_window(Session.from_text("a b c", n_heads=2), restore=False, size=(1000, 700))
    qtbot.addWidget(win)
    win.show()
    win.stepper.jump("weights")
    win.stage_panel.set_head(1)
    asked = []
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda parent, caption, name, filters: asked.append(name) or
                        tmp_path / name)
    win.features.get(StageViewMenus).save_stage_file("weights", ".csv", "")
    win.features.get(StageViewMenus).save_stage_file("weights", ".npy", "")
    assert asked == ["a-b-c_weights_head2.csv", "a-b-c_weights.npy"]   # head 2 of 2 shown
    with open(tmp_path / "a-b-c_weights_head2.csv", newline="") as handle:
        rows = list(csv.reader(handle))
    np.testing.assert_array_equal(np.array([[float(c) for c in r[1:]] for r in rows[1:]],
                                           dtype=np.float32),
                                  win.controller.trace.head("weights", 1, native=True))
    assert np.load(tmp_path / "a-b-c_weights.npy").shape == (2, 3, 3)


def test_a_tiles_image_is_sized_by_its_matrix(qtbot, window, tmp_path, monkeypatch):
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda parent, caption, name, filters: tmp_path / name)
    window.stage_panel.tiles["z"].caption.customContextMenuRequested.emit(QPoint(3, 3))
    _action(window.features.get(StageViewMenus).menu, "PNG 1×…").trigger()
    with Image.open(tmp_path / f"{STEM}_z.png") as picture:
        rows, cols = window.controller.trace.head_shape("z")
        assert picture.size == content_size((rows, cols))   # square cells, 1×
        assert picture.size[1] > picture.size[0]            # 5 × 4: taller than wide
        colors = np.asarray(picture.convert("RGB")).reshape(-1, 3)
        assert len(np.unique(colors, axis=0)) > 10   # a drawn heatmap, not a blank page
    assert window.stepper.stage == "x"             # saving a tile does not move the lesson
