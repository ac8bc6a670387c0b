"""View › Heads brings the Heads dock to the front when it opens as a tab behind another dock
(a learner chose it and saw nothing happen: the tab "Heads" appeared behind "Explanation")."""

from __future__ import annotations

from core.session.value import Session
from gui.window.app import build_window
from gui.window.heads_dock import HeadsDock

TEXT = "the old mole dug a long tunnel under the quiet green garden"


def test_view_menu_brings_the_heads_tab_to_the_front(qtbot):
    window = build_window(Session.from_text(TEXT), restore=False, size=(1024, 768))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    heads = window.features.get(HeadsDock)
    assert not heads.dock.isVisible()                          # one head: hidden at start
    matrices = window.docks["matrices"]
    window.tabifyDockWidget(matrices, heads.dock)              # where it opens: a tab behind
    matrices.raise_()
    action = heads.dock.toggleViewAction()
    assert action in window.menu("View").actions()
    action.trigger()                                           # View › Heads
    qtbot.waitUntil(lambda: not heads.tabs.visibleRegion().isEmpty())
    assert matrices.widget().visibleRegion().isEmpty()         # Matrices now behind it
