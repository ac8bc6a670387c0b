"""Core's own sentences in the real window, in German: the stage meaning under the formula and the
pinned explanation's prose are German, and every number in them is the trace's (torch here).
"""

from __future__ import annotations

import math
import time

import numpy as np
import pytest
import torch
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from core import i18n
from core.attention.stages import MEANINGS
from core.explanations.notation import LONG_DIGITS, number
from core.session.value import Session
from gui.explain.stage_tooltips import cell_tooltip
from gui.export.torch_copy import MatrixCopyMenu
from gui.window.app import build_window
from gui.window.language import install_language, remove_translators
from gui.window.recovery_prompt import _local_time
from tests.gui.window_helpers import type_in_cell

TEXT = "the mole on his face"
TOKENS = TEXT.split()


@pytest.fixture
def german(qtbot):
    install_language("de")
    window = build_window(Session.from_text(TEXT, causal=True), restore=False, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    remove_translators()
    assert not i18n.installed()                 # English again: core's hook is gone too


def torch_stages(session: Session) -> dict[str, torch.Tensor]:
    """(n, n) scaled scores and causal softmax weights, computed here from the matrices."""
    x = torch.tensor(session.x(), dtype=torch.float64)                    # (n, d_model)
    q = x @ torch.tensor(session.w_q[0], dtype=torch.float64)              # (n, d_head)
    k = x @ torch.tensor(session.w_k[0], dtype=torch.float64)
    scaled = (q @ k.T) / math.sqrt(session.d_head)                         # (n, n)
    future = torch.triu(torch.ones_like(scaled, dtype=torch.bool), diagonal=1)
    return {"scaled": scaled, "weights": torch.softmax(scaled.masked_fill(future, -math.inf), -1)}


def click_cell(qtbot, window, stage: str, row: int, col: int) -> None:
    window.stepper.jump(stage)
    window.animation.stop()
    large = window.stage_panel.large
    QApplication.processEvents()
    qtbot.mouseClick(large.graphics_view().viewport(), Qt.MouseButton.LeftButton,
                     pos=large.cell_center_in_viewport(row, col))


def test_the_stage_meaning_and_the_pinned_explanation_are_german(qtbot, german):
    window = german
    expected = torch_stages(window.controller.session)
    click_cell(qtbot, window, "masked", 1, 3)         # key 4 “his” comes after query 2 “mole”
    shown = window.formula_bar.meaning_label.text()
    assert shown != MEANINGS["masked"] and "kausaler Maske die Zukunft" in shown
    panel = window.explanation
    assert panel.explanation.value == -math.inf
    assert panel.where_label.text() == "masked: Zeile 2 „mole“, Spalte 4 „his“"  # one head
    assert panel.meaning_label.text() == shown
    notes = [label.text() for label in panel.view.notes]
    assert notes[1] == "Key 4 „his“ kommt nach Query 2 „mole“: die kausale Maske verbirgt die " \
                       "Zukunft."
    assert notes[2] == (f"Der skalierte Score {number(float(expected['scaled'][1, 3]))} wird "
                        "durch −∞ ersetzt, daher gibt Softmax diesem Key ein Gewicht von genau 0.")
    copied = panel.text()                              # Copy: every term, six digits
    assert "die kausale Maske verbirgt die Zukunft" in copied
    assert f"scaled[2, 4] = {number(float(expected['scaled'][1, 3]), LONG_DIGITS)} wird durch " \
           "−∞ ersetzt (Softmax gibt ihm 0)" in copied
    assert "comes after" not in copied and "hides" not in copied

    click_cell(qtbot, window, "weights", 2, 1)
    weight = float(expected["weights"][2, 1])
    assert panel.explanation.value == pytest.approx(weight, abs=1e-6)   # float32 engine
    note = panel.view.notes[-1].text()
    assert note.startswith("Softmax-Zeile 3: a₃,₂ = ") and note.endswith(f"= {number(weight)}")
    assert window.formula_bar.meaning_label.text() == \
        "Softmax macht aus jeder Zeile der Scores Gewichte, die sich zu 1 addieren."
    title = window.stage_panel.large.plot_item.titleLabel.text      # the view's formula
    assert "A = softmax(S / √d_k + M), Zeile für Zeile" in title
    hover = cell_tooltip(window.controller.trace, "weights", 0, TOKENS, 2, 1).splitlines()
    assert hover[0] == "Query 3 „on“ · Key 2 „mole“"
    assert hover[1] == note and hover[2] == "klicken, um die ganze Erklärung anzuheften"


def test_english_is_the_text_as_written(qtbot):
    install_language("en")
    window = build_window(Session.from_text(TEXT, causal=True), restore=False, size=(1280, 800))
    qtbot.addWidget(window)
    window.stepper.jump("weights")
    window.animation.stop()
    assert not i18n.installed()
    assert window.formula_bar.meaning_label.text() == MEANINGS["weights"]


def test_the_status_lines_warning_is_german_and_names_the_row(qtbot):
    from gui.document.controller import with_warnings

    mask = np.ones((5, 5), dtype=bool)
    mask[3] = False                                # query row 3 (0-based) sees no key
    trace = Session.from_text(TEXT).with_settings(mask=mask).run()
    assert np.all(trace.numpy("weights")[3] == 0)  # what the warning says
    install_language("de")
    try:
        assert with_warnings("geöffnet", trace) == \
            "geöffnet · Warnung: in Query-Zeile 3 ist jeder Key maskiert; ihre Gewichte sind null"
    finally:
        remove_translators()
    assert with_warnings("opened", trace) == \
        "opened · warning: query row 3 has every key masked; its weights are zero"


def test_the_animations_captions_are_german_with_the_traces_numbers(qtbot):
    from gui.views.animation_frames import frame_caption

    trace = Session.from_text(TEXT).run()
    install_language("de")
    try:
        assert frame_caption(trace, "weights", 0.3) == \
            "Softmax Schritt 2 von 4: exponenzieren, e^(x − max) (verborgene Keys geben 0)"
        assert frame_caption(trace, "scaled", 0.0) == \
            f"jeder Score wird durch √d_k = {math.sqrt(trace.d_head):.3g} geteilt: 0 % des Weges"
        assert frame_caption(trace, "scores", 0.5).endswith(
            f"von {trace.n_tokens} Zeilen mit Scores; der Rest ist noch nicht berechnet")
    finally:
        remove_translators()
    assert frame_caption(trace, "weights", 0.3).startswith("softmax step 2 of 4")


def test_a_refused_edit_a_copy_and_the_copy_menu_speak_german(qtbot, german):
    window = german
    before = window.controller.session
    type_in_cell(qtbot, window, "abc", "W_Q", 1, 2)
    assert window.controller.session == before
    assert window.statusBar().currentMessage().startswith("nicht geändert: W^Q[1,2]")
    panel = window.matrix_panel
    panel.select_matrix("W_K", 0)
    panel.view.customContextMenuRequested.emit(QPoint(5, 5))
    texts = [a.text() for a in window.features.get(MatrixCopyMenu).menu.actions()]
    assert "Als torch.tensor(...) kopieren" in texts and "Copy as torch.tensor(...)" not in texts
    next(a for a in window.features.get(MatrixCopyMenu).menu.actions()
         if a.text() == "Als torch.tensor(...) kopieren").trigger()
    pasted = eval(QApplication.clipboard().text(), {"torch": torch})
    np.testing.assert_array_equal(pasted.numpy(), window.controller.session.w_k[0])
    assert window.statusBar().currentMessage() == \
        f"{panel.matrix_name} als torch.tensor in die Zwischenablage kopiert"


@pytest.mark.parametrize(("code", "expected"), [
    ("en", "06:43 on 02 Dec 2026"), ("de", "2. Dezember 2026 um 06:43"),
    ("es", "2 de diciembre de 2026 a las 06:43"), ("zh_CN", "2026年12月2日 06:43")])
def test_the_recovery_question_says_when_in_the_windows_language(monkeypatch, code, expected):
    """It said '06:43 on 02 Dec 2026' inside the German question."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    install_language(code)
    try:
        assert _local_time("2026-12-02T06:43:08+00:00") == expected
    finally:
        remove_translators()
        monkeypatch.undo()
        time.tzset()
