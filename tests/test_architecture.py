"""The layers of the code hold: no import circles anywhere, every room named and layered.

import-linter's contracts run once, in `make lint` (which .ci/run calls before `make test`).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[1]
GUI_ROOMS = ("document", "views", "editors", "explain", "code", "export", "classroom", "window",
             "headless", "automation")


@pytest.fixture(scope="module")
def graph():
    sys.path.insert(0, str(ROOT))
    try:
        # type-only imports count: a circle drawn for the type checker is still a circle
        return grimp.build_graph("core", "gui", exclude_type_checking_imports=False,
                                 cache_dir=None)
    finally:
        sys.path.remove(str(ROOT))


def test_no_module_imports_one_that_imports_it_back(graph):
    circles = []
    for importer in sorted(graph.modules):
        for imported in sorted(graph.find_modules_directly_imported_by(importer)):
            back = graph.find_shortest_chain(importer=imported, imported=importer)
            if back:
                circles.append(" -> ".join((importer, *back)))
    assert circles == []


def test_a_circle_would_be_found(graph):
    """The check above can fail: an added import back from the controller makes a circle."""
    graph.add_import(importer="gui.document.commands", imported="gui.document.controller")
    try:
        back = graph.find_shortest_chain(importer="gui.document.controller",
                                         imported="gui.document.commands")
        assert back is not None
    finally:
        graph.remove_import(importer="gui.document.commands", imported="gui.document.controller")


def test_gui_is_a_house_of_named_rooms():
    loose = sorted(p.name for p in (ROOT / "gui").glob("*.py") if p.name != "__init__.py")
    assert len(loose) <= 6, loose
    for room in GUI_ROOMS:
        init = ROOT / "gui" / room / "__init__.py"
        docstring = init.read_text().strip()
        assert docstring.startswith('"""') and "import" in docstring, f"{init} says nothing"


CORE_ROOMS = ("attention", "session", "files", "masks", "scaling", "cli",
              "explanations", "export", "codegen", "pretrained",
              "tours", "worksheets", "training", "vectors", "hardware")


def test_core_is_a_house_of_named_rooms():
    loose = sorted(p.name for p in (ROOT / "core").glob("*.py") if p.name != "__init__.py")
    assert len(loose) <= 6, loose
    packages = sorted(p.parent.name for p in (ROOT / "core").glob("*/__init__.py"))
    assert packages == sorted(CORE_ROOMS)
    for room in CORE_ROOMS:
        init = ROOT / "core" / room / "__init__.py"
        docstring = init.read_text().strip()
        assert docstring.startswith('"""') and "import" in docstring, f"{init} says nothing"


def test_cores_layers_contract_names_every_room():
    import tomllib

    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    layers = next(c["layers"] for c in contracts["contracts"]
                  if c["type"] == "layers" and c["layers"][0].startswith("core."))
    named = {name.strip().removeprefix("core.") for layer in layers for name in layer.split("|")}
    assert set(CORE_ROOMS) <= named


def test_a_circle_in_core_would_be_found(graph):
    """Circles are looked for in core too: an import back from the engine to the session."""
    graph.add_import(importer="core.attention.engine", imported="core.session.value")
    try:
        assert graph.find_shortest_chain(importer="core.session.value",
                                         imported="core.attention.engine") is not None
        assert graph.find_shortest_chain(importer="core.attention.engine",
                                         imported="core.session.value") is not None
    finally:
        graph.remove_import(importer="core.attention.engine", imported="core.session.value")


def test_the_repository_explains_itself():
    """ARCHITECTURE.md names every room; the code cites it, not notes outside the repository."""
    text = (ROOT / "ARCHITECTURE.md").read_text()
    for room in (*CORE_ROOMS, *GUI_ROOMS):
        assert f"`{room}`" in text, room
    sources = [*ROOT.glob("core/**/*.py"), *ROOT.glob("gui/**/*.py"), ROOT / "main.py",
               ROOT / "pyproject.toml", ROOT / "Makefile"]
    citing = [str(path.relative_to(ROOT)) for path in sources
              if "DESIGN.md" in path.read_text() or "STACK.md" in path.read_text()]
    assert citing == []


