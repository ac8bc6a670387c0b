"""A GGUF decoder's weights cache: its dequantized tensors in one safetensors file on disk.

Dequantizing Gemma 3 (236 tensors) and building its tokenizer (the merges rebuilt from 262,144
pieces, then trimmed to those that can fire: core.pretrained.bpe_merges) takes tens of seconds
here; the cache loads in under a second. It holds the block tensors as float32, the token
matrix as the model keeps it (Q8_0's int8 values and scales, else float32), the tokenizer as
`tokenizers` JSON (a uint8 tensor) and the config in its metadata; its tensors are
memory-mapped, read as the first forward pass touches them. It is named by the file's content
(the SHA-256 of its first MiB, which holds header and vocabulary, and its size), and used only
while the file's fingerprint (below) still matches; otherwise it is rebuilt. Written
atomically (a .part beside it, then renamed): a killed process leaves the old cache or none.
Once a changed file's new cache is written, the cache of its old content (same path, recorded
in the metadata) is deleted. This is the weights cache, not the KV cache of generation.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from core.pretrained.gguf_config import GGUFConfig
from core.pretrained.gguf_weights import TokenMatrix

CACHE_FORMAT = "qkv-lab-gguf-weights"
CACHE_VERSION = "3"   # 2: SentencePiece files with add_space_prefix get their "▁" first;
#                        3: only the merges that can fire (core.pretrained.bpe_merges)
TOKENIZER_KEY = "tokenizer.json"
HEADER_BYTES = 2**20


def fingerprint(gguf_path: Path) -> dict[str, object]:
    """What says a GGUF is the one a cache was made from: size, mtime (ns), header hash."""
    status = gguf_path.stat()
    with open(gguf_path, "rb") as handle:
        header = hashlib.sha256(handle.read(HEADER_BYTES)).hexdigest()
    return {"size": status.st_size, "mtime_ns": status.st_mtime_ns, "header_sha256": header}


@dataclass(frozen=True)
class CachedWeights:
    config: GGUFConfig
    tensors: dict[str, torch.Tensor]
    embedding: TokenMatrix
    output: TokenMatrix | None
    tokenizer_json: str


def weights_cache_path(gguf_path: Path, folder: Path, print_: dict | None = None) -> Path:
    """One cache file per content: the file's stem, its header hash and its size."""
    marks = print_ or fingerprint(gguf_path)
    return folder / f"{gguf_path.stem}-{marks['header_sha256'][:16]}-{marks['size']}.safetensors"


def read_weights_cache(gguf_path: Path, folder: Path) -> CachedWeights | None:
    """The cached weights when the cache matches the file; None when missing, stale or
    unreadable (the caller rebuilds it)."""
    marks = fingerprint(gguf_path)
    path = weights_cache_path(gguf_path, folder, marks)
    if not path.is_file():
        return None
    from safetensors import SafetensorError, safe_open
    from safetensors.torch import load_file

    try:
        with safe_open(str(path), framework="pt") as handle:
            metadata = handle.metadata() or {}
        if (metadata.get("format") != CACHE_FORMAT or metadata.get("version") != CACHE_VERSION
                or json.loads(metadata.get("fingerprint", "null")) != marks):
            return None
        config = GGUFConfig.from_dict(json.loads(metadata["config"]))
        tensors = load_file(str(path))
        tokenizer_json = bytes(tensors.pop(TOKENIZER_KEY).numpy()).decode("utf-8")
        embedding = TokenMatrix.from_tensors(tensors, "token_embd")
        output = TokenMatrix.from_tensors(tensors, "output")
    except (SafetensorError, OSError, ValueError, KeyError, TypeError):
        return None
    if embedding is None:
        return None
    blocks = {name: t for name, t in tensors.items()
              if not name.startswith(("token_embd.", "output."))}
    return CachedWeights(config, blocks, embedding, output, tokenizer_json)


def write_weights_cache(gguf_path: Path, folder: Path, weights: CachedWeights) -> Path | None:
    """Write the cache atomically; None when the folder cannot be written (the model still
    loads, only the next start is slow again)."""
    from safetensors.torch import save_file

    arrays = dict(weights.tensors)
    arrays.update(weights.embedding.to_tensors("token_embd"))
    if weights.output is not None:
        arrays.update(weights.output.to_tensors("output"))
    arrays[TOKENIZER_KEY] = torch.from_numpy(
        np.frombuffer(weights.tokenizer_json.encode("utf-8"), dtype=np.uint8).copy())
    marks = fingerprint(gguf_path)
    metadata = {"format": CACHE_FORMAT, "version": CACHE_VERSION, "source": str(gguf_path),
                "fingerprint": json.dumps(marks), "config": json.dumps(weights.config.as_dict())}
    target = weights_cache_path(gguf_path, folder, marks)
    temporary = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        descriptor, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part",
                                                 dir=folder)
        os.close(descriptor)
        save_file({k: v.contiguous() for k, v in arrays.items()}, temporary, metadata=metadata)
        os.replace(temporary, target)
    except OSError:
        if temporary is not None:
            Path(temporary).unlink(missing_ok=True)
        return None
    _remove_outdated(gguf_path, target)
    return target


def _remove_outdated(gguf_path: Path, kept: Path) -> None:
    """Delete the caches this folder holds of the same file as it was before it changed (same
    path, other content): each is hundreds of MB that no load will read again. Caches of other
    files, or of this content, stay."""
    from safetensors import SafetensorError, safe_open

    for other in kept.parent.glob(f"{gguf_path.stem}-*.safetensors"):
        if other == kept:
            continue
        try:
            with safe_open(str(other), framework="pt") as handle:
                source = (handle.metadata() or {}).get("source")
            if source == str(gguf_path):
                other.unlink()
        except (SafetensorError, OSError):
            continue
