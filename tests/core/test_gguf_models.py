"""Any local GGUF of the llama, qwen2 and gemma3 families against a float64 numpy forward.

Tiny files are written here with gguf's writer (tests/core/tiny_gguf_models.py): every layer's
attention weights and the logits must equal the reference's (float32 against float64), the KV
cache must give what recomputing gives, the cache on disk what the file gives; a file of
another architecture, a cut-short file and an unknown quantization are refused in one line
that names what was found.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch
from gguf import GGMLQuantizationType

from core.pretrained.errors import PretrainedError
from tests.core.tiny_gguf_models import GEMMA3, LLAMA, QWEN2, read_back, reference, write_tiny

IDS = {"llama": [0, 5, 7, 1, 9, 3, 11, 2], "qwen2": [4, 8, 2, 6, 10, 1, 0, 3],
       "gemma3": [2, 8, 5, 12, 6, 13, 9, 7]}
TINIES = {"llama": LLAMA, "qwen2": QWEN2, "gemma3": GEMMA3}


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("tiny-gguf")
    return {name: write_tiny(folder / f"{name}.gguf", tiny) for name, tiny in TINIES.items()}


@pytest.fixture(scope="module")
def models(files, tmp_path_factory):
    from core.pretrained.gguf_model import load_gguf_model

    cache = tmp_path_factory.mktemp("tiny-cache")
    return {name: load_gguf_model(path, cache_folder=cache) for name, path in files.items()}


@pytest.mark.parametrize("name", list(TINIES))
def test_every_layer_and_the_logits_equal_the_float64_reference(files, models, name):
    from core.pretrained.gguf_forward import attention_weights, next_token_logits, run_blocks

    model, ids = models[name], IDS[name]
    expected_weights, expected_logits = reference(TINIES[name], read_back(files[name]), ids)
    weights = attention_weights(model, ids).numpy()
    assert weights.shape == (TINIES[name].n_layers, 4, len(ids), len(ids))
    for layer, expected in enumerate(expected_weights):
        np.testing.assert_allclose(weights[layer], expected, atol=2e-6, err_msg=f"layer {layer}")
    hidden, _ = run_blocks(model, ids)
    np.testing.assert_allclose(next_token_logits(model, hidden).numpy(), expected_logits[-1],
                               rtol=1e-5, atol=1e-5)


def test_gemma3_sliding_layers_hide_keys_a_window_back_and_global_ones_do_not(models):
    from core.pretrained.gguf_forward import attention_weights

    weights = attention_weights(models["gemma3"], IDS["gemma3"]).numpy()    # (6, 4, 8, 8)
    i, j = np.indices((8, 8))
    far = j <= i - GEMMA3.window
    assert (weights[:5][:, :, far] == 0).all()          # layers 1..5 slide over 3 keys
    assert (weights[5][:, far] > 0).all()               # layer 6 is global
    config = models["gemma3"].config
    assert config.sliding_layers == (0, 1, 2, 3, 4)
    assert (config.layer_rope_base(0), config.layer_rope_base(5)) == (10_000.0, 1_000_000.0)


@pytest.mark.parametrize("name", list(TINIES))
def test_generation_with_the_kv_cache_equals_recomputing(models, name):
    from core.pretrained.decoder_generate import Sampling
    from core.pretrained.gguf_generate import GGUFDecoder

    cached = GGUFDecoder(models[name], IDS[name][:3], Sampling(), use_cache=True)
    again = GGUFDecoder(models[name], IDS[name][:3], Sampling(), use_cache=False)
    for _ in range(5):
        one, other = cached.step(), again.step()
        assert one.token_id == other.token_id
        torch.testing.assert_close(one.logits, other.logits, atol=2e-5, rtol=1e-5)
    tiny = TINIES[name]
    assert cached.cache.length == 7                   # 3 prompt tokens and 4 generated ones run
    # keys and values of the key/value heads only: Gemma's one head is a quarter of four
    assert cached.cache.nbytes == 2 * tiny.n_layers * tiny.n_kv * 7 * tiny.d_head * 4


def test_the_weights_cache_gives_the_file_back_and_q8_stays_compact(files, models, tmp_path):
    from core.pretrained.gguf_model import _load

    first = _load(files["gemma3"], tmp_path, None)
    second = _load(files["gemma3"], tmp_path, None)
    assert not first.from_cache and second.from_cache
    assert first.embedding.values.dtype == torch.int8            # Q8_0 kept as int8 + scales
    written = read_back(files["gemma3"])
    np.testing.assert_array_equal(second.embedding.rows(range(32)).numpy(),
                                  written["token_embd.weight"].astype(np.float32))
    np.testing.assert_array_equal(second.tensor("blk.5.ffn_down.weight").numpy(),
                                  written["blk.5.ffn_down.weight"].astype(np.float32))
    assert second.tokenizer.to_str() == first.tokenizer.to_str()


def test_tokenizers_come_from_the_files(models):
    gemma, llama = models["gemma3"], models["llama"]
    assert gemma.encode("ab a").ids == (2, 9, 8)               # <bos>, "ab", "▁a"
    assert gemma.encode("ab a").tokens == ("<bos>", "ab", "␣a")
    assert llama.encode("ab a").ids == (6, 7)                  # no <bos>: "ab", "Ġa"


@pytest.mark.parametrize(("change", "message"), [
    ({"architecture": "phi3"}, "holds a 'phi3' model; supported: llama, qwen2, gemma3"),
    ({"type_override": ("blk.0.attn_q.weight", GGMLQuantizationType.Q5_1)},
     "tensor blk.0.attn_q.weight uses the Q5_1 quantization"),
    ({"type_override": ("blk.1.ffn_down.weight", GGMLQuantizationType.Q2_K)},
     "tensor blk.1.ffn_down.weight uses the Q2_K quantization"),
])
def test_other_files_are_refused_in_one_line_naming_what_was_found(tmp_path, change, message):
    from core.pretrained.gguf_model import load_gguf_model

    path = write_tiny(tmp_path / "other.gguf", LLAMA, **change)
    with pytest.raises(PretrainedError) as refused:
        load_gguf_model(path, cache_folder=tmp_path / "cache")
    assert message in str(refused.value) and "\n" not in str(refused.value)
    assert str(path) in str(refused.value)


@pytest.mark.parametrize("keep", [10, 2000, -100])
def test_a_cut_short_file_is_refused(files, tmp_path, keep):
    from core.pretrained.gguf_model import load_gguf_model

    data = files["qwen2"].read_bytes()
    path = tmp_path / "cut.gguf"
    path.write_bytes(data[:keep] if keep > 0 else data[:keep])
    with pytest.raises(PretrainedError, match="cut short") as refused:
        load_gguf_model(path, cache_folder=tmp_path / "cache")
    assert "\n" not in str(refused.value)


def test_local_models_are_listed_from_their_headers(files, tmp_path):
    import json
    import shutil

    from core.pretrained.gguf_catalog import local_gguf_files

    home = tmp_path / "home"
    blobs, manifests = home / ".ollama/models/blobs", home / ".ollama/models/manifests"
    blobs.mkdir(parents=True)
    shutil.copy(files["qwen2"], blobs / ("sha256-" + "ab" * 32))
    (manifests / "registry.ollama.ai/library/tinyqwen").mkdir(parents=True)
    (manifests / "registry.ollama.ai/library/tinyqwen/latest").write_text(json.dumps({"layers": [
        {"mediaType": "application/vnd.ollama.image.model", "digest": "sha256:" + "ab" * 32}]}))
    studio = home / ".lmstudio/models/me/tiny"
    studio.mkdir(parents=True)
    shutil.copy(files["gemma3"], studio / "tiny-gemma.gguf")
    hub = home / ".cache/huggingface/hub/models--me--tiny/snapshots/abc"
    hub.mkdir(parents=True)
    shutil.copy(files["llama"], hub / "tiny-llama.gguf")
    (home / ".cache/llama.cpp").mkdir(parents=True)
    (home / ".cache/llama.cpp/broken.gguf").write_bytes(b"GGUF\x03\x00")
    found = {model.source: model for model in local_gguf_files(home, environment={})}
    assert set(found) == {"Ollama", "LM Studio", "Hugging Face", "llama.cpp"}
    assert (found["Ollama"].architecture, found["Ollama"].name) == ("qwen2",
                                                                   "tiny qwen2 (tinyqwen:latest)")
    expected = sum(np.prod(shape) for shape in __import__(
        "tests.core.tiny_gguf_models", fromlist=["shapes"]).shapes(QWEN2).values())
    assert found["Ollama"].parameters == expected
    assert found["LM Studio"].architecture == "gemma3" and found["LM Studio"].supported
    assert found["Hugging Face"].architecture == "llama"
    assert found["Hugging Face"].size == files["llama"].stat().st_size
    assert not found["llama.cpp"].supported and "cut short" in found["llama.cpp"].problem


def test_a_llama_sentencepiece_file_puts_a_space_piece_first(tmp_path):
    """Llama 2 / TinyLlama style: "▁" before the text, merges in score order; the ids are
    transformers' (its GGUF sentencepiece builder gives these for these pieces)."""
    from core.pretrained.gguf_tokenizer import Vocabulary, build_tokenizer

    pieces = ["<unk>", "<s>", "</s>", "▁", "a", "b", "▁a", "ab", "▁ab"]
    tokenizer = build_tokenizer(Vocabulary("llama", "", pieces, [], [0, 0, 0, -10, -10, -10, -3,
                                                                     -2, -1], [2, 3, 3] + [1] * 6,
                                           "llama", space_prefix=True))
    assert tokenizer.encode("ab a", add_special_tokens=False).ids == [8, 6]
    assert tokenizer.encode("ab  a b", add_special_tokens=False).ids == [8, 3, 6, 3, 5]
    assert tokenizer.decode([8, 6]) == "ab a"


