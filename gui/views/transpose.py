"""What a transposed n×n view says: its titles with keys as rows (scores, scaled, masked, weights).

Only the drawing turns: clicks, the linked selection and explanations keep matrix coordinates
(row = query, column = key). The View-menu action that turns it, and remembers the choice, is
the window's (gui/window/transpose_action.py).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

translate = QCoreApplication.translate

# leads the title: long titles are elided
TITLE_NOTE = QT_TRANSLATE_NOOP("Transpose", "transposed, keys as rows · ")


def transposed_titles(row_title: str, col_title: str, title: str) -> tuple[str, str, str]:
    """(row title, column title, title) to give a heatmap that draws the transpose: the
    heatmap swaps the axis titles, so "(row)" / "(column)" are swapped to match the picture."""
    row, column = (translate("StageLabels", word) for word in ("(row)", "(column)"))
    swap = {"(row)": "(column)", "(column)": "(row)", row: column, column: row}
    def retitled(text: str) -> str:
        for old, new in swap.items():
            if text.endswith(old):
                return text[: -len(old)] + new
        return text
    return retitled(row_title), retitled(col_title), \
        f"{translate('Transpose', TITLE_NOTE)}{title}"
