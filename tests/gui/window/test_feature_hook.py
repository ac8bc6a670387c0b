"""PySide6's __feature__ hook reads no module's source once the window has started it up
(gui/window/pyside_feature_hook.py), and no QKV Lab module opts in to __feature__."""

from __future__ import annotations

import inspect
import re
import sys
from pathlib import Path

import PySide6.QtCore  # noqa: F401 - installs the hook
import shibokensupport.feature as feature

from gui.window.pyside_feature_hook import original_source_scan, skip_feature_source_scan

ROOT = Path(__file__).resolve().parents[3]
OPTS_IN = re.compile(r"^\s*(from\s+__feature__\s+import|import\s+__feature__)", re.M)


def _import_fresh(tmp_path: Path, name: str, monkeypatch) -> list:
    """Import a new module (its source mentions PySide6) and return the objects whose source
    inspect.getsource was asked for meanwhile."""
    (tmp_path / f"{name}.py").write_text("WORD = 'PySide6'\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    asked = []
    original = inspect.getsource
    monkeypatch.setattr(inspect, "getsource", lambda obj: asked.append(obj) or original(obj))
    module = __import__(name)          # through builtins.__import__, as an import statement
    assert module.WORD == "PySide6"
    monkeypatch.setattr(inspect, "getsource", original)
    sys.modules.pop(name, None)
    return asked


def test_the_hook_reads_no_source_after_the_window_turns_it_off(tmp_path, monkeypatch):
    # PySide's own check, as a fresh process has it (an in-process command may have turned it
    # off earlier in this test run); restored after
    monkeypatch.setattr(feature, "_mod_uses_pyside", original_source_scan())
    before = _import_fresh(tmp_path, "qkv_feature_probe_before", monkeypatch)
    assert [getattr(m, "__name__", "") for m in before] == ["qkv_feature_probe_before"]
    assert skip_feature_source_scan()
    assert _import_fresh(tmp_path, "qkv_feature_probe_after", monkeypatch) == []
    assert feature.pyside_feature_dict.get("qkv_feature_probe_after") == -1   # default API


def test_no_module_of_qkv_lab_opts_in_to_feature():
    sources = [*ROOT.glob("gui/**/*.py"), *ROOT.glob("core/**/*.py"), ROOT / "main.py"]
    assert len(sources) > 100
    assert [str(p) for p in sources if OPTS_IN.search(p.read_text(encoding="utf-8"))] == []

