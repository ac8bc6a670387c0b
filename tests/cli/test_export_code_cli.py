"""`main.py export --formats py,ipynb`: the written script and notebook run on their own.

One subprocess, in which importing QKV Lab (core, gui, main) is blocked, runs every exported
script as __main__ with --npz and executes every notebook's code cells in order (no Jupyter);
the odd-tokens script also runs alone as `python -I script.py --npz ...`. Every stage must equal
the engine's float64 trace to 1e-12.
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

from core.attention.stages import STAGES
from core.files.session_io import save_session
from main import main
from tests.core.codegen_sessions import all_sessions

# argv: (kind, file, npz) triples; kind is "script" or "notebook".
RUNNER = textwrap.dedent("""
    import contextlib, io, json, runpy, sys
    import numpy as np

    class NoQkvLab:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("core", "gui", "main"):
                raise ImportError(f"exported code imported QKV Lab ({name})")

    sys.meta_path.insert(0, NoQkvLab())
    arguments = sys.argv[1:]
    for kind, path, npz in zip(arguments[0::3], arguments[1::3], arguments[2::3]):
        if kind == "script":
            sys.argv = [path, "--npz", npz]
            printed = io.StringIO()
            with contextlib.redirect_stdout(printed):
                runpy.run_path(path, run_name="__main__")
            open(npz + ".out", "w", encoding="utf-8").write(printed.getvalue())
            continue
        cells = json.load(open(path, encoding="utf-8"))["cells"]
        code = "\\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
        namespace = {"__name__": "notebook"}
        exec(compile(code, path, "exec"), namespace)
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
        assert list(saved.files) == list(trace.names)  # with q_rotated, k_rotated when rotary
        assert set(STAGES) <= set(saved.files)
        for stage in trace.names:
            assert saved[stage].dtype == np.float64
            np.testing.assert_allclose(saved[stage], trace.numpy(stage), rtol=0, atol=1e-12,
                                       err_msg=f"{npz.name}: {stage}")


def test_each_exported_script_and_notebook_runs_standalone_and_equals_the_trace(exported):
    folder, sessions, written = exported
    alone_script = written["odd-tokens"][0]
    alone = subprocess.Popen([sys.executable, "-I", str(alone_script), "--npz", "alone.npz"],
                             cwd=folder, env=_clean_environment(), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, encoding="utf-8")
    arguments = []
    for name, (script, notebook) in written.items():
        arguments += ["script", script, folder / f"{name}-script.npz",
                      "notebook", notebook, folder / f"{name}-notebook.npz"]
    runner = subprocess.run([sys.executable, "-c", RUNNER, *map(str, arguments)], cwd=folder,
                            env=_clean_environment(), capture_output=True, text=True,
                            timeout=300)
    assert runner.returncode == 0, runner.stderr
    out, err = alone.communicate(timeout=300)
    assert alone.returncode == 0, err
    assert_npz_equals_trace(folder / "alone.npz", sessions["odd-tokens"])
    for name, session in sessions.items():
        trace = session.run(dtype="float64")
        printed = (folder / f"{name}-script.npz.out").read_text(encoding="utf-8")
        for stage in STAGES:  # printed with its name and shape
            assert f"{stage}: shape {tuple(trace.numpy(stage).shape)}" in printed
        assert_npz_equals_trace(folder / f"{name}-script.npz", session)
        assert_npz_equals_trace(folder / f"{name}-notebook.npz", session)


def test_notebooks_validate_with_a_markdown_cell_above_each_stage(exported):
    _, _, written = exported
    for _, notebook_path in written.values():
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
    _, _, written = exported
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
