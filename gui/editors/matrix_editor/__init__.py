"""Editable views of X, W^Q, W^K, W^V and W^O: a table model, a delegate, a view, a panel."""

from gui.editors.matrix_editor.matrix_editor_panel import MatrixEditorPanel

__all__ = ["MatrixEditorPanel"]
