"""`python main.py heads`: rank MiniLM's heads for a word in two sentences."""

from __future__ import annotations

import argparse


def add_parser(commands) -> argparse.ArgumentParser:
    heads = commands.add_parser(
        "heads", help="rank MiniLM's heads by how differently a word attends in two sentences",
        description="For every layer and head of the shipped MiniLM model, where TOKEN attends "
                    "most in each sentence and how different the two rows are; most "
                    "different first.")
    heads.add_argument("texts", nargs="*", metavar="SENTENCE",
                       help="two sentences (MiniLM; not with --model smollm2)")
    heads.add_argument("--token", default=None, help="the word to follow, e.g. mole (MiniLM)")
    heads.add_argument("--text", default=None,
                       help="with --model smollm2: the text to find previous-token heads and "
                            "first-token sinks on (induction heads use a repeated random "
                            "sequence)")
    heads.add_argument("--top", type=int, default=None, help="show only the first N heads")
    heads.add_argument("--model", default=None, metavar="DIR",
                       help="a BERT-family model folder (default: the shipped MiniLM, also "
                            "`minilm`), or smollm2 for the decoder's previous-token, sink and "
                            "induction heads")
    return heads
