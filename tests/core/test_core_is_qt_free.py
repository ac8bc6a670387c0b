"""core/ must never import Qt: it runs headless, in notebooks and on servers."""

import ast
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "core"
FORBIDDEN = ("PySide6", "shiboken6", "pyqtgraph", "PyQt5", "PyQt6")


def imported_modules(path: Path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module


def test_no_module_under_core_imports_qt():
    offenders = [f"{path.relative_to(CORE.parent)} imports {name}"
                 for path in CORE.rglob("*.py") for name in imported_modules(path)
                 if name.split(".")[0] in FORBIDDEN]
    assert offenders == []


def test_importing_core_loads_no_qt_module():
    code = ("import sys, core, core.session.value, core.files.session_io\n"
            "import pkgutil, importlib\n"
            "for m in pkgutil.walk_packages(core.__path__, 'core.'):\n"
            "    importlib.import_module(m.name)\n"
            f"print(sorted(m for m in sys.modules if m.split('.')[0] in {FORBIDDEN!r}))")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            cwd=CORE.parent, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
