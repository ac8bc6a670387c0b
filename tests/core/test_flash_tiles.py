"""FlashAttention's Algorithm 1 (core.hardware) against independent computations: the lesson's
own z from the engine, an online softmax written here one key at a time in float64, the row
sums of e^(x − max) of the engine's masked scores, and the paper's IO formulas with a count of
every load and store made here by walking the loops."""

from __future__ import annotations

import math
import re

import numpy as np
import pytest

from core.files.examples import list_examples, load_example
from core.hardware.block_sizes import BlockSizeError, BlockSizes, from_on_chip
from core.hardware.flash_pass import flash_attention, flash_pass
from core.hardware.flash_step import step_detail
from core.hardware.memory_traffic import memory_traffic
from core.hardware.step_text import row_lines

LESSONS = [info.name for info in list_examples()]


@pytest.fixture(scope="module")
def traces():
    """(lesson, causal) -> the engine's trace (float32, as the window runs it)."""
    return {(name, causal): load_example(name).with_settings(causal=causal).run()
            for name in LESSONS for causal in (False, True)}


def online_softmax(row: np.ndarray, stop: int) -> tuple[float, float]:
    """m and ℓ of one row of masked scores over keys 0..stop−1, one key at a time (float64):
    m ← max(m, x); ℓ ← ℓ·e^(m_old − m) + e^(x − m). −∞ keys are skipped."""
    m, total = -math.inf, 0.0
    for x in map(float, row[:stop]):
        if x == -math.inf:
            continue
        new = max(m, x)
        total = (total * math.exp(m - new) if total else 0.0) + math.exp(x - new)
        m = new
    return m, total


def sizes_for(n: int) -> list[tuple[int, int]]:
    return [(1, 1), (2, 2), (3, 3), (n, n), (1, 3), (3, 2)]


@pytest.mark.parametrize("name", LESSONS)
@pytest.mark.parametrize("causal", (False, True))
def test_the_tiled_output_is_the_lessons_z_for_every_block_size(traces, name, causal):
    trace = traces[(name, causal)]
    for block_q, block_k in sizes_for(trace.n_tokens):
        for head in range(trace.n_heads):
            flash = flash_pass(trace, head, BlockSizes(block_q, block_k))
            z = trace.head("z", head)                                  # (n, d_v) float64
            assert np.abs(flash.output - z).max() <= 1e-6, (name, causal, block_q, block_k, head)


@pytest.mark.parametrize("name", LESSONS)
def test_running_m_and_l_are_an_online_softmax_of_the_masked_scores(traces, name):
    trace = traces[(name, True)] if name != "why-sqrt-dk" else traces[(name, False)]
    masked = trace.head("masked", 0)                                   # (n, n) float64
    for blocks in (BlockSizes(2, 2), BlockSizes(1, 3), BlockSizes(3, 1)):
        flash = flash_pass(trace, 0, blocks)
        for i, j in flash.steps:
            m, ell = flash.running(i, j)
            stop = min((j + 1) * blocks.block_k, trace.n_tokens)
            for offset, row in enumerate(blocks.rows(i, trace.n_tokens)):
                want_m, want_l = online_softmax(masked[row], stop)
                assert (m[offset] == -np.inf) if want_m == -math.inf else \
                    m[offset] == pytest.approx(want_m, rel=1e-5, abs=1e-6)
                assert ell[offset] == pytest.approx(want_l, rel=1e-5, abs=1e-6)
        visible = np.where(np.isneginf(masked), -np.inf, masked)
        row_max = visible.max(axis=1, keepdims=True)                    # (n, 1)
        np.testing.assert_allclose(flash.sum_history[-1], np.exp(visible - row_max).sum(axis=1),
                                   rtol=1e-5)
        np.testing.assert_allclose(flash.max_history[-1], row_max[:, 0], rtol=1e-6, atol=1e-6)


