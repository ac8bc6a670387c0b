"""A loaded llama-architecture decoder (SmolLM2-135M by default): config, tokenizer, tensors.

``load_decoder()`` reads the shipped GGUF (or a given one) once per process; the first load on a
machine dequantizes it and writes the weights cache (core.pretrained.weights_cache: one per file
content), later ones read the cache. A ``LoadWatch`` (core.pretrained.load_progress) hears each
stage (hashing, reading the cache or the file, unpacking layer k of n, writing the cache) and
stops the load between layers when cancelled. Tensors are float32 torch tensors in nn.Linear's
(out, in) layout, named as in the GGUF ("blk.3.attn_q.weight"); ``output.weight`` is absent: the
output layer is tied to ``token_embd.weight``.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

import torch
from tokenizers import Tokenizer

from core.pretrained.load_progress import LoadWatch
from core.pretrained.smollm2_files import (
    DecoderConfig,
    check_decoder_tensors,
    checked_gguf_path,
    read_gguf,
)
from core.pretrained.smollm2_tokenizer import DecoderTokens, build_bpe_tokenizer, encode
from core.pretrained.weights_cache import (
    content_hash,
    default_cache_folder,
    read_cache,
    remember_hash,
    write_cache,
)

# The most tokens a text may have here: every layer's (h, n, n) weights at float32 and a layer
# session's four square stages (core.limits.MAX_TRACE_BYTES) stay within memory at 2,048.
MAX_DECODER_TOKENS = 2048
_LOADED: dict[Path, DecoderModel] = {}
_LOCK = threading.Lock()


@dataclass(frozen=True, eq=False)
class DecoderModel:
    """A decoder ready to run: where it came from, its numbers, tokenizer and tensors."""

    source: Path                      # the .gguf file
    config: DecoderConfig
    tokenizer: Tokenizer
    tensors: dict[str, torch.Tensor]  # float32, (out, in)
    from_cache: bool                  # whether this load read the cache (False: dequantized)

    def tensor(self, name: str) -> torch.Tensor:
        return self.tensors[name]

    def has(self, name: str) -> bool:
        return name in self.tensors

    def token_rows(self, ids) -> torch.Tensor:
        """(n, d): the tokens' embeddings (no positions: those turn q and k in every layer)."""
        return self.tensors["token_embd.weight"][torch.as_tensor(list(ids), dtype=torch.long)]

    def output_logits(self, last: torch.Tensor) -> torch.Tensor:
        """(vocab,): the tied output layer (token_embd) applied to the normed last row (d,)."""
        return self.tensors["token_embd.weight"] @ last

    @property
    def max_tokens(self) -> int:
        """The longest text (prompt plus generated tokens) this app lets the model read."""
        return min(self.config.context, MAX_DECODER_TOKENS)

    def encode(self, text: str) -> DecoderTokens:
        return encode(self.tokenizer, text, self.max_tokens)


def load_decoder(path: str | Path | None = None,
                 cache_folder: str | Path | None = None,
                 watch: LoadWatch | None = None) -> DecoderModel:
    """The decoder in ``path`` (default: the shipped SmolLM2), loaded once per process;
    ``watch`` hears its progress and may cancel it (LoadCancelled: nothing is kept)."""
    source = checked_gguf_path(path)
    watch = watch if watch is not None else LoadWatch()
    with _LOCK:
        model = _LOADED.get(source)
        if model is None:
            folder = Path(cache_folder) if cache_folder is not None else default_cache_folder()
            model = _load_uncached(source, folder, watch)
            _LOADED[source] = model
        watch.report("ready")
        return model


def forget_decoder(path: str | Path | None = None) -> None:
    """Drop a file's loaded model (the next load_decoder reads the cache or the file again)."""
    with _LOCK:
        _LOADED.pop(checked_gguf_path(path), None)


def resolve_decoder(model: DecoderModel | str | Path | None) -> DecoderModel:
    return model if isinstance(model, DecoderModel) else load_decoder(model)


def _load_uncached(source: Path, folder: Path, watch: LoadWatch) -> DecoderModel:
    watch.report("hashing")
    sha256 = content_hash(source, folder)
    watch.report("cache")
    cached = read_cache(sha256, folder)
    contents = cached.contents if cached is not None else read_gguf(source, watch)
    if cached is None:
        watch.report("writing")
        write_cache(sha256, folder, contents)
    else:
        check_decoder_tensors(contents.tensors, contents.config, source)
    remember_hash(source, folder, sha256)
    tensors = {name: values if isinstance(values, torch.Tensor) else torch.from_numpy(values)
               for name, values in contents.tensors.items()}
    return DecoderModel(source=source, config=contents.config,
                        tokenizer=build_bpe_tokenizer(contents.tokens, contents.merges),
                        tensors=tensors, from_cache=cached is not None)
