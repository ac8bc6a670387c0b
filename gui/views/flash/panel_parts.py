"""Small widgets the tiles panel is built from: a wrapping selectable label, a steady label
for texts that change at every step, and a tab's scroll area that never clips."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

from gui.focus_frame import add_focus_ring
from gui.views.steady_label import SteadyLabel


def label(text: str = "", *, wrap: bool = True) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(wrap)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def steady(name: str) -> SteadyLabel:
    """A label whose text changes at every step: repainted, laid out only when its line count
    changes (gui.views.steady_label)."""
    label = SteadyLabel()
    label.setObjectName(name)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def scrolled(body: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)  # never clip
    area.setWidget(body)
    add_focus_ring(area)       # Tab stops here (its arrow keys scroll): a visible focus mark
    return area