def test_causal_blocks_above_the_diagonal_are_skipped_and_counted(traces):
    trace = traces[("why-sqrt-dk", True)]
    n = trace.n_tokens
    for size in (1, 2, 3, 4):
        flash = flash_pass(trace, 0, BlockSizes(size, size))
        blocks = -(-n // size)
        above = [(i, j) for i in range(blocks) for j in range(blocks)
                 if j * size > min((i + 1) * size, n) - 1]               # first key > last query
        assert flash.skipped_blocks == len(above)
        assert not set(above) & set(flash.steps)
        assert [j for _, j in flash.steps] == sorted(j for _, j in flash.steps)   # j outer
        diagonal = [step_detail(flash, k) for k, (i, j) in enumerate(flash.steps) if i == j]
        assert all(detail.diagonal for detail in diagonal if len(detail.rows) > 1)


def test_a_step_replayed_holds_the_passs_numbers(traces):
    trace = traces[("mole-face", True)]
    flash = flash_pass(trace, 0, BlockSizes(2, 2))
    for index, (i, j) in enumerate(flash.steps):
        detail = step_detail(flash, index)
        m, ell = flash.running(i, j)
        np.testing.assert_allclose(detail.update.max_after, m, rtol=1e-6)
        np.testing.assert_allclose(detail.update.sum_after, ell, rtol=1e-6)
        rows = slice(detail.rows.start, detail.rows.stop)
        cols = slice(detail.columns.start, detail.columns.stop)
        np.testing.assert_allclose(detail.update.scores, trace.head("masked", 0)[rows, cols],
                                   rtol=1e-6, atol=1e-6)
    last = step_detail(flash, len(flash.steps) - 1)
    np.testing.assert_allclose(last.update.output_after, flash.output[last.rows.start:],
                               rtol=1e-6, atol=1e-7)


def spoken(text: str) -> float:
    """A number as core.number_text writes it (typographic minus, parentheses) as a float."""
    return float(text.strip("()").replace("−", "-"))


def said_term(term: str) -> float:
    """e^(a−b)·c or c, as a step's ℓ line writes it, evaluated."""
    found = re.fullmatch(r"e\^\((\S+?)−(\(?−?[\d.e+]+\)?)\)·(\S+)", term)
    if found is None:
        return spoken(term)
    upper, lower, times = (spoken(part) for part in found.groups())
    return math.exp(upper - lower) * times


def test_the_l_line_says_a_sum_that_adds_up(traces):
    flash = flash_pass(traces[("why-sqrt-dk", False)], 0, BlockSizes(3, 3))
    detail = step_detail(flash, 5)                     # j = 2 (second column block), i = 2
    assert (detail.i, detail.j) == (1, 1)
    for row in range(len(detail.rows)):
        line = next(x for x in row_lines(detail, row) if x.startswith("ℓ") and " + " in x)
        _, expression, result = line.split(" = ")
        total = sum(said_term(term) for term in expression.split(" + "))
        assert total == pytest.approx(spoken(result), rel=5e-3), line
        assert spoken(result) == pytest.approx(float(detail.update.sum_after[row]), rel=5e-3)


def walked_io(n: int, d: int, blocks: BlockSizes) -> tuple[int, int]:
    """Reads and writes of Algorithm 1 counted load by load (lines 6, 8 and 12)."""
    reads = writes = 0
    for j in range(blocks.column_blocks(n)):
        keys = len(blocks.columns(j, n))
        reads += 2 * keys * d                                           # K_j, V_j
        for i in range(blocks.row_blocks(n)):
            rows = len(blocks.rows(i, n))
            reads += 2 * rows * d + 2 * rows                            # Q_i, O_i, ℓ_i, m_i
            writes += rows * d + 2 * rows                               # O_i, ℓ_i, m_i
    return reads, writes


@pytest.mark.parametrize(("n", "d", "block_q", "block_k"),
                         [(5, 2, 2, 2), (9, 4, 3, 2), (64, 8, 7, 16), (2048, 64, 64, 192)])
def test_io_counts_are_the_papers_formulas(n, d, block_q, block_k):
    traffic = memory_traffic(n, d, block_k)
    t_c = math.ceil(n / block_k)
    assert (traffic.standard.reads, traffic.standard.writes) == (3 * n * d + 2 * n * n,
                                                                 2 * n * n + n * d)
    assert (traffic.tiled.reads, traffic.tiled.writes) == (2 * n * d + t_c * (2 * n * d + 2 * n),
                                                           t_c * (n * d + 2 * n))
    assert (traffic.tiled.reads, traffic.tiled.writes) == walked_io(n, d, BlockSizes(block_q,
                                                                                     block_k))
    assert traffic.standard.as_bytes(4).reads == 4 * traffic.standard.reads


def test_block_sizes_from_on_chip_memory_are_the_papers():
    assert from_on_chip(49152, 64) == BlockSizes(block_q=64, block_k=192)
    assert from_on_chip(100, 8) == BlockSizes(block_q=4, block_k=4)     # ⌈100/32⌉ = 4
    with pytest.raises(BlockSizeError):
        from_on_chip(0, 8)


def test_a_long_head_runs_in_a_second():
    import time

    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((2048, 64)).astype(np.float32) for _ in range(3))
    start = time.perf_counter()
    flash = flash_attention(q, k, v, divisor=8.0, allowed=None, blocks=from_on_chip(49152, 64))
    assert time.perf_counter() - start <= 1.0
    scores = (q.astype(np.float64) @ k.T.astype(np.float64)) / 8.0
    weights = np.exp(scores - scores.max(axis=1, keepdims=True))
    want = weights / weights.sum(axis=1, keepdims=True) @ v
    assert np.abs(flash.output - want).max() <= 1e-5
