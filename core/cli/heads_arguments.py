"""`python main.py heads`: rank MiniLM's heads for a word in two sentences."""

from __future__ import annotations

import argparse


def add_parser(commands) -> argparse.ArgumentParser:
    heads = commands.add_parser(
        "heads", help="rank MiniLM's heads by how differently a word attends in two sentences",
        description="For every layer and head of the shipped MiniLM model, where TOKEN attends "
                    "most in each sentence and how different the two rows are; most "
                    "different first.")
    heads.add_argument("texts", nargs=2, metavar="SENTENCE")
    heads.add_argument("--token", required=True, help="the word to follow, e.g. mole")
    heads.add_argument("--top", type=int, default=None, help="show only the first N heads")
    heads.add_argument("--model", default=None, metavar="DIR",
                       help="a BERT-family model folder (default: the shipped MiniLM)")
    return heads
