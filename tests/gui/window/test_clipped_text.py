"""Nothing clipped: the walker (gui.automation.clipped_text) finds a text drawn wider than
its room, an elided text with no full text to read, a squeezed tab and two texts over each
other; and it finds none in the dialogs and docks a learner opens (the √d_k lab, the training
window, the worksheet and pretrained dialogs, the Heads, Vectors, tiles and Tour docks). The main
window is walked in every state of the real-X sweep (test_layout_sweep.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QLabel, QTabBar, QVBoxLayout, QWidget

import gui.classroom.scaling_lab.lab_window as lab_window
from core.scaling.lab import ScalingSweep
from gui.automation.clipped_text import clipped_texts
from gui.classroom.tour_features import TourFeatures
from gui.window.flash_dock import FlashDock
from gui.window.heads_dock import HeadsDock
from gui.window.scaling_lab_menu import ScalingLabLauncher
from gui.window.training_menu import TrainingLauncher
from gui.window.vectors_dock import VectorsDock
from tests.gui.layout_helpers import settle
from tests.gui.window_helpers import open_window

LONG = "the weights of every key for this query, after the softmax"


def _shown(qtbot, *children: QWidget, width: int = 400) -> QWidget:
    root = QWidget()
    layout = QVBoxLayout(root)
    for child in children:
        layout.addWidget(child)
    root.resize(width, 300)
    qtbot.addWidget(root)
    root.show()
    qtbot.waitExposed(root)
    return root


def test_a_label_narrower_than_its_text_is_reported_and_one_that_fits_is_not(qtbot):
    cut, whole = QLabel(LONG), QLabel("fits")
    cut.setFixedWidth(QFontMetrics(cut.font()).horizontalAdvance(LONG) // 2)   # half its text
    root = _shown(qtbot, cut, whole)
    found = clipped_texts(root)
    assert len(found) == 1 and "the weights of every key" in found[0], found


def test_a_wrapped_label_is_measured_as_wrapped(qtbot):
    wrapped = QLabel(LONG)
    wrapped.setWordWrap(True)
    wrapped.setFixedWidth(QFontMetrics(wrapped.font()).horizontalAdvance(LONG) // 2)
    root = _shown(qtbot, wrapped)
    assert clipped_texts(root) == []                      # two lines, each within the width
    wrapped.setFixedHeight(QFontMetrics(wrapped.font()).height() // 2)  # half of one line
    assert len(clipped_texts(root)) == 1


def test_an_elided_text_needs_its_full_text_as_tooltip_and_accessible_name(qtbot):
    label = QLabel("the weights of every…")
    root = _shown(qtbot, label)
    assert len(clipped_texts(root)) == 1 and "elided" in clipped_texts(root)[0]
    label.setToolTip(LONG)
    assert len(clipped_texts(root)) == 1                      # the tooltip alone is not enough
    label.setAccessibleName(LONG)
    assert clipped_texts(root) == []


@pytest.mark.parametrize("elide", [Qt.TextElideMode.ElideRight, Qt.TextElideMode.ElideNone])
def test_a_squeezed_tab_is_reported(qtbot, elide):
    """Elided by Qt ("Ranking (Mini…") or pushed past the bar's edge."""
    bar = QTabBar()
    bar.setExpanding(False)
    bar.setUsesScrollButtons(False)
    bar.setElideMode(elide)
    for name in ("Ranking (MiniLM)", "Ranking (SmolLM2)", "Output"):
        bar.addTab(name)
    root = _shown(qtbot, bar, width=600)
    assert clipped_texts(root) == []
    bar.setFixedWidth(bar.sizeHint().width() // 2)
    qtbot.wait(10)
    assert any("Ranking" in line for line in clipped_texts(root))
    for index in range(bar.count()):                  # the whole name as the tooltip
        bar.setTabToolTip(index, bar.tabText(index))
    cut_on_purpose = elide == Qt.TextElideMode.ElideRight   # past the edge: never
    assert (clipped_texts(root) == []) == cut_on_purpose


def test_two_texts_over_each_other_are_reported(qtbot):
    root = QWidget()
    first, second = QLabel("first words", root), QLabel("second words", root)
    first.move(10, 10)
    second.move(14, 12)                                       # no layout: one over the other
    for label in (first, second):
        label.adjustSize()
    root.resize(300, 100)
    qtbot.addWidget(root)
    root.show()
    qtbot.waitExposed(root)
    assert any("overlap" in line for line in clipped_texts(root))
    second.move(10, 60)
    assert clipped_texts(root) == []


@pytest.fixture
def window(qtbot, monkeypatch):
    small = ScalingSweep(d_ks=(1, 4, 16, 64), tokens=8, samples=200, seed=2)
    monkeypatch.setattr(lab_window, "ScalingSweep", lambda: small)
    return open_window(qtbot, monkeypatch)


def test_the_labs_show_every_text_whole(qtbot, window):
    lab = window.features.get(ScalingLabLauncher).open()
    training = window.features.get(TrainingLauncher).open()
    for shown in (lab, training):
        qtbot.waitExposed(shown)
        shown.grab()
    assert clipped_texts(lab) == [] and clipped_texts(training) == []
    training.close()
    lab.close()


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_docks_show_every_text_whole(qtbot, window, size):
    """The Heads, Vectors, tiles (both tabs) and Tour docks, each shown from its menu where the
    window puts it."""
    window.resize(*size)
    for name in ("heads", "vectors", "flash", "tour"):
        if name == "tour":
            window.features.get(TourFeatures).open_tour("the-lesson")
            dock = window.features.get(TourFeatures).dock
        else:
            dock = window.features.get({"heads": HeadsDock, "vectors": VectorsDock,
                                        "flash": FlashDock}[name]).dock
            dock.toggleViewAction().trigger()
        qtbot.waitUntil(dock.isVisible)
        dock.raise_()
        settle(window)                                   # laid out and painted
        assert clipped_texts(window) == [], name
        if name == "flash":                              # the memory tab, and a question
            window.features.get(FlashDock).panel.predict.setChecked(True)
            window.features.get(FlashDock).panel.next_button.click()
            settle(window)
            assert clipped_texts(window) == [], "flash: a question"
            window.features.get(FlashDock).panel.setCurrentIndex(1)
            settle(window)
            assert clipped_texts(window) == [], "flash: memory"
        if name == "tour":
            window.features.get(TourFeatures).leave()
        else:
            dock.toggleViewAction().trigger()


def test_the_worksheet_and_pretrained_dialogs_show_every_text_whole(qtbot, tmp_path):
    from core.files.examples import load_example
    from gui.classroom.pretrained_dialog import PretrainedHeadDialog
    from gui.export.worksheet_dialog import WorksheetDialog

    worksheet = WorksheetDialog(load_example("mole-face"), folder=tmp_path / "out")
    pretrained = PretrainedHeadDialog()
    for dialog in (worksheet, pretrained):
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.grab()
        assert clipped_texts(dialog) == [], type(dialog).__name__
