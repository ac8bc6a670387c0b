"""The attention-sinks lesson says what its numbers do: checked with numpy from its own file."""

from __future__ import annotations

import json

import numpy as np

from core.files.examples import EXAMPLES_FOLDER, LESSON_ORDER, load_example


def _weights(document: dict, b_q: np.ndarray) -> np.ndarray:
    x = np.array(document["embeddings"])
    q = x @ np.array(document["W_Q"][0]) + b_q
    k = x @ np.array(document["W_K"][0])
    scores = q @ k.T / np.sqrt(q.shape[1])
    n = len(x)
    scores[np.triu(np.ones((n, n), bool), 1)] = -np.inf                  # causal
    weights = np.exp(scores - scores.max(1, keepdims=True))
    return weights / weights.sum(1, keepdims=True)


def test_the_first_token_takes_the_weight_and_gives_nothing_back():
    document = json.loads((EXAMPLES_FOLDER / "attention-sinks.json").read_text("utf-8"))
    session = load_example("attention-sinks")
    assert "attention-sinks" in LESSON_ORDER and session.causal
    weights = _weights(document, np.array(document["b_Q"][0]))
    np.testing.assert_allclose(session.run().numpy("weights"), weights, atol=1e-6)
    tokens = list(document["tokens"])
    sat, cat = tokens.index("sat"), tokens.index("cat")
    others = [i for i in range(3, len(tokens)) if i != sat]
    assert all(weights[i, 0] > 0.5 for i in others)                      # the sink
    assert weights[sat].argmax() == cat                                  # a head with a job
    assert np.allclose(np.array(document["W_V"][0])[0], 0)                # the sink's value is 0
    assert np.allclose(session.run().numpy("z")[:, 0], 0)
    flat = _weights(document, np.zeros(4))                                # b^Q edited to 0
    assert all(np.allclose(flat[i, :i + 1], 1 / (i + 1)) for i in others)
    assert "Edit b^Q to 0 and the sink is gone" in document["description"]
