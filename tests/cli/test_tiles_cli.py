"""`python main.py tiles`: the pinned JSON line (keys, steps in Algorithm 1's order, output
equal to the engine's z, m and ℓ equal to the masked scores' softmax sums, io by the paper's
formulas) and one-line refusals with exit 2."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from core.files.examples import load_example
from tests.cli.in_process import run_main

KEYS = {"n", "d", "block_q", "block_k", "steps", "output", "z", "max_difference",
        "skipped_blocks", "io"}


def tiles(*args: str) -> dict:
    result = run_main("tiles", *args, "--json")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.splitlines()[-1])


def test_the_json_line_holds_the_pinned_keys_and_the_engines_numbers():
    report = tiles("--example", "three-heads", "--head", "2", "--block-q", "2", "--block-k", "3",
                   "--causal")
    assert set(report) == KEYS
    trace = load_example("three-heads").with_settings(causal=True).run()
    n, d = trace.n_tokens, trace.d_head
    assert (report["n"], report["d"], report["block_q"], report["block_k"]) == (n, d, 2, 3)
    z = trace.head("z", 1)                                             # head 2, 0-based 1
    np.testing.assert_allclose(report["z"], z, atol=1e-7)
    assert np.abs(np.array(report["output"]) - z).max() <= 1e-6
    assert report["max_difference"] <= 1e-6
    order = [(step["j"], step["i"]) for step in report["steps"]]
    assert order == sorted(order)                                      # j outer, i inner
    above = sum(1 for i in range(math.ceil(n / 2)) for j in range(math.ceil(n / 3))
                if 3 * j > min(2 * i + 1, n - 1))
    assert report["skipped_blocks"] == above
    masked = trace.head("masked", 1)                                   # (n, n)
    for step in report["steps"]:
        seen = masked[2 * step["i"]:2 * step["i"] + 2, :3 * step["j"] + 3]
        for row, m, ell in zip(seen, step["m"], step["l"], strict=True):
            visible = row[np.isfinite(row)]
            if visible.size == 0:
                assert m is None and ell == 0
                continue
            assert m == pytest.approx(visible.max(), rel=1e-5, abs=1e-6)
            assert ell == pytest.approx(np.exp(visible - visible.max()).sum(), rel=1e-5)
    t_c = math.ceil(n / 3)
    assert report["io"] == {
        "standard": {"reads": 3 * n * d + 2 * n * n, "writes": 2 * n * n + n * d},
        "tiled": {"reads": 2 * n * d + t_c * (2 * n * d + 2 * n), "writes": t_c * (n * d + 2 * n)}}


def test_sram_gives_the_papers_block_sizes():
    report = tiles("--text", "the cat sat on the mat", "--sram", "40")    # d = 4: ⌈40/16⌉ = 3
    assert (report["block_q"], report["block_k"]) == (3, 3)
    assert len(report["steps"]) == 4 and report["max_difference"] <= 1e-6


@pytest.mark.parametrize(("args", "named"), [
    (("--example", "mole-face", "--block-q", "0"), "--block-q"),
    (("--example", "mole-face", "--block-k", "two"), "--block-k"),
    (("--example", "mole-face", "--sram", "-3"), "--sram"),
    (("--example", "mole-face", "--sram", "64", "--block-q", "2"), "--sram"),
    (("--example", "three-heads", "--head", "4"), "--head"),
    (("--example", "mole-face", "--head", "0"), "--head"),
    (("--example", "no-such-lesson",), "--example"),
    (("/no/such/session.json",), "SESSION"),
    ((), "SESSION"),
])
def test_a_bad_option_is_refused_in_one_line_with_exit_2(args, named):
    result = run_main("tiles", *args, "--json")
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and named in lines[0], lines


def test_a_row_with_no_visible_key_yet_has_m_null_and_a_blocked_row_gives_zeros(tmp_path):
    from core.files.session_io import save_session

    session = load_example("mole-face")
    n = session.n_tokens
    mask = np.ones((n, n), dtype=bool)
    mask[2, :2] = False                     # row 3 sees no key of the first block of 2
    mask[4, :] = False                      # row 5 sees no key at all
    path = save_session(session.with_settings(mask=mask), tmp_path / "masked.json")
    report = tiles(str(path), "--block-q", "2", "--block-k", "2")
    first = {step["i"]: step for step in report["steps"] if step["j"] == 0}
    assert first[1]["m"][0] is None and first[1]["l"][0] == 0.0    # rows 3–4: row 3 sees none
    assert first[1]["m"][1] is not None
    later = [step for step in report["steps"] if step["i"] == 1 and step["j"] == 1]
    assert later and later[0]["m"][0] is not None
    assert all(step["i"] != 2 for step in report["steps"])       # every tile of row 5 skipped
    assert report["output"][4] == [0.0, 0.0] == report["z"][4]
    assert report["max_difference"] <= 1e-6
