"""The switches a tour step flips: for each feature that owns a panel a step may open (the
labs, the Code, Heads and tiles docks, the Vectors drawings), the callables that show (True) or
hide (False) it, by the names gui.classroom.tour_parts.PANEL_NAMES lists. The Tours feature
(gui/window/features.py) collects them as each feature becomes available.
"""

from __future__ import annotations

from functools import partial

from core.tours.giveaway import VECTOR_DRAWINGS
from gui.code.code_dock import CodeDock
from gui.window.flash_dock import FlashDock
from gui.window.heads_dock import HeadsDock
from gui.window.mask_features import MaskFeatures
from gui.window.scaling_lab_menu import ScalingLabLauncher
from gui.window.vectors_dock import VectorsDock


def tour_switches(feature) -> dict:
    """The switches a tour step opens and closes ``feature``'s panels with."""
    if isinstance(feature, ScalingLabLauncher):
        return {"scaling-lab": partial(_show_lab, feature.open, feature, "lab")}
    if isinstance(feature, MaskFeatures):
        return {"mask-lab": partial(_show_lab, feature.show_lab, feature, "lab")}
    if isinstance(feature, CodeDock):
        return {"code": feature.dock.setVisible}
    if isinstance(feature, HeadsDock):
        return {"heads": feature.dock.setVisible,
                "heads-numbers": partial(_show_heads_numbers, feature)}
    if isinstance(feature, FlashDock):
        return {"flash": partial(_show_flash, feature)}
    if isinstance(feature, VectorsDock):   # each drawing shown (True) or veiled (False)
        return {f"vectors-{name}": partial(feature.show_drawing, name)
                for name in VECTOR_DRAWINGS}
    return {}


def _show_lab(open_lab, owner, name: str, on: bool) -> None:
    if on:
        open_lab()
    elif getattr(owner, name) is not None:
        getattr(owner, name).hide()


def _show_heads_numbers(heads: HeadsDock, on: bool) -> None:
    """Every head's numbers: a waiting answer too."""
    if heads.panel.isVisibleTo(heads.tabs) != on:
        heads.panel.setVisible(on)


def _show_flash(flash: FlashDock, on: bool) -> None:
    """A tour step opens (or closes) the tiles dock."""
    if on:
        flash.show()
    else:
        flash.dock.hide()
