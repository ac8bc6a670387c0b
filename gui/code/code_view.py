"""The code view: the session's forward pass as PyTorch, the current stage's lines lit.

It shows exactly ``core.codegen.generate_program(session).script`` (the text File › Export
writes), read-only and syntax-coloured. ``show_stage`` lights the stage's lines and scrolls to
them; a click on a line of a stage emits ``stage_clicked`` so the window can go there.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QColor, QFontDatabase, QMouseEvent, QTextCursor, QTextFormat
from PySide6.QtWidgets import QPlainTextEdit, QTextEdit, QWidget

from core.codegen import Program
from gui.code.code_highlighter import PythonHighlighter

STAGE_BACKGROUND = QColor("#ffe08a")  # the formula bar's highlight: one colour for "this stage"


class CodeView(QPlainTextEdit):
    stage_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setCenterOnScroll(True)  # the last stage can be centred too
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse |
                                     Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.setStyleSheet("QPlainTextEdit { background: #ffffff; color: #1a1a1a; }")
        self.highlighter = PythonHighlighter(self.document())
        self.program: Program | None = None
        self.stage: str | None = None
        self.setToolTip(QCoreApplication.translate(
            "CodeDock", "the forward pass in PyTorch: click a line to go to its stage"))

    # ----- showing --------------------------------------------------------------------------
    def set_program(self, program: Program) -> None:
        """Show ``program.script``, keeping the scroll position and the lit stage."""
        if self.program is not None and program.script == self.program.script:
            self.program = program
            return
        scroll = self.verticalScrollBar().value()
        self.program = program
        self.setPlainText(program.script)
        self.verticalScrollBar().setValue(scroll)
        if self.stage is not None:
            self.show_stage(self.stage, scroll=False)

    def show_stage(self, stage: str, *, scroll: bool = True) -> None:
        """Light ``stage``'s lines (its header comment and code) and bring them into view."""
        self.stage = stage
        span = self.program.spans.get(stage) if self.program is not None else None
        if span is None:
            self.setExtraSelections([])
            return
        selections = []
        for line in span:
            selection = QTextEdit.ExtraSelection()
            selection.format.setBackground(STAGE_BACKGROUND)
            selection.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
            selection.cursor = QTextCursor(self.document().findBlockByNumber(line))
            selections.append(selection)
        self.setExtraSelections(selections)
        if scroll:
            self._scroll_to(span)

    def highlighted_lines(self) -> list[int]:
        """The 0-based lines lit now (tests read them)."""
        return [selection.cursor.blockNumber() for selection in self.extraSelections()]

    def line_text(self, line: int) -> str:
        return self.document().findBlockByNumber(line).text()

    def _scroll_to(self, span: range) -> None:
        """The stage's lines in the middle of the view (its header near the top when long)."""
        middle = span.start + min(len(span) // 2, max(0, self._visible_lines() // 2 - 1))
        self.setTextCursor(QTextCursor(self.document().findBlockByNumber(middle)))
        self.centerCursor()

    def _visible_lines(self) -> int:
        return max(1, self.viewport().height() // max(1, self.fontMetrics().lineSpacing()))

    # ----- clicking -------------------------------------------------------------------------
    def stage_at(self, line: int) -> str | None:
        return None if self.program is None else self.program.stage_at_line(line)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        super().mouseReleaseEvent(event)
        if event.button() != Qt.MouseButton.LeftButton or self.textCursor().hasSelection():
            return  # a drag selects text to copy; only a plain click goes to a stage
        stage = self.stage_at(self.cursorForPosition(event.position().toPoint()).blockNumber())
        if stage is not None:
            self.stage_clicked.emit(stage)
