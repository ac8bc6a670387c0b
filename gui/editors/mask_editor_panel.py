"""The mask editor: M as a paintable grid, what it is made of, and rows that see no key.

``MaskEditorPanel.show_session`` draws a session; ``MaskEditBinding`` turns each stroke into
one undo step on the controller (all cells of one stroke merge into that step).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from core.masks.presets import stroke
from core.masks.text import combination_note, hidden_row_notes, stroke_label

from .mask_editor import MaskGrid

translate = QCoreApplication.translate

TITLE = QT_TRANSLATE_NOOP("MaskEditorPanel", "M (0 = visible, −∞ = hidden): click or drag to edit")


def glued(text: str) -> str:
    """``text`` with each " = " kept on the line of what it joins: a wrapped title put "="
    alone on a line (presenting in German at 1024×768: "−∞" / "=" / "verborgen")."""
    return text.replace(" = ", "\u00a0=\u00a0")


class MaskEditorPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(glued(translate("MaskEditorPanel", TITLE)))
        self.title.setObjectName("maskTitle")
        self.title.setWordWrap(True)
        self.grid = MaskGrid()
        self.note = QLabel()
        self.note.setObjectName("maskNote")
        self.note.setWordWrap(True)
        self.warning = QLabel()
        self.warning.setObjectName("maskWarning")
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet("color:#b00020;")
        self.warning.setTextFormat(Qt.TextFormat.PlainText)
        self._shown: tuple | None = None  # (mask, causal, tokens) last drawn
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(2)
        layout.addWidget(self.title)
        layout.addWidget(self.grid, 1)
        layout.addWidget(self.note)
        layout.addWidget(self.warning)

    def set_font_scale(self, factor: float) -> None:
        """Presentation mode: M's title, labels and notes ``factor`` × their normal size."""
        if not hasattr(self, "_base_point_size"):
            self._base_point_size = self.font().pointSizeF()
        font = self.font()
        font.setPointSizeF(self._base_point_size * factor)
        self.setFont(font)
        for child in (self.title, self.grid, self.note, self.warning):   # a page style sheet
            child.setFont(font)                # fixes each child's font: set each explicitly
        self.grid.update()

    def show_session(self, session) -> None:
        # Most edits leave the mask alone (a frozen array kept by identity): nothing to redraw.
        # At 2,048 tokens redrawing M took ~18 ms of every W^Q edit.
        shown = (session.mask, session.causal, session.tokens)
        if self._shown is not None and shown[0] is self._shown[0] and shown[1:] == self._shown[1:]:
            return
        self._shown = shown
        self.grid.set_state(session.mask, session.causal, session.tokens)
        self.note.setText(glued(combination_note(session.mask, session.causal)))
        notes = hidden_row_notes(session.mask, session.causal, session.tokens)
        self.warning.setText("⚠ " + "\n⚠ ".join(notes) if notes else "")
        self.warning.setVisible(bool(notes))


class MaskEditBinding(QObject):
    """Panel <-> controller: strokes become commands, session changes redraw the panel."""

    def __init__(self, controller, panel: MaskEditorPanel) -> None:
        super().__init__(panel)
        self._controller = controller
        self._panel = panel
        self._counts: dict[int, int] = {}   # stroke id -> cells changed so far
        panel.grid.stroked.connect(self._stroked)
        panel.grid.stroke_finished.connect(lambda stroke_id: self._counts.pop(stroke_id, None))
        controller.session_changed.connect(panel.show_session)
        panel.show_session(controller.session)

    def _stroked(self, cells, visible: bool, stroke_id: int) -> None:
        count = self._counts.get(stroke_id, 0) + len(cells)
        self._counts[stroke_id] = count
        self._controller.edit(
            stroke_label(count, visible),
            lambda s: s.with_settings(mask=stroke(s.mask, s.n_tokens, cells, visible)),
            merge_key=("mask stroke", stroke_id))
