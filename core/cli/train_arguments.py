"""`python main.py train`: train a one-layer attention model on a toy task, ÷√d_k on or off."""

from __future__ import annotations

import argparse


def add_parser(commands) -> argparse.ArgumentParser:
    train = commands.add_parser(  # options stay text: core.cli.train_report checks them
        "train", help="train a tiny attention layer on a toy task, with and without ÷√d_k",
        description="Train a one-layer attention model (embeddings, positions, W^Q, W^K, W^V "
                    "per head, W^O, a read-out) with torch autograd on a toy task that needs "
                    "attention, and print loss, accuracy, gradients and saturation as it goes.")
    train.add_argument("--task", default="previous-token",
                       help="previous-token, first-token, same-word or copy (default "
                            "previous-token)")
    for option, default, meaning in (("--steps", "300", "optimizer steps"),
                                     ("--seed", "0", "seed of the weights and the sentences"),
                                     ("--d-k", "8", "key size d_k of each head"),
                                     ("--heads", "1", "attention heads")):
        train.add_argument(option, default=default, help=f"{meaning} (default {default})")
    train.add_argument("--optimizer", default="adam", help="sgd or adam (default adam)")
    train.add_argument("--lr", default=None,
                       help="learning rate (default 0.02 for adam, 0.5 for sgd)")
    train.add_argument("--tau", default=None, metavar="TAU",
                       help="divide the scores by τ instead of √d_k (scaling on)")
    scaling = train.add_mutually_exclusive_group()
    scaling.add_argument("--no-scaling", action="store_true",
                         help="divide the scores by 1 instead of √d_k")
    scaling.add_argument("--compare-scaling", action="store_true",
                         help="train twice from the same seed and data: ÷√d_k and ÷1")
    train.add_argument("--save", metavar="SESSION.json",
                       help="write the trained model as a session on the task's probe sentence "
                            "(with --compare-scaling: the ÷√d_k run)")
    train.add_argument("--csv", metavar="FILE", help="also write every recorded step as CSV")
    return train
