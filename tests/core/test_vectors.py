"""core.vectors against an SVD computed here (numpy), and the awkward inputs."""

from __future__ import annotations

import json

import numpy as np
import pytest

from core.files.examples import load_example
from core.session.value import Session
from core.vectors import (
    best_plane,
    head_vectors,
    move_vectors,
    score_equation,
    second_sentence_from_lesson,
    vectors_document,
    word_in_two,
    write_vectors_json,
)

TEXT = "the old mole dug a long tunnel under the quiet green garden"


def _reference(stack: np.ndarray):
    """Top-two right singular vectors (signs free), coordinates and captured share."""
    _, sigma, vt = np.linalg.svd(stack, full_matrices=False)
    return vt[:2], stack @ vt[:2].T, float((sigma[:2] ** 2).sum() / (sigma ** 2).sum())


def _aligned(basis: np.ndarray, reference: np.ndarray) -> np.ndarray:
    """The reference's rows with the signs of ``basis``'s (each row ±)."""
    signs = np.sign(np.sum(basis * reference, axis=1))
    assert np.all(signs != 0)
    return reference * signs[:, None], signs


@pytest.mark.parametrize("n_heads", [1, 2])
def test_planes_equal_an_svd_of_stacked_q_and_k(n_heads):
    session = Session.from_text(TEXT, d_model=8, d_head=5, n_heads=n_heads)
    trace = session.run()
    for head in range(n_heads):
        q = session.embeddings @ session.w_q[head]                  # (n, d_head), by hand
        k = session.embeddings @ session.w_k[head]
        np.testing.assert_allclose(trace.head("q", head), q, atol=1e-5)
        vectors = head_vectors(trace, head)
        basis, coords, captured = _reference(np.vstack([q, k]))
        reference_basis, signs = _aligned(vectors.plane.basis, basis)
        np.testing.assert_allclose(vectors.plane.basis, reference_basis, atol=1e-5)
        np.testing.assert_allclose(np.vstack([vectors.q, vectors.k]), coords * signs, atol=1e-5)
        np.testing.assert_allclose(vectors.plane.basis @ vectors.plane.basis.T, np.eye(2),
                                   atol=1e-12)
        assert vectors.plane.captured == pytest.approx(captured, abs=1e-6)
        assert not vectors.exact and 0 < vectors.plane.captured < 1
        plane_scores = (q @ basis.T) @ (k @ basis.T).T
        assert vectors.max_error == pytest.approx(np.abs(plane_scores - q @ k.T).max(),
                                                  abs=1e-4)
        r = np.corrcoef(plane_scores.ravel(), (q @ k.T).ravel())[0, 1]
        assert vectors.correlation == pytest.approx(r, abs=1e-5)


def test_d_head_2_is_exact_and_its_dot_products_are_the_scores():
    trace = Session.from_text(TEXT, d_model=6, d_head=2).run()
    vectors = head_vectors(trace)
    assert vectors.exact and vectors.plane.captured == 1.0
    np.testing.assert_array_equal(vectors.plane.basis, np.eye(2))
    np.testing.assert_array_equal(vectors.q, trace.numpy("q"))
    np.testing.assert_allclose(vectors.plane_scores, trace.numpy("scores"), atol=1e-5)
    assert vectors.max_error < 1e-5 and vectors.correlation == pytest.approx(1.0)


def test_score_equation_numbers_are_the_traces_score():
    session = Session.from_text(TEXT, d_head=4)
    trace = session.run()
    vectors = head_vectors(trace)
    equation = score_equation(vectors, 2, 11, session.tokens)
    q, k = trace.numpy("q")[2], trace.numpy("k")[11]
    score = trace.numpy("scores")[2, 11]
    assert equation.score == score
    assert equation.full.q_norm == pytest.approx(np.linalg.norm(q))
    assert equation.full.cos == pytest.approx(q @ k / np.linalg.norm(q) / np.linalg.norm(k),
                                              rel=1e-5)
    first = equation.lines[0]
    assert float(first.split("= ")[-1].split()[0]) == pytest.approx(score, rel=1e-3)
    assert "q_3 (mole) · k_12 (garden)" in first and "true, in 4 numbers" in first
    drawn = equation.lines[1]
    assert float(drawn.split("= ")[-1].split()[0]) == pytest.approx(
        vectors.plane_scores[2, 11], rel=1e-3, abs=1e-4)
    assert "70%" in drawn or f"{vectors.plane.captured:.0%}" in drawn