def test_a_tensor_whose_rows_do_not_fit_its_blocks_is_refused(tmp_path):
    """A Q4_K tensor needs rows of 256 numbers; attn_q's rows hold 32 (written as raw bytes)."""
    from core.pretrained.gguf_header import read_header
    from core.pretrained.gguf_model import load_gguf_model

    path = write_tiny(tmp_path / "odd.gguf", LLAMA,
                      type_override=("blk.0.attn_q.weight", GGMLQuantizationType.Q8_0))
    data = bytearray(path.read_bytes())
    info = read_header(path).tensors["blk.0.attn_q.weight"]
    # its info line: name, 4 bytes of dimension count, two 8-byte dimensions, then the type id
    marker = data.find(b"blk.0.attn_q.weight")
    type_at = marker + len(b"blk.0.attn_q.weight") + 4 + 8 * 2
    assert int.from_bytes(data[type_at:type_at + 4], "little") == info.type_id
    data[type_at:type_at + 4] = int(GGMLQuantizationType.Q4_K).to_bytes(4, "little")
    path.write_bytes(bytes(data))
    with pytest.raises(PretrainedError, match="does not fit Q4_K's blocks") as refused:
        load_gguf_model(path, cache_folder=tmp_path / "cache")
    assert "\n" not in str(refused.value)


def test_a_cold_load_reports_reading_unpacking_each_layer_and_caching(files, tmp_path):
    from core.pretrained.gguf_model import _load

    heard = []
    _load(files["gemma3"], tmp_path, lambda stage, k, total: heard.append((stage, k, total)))
    assert heard[0] == ("reading", 0, 1) and heard[-1] == ("caching", 0, 1)
    assert [k for stage, k, _ in heard if stage == "unpacking"] == list(range(1, 7))
    heard.clear()
    _load(files["gemma3"], tmp_path, lambda stage, k, total: heard.append(stage))
    assert heard == []                                        # from the cache: nothing to say
