"""Python syntax colours for the code view: keywords, names of torch, numbers, strings, comments.

A small QSyntaxHighlighter (regular expressions per line, plus a state for the docstring) is
enough for the generated program, which uses a handful of constructs; no dependency needed.
"""

from __future__ import annotations

import re

from PySide6.QtGui import QColor, QFont, QSyntaxHighlighter, QTextCharFormat, QTextDocument

KEYWORDS = ("import", "from", "def", "return", "if", "for", "in", "not", "and", "or", "None",
            "True", "False", "lambda", "with", "as")
COLOURS = {  # readable on the white code page; none is a heatmap colour
    "keyword": "#0b3d91", "module": "#6f2da8", "number": "#00606b", "string": "#a0410d",
    "comment": "#6b6b6b",
}
_TOKENS = re.compile(
    r"(?P<comment>#.*$)"
    r"|(?P<string>'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\")"
    r"|(?P<keyword>\b(?:" + "|".join(KEYWORDS) + r")\b)"
    r"|(?P<module>\b(?:torch|math|np|argparse)\b)"
    r"|(?P<number>(?<![\w.])-?\d+(?:\.\d*)?(?:e[-+]?\d+)?\b)"
)
_DATA_ROW = re.compile(r"^\s*\[[-+\d.e, ]*\],?$")  # a row of the session's numbers
_DOCSTRING = '"""'
IN_DOCSTRING = 1


def _format(colour: str, *, italic: bool = False, bold: bool = False) -> QTextCharFormat:
    style = QTextCharFormat()
    style.setForeground(QColor(colour))
    style.setFontItalic(italic)
    if bold:
        style.setFontWeight(QFont.Weight.DemiBold)
    return style


class PythonHighlighter(QSyntaxHighlighter):
    def __init__(self, document: QTextDocument) -> None:
        super().__init__(document)
        self.formats = {
            "keyword": _format(COLOURS["keyword"], bold=True),
            "module": _format(COLOURS["module"]),
            "number": _format(COLOURS["number"]),
            "string": _format(COLOURS["string"]),
            "comment": _format(COLOURS["comment"], italic=True),
        }

    def highlightBlock(self, text: str) -> None:
        self.setCurrentBlockState(0)
        if self.previousBlockState() == IN_DOCSTRING or text.lstrip().startswith(_DOCSTRING):
            self._docstring_line(text)
            return
        if _DATA_ROW.match(text):  # one format for the whole row: thousands of numbers are cheap
            self.setFormat(0, len(text), self.formats["number"])
            return
        for match in _TOKENS.finditer(text):
            kind = match.lastgroup
            self.setFormat(match.start(), match.end() - match.start(), self.formats[kind])

    def _docstring_line(self, text: str) -> None:
        self.setFormat(0, len(text), self.formats["string"])
        opened = self.previousBlockState() != IN_DOCSTRING
        quotes = text.count(_DOCSTRING)
        still_open = (quotes == 1) if opened else (quotes == 0)
        self.setCurrentBlockState(IN_DOCSTRING if still_open else 0)
