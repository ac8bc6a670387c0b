"""A GGUF's weights cache is used only while it is whole and made from the file as it is now: a
file changed in place, a cache cut short or one written by an older version is rebuilt from
the file (its numbers checked against what gguf's reader reads back), never believed; the
cache of a changed file's old content is deleted, other files' caches are not."""

from __future__ import annotations

import os

import numpy as np
import pytest

from tests.core.tiny_gguf_models import GEMMA3, read_back, write_tiny


@pytest.fixture
def gemma(tmp_path):
    return write_tiny(tmp_path / "tiny-gemma3.gguf", GEMMA3)


def load(path, folder):
    from core.pretrained.gguf_model import _load

    return _load(path, folder, None)


def assert_reads_the_file(model, path):
    written = read_back(path)
    np.testing.assert_array_equal(model.tensor("blk.2.attn_q.weight").numpy(),
                                  written["blk.2.attn_q.weight"].astype(np.float32))
    np.testing.assert_array_equal(model.embedding.rows(range(8)).numpy(),
                                  written["token_embd.weight"][:8].astype(np.float32))


def test_a_file_changed_in_place_is_read_again_not_served_the_old_cache(gemma, tmp_path):
    folder = tmp_path / "cache"
    assert not load(gemma, folder).from_cache and load(gemma, folder).from_cache
    write_tiny(gemma, GEMMA3, seed=1)                          # other numbers, same path
    stamp = gemma.stat().st_mtime_ns + 10**9
    os.utime(gemma, ns=(stamp, stamp))
    changed = load(gemma, folder)
    assert not changed.from_cache
    assert_reads_the_file(changed, gemma)
    assert load(gemma, folder).from_cache                      # the new cache is used next


def test_a_changed_files_old_cache_is_deleted_and_other_files_caches_kept(gemma, tmp_path):
    from core.pretrained.gguf_cache import weights_cache_path

    folder = tmp_path / "cache"
    (tmp_path / "elsewhere").mkdir()
    twin = write_tiny(tmp_path / "elsewhere" / "tiny-gemma3.gguf", GEMMA3, seed=2)
    load(gemma, folder)
    load(twin, folder)                                         # same name, other file
    old, twins = weights_cache_path(gemma, folder), weights_cache_path(twin, folder)
    write_tiny(gemma, GEMMA3, seed=1)
    stamp = gemma.stat().st_mtime_ns + 10**9
    os.utime(gemma, ns=(stamp, stamp))
    load(gemma, folder)
    new = weights_cache_path(gemma, folder)
    assert new != old and new.is_file()
    assert sorted(folder.glob("*.safetensors")) == sorted([new, twins])


@pytest.mark.parametrize("keep", [0.5, 0.999])
def test_a_cache_cut_short_is_rebuilt_whole(gemma, tmp_path, keep):
    from core.pretrained.gguf_cache import weights_cache_path

    folder = tmp_path / "cache"
    load(gemma, folder)
    cache = weights_cache_path(gemma, folder)
    data = cache.read_bytes()
    cache.write_bytes(data[:int(len(data) * keep)])
    rebuilt = load(gemma, folder)
    assert not rebuilt.from_cache
    assert_reads_the_file(rebuilt, gemma)
    assert cache.stat().st_size == len(data)                   # written whole again
    warm = load(gemma, folder)
    assert warm.from_cache
    assert_reads_the_file(warm, gemma)


def test_a_cache_of_an_older_version_is_rebuilt(gemma, tmp_path, monkeypatch):
    import core.pretrained.gguf_cache as gguf_cache

    folder = tmp_path / "cache"
    monkeypatch.setattr(gguf_cache, "CACHE_VERSION", "2")
    load(gemma, folder)
    monkeypatch.undo()
    again = load(gemma, folder)
    assert not again.from_cache and load(gemma, folder).from_cache
    assert again.encode("ab a").ids == (2, 9, 8)               # <bos>, "ab", "▁a"
