"""What the dock layout (gui.window.dock_layout) is handed besides its host QMainWindow: the
parts it reads, built by the composition root (gui.window.features), never looked up on the
window."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtWidgets import QDockWidget

from gui.classroom.presentation import PresentationMode
from gui.document.controller import SessionController
from gui.editors.token_editor import TokenEditor
from gui.explain.panel import ExplanationPanel
from gui.explain.pinned_explanation import ExplanationLink
from gui.views.large_view_animation import StageAnimation
from gui.views.stage_panel import StagePanel
from gui.window.mask_features import MaskFeatures


@dataclass
class LayoutParts:
    """What the layout works with besides its host (the QMainWindow whose dock areas, sizes
    and status bar it uses through Qt's own API). Built by the composition root
    (gui.window.features); the layout never reads the window for them."""

    docks: Mapping[str, QDockWidget]  # by name: tokens, matrices, explanation, heads, code, …
    stage_panel: StagePanel           # the large view, tiles, stage, the numbers' samples
    explanation: ExplanationPanel     # its content's height
    explanation_link: ExplanationLink  # .explained(explanation or None), .explanation
    presentation: PresentationMode    # .active_changed, .is_active()
    controller: SessionController     # .trace_changed, .session
    token_editor: TokenEditor         # the chips: .wanted_height()
    animation: StageAnimation         # .is_running(): a view mid-animation is not measured
    masks: MaskFeatures | None = None  # M's features once built (the registry says so): its room
