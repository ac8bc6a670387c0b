"""The generated PyTorch program computes every stage exactly as the engine does.

In-process here (fast); tests/cli/test_export_code_cli.py runs the written files in subprocesses.
"""

from __future__ import annotations

import math
import re

import nbformat
import numpy as np
import pytest
import torch

from core.attention import stage_text
from core.attention.stage_text import StageSettings
from core.attention.stages import MEANINGS, STAGES
from core.codegen import (
    file_stem,
    float_literal,
    generate_program,
    string_literal,
    torch_tensor_text,
)
from core.codegen.notebook import build_notebook
from core.session.value import Session

from .codegen_sessions import ODD_TOKENS, all_sessions

SESSIONS = all_sessions()
SHAPE_COMMENT = re.compile(r"^(\w+) = .*# .*?\([\w*, ]+\) = \(([\d, ]+)\)")


def run_script(script: str) -> dict:
    """Execute the script's text as a module body (not as __main__) and return its names."""
    namespace: dict = {"__name__": "exported_session"}
    exec(compile(script, "<exported>", "exec"), namespace)
    return namespace


def assert_stages_equal(stages: dict, session: Session) -> None:
    trace = session.run(dtype="float64")
    assert list(stages) == list(trace.names)  # STAGES, and q_rotated/k_rotated when rotary
    assert set(STAGES) <= set(trace.names)
    for stage in trace.names:
        value = stages[stage]
        value = value.numpy() if isinstance(value, torch.Tensor) else np.asarray(value)
        assert value.dtype == np.float64, stage
        np.testing.assert_allclose(value, trace.numpy(stage), rtol=0, atol=1e-12,
                                   err_msg=f"stage {stage}")


@pytest.mark.parametrize("name", list(SESSIONS))
def test_the_script_computes_every_stage_as_the_engine(name):
    session = SESSIONS[name]
    namespace = run_script(generate_program(session).script)
    assert_stages_equal(namespace["STAGES"], session)
    assert namespace["tokens"] == list(session.tokens)


@pytest.mark.parametrize("name", ["multi-head", "custom-mask", "odd-tokens", "mole-face"])
def test_the_notebook_cells_run_in_order_compute_the_same_stages(name):
    session = SESSIONS[name]
    notebook = build_notebook(generate_program(session))
    nbformat.validate(notebook)
    code = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "code")
    namespace = run_script(code)
    assert_stages_equal(namespace["STAGES"], session)
    stage_cells = [cell for cell in notebook.cells if cell.get("id", "").startswith("stage-")]
    assert [cell.id.removeprefix("stage-") for cell in stage_cells] == list(STAGES)
    markdown = [cell.source for cell in notebook.cells if cell.cell_type == "markdown"]
    for block in generate_program(session).blocks:
        about = next(text for text in markdown if text.startswith(f"## `{block.stage}`"))
        assert block.meaning and block.meaning in about and block.formula in about
        if block.stage in ("q", "scores", "weights", "z"):  # worded the same for every session
            assert block.meaning == MEANINGS[block.stage]


@pytest.mark.parametrize("name", list(SESSIONS))
def test_each_shape_comment_is_the_shape_the_line_computes(name):
    """`q = x @ w_q  # (h, n, d_head) = (3, 7, 4)`: q's shape after running is (3, 7, 4)."""
    program = generate_program(SESSIONS[name])
    namespace = run_script(program.script)
    checked = set()
    for line in program.script.splitlines():
        match = SHAPE_COMMENT.match(line)
        if match and match.group(1) in namespace:
            shape = tuple(int(size) for size in match.group(2).replace(" ", "").split(",") if size)
            assert tuple(namespace[match.group(1)].shape) == shape, line
            checked.add(match.group(1))
    assert set(STAGES) - {"x"} <= checked  # x is checked when positions are off


