"""`python main.py export --model gemma3 | --gguf FILE --layer L [--head H] --text T --out DIR`.

A GGUF decoder's layer (the shipped Gemma 3 270M, or any llama, qwen2 or gemma3 file) is
written as ``stages.npz``: every stage its forward pass computed at that layer
(core.pretrained.gguf_stages), ``tokens`` (the model's pieces, "<bos>" first when the file adds
it) and ``token_ids``. Layers and heads count from 1. Only the npz format is written for such
a layer; asking for another is refused. A refusal is one line on stderr and exit 2.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

from core.export import ExportError, check_folder, npz_bytes
from core.export.writing import write_export_file
from gui.headless.pretrained_export import PretrainedOptionError, _chosen

PROGRAM = "qkv-lab export"
DEFAULT_FORMATS = "csv,npy,npz,json,tex,png,svg,gif"


def gguf_export(args: argparse.Namespace) -> int:
    from core.pretrained.errors import PretrainedError

    try:
        _check_options(args)
        folder = check_folder(args.out, create=True)
        from core.pretrained.gguf_model import chosen_gguf_model
        from core.pretrained.gguf_stages import layer_stages

        model = chosen_gguf_model(args.model, args.gguf)
        layer, head = _chosen(args, model.config.n_layers, model.config.n_heads)
        stages = layer_stages(model, args.text, layer, head)
        arrays = _chosen_stages(stages.arrays, args.stages)
        arrays["tokens"] = np.asarray(stages.tokens, dtype=str)
        arrays["token_ids"] = np.asarray(stages.ids, dtype=np.int64)
        print(write_export_file(Path(folder) / "stages.npz", npz_bytes(arrays)), flush=True)
    except (PretrainedOptionError, PretrainedError, ExportError, ValueError) as error:
        which = f"--gguf {args.gguf}" if args.gguf is not None else f"--model {args.model}"
        message = str(error) if isinstance(error, PretrainedOptionError | ExportError) else \
            f"{which}: {error}"
        print(f"{PROGRAM}: {message}", file=sys.stderr)
        return 2
    return 0


def _check_options(args: argparse.Namespace) -> None:
    if args.gguf is not None and args.model is not None:
        raise PretrainedOptionError("give --model or --gguf, not both")
    if args.session is not None or args.text is None:
        raise PretrainedOptionError("--model/--gguf need --text \"a sentence\" (and no session "
                                    "file)")
    if args.layer is None:
        raise PretrainedOptionError("--model/--gguf need --layer L (counted from 1)")
    formats = [part.strip() for part in args.formats.split(",") if part.strip()]
    if args.formats != DEFAULT_FORMATS and formats != ["npz"]:
        raise PretrainedOptionError(f"--formats {args.formats}: a GGUF model's layer is written "
                                    "as npz only (--formats npz)")


def _chosen_stages(arrays: dict, stages) -> dict:
    if stages is None:
        return dict(arrays)
    unknown = [name for name in stages if name not in arrays]
    if unknown:
        raise PretrainedOptionError(f"--stages: unknown stage {unknown[0]!r}; a GGUF layer has "
                                    f"{', '.join(arrays)}")
    return {name: arrays[name] for name in stages}
