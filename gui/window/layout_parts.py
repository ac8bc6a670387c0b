"""What the dock layout (gui.window.dock_layout) is handed besides its host QMainWindow: the
parts it reads, built by the composition root (gui.window.features), never looked up on the
window."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtWidgets import QDockWidget


@dataclass
class LayoutParts:
    """What the layout works with besides its host (the QMainWindow whose dock areas, sizes
    and status bar it uses through Qt's own API). Built by the composition root
    (gui.window.features); the layout never reads the window for them."""

    docks: Mapping[str, QDockWidget]  # by name: tokens, matrices, explanation, heads, code, …
    stage_panel: Any                  # gui.views.stage_panel: the large view, tiles, stage
    explanation: Any                  # the explanation panel (its content's height)
    explanation_link: Any             # .explained(explanation or None), .explanation
    presentation: Any                 # .active_changed, .is_active()
    controller: Any                   # .trace_changed, .session
    token_editor: Any                 # the chips: .wanted_height()
    animation: Any                    # .is_running(): a view mid-animation is not measured
    masks: Any = None                 # M's features once built (the registry says so): its room
