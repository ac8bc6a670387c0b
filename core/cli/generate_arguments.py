"""`python main.py generate`: continue a text with the shipped SmolLM2 decoder, token by token."""

from __future__ import annotations

import argparse


def add_parser(commands) -> argparse.ArgumentParser:
    generate = commands.add_parser(  # numbers stay text: core.cli.generate_report checks them
        "generate", help="continue a text with the SmolLM2 decoder, one token at a time",
        description="Run the shipped SmolLM2-135M decoder offline: append N tokens to the text, "
                    "each chosen from the model's next-token prediction, with the KV cache "
                    "(each step reads one new token) or without it (each step rereads the "
                    "whole text). Prints the continuation and the time per token.")
    generate.add_argument("--model", default="smollm2",
                          help="smollm2 (the default; MiniLM is an encoder and writes no text)")
    generate.add_argument("--gguf", metavar="FILE", default=None,
                          help="a llama-architecture .gguf file (default: the shipped SmolLM2)")
    generate.add_argument("--text", required=True, help="the text to continue")
    generate.add_argument("--tokens", default="20", metavar="N",
                          help="how many tokens to append (default 20)")
    choice = generate.add_mutually_exclusive_group()
    choice.add_argument("--greedy", action="store_true",
                        help="always take the likeliest token (the default)")
    choice.add_argument("--temperature", metavar="T", default=None,
                        help="sample: divide the logits by T (> 0) before the softmax")
    generate.add_argument("--seed", default="0", metavar="S",
                          help="seed of the sampling (default 0)")
    generate.add_argument("--top-k", default=None, metavar="K",
                          help="sample among the K likeliest tokens only")
    generate.add_argument("--top-p", default=None, metavar="P",
                          help="sample among the likeliest tokens that reach probability P")
    generate.add_argument("--no-cache", action="store_true",
                          help="recompute every step from the whole text (same tokens, slower)")
    generate.add_argument("--json", action="store_true",
                          help='end with one line {"text": …, "tokens": […], '
                               '"ms_per_token": …}')
    return generate
