"""The surfaces sweep's popup checks catch what they promise (gui.automation.popup_checks): a
menu running off its screen, a menu squeezed narrower than its items, an English item and an
English shortcut in a German menu, an English item or a cut one in a combo box's list; and
they stay silent on the same menu or list without the fault.
A menu is opened as the sweep opens it (popup at a point), in this process's screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QFontMetrics, QKeySequence
from PySide6.QtWidgets import QApplication, QComboBox, QMenu, QVBoxLayout, QWidget

from gui.automation.popup_checks import (
    combo_lists,
    cut_items,
    list_violations,
    menu_texts,
    popup_violations,
)
from gui.window.language import install_language, remove_translators

GERMAN_ITEMS = ("Öffnen", "Speichern unter…", "Beenden")   # words of the German catalogue


def popped(qtbot, texts, at: QPoint | None = None, title: str = "Datei") -> QMenu:
    menu = QMenu(title)
    qtbot.addWidget(menu)
    for text in texts:
        menu.addAction(text)
    area = QApplication.primaryScreen().availableGeometry()
    menu.popup(at if at is not None else area.topLeft() + QPoint(10, 10))
    qtbot.waitUntil(menu.isVisible)
    for _ in range(3):
        QApplication.processEvents()
    return menu


@pytest.fixture
def german(qapp):
    install_language("de")
    yield
    remove_translators()


def test_a_german_menu_inside_its_screen_passes(qtbot, german):
    menu = popped(qtbot, GERMAN_ITEMS)
    assert popup_violations(menu, "de") == []


def test_a_menu_running_off_the_screen_is_caught(qtbot, qapp):
    area = QApplication.primaryScreen().availableGeometry()
    word = "Aufmerksamkeit "
    metrics = QFontMetrics(QMenu().font())
    long_text = word * (area.width() // metrics.horizontalAdvance(word) + 2)  # wider than it
    assert metrics.horizontalAdvance(long_text) > area.width()
    menu = popped(qtbot, [long_text], at=area.topRight() - QPoint(40, -10))
    found = popup_violations(menu, "de")
    assert any("outside the screen's available area" in line for line in found), found


def test_a_menu_squeezed_narrower_than_its_items_is_caught(qtbot, qapp):
    menu = popped(qtbot, GERMAN_ITEMS)
    assert cut_items(menu) == []
    widest = max(QFontMetrics(menu.font()).horizontalAdvance(text) for text in GERMAN_ITEMS)
    menu.setFixedWidth(widest // 2)
    QApplication.processEvents()
    found = cut_items(menu)
    assert any("narrower than" in line for line in found), found
    assert any("Speichern unter" in line and "outside the menu" in line for line in found), found


def test_an_english_item_in_a_german_menu_is_caught(qtbot, german):
    menu = popped(qtbot, [*GERMAN_ITEMS, "Save the plot as a picture"])
    found = popup_violations(menu, "de")
    assert len(found) == 1 and "Save the plot as a picture" in found[0], found
    assert all(word in found[0] for word in ("Save", "plot", "picture")), found


def test_a_shortcut_in_english_key_names_is_caught_where_qt_translates_them(qtbot, qapp):
    """With no German catalogue installed, Qt writes Ctrl+Shift+S; its German catalogue says
    Strg+Umschalt+S, its Chinese one keeps Ctrl and Shift."""
    menu = popped(qtbot, GERMAN_ITEMS)
    menu.actions()[1].setShortcut(QKeySequence("Ctrl+Shift+S"))
    menu.hide()
    menu.popup(menu.pos())          # laid out again with the shortcut's room
    QApplication.processEvents()
    assert ("QMenu shortcut", "Ctrl+Shift+S") in menu_texts(menu)
    found = popup_violations(menu, "de")
    assert len(found) == 1 and "Ctrl, Shift" in found[0], found
    assert not any("QMenu shortcut" in line for line in popup_violations(menu, "zh_CN"))
    assert cut_items(menu) == []


def test_the_items_qt_hides_are_not_read(qtbot, german):
    menu = popped(qtbot, GERMAN_ITEMS)
    hidden = menu.addAction("Hidden English item")
    hidden.setVisible(False)
    menu.addSeparator()
    assert popup_violations(menu, "de") == []
    assert [text for _, text in menu_texts(menu)] == ["Datei", *GERMAN_ITEMS]
    assert menu.windowFlags() & Qt.WindowType.Popup


# ----- a combo box's list ---------------------------------------------------------------------
def test_an_english_item_in_a_german_combo_list_is_caught_and_the_list_closed(qtbot, german):
    box = QWidget()
    combo = QComboBox(box)
    combo.addItems([*GERMAN_ITEMS, "Save the plot as a picture"])
    QVBoxLayout(box).addWidget(combo)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    found = combo_lists(box, "de")
    assert len(found) == 1 and "Save the plot as a picture" in found[0], found
    assert QApplication.activePopupWidget() is None and not combo.view().isVisible()
    combo.removeItem(combo.count() - 1)
    assert combo_lists(box, "de") == []


def test_a_combo_list_narrower_than_its_items_is_caught(qtbot, qapp):
    box = QWidget()
    combo = QComboBox(box)
    combo.addItems(GERMAN_ITEMS)
    QVBoxLayout(box).addWidget(combo)
    qtbot.addWidget(box)
    box.show()
    qtbot.waitExposed(box)
    combo.showPopup()
    QApplication.processEvents()
    assert list_violations(combo, "de") == []
    combo.view().window().setFixedWidth(30)       # squeezed: Qt elides its items
    QApplication.processEvents()
    found = list_violations(combo, "de")
    combo.hidePopup()
    assert any("Speichern unter" in line and "needs" in line for line in found), found
