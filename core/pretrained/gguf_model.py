"""A GGUF decoder ready to run: any llama, qwen2 or gemma3 file, or the shipped Gemma 3 270M.

``load_gguf_model(path)`` loads a file once per process: from the weights cache when it
matches (core.pretrained.gguf_cache), else by reading the header, building the tokenizer and
dequantizing every block (``progress(stage, k, L)`` hears "reading", "unpacking" layer k of L
and "caching"), then writing the cache. ``load_gemma3()`` assembles the shipped file first
(core.pretrained.gemma3_files). Tensors are float32 torch tensors in (out, in) layout named as
in the file ("blk.3.attn_q.weight"); the token matrix is a TokenMatrix (compact for Q8_0). A
warm load is mostly the tokenizer's JSON (Gemma's 515,000 merges: 1-2 s here); the cached
weights are memory-mapped and read as the first forward pass touches them.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import torch
from tokenizers import Tokenizer

from core.i18n import translate
from core.pretrained.errors import PretrainedError
from core.pretrained.gguf_cache import CachedWeights, read_weights_cache, write_weights_cache
from core.pretrained.gguf_config import GGUFConfig, read_config
from core.pretrained.gguf_header import GGUFHeader, read_header
from core.pretrained.gguf_tokenizer import Vocabulary, build_tokenizer, encode_text
from core.pretrained.gguf_weights import TokenMatrix, read_weights
from core.pretrained.smollm2_tokenizer import DecoderTokens

MAX_GGUF_TOKENS = 2048          # as SmolLM2: every layer's weights at 2,048 tokens fit memory
Progress = Callable[[str, int, int], None]
_LOADED: dict[Path, GGUFModel] = {}
_LOCK = threading.Lock()


@dataclass(frozen=True, eq=False)
class GGUFModel:
    source: Path
    config: GGUFConfig
    tokenizer: Tokenizer
    tensors: dict[str, torch.Tensor]      # block tensors, float32 (out, in)
    embedding: TokenMatrix                 # (vocab, d_model)
    output: TokenMatrix                    # the output layer (the embedding when tied)
    from_cache: bool

    def tensor(self, name: str) -> torch.Tensor:
        return self.tensors[name]

    def has(self, name: str) -> bool:
        return name in self.tensors

    def token_rows(self, ids) -> torch.Tensor:
        """(n, d): the tokens' embedding rows, times √d for gemma3: the first block's input."""
        rows = self.embedding.rows(ids)
        scale = self.config.embedding_scale
        return rows * torch.tensor(scale, dtype=rows.dtype) if scale != 1.0 else rows

    def output_logits(self, last: torch.Tensor) -> torch.Tensor:
        """(vocab,): the output layer (tied to the embeddings unless the file has its own)
        applied to the normed last row (d,)."""
        return self.output.logits(last)

    @property
    def max_tokens(self) -> int:
        return min(self.config.context, MAX_GGUF_TOKENS)

    @property
    def resident_bytes(self) -> int:
        blocks = sum(t.numel() * t.element_size() for t in self.tensors.values())
        output = self.output.nbytes if self.output is not self.embedding else 0
        return blocks + self.embedding.nbytes + output

    def encode(self, text: str) -> DecoderTokens:
        return encode_text(self.tokenizer, text, self.config.bos_id, self.max_tokens)


def checked_path(path: str | Path) -> Path:
    """``path`` resolved, refused unless a readable regular file of at most 4 GiB (as
    SmolLM2's: core.pretrained.smollm2_files.checked_gguf_path)."""
    from core.pretrained.smollm2_files import checked_gguf_path

    return checked_gguf_path(Path(path))


def load_gguf_model(path: str | Path, cache_folder: str | Path | None = None,
                    progress: Progress | None = None) -> GGUFModel:
    """The decoder in the GGUF at ``path``, loaded once per process."""
    source = checked_path(path)
    with _LOCK:
        model = _LOADED.get(source)
        if model is None:
            from core.pretrained.weights_cache import default_cache_folder

            folder = Path(cache_folder) if cache_folder is not None else default_cache_folder()
            model = _LOADED[source] = _load(source, folder, progress)
        return model


def load_gemma3(cache_folder: str | Path | None = None,
                progress: Progress | None = None) -> GGUFModel:
    """The shipped Gemma 3 270M (assembled into ``cache_folder`` the first time)."""
    from core.pretrained.gemma3_files import shipped_gemma3

    return load_gguf_model(shipped_gemma3(cache_folder), cache_folder, progress)


def forget_gguf_model(path: str | Path) -> None:
    with _LOCK:
        _LOADED.pop(Path(path).expanduser().resolve(), None)


def read_gguf_config(path: str | Path) -> GGUFConfig:
    """The config alone, from the header (no tensor read): the CLI's layer and head ranges."""
    return read_config(read_header(checked_path(path), skip_arrays=_VOCABULARY_KEYS))


_VOCABULARY_KEYS = ("tokenizer.ggml.tokens", "tokenizer.ggml.scores",
                    "tokenizer.ggml.token_type", "tokenizer.ggml.merges")


def _load(source: Path, folder: Path, progress: Progress | None) -> GGUFModel:
    cached = read_weights_cache(source, folder)
    from_cache = cached is not None
    if cached is None:
        cached = _read_file(source, progress)
        if progress is not None:
            progress("caching", 0, 1)
        write_weights_cache(source, folder, cached)
    return GGUFModel(source=source, config=cached.config,
                     tokenizer=_parsed_tokenizer(cached.tokenizer_json),
                     tensors=cached.tensors, embedding=cached.embedding,
                     output=cached.output if cached.output is not None else cached.embedding,
                     from_cache=from_cache)


def _parsed_tokenizer(text: str) -> Tokenizer:
    """The tokenizer from its JSON; then the C heap's freed pages go back to the system (glibc:
    parsing Gemma's tokenizer leaves ~260 MB freed but resident, its tokenizer keeps ~110 MB)."""
    tokenizer = Tokenizer.from_str(text)
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL("libc.so.6").malloc_trim(0)
        except (OSError, AttributeError):   # another C library: nothing to give back this way
            pass
    return tokenizer


def _read_file(source: Path, progress: Progress | None) -> CachedWeights:
    if progress is not None:
        progress("reading", 0, 1)
    header = read_header(source)
    config = read_config(header)
    if config.tokenizer_model not in ("gpt2", "llama"):
        raise PretrainedError(translate("Pretrained", "{file}: the tokenizer {kind} is not "
                                                      "supported (supported: gpt2, llama)")
                              .format(file=source, kind=repr(config.tokenizer_model)[:40]))
    tensors, embedding, output = read_weights(
        header, config, None if progress is None else
        (lambda k, total: progress("unpacking", k, total)))
    tokenizer = build_tokenizer(_vocabulary(header, config))
    return CachedWeights(config, tensors, embedding, output, tokenizer.to_str())


def _vocabulary(header: GGUFHeader, config: GGUFConfig) -> Vocabulary:
    def listed(key: str) -> list:
        value = header.get(key, [])
        return value if isinstance(value, list) else []

    tokens = listed("tokenizer.ggml.tokens")
    if not tokens or not all(isinstance(t, str) for t in tokens):
        raise PretrainedError(translate("Pretrained", "{file}: the metadata lacks {key}, or it "
                                                      "is not a {kind}").format(
            file=header.path, key="tokenizer.ggml.tokens", kind="list of text"))
    return Vocabulary(model=config.tokenizer_model, pre=config.tokenizer_pre, tokens=tokens,
                      merges=listed("tokenizer.ggml.merges"),
                      scores=listed("tokenizer.ggml.scores"),
                      token_types=listed("tokenizer.ggml.token_type"),
                      architecture=config.architecture,
                      space_prefix=header.get("tokenizer.ggml.add_space_prefix",
                                              not config.architecture.startswith("gemma")) is True)


GGUF_MODEL_NAMES = ("gemma3",)


def chosen_gguf_model(name: str | None, path: str | Path | None,
                      progress: Progress | None = None) -> GGUFModel | None:
    """The model a command asks for: ``path`` (--gguf) when given, the shipped Gemma 3 for
    ``name`` "gemma3", else None (the command's other models: SmolLM2, MiniLM)."""
    if path is not None:
        return load_gguf_model(path, progress=progress)
    if name is not None and str(name).lower() in GGUF_MODEL_NAMES:
        return load_gemma3(progress=progress)
    return None