def test_shape_comments_follow_the_session_after_a_resize():
    session = Session.from_text("the mole on his face", n_heads=2)
    resized = session.with_dimensions(d_head=3, d_model=6)
    before, after = generate_program(session).script, generate_program(resized).script
    assert "q = x @ w_q  # (h, n, d_head) = (2, 5, 4)" in before
    assert "q = x @ w_q  # (h, n, d_head) = (2, 5, 3)" in after
    assert re.search(r"concat = .*\(n, h\*d_head\) = \(5, 6\)", after)
    assert re.search(r"output = concat @ w_o +# \(n, d_model\) = \(5, 6\)", after)


def test_the_code_says_what_the_settings_are():
    plain = generate_program(SESSIONS["mole-face"]).script
    assert "scaled = scores / math.sqrt(d_k)" in plain and "masked_fill" not in plain
    assert "scores = q @ k.transpose(-2, -1)" in plain and "weights @ v" in plain
    unscaled = generate_program(SESSIONS["tiny-by-hand"]).script
    assert "math.sqrt" not in unscaled.split("STAGES = {")[0].split("# scaled:")[1]
    causal = generate_program(SESSIONS["causal"]).script
    assert "masked = scaled.masked_fill(~allowed, float('-inf'))" in causal
    assert ".tril()" in causal and "keepdim" not in causal  # causal never hides a whole row
    masked = generate_program(SESSIONS["custom-mask"]).script
    assert "allowed.any(dim=-1, keepdim=True)" in masked
    warmer = generate_program(SESSIONS["temperature"]).script   # τ from the √d_k lab
    assert "tau = 0.7" in warmer and "scaled = scores / tau" in warmer
    assert "math.sqrt(d_k)" not in warmer and "1/τ (τ = 0.7)" in warmer
    multi = generate_program(SESSIONS["multi-head"]).script
    assert "q = x @ w_q + b_q[:, None, :]" in multi and "output = concat @ w_o + b_o" in multi


def test_spans_cover_each_stage_and_map_lines_back():
    program = generate_program(SESSIONS["multi-head"])
    lines = program.script.splitlines()
    assert list(program.spans) == list(STAGES)
    previous_end = 0
    for stage, span in program.spans.items():
        assert span.start >= previous_end and len(span) >= 2
        assert lines[span.start].startswith(f"# {stage}: ")
        assert any(line.startswith(f"{stage} = ") for line in lines[span.start:span.stop])
        assert all(program.stage_at_line(line) == stage for line in span)
        previous_end = span.stop
    assert program.stage_at_line(0) is None
    assert program.stage_at_line(len(lines) - 1) is None


def test_odd_tokens_are_literals_and_never_code():
    session = SESSIONS["odd-tokens"]
    script = generate_program(session).script
    compile(script, "<exported>", "exec")  # one program: no token ended a string or a line
    assert len(script.splitlines()) == len(script.split("\n")) - 1  # no stray line separators
    assert not any("import os" in line for line in script.splitlines()
                   if not line.startswith("# The session: "))
    namespace = run_script(script)
    assert tuple(namespace["tokens"]) == ODD_TOKENS == session.tokens
    assert "os" not in namespace


def test_literals_read_back_exactly():
    rng = np.random.default_rng(0)
    values = [*rng.normal(size=200) * 10.0 ** rng.integers(-300, 300, 200), 5e-324, -0.0,
              0.1 + 0.2, 1e6, math.pi]
    for value in values:
        assert eval(float_literal(value)) == value
        assert math.copysign(1, eval(float_literal(value))) == math.copysign(1, value)
    for text in (*ODD_TOKENS, "\x00", "\ud800", "\\N{SNOWMAN}"):
        assert eval(string_literal(text)) == text


