"""MiniLM and SmolLM2 behind one model protocol (core.pretrained.model_protocol), unchanged
(any GGUF decoder's adapter: tests/core/test_gguf_attention_model.py).

Each adapter's answers equal what the family's own functions gave before the protocol
existed, and the sessions it builds run through the engine to the model's own attention
weights; the shapes are the models' published numbers (STACK.md).
"""

from __future__ import annotations

import inspect

import numpy as np
import pytest
import torch

from core.pretrained.errors import PretrainedError
from core.pretrained.gguf_attention_model import GGUFAttentionModel
from core.pretrained.minilm import MiniLM
from core.pretrained.model_protocol import AttentionModel
from core.pretrained.smollm2 import SmolLM2
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder

FACE, CHEMISTRY = "the mole on his face", "a mole of carbon dioxide"
PROMPT = "The capital of France is"


@pytest.fixture(scope="module")
def minilm():
    return MiniLM.load()


@pytest.fixture(scope="module")
def smollm2():
    with one_torch_thread():
        yield SmolLM2(shipped_decoder())


PROTOCOL_METHODS = ("load", "tokenize", "layer_input", "layer_session", "start_generation",
                    "rank_heads")


@pytest.mark.parametrize("family", [MiniLM, SmolLM2, GGUFAttentionModel])
def test_each_family_has_the_protocols_methods_with_its_signatures(family):
    for name in PROTOCOL_METHODS:
        expected = inspect.signature(getattr(AttentionModel, name))
        got = inspect.signature(getattr(family, name))
        assert list(got.parameters) == list(expected.parameters), name
        assert [p.default for p in got.parameters.values()] == \
            [p.default for p in expected.parameters.values()], name
    assert isinstance(family.ranking_kinds, tuple) and family.ranking_kinds


def test_minilm_is_the_encoder_it_was(minilm):
    from core.pretrained.bert import attention_weights, hidden_entering
    from core.pretrained.session_builder import build_session
    from core.pretrained.tokenizer import tokenize

    assert isinstance(minilm, AttentionModel)
    shape = minilm.shape
    assert (shape.kind, shape.n_layers, shape.n_heads, shape.n_kv_heads, shape.d_model,
            shape.d_head, shape.max_tokens) == ("encoder", 6, 12, 12, 384, 32, 512)
    tokens = minilm.tokenize(FACE)
    assert tokens == tokenize(minilm.model.tokenizer, FACE, 512)
    assert tokens.tokens == ("[CLS]", "the", "mole", "on", "his", "face", "[SEP]")
    assert torch.equal(minilm.layer_input(tokens.ids, 3), hidden_entering(minilm.model,
                                                                          tokens.ids, 3))
    session = minilm.layer_session(FACE, 3, 7)
    np.testing.assert_array_equal(session.w_q, build_session(FACE, 3, 7, minilm.model).w_q)
    np.testing.assert_allclose(session.run(dtype="float64").numpy("weights"),
                               attention_weights(minilm.model, tokens.ids)[3, 7].numpy(),
                               atol=1e-10)
    with pytest.raises(PretrainedError, match="MiniLM is an encoder"):
        minilm.start_generation(tokens.ids)


def test_minilm_ranks_heads_as_its_report_does(minilm):
    from core.pretrained.heads_report import rank_heads

    ranking = minilm.rank_heads(FACE, other_text=CHEMISTRY, word="mole")
    rows = rank_heads(FACE, CHEMISTRY, "mole", minilm.model)
    assert list(ranking) == ["word_difference"]
    assert [(r.layer, r.head, r.score) for r in ranking["word_difference"]] == \
        [(r.layer, r.head, r.difference) for r in rows]
    with pytest.raises(PretrainedError, match="give the other sentence and the word"):
        minilm.rank_heads(FACE)


@needs_wheel
def test_smollm2_is_the_decoder_it_was(smollm2):
    from core.pretrained.decoder_forward import attention_weights
    from core.pretrained.decoder_generate import Sampling, generate
    from core.pretrained.decoder_session import build_decoder_session, layer_input

    assert isinstance(smollm2, AttentionModel)
    shape = smollm2.shape
    assert (shape.kind, shape.n_layers, shape.n_heads, shape.n_kv_heads, shape.d_model,
            shape.d_head) == ("decoder", 30, 9, 3, 576, 64)
    tokens = smollm2.tokenize(PROMPT)
    assert tokens.ids == (504, 3575, 282, 4649, 314)
    assert torch.equal(smollm2.layer_input(tokens.ids, 4), layer_input(smollm2.model,
                                                                       tokens.ids, 4))
    session = smollm2.layer_session(PROMPT, 4, 8)
    np.testing.assert_array_equal(session.w_k,
                                  build_decoder_session(PROMPT, 4, 8, smollm2.model).w_k)
    np.testing.assert_allclose(session.run(dtype="float64").numpy("weights"),
                               attention_weights(smollm2.model, tokens.ids)[4, 8].numpy(),
                               atol=2e-5)
    seen = []
    stepper = smollm2.start_generation(tokens.ids, Sampling(), hooks={
        "weights": lambda t, *, stage: seen.append(tuple(t.shape))})
    chosen = [stepper.step().token_id for _ in range(2)]
    assert chosen == generate(smollm2.model, PROMPT, 2).token_ids
    assert len(seen) == 60 and seen[-1] == (9, 1, 6)


@needs_wheel
def test_smollm2_ranks_heads_as_its_report_does(smollm2):
    from core.pretrained.decoder_heads import KINDS, ranked, score_heads

    text = "The cat sat on the mat because it was warm."
    ranking = smollm2.rank_heads(text)
    scores = score_heads(text, smollm2.model)
    assert tuple(ranking) == KINDS == ("previous", "sink", "induction")
    for kind in KINDS:
        assert [(r.layer, r.head, r.score) for r in ranking[kind]] == \
            [(s.layer, s.head, s.score(kind)) for s in ranked(scores, kind)]
    with pytest.raises(PretrainedError, match="ranks heads on one text"):
        smollm2.rank_heads(text, other_text=text, word="cat")
