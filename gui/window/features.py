"""The window's features, each registered as one small class: what it needs, what it provides,
what it can show. ``FEATURES`` lists them in the order their menu entries stack; the registry
(gui/window/feature_registry.py) builds them in that order, a feature's ``needs`` first. The
window's own features are here; the lesson's companions (the labs, heads, tours, vectors, the
GPU's tiles) are gui/window/lesson_companions.py, and the ways into the window for every
learner (contrast, language, keyboard, screen reader, dock focus) gui/window/access_features.py.

A new feature is one class here (or beside its code) and one line in ``FEATURES``::

    class Code(Feature):             # View › Code (PyTorch): the stage's lines lit
        provides = CodeDock                    # what window.features.get(CodeDock) returns
        needs = ()                             # features built before it, handed to build()
        waits_for = ()                         # features it hears of through available()

        def build(self, parts):                # parts: gui/window/window_parts.py
            return install_code_view(parts.host, parts.controller, parts.stepper, ...)

        def surfaces(self, code):              # every dock, dialog, window it can show
            return (Surface("code", "dock", partial(shown_dock, code.dock)),)

The registry hands ``build`` the parts and the needed features, never the window; a feature
that opens another's panel waits for it (``waits_for``) and is told when it exists.

A surface declared here is opened and checked by the surfaces sweep (gui/automation/
scripted_surfaces.py, part of ``make test``); a dock, dialog or companion window the app
shows and no feature declares fails tests/gui/window/test_declared_surfaces.py.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtWidgets import QDockWidget, QMenu, QWidget

from core.masks.presets import PRESETS
from gui.classroom.presentation import PresentationMode
from gui.code.code_dock import CodeDock, install_code_view
from gui.document.session_files import SessionFiles
from gui.export.code_export import CodeExports, install_code_export
from gui.export.export_menu import WindowExports, install_export_menu
from gui.export.torch_copy import MatrixCopyMenu
from gui.export.view_menu import StageViewMenus
from gui.export.worksheet_menu import WorksheetExport, install_worksheet_export
from gui.window.access_features import Contrast, DockFocus, Keyboard, Language, ScreenReader
from gui.window.color_scale_toggle import ColorScaleToggle, install_color_scale_toggle
from gui.window.compute_menu import ComputeMenu, install_compute_menu
from gui.window.dock_layout import DockLayout
from gui.window.explain_features import ExplainFeatures
from gui.window.feature_registry import Feature, Surface
from gui.window.file_dialogs import sentence_dialog, unsaved_question
from gui.window.file_menu import install_file_menu
from gui.window.layout_parts import LayoutParts
from gui.window.lesson_companions import (
    Flash,
    Heads,
    Positions,
    ScalingLab,
    Tours,
    Training,
    Vectors,
)
from gui.window.mask_features import MaskFeatures
from gui.window.mask_side import MaskSide
from gui.window.popup_openers import (
    actions_menu,
    popped,
    right_clicked,
    right_clicked_at,
    submenu_popped,
)
from gui.window.presented_cell import PresentedCell
from gui.window.scaling_lab_menu import ScalingLabLauncher
from gui.window.surface_openers import (
    SAMPLE_FILE,
    existing_files_question,
    export_finished_box,
    exported_names,
    generate_dialog,
    local_models_dialog,
    missing_file,
    missing_file_error,
    opened,
    pretrained_dialog,
    restore_question_over,
    scale_question_over,
    shown_dock,
    shown_in,
)
from gui.window.window_texts import MENU_TITLES


class FrameDocks:
    """The window's own docks (tokens, matrices, explanation), as surfaces."""

    def __init__(self, docks: dict[str, QDockWidget]) -> None:
        self.docks = {name: docks[name] for name in ("tokens", "matrices", "explanation")}


class WindowDocks(Feature):
    provides = FrameDocks

    def build(self, parts):
        return FrameDocks(parts.docks)

    def surfaces(self, frame):
        return tuple(Surface(name, "dock", partial(shown_dock, dock))
                     for name, dock in frame.docks.items())


class FrameMenus:
    """The window's own menus, as surfaces: the menu bar's (File, Edit, View, Lesson, Help: each
    feature adds its entries) and the token list's right-click menu (Qt makes it of the list's
    actions)."""

    def __init__(self, menus: dict[str, QMenu], tokens: QWidget) -> None:
        self.menus, self.tokens = menus, tokens


class WindowMenus(Feature):
    provides = FrameMenus

    def build(self, parts):
        return FrameMenus({name: parts.menu(name) for name in MENU_TITLES},
                          parts.token_editor.chips)

    def surfaces(self, frame):
        return (*(Surface(f"menu-{name.lower()}", "popup", partial(popped, menu))
                  for name, menu in frame.menus.items()),
                Surface("menu-tokens", "popup", partial(actions_menu, frame.tokens)))


