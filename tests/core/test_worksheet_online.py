"""The worksheet's online-softmax exercise: asked only when named; its key's m and ℓ are what
FlashAttention's pass (core.hardware, one query row, two blocks of keys) keeps, and ℓ is the
row's Σ e^{x − max} from the engine's scaled scores; the default worksheet is unchanged."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from core.files.examples import load_example
from core.hardware.block_sizes import BlockSizes
from core.hardware.flash_pass import flash_pass
from core.worksheets.exercises import resolve_exercises
from core.worksheets.sheet import build_worksheet


def test_only_when_asked_and_never_on_the_softmax_row():
    session = load_example("mole-face")
    assert "online" not in resolve_exercises(None, session)
    sheet = build_worksheet(session, variants=3, exercises="softmax,online")
    for variant in sheet.variants:
        assert [e.name for e in variant.student] == ["softmax", "online"]
        first = variant.student[0].blocks[0].text
        second = variant.student[1].blocks[0].text
        assert re.search(r"row (\d)", first).group(1) != re.search(r"row (\d)", second).group(1)


@pytest.mark.parametrize("name", ["mole-face", "tiny-by-hand", "causal-next-word"])
def test_the_keys_m_and_l_are_the_tiled_passs(name):
    session = load_example(name)
    sheet = build_worksheet(session, variants=2, exercises="online", decimals=4)
    for variant in sheet.variants:
        trace = variant.session.run()
        row = int(re.search(r"\(row (\d+)\)", variant.student[0].blocks[0].text).group(1)) - 1
        answer = next(b.text for b in variant.key[0].blocks if b.style == "answer")
        m, ell = (float(x) for x in re.findall(r"= (-?[\d.]+)", answer.replace("−", "-"))[-2:])
        n = trace.n_tokens
        flash = flash_pass(trace, 0, BlockSizes(1, math.ceil(n / 2)))
        tiled_m, tiled_l = flash.running(row, flash.column_blocks - 1)
        assert m == pytest.approx(float(tiled_m[0]), abs=1e-4)
        assert ell == pytest.approx(float(tiled_l[0]), abs=1e-4)
        scaled = trace.head("scaled", 0)[row]                           # (n,) float64
        assert ell == pytest.approx(np.exp(scaled - scaled.max()).sum(), abs=1e-4)
        working = " ".join(block.text for block in variant.key[0].blocks)
        assert "rescale" in working
