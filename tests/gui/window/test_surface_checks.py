"""The surfaces sweep's checks catch what they promise (gui.automation.surface_checks): each
one finds a planted fault (a window wider than its screen, a cut label, an English string in
German, a Tab stop under another widget, a Tab stop with no focus mark) and stays silent on the
same surface without it. A Tab stop whose focus mark cannot be judged is a fault with its reason,
and the verdict on each stop is the same whatever order the stops are judged in. And Tab never
walks through a dock whose tab is not raised."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from gui.automation.surface_checks import (
    cut_texts,
    foreign_words,
    frame_outside,
    hidden_where,
    surface_violations,
    unseen_focus_stops,
)
from gui.window.language import install_language, remove_translators
from gui.window.vectors_dock import VectorsDock


def shown(qtbot, widget: QWidget) -> QWidget:
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    for _ in range(3):
        QApplication.processEvents()
    return widget


def good_surface() -> QWidget:
    box = QWidget()
    layout = QVBoxLayout(box)
    layout.addWidget(QLabel("Alle Schritte"))
    layout.addWidget(QLineEdit("Text"))
    layout.addWidget(QPushButton("Abbrechen"))
    box.setWindowTitle("Arbeitsblatt exportieren")
    return box


@pytest.fixture
def german(qapp):
    install_language("de")
    yield
    remove_translators()


def test_a_good_surface_has_no_violation(qtbot, german):
    box = shown(qtbot, good_surface())
    assert surface_violations(box, "de") == []


def test_a_window_wider_than_its_screen_is_caught(qtbot):
    box = shown(qtbot, good_surface())
    assert frame_outside(box) == []
    area = box.screen().availableGeometry()
    box.setMinimumWidth(area.width() + 200)          # wider than its screen
    box.resize(area.width() + 200, 200)
    QApplication.processEvents()
    assert any("outside the screen" in line for line in frame_outside(box))


def test_a_cut_label_is_caught_unless_elided_with_its_whole_text(qtbot):
    box = shown(qtbot, good_surface())
    label = box.findChild(QLabel)
    label.setText("a label far too long for the forty pixels it is given here")
    label.setFixedWidth(40)
    QApplication.processEvents()
    assert any("px drawn in" in line for line in cut_texts(box))
    label.setText("a label…")
    label.setToolTip("a label far too long for the forty pixels it is given here")
    label.setAccessibleName(label.toolTip())
    label.setFixedWidth(label.fontMetrics().horizontalAdvance("a label…") + 4)
    QApplication.processEvents()
    assert cut_texts(box) == []


def test_an_english_string_in_german_is_caught_but_the_learners_words_are_not(qtbot, german):
    box = shown(qtbot, good_surface())
    label = box.findChild(QLabel)
    label.setText("Opening the lab: computing random rows")
    found = foreign_words(box, "de")
    assert found and "Opening" in found[0] and "random" in found[0]
    label.setText("der kleine Roboter")                 # the learner's sentence
    assert foreign_words(box, "de", data_words=("der kleine Roboter",)) == []
    assert foreign_words(box, "en") == []               # English is the catalogue's source


def test_a_message_boxs_own_details_button_speaks_qts_german(qtbot, german):
    """Export's summary box has Qt's own "Show Details..." button: qtbase's German, not English
    left over ("Details einblenden..." was taken for English)."""
    box = QMessageBox(QMessageBox.Icon.Information, "", "", QMessageBox.StandardButton.Ok)
    box.setDetailedText("a.png")
    shown(qtbot, box)
    texts = [button.text() for button in box.findChildren(QPushButton)]
    assert any("Details" in text and "Show" not in text for text in texts)   # in German
    assert foreign_words(box, "de") == []


def test_a_date_in_the_languages_own_month_names_is_german_and_an_english_one_is_not(qtbot,
                                                                                    german):
    """Qt's locale writes a date's month and day names (the recovery question's "autosaved
    01:42 on 30 November 2026"): its German words are German, an English month is not."""
    box = shown(qtbot, good_surface())
    label = box.findChild(QLabel)
    label.setText("Dienstag, 1. Dezember 2026")
    assert foreign_words(box, "de") == []
    label.setText("Dienstag, 1. December 2026")
    found = foreign_words(box, "de")
    assert len(found) == 1 and found[0].endswith("December")


def test_a_tab_stop_under_another_widget_and_one_without_a_focus_mark_are_caught(qtbot):
    box = shown(qtbot, good_surface())
    assert unseen_focus_stops(box) == []
    edit = box.findChild(QLineEdit)
    cover = QLabel("cover", box)                         # drawn over the line edit
    cover.setAutoFillBackground(True)
    cover.setGeometry(edit.geometry())
    cover.show()
    cover.raise_()
    QApplication.processEvents()
    assert hidden_where(edit, box).startswith("under")
    assert any("QLineEdit" in line and "under" in line for line in unseen_focus_stops(box))
    cover.hide()
    blank = QWidget(box)                                 # takes Tab, draws nothing for it
    blank.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    blank.setFixedSize(30, 20)
    box.layout().addWidget(blank)
    QApplication.processEvents()
    assert any("no visible focus mark" in line for line in unseen_focus_stops(box))


class PassesTheFocusOn(QWidget):
    """Takes Tab, and hands the focus to ``target`` as it arrives: its own mark is never drawn,
    so nothing can say whether it has one."""

    def __init__(self, target: QWidget, parent: QWidget) -> None:
        super().__init__(parent)
        self.target = target
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFixedSize(30, 20)

    def focusInEvent(self, event) -> None:
        super().focusInEvent(event)
        self.target.setFocus(Qt.FocusReason.OtherFocusReason)


def test_a_tab_stop_whose_focus_mark_cannot_be_judged_is_a_fault_with_its_reason(qtbot):
    box = shown(qtbot, good_surface())
    assert unseen_focus_stops(box) == []
    passer = PassesTheFocusOn(box.findChild(QLineEdit), box)
    box.layout().addWidget(passer)
    QApplication.processEvents()
    found = [line for line in unseen_focus_stops(box) if "PassesTheFocusOn" in line]
    assert len(found) == 1
    assert "could not be judged (the focus went to QLineEdit" in found[0]


def test_the_verdict_on_a_default_button_does_not_depend_on_where_the_focus_came_from(qtbot):
    """A plain QMessageBox's default button is drawn highlighted with or without the focus: no
    mark, whether it is judged first or after another button took the focus (which takes the
    default from it while it has the focus)."""
    buttons = QMessageBox.StandardButton
    box = QMessageBox(QMessageBox.Icon.Question, "Frage", "Wirklich?", buttons.Yes | buttons.No)
    box.setDefaultButton(buttons.Yes)
    shown(qtbot, box)
    yes, no = box.button(buttons.Yes), box.button(buttons.No)
    verdicts = []
    for came_from in (yes, no, yes):
        came_from.setFocus(Qt.FocusReason.TabFocusReason)
        QApplication.processEvents()
        verdicts.append(unseen_focus_stops(yes))
    assert verdicts[0] == verdicts[1] == verdicts[2]
    assert len(verdicts[0]) == 1 and "no visible focus mark" in verdicts[0][0]
    assert unseen_focus_stops(no) == []         # not the default: its mark shows


def test_a_tab_stop_below_a_scroll_areas_fold_is_judged_where_tab_scrolls_it(qtbot):
    """Tab scrolls a scroll area to the field it lands on (the GPU tiles' table below the
    fold, found by the sweep as 'nothing of it in sight')."""
    box = QWidget()
    area = QScrollArea(box)
    area.setGeometry(0, 0, 200, 120)
    body = QWidget()
    layout = QVBoxLayout(body)
    layout.addSpacing(600)
    layout.addWidget(QLineEdit("below the fold"))
    area.setWidget(body)
    box.resize(200, 120)
    shown(qtbot, box)
    assert unseen_focus_stops(box, mark=False) == []


def test_tab_never_walks_through_a_dock_behind_a_raised_tab(window):
    window.features.get(VectorsDock).show()     # raised over the Matrices dock it shares
    QApplication.processEvents()
    matrices = window.docks["matrices"]
    assert window.features.get(VectorsDock).dock.isVisible()
    start = window.token_editor.sentence
    start.setFocus(Qt.FocusReason.TabFocusReason)
    visited = []
    for _ in range(40):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        visited.append(focus)
        assert not matrices.isAncestorOf(focus) or not matrices.visibleRegion().isEmpty(), \
            type(focus).__name__
        assert hidden_where(focus, window) == "", (type(focus).__name__, hidden_where(focus,
                                                                                     window))
    window.docks["matrices"].raise_()          # raised again: its widgets take Tab again
    QApplication.processEvents()
    assert matrices.isEnabled()
    window.matrix_panel.view.setFocus(Qt.FocusReason.TabFocusReason)
    assert window.matrix_panel.view.hasFocus()


def test_a_cell_being_typed_in_when_its_dock_goes_behind_a_tab_commits_once(window):
    """Enter commits a cell through a queued call; a tab raised over Matrices before it comes
    (the layout tabs the explanation there) must not take the editor's focus on the way: the
    number arrives once, with no Qt warning, and the dock is disabled when the focus leaves."""
    from tests.gui.monkey_actions import QtMessageRecorder

    panel, matrices = window.matrix_panel, window.docks["matrices"]
    matrices.raise_()
    QApplication.processEvents()
    panel.select_matrix("W_Q", 0)
    view = panel.view
    index = view.model().index(1, 1)
    view.setCurrentIndex(index)
    view.edit(index)
    editor = view.indexWidget(index)
    assert isinstance(editor, QLineEdit)
    editor.setFocus()
    editor.selectAll()
    with QtMessageRecorder() as qt_messages:
        QTest.keyClicks(editor, "0.625")
        QTest.keyClick(editor, Qt.Key.Key_Return)      # the commit waits in the event queue
        window.features.get(VectorsDock).show()        # raised over Matrices before it comes
        for _ in range(10):
            QApplication.processEvents()
    assert qt_messages.messages == []
    assert window.controller.session.matrix("W_Q", 0)[1, 1] == 0.625
    assert matrices.visibleRegion().isEmpty()
    window.token_editor.sentence.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert not matrices.isEnabled()                    # out of sight, the focus gone from it
