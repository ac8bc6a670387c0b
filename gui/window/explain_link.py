""""Explain any number" in the window: a pinned explanation lights up what fed it.

Wires the explanation link to the stage panel and the matrix editor (feeding cells
outlined), clears it with the linked selection (Esc on a stage view), and adds the
"Transpose n×n views" toggle. The window calls ``install_explain_features(window)`` once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from gui.document.selection import Selection
from gui.explain.feeding_highlight import EditorHighlighter, FeedingHighlight
from gui.window.transpose_action import TransposeToggle

translate = QCoreApplication.translate


class ExplainInWindow(QObject):
    """Owns the window's explanation highlights; ``highlight`` is what is outlined now."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.highlight = FeedingHighlight()
        self.editor = EditorHighlighter(window.matrix_panel, self)
        self.clear_action = QAction(translate("ExplainInWindow", "Clear selection and explanation"),
                                    window.stage_panel)
        self.clear_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.clear_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        window.stage_panel.addAction(self.clear_action)
        self.clear_action.triggered.connect(window.selection.clear)
        self.transpose = TransposeToggle(window.stage_panel, window.menu("View"), window)
        window.explanation_link.explained.connect(self.show_feeding)
        window.selection.changed.connect(self._selection_changed)

    def show_feeding(self, explanation) -> None:
        self.highlight = FeedingHighlight.of(explanation)
        self.window.stage_panel.set_feeding(self.highlight)
        self.editor.set_highlight(self.highlight)

    def _selection_changed(self, selection: Selection) -> None:
        if selection.is_empty:
            self.window.explanation_link.clear()


def install_explain_features(window) -> ExplainInWindow:
    return ExplainInWindow(window)
