"""A word-wrapped label's text as it is laid out: one string per drawn line.

QLabel draws its text with a QTextDocument at its contents width (rich text) or the font's own
word wrap (plain text); the lines here come from the same layout, so a test can see where a
line broke (inside a key's name, between two Chinese characters of one word) and measure each
line against the label's room.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel


def label_room_px(label: QLabel) -> int:
    """The width the label lays its text out in (contents less margin and indent)."""
    room = label.contentsRect().width() - 2 * label.margin()
    return room - max(0, label.indent())


def laid_out_lines(label: QLabel) -> list[str]:
    """The label's lines as drawn: its text laid out at its room's width, wrapped as it wraps."""
    label.ensurePolished()                 # its style sheet's font (the hint: 11 pt)
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    if label.textFormat() == Qt.TextFormat.RichText:
        document.setHtml(label.text())
    else:
        document.setPlainText(label.text())
    if label.wordWrap():
        document.setTextWidth(max(1, label_room_px(label)))
    document.size()                        # lays the document out (it does so lazily)
    lines = []
    block = document.begin()
    while block.isValid():
        text, layout = block.text(), block.layout()
        for index in range(layout.lineCount()):
            line = layout.lineAt(index)
            lines.append(text[line.textStart():line.textStart() + line.textLength()])
        block = block.next()
    return lines
