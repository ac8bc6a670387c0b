"""Undo and Redo keep their words in every language at 1024 px (in Spanish they shrank to bare
arrows, "↶ ↷", whose tooltip was the same arrow's word), their tooltips name the step they take
("Deshacer: …"), and no two visible buttons of the window share a label."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication

from core.i18n import translate
from gui.window.language import install_language, remove_translators
from tests.gui.layout_helpers import painted_window

TWELVE = "the old mole on his face looked at the small dog near the door"


@pytest.fixture
def language():
    yield install_language
    remove_translators()


def _buttons(window, action):
    """Every visible button that shows ``action`` (the toolbar's, wherever it sits)."""
    return [b for b in window.findChildren(QAbstractButton)
            if getattr(b, "defaultAction", lambda: None)() is action and b.isVisible()]


@pytest.mark.parametrize("code", ["en", "de", "es", "zh_CN"])
@pytest.mark.parametrize("size", [(1024, 768), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_undo_and_redo_keep_their_words(qtbot, language, code, size):
    if code != "en":
        language(code)
    window = painted_window(qtbot, TWELVE, size, "x")
    verbs = {"undo": translate("Actions", "Undo"), "redo": translate("Actions", "Redo")}
    for name, verb in verbs.items():
        action = getattr(window.actions, f"toolbar_{name}")
        (button,) = _buttons(window, action)
        assert verb in button.text().replace("&", ""), (code, button.text())
        assert button.width() >= button.sizeHint().width()          # not cut short
        top_left = button.mapTo(window, button.rect().topLeft())
        assert 0 <= top_left.x() and top_left.x() + button.width() <= window.width()
        assert button.accessibleName() == verb
    bar = window.menuBar()                      # in the menu bar's corner, costing no height
    assert bar.height() <= max(bar.actionGeometry(a).height() for a in bar.actions()) + 1
    window.actions.causal.trigger()                                   # one step to undo
    step = window.controller.undo_stack.undoText()
    assert step and window.actions.toolbar_undo.toolTip() == \
        translate("Actions", "{verb}: {step}").format(verb=verbs["undo"], step=step)
    assert window.actions.toolbar_undo.toolTip().startswith(verbs["undo"] + ":") or \
        window.actions.toolbar_undo.toolTip().startswith(verbs["undo"] + "：")
    window.actions.toolbar_undo.trigger()
    assert window.actions.toolbar_redo.toolTip().startswith(verbs["redo"])
    assert step in window.actions.toolbar_redo.toolTip()
    labels = Counter(b.text().replace("&", "").strip() for b in window.findChildren(QAbstractButton)
                     if b.isVisible() and b.text().strip())
    assert [text for text, count in labels.items() if count > 1] == []
    QApplication.processEvents()
