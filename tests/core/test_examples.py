"""The built-in lessons load, say what they are, and teach what their descriptions claim."""

from __future__ import annotations

import math

import numpy as np
import pytest

from core.files.examples import (
    EXAMPLES_FOLDER,
    LESSON_ORDER,
    UnknownExampleError,
    list_examples,
    load_example,
)
from core.files.session_io import load_session


def _weights_row(name: str, token: str) -> dict[str, float]:
    session = load_example(name)
    row = session.run(dtype="float64").numpy("weights")[session.tokens.index(token)]
    return dict(zip(session.tokens, row.tolist(), strict=True))


def test_every_lesson_is_listed_first_in_teaching_order_with_title_and_description():
    examples = list_examples()
    assert [e.name for e in examples][:len(LESSON_ORDER)] == list(LESSON_ORDER)
    for example in examples:
        assert example.title and len(example.description) > 80
        assert example.path == EXAMPLES_FOLDER / f"{example.name}.json"
        assert load_session(example.path) == load_example(example.name)
    titles = {e.name: e.title for e in examples}
    assert titles["mole-face"] == "The mole on his face"
    assert titles["mole-chemistry"] == "A mole of carbon dioxide"


def test_mole_attends_to_face_in_the_body_sentence():
    row = _weights_row("mole-face", "mole")
    assert max(row, key=row.get) == "face"
    assert row["face"] == pytest.approx(0.58, abs=0.01)  # the number its description quotes


def test_mole_attends_to_carbon_then_dioxide_in_the_chemistry_sentence():
    row = _weights_row("mole-chemistry", "mole")
    ranked = sorted(row, key=row.get, reverse=True)
    assert ranked[:2] == ["carbon", "dioxide"]


def test_mole_has_the_same_numbers_in_both_sentences_only_context_differs():
    face, chemistry = load_example("mole-face"), load_example("mole-chemistry")
    np.testing.assert_array_equal(face.embeddings[1], chemistry.embeddings[1])
    for name in ("W_Q", "W_K", "W_V"):
        np.testing.assert_array_equal(face.matrix(name), chemistry.matrix(name))
    z_face = face.run(dtype="float64").numpy("z")[1]          # (d_head,) = (body, chemistry)
    z_chem = chemistry.run(dtype="float64").numpy("z")[1]
    assert z_face[0] > z_face[1] and z_chem[1] > z_chem[0]
    assert 4 <= face.d_model <= 6 and 2 <= face.d_head <= 4
    for array in (face.embeddings, face.w_q, face.w_k, face.w_v, chemistry.embeddings):
        np.testing.assert_array_equal(np.round(array, 2), array)  # 1-2 decimals


def test_causal_lesson_masks_the_future_and_looks_back_at_cat():
    session = load_example("causal-next-word")
    assert session.causal
    trace = session.run(dtype="float64")
    weights, masked = trace.numpy("weights"), trace.numpy("masked")
    upper = np.triu(np.ones_like(weights, dtype=bool), k=1)
    assert np.all(weights[upper] == 0) and np.all(np.isneginf(masked[upper]))
    assert weights[0, 0] == 1.0
    for query in (2, 3, 4):  # sat, on, the: 'cat' gets the most weight
        assert int(np.argmax(weights[query])) == session.tokens.index("cat")
    unmasked = session.with_settings(causal=False).run(dtype="float64").numpy("weights")
    assert unmasked[0, session.tokens.index("mat")] > 0.3  # the future it may not see


def test_tiny_lesson_matches_the_numbers_in_its_description():
    session = load_example("tiny-by-hand")
    assert session.n_tokens == 3 and session.d_head == 2 and not session.scaled
    trace = session.run(dtype="float64")
    np.testing.assert_array_equal(trace.numpy("scores"), [[0, 1, 1], [1, 0, 1], [1, 1, 2]])
    e = math.e
    np.testing.assert_allclose(trace.numpy("weights")[0], [1 / (1 + 2 * e), e / (1 + 2 * e),
                                                            e / (1 + 2 * e)])
    for quoted in ("0.155", "0.422", "0.212", "0.576", "0.578", "0.845"):
        assert quoted in session.description
    np.testing.assert_allclose(trace.numpy("z")[0], [0.578, 0.845], atol=5e-4)


def test_unknown_example_names_the_ones_there_are():
    with pytest.raises(UnknownExampleError, match="mole-face") as caught:
        load_example("no-such-lesson")
    assert isinstance(caught.value, KeyError)
    with pytest.raises(KeyError):
        load_example("../core/examples")
