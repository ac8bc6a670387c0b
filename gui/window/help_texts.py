"""Help › About and Help › Keyboard shortcuts: the texts and the small dialogs."""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QMessageBox, QWidget

ABOUT_HTML = (
    "<h3>QKV Lab</h3>"
    "<p>A simulator of self-attention: type a sentence, edit any number, and step through "
    "softmax(QK<sup>T</sup>/√d<sub>k</sub>)V one stage at a time.</p>"
    "<p>Runs offline. Rows are queries, columns are keys, in every view.</p>"
)

SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("Space, Right, Page Down", "next stage (plays its animation)"),
    ("Left, Page Up", "previous stage (on a stage view the arrows move its cell cursor)"),
    ("Page Down / Page Up (clicker)", "step from anywhere, unless you are typing into a field"),
    ("Home / End", "first / last stage"),
    ("P", "play / pause through every stage"),
    ("Ctrl+Z", "undo"),
    ("Ctrl+Shift+Z, Ctrl+Y", "redo"),
    ("Matrix cell: type, Enter", "set the number (Esc cancels)"),
    ("Matrix: arrows", "move between cells"),
    ("Matrix cell: Alt+Up / Alt+Down", "nudge ±0.1 (with Shift ±0.01)"),
    ("Matrix cell: wheel", "nudge the selected cell ±0.1 (with Shift ±0.01)"),
    ("Matrix cell: drag sideways", "scrub the number, recomputing live"),
    ("Token: double-click / Delete", "edit / remove a token; drag to reorder"),
    ("F11, F5", "presentation mode (full screen, larger text)"),
    ("Esc", "leave presentation mode; on a view, clear the selection"),
    ("Ctrl+T", "transpose the n×n views (keys as rows)"),
    ("Stage view: Ctrl+wheel", "zoom in / out on both axes (hidden labels and numbers appear); "
                               "double-click fits the whole matrix"),
    ("Ctrl+N / Ctrl+O", "new session / open a session file"),
    ("Ctrl+S / Ctrl+Shift+S", "save / save as"),
    ("Ctrl+E", "export matrices and images…"),
    ("F1", "this list"),
    ("Ctrl+Q", "quit"),
)


def shortcuts_html(extra: tuple[tuple[str, str], ...] | list = ()) -> str:
    rows = "".join(f"<tr><td><b>{escape(keys)}</b></td><td>&nbsp;&nbsp;{escape(what)}</td></tr>"
                   for keys, what in (*SHORTCUTS, *extra))
    return f"<table>{rows}</table>"


def show_about(parent: QWidget) -> None:
    QMessageBox.about(parent, "About QKV Lab", ABOUT_HTML)


def show_shortcuts(parent: QWidget, extra=()) -> QMessageBox:
    """The list (``extra`` rows after the fixed ones: the menus' keys); plain text for a
    screen reader in the box's accessible description."""
    box = QMessageBox(parent)
    box.setObjectName("shortcutList")
    box.setWindowTitle("Keyboard shortcuts")
    box.setText(shortcuts_html(extra))
    box.setAccessibleDescription("; ".join(f"{k}: {w}" for k, w in (*SHORTCUTS, *extra)))
    box.setIcon(QMessageBox.Icon.NoIcon)
    box.open()
    return box
