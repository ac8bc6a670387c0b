"""The lesson's companions, each registered as a feature (gui/window/feature_registry.py): the
panels and labs that sit beside the stage and teach one idea each — the √d_k lab, training,
positions, every head side by side, the tours, the vectors and the GPU's tiles. The window's own
features (files, presentation, explanation, exports, layout, access) are gui/window/features.py;
its ``FEATURES`` lists both in the order their menu entries stack.
"""

from __future__ import annotations

from functools import partial

from core.tours.giveaway import VECTOR_DRAWINGS
from gui.classroom.presentation import PresentationMode
from gui.classroom.tour_features import TourFeatures
from gui.classroom.tour_parts import TourDocument, TourHome, TourParts, TourVeil
from gui.code.code_dock import CodeDock
from gui.document.session_files import SessionFiles
from gui.window.dock_start_places import beside_matrices, right_of_stage
from gui.window.feature_registry import Feature, Surface
from gui.window.flash_dock import FlashDock
from gui.window.heads_dock import DOCK_SHARE, DOCK_WIDTH, HeadsDock
from gui.window.language import current_language
from gui.window.mask_features import MaskFeatures
from gui.window.popup_openers import menu_and_window_closed, plot_menu, popped
from gui.window.positions_menu import PositionsMenu
from gui.window.scaling_lab_menu import ScalingLabLauncher
from gui.window.surface_openers import (
    close_discard_question,
    discard_question_over,
    first_tour,
    held_still,
    shown_dock,
    shown_flash,
    shown_in,
    shown_vectors_tab,
)
from gui.window.tour_switches import tour_switches
from gui.window.training_menu import TrainingLauncher, install_training
from gui.window.vectors_dock import VectorsDock


class ScalingLab(Feature):
    """View › Why √d_k? Lab, the ÷√d_k toggle's menu."""
    provides = ScalingLabLauncher
    waits_for = (TrainingLauncher,)     # the lab's "watch it learn" button

    def build(self, parts):
        return ScalingLabLauncher(
            parts.controller, parts.view_state, (parts.menu("View"), parts.menu("Lesson")),
            parts.toolbar.widgetForAction(parts.actions.scaled), parts.explanation,
            parts.show_message, parts.host)

    def available(self, lab, training):
        lab.open_training = partial(training.open, compare=True)

    def surfaces(self, lab):
        def menu():
            return lab.menu

        button = () if lab.toggle_menu is None else (
            Surface("menu-scaled-button", "popup", partial(popped, lab.toggle_menu)),)
        return (Surface("scaling-lab", "window", lab.open), *button,
                Surface("menu-scaling-plot", "popup", partial(plot_menu, lab.open, menu),
                        partial(menu_and_window_closed, menu, lambda: lab.lab)))


class Positions(Feature):
    """Lesson › Positions ▸, the + positions menu."""
    provides = PositionsMenu

    def build(self, parts):
        return PositionsMenu(parts.controller, parts.actions.positional, parts.menu("Lesson"),
                             parts.toolbar.widgetForAction(parts.actions.positional))

    def surfaces(self, positions):
        return (Surface("menu-lesson-positions", "popup", partial(popped, positions.menu)),)


class Training(Feature):
    """Lesson › Watch Attention Learn, the lab's button."""
    provides = TrainingLauncher

    def build(self, parts):
        return install_training(parts.controller, parts.menu("Lesson"), parts.show_message,
                                parts.host)

    def surfaces(self, training):
        def menu():
            return training.menu

        return (Surface("training", "window", partial(held_still, training)),
                Surface("training-compare", "window", partial(held_still, training, True)),
                Surface("training-discard", "dialog", partial(discard_question_over, training),
                        partial(close_discard_question, training)),
                Surface("menu-training-plot", "popup",
                        partial(plot_menu, partial(held_still, training), menu),
                        partial(menu_and_window_closed, menu, lambda: training.training)))


class Heads(Feature):
    """Every head side by side, on/off switches, the one ranking of any model's heads."""
    provides = HeadsDock
    needs = (SessionFiles,)             # a ranking row opens that head's session

    def build(self, parts, files):
        return HeadsDock(parts.controller, parts.stepper, parts.view_state,
                         (parts.menu("View"), parts.menu("Lesson")),
                         partial(right_of_stage, parts.host, DOCK_WIDTH, DOCK_SHARE),
                         parts.explanation_link.explain_cell, files.open_session,
                         parts.show_message, parts.host)

    def restore_layout(self, heads):
        heads.show_for_session()  # a layout saved with a one-head session must not hide the
        # grid of the several-head session opened now

    def surfaces(self, heads):
        return (Surface("heads", "dock", partial(shown_dock, heads.dock)),
                Surface("heads-ranking", "tab", partial(shown_in, heads.show_ranking, heads.dock)))


class Tours(Feature):
    """Lesson › Tours ▸, the Tour dock, predict then reveal."""
    provides = TourFeatures
    needs = (SessionFiles, PresentationMode)
    waits_for = (ScalingLabLauncher, MaskFeatures, CodeDock, HeadsDock,   # a step's panels
                 VectorsDock, FlashDock)

    def build(self, parts, files, presentation):
        self.panels = {}                # filled as the features that own them come
        return TourFeatures(
            TourParts(TourHome(parts.host, parts.docks, parts.menu("Lesson"), parts.show_message,
                               files.banner),
                      TourDocument(parts.controller, parts.stepper, parts.view_state,
                                   parts.explanation_link),
                      TourVeil(parts.stage_panel, parts.animation, self.panels), presentation),
            current_language())  # tours open in the window's language where translated

    def available(self, tours, other):
        self.panels.update(tour_switches(other))

    def surfaces(self, tours):
        return (Surface("tour", "dock", partial(first_tour, tours), tours.leave),
                Surface("menu-lesson-tours", "popup", partial(popped, tours.menu)))

    def teardown(self, tours):
        tours.step_keys.stop()           # its filter watches the whole application
        self.panels.clear()              # the other features' switches go first


class Vectors(Feature):
    """View › Vectors: q, k and outputs as arrows, starting as a tab beside Matrices."""
    provides = VectorsDock
    needs = (SessionFiles,)             # its "open a pretrained head" button

    def build(self, parts, files):
        return VectorsDock(parts.controller, parts.view_state, parts.menu("View"),
                           partial(beside_matrices, parts.host, parts.docks, name="vectors"),
                           partial(_ask_pretrained, files), parts.host)

    def surfaces(self, vectors):
        """One tab per drawing (q and k, the moves, two sentences, the turns), and the two
        sentences' "Second sentence ▾" menu."""
        def second_sentence():          # its "Second sentence ▾" (the panel is made when
            shown_vectors_tab(vectors, "two")                    # first shown: not before)
            return popped(vectors.panel.drawings["two"].choose_menu)

        return (*(Surface(f"vectors-{name}", "tab", partial(shown_vectors_tab, vectors, name))
                  for name in VECTOR_DRAWINGS),
                Surface("menu-vectors-second-sentence", "popup", second_sentence))


def _ask_pretrained(files: SessionFiles):
    """File › Open Pretrained Head's dialog as ``files`` asks it now (tests answer it)."""
    return files.run_pretrained_dialog()


class Flash(Feature):
    """View › How the GPU Computes It: FlashAttention's tiles, a tab beside Matrices."""
    provides = FlashDock

    def build(self, parts):
        return FlashDock(parts.controller, parts.view_state, parts.menu("View"),
                         partial(beside_matrices, parts.host, parts.docks), parts.host)

    def surfaces(self, flash):
        return (Surface("flash", "tab", partial(shown_flash, flash)),)
