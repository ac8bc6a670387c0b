"""What a learner's walk in German and Spanish met in English (issue 34): the mask presets'
reasons, the folded M strip's tooltip, the key names in the toolbar's tooltips ("(Space,
Right)"), the undo step of a mask preset ("mask: sliding window") and the Spanish status line
after a typed sentence ("tokens: …", the English word for word)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from core.masks.presets import PRESETS
from core.session.value import Session
from gui.window.app import build_window
from gui.window.language import install_language, remove_translators
from gui.window.mask_features import MaskFeatures
from gui.window.mask_side import STRIP_TIP

TEXT = "the old mole on his face"


@pytest.fixture(params=["de", "es"])
def translated(request, qtbot):
    install_language(request.param)
    window = build_window(Session.from_text(TEXT), restore=False, size=(1024, 768))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield request.param, window
    remove_translators()


def test_mask_presets_and_the_strip_speak_the_language(translated):
    _, window = translated
    for name, spec in PRESETS.items():
        if name == "causal":
            continue
        action = window.findChild(QAction, f"maskPreset_{name}")
        assert action.toolTip() and action.toolTip() != spec.explanation, name
    assert window.features.get(MaskFeatures).fold.strip.toolTip() != STRIP_TIP
    window.features.get(MaskFeatures).apply_preset("sliding_window", window=2)
    step = window.controller.undo_stack.undoText()
    assert step and "sliding window" not in step and "mask:" not in step, step


def test_toolbar_tooltips_name_keys_in_the_language(translated):
    _, window = translated
    native = QKeySequence.SequenceFormat.NativeText
    right, space = (QKeySequence(k).toString(native) for k in ("Right", "Space"))
    assert right != "Right" and space != "Space"          # Qt's own catalogue translates them
    tip = window.actions.next.toolTip()
    assert f"({space}, {right})" in tip and "Right" not in tip, tip
    assert f"({QKeySequence('Left').toString(native)})" in window.actions.previous.toolTip()


def test_the_status_line_after_a_sentence_is_not_the_english(translated):
    code, window = translated
    window.token_editor.sentence.setText("the small dog near the door")
    window.token_editor.sentence.returnPressed.emit()
    QApplication.processEvents()
    message = window.status_message()
    assert "the small dog near the door" in message
    assert not message.startswith("tokens: "), (code, message)
