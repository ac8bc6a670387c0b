"""The newcomer's route: open "Three heads, three habits", switch head 2 off, look at the code
view, File › Export as Code › As Python Script, run the file: it prints the window's output.

The script runs in a subprocess (python -I, nothing of QKV Lab importable) and its --npz stages
are compared with the output view's values and with a numpy computation done here.
"""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest

from core.files.examples import list_examples
from gui.code.code_dock import CodeDock
from gui.document.session_files import SessionFiles
from gui.export import export_prompts
from gui.export.code_export import CodeExports
from gui.window.heads_dock import HeadsDock
from tests.gui.window_helpers import open_window


@pytest.fixture
def window(qtbot, monkeypatch):
    return open_window(qtbot, monkeypatch)


def numpy_output(session) -> np.ndarray:
    """(n, d_model) output with the switched-off heads' z left out: numpy only."""
    x = session.x()
    heads = []
    for h in range(session.n_heads):
        q, k, v = x @ session.w_q[h], x @ session.w_k[h], x @ session.w_v[h]
        scores = q @ k.T / session.divisor
        if session.causal:
            scores = np.where(np.tril(np.ones_like(scores, dtype=bool)), scores, -np.inf)
        weights = np.exp(scores - scores.max(axis=1, keepdims=True))
        weights /= weights.sum(axis=1, keepdims=True)
        z = weights @ v
        heads.append(np.zeros_like(z) if h in session.heads_off else z)
    output = np.concatenate(heads, axis=1) @ session.w_o
    return output if session.b_o is None else output + session.b_o


def test_head_2_off_exported_script_prints_the_windows_output(window, tmp_path, monkeypatch):
    lesson = next(info for info in list_examples() if info.name == "three-heads")
    window.features.get(SessionFiles).open_example(lesson)
    window.stepper.jump("weights")                           # the Heads dock shows the grid
    # head 2 off, as a user does
    window.features.get(HeadsDock).panel.grid.tiles[1].switch.click()
    assert window.controller.session.heads_off == (1,)
    window.stepper.jump("output")
    window.animation.stop()
    shown = window.stage_panel.large.shown_values()          # what the output view draws
    np.testing.assert_allclose(shown, numpy_output(window.controller.session), atol=1e-6)

    window.features.get(CodeDock).dock.show()
    window.features.get(CodeDock).refresh()
    code = window.features.get(CodeDock).view.toPlainText()
    concat_lines = [line for line in code.splitlines() if line.startswith("concat[")]
    assert concat_lines == ["concat[:, 2:4] = 0.0                 # head 2 off (index 1, 0-based)"]

    target = tmp_path / "three-heads.py"
    monkeypatch.setattr(export_prompts, "ask_save_path", lambda *args: target)
    # File › Export as Code › Python
    window.features.get(CodeExports).actions["py"].trigger()
    assert target.read_text(encoding="utf-8") == code        # the file is the code view's text
    npz = tmp_path / "stages.npz"
    done = subprocess.run([sys.executable, "-I", str(target), "--npz", str(npz)],
                          capture_output=True, text=True, timeout=120, check=True)
    assert "output: shape (9, 6)" in done.stdout
    with np.load(npz) as stages:
        np.testing.assert_allclose(stages["output"], shown, atol=1e-6)
        cat = window.controller.session.tokens.index("cat")
        np.testing.assert_allclose(stages["output"][cat], shown[cat], atol=1e-6)
        assert np.all(stages["concat"][:, 2:4] == 0)
