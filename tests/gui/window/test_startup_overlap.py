"""Startup overlap: the view modules loaded beside torch's import must not need torch."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_view_modules_load_without_torch_and_the_engine_import_reports_errors():
    code = ("import sys; from gui.window.preload import import_views; import_views(); "
            "print('torch' in sys.modules)")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, env={"QT_QPA_PLATFORM": "offscreen", "PATH": ""},
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "False"    # so they really load while torch loads


def test_engine_import_raises_its_error_on_the_waiting_thread(monkeypatch):
    import pytest

    from gui.window import preload

    monkeypatch.setattr(preload, "ENGINE_MODULES", ("torch", "no_such_module_qkv"))
    loader = preload.EngineImport().start()
    with pytest.raises(ModuleNotFoundError):
        loader.wait()


def test_window_engine_runs_on_one_thread_unless_told(monkeypatch):
    import torch

    from gui.window.app import use_interactive_threads

    before = torch.get_num_threads()
    try:
        monkeypatch.delenv("OMP_NUM_THREADS", raising=False)
        torch.set_num_threads(2)
        use_interactive_threads()
        assert torch.get_num_threads() == 1
        monkeypatch.setenv("OMP_NUM_THREADS", "2")
        torch.set_num_threads(2)
        use_interactive_threads()
        assert torch.get_num_threads() == 2        # the user's setting wins
    finally:
        torch.set_num_threads(before)
