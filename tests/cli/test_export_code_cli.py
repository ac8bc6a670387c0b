"""`main.py export --formats py,ipynb`: the written script and notebook run on their own.

Each exported script runs in its own subprocess with --npz (all at once, to share the cores);
one more subprocess executes every notebook's code cells in order (no Jupyter). Every stage
must equal the engine's float64 trace to 1e-12.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import nbformat
import numpy as np
import pytest

from core.session_io import save_session
from core.stages import STAGES
from main import main
from tests.core.codegen_sessions import all_sessions

# Runs every notebook named on the command line: its code cells joined, in a fresh namespace.
NOTEBOOK_RUNNER = textwrap.dedent("""
    import json, sys
    import numpy as np
    for notebook, npz in zip(sys.argv[1::2], sys.argv[2::2]):
        cells = json.load(open(notebook, encoding="utf-8"))["cells"]
        code = "\\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        namespace = {"__name__": "notebook"}
        exec(compile(code, notebook, "exec"), namespace)
        np.savez(npz, **{name: t.numpy() for name, t in namespace["STAGES"].items()})
""")


def _clean_environment() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith(("QT_", "PYTHONPATH"))}


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """Every test session saved as a file and exported as .py and .ipynb with main.py."""
    folder = tmp_path_factory.mktemp("code-export")
    sessions = all_sessions()
    written = {}
    for name, session in sessions.items():
        path = save_session(session, folder / f"{name}.json")
        out = folder / "out"
        assert main(["export", str(path), "--formats", "py,ipynb", "--out", str(out)]) == 0
        written[name] = (out / f"{name}.py", out / f"{name}.ipynb")
    return folder, sessions, written


def assert_npz_equals_trace(npz: Path, session) -> None:
    trace = session.run(dtype="float64")
    with np.load(npz) as saved:
        assert list(saved.files) == list(STAGES)
        for stage in STAGES:
            assert saved[stage].dtype == np.float64
            np.testing.assert_allclose(saved[stage], trace.numpy(stage), rtol=0, atol=1e-12,
                                       err_msg=f"{npz.name}: {stage}")


def test_each_exported_script_and_notebook_runs_standalone_and_equals_the_trace(exported):
    folder, sessions, written = exported
    scripts = {name: subprocess.Popen(
        [sys.executable, str(script), "--npz", str(folder / f"{name}-script.npz")],
        cwd=folder, env=_clean_environment(), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, encoding="utf-8") for name, (script, _) in written.items()}
    notebook_args = [str(arg) for name, (_, notebook) in written.items()
                     for arg in (notebook, folder / f"{name}-notebook.npz")]
    notebooks = subprocess.run([sys.executable, "-c", NOTEBOOK_RUNNER, *notebook_args],
                               cwd=folder, env=_clean_environment(), capture_output=True,
                               text=True, timeout=300)
    assert notebooks.returncode == 0, notebooks.stderr
    for name, process in scripts.items():
        out, err = process.communicate(timeout=300)
        assert process.returncode == 0, f"{name}: {err}"
        trace = sessions[name].run(dtype="float64")
        for stage in STAGES:  # printed with its name and shape
            assert f"{stage}: shape {tuple(trace.numpy(stage).shape)}" in out
        assert_npz_equals_trace(folder / f"{name}-script.npz", sessions[name])
        assert_npz_equals_trace(folder / f"{name}-notebook.npz", sessions[name])


def test_notebooks_validate_with_a_markdown_cell_above_each_stage(exported):
    _, sessions, written = exported
    for name, (_, notebook_path) in written.items():
        notebook = nbformat.read(notebook_path, as_version=4)
        nbformat.validate(notebook)
        cells = notebook.cells
        stage_cells = [i for i, cell in enumerate(cells) if cell.get("id", "").startswith("stage-")]
        assert len(stage_cells) == len(STAGES)
        for index, stage in zip(stage_cells, STAGES, strict=True):
            assert cells[index].cell_type == "code"
            assert cells[index - 1].cell_type == "markdown"
            assert cells[index - 1].source.startswith(f"## `{stage}`")


def test_odd_tokens_survive_the_round_trip_through_files(exported):
    _, sessions, written = exported
    script, notebook = written["odd-tokens"]
    text = script.read_text(encoding="utf-8")
    assert not any(line.startswith("import os") for line in text.splitlines())
    assert "😀" in text  # kept readable, as a literal
    document = json.loads(notebook.read_text(encoding="utf-8"))
    code = "".join("".join(cell["source"]) for cell in document["cells"])
    assert "'👍🏽'" in code


def test_a_text_session_is_named_after_its_title_and_bad_formats_are_refused(tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["export", "--text", "the mole on his face", "--formats", "py",
                 "--out", str(out)]) == 0
    assert capsys.readouterr().out.split() == [str(out / "the-mole-on-his-face.py")]
    assert main(["export", "--text", "x", "--formats", "py,rb", "--out", str(out)]) == 2
    assert "unknown format 'rb'" in capsys.readouterr().err