class Files(Feature):
    """File menu, title, drops, the unsaved question, Lesson › Lessons, the lesson banner."""
    provides = SessionFiles
    waits_for = (ScalingLabLauncher,)   # a lesson may open the √d_k lab

    def build(self, parts):
        self.host, self.controller = parts.host, parts.controller   # the dialogs' parent
        files = install_file_menu(
            parts.host, parts.controller, parts.stepper, parts.show_message,
            (parts.menu("File"), parts.menu("Lesson"), parts.actions.quit), parts.banner_room)
        files.opened.connect(partial(_start_again, parts, files))
        return files

    def available(self, files, lab):
        files.open_lab = lab.open_request

    def surfaces(self, files):
        host, say, menus = self.host, files.show_message, files.actions
        return (Surface("menu-file-recent", "popup", partial(popped, menus.recent_menu)),
                Surface("menu-file-examples", "popup", partial(popped, menus.examples_menu)),
                Surface("menu-lesson-lessons", "popup", partial(popped, menus.lessons_menu)),
                Surface("pretrained", "dialog", partial(pretrained_dialog, host, say)),
                Surface("local models", "dialog", partial(local_models_dialog, host, say)),
                Surface("generate", "dialog", partial(generate_dialog, host, say)),
                Surface("new-session", "dialog", lambda: opened(sentence_dialog(host))),
                Surface("unsaved-changes", "dialog",
                        lambda: opened(unsaved_question(host, SAMPLE_FILE)), data=(SAMPLE_FILE,)),
                Surface("file-error", "dialog", partial(missing_file_error, host),
                        data=(str(missing_file()),)),
                Surface("restore-unsaved", "dialog",
                        lambda: restore_question_over(host, self.controller.session),
                        data=(SAMPLE_FILE,)))


def _start_again(parts, files: SessionFiles, _session) -> None:
    """Another document (a file, a lesson, a MiniLM head): it starts at stage 1 with later
    stages hidden (or where the lesson that opened it starts, ``files.opened_stage``), nothing
    selected, and no explanation left from the old numbers."""
    parts.stepper.reset()
    if files.opened_stage is not None:
        parts.stepper.jump(files.opened_stage)
    parts.view_state.clear_selection()
    parts.explanation_link.clear()


class Presentation(Feature):
    """View › Presentation: full screen, large type, only the stage."""
    provides = PresentationMode
    needs = (SessionFiles,)             # its banner hides while presenting

    def build(self, parts, files):
        a = parts.actions
        presentation = PresentationMode(
            parts.host, a.presentation, [a.previous, a.next, a.first, a.last, a.play],
            parts.formula_bar, (parts.stage_panel, parts.explanation),
            (parts.stage_panel.strip, files.banner), view_state=parts.view_state)
        a.presentation.toggled.connect(presentation.set_active)
        return presentation

    def teardown(self, presentation):
        if presentation.is_active():
            presentation.set_active(False)   # the screen's own mode back before the window goes


class Explain(Feature):
    """Hover, pin, highlights, Ctrl+T."""
    provides = ExplainFeatures

    def build(self, parts):
        return ExplainFeatures(parts.stage_panel, parts.matrix_panel, parts.explanation_link,
                               parts.menu("View"), parts.host, parts.view_state)

    def restore_layout(self, explain):
        explain.transpose.restore()

    def teardown(self, explain):
        explain.transpose.stop()         # the view state lets go of its action


class Exports(Feature):
    """File › Export…, the window's image, the GIF."""
    provides = WindowExports

    def build(self, parts):
        self.host, self.controller = parts.host, parts.controller   # the question's parent
        return install_export_menu(parts.host, parts.controller,
                                   (parts.view_state, parts.stage_panel.large),
                                   parts.show_message, parts.menu("File"), parts.actions.quit)

    def surfaces(self, exports):
        session = self.controller.session
        return (Surface("export", "dialog", exports.open_dialog),
                Surface("export-existing", "dialog",
                        lambda: existing_files_question(self.host, self.controller.session),
                        data=tuple(exported_names(session))),
                Surface("export-finished", "dialog",
                        lambda: export_finished_box(self.host, self.controller.session),
                        data=(*exported_names(session), str(missing_file().parent))),
                Surface("image-scale", "dialog", partial(scale_question_over, self.host)))


class Worksheets(Feature):
    """File › Export Worksheet… (PDF)."""
    provides = WorksheetExport
    needs = (WindowExports,)            # its entry goes after the GIF's

    def build(self, parts, exports):
        return install_worksheet_export(parts.host, parts.controller, parts.show_message,
                                        parts.menu("File"), parts.actions.quit,
                                        exports.animation_action)

    def surfaces(self, worksheets):
        return (Surface("worksheet", "dialog", worksheets.open_dialog),)


class ViewMenus(Feature):
    """Right click on a view: copy, save."""
    provides = StageViewMenus

    def build(self, parts):
        self.panel = parts.stage_panel      # where a right click opens the menus
        return StageViewMenus(parts.host, parts.controller, parts.stage_panel, parts.show_message)

    def surfaces(self, views):
        large = self.panel.large
        tile = next(iter(self.panel.tiles.values())).thumbnail

        def menu():
            return views.menu

        on_view = partial(right_clicked_at, large.context_menu_requested, large, menu)
        return (Surface("menu-stage-view", "popup", on_view),
                Surface("menu-stage-view-export", "popup", partial(submenu_popped, on_view, 0)),
                Surface("menu-stage-view-image", "popup", partial(submenu_popped, on_view, 1)),
                Surface("menu-stage-tile", "popup", partial(right_clicked, tile, menu)))


