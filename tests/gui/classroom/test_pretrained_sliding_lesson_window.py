"""Lesson › The Sliding Window (Gemma 3)… opens in the window at the stage it is about: the
masked one, with the layer's band in M beside it. The model is a tiny Gemma 3 written with
gguf's writer (tests/core/tiny_gguf_models.py: a window of 3 keys) standing in for the shipped
file, loaded by the window's own loader; the band is checked against indices written here."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from gui.editors.mask_grid import CAUSAL, OWN, VISIBLE
from gui.window.keyboard_access import plain_text
from gui.window.mask_features import MaskFeatures
from tests.core.tiny_gguf_models import GEMMA3, write_tiny
from tests.gui.files_helpers import open_files_window

WORDS = "ab ab b ab a ab b ab ab a"        # 11 tokens with <bos>: longer than the window


@pytest.fixture
def tiny_gemma_as_shipped(tmp_path, monkeypatch):
    """The shipped Gemma's place taken by the tiny one; the lesson's text one that fits it."""
    from core.pretrained.gguf_model import forget_gguf_model

    path = write_tiny(tmp_path / "tiny-gemma.gguf", GEMMA3)
    monkeypatch.setattr("core.pretrained.gemma3_files.shipped_gemma3",
                        lambda cache_folder=None: path)
    monkeypatch.setattr("core.pretrained.sliding_window_lesson.lesson_text", lambda: WORDS)
    yield path
    forget_gguf_model(path)


def _reject_a_stuck_dialog() -> None:
    """A load that never answers must not hang the suite: its dialog is closed."""
    dialog = QApplication.activeModalWidget()
    if dialog is not None:
        dialog.reject()


def test_the_lesson_opens_at_the_masked_stage_with_the_band_in_m(qtbot, monkeypatch, tmp_path,
                                                                   tiny_gemma_as_shipped):
    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    action = next(a for a in window.menu("Lesson").actions()
                  if plain_text(a) == "The Sliding Window (Gemma 3)…")
    QTimer.singleShot(30000, _reject_a_stuck_dialog)
    action.trigger()                                  # the dialog loads, then opens the lesson
    session = window.controller.session
    n, width = session.n_tokens, GEMMA3.window
    assert n == 11 and session.title.startswith("tiny gemma3 layer 1 head 1")
    assert window.view_state.stage == "masked" and window.stepper.stage == "masked"
    assert window.view_state.reached == window.view_state.stage_index   # x … masked seen
    i, j = np.indices((n, n))
    band = (j > i - width) & (j <= i)                 # query i sees keys i−2 … i
    m = window.features.get(MaskFeatures)
    assert m.fold.is_active()                         # M beside the masked stage
    states = m.panel.grid.states()                    # (n, n): VISIBLE, OWN (−∞), CAUSAL
    assert np.array_equal(states == VISIBLE, band)
    assert np.array_equal(states == OWN, j <= i - width)
    assert np.array_equal(states == CAUSAL, j > i)
    weights = window.controller.trace.numpy("weights")                      # (n, n)
    assert weights.shape == (n, n)
    assert (weights[~band] == 0).all() and (weights[band] > 0).all()       # exact zeros
    np.testing.assert_allclose(weights.sum(axis=1), 1.0, atol=1e-6)


def test_the_dialogs_lesson_button_opens_it_at_the_masked_stage_too(qtbot, monkeypatch,
                                                                    tmp_path,
                                                                    tiny_gemma_as_shipped):
    """File › Open Pretrained Head…, Gemma chosen, its Sliding-window lesson button: the same
    lesson at the same stage; another head chosen there afterwards opens at stage 1."""
    from gui.classroom.pretrained_dialog import PretrainedHeadDialog
    from gui.document.session_files import SessionFiles
    from gui.window.file_menu import _run_pretrained_dialog

    window, _ = open_files_window(qtbot, monkeypatch, tmp_path)
    files = window.features.get(SessionFiles)
    files.run_pretrained_dialog = lambda: _run_pretrained_dialog(window, files,
                                                                 window.show_message)

    def answer(click) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, PretrainedHeadDialog) and dialog.model is not None:
            click(dialog)
            return
        if isinstance(dialog, PretrainedHeadDialog) and dialog.model_box.currentData() != \
                "gemma3":
            dialog.model_box.setCurrentIndex(dialog.model_box.findData("gemma3"))
        QTimer.singleShot(50, lambda: answer(click))

    QTimer.singleShot(30000, _reject_a_stuck_dialog)
    QTimer.singleShot(0, lambda: answer(lambda dialog: dialog.lesson_button.click()))
    assert files.open_pretrained()
    assert window.view_state.stage == "masked" and window.controller.session.mask is not None
    QTimer.singleShot(0, lambda: answer(lambda dialog: dialog.accept()))    # OK: layer 1 head
    assert files.open_pretrained()
    assert window.view_state.stage == "x" and window.view_state.reached == 0
