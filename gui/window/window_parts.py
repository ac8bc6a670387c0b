"""The parts a main window is built from, handed to the feature registry
(gui/window/feature_registry.py): each feature's ``build`` picks the ones it uses and hands
only those on. The window builds them before any feature; none of them is a feature.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import QBoxLayout, QDockWidget, QMainWindow, QMenu, QToolBar

from core.session.view_state import ViewState
from gui.document.controller import SessionController
from gui.document.stepper import Stepper
from gui.editors.matrix_editor import MatrixEditorPanel
from gui.editors.token_editor import TokenEditor
from gui.explain.panel import ExplanationPanel
from gui.explain.pinned_explanation import ExplanationLink
from gui.views.formula_bar import FormulaBar
from gui.views.large_view_animation import StageAnimation
from gui.views.stage_panel import StagePanel


@dataclass(frozen=True)
class WindowParts:
    """``host``: the QMainWindow docks dock in and dialogs are parented to (Qt's dock API and
    parenting only: features never read features off it); ``docks``: the window's docks by
    name (tokens, matrices, explanation; features add theirs); ``view_state``: the stage,
    the head in focus, the selection, the pinned cell, the transpose, the shared scales,
    presentation (a feature that only reads or changes those is handed it, not the stage
    panel; the stepper is its Qt face for stepping and Play); ``menu(name)``: File, Edit,
    View, Lesson, Help; ``actions``: gui.window.actions.Actions; ``banner_room``: the central
    column's layout (the lesson banner goes on top)."""

    host: QMainWindow
    controller: SessionController
    view_state: ViewState               # core/session/view_state.py: how the session is seen
    stepper: Stepper
    stage_panel: StagePanel
    matrix_panel: MatrixEditorPanel
    token_editor: TokenEditor
    explanation: ExplanationPanel
    explanation_link: ExplanationLink
    formula_bar: FormulaBar
    animation: StageAnimation
    actions: object
    docks: dict[str, QDockWidget]
    toolbar: QToolBar
    banner_room: QBoxLayout
    menu: Callable[[str], QMenu]
    show_message: Callable[[str], None]
