"""View › Vectors in the window: hidden at start and idle then; shown, it follows edits, the head
in focus and the linked selection, from the controller's trace."""

from __future__ import annotations

import numpy as np

from core.session.value import Session
from core.vectors import head_vectors
from gui.document.session_files import SessionFiles
from gui.window.app import build_window
from gui.window.vectors_dock import VectorsDock

TEXT = "the old mole dug a long tunnel under the quiet green garden"


def test_vectors_dock_follows_edits_heads_and_the_selection(qtbot):
    window = build_window(Session.from_text(TEXT, d_head=4, n_heads=2), restore=False,
                          size=(1280, 800), stage="scores")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    vectors, panel = window.features.get(VectorsDock), window.features.get(VectorsDock).panel
    assert not vectors.dock.isVisible() and vectors.toggle_action in window.menu("View").actions()
    idle = panel.redraws
    stage_width = window.stage_panel.large.width()
    window.controller.edit("w", lambda s: s.with_cell("W_Q", 0, 0, 1, 0.9))
    assert panel.redraws == idle                                   # hidden: nothing drawn
    vectors.show()
    qtbot.waitUntil(lambda: panel.redraws > idle)
    assert window.docks["matrices"] in window.tabifiedDockWidgets(vectors.dock)  # left column
    trace = window.controller.trace
    np.testing.assert_array_equal(panel.qk.arrows.ends()[:12], head_vectors(trace, 0).q)
    window.controller.edit("w", lambda s: s.with_cell("W_K", 0, 2, 3, -1.5))
    assert window.controller.trace is not trace
    np.testing.assert_array_equal(panel.qk.arrows.ends()[12:],
                                  head_vectors(window.controller.trace, 0).k)
    window.stage_panel.set_head(1)
    assert panel.head == 1 and "head 2 of 2" in panel.qk.header.text()
    np.testing.assert_array_equal(panel.qk.arrows.ends()[:12],
                                  head_vectors(window.controller.trace, 1).q)
    window.stage_panel.cell_clicked.emit("scores", 3, 5)           # a click on a score cell
    vectors.dock.raise_()    # its explanation may be a tab over it (no room beside the view
    #                          that keeps every stage's numbers, M's strip at masked included)
    lit = [i for i, style in enumerate(panel.qk.arrows.styles()) if style.lit]
    assert lit == [3, 12 + 5]
    score = window.controller.trace.head("scores", 1)[3, 5]
    first = panel.qk.caption.text().splitlines()[0]
    assert abs(float(first.split("= ")[-1].split()[0]) - score) <= 1e-3 * max(1, abs(score))
    assert window.stage_panel.large.width() >= stage_width    # a tab: the stage keeps its room


def test_view_menu_brings_the_vectors_tab_to_the_front(qtbot):
    window = build_window(Session.from_text(TEXT), restore=False, size=(1024, 700))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    drawn = window.features.get(VectorsDock).panel.redraws
    window.features.get(VectorsDock).toggle_action.trigger()                 # View › Vectors
    qtbot.waitUntil(lambda: window.features.get(VectorsDock).panel.redraws > drawn)
    assert not window.features.get(VectorsDock).panel.qk.visibleRegion().isEmpty()
    window.docks["matrices"].raise_()                       # the Matrices tab in front again
    qtbot.waitUntil(lambda: window.features.get(VectorsDock).panel.qk.visibleRegion().isEmpty())
    drawn = window.features.get(VectorsDock).panel.redraws
    window.controller.edit("w", lambda s: s.with_cell("W_Q", 0, 0, 1, 0.7))
    # behind a tab: nothing drawn
    assert window.features.get(VectorsDock).panel.redraws == drawn
    window.features.get(VectorsDock).dock.raise_()
    qtbot.waitUntil(lambda: window.features.get(VectorsDock).panel.redraws == drawn + 1)
    np.testing.assert_array_equal(window.features.get(VectorsDock).panel.qk.arrows.ends()[:12],
                                  head_vectors(window.controller.trace, 0).q)


