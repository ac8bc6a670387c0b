"""The window without a mouse: tab stops, a mnemonic on every menu action, F1's full list.

Tab visits the sentence, the token chips, the matrix editor and the large stage view (each one
tab stop; inside a view the arrows move its cell cursor: gui.views.heatmap.cell_cursor). Enter
on a cell pins its explanation and Esc unpins it (the stage panel's Esc action). Every menu
action gets a mnemonic (&) unless it has one or a shortcut, so Alt+letter reaches all of them;
the mnemonics are given again each time a menu opens (recent files and other menus that fill
themselves) and after a language change. Help › Keyboard shortcuts (F1) lists every key of the
menus beside the fixed list of help_texts.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractItemView, QMenu, QMenuBar, QWidget

translate = QCoreApplication.translate

CELL_KEYS: tuple[tuple[str, str], ...] = (   # translated when shown (context "Shortcuts")
    (QT_TRANSLATE_NOOP("Shortcuts", "Tab / Shift+Tab"),
     QT_TRANSLATE_NOOP("Shortcuts", "move between the sentence, the token chips, the matrix "
                                    "editor and the stage view")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Stage view: arrow keys"),
     QT_TRANSLATE_NOOP("Shortcuts", "move the cell cursor")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Stage view: Home / End"),
     QT_TRANSLATE_NOOP("Shortcuts", "first / last cell of the row")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Stage view: Ctrl+Home / Ctrl+End"),
     QT_TRANSLATE_NOOP("Shortcuts", "first / last cell of the matrix")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Stage view: Enter"),
     QT_TRANSLATE_NOOP("Shortcuts", "pin the cell's explanation (as a click does); Esc "
                                    "unpins")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Stage view: Space, Page Down / Page Up"),
     QT_TRANSLATE_NOOP("Shortcuts", "next / previous stage")),
)


def plain_text(action: QAction) -> str:
    """An action's text without its mnemonic marker ('&Open…' -> 'Open…'; '&&' stays '&')."""
    return action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")


def has_mnemonic(text: str) -> bool:
    return "&" in text.replace("&&", "")


def _pointer(obj) -> int:
    return shiboken6.getCppPointer(obj)[0]


def submenus(root: QWidget) -> dict[int, QMenu]:
    """Every QMenu under ``root`` by its menu action's address. (Never ``action.menu()``:
    PySide6 6.10 ties the menu's wrapper to that action's wrapper, and when it goes, every
    Python reference to the menu dies with it.)"""
    return {_pointer(menu.menuAction()): menu for menu in root.findChildren(QMenu)}


def submenu_of(action: QAction, menus: dict[int, QMenu]) -> QMenu | None:
    return menus.get(_pointer(action))


def add_mnemonics(menu: QMenu, menus: dict[int, QMenu] | None = None) -> None:
    """Give each action of ``menu`` (and its submenus) without a shortcut a mnemonic of its own:
    its own if no earlier action took that letter, else the first free letter of its text."""
    if not shiboken6.isValid(menu):
        return
    menus = submenus(menu) if menus is None else menus
    actions = [a for a in menu.actions() if not a.isSeparator() and a.text()]
    taken: set[str] = set()
    for action in actions:
        if (sub := submenu_of(action, menus)) is not None and sub is not menu:
            add_mnemonics(sub, menus)
        text, letter = action.text(), _mnemonic_letter(action.text())
        if letter is not None and letter not in taken:
            taken.add(letter)
            continue
        if not action.shortcut().isEmpty() and letter is not None:
            continue                              # a shared letter, but a shortcut of its own
        if letter is not None:
            text = text.replace("&&", "\0").replace("&", "").replace("\0", "&&")
        for index, char in enumerate(text):
            if char.isalnum() and char.lower() not in taken and \
                    (index == 0 or text[index - 1] != "&"):
                taken.add(char.lower())
                action.setText(text[:index] + "&" + text[index:])
                break


def _mnemonic_letter(text: str) -> str | None:
    clean = text.replace("&&", "")
    at = clean.find("&")
    return clean[at + 1].lower() if 0 <= at < len(clean) - 1 else None


def menu_key_rows(menus: list[QMenu], subs: dict[int, QMenu]) -> list[tuple[str, str]]:
    """(keys, 'Menu › Action') for every menu action that has a shortcut, in menu order."""
    rows: list[tuple[str, str]] = []

    def walk(menu: QMenu, path: str) -> None:
        if not shiboken6.isValid(menu):
            return
        for action in menu.actions():
            if action.isSeparator():
                continue
            name = f"{path} › {plain_text(action)}"
            if (sub := submenu_of(action, subs)) is not None:
                walk(sub, name)
            elif not action.shortcut().isEmpty():
                keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText)
                                 for k in action.shortcuts())
                rows.append((keys, name))

    for menu in menus:
        walk(menu, menu.title().replace("&", ""))
    return rows


class KeyboardAccess(QObject):
    """Tab order and mnemonics: ``menu_root`` holds the menus (the main window), ``menu_bar``
    orders them; ``tab_stops`` are the main stops in Tab order (sentence, chips, matrix editor,
    large stage view), ``grid`` the matrix editor's table, which Tab leaves."""

    def __init__(self, menu_root: QWidget, menu_bar: QMenuBar, tab_stops: list[QWidget],
                 grid: QAbstractItemView) -> None:
        super().__init__(menu_root)
        self._root, self._bar, self._stops, self._grid = menu_root, menu_bar, tab_stops, grid
        self.set_tab_order()
        for menu in self.menus():
            add_mnemonics(menu, submenus(menu_root))
            menu.aboutToShow.connect(
                lambda menu=menu: add_mnemonics(menu, submenus(self._root)))

    def menus(self) -> list[QMenu]:
        """The menu bar's menus, in their order."""
        subs = submenus(self._root)
        found = [submenu_of(a, subs) for a in self._bar.actions()]
        return [menu for menu in found if menu is not None]

    def refresh(self) -> None:
        """After the texts changed (a new language): mnemonics again."""
        for menu in self.menus():
            add_mnemonics(menu, submenus(self._root))

    def tab_stops(self) -> list[QWidget]:
        """The main stops in Tab order: sentence, chips, matrix editor, large stage view."""
        return list(self._stops)

    def set_tab_order(self) -> None:
        stops = self.tab_stops()
        self._grid.setTabKeyNavigation(False)   # Tab leaves the grid (ARIA)
        for widget in stops:
            if widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
                widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        for first, second in zip(stops, stops[1:], strict=False):
            QWidget.setTabOrder(first, second)

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """What F1 lists after the fixed rows: the cell cursor's keys, then every menu key."""
        cell_keys = [(translate("Shortcuts", keys), translate("Shortcuts", what))
                     for keys, what in CELL_KEYS]
        return cell_keys + menu_key_rows(self.menus(), submenus(self._root))
