"""The GGUF files already on this computer, found where other tools keep them, nothing loaded.

Looked for, read only (nothing is fetched, written or dequantized):

- Ollama: ``~/.ollama/models/manifests/<registry>/<namespace>/<model>/<tag>`` are JSON
  manifests whose layer of media type ``application/vnd.ollama.image.model`` names a blob
  ``~/.ollama/models/blobs/sha256-<hex>`` (the GGUF); named "<model>:<tag>" ($OLLAMA_MODELS
  moves the store);
- LM Studio: ``~/.lmstudio/models/**.gguf`` (older versions: ``~/.cache/lm-studio/models``);
- the Hugging Face hub cache: ``~/.cache/huggingface/hub/models--*/snapshots/*/**.gguf``
  ($HF_HUB_CACHE, or $HF_HOME/hub);
- llama.cpp's cache: ``~/.cache/llama.cpp/*.gguf`` ($LLAMA_CACHE).

Each file's header (core.pretrained.gguf_header, the vocabulary skipped) gives its name,
architecture and parameter count; a file that cannot be read is listed with the reason.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from core.pretrained.errors import PretrainedError
from core.pretrained.gguf_config import ARCHITECTURES
from core.pretrained.gguf_header import read_header

MODEL_LAYER = "application/vnd.ollama.image.model"
MAX_FILES = 500
MAX_MANIFEST_BYTES = 1 * 2**20
_SKIPPED = ("tokenizer.ggml.tokens", "tokenizer.ggml.scores", "tokenizer.ggml.token_type",
            "tokenizer.ggml.merges")


@dataclass(frozen=True)
class LocalModel:
    """One GGUF file found on this computer."""

    path: Path
    source: str                 # "Ollama", "LM Studio", "Hugging Face", "llama.cpp"
    name: str
    architecture: str           # "?" when the header cannot be read
    size: int                   # bytes
    parameters: int             # 0 when the header cannot be read
    problem: str = ""           # why the header could not be read, "" when it could

    @property
    def supported(self) -> bool:
        return not self.problem and self.architecture in ARCHITECTURES


def local_gguf_files(home: str | Path | None = None,
                     environment: dict[str, str] | None = None) -> list[LocalModel]:
    """Every GGUF found in the four places under ``home`` (default: the user's), at most
    MAX_FILES, sorted by source and name."""
    home = Path(home) if home is not None else Path.home()
    env = dict(os.environ) if environment is None else environment
    found, seen = [], set()
    for source, name, path in _candidates(home, env):
        try:
            resolved = path.resolve()
            if resolved in seen or not resolved.is_file():
                continue
        except OSError:
            continue
        seen.add(resolved)
        found.append(_describe(path, source, name))
        if len(found) >= MAX_FILES:
            break
    return sorted(found, key=lambda model: (model.source, model.name.lower()))


def _describe(path: Path, source: str, name: str) -> LocalModel:
    try:
        size = path.stat().st_size
        header = read_header(path, skip_arrays=_SKIPPED)
    except (PretrainedError, OSError) as error:
        return LocalModel(path, source, name, "?", _size(path), 0, str(error))
    label = header.get("general.name")
    shown = f"{label} ({name})" if isinstance(label, str) and label and label != name else name
    return LocalModel(path, source, shown, header.architecture, size, header.parameter_count)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _candidates(home: Path, env: dict[str, str]) -> Iterator[tuple[str, str, Path]]:
    yield from _ollama(Path(env["OLLAMA_MODELS"]) if env.get("OLLAMA_MODELS") else
                       home / ".ollama" / "models")
    for folder in (home / ".lmstudio" / "models", home / ".cache" / "lm-studio" / "models"):
        for path in _gguf_under(folder):
            yield "LM Studio", str(path.relative_to(folder).with_suffix("")), path
    hub = (Path(env["HF_HUB_CACHE"]) if env.get("HF_HUB_CACHE") else
           Path(env["HF_HOME"]) / "hub" if env.get("HF_HOME") else
           home / ".cache" / "huggingface" / "hub")
    for repo in sorted(hub.glob("models--*")) if hub.is_dir() else ():
        for path in _gguf_under(repo / "snapshots"):
            yield ("Hugging Face", repo.name.removeprefix("models--").replace("--", "/") + "/" +
                   path.name, path)
    llama = Path(env["LLAMA_CACHE"]) if env.get("LLAMA_CACHE") else home / ".cache" / "llama.cpp"
    for path in _gguf_under(llama):
        yield "llama.cpp", path.stem, path


def _gguf_under(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    found = []
    for root, _, files in os.walk(folder, followlinks=False):
        found += [Path(root) / name for name in sorted(files) if name.lower().endswith(".gguf")]
        if len(found) >= MAX_FILES:
            break
    return found


def _ollama(store: Path) -> Iterator[tuple[str, str, Path]]:
    manifests = store / "manifests"
    if not manifests.is_dir():
        return
    for root, _, files in os.walk(manifests):
        for tag in sorted(files):
            path = Path(root) / tag
            blob = _ollama_blob(path, store)
            if blob is not None:
                model = path.parent.name
                yield "Ollama", f"{model}:{tag}", blob


def _ollama_blob(manifest: Path, store: Path) -> Path | None:
    try:
        if manifest.stat().st_size > MAX_MANIFEST_BYTES:
            return None
        document = json.loads(manifest.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        return None
    layers = document.get("layers") if isinstance(document, dict) else None
    for layer in layers if isinstance(layers, list) else ():
        digest = layer.get("digest") if isinstance(layer, dict) else None
        if layer.get("mediaType") == MODEL_LAYER and isinstance(digest, str) and \
                digest.startswith("sha256:") and digest[7:].isalnum():
            return store / "blobs" / f"sha256-{digest[7:]}"
    return None