def test_d_head_1_is_a_line_and_says_so():
    trace = Session.from_text(TEXT, d_head=1).run()
    vectors = head_vectors(trace)
    assert vectors.plane.is_line and vectors.exact
    assert "line" in vectors.plane.description() and any("line" in n for n in vectors.plane.notes)
    np.testing.assert_array_equal(vectors.q[:, 1], 0.0)
    np.testing.assert_array_equal(vectors.q[:, 0], trace.numpy("q")[:, 0])
    assert json.loads(json.dumps(vectors_document(trace)))["heads"][0]["basis"] == [[1.0], [0.0]]


def test_zero_vectors_have_no_angle_and_nothing_is_divided_by_zero():
    session = Session.from_text(TEXT, d_head=4)
    session = session.with_matrix("W_Q", 0, np.zeros_like(session.w_q[0]))
    session = session.with_matrix("W_K", 0, np.zeros_like(session.w_k[0]))
    with np.errstate(all="raise"):
        vectors = head_vectors(session.run())
        equation = score_equation(vectors, 0, 1)
    assert vectors.plane.captured == 1.0 and any("zero" in n for n in vectors.plane.notes)
    assert equation.full.cos is None and "zero vector" in equation.text
    assert vectors.correlation is None


def test_all_equal_huge_and_infinite_vectors():
    with np.errstate(all="raise"):
        same = best_plane(np.tile([[1.0, 2.0, 3.0, 4.0]], (5, 1)))
        assert same.captured == pytest.approx(1.0)
        assert any("one line" in n for n in same.notes)
        rows = np.random.default_rng(0).normal(size=(6, 4))
        small, huge = best_plane(rows), best_plane(rows * 1e200)   # squares overflow float64
        assert huge.captured == pytest.approx(small.captured)
        np.testing.assert_allclose(huge.basis, small.basis, atol=1e-12)
    rows[2, 1] = np.inf
    plane = best_plane(rows)
    assert any("inf/NaN" in n for n in plane.notes)
    assert np.isfinite(plane.basis).all()
    with pytest.raises(ValueError, match="matrix"):
        best_plane(np.zeros(3))


def test_x_and_output_share_a_plane_when_they_share_a_space():
    session = Session.from_text(TEXT, d_model=6, d_head=3, n_heads=2)      # W^O: d_model out
    trace = session.run()
    moves = move_vectors(trace)
    stack = np.vstack([trace.numpy("x"), trace.numpy("output")])
    basis, coords, captured = _reference(stack)
    _, signs = _aligned(moves.plane.basis, basis)
    np.testing.assert_allclose(np.vstack([moves.x, moves.output]), coords * signs, atol=1e-5)
    assert moves.plane.captured == pytest.approx(captured, abs=1e-6)
    lesson = move_vectors(load_example("mole-face").run())    # one head, no W^O: z (2 numbers)
    assert lesson.x is None and "different spaces" in lesson.notes[0]


def test_mole_lands_in_two_places_each_where_its_own_output_says():
    face = load_example("mole-face")
    chemistry = second_sentence_from_lesson("mole-chemistry")
    trace = face.run()
    placed = word_in_two(trace, face.tokens, chemistry.trace, chemistry.tokens, "mole")
    assert placed.plane.exact
    np.testing.assert_array_equal(placed.point_a(), trace.numpy("output")[1])
    np.testing.assert_array_equal(placed.point_b(), chemistry.trace.numpy("output")[1])
    assert placed.point_a()[0] > 0.5 > placed.point_a()[1]        # body
    assert placed.point_b()[1] > 0.5 > placed.point_b()[0]        # chemistry
    missing = word_in_two(trace, face.tokens, chemistry.trace, chemistry.tokens, "face")
    assert missing.index_b is None and "not in the second sentence" in missing.notes[0]


