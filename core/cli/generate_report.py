"""`python main.py generate`, the run: load the decoder, append tokens, print them and the time.

    python main.py generate --model smollm2|gemma3 | --gguf FILE --text TEXT --tokens N
        [--greedy | --temperature T [--seed S] [--top-k K] [--top-p P]] [--no-cache] [--json]

The model speaks the model protocol (core.pretrained.model_protocol): its ``start_generation``
stepper chooses every token (core.pretrained.protocol_generation), as in the Generate dialog.
Prints the text with its continuation, one line per generated token (its id, text and
probability) and a summary with the time per token; with --json the last line is
``{"text": continuation, "pieces": [labels], "tokens": [ids], "ms_per_token": float}``:
"text" as the tokenizer decodes it ("�" only for an unfinished last character), "pieces" each
generated token as it reads in the whole text (core.pretrained.byte_pieces: "美", "〃" for
the rest of a character split over pieces, "‹E7 BE›" for bytes that make no character).
A refusal is one line on stderr and exit 2: the wheel missing (with the pip command), a bad
.gguf (another architecture, cut short, an unknown quantization), a text
too long, a temperature that is not a positive finite number. Runs on one
torch thread unless OMP_NUM_THREADS says otherwise (a second thread costs far more than it
gives at this size).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys

PROGRAM = "qkv-lab generate"
DECODER_MODELS = ("smollm2", "gemma3")


class GenerateOptionError(ValueError):
    """An option that cannot be used; the message names it."""


def generate_command(args: argparse.Namespace) -> int:
    from core.pretrained.errors import PretrainedError

    try:
        n_tokens = _whole(args.tokens, "--tokens", minimum=1)
        sampling_options = _sampling_options(args)
        if args.gguf is None and args.model.lower() not in DECODER_MODELS:
            raise GenerateOptionError(f"--model {args.model}: only {' and '.join(DECODER_MODELS)} "
                                      "generate text (MiniLM is an encoder: it reads both ways "
                                      "and predicts no next token)")
        import torch

        from core.pretrained.attention_models import attention_model
        from core.pretrained.decoder_generate import Sampling
        from core.pretrained.gguf_model import chosen_gguf_model
        from core.pretrained.protocol_generation import generate_text
        from core.pretrained.smollm2_model import load_decoder

        sampling = Sampling(**sampling_options)
        model = chosen_gguf_model(args.model, args.gguf)   # --gguf FILE or gemma3
        model = attention_model(load_decoder() if model is None else model)   # the protocol
        threads = torch.get_num_threads()
        if "OMP_NUM_THREADS" not in os.environ:
            torch.set_num_threads(1)
        try:
            generation = generate_text(model, args.text, n_tokens, sampling,
                                       use_cache=not args.no_cache)
        finally:
            torch.set_num_threads(threads)
    except (GenerateOptionError, PretrainedError) as error:
        print(f"{PROGRAM}: error: {error}", file=sys.stderr)
        return 2
    print(args.text + generation.readable)
    for number, (step, piece) in enumerate(zip(generation.steps, generation.pieces,
                                               strict=True), start=1):
        chosen = next((c for c in step.top if c.token_id == step.token_id), None)
        shown = f"p = {chosen.probability:.3f}" if chosen else "p below the top 10"
        cache = f"  cache: {step.cache_length} keys per layer" if step.cache_length else ""
        print(f"  {number:>3}  id {step.token_id:>5}  {piece:<16}  {shown}{cache}")
    mode = "with the KV cache" if not args.no_cache else "without the cache (recomputed)"
    print(f"{len(generation.steps)} tokens, {generation.ms_per_token:.1f} ms per token {mode}")
    if args.json:
        print(json.dumps({"text": generation.text, "pieces": list(generation.pieces),
                          "tokens": generation.token_ids,
                          "ms_per_token": round(generation.ms_per_token, 3)},
                         ensure_ascii=False))
    return 0


def _sampling_options(args: argparse.Namespace) -> dict:
    if args.temperature is None:
        for option, value in (("--top-k", args.top_k), ("--top-p", args.top_p)):
            if value is not None:
                raise GenerateOptionError(f"{option} samples: give --temperature T as well")
        return {"greedy": True}
    temperature = _number(args.temperature, "--temperature")
    if not math.isfinite(temperature) or temperature <= 0:
        raise GenerateOptionError(f"--temperature must be a positive finite number, got "
                                  f"{args.temperature}")
    options = {"greedy": False, "temperature": temperature,
               "seed": _whole(args.seed, "--seed", minimum=0)}
    if args.top_k is not None:
        options["top_k"] = _whole(args.top_k, "--top-k", minimum=1)
    if args.top_p is not None:
        top_p = _number(args.top_p, "--top-p")
        if not 0 < top_p <= 1:
            raise GenerateOptionError(f"--top-p must be above 0 and at most 1, got {args.top_p}")
        options["top_p"] = top_p
    return options


def _number(text: str, option: str) -> float:
    try:
        return float(text)
    except ValueError:
        raise GenerateOptionError(f"{option} must be a number, got {text!r}") from None


def _whole(text: str, option: str, minimum: int) -> int:
    try:
        value = int(text)
    except ValueError:
        raise GenerateOptionError(f"{option} must be a whole number, got {text!r}") from None
    if value < minimum or value > 2**31:
        raise GenerateOptionError(f"{option} must be {minimum} or more, got {text}")
    return value