def test_torch_tensor_text_evaluates_to_the_matrix_with_minus_infinity():
    trace = SESSIONS["causal"].run(dtype="float64")
    masked = trace.numpy("masked")
    rebuilt = eval(torch_tensor_text(masked), {"torch": torch})
    assert rebuilt.dtype == torch.float64
    np.testing.assert_array_equal(rebuilt.numpy(), masked)
    assert np.isneginf(rebuilt.numpy()[0, 1])
    row = eval(torch_tensor_text(masked[2]), {"torch": torch})
    np.testing.assert_array_equal(row.numpy(), masked[2])
    with pytest.raises(ValueError, match="matrix or a vector"):
        torch_tensor_text(np.zeros((2, 2, 2)))


def test_stage_headers_are_the_apps_formulas_for_the_session():
    for name in ("mole-face", "tiny-by-hand", "causal", "multi-head"):
        session = SESSIONS[name]
        script = generate_program(session).script
        settings = StageSettings.of(session)
        for stage in ("x", "q", "scores", "scaled", "masked", "weights", "z"):
            assert f"# {stage}: {stage_text.formula(stage, settings)}\n" in script
    assert "√d_k" not in generate_program(SESSIONS["tiny-by-hand"]).script  # scaling off
    assert "+ positions" in generate_program(SESSIONS["multi-head"]).script


def test_file_stems_are_safe():
    assert file_stem("The mole on his face") == "the-mole-on-his-face"
    assert file_stem("../../etc/passwd") == "etc-passwd"
    assert file_stem("😀") == "attention"
    # a long sentence keeps whole words (it ended "...-old-farmer-sl")
    long = "the little mole dug under the garden while the old farmer slept soundly"
    stem = file_stem(long)
    assert len(stem) <= 60 and long.replace(" ", "-").startswith(stem)
    assert long.split()[len(stem.split("-")) - 1] == stem.split("-")[-1]    # a whole word
    assert file_stem("x" * 80) == "x" * 60
    assert file_stem("mole-face") == "mole-face"


def test_the_script_runs_in_float32_by_changing_one_line():
    session = SESSIONS["multi-head"]
    script = generate_program(session).script
    assert script.count("DTYPE = torch.float64") == 1
    stages = run_script(script.replace("DTYPE = torch.float64", "DTYPE = torch.float32"))["STAGES"]
    trace = session.run(dtype="float32")
    for stage in STAGES:
        assert stages[stage].dtype == torch.float32
        np.testing.assert_allclose(stages[stage].numpy(), trace.numpy(stage, native=True),
                                   rtol=1e-5, atol=1e-5, err_msg=stage)


def test_the_script_needs_no_qkv_lab_import():
    script = generate_program(SESSIONS["multi-head"]).script
    imports = {line.split()[1] for line in script.splitlines()
               if line.startswith(("import ", "from "))}
    assert imports == {"argparse", "math", "numpy", "torch"}


@pytest.mark.parametrize("name", ["three-heads", "causal"])
def test_the_script_prints_fixed_decimals_as_the_window_does(name, capsys, monkeypatch):
    """Every printed number has two decimals (no 9.9997e-01 beside 4.9459e-05), and the
    printed weights are the trace's, rounded; the .npz keeps every digit."""
    session = SESSIONS[name]
    namespace = run_script(generate_program(session).script)
    monkeypatch.setattr("sys.argv", ["exported.py"])
    namespace["main"]()
    printed = capsys.readouterr().out
    blocks = re.split(r"^(\w+): shape \([\d, ]*\)$", printed, flags=re.MULTILINE)[1:]
    numbers = {stage: re.findall(r"-?(?:\d+\.\d*|inf|nan)", text)
               for stage, text in zip(blocks[::2], blocks[1::2], strict=True)}
    assert list(numbers) == list(STAGES)
    for stage, values in numbers.items():
        assert values and all(re.fullmatch(r"-?\d+\.\d\d|-?inf", v) for v in values), stage
    assert "e-" not in printed and "e+" not in printed
    trace = session.run(dtype="float64")
    weights = np.array([float(v) for v in numbers["weights"]])
    np.testing.assert_allclose(weights, trace.numpy("weights").ravel(), atol=0.005 + 1e-12)