def test_vectors_json_is_written_atomically_and_matches(tmp_path):
    session = Session.from_text(TEXT, d_head=4, n_heads=2)
    trace = session.run()
    path = write_vectors_json(trace, tmp_path, session.tokens)
    document = json.loads(path.read_text())
    assert [h["head"] for h in document["heads"]] == [0, 1]
    for entry in document["heads"]:
        vectors = head_vectors(trace, entry["head"])
        assert entry["exact"] is False and entry["captured"] == vectors.plane.captured
        assert np.array(entry["basis"]).shape == (2, 4)
        np.testing.assert_array_equal(entry["q"], vectors.q)
        np.testing.assert_array_equal(entry["k"], vectors.k)
    assert [p.name for p in tmp_path.iterdir()] == ["vectors.json"]
    with pytest.raises(OSError, match="does not exist"):
        write_vectors_json(trace, tmp_path / "missing")


@pytest.mark.parametrize("case", ["random", "offset", "constant", "rank_one"])
def test_the_plane_match_from_sums_equals_numpys_cell_by_cell(case):
    """score_match with the plane's factors (sums from 2 × 2 matrices) against np.corrcoef and
    the largest |difference| over the cells, including the near-constant cases it hands back
    to the cell-by-cell reading."""
    from core.vectors.heads import score_match

    rng = np.random.default_rng(7)
    q, k = rng.normal(size=(40, 2)), rng.normal(size=(40, 2))
    if case == "offset":
        q, k = q * 1e-3 + [5.0, 0.0], k * 1e-3 + [3.0, 0.0]   # a large mean, a small spread
    if case == "constant":
        q, k = np.tile([[1.0, 2.0]], (40, 1)), np.tile([[0.5, 0.25]], (40, 1))
    if case == "rank_one":
        k = np.column_stack([k[:, 0], np.zeros(40)])
        q = np.column_stack([np.ones(40), np.zeros(40)])       # every row of q' k'ᵀ the same
    plane_scores = q @ k.T                                      # (40, 40)
    scores = plane_scores + rng.normal(scale=0.1, size=plane_scores.shape)
    max_error, r = score_match(plane_scores, scores, (q, k))
    assert max_error == pytest.approx(np.max(np.abs(plane_scores - scores)), rel=1e-12)
    cellwise = score_match(plane_scores, scores)
    assert cellwise[0] == max_error and (r is None) == (cellwise[1] is None)
    if r is not None:
        assert r == pytest.approx(cellwise[1], rel=1e-9)
    if case == "constant":
        assert r is None
    else:
        assert r == pytest.approx(np.corrcoef(plane_scores.ravel(), scores.ravel())[0, 1],
                                  abs=1e-9)


def test_a_tall_stack_through_the_gram_matrix_equals_numpys_svd_and_a_line_stays_a_line():
    """1,024 × 64 (n = 512, d_head = 64) goes through the eigenvectors of Mᵀ M: basis,
    coordinates and captured equal numpy's SVD; a tall stack on one line (σ₂ ≈ 0, where
    squaring loses σ₂'s accuracy) is decided by the SVD and says it is a line."""
    rng = np.random.default_rng(3)
    stack = rng.normal(size=(1024, 64)) * np.linspace(3.0, 0.1, 64)   # a clear top two
    plane = best_plane(stack)
    basis, coords, captured = _reference(stack)
    reference_basis, signs = _aligned(plane.basis, basis)
    np.testing.assert_allclose(plane.basis, reference_basis, atol=1e-9)
    np.testing.assert_allclose(plane.project(stack), coords * signs, atol=1e-9)
    assert plane.captured == pytest.approx(captured, rel=1e-12)
    line = np.outer(rng.normal(size=1024), rng.normal(size=64))       # rank one
    flat = best_plane(line)
    assert "the vectors all lie on one line through the origin" in flat.notes
    direction = line[0] / np.linalg.norm(line[0])
    assert abs(abs(flat.basis[0] @ direction) - 1.0) < 1e-12
