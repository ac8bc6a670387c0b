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
             "headless")


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
              "tours", "worksheets", "training", "vectors")


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
REACH_THROUGH = re.compile(r"\bwindow\.(controller|stepper|selection|docks|menu|files|"
                           r"stage_panel|matrix_panel|show_message)\b")
LOWER_ROOMS = ("document", "views", "editors", "explain", "code", "export", "classroom")
# Classroom modules that still read the main window's parts (issue 33 left them): the tours
# drive the whole window, and presentation mode lays it out. The list may only shrink.
STILL_READING_THE_WINDOW = {"gui/classroom/tour_features.py", "gui/classroom/tour_stage.py",
                            "gui/classroom/presentation.py"}


def test_no_gui_module_but_the_controller_runs_the_engine():
    running = [str(path.relative_to(ROOT)) for path in ROOT.glob("gui/**/*.py")
               if ENGINE_CALL.search(path.read_text())]
    assert sorted(set(running) - ENGINE_OWNERS) == []


def test_no_lower_room_reaches_through_the_window():
    reaching = {str(path.relative_to(ROOT)): REACH_THROUGH.findall(path.read_text())
                for room in LOWER_ROOMS for path in (ROOT / "gui" / room).rglob("*.py")}
    reaching = {path: found for path, found in reaching.items() if found}
    assert {path: found for path, found in reaching.items()
            if path not in STILL_READING_THE_WINDOW} == {}
    assert set(reaching) == STILL_READING_THE_WINDOW   # one made clean leaves the list
