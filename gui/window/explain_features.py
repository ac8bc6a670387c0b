""""Explain any number" in the window: a pinned explanation lights up what fed it.

Wires the explanation link to the stage panel and the matrix editor (feeding cells
outlined), clears it with the view state's linked selection (Esc on a stage view), and adds the
"Transpose n×n views" toggle. The composition root builds one ``ExplainFeatures`` with the
parts it uses.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from core.session.view_state import ViewState
from gui.document.view_following import follow_view
from gui.editors.matrix_editor import MatrixEditorPanel
from gui.explain.feeding_highlight import EditorHighlighter, FeedingHighlight
from gui.explain.pinned_explanation import ExplanationLink
from gui.views.stage_panel import StagePanel
from gui.window.transpose_toggle import TransposeToggle

translate = QCoreApplication.translate


class ExplainFeatures(QObject):
    """Owns the window's explanation highlights; ``highlight`` is what is outlined now (its
    translation context stays "ExplainInWindow", the catalogues' name for its words).
    ``frame``: the widget whose window Ctrl+T works in; ``view_state``: the window's, whose
    selection Esc clears and whose transpose Ctrl+T turns."""

    def __init__(self, stage_panel: StagePanel, matrix_panel: MatrixEditorPanel,
                 explanation_link: ExplanationLink, view_menu: QMenu, frame: QWidget,
                 view_state: ViewState) -> None:
        super().__init__(frame)
        self._stage_panel, self._link, self._view = stage_panel, explanation_link, view_state
        self.highlight = FeedingHighlight()
        self.editor = EditorHighlighter(matrix_panel, self)
        self.clear_action = QAction(translate("ExplainInWindow", "Clear selection and explanation"),
                                    stage_panel)
        self.clear_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.clear_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        stage_panel.addAction(self.clear_action)
        self.clear_action.triggered.connect(lambda *_: view_state.clear_selection())
        self.transpose = TransposeToggle(view_state, view_menu, frame)
        explanation_link.explained.connect(self.show_feeding)
        follow_view(view_state, ("selection",), self._selection_changed, self)

    def show_feeding(self, explanation) -> None:
        highlight = FeedingHighlight.of(explanation)
        if highlight != self.highlight:   # the same cells after an edit or undo: the outlines
            self.highlight = highlight    # already measured for them (4M cells at 2,048) stay
        self._stage_panel.set_feeding(self.highlight)
        self.editor.set_highlight(self.highlight)

    def _selection_changed(self) -> None:
        if self._view.selection.is_empty:      # nothing selected: nothing explained either
            self._link.clear()
