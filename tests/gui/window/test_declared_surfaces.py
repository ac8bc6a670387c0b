"""Every dock, dialog, companion window and popup menu the app can show is a declared surface
(``window.features.surfaces()``, gui/window/feature_registry.py), and each opens for a check:
another check (the surface sweep) opens them all at several sizes and languages, so one that is
not declared would ship unchecked."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pyqtgraph as pg
import pytest
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QMainWindow,
    QMenu,
    QMenuBar,
    QToolButton,
    QWidget,
)
from shiboken6 import getCppPointer, isValid

import gui
from gui.window.feature_registry import SURFACE_KINDS

# Widgets named like windows of their own that are not companion windows: the main window
# itself (the layout sweep's) and the mask lab's body (shown in MaskLabDialog).
NOT_COMPANIONS = {"gui.window.main_window.MainWindow", "gui.classroom.mask_lab.MaskLab"}
# Surfaces too slow to open in the suite (SmolLM2's load, the labs' first runs: 6-30 s each),
# with the class each shows; the surface sweep opens them.
NOT_OPENED_HERE = {"generate": "gui.classroom.generate_dialog.GenerateDialog",
                   "scaling-lab": "gui.classroom.scaling_lab.lab_window.ScalingLab",
                   "training": "gui.classroom.training_window.TrainingWindow",
                   "training-compare": "gui.classroom.training_window.TrainingWindow",
                   "training-discard": "gui.keyboard_focus.MessageBox",   # over the training window
                   "menu-scaling-plot": "gui.classroom.scaling_lab.lab_window.ScalingLab",
                   "menu-training-plot": "gui.classroom.training_window.TrainingWindow"}


def _gui_classes(base: type) -> set[str]:
    """Every subclass of ``base`` defined in the gui package (all its modules imported)."""
    for module in pkgutil.walk_packages(gui.__path__, "gui."):
        importlib.import_module(module.name)
    found, todo = set(), [base]
    while todo:
        for sub in todo.pop().__subclasses__():
            todo.append(sub)
            if sub.__module__.startswith("gui."):
                found.add(f"{sub.__module__}.{sub.__qualname__}")
    return found


@pytest.fixture(scope="module")
def opened(module_window):
    """Each surface opened once: its name, kind and the widget it showed (a popup closed again
    at once, as a click elsewhere closes it; a context menu is then deleted)."""
    window = module_window.fresh_start()
    shown = []
    for surface in window.features.surfaces():
        if surface.name not in NOT_OPENED_HERE:
            widget = surface.open()
            QApplication.processEvents()
            shown.append((surface.name, surface.kind, widget, widget.isVisible()))
            if surface.kind == "popup":
                POPUPS[surface.name] = (isinstance(widget, QMenu), widget.isWindow(),
                                        getCppPointer(widget)[0])
                widget.close()
                while QApplication.activePopupWidget() is not None:    # the menus it hangs from
                    QApplication.activePopupWidget().close()
    yield window, shown
    for _, _, widget, _ in shown:       # a dialog closed since (deleted on close) is gone
        if isValid(widget) and widget.isWindow() and widget is not window:
            widget.close()


POPUPS: dict[str, tuple[bool, bool, int]] = {}   # name: a QMenu?, a window?, its address


def test_each_surface_opens_what_it_names(opened):
    window, shown = opened
    names = [name for name, _, _, _ in shown]
    assert len(names) == len(set(names)), "two surfaces share a name"
    for name, kind, widget, visible in shown:
        assert kind in SURFACE_KINDS
        assert isinstance(widget, QWidget) and visible, name
        if kind == "dock":
            assert isinstance(widget, QDockWidget), name
        if kind in ("dialog", "window"):
            assert widget.isWindow() and widget is not window, name
        if kind == "popup":
            assert POPUPS[name][:2] == (True, True), name


def test_every_dock_of_the_window_is_declared(opened):
    window, shown = opened
    declared = {id(widget) for _, _, widget, _ in shown}
    docks = window.findChildren(QDockWidget)
    missing = [dock.objectName() for dock in docks if id(dock) not in declared]
    assert docks and missing == []


def test_every_dialog_and_companion_window_is_declared(opened):
    window, shown = opened
    declared = {surface.name: surface.kind for surface in window.features.surfaces()}
    assert {name: declared.get(name) for name in NOT_OPENED_HERE} == {
        "generate": "dialog", "scaling-lab": "window", "training": "window",
        "training-compare": "window", "training-discard": "dialog",
        "menu-scaling-plot": "popup", "menu-training-plot": "popup"}
    opened_types = {f"{type(w).__module__}.{type(w).__qualname__}" for _, _, w, _ in shown}
    opened_types |= set(NOT_OPENED_HERE.values())
    assert sorted(_gui_classes(QDialog) - opened_types) == []
    companions = {name for name in _gui_classes(QWidget) | _gui_classes(QMainWindow)
                  if name.endswith(("Window", "Lab"))} - NOT_COMPANIONS
    assert {"gui.classroom.scaling_lab.lab_window.ScalingLab",
            "gui.classroom.training_window.TrainingWindow"} <= companions
    assert sorted(companions - opened_types) == []


# ----- boxes made on the spot -----------------------------------------------------------------
# A QMessageBox or QInputDialog is made where it is asked (no class of its own that the test
# above finds). Every place in gui/ that makes one, by module and function, and the declared
# surface that opens what it makes; Qt's file dialogs (its own words, or the desktop's native
# dialog) are listed so a new one is seen, and opened by no surface. A new place fails here until
# it is declared (gui/window/features.py) or listed with its reason.
QT_FILE_DIALOG = "Qt's file dialog: Qt's catalogue or the desktop's own dialog speaks"
BOX_MAKERS = {
    "gui.window.help_texts:show_about": "about",
    "gui.window.file_dialogs:unsaved_question": "unsaved-changes",
    "gui.window.file_dialogs:show_error": "file-error",
    "gui.window.file_dialogs:sentence_dialog": "new-session",
    "gui.window.file_dialogs:choose_open_path": QT_FILE_DIALOG,
    "gui.window.file_dialogs:choose_save_path": QT_FILE_DIALOG,
    "gui.window.recovery_prompt:restore_question": "restore-unsaved",
    "gui.classroom.run_keeping:discard_question": "training-discard",
    "gui.export.export_prompts:existing_question": "export-existing",
    "gui.export.export_prompts:_open_box": "export-finished",   # and export's errors
    "gui.export.export_prompts:scale_question": "image-scale",
    "gui.export.export_prompts:ask_save_path": QT_FILE_DIALOG,
    "gui.export.export_prompts:ask_folder": QT_FILE_DIALOG,
    "gui.export.worksheet_dialog:WorksheetDialog._choose_folder": QT_FILE_DIALOG,
    "gui.views.vectors_two:TwoSentencesView._choose_file": QT_FILE_DIALOG,
    "gui.classroom.model_file_dialog:LocalModelsDialog.browse": QT_FILE_DIALOG,
    "gui.classroom.tour_menu:ToursMenu.open_file": QT_FILE_DIALOG,
}
BOX_CLASSES = {"QMessageBox", "MessageBox", "QInputDialog", "InputDialog", "QProgressDialog",
               "QErrorMessage", "QColorDialog", "QFontDialog", "QFileDialog", "QDialog"}
BOX_STATICS = {"question", "warning", "critical", "information", "about", "aboutQt",
               "getItem", "getText", "getInt", "getDouble", "getMultiLineText",
               "getOpenFileName", "getOpenFileNames", "getSaveFileName", "getExistingDirectory",
               "getColor", "getFont"}


def makers(root: Path, makes: Callable[[ast.AST], bool]) -> dict[str, int]:
    """``module:function`` of every node ``makes`` picks in the Python files under ``root`` (a
    package folder named like its package), with how many each function has."""
    found: Counter = Counter()
    for path in sorted(root.rglob("*.py")):
        module = ".".join(path.relative_to(root.parent).with_suffix("").parts)
        for where in _made_in(ast.parse(path.read_text(encoding="utf-8")), "", makes):
            found[f"{module}:{where}"] += 1
    return dict(found)


def _made_in(node: ast.AST, where: str, makes: Callable[[ast.AST], bool]) -> list[str]:
    """The enclosing function (``Class.method``) of each node under ``node`` that ``makes``."""
    found = []
    for child in ast.iter_child_nodes(node):
        inner = where
        if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            inner = f"{where}.{child.name}" if where else child.name
        if makes(child):
            found.append(where)
        found += _made_in(child, inner, makes)
    return found


def makes_a_box(node: ast.AST) -> bool:
    """A box or dialog made on the spot: a class of one called, or one of its static asks."""
    if not isinstance(node, ast.Call):
        return False
    call = node.func
    return isinstance(call, ast.Name) and call.id in BOX_CLASSES or \
        isinstance(call, ast.Attribute) and call.attr in BOX_STATICS and \
        isinstance(call.value, ast.Name) and call.value.id in BOX_CLASSES


def box_makers(root: Path) -> dict[str, int]:
    return makers(root, makes_a_box)


def test_every_box_made_on_the_spot_is_a_declared_surface_or_listed(module_window):
    makers = box_makers(Path(gui.__file__).parent)
    assert sorted(set(makers) - set(BOX_MAKERS)) == [], "declare it (features.py) or list it"
    assert sorted(set(BOX_MAKERS) - set(makers)) == [], "gone: take it off the list"
    declared = {surface.name for surface in module_window.fresh_start().features.surfaces()}
    named = {name for name in BOX_MAKERS.values() if name != QT_FILE_DIALOG}
    assert sorted(named - declared) == []


def test_a_box_made_in_a_new_place_is_found(tmp_path):
    """The scan finds a message box, a static question and an input dialog in a new module."""
    package = tmp_path / "gui"
    (package / "lessons").mkdir(parents=True)
    (package / "lessons" / "quiz.py").write_text(
        "from PySide6.QtWidgets import QInputDialog, QMessageBox\n"
        "class Quiz:\n"
        "    def ask(self, parent):\n"
        "        QMessageBox.question(parent, 'Sure?', 'Really?')\n"
        "        return QInputDialog.getText(parent, 'Name', 'Your name:')\n"
        "def warn(parent):\n"
        "    box = QMessageBox(parent)\n"
        "    return box\n")
    assert box_makers(package) == {"gui.lessons.quiz:Quiz.ask": 2, "gui.lessons.quiz:warn": 1}


# ----- popups ---------------------------------------------------------------------------------
# Every menu the app makes is a declared popup: the menus the window holds (the menu bar's, their
# submenus, a button's) are found in it; menus made on the spot (a right click's) are found in
# the source, by module and function, as the boxes above. pyqtgraph's own plot menus are made
# for every plot and never shown where the plot's menu is switched off (setMenuEnabled(False)).
MENU_MAKERS = {
    "gui.window.main_window:MainWindow.menu": "menu-file",            # and Edit, View, ...
    "gui.classroom.examples_menu:build_examples_menu": "menu-file-examples",
    "gui.window.file_menu:install_file_menu": "menu-file-recent",     # and Lesson › Lessons
    "gui.export.code_export:install_code_export": "menu-file-code",
    "gui.window.compute_menu:ComputeMenu.__init__": "menu-view-compute",
    "gui.window.language:LanguageMenu.__init__": "menu-view-language",
    "gui.window.mask_features:MaskFeatures.__init__": "menu-lesson-mask",
    "gui.window.positions_menu:PositionsMenu.__init__": "menu-lesson-positions",
    "gui.classroom.tour_menu:ToursMenu.__init__": "menu-lesson-tours",
    "gui.window.scaling_lab_menu:ScalingLabLauncher._add_to_scaling_toggle":
        "menu-scaled-button",
    "gui.window.scaling_lab_menu:ScalingLabLauncher.plot_menu": "menu-scaling-plot",
    "gui.window.training_menu:TrainingLauncher.plot_menu": "menu-training-plot",
    "gui.views.vectors_two:TwoSentencesView.__init__": "menu-vectors-second-sentence",
    "gui.export.view_menu:StageViewMenus.build_menu": "menu-stage-view",   # its two submenus
    "gui.export.torch_copy:MatrixCopyMenu.build_menu": "menu-matrix",
    "gui.export.torch_copy:MatrixCopyMenu.build_mask_menu": "menu-mask",
    "gui.editors.token_editor:TokenEditor.__init__": "menu-tokens",   # Qt's, of its actions
    "gui.window.popup_openers:actions_menu": "menu-tokens",           # made as Qt makes it
}
MENU_CLASSES = {"QMenu", "RecentMenu"}


def makes_a_menu(node: ast.AST) -> bool:
    """A QMenu (or a class of it) made, ``addMenu``, or a widget whose right click shows its
    actions."""
    if isinstance(node, ast.Call):
        call = node.func
        return isinstance(call, ast.Name) and call.id in MENU_CLASSES or \
            isinstance(call, ast.Attribute) and call.attr == "addMenu"
    return isinstance(node, ast.Attribute) and node.attr == "ActionsContextMenu"


def menu_makers(root: Path) -> dict[str, int]:
    return makers(root, makes_a_menu)


def test_every_menu_made_on_the_spot_is_a_declared_popup(module_window):
    makers = menu_makers(Path(gui.__file__).parent)
    assert sorted(set(makers) - set(MENU_MAKERS)) == [], "declare it (its feature) or list it"
    assert sorted(set(MENU_MAKERS) - set(makers)) == [], "gone: take it off the list"
    declared = {surface.name: surface.kind
                for surface in module_window.fresh_start().features.surfaces()}
    assert {declared.get(name) for name in MENU_MAKERS.values()} == {"popup"}


def test_a_menu_made_in_a_new_place_is_found(tmp_path):
    package = tmp_path / "gui"
    (package / "views").mkdir(parents=True)
    (package / "views" / "notes.py").write_text(
        "from PySide6.QtCore import Qt\n"
        "from PySide6.QtWidgets import QMenu\n"
        "class Notes:\n"
        "    def menu(self, parent):\n"
        "        menu = QMenu(parent)\n"
        "        menu.addMenu('More')\n"
        "        return menu\n"
        "def actions(widget):\n"
        "    widget.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)\n")
    assert menu_makers(package) == {"gui.views.notes:Notes.menu": 2, "gui.views.notes:actions": 1}


def switched_off_plot_menus(window: QWidget) -> set[int]:
    """The addresses of pyqtgraph's menus in ``window`` (with their submenus) whose plot has its
    menu switched off."""
    menus = []
    for view in window.findChildren(pg.GraphicsView):
        for item in view.scene().items() if view.scene() is not None else ():
            if isinstance(item, pg.PlotItem) and not item.menuEnabled():
                menus.append(item.ctrlMenu)
            if isinstance(item, pg.ViewBox) and item.menu is not None and \
                    not item.menuEnabled():
                menus.append(item.menu)
    return {getCppPointer(menu)[0] for top in menus for menu in [top, *top.findChildren(QMenu)]}


# Qt's own overflow menus: the "»" of the menu bar and of the undo corner's toolbar list the
# entries that do not fit, the same actions as the declared menus (whose texts and shortcuts
# the sweep checks), in a popup Qt places under its button.
QT_OVERFLOW_BUTTONS = ("qt_menubar_ext_button", "qt_toolbar_ext_button")


def overflow_menus(window: QWidget) -> set[int]:
    found = set()
    for bar in window.findChildren(QMenuBar):       # the menu bar's "»" menu is its child
        found |= {getCppPointer(menu)[0] for menu in bar.findChildren(QMenu) if not menu.title()
                  and menu.menuAction().associatedObjects() == []}
    for button in window.findChildren(QToolButton):
        if button.objectName() in QT_OVERFLOW_BUTTONS and button.menu() is not None:
            found.add(getCppPointer(button.menu())[0])
    return found


def test_every_menu_the_window_holds_is_a_declared_popup(opened):
    window, _shown = opened
    declared = {address for _menu, _window, address in POPUPS.values()}
    menus = window.findChildren(QMenu)
    known = declared | switched_off_plot_menus(window) | overflow_menus(window)
    undeclared = [f"{type(menu).__name__} {menu.title()!r} in {type(menu.parent()).__name__}"
                  for menu in menus if getCppPointer(menu)[0] not in known]
    assert len(menus) > len(MENU_MAKERS), len(menus)
    assert undeclared == [], "\n".join(undeclared)
