"""The window's features, installed once the frame is built: explanations in the views, the
exports, the code view, devices, masks, the labs, training, heads, tours and vectors.

``install_features(window)`` hands each feature the parts it uses (the controller, the stepper,
a menu, a dock, the status bar) and keeps it on the window under the name the tests read.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

from gui.classroom.tour_features import TourFeatures
from gui.classroom.tour_parts import TourParts
from gui.code.code_dock import install_code_view
from gui.export.code_export import install_code_export
from gui.export.export_menu import install_export_menu
from gui.export.torch_copy import MatrixCopyMenu
from gui.export.view_menu import StageViewMenus
from gui.export.worksheet_menu import install_worksheet_export
from gui.window.color_scale_toggle import install_color_scale_toggle
from gui.window.compute_menu import install_compute_menu
from gui.window.dock_layout import DockLayout
from gui.window.explain_features import ExplainFeatures
from gui.window.flash_dock import FlashDock
from gui.window.heads_dock import DOCK_SHARE, DOCK_WIDTH, HeadsDock
from gui.window.high_contrast import HighContrast
from gui.window.keyboard_access import KeyboardAccess
from gui.window.language import LanguageMenu, current_language
from gui.window.layout_parts import LayoutParts
from gui.window.mask_features import MaskFeatures
from gui.window.mask_side import MaskSide
from gui.window.positions_menu import PositionsMenu
from gui.window.presented_cell import PresentedCell
from gui.window.scaling_lab_menu import ScalingLabLauncher
from gui.window.screen_reader import ScreenReaderText, known_names
from gui.window.training_menu import install_training
from gui.window.vectors_dock import VectorsDock


def install_features(window) -> None:
    """Install every feature of a MainWindow (gui.window.main_window), in the order they stack."""
    w, controller, say = window, window.controller, window.show_message
    file_menu, quit_action = w.menu("File"), w.actions.quit
    w.explain = ExplainFeatures(  # hover, pin, highlights, Ctrl+T
        w.stage_panel, w.matrix_panel, w.selection, w.explanation_link, w.menu("View"), w)
    w.exports = install_export_menu(  # File › Export…, window image, GIF
        w, controller, w.stage_panel, say, file_menu, quit_action)
    w.worksheets = install_worksheet_export(  # File › Export Worksheet… (PDF)
        w, controller, say, file_menu, quit_action, w.exports.animation_action)
    w.view_menus = StageViewMenus(w, controller, w.stage_panel, say)  # right click: copy, save
    w.dock_layout = DockLayout(w, LayoutParts(  # the stage view gets the room
        w.docks, w.stage_panel, w.explanation, w.explanation_link, w.presentation, controller,
        w.token_editor, w.animation, masks=lambda: getattr(w, "masks", None)))
    w.color_scale_action = install_color_scale_toggle(  # View › Per-stage colour scales
        w.stage_panel, w.menu("View"), w)
    w.code = install_code_view(  # View › Code (PyTorch): the stage's lines lit
        w, controller, w.stepper, w.menu("View"), w.docks.get("explanation"))
    w.code_exports = install_code_export(  # File › Export as Code › .py, .ipynb
        w, controller, say, file_menu, quit_action)
    w.compute = install_compute_menu(  # View › Compute on ▸ CPU / CUDA / MPS
        controller, w.menu("View"), w.statusBar(), say, w)
    w.masks = MaskFeatures(  # M beside the masked stage, Lesson › Mask
        controller, w.stepper, w.stage_panel, w.animation, w.formula_bar, w.menu("Lesson"),
        w.actions.causal,
        lambda side, panel: MaskSide(
            w.stage_panel.large, lambda stage: w.dock_layout.watch.drew_bare(stage), side, panel),
        w)
    w.matrix_copy = MatrixCopyMenu(  # right click on matrix or mask editor: torch
        w, controller, w.matrix_panel, w.masks.panel.grid, say)
    w.scaling_lab = ScalingLabLauncher(  # View › Why √d_k? Lab, ÷√d_k toggle's menu
        controller, w.stage_panel, (w.menu("View"), w.menu("Lesson")),
        w.toolbar.widgetForAction(w.actions.scaled), w.explanation,
        lambda: w.training.open(compare=True), say, w)
    w.positions = PositionsMenu(  # Lesson › Positions ▸, the + positions menu
        controller, w.actions.positional, w.menu("Lesson"),
        w.toolbar.widgetForAction(w.actions.positional))
    w.training = install_training(  # Lesson › Watch Attention Learn, the lab's button
        controller, w.menu("Lesson"), say, w)
    w.heads = HeadsDock(  # every head side by side, on/off switches
        controller, w.stepper, w.selection, w.stage_panel, (w.menu("View"), w.menu("Lesson")),
        _right_of_the_stage(w), lambda *cell: w.explanation_link.explain_cell(*cell),
        lambda session: w.files.open_session(session), say, w)
    w.tours = TourFeatures(  # Lesson › Tours ▸, the Tour dock, predict then reveal
        TourParts(w, w.docks, w.menu("Lesson"), say, controller, w.stepper, w.selection,
                  w.stage_panel, w.animation, w.explanation_link, w.presentation,
                  w.files.banner, _tour_panels(w)),
        current_language())  # tours open in the window's language where translated
    w.vectors = install_vectors_dock(w)  # View › Vectors: q, k and outputs as arrows
    w.flash = FlashDock(  # View › How the GPU Computes It: FlashAttention's tiles, a tab
        controller, w.stage_panel, w.menu("View"),   # beside Matrices
        lambda dock: (w.addDockWidget(w.dockWidgetArea(w.docks["matrices"]), dock),
                      w.tabifyDockWidget(w.docks["matrices"], dock)), w)
    w.presented_cell = PresentedCell(  # presenting: a click explains large
        w, w.docks["explanation"], w.stage_panel.large, w.explanation_link, w.presentation,
        w.masks)
    w.contrast = HighContrast(  # View › High contrast, the system's wish
        w.menu("View"), w.formula_bar, w.stepper.stage_changed, w)
    w.language = LanguageMenu(  # View › Language ▸ (remembered)
        w.menu("View"), say, current_language(), w)
    w.keyboard = KeyboardAccess(  # tab stops, mnemonics, F1's full list
        w, w.menuBar(), [w.token_editor.sentence, w.token_editor.chips, w.matrix_panel.view,
                         w.stage_panel.large], w.matrix_panel.view)
    w.screen_reader = ScreenReaderText(  # plain names, stage announcements
        w, known_names(w.token_editor, w.matrix_panel, w.stage_panel), w.formula_bar,
        w.stepper.stage_changed, controller.trace_changed, w.explanation,
        w.explanation_link.explained)


def install_vectors_dock(window) -> VectorsDock:
    """View › Vectors, starting as a tab beside the Matrices dock."""
    matrices = window.docks["matrices"]

    def beside_matrices(dock: QDockWidget) -> None:
        window.addDockWidget(window.dockWidgetArea(matrices), dock)
        window.tabifyDockWidget(matrices, dock)
        window.docks["vectors"] = dock    # the layout leaves it in sight when a tab comes

    return VectorsDock(window.controller, window.stage_panel, window.selection,
                       window.menu("View"), beside_matrices,
                       lambda: window.files.run_pretrained_dialog(), window)


def _right_of_the_stage(window):
    """Where the Heads dock starts: right of the stage, at most DOCK_WIDTH wide and DOCK_SHARE
    of the window's width (the stage view comes first)."""
    def place(dock: QDockWidget) -> None:
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        width = min(DOCK_WIDTH, int(window.width() * DOCK_SHARE))
        window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
    return place


def _tour_panels(window) -> dict:
    """The switches a tour step opens and closes panels with (gui.classroom.tour_parts), each
    looking its feature up when flipped: the features may be built in any order."""
    def scaling_lab(on: bool) -> None:
        if on:
            window.scaling_lab.open()
        elif window.scaling_lab.lab is not None:
            window.scaling_lab.lab.hide()

    def mask_lab(on: bool) -> None:
        if on:
            window.masks.show_lab()
        elif window.masks.lab is not None:
            window.masks.lab.hide()

    def heads_numbers(on: bool) -> None:     # every head's numbers: a waiting answer too
        heads = window.heads
        if heads.panel.isVisibleTo(heads.tabs) != on:
            heads.panel.setVisible(on)

    return {"scaling-lab": scaling_lab, "mask-lab": mask_lab,
            "code": lambda on: window.code.dock.setVisible(on),
            "heads": lambda on: window.heads.dock.setVisible(on),
            "heads-numbers": heads_numbers}
