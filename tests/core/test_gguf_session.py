"""A GGUF layer as a Session: the lesson's engine must give the float64 reference's weights.

The tiny qwen2 file (q/k/v biases, rotate-half RoPE, grouped heads) opens with all heads and
one; the tiny gemma3 file (QK-norm, sliding window of 3) one head at a time, on a sliding and
on the global layer. The reference is tests/core/tiny_gguf_models.py's numpy forward.
"""

from __future__ import annotations

import numpy as np
import pytest

from core.pretrained.errors import PretrainedError
from tests.core.tiny_gguf_models import GEMMA3, QWEN2, read_back, reference, write_tiny

TEXT = {"qwen2": "ab ab! cd de", "gemma3": "ab a bc ▁ab"}


@pytest.fixture(scope="module")
def tiny(tmp_path_factory):
    from core.pretrained.gguf_model import load_gguf_model

    folder = tmp_path_factory.mktemp("session-gguf")
    out = {}
    for name, spec in (("qwen2", QWEN2), ("gemma3", GEMMA3)):
        path = write_tiny(folder / f"{name}.gguf", spec)
        out[name] = (load_gguf_model(path, cache_folder=folder / "cache"), spec, read_back(path))
    return out


@pytest.mark.parametrize(("name", "layer", "head"), [
    ("qwen2", 1, None), ("qwen2", 0, 3), ("gemma3", 0, 1), ("gemma3", 5, 2)])
def test_the_session_runs_to_the_models_weights(tiny, name, layer, head):
    from core.pretrained.gguf_session import build_gguf_session

    model, spec, tensors = tiny[name]
    session = build_gguf_session(model, TEXT[name], layer, head)
    ids = list(model.encode(TEXT[name]).ids)
    expected = reference(spec, tensors, ids)[0][layer]                       # (h, n, n)
    weights = session.run().numpy("weights")
    np.testing.assert_allclose(weights, expected if head is None else expected[head],
                               atol=1e-5)
    assert session.rope_base == model.config.layer_rope_base(layer)


def test_a_sliding_gemma_layer_shows_its_band_as_the_mask(tiny):
    from core.pretrained.gguf_session import build_gguf_session

    model = tiny["gemma3"][0]
    sliding = build_gguf_session(model, TEXT["gemma3"], 0, 0)
    n = len(sliding.tokens)
    i, j = np.indices((n, n))
    np.testing.assert_array_equal(sliding.mask, j > i - GEMMA3.window)
    assert build_gguf_session(model, TEXT["gemma3"], 5, 0).mask is None   # the global layer
    with pytest.raises(PretrainedError, match="one head at a time"):
        build_gguf_session(model, TEXT["gemma3"], 0, None)
