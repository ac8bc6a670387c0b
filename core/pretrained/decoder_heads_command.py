"""`python main.py heads` for a decoder: SmolLM2, Gemma 3 or any GGUF file, through the model
protocol's decoders (core.pretrained.smollm2, core.pretrained.gguf_attention_model).

    python main.py heads --model smollm2|gemma3 | --gguf FILE [--text TEXT] [--top N]

Prints what was measured and, for each ranking (previous-token heads, first-token sinks,
induction heads), one sentence and its top heads counted from 1. A refusal is one line on
stderr and exit 2: both --model and --gguf, two sentences or --token (MiniLM's ranking), a bad
.gguf (another architecture, cut short, an unknown quantization), a text too short to measure.
"""

from __future__ import annotations

import argparse
import sys

from core.pretrained.decoder_heads import DEFAULT_TEXT, format_decoder_heads
from core.pretrained.errors import PretrainedError

DECODER_NAMES = ("smollm2", "gemma3")


def wants_decoder_heads(args: argparse.Namespace) -> bool:
    """True when the command ranks a decoder's heads (--gguf, or --model smollm2 or gemma3)."""
    return getattr(args, "gguf", None) is not None or str(args.model).lower() in DECODER_NAMES


def chosen_decoder(args: argparse.Namespace):
    """The decoder --gguf FILE or --model names, behind the model protocol."""
    if args.gguf is not None and args.model is not None:
        raise PretrainedError("give --model or --gguf, not both")
    if args.gguf is None and str(args.model).lower() == "smollm2":
        from core.pretrained.smollm2 import SmolLM2

        return SmolLM2.load()
    from core.pretrained.gguf_attention_model import GGUFAttentionModel

    return GGUFAttentionModel.load(args.gguf)          # None: the shipped Gemma 3


def decoder_heads_command(args: argparse.Namespace) -> int:
    """Rank the decoder's heads on --text; 2 on a user error."""
    text = DEFAULT_TEXT if args.text is None else args.text   # "" is refused, not replaced
    try:
        if args.texts or args.token:
            raise PretrainedError("a decoder ranks heads on one text: give --text, not two "
                                  "sentences and --token")
        model = chosen_decoder(args)
        ranking = model.measure_heads(text)
    except PretrainedError as error:
        print(f"qkv-lab heads: error: {error}", file=sys.stderr)
        return 2
    print(format_decoder_heads(ranking, text, model.shape.name, args.top or 5))
    return 0
