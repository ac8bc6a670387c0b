"""Help › About and Help › Keyboard shortcuts: the texts and the small dialogs."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

translate = QCoreApplication.translate

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


def shortcuts_html(extra: tuple[tuple[str, str], ...] | list = ()) -> str:
    rows = "".join(f"<tr><td><b>{escape(keys)}</b></td><td>&nbsp;&nbsp;{escape(what)}</td></tr>"
                   for keys, what in (*translated_shortcuts(), *extra))
    return f"<table>{rows}</table>"


def translated_shortcuts() -> list[tuple[str, str]]:
    return [(translate("Shortcuts", keys), translate("Shortcuts", what))
            for keys, what in SHORTCUTS]


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, translate("HelpTexts", "About QKV Lab"),
                      translate("HelpTexts", ABOUT_HTML))


def show_shortcuts(parent: QWidget, extra=()) -> QMessageBox:
    """The list (``extra`` rows after the fixed ones: the menus' keys); plain text for a
    screen reader in the box's accessible description."""
    box = QMessageBox(parent)
    box.setObjectName("shortcutList")
    box.setWindowTitle(translate("HelpTexts", "Keyboard shortcuts"))
    box.setText(shortcuts_html(extra))
    box.setAccessibleDescription("; ".join(f"{k}: {w}" for k, w in (*translated_shortcuts(),
                                                                     *extra)))
    box.setIcon(QMessageBox.Icon.NoIcon)
    box.open()
    return box
