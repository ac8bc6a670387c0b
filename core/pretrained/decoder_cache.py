"""The dequantized decoder, cached as one safetensors file in the app's data folder.

Reading the GGUF's metadata (49,152 token strings, field by field) and dequantizing its 272
tensors takes ~12 s here; the float32 tensors in safetensors load in well under 2 s. The cache
file carries the GGUF's fingerprint (size, modification time in ns and a SHA-256 of its first
MiB: the header, metadata and vocabulary), the config and the tokenizer's tokens and merges in
its metadata; a cache whose fingerprint differs from the file's is stale and is rebuilt.
Written atomically (core.files.atomic), so a killed process leaves the old cache or none.

Where: ``$QKV_LAB_DATA_DIR/model-cache`` when that is set (tests, portable use), else the
folder Qt's AppDataLocation names for "QKV Lab" (the window keeps its autosave copies there).
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

DATA_DIR_VARIABLE = "QKV_LAB_DATA_DIR"   # the same variable gui.settings reads
CACHE_SUBFOLDER = "model-cache"
CACHE_FORMAT = "qkv-lab-decoder-cache"
CACHE_VERSION = "1"
HEADER_BYTES = 2**20


def default_cache_folder() -> Path:
    """$QKV_LAB_DATA_DIR/model-cache, else the platform's app-data folder for QKV Lab."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override) / CACHE_SUBFOLDER
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / "QKV Lab" / "QKV Lab" / CACHE_SUBFOLDER


def fingerprint(gguf_path: Path) -> dict[str, object]:
    """What says a GGUF is the one a cache was made from: size, mtime (ns), header hash."""
    status = gguf_path.stat()
    with open(gguf_path, "rb") as handle:
        header = hashlib.sha256(handle.read(HEADER_BYTES)).hexdigest()
    return {"size": status.st_size, "mtime_ns": status.st_mtime_ns, "header_sha256": header}


def cache_path(gguf_path: Path, folder: Path) -> Path:
    """One cache file per GGUF path: its stem and a hash of the resolved path."""
    where = hashlib.sha256(str(gguf_path).encode("utf-8")).hexdigest()[:16]
    return folder / f"{gguf_path.stem}-{where}.safetensors"


@dataclass(frozen=True)
class CachedDecoder:
    """What a cache file holds: the GGUF's contents (tensors as float32 torch tensors)."""

    contents: GGUFContents
    path: Path


def read_cache(gguf_path: Path, folder: Path) -> CachedDecoder | None:
    """The cached contents when the cache exists and matches the GGUF; None when it is missing,
    stale or unreadable (then the caller rebuilds it)."""
    path = cache_path(gguf_path, folder)
    if not path.is_file():
        return None
    from safetensors import SafetensorError, safe_open
    from safetensors.torch import load_file

    try:
        with safe_open(str(path), framework="numpy") as handle:
            metadata = handle.metadata() or {}
        if (metadata.get("format") != CACHE_FORMAT or metadata.get("version") != CACHE_VERSION
                or json.loads(metadata.get("fingerprint", "null")) != fingerprint(gguf_path)):
            return None
        config = DecoderConfig(**json.loads(metadata["config"]))
        tokens, merges = json.loads(metadata["tokens"]), json.loads(metadata["merges"])
        tensors = load_file(str(path))
    except (SafetensorError, OSError, ValueError, KeyError, TypeError):
        return None
    return CachedDecoder(GGUFContents(config=config, tensors=tensors, tokens=tokens,
                                      merges=merges), path)


def write_cache(gguf_path: Path, folder: Path, contents: GGUFContents) -> Path | None:
    """Write the cache atomically; None when the folder cannot be written (the model still
    loads, only the next start is slow again)."""
    from safetensors.numpy import save

    metadata = {"format": CACHE_FORMAT, "version": CACHE_VERSION,
                "fingerprint": json.dumps(fingerprint(gguf_path)),
                "config": json.dumps(contents.config.as_dict()),
                "tokens": json.dumps(contents.tokens, ensure_ascii=False),
                "merges": json.dumps(contents.merges, ensure_ascii=False)}
    arrays = {name: np.ascontiguousarray(values, dtype=np.float32)
              for name, values in contents.tensors.items()}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        return write_bytes_atomic(cache_path(gguf_path, folder), save(arrays, metadata=metadata))
    except OSError:
        return None
