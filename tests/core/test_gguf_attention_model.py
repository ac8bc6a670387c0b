"""Any GGUF decoder behind the model protocol (core.pretrained.gguf_attention_model), against
the float64 numpy forward of tests/core/tiny_gguf_models.py, sharing nothing with core.

Tiny llama, qwen2 and gemma3 files are written with gguf's writer: the shape is the file's,
the layer input and the sessions give the reference's numbers, generation with its KV cache
takes the reference's argmax at every step with hooks firing in every layer, and the three
head rankings (previous token, first-token sink, induction) are computed here from the
reference's attention weights, as decoder_heads describes them.
"""

from __future__ import annotations

import numpy as np
import pytest

from core.pretrained.errors import PretrainedError
from core.pretrained.model_protocol import AttentionModel
from tests.core.tiny_gguf_models import GEMMA3, LLAMA, QWEN2, read_back, reference, write_tiny

TINIES = {"llama": LLAMA, "qwen2": QWEN2, "gemma3": GEMMA3}
# gemma3: <bos> ab ▁a ▁b ▁ab ▁a ▁b ▁ab ▁a ▁b: "▁a ▁b ▁ab" repeats, so induction is measured on it
REPEATING = "ab a b ab a b ab a b"


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    from core.pretrained.gguf_attention_model import GGUFAttentionModel
    from core.pretrained.gguf_model import load_gguf_model

    folder = tmp_path_factory.mktemp("protocol-gguf")
    out = {}
    for name, spec in TINIES.items():
        path = write_tiny(folder / f"{name}.gguf", spec)
        model = GGUFAttentionModel(load_gguf_model(path, cache_folder=folder / "cache"))
        out[name] = (model, spec, read_back(path))
    return out


def _scores(every: list[np.ndarray], ids: list[int], induction_on: tuple | None = None):
    """{kind: {(layer, head): score}} from the reference's weights, as the rankings define
    them: previous = mean weight row i gives key i − 1; sink = mean weight rows 4… give key 0;
    induction = mean over rows continuing a repeated pair of the weight on the keys after the
    earlier occurrences (on ``induction_on`` = (weights, ids) when given)."""
    def targets(seq):
        found = {}
        for i in range(2, len(seq)):
            keys = [j + 1 for j in range(1, i - 1) if seq[j] == seq[i] and seq[j - 1] == seq[i - 1]]
            if keys:
                found[i] = keys
        return found

    rows_from, on_ids = (every, ids) if induction_on is None else induction_on
    found = targets(on_ids)
    out = {"previous": {}, "sink": {}, "induction": {}}
    for layer, weights in enumerate(every):
        for head in range(weights.shape[0]):
            w = weights[head]
            out["previous"][layer, head] = np.mean([w[i, i - 1] for i in range(1, len(ids))])
            out["sink"][layer, head] = np.mean([w[i, 0] for i in range(3, len(ids))])
            r = rows_from[layer][head]
            out["induction"][layer, head] = np.mean([r[i, keys].sum() for i, keys in
                                                     found.items()])
    return out, len(found)


def _assert_ranking_matches(ranking, expected):
    assert tuple(ranking) == ("previous", "sink", "induction")
    for kind, rows in ranking.items():
        assert sorted((r.layer, r.head) for r in rows) == sorted(expected[kind])
        for row in rows:
            assert row.kind == kind
            assert row.score == pytest.approx(expected[kind][row.layer, row.head], abs=3e-6)
        reference_order = [expected[kind][r.layer, r.head] for r in rows]
        assert all(a >= b - 3e-6 for a, b in zip(reference_order, reference_order[1:],
                                                  strict=False)), kind
        assert reference_order[0] == pytest.approx(max(expected[kind].values()), abs=3e-6)


@pytest.mark.parametrize("name", list(TINIES))
def test_shape_tokens_and_layer_input_are_the_files(tiny, name):
    model, spec, tensors = tiny[name]
    assert isinstance(model, AttentionModel)
    shape = model.shape
    assert (shape.name, shape.kind, shape.n_layers, shape.n_heads, shape.n_kv_heads,
            shape.d_model, shape.d_head, shape.max_tokens, shape.one_head_sessions) == (
        f"tiny {name}", "decoder", spec.n_layers, spec.n_heads, spec.n_kv, spec.d_model,
        spec.d_head, 64, name == "gemma3")     # Gemma's q and k normed per head: one at a time
    tokens = model.tokenize("ab a b")
    expected_ids = {"gemma3": (2, 9, 8, 10), "llama": (6, 7, 10), "qwen2": (6, 7, 10)}[name]
    assert tokens.ids == expected_ids and len(tokens.tokens) == len(expected_ids)
    inputs: list = []
    reference(spec, tensors, list(tokens.ids), inputs)
    for layer in (0, spec.n_layers - 1):
        np.testing.assert_allclose(model.layer_input(tokens.ids, layer).numpy(), inputs[layer],
                                   atol=2e-5, rtol=1e-5)
    with pytest.raises(PretrainedError, match="out of range"):
        model.layer_input(tokens.ids, spec.n_layers)