class Layout(Feature):
    """The docks' places: the stage view gets the room."""
    provides = DockLayout
    needs = (PresentationMode,)
    waits_for = (MaskFeatures,)         # M's side takes room from the view

    def build(self, parts, presentation):
        return DockLayout(parts.host, LayoutParts(
            parts.docks, parts.stage_panel, parts.explanation, parts.explanation_link,
            presentation, parts.controller, parts.token_editor, parts.animation))

    def available(self, layout, masks):
        layout.parts.masks = masks

    def settle_layout(self, layout):
        layout.refit()    # an empty explanation is a strip under the view again


class ColorScales(Feature):
    """View › Per-stage colour scales."""
    provides = ColorScaleToggle

    def build(self, parts):
        return install_color_scale_toggle(parts.view_state, parts.menu("View"), parts.host)

    def teardown(self, toggle):
        toggle.stop()


class Code(Feature):
    """View › Code (PyTorch): the stage's lines lit."""
    provides = CodeDock

    def build(self, parts):
        return install_code_view(parts.host, parts.controller, parts.stepper, parts.menu("View"),
                                 parts.docks.get("explanation"))

    def surfaces(self, code):
        return (Surface("code", "dock", partial(shown_dock, code.dock)),)


class CodeFiles(Feature):
    """File › Export as Code › .py, .ipynb."""
    provides = CodeExports

    def build(self, parts):
        return install_code_export(parts.host, parts.controller, parts.show_message,
                                   parts.menu("File"), parts.actions.quit)

    def surfaces(self, code):
        return (Surface("menu-file-code", "popup", partial(popped, code.submenu)),)


class Compute(Feature):
    """View › Compute on ▸ CPU / CUDA / MPS."""
    provides = ComputeMenu

    def build(self, parts):
        return install_compute_menu(parts.controller, parts.menu("View"), parts.host.statusBar(),
                                    parts.show_message, parts.host)

    def surfaces(self, compute):
        return (Surface("menu-view-compute", "popup", partial(popped, compute.menu)),)


class Masks(Feature):
    """M beside the masked stage, Lesson › Mask."""
    provides = MaskFeatures

    def build(self, parts):
        def side(side, panel):
            return MaskSide(parts.stage_panel.large, parts.stage_panel.stage_needs, side, panel)

        return MaskFeatures(parts.controller, parts.stepper, parts.view_state, parts.stage_panel,
                            parts.animation, parts.formula_bar, parts.menu("Lesson"),
                            parts.actions.causal, side, parts.host)

    def surfaces(self, masks):
        asked = next(name for name, spec in PRESETS.items() if spec.parameters)
        return (Surface("mask-lab", "dialog", masks.show_lab),
                Surface("mask-side", "tab", partial(shown_in, masks.show_mask, masks.panel),
                        masks.panel.hide),
                Surface("mask-preset", "dialog", partial(masks.ask_preset, asked)),
                Surface("menu-lesson-mask", "popup", partial(popped, masks.menu)))


class MatrixCopy(Feature):
    """Right click on the matrix or mask editor: torch."""
    provides = MatrixCopyMenu
    needs = (MaskFeatures,)

    def build(self, parts, masks):
        self.masks, self.matrices = masks, parts.docks["matrices"]   # where right clicks go
        self.table = parts.matrix_panel.view
        return MatrixCopyMenu(parts.host, parts.controller, parts.matrix_panel, masks.panel.grid,
                              parts.show_message)

    def surfaces(self, copy):
        masks = self.masks

        def menu():
            return copy.menu

        def on_table():
            shown_dock(self.matrices)
            return right_clicked(self.table, menu)

        def on_mask():
            masks.show_mask()
            return right_clicked(masks.panel.grid, menu)

        def mask_closed():
            menu().close()
            masks.panel.hide()

        return (Surface("menu-matrix", "popup", on_table),
                Surface("menu-mask", "popup", on_mask, mask_closed))


class PresentedCells(Feature):
    """Presenting: a click explains large."""
    provides = PresentedCell
    needs = (PresentationMode, MaskFeatures)

    def build(self, parts, presentation, masks):
        return PresentedCell(parts.host, parts.docks["explanation"], parts.stage_panel.large,
                             parts.explanation_link, presentation, masks)


FEATURES: tuple[type[Feature], ...] = (
    WindowDocks, Files, Presentation, Explain, Exports, Worksheets, ViewMenus, Layout,
    ColorScales, Code, CodeFiles, Compute, Masks, MatrixCopy, ScalingLab, Positions, Training,
    Heads, Tours, Vectors, Flash, PresentedCells, Contrast, Language, Keyboard, ScreenReader,
    DockFocus, WindowMenus,
)