def test_edits_leave_the_docks_where_they_are_with_the_vectors_tab_raised(qtbot):
    """The Tokens dock was sized by the Matrices dock's height behind the Vectors tab (an old
    height, out of sight): every edit moved the column's border by a pixel and back and every
    view in it painted twice more. Now an edit resizes no dock."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication, QDockWidget

    many = " ".join([TEXT] * 5)              # 60 tokens: their chips want a taller Tokens dock
    window = build_window(Session.from_text(many, d_head=4, n_heads=2), restore=False,
                          size=(1280, 800), stage="scores")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.features.get(VectorsDock).show()
    qtbot.waitUntil(lambda: window.features.get(VectorsDock).panel.redraws > 0)
    qtbot.wait(50)

    class Requests(QObject):
        seen: list = []

        def eventFilter(self, watched, event):
            if event.type() in (QEvent.Type.LayoutRequest, QEvent.Type.Resize):
                self.seen.append((event.type(), watched))
            return False

    geometry = {d.objectName(): d.geometry() for d in window.findChildren(QDockWidget)}
    requests = Requests()
    QApplication.instance().installEventFilter(requests)
    try:
        for value in (0.3, -0.7, 1.1):
            window.controller.edit("w", lambda s, v=value: s.with_cell("W_Q", 0, 0, 1, v))
            qtbot.wait(30)
    finally:
        QApplication.instance().removeEventFilter(requests)
    assert {d.objectName(): d.geometry() for d in window.findChildren(QDockWidget)} == geometry
    resized = [w.objectName() for kind, w in requests.seen
               if kind == QEvent.Type.Resize and isinstance(w, QDockWidget)]
    assert resized == []
    # the header's numbers changed, its text shows whole: the row is as tall as the text
    header = window.features.get(VectorsDock).panel.qk.header
    assert header.row.height() == header.heightForWidth(header.row.width()) > 0


def test_a_minilm_head_as_the_second_sentence_puts_mole_where_its_output_says(qtbot,
                                                                              monkeypatch):
    """Second sentence ▾ › A MiniLM head… runs File › Open Pretrained Head's dialog (here its
    answer: layer 3, head 2 on "a mole of carbon dioxide"); the first sentence is that head on
    "the mole on his face", so "mole" lands where each session's own output says."""
    from core.pretrained import build_session

    first = build_session("the mole on his face", 3, 2)
    second = build_session("a mole of carbon dioxide", 3, 2)
    window = build_window(first, restore=False, size=(1280, 800), stage="weights")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    monkeypatch.setattr(window.features.get(SessionFiles), "run_pretrained_dialog", lambda: second)
    window.features.get(VectorsDock).show()
    panel = window.features.get(VectorsDock).panel
    panel.setCurrentWidget(panel.two)
    panel.two._fill_menu()
    entry = next(a for a in panel.two.choose_menu.actions() if a.text() == "A MiniLM head…")
    entry.trigger()
    assert panel.two.second is not None and panel.two.second.session is second
    qtbot.waitUntil(lambda: panel.two.placed is not None)
    assert panel.two.word_box.currentText() == "mole"
    placed = panel.two.placed
    ends = panel.two.arrows.ends()
    lit = [i for i, style in enumerate(panel.two.arrows.styles()) if style.lit]
    out_a = window.controller.trace.numpy("output")[first.tokens.index("mole")]
    out_b = second.run().numpy("output")[second.tokens.index("mole")]
    np.testing.assert_allclose(ends[lit[0]], placed.plane.project(out_a[None])[0], atol=1e-5)
    np.testing.assert_allclose(ends[lit[1]], placed.plane.project(out_b[None])[0], atol=1e-5)
    monkeypatch.setattr(window.features.get(SessionFiles), "run_pretrained_dialog",
                        lambda: None)   # cancelled
    entry.trigger()
    assert panel.two.second.session is second                                # unchanged
