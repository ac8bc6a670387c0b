"""The surfaces sweep's checks of a popup (a menu of the menu bar, a submenu, a context menu),
opened where a user gets it. ``popup_violations(menu, language, data_words)`` returns one line
per fault:

- frame: the menu's frame is not inside its screen's available area
  (gui.automation.surface_checks.frame_outside, as for a dialog);
- cut items: the menu is narrower than Qt's own reckoning of its widest item
  (``sizeHint``), an item lies outside the menu (cut at its edge or scrolled away), or an
  item's text and shortcut, measured in its font, are wider than the item's row;
- words: in de, es and zh_CN, a word of the menu's title, of an item, of a section or of a
  shortcut that no translation of that language holds (surface_checks.foreign_texts); a
  shortcut's key names may be those Qt's own catalogue of the language gives
  (qtbase_<language>.qm, read here, not through the app's translators: "Ctrl" in a German
  menu is English left, its catalogue says "Strg").

A combo box's list is a popup too: ``combo_lists(widget, language, data_words)`` opens the list
of each combo box in sight in a surface (as a click opens it), holds it to the same promise
(inside the screen, no item wider than its row, every item in the language) and closes it.

Each check is a function of its own (``cut_items``, ``menu_texts``, ``key_words``,
``list_violations``) so a test can plant one fault and see it caught.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from PySide6.QtCore import QLibraryInfo, QTranslator
from PySide6.QtGui import QAction, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QApplication, QComboBox, QMenu, QWidget

from gui.automation.surface_checks import WORD, foreign_texts, frame_outside

SHORTCUT_GAP = "  "    # at least this much between an item's text and its shortcut


def popup_violations(menu: QMenu, language: str = "en",
                     data_words: Iterable[str] = ()) -> list[str]:
    """Every fault of ``menu`` (shown), one line each."""
    found = frame_outside(menu)
    found += cut_items(menu)
    shortcuts = [action.shortcut() for action in shown_items(menu)]
    found += foreign_texts(menu_texts(menu), language, data_words,
                           key_words(shortcuts, language))
    return found


def shown_items(menu: QMenu) -> list[QAction]:
    """The items ``menu`` draws: visible actions, sections with a text among them."""
    return [action for action in menu.actions() if action.isVisible() and
            (not action.isSeparator() or action.text())]


def item_label(action: QAction) -> str:
    """An item's text as drawn: no mnemonic marks, no tab-separated shortcut."""
    return action.text().split("\t")[0].replace("&&", "\0").replace("&", "").replace("\0", "&")


def item_keys(action: QAction) -> str:
    """An item's shortcut as drawn beside it ("" when none)."""
    text = action.text()
    if "\t" in text:
        return text.split("\t", 1)[1]
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


def cut_items(menu: QMenu) -> list[str]:
    found = []
    need = menu.sizeHint().width()
    if menu.width() < need:
        found.append(f"{_what(menu)}: {menu.width()} px wide, narrower than the {need} px "
                     "its widest item needs")
    room = menu.rect()
    for action in shown_items(menu):
        rect = menu.actionGeometry(action)
        label, keys = item_label(action), item_keys(action)
        if not room.contains(rect):
            found.append(f"{_what(menu)}: item {label!r} at {_box(rect)} outside the menu "
                         f"{_box(room)} (cut or scrolled away)")
            continue
        metrics = QFontMetrics(action.font().resolve(menu.font()))
        wide = metrics.horizontalAdvance(label)
        if keys and not action.isSeparator():
            wide += metrics.horizontalAdvance(SHORTCUT_GAP + keys)
        if wide > rect.width():
            found.append(f"{_what(menu)}: item {label!r}{' ' + keys if keys else ''} needs "
                         f"{wide} px, its row has {rect.width()}")
    return found


def menu_texts(menu: QMenu) -> list[tuple[str, str]]:
    """(where, text) of every text ``menu`` draws: its title (in the menu bar or the menu it
    hangs from), each item's and section's text and each shortcut."""
    texts = [("QMenu title", item_label(menu.menuAction()))]
    for action in shown_items(menu):
        texts.append(("QMenu section" if action.isSeparator() else "QMenu item",
                      item_label(action)))
        if item_keys(action) and not action.isSeparator():
            texts.append(("QMenu shortcut", item_keys(action)))
    return [(where, text) for where, text in texts if text.strip()]


@lru_cache(maxsize=8)
def qt_catalogue(language: str) -> QTranslator | None:
    """Qt's own catalogue of ``language`` (qtbase_<language>.qm as PySide6 ships it), loaded
    here and not installed: what the app should show, whatever it installed."""
    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return translator if translator.load(f"qtbase_{language}", folder) else None


def key_words(shortcuts: Iterable[QKeySequence], language: str) -> frozenset[str]:
    """The words of ``shortcuts``' key names as Qt's catalogue of ``language`` writes them
    (casefolded); a name the catalogue leaves untranslated stays as it is."""
    translator = qt_catalogue(language)
    names = {name for keys in shortcuts if not keys.isEmpty() for name in
             re.split(r"[+,\s]+", keys.toString(QKeySequence.SequenceFormat.PortableText))}
    words = set()
    for name in names:
        shown = translator.translate("QShortcut", name) if translator is not None else ""
        words |= {word.casefold() for word in WORD.findall(shown or name)}
    return frozenset(words)


def _what(menu: QMenu) -> str:
    title = item_label(menu.menuAction())
    name = menu.objectName()
    return f"{type(menu).__name__}{'#' + name if name else ''}" + \
        (f" {title[:40]!r}" if title else "")


def _box(rect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]


# ----- a combo box's list ---------------------------------------------------------------------
def combo_lists(widget: QWidget, language: str = "en",
                data_words: Iterable[str] = ()) -> list[str]:
    """The faults of the list of each combo box in sight in ``widget`` (enabled, not
    editable), each list opened as a click opens it and closed again."""
    found = []
    for combo in widget.findChildren(QComboBox):
        if not combo.isVisible() or combo.visibleRegion().isEmpty() or \
                not combo.isEnabled() or combo.isEditable() or combo.count() == 0:
            continue
        combo.showPopup()
        QApplication.processEvents()
        try:
            found += [f"{_combo(combo)}'s list: {line}"
                      for line in list_violations(combo, language, data_words)]
        finally:
            combo.hidePopup()
            QApplication.processEvents()
    return found


def list_violations(combo: QComboBox, language: str = "en",
                    data_words: Iterable[str] = ()) -> list[str]:
    """The open list of ``combo``: its frame inside the screen, no item's text wider than its
    row (Qt would elide it), every item in ``language``."""
    view = combo.view()
    found = frame_outside(view.window())
    metrics = view.fontMetrics()
    for row in range(combo.count()):
        text = combo.itemText(row)
        row_rect = view.visualRect(combo.model().index(row, combo.modelColumn()))
        room = view.viewport().rect()          # its row's width in sight (a row scrolled
        shown = min(row_rect.right(), room.right()) - max(row_rect.left(), room.left()) + 1
        wide = metrics.horizontalAdvance(text)     # out of sight below is no cut text)
        if row_rect.isValid() and wide > shown:
            found.append(f"item {text!r} needs {wide} px, its row shows {shown}")
    texts = [("QComboBox item", combo.itemText(row)) for row in range(combo.count())]
    return found + foreign_texts(texts, language, data_words)


def _combo(combo: QComboBox) -> str:
    name = combo.objectName() or combo.accessibleName()
    return f"QComboBox{' ' + repr(name[:40]) if name else ''} {combo.currentText()[:30]!r}"