ENGINE_CALL = re.compile(r"session\.run\(|Session\.run\b|run_attention|run_session|"
                         r"run_with_fallback|heads_off import output_difference")
ENGINE_OWNERS = {"gui/document/controller.py", "gui/document/compute_choice.py",
                 "gui/headless/export_run.py"}   # the window's engine, its device, no window
# The main window is no service locator: only the composition root (which builds the window
# and hands each feature the parts it uses) and the automation room (the test script driver
# and the layout report, which drive the whole window) take, keep or read it.
COMPOSITION_ROOT = {"gui/window/main_window.py", "gui/window/features.py",
                    "gui/window/app.py"}     # app.py: start-up, where the window is made
WINDOW_NAME = r"(?<![\w./])(?:main_window|window|self\._?(?:main_)?window)"
WINDOW_PART = (r"controller|stepper|selection|docks|menu|files|stage_panel|matrix_panel|"
               r"token_editor|show_message|explanation|explanation_link|presentation|masks|"
               r"heads|code|scaling_lab|tours|actions|toolbar|formula_bar|animation|"
               r"dock_layout|training|exports|language|positions|vectors|numbers_watch|"
               r"layout_policy|side_docks|status_message|focus_stage_view")
TAKING_THE_WINDOW = (
    ("keeps it", re.compile(r"\bself\._?(?:main_)?window\s*(?::[^=\n]*)?=")),
    ("takes it", re.compile(r"\bdef \w+\((?:[^()]|\([^()]*\))*?\b(?:main_)?window\b\s*[:,)=]")),
    ("reads its parts", re.compile(rf"\b{WINDOW_NAME}\.(?:{WINDOW_PART})\b")),
    ("reads its parts", re.compile(rf"getattr\(\s*{WINDOW_NAME}\s*,")),
    ("imports it", re.compile(r"\bfrom gui\.window\.main_window import|"
                              r"\bimport gui\.window\.main_window\b")),
)


def window_takers(text: str) -> list[str]:
    """What a module does with the main window: nothing, or 'keeps it', 'takes it', …"""
    return sorted({what for what, pattern in TAKING_THE_WINDOW if pattern.search(text)})


def outside_the_root_and_automation():
    for path in sorted((ROOT / "gui").rglob("*.py")):
        name = str(path.relative_to(ROOT))
        if name not in COMPOSITION_ROOT and not name.startswith("gui/automation/"):
            yield name, path


def test_no_gui_module_but_the_controller_runs_the_engine():
    running = [str(path.relative_to(ROOT)) for path in ROOT.glob("gui/**/*.py")
               if ENGINE_CALL.search(path.read_text())]
    assert sorted(set(running) - ENGINE_OWNERS) == []


def test_no_gui_module_but_the_root_and_the_automation_takes_the_window():
    taking = {name: window_takers(path.read_text())
              for name, path in outside_the_root_and_automation()}
    assert {name: found for name, found in taking.items() if found} == {}


@pytest.mark.parametrize("broken", [
    "class Feature:\n    def __init__(self, window):\n        self.window = window\n",
    "class Feature:\n    def __init__(self, parts):\n        self._window = parts\n",
    "def install(menu, window) -> None:\n    pass\n",
    "def install(\n        menu: QMenu,\n        window: QMainWindow) -> None:\n    pass\n",
    "def show(frame):\n    window.controller.undo()\n",
    "def show(frame):\n    masks = getattr(window, 'masks', None)\n",
    "from gui.window.main_window import MainWindow\n",
])
def test_a_module_taking_the_window_would_be_found(broken):
    clean = (ROOT / "gui/window/positions_menu.py").read_text()
    assert window_takers(clean) == []
    assert window_takers(clean + "\n" + broken) != []
