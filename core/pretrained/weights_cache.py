"""The decoder's WEIGHTS cache: its dequantized tensors as one safetensors file per model file
content (not the KV cache, which holds one text's keys and values while generating).

Reading a GGUF's metadata (49,152 token strings, field by field) and dequantizing its 272
tensors takes ~12 s here; the float32 tensors in safetensors load in well under 2 s. A cache
is named after the SHA-256 of the GGUF's whole content, so every copy of a file, wherever it
lies and whichever data folder the app uses, shares one cache, and a changed file gets a new
one. Hashing 100-250 MB takes 0.15-0.5 s; the hash is remembered by (path, size, modification
time) in ``file-hashes.json`` beside the caches, so a warm start does not hash again. The
cache file also carries the hash, the config and the tokenizer's tokens and merges in its
metadata; one whose hash differs is stale and is rebuilt. Written atomically
(core.files.atomic), so a killed process leaves the old cache or none.

Where: ``$QKV_LAB_WEIGHTS_CACHE`` when set (tests, portable use), else the platform's cache
folder: ``$XDG_CACHE_HOME/qkv-lab/weights`` (``~/.cache/qkv-lab/weights``) on Linux,
``~/Library/Caches/QKV Lab/weights`` on macOS, ``%LOCALAPPDATA%\\QKV Lab\\cache\\weights`` on
Windows. ``weights_cache_files`` lists them (and the per-data-folder caches of older versions,
``<data folder>/model-cache``); ``delete_weights_cache`` deletes them.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.files.atomic import write_bytes_atomic
from core.pretrained.smollm2_files import DecoderConfig, GGUFContents

CACHE_VARIABLE = "QKV_LAB_WEIGHTS_CACHE"
DATA_DIR_VARIABLE = "QKV_LAB_DATA_DIR"   # where older versions kept a cache per data folder
OLD_SUBFOLDER = "model-cache"
CACHE_FORMAT = "qkv-lab-decoder-cache"
CACHE_VERSION = "2"
HASHES_FILE = "file-hashes.json"
HASH_CHUNK = 2**22


def default_cache_folder() -> Path:
    """$QKV_LAB_WEIGHTS_CACHE, else the platform's per-user cache folder (see the module)."""
    override = os.environ.get(CACHE_VARIABLE)
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or home / "AppData" / "Local")
        return base / "QKV Lab" / "cache" / "weights"
    if sys.platform == "darwin":
        return home / "Library" / "Caches" / "QKV Lab" / "weights"
    return Path(os.environ.get("XDG_CACHE_HOME") or home / ".cache") / "qkv-lab" / "weights"


def content_hash(gguf_path: Path, folder: Path) -> str:
    """SHA-256 of the file's bytes, as remembered in ``folder`` by (path, size, mtime in ns)
    when remember_hash wrote it there; else read and hashed now."""
    entry = _read_hashes(folder).get(str(gguf_path))
    if isinstance(entry, dict) and entry.get("stamp") == _stamp(gguf_path) and \
            isinstance(entry.get("sha256"), str):
        return entry["sha256"]
    digest = hashlib.sha256()
    with open(gguf_path, "rb") as handle:
        while chunk := handle.read(HASH_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def remember_hash(gguf_path: Path, folder: Path, sha256: str) -> None:
    """Keep ``sha256`` for the file as it is now (called once the file loaded); entries of
    files that no longer exist are dropped. A folder that cannot be written is left alone."""
    known = _read_hashes(folder)
    entry = {"stamp": _stamp(gguf_path), "sha256": sha256}
    if known.get(str(gguf_path)) == entry:
        return
    known = {where: value for where, value in known.items() if Path(where).exists()}
    known[str(gguf_path)] = entry
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_bytes_atomic(folder / HASHES_FILE, json.dumps(known, indent=1).encode("utf-8"))
    except OSError:
        pass                                    # only the next start hashes again


def _stamp(path: Path) -> list[int]:
    status = path.stat()
    return [status.st_size, status.st_mtime_ns]


def cache_path(sha256: str, folder: Path) -> Path:
    """The one cache file of a content hash."""
    return folder / f"weights-{sha256[:32]}.safetensors"


@dataclass(frozen=True)
class CachedDecoder:
    """What a cache file holds: the GGUF's contents (tensors as float32 torch tensors)."""

    contents: GGUFContents
    path: Path


def read_cache(sha256: str, folder: Path) -> CachedDecoder | None:
    """The cached contents when the cache exists and was made from this content; None when it
    is missing, stale or unreadable (then the caller rebuilds it)."""
    path = cache_path(sha256, folder)
    if not path.is_file():
        return None
    from safetensors import SafetensorError, safe_open
    from safetensors.torch import load_file

    try:
        with safe_open(str(path), framework="numpy") as handle:
            metadata = handle.metadata() or {}
        if (metadata.get("format") != CACHE_FORMAT or metadata.get("version") != CACHE_VERSION
                or metadata.get("sha256") != sha256):
            return None
        config = DecoderConfig(**json.loads(metadata["config"]))
        tokens, merges = json.loads(metadata["tokens"]), json.loads(metadata["merges"])
        tensors = load_file(str(path))
    except (SafetensorError, OSError, ValueError, KeyError, TypeError):
        return None
    return CachedDecoder(GGUFContents(config=config, tensors=tensors, tokens=tokens,
                                      merges=merges), path)


def write_cache(sha256: str, folder: Path, contents: GGUFContents) -> Path | None:
    """Write the cache atomically; None when the folder cannot be written (the model still
    loads, only the next start is slow again)."""
    from safetensors.numpy import save

    metadata = {"format": CACHE_FORMAT, "version": CACHE_VERSION, "sha256": sha256,
                "config": json.dumps(contents.config.as_dict()),
                "tokens": json.dumps(contents.tokens, ensure_ascii=False),
                "merges": json.dumps(contents.merges, ensure_ascii=False)}
    arrays = {name: np.ascontiguousarray(values, dtype=np.float32)
              for name, values in contents.tensors.items()}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return write_bytes_atomic(cache_path(sha256, folder), save(arrays, metadata=metadata))
    except OSError:
        return None


def weights_cache_files(folder: Path | None = None) -> list[Path]:
    """Every weights cache file: this folder's, and an older version's in the data folder."""
    folders = [folder if folder is not None else default_cache_folder()]
    data = os.environ.get(DATA_DIR_VARIABLE)
    if folder is None and data:
        folders.append(Path(data) / OLD_SUBFOLDER)
    return sorted(path for where in folders if where.is_dir()
                  for path in where.glob("*.safetensors") if path.is_file())


def weights_cache_bytes(folder: Path | None = None) -> int:
    """How much disk the weights caches take, in bytes."""
    return sum(path.stat().st_size for path in weights_cache_files(folder))


def delete_weights_cache(folder: Path | None = None) -> tuple[int, int, list[str]]:
    """Delete every weights cache file: (files deleted, bytes freed, one line per file that
    could not be deleted). The next load rebuilds the cache it needs."""
    deleted, freed, failed = 0, 0, []
    for path in weights_cache_files(folder):
        try:
            size = path.stat().st_size
            path.unlink()
        except OSError as error:
            failed.append(f"{path}: {error.strerror or error}")
            continue
        deleted, freed = deleted + 1, freed + size
    return deleted, freed, failed


def _read_hashes(folder: Path) -> dict:
    try:
        known = json.loads((folder / HASHES_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return known if isinstance(known, dict) else {}