@pytest.mark.parametrize(("name", "layer", "head"), [
    ("llama", 1, None), ("qwen2", 0, 2), ("gemma3", 2, 3), ("gemma3", 5, 0)])
def test_a_layer_session_runs_to_the_reference_weights(tiny, name, layer, head):
    model, spec, tensors = tiny[name]
    text = "ab a b ab!" if name != "gemma3" else REPEATING
    session = model.layer_session(text, layer, head)
    expected = reference(spec, tensors, list(model.tokenize(text).ids))[0][layer]
    weights = session.run(dtype="float64").numpy("weights")
    np.testing.assert_allclose(weights, expected if head is None else expected[head],
                               atol=2e-5)


@pytest.mark.parametrize("name", list(TINIES))
@pytest.mark.parametrize("use_cache", [True, False])
def test_generation_takes_the_reference_argmax_with_hooks_in_every_layer(tiny, name, use_cache):
    from core.pretrained.decoder_generate import Sampling

    model, spec, tensors = tiny[name]
    ids = list(model.tokenize("ab a").ids)
    seen = []
    stepper = model.start_generation(ids, Sampling(), use_cache=use_cache, keep_pattern=True,
                                     hooks={"weights": lambda t, *, stage: seen.append(
                                         tuple(t.shape))})
    for step_number in range(4):
        every, logits = reference(spec, tensors, ids)
        step = stepper.step()
        assert step.token_id == int(np.argmax(logits[-1])), step_number
        np.testing.assert_allclose(step.logits.numpy(), logits[-1], atol=2e-5, rtol=1e-5)
        for layer in (0, spec.n_layers - 1):
            np.testing.assert_allclose(stepper.head_pattern(layer, spec.n_heads - 1).numpy(),
                                       every[layer][-1], atol=2e-6)
        ids.append(step.token_id)
    assert stepper.ids == ids
    assert len(seen) == 4 * spec.n_layers
    n_prompt = len(ids) - 4
    last_rows = 1 if use_cache else len(ids) - 1
    assert seen[0] == (spec.n_heads, n_prompt, n_prompt)
    assert seen[-1] == (spec.n_heads, last_rows, len(ids) - 1)
    expected_bytes = 2 * spec.n_layers * spec.n_kv * (len(ids) - 1) * spec.d_head * 4
    assert step.cache_bytes == (expected_bytes if use_cache else 0)


def test_gemma3_heads_rank_as_the_reference_weights_say_on_a_repeating_text(tiny):
    model, spec, tensors = tiny["gemma3"]
    ids = list(model.tokenize(REPEATING).ids)
    assert ids == [2, 9, 8, 10, 12, 8, 10, 12, 8, 10]
    every, _ = reference(spec, tensors, ids)
    expected, induction_rows = _scores(every, ids)
    assert induction_rows == 4                        # the text itself scores induction
    rankings = model.rank_heads(REPEATING)
    _assert_ranking_matches(rankings, expected)
    assert "Induction is scored on your text: in 4 rows" in rankings.measured
    # the sliding layers (window 3) hide the first token from row 3 on: no sink there
    sinks = {(r.layer, r.head): r.score for r in model.rank_heads(REPEATING)["sink"]}
    assert all(sinks[layer, head] == 0 for layer in range(5) for head in range(4))
    assert all(sinks[5, head] > 0 for head in range(4))


def test_llama_induction_falls_back_to_a_repeated_random_sequence_from_the_files_vocabulary(
        tiny):
    model, spec, tensors = tiny["llama"]
    text = "ab a b cd de!"
    ids = list(model.tokenize(text).ids)
    every, _ = reference(spec, tensors, ids)
    ranking = model.measure_heads(text)
    assert not ranking.induction_on_text and ranking.random_length == 24
    # the ranking draws 24 distinct ids from the vocabulary's last ones (32 pieces), twice
    from core.pretrained.decoder_heads import repeated_random_ids

    repeated = repeated_random_ids(0, 24, (8, 32))
    assert len(set(repeated[:24])) == 24 and repeated[24:] == repeated[:24]
    assert all(8 <= i < 32 for i in repeated)
    random_every, _ = reference(spec, tensors, repeated)
    expected, rows = _scores(every, ids, (random_every, repeated))
    assert rows == 23                                 # rows 25 … 47 of the second copy
    rankings = model.rank_heads(text)
    _assert_ranking_matches(rankings, expected)
    assert "a repeated random sequence (24 random tokens, twice)" in rankings.measured


def test_rankings_refuse_what_they_cannot_use(tiny):
    model, _, _ = tiny["qwen2"]
    with pytest.raises(PretrainedError, match="ranks heads on one text"):
        model.rank_heads("ab a b cd", other_text="ab", word="ab")
    with pytest.raises(PretrainedError, match="type a longer text"):
        model.rank_heads("ab a")
