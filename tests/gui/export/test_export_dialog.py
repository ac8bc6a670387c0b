"""File › Export…: the dialog writes the chosen files, they read back equal to the trace;
errors leave the folder untouched. Export Window Image… and Step-Through Animation…."""

from __future__ import annotations

import csv
import errno
import json

import numpy as np
import pytest
from PIL import Image
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog

import core.export.writing
import core.files.atomic
from gui.export import export_prompts
from gui.export.export_job import ExportChoice
from gui.export.export_menu import WindowExports
from gui.export.image.stage_view import content_size

STEM = "the-mole-on-his-face"      # the window's sentence: every file of the window starts so


@pytest.fixture
def messages(monkeypatch):
    """Message boxes recorded instead of shown: [(kind, title, text)]."""
    seen = []
    monkeypatch.setattr(export_prompts, "show_error",
                        lambda parent, title, text: seen.append(("error", title, text)))
    monkeypatch.setattr(export_prompts, "show_summary",
                        lambda parent, title, text, details="": seen.append(
                            ("summary", title, text + "\n" + details)))
    return seen


def _open_dialog(qtbot, window):
    window.features.get(WindowExports).export_action.trigger()
    dialog = window.features.get(WindowExports).dialog
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    return dialog


def _csv_values(path) -> np.ndarray:
    with open(path, newline="") as handle:
        rows = list(csv.reader(handle))
    return np.array([[float(cell) for cell in row[1:]] for row in rows[1:]])


def test_ctrl_e_opens_the_dialog_in_the_file_menu(qtbot, window):
    assert window.features.get(WindowExports).export_action in window.menu("File").actions()
    assert window.features.get(WindowExports).export_action.shortcut().toString() == "Ctrl+E"
    qtbot.keyClick(window, Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.features.get(WindowExports).dialog is not None and
                    window.features.get(WindowExports).dialog.isVisible(), timeout=2000)
    window.features.get(WindowExports).dialog.reject()


def test_the_dialog_writes_the_chosen_files_equal_to_the_trace(qtbot, window, tmp_path,
                                                             monkeypatch, messages):
    monkeypatch.setattr(export_prompts, "ask_folder", lambda parent, caption, start: tmp_path)
    dialog = _open_dialog(qtbot, window)
    dialog.all_stages.setChecked(False)
    for stage, box in dialog.stage_boxes.items():
        box.setChecked(stage in ("scores", "weights"))
    for name, box in dialog.format_boxes.items():
        box.setChecked(name in ("csv", "npy", "npz", "json", "tex", "png"))
    dialog.precision.setValue(2)
    dialog.png_scale.setCurrentIndex(0)   # 1×
    qtbot.mouseClick(dialog.choose_button, Qt.MouseButton.LeftButton)
    assert dialog.folder() == tmp_path
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted

    trace = window.controller.trace
    names = {"scores.csv", "weights.csv", "scores.npy", "weights.npy", "stages.npz",
             "stages.json", "scores.tex", "weights.tex", "scores.png", "weights.png"}
    assert {p.name for p in tmp_path.iterdir()} == {f"{STEM}_{name}" for name in names}
    for stage in ("scores", "weights"):
        np.testing.assert_array_equal(np.float32(_csv_values(tmp_path / f"{STEM}_{stage}.csv")),
                                      trace.head(stage, 0, native=True))
        np.testing.assert_array_equal(np.load(tmp_path / f"{STEM}_{stage}.npy"),
                                      trace.numpy(stage))
        with Image.open(tmp_path / f"{STEM}_{stage}.png") as picture:
            n = window.controller.session.n_tokens
            assert picture.size == content_size((n, n))       # 1×, sized by the n × n matrix
    with np.load(tmp_path / f"{STEM}_stages.npz") as bundle:
        assert sorted(bundle.files) == ["scores", "weights"]
        np.testing.assert_array_equal(bundle["weights"], trace.numpy("weights"))
    document = json.loads((tmp_path / f"{STEM}_stages.json").read_text())
    np.testing.assert_array_equal(np.array(document["stages"]["scores"]["values"]),
                                  trace.numpy("scores"))
    assert document["tokens"] == list(window.controller.session.tokens)
    tex = (tmp_path / f"{STEM}_weights.tex").read_text()
    assert f"{trace.head('weights', 0)[0, 0]:.2f}" in tex
    assert window.statusBar().currentMessage() == f"exported 10 files to {tmp_path}"
    assert messages[-1][0] == "summary" and "weights.png" in messages[-1][2]


