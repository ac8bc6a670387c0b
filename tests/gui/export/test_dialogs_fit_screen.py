"""Every dialog fits its screen (issue 42): File › Export… on a 14-word sentence and Export
Worksheet… in German stay inside the screen's available area with Export and Cancel on it; a
dialog whose contents need more room than the screen has scrolls them, its buttons below.

Offscreen Qt's screen is 800×800: narrower than either dialog was (1,217 px; 1,069 px), so the
fit is tested here in a second; the real-X sweep (test_surface_sweep.py) checks 1024×768 too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.session.value import Session
from gui.export.eliding_check_box import ElidingCheckBox
from gui.export.export_dialog import ExportDialog
from gui.export.worksheet_dialog import WorksheetDialog
from gui.screen_fit import fit_dialog, install_dialog_fit
from gui.window.language import install_language, remove_translators

SENTENCE = ("Der kleine Roboter erreichte endlich den stillen Hafen in der Nacht und setzte "
            "sich hin")


@pytest.fixture
def german(qapp):
    install_language("de")
    install_dialog_fit(qapp)
    yield
    remove_translators()


def on_screen(dialog: QDialog, widget) -> bool:
    """``widget``'s whole rectangle lies in the screen's available area (global pixels)."""
    area = dialog.screen().availableGeometry()
    corner = widget.mapToGlobal(QPoint(0, 0))
    return area.contains(corner) and area.contains(corner + QPoint(widget.width() - 1,
                                                                   widget.height() - 1))


def shown(qtbot, dialog: QDialog) -> QDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for _ in range(3):
        QApplication.processEvents()
    return dialog


def test_the_export_dialog_on_a_long_sentence_fits_and_says_export_in_german(qtbot, german):
    session = Session.from_text(SENTENCE)
    dialog = ExportDialog()
    from core.export.handout import handout_caption, session_stem
    dialog.prepare(stage="scores", stem=session_stem(session),
                   caption=handout_caption(session, "scores"))
    shown(qtbot, dialog)
    area = dialog.screen().availableGeometry()
    assert area.contains(dialog.frameGeometry()), (dialog.frameGeometry(), area)
    assert on_screen(dialog, dialog.export_button) and on_screen(dialog, dialog.buttons)
    assert dialog.export_button.text() == "Exportieren"
    assert "Schritt 5 von 11" in dialog.caption_preview.text()        # not "stage 5 of 11"
    # the wrapped file names are whole: their height is what they need at their width
    preview = dialog.name_preview
    assert preview.height() >= preview.heightForWidth(preview.width())


def test_the_worksheet_dialog_fits_with_its_buttons_and_translated_exercises(qtbot, german):
    dialog = shown(qtbot, WorksheetDialog(Session.from_text(SENTENCE)))
    area = dialog.screen().availableGeometry()
    assert area.contains(dialog.frameGeometry()), (dialog.frameGeometry(), area)
    assert on_screen(dialog, dialog.export_button)
    for name, box in dialog.exercises.items():
        assert not box.text().startswith(f"{name}:"), box.text()   # "query:" is the CLI's
    # no sideways scrolling (the long "Online-Softmax …" box made the dialog scroll at 1024 px):
    # a box too long for its row is cut with "…", its whole text its tooltip and name
    scroll = dialog.findChild(QScrollArea)
    assert scroll is None or scroll.horizontalScrollBar().maximum() == 0
    online = dialog.exercises["online"]
    assert online.whole_text().startswith("Online-Softmax über zwei Key-Blöcke")
    assert online.accessibleName() == online.whole_text()
    for box in dialog.exercises.values():
        assert box.geometry().right() < box.parentWidget().width()
        whole = box.text() == box.whole_text()
        assert whole or (box.text().endswith("…") and box.whole_text() in box.toolTip()), \
            box.text()


def test_a_check_box_too_long_for_its_row_is_cut_with_its_whole_text_as_tooltip(qtbot, german):
    row = QWidget()
    layout = QVBoxLayout(row)
    box = ElidingCheckBox("Online-Softmax über zwei Key-Blöcke, mit dem Umskalierungsschritt "
                          "(FlashAttention; nur auf Wunsch)")
    box.setToolTip("Online-Softmax über zwei Key-Blöcke, mit dem Umskalierungsschritt "
                   "(FlashAttention; nur auf Wunsch) (--exercises online)")
    layout.addWidget(box)
    qtbot.addWidget(row)
    row.resize(box.sizeHint().width() + 40, 60)
    row.show()
    qtbot.waitExposed(row)
    assert box.text() == box.whole_text()                       # room enough: whole
    assert layout.minimumSize().width() < 240                   # it may be narrower than it
    row.resize(240, 60)
    QApplication.processEvents()
    shown_text = box.text()
    assert shown_text.endswith("…") and box.whole_text().startswith(shown_text[:-1])
    assert not box.whole_text()[len(shown_text) - 1].isalnum()     # cut after a whole word
    assert box.fontMetrics().horizontalAdvance(shown_text) <= box.width()
    assert box.whole_text() in box.toolTip() and box.accessibleName() == box.whole_text()
    box.setToolTip("diese Sitzung hat nur einen Kopf")          # a reason says no whole text
    assert box.toolTip().startswith(box.whole_text())


def test_a_dialog_bigger_than_its_screen_scrolls_with_its_buttons_below(qtbot, qapp):
    dialog = QDialog()
    layout = QVBoxLayout(dialog)
    tall = QLabel("\n".join(f"line {i}" for i in range(200)))     # far taller than 800 px
    layout.addWidget(tall)
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok |
                               QDialogButtonBox.StandardButton.Cancel)
    layout.addWidget(buttons)
    qtbot.addWidget(dialog)
    dialog.adjustSize()
    fit_dialog(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = dialog.screen().availableGeometry()
    assert area.contains(dialog.frameGeometry()), (dialog.frameGeometry(), area)
    scroll = dialog.findChild(QScrollArea)
    assert scroll is not None and scroll.isAncestorOf(tall)
    assert not scroll.isAncestorOf(buttons) and on_screen(dialog, buttons)
    assert scroll.verticalScrollBar().maximum() > 0


def test_a_non_modal_dialog_left_open_follows_its_screen_when_it_shrinks(qtbot, qapp,
                                                                         monkeypatch):
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    install_dialog_fit(qapp)
    dialog = QDialog()
    qtbot.addWidget(dialog)
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel("a dialog kept open beside the window"))
    layout.addWidget(QDialogButtonBox(QDialogButtonBox.StandardButton.Close))
    dialog.setGeometry(300, 300, 420, 300)
    dialog.show()                                     # non-modal: it stays open
    qtbot.waitExposed(dialog)
    before = dialog.frameGeometry()
    assert QRect(0, 0, 800, 800).contains(before)     # fits the 800×800 screen as it was
    area = QRect(0, 20, 640, 460)                    # a projector's smaller screen
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _self: QRect(area))
    dialog.screen().availableGeometryChanged.emit(area)
    assert area.contains(dialog.frameGeometry()), (dialog.frameGeometry(), area)
    assert dialog.isVisible()
