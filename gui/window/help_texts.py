"""Help › About and Help › Keyboard shortcuts: the texts and the small dialogs."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gui.keyboard_focus import MessageBox, add_focus_ring
from gui.screen_fit import fit_to_screen

translate = QCoreApplication.translate
LIST_WIDTH_PX = 640      # the list's page width before the screen's room trims it

ABOUT_HTML = QT_TRANSLATE_NOOP("HelpTexts",
    "<h3>QKV Lab</h3>"
    "<p>A simulator of self-attention: type a sentence, edit any number, and step through "
    "softmax(QK<sup>T</sup>/√d<sub>k</sub>)V one stage at a time.</p>"
    "<p>Runs offline. Rows are queries, columns are keys, in every view.</p>")

SHORTCUTS: tuple[tuple[str, str], ...] = (   # translated when shown (context Shortcuts)
    (QT_TRANSLATE_NOOP("Shortcuts", "Space, Right, Page Down"),
     QT_TRANSLATE_NOOP("Shortcuts", "next stage (plays its animation)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Left, Page Up"),
     QT_TRANSLATE_NOOP("Shortcuts", "previous stage (on a stage view the arrows move its "
                                    "cell cursor)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Page Down / Page Up (clicker)"),
     QT_TRANSLATE_NOOP("Shortcuts", "step from anywhere, unless you are typing into a field")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Home / End"),
     QT_TRANSLATE_NOOP("Shortcuts", "first / last stage")),
    (QT_TRANSLATE_NOOP("Shortcuts", "P"),
     QT_TRANSLATE_NOOP("Shortcuts", "play / pause through every stage")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Z"),
     QT_TRANSLATE_NOOP("Shortcuts", "undo")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Shift+Z, Ctrl+Y"),
     QT_TRANSLATE_NOOP("Shortcuts", "redo")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Matrix cell: type, Enter"),
     QT_TRANSLATE_NOOP("Shortcuts", "set the number (Esc cancels)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Matrix: arrows"),
     QT_TRANSLATE_NOOP("Shortcuts", "move between cells")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Matrix cell: Alt+Up / Alt+Down"),
     QT_TRANSLATE_NOOP("Shortcuts", "nudge ±0.1 (with Shift ±0.01)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Matrix cell: wheel"),
     QT_TRANSLATE_NOOP("Shortcuts", "nudge the selected cell ±0.1 (with Shift ±0.01)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Matrix cell: drag sideways"),
     QT_TRANSLATE_NOOP("Shortcuts", "scrub the number, recomputing live")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Token: double-click / Delete"),
     QT_TRANSLATE_NOOP("Shortcuts", "edit / remove a token; drag to reorder")),
    (QT_TRANSLATE_NOOP("Shortcuts", "F11, F5"),
     QT_TRANSLATE_NOOP("Shortcuts", "presentation mode (full screen, larger text)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Esc"),
     QT_TRANSLATE_NOOP("Shortcuts", "leave presentation mode; on a view, clear the selection")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+T"),
     QT_TRANSLATE_NOOP("Shortcuts", "transpose the n×n views (keys as rows)")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Stage view: Ctrl+wheel"),
     QT_TRANSLATE_NOOP("Shortcuts", "zoom in / out on both axes (hidden labels and numbers "
                                    "appear); double-click fits the whole matrix")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+N / Ctrl+O"),
     QT_TRANSLATE_NOOP("Shortcuts", "new session / open a session file")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+S / Ctrl+Shift+S"),
     QT_TRANSLATE_NOOP("Shortcuts", "save / save as")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+E"),
     QT_TRANSLATE_NOOP("Shortcuts", "export matrices and images…")),
    (QT_TRANSLATE_NOOP("Shortcuts", "F1"),
     QT_TRANSLATE_NOOP("Shortcuts", "this list")),
    (QT_TRANSLATE_NOOP("Shortcuts", "Ctrl+Q"),
     QT_TRANSLATE_NOOP("Shortcuts", "quit")),
)


def shortcuts_html(extra: tuple[tuple[str, str], ...] | list = (), *, fixed: bool = True) -> str:
    listed = (*translated_shortcuts(), *extra) if fixed else tuple(extra)
    rows = "".join(f"<tr><td><b>{escape(keys)}</b></td><td>&nbsp;&nbsp;{escape(what)}</td></tr>"
                   for keys, what in listed)
    return f"<table>{rows}</table>"


def translated_shortcuts() -> list[tuple[str, str]]:
    return [(translate("Shortcuts", keys), translate("Shortcuts", what))
            for keys, what in SHORTCUTS]


def show_about(parent: QWidget, *_checked) -> QMessageBox:
    """Help › About, as QMessageBox.about shows it, opened without waiting (closed: deleted);
    OK is no default button, so Tab onto it shows (gui.keyboard_focus.MessageBox)."""
    box = MessageBox(QMessageBox.Icon.NoIcon, translate("HelpTexts", "About QKV Lab"),
                      translate("HelpTexts", ABOUT_HTML), QMessageBox.StandardButton.Ok, parent)
    box.setIconPixmap(parent.windowIcon().pixmap(64, 64))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


class ShortcutList(QDialog):
    """F1's list in a scrolling page that fits the screen (Page Down scrolls it), with OK."""

    def __init__(self, parent: QWidget, html: str, plain: str) -> None:
        super().__init__(parent)
        self.setObjectName("shortcutList")
        self.setWindowTitle(translate("HelpTexts", "Keyboard shortcuts"))
        self._html = html
        self.page = QTextBrowser()
        add_focus_ring(self.page)       # Tab stops here: a visible focus mark
        self.page.setHtml(html)
        self.page.setAccessibleDescription(plain)
        self.setAccessibleDescription(plain)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        # a default button looks focused all the time: Tab onto OK would show nothing new
        # (the box makes its accept button the default once shown: undone in showEvent)
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self._ok.setAutoDefault(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.page)
        layout.addWidget(buttons)
        document = self.page.document()
        document.setTextWidth(LIST_WIDTH_PX)
        wanted = (LIST_WIDTH_PX + 60, round(document.size().height())
                  + buttons.sizeHint().height() + 60)
        fit_to_screen(self, wanted, parent)
        self.page.setFocus()

    def text(self) -> str:
        return self._html

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._ok.setDefault(False)


def shortcut_rows(extra=()) -> list[tuple[str, str]]:
    """The fixed rows, then ``extra`` (the menus' keys), each listed once: a fixed row whose
    keys a menu row names too gives way to the menu's (it says where the command lives)."""
    extra = list(dict.fromkeys(tuple(row) for row in extra))
    menu_keys = {keys for keys, _what in extra}
    return [row for row in translated_shortcuts() if row[0] not in menu_keys] + extra


def show_shortcuts(parent: QWidget, extra=()) -> ShortcutList:
    """The list (``extra`` rows after the fixed ones: the menus' keys); plain text for a
    screen reader in the dialog's accessible description."""
    rows = shortcut_rows(extra)
    box = ShortcutList(parent, shortcuts_html(rows, fixed=False),
                       "; ".join(f"{k}: {w}" for k, w in rows))
    box.open()
    return box