def test_a_gif_with_the_chosen_size(qtbot, window, tmp_path, messages):
    paths = window.features.get(WindowExports).run(tmp_path, ExportChoice(stages=("x", "q"),
                                                                          formats=("gif",),
                                                      gif_size=(320, 240), gif_fps=2.0))
    assert [p.name for p in paths] == ["step-through.gif"]
    with Image.open(tmp_path / "step-through.gif") as gif:
        assert gif.size == (320, 240)
        assert gif.n_frames == 8                                   # 2 stages × 4 frames
        assert gif.info["duration"] == 500                         # 2 frames per second


def test_an_unwritable_folder_shows_the_error_and_writes_nothing(qtbot, window, tmp_path,
                                                                monkeypatch, messages):
    monkeypatch.setattr(core.export.writing.os, "access", lambda path, mode: False)
    dialog = _open_dialog(qtbot, window)
    dialog.pick(formats=("csv", "json"), folder=tmp_path)
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert messages == [("error", "Export failed",
                         f"cannot export to {tmp_path}: permission denied\n\n"
                         "Nothing was written.")]
    assert list(tmp_path.iterdir()) == []


def test_a_full_disk_midway_leaves_the_folder_as_it_was(qtbot, window, tmp_path, monkeypatch,
                                                       messages):
    (tmp_path / "notes.txt").write_text("mine")
    (tmp_path / "x.csv").write_text("an older export")
    real_fsync, calls = core.files.atomic.os.fsync, []

    def fsync_until_full(descriptor):
        calls.append(descriptor)
        if len(calls) > 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_fsync(descriptor)

    monkeypatch.setattr(core.files.atomic.os, "fsync", fsync_until_full)
    assert window.features.get(WindowExports).run(tmp_path, ExportChoice(stages=("x", "q", "k",
                                                                                 "v"),
                                                     formats=("csv",))) is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.txt", "x.csv"]
    assert (tmp_path / "x.csv").read_text() == "an older export"
    kind, _, text = messages[-1]
    assert kind == "error" and "the disk is full" in text and "Nothing was written" in text


def test_the_export_button_waits_for_a_stage_and_a_format(qtbot, window):
    dialog = _open_dialog(qtbot, window)
    dialog.pick(stages=(), formats=("csv",))
    assert not dialog.export_button.isEnabled()
    dialog.pick(stages=("z",), formats=())
    assert not dialog.export_button.isEnabled()
    dialog.pick(stages=("z",), formats=("npy",))
    assert dialog.export_button.isEnabled()
    assert dialog.choice().stages == ("z",)
    dialog.reject()


def test_window_image_png_at_a_scale_and_svg(qtbot, window, tmp_path, monkeypatch, messages):
    answers = iter([tmp_path / "window.png", tmp_path / "view.svg"])
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda parent, caption, name, filters: next(answers))
    monkeypatch.setattr(export_prompts, "ask_scale", lambda parent, default=2: 2)
    window.features.get(WindowExports).window_image_action.trigger()
    with Image.open(tmp_path / "window.png") as picture:
        assert picture.size == (window.width() * 2, window.height() * 2)
    window.features.get(WindowExports).window_image_action.trigger()
    assert "<svg" in (tmp_path / "view.svg").read_text()
    assert messages == []


def test_step_through_animation_from_the_file_menu(qtbot, window, tmp_path, monkeypatch,
                                                   messages):
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda parent, caption, name, filters: tmp_path / name)
    assert window.features.get(WindowExports).animation_action in window.menu("File").actions()
    window.features.get(WindowExports).animation_action.trigger()
    gif_path = tmp_path / f"{STEM}_step-through.gif"
    with Image.open(gif_path) as gif:
        assert gif.size == (720, 576)
        assert 11 <= gif.n_frames <= 44         # 11 stages × 4 frames (Pillow merges repeats)
    assert window.statusBar().currentMessage() == f"wrote {gif_path}"
