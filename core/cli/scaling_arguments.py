"""`python main.py scaling`: the √d_k measurements as a table, JSON or CSV."""

from __future__ import annotations

import argparse


def add_parser(commands) -> argparse.ArgumentParser:
    scaling = commands.add_parser(  # options stay text: core.cli.scaling_report checks them
        "scaling", help="measure why attention divides by √d_k: saturation and gradients",
        description="Draw random queries and keys (standard-normal entries) and compare the "
                    "softmax of q·k with and without dividing by √d_k.")
    scaling.add_argument("--d-k", default="1,4,16,64,256,1024", metavar="LIST",
                         help="comma-separated key sizes (default 1,4,16,64,256,1024)")
    for option, default, meaning in (("--tokens", "16", "keys per softmax row"),
                                     ("--samples", "2000", "rows drawn per d_k"),
                                     ("--seed", "0", "random seed")):
        scaling.add_argument(option, default=default, help=f"{meaning} (default {default})")
    scaling.add_argument("--csv", metavar="PATH", help="also write the rows as CSV")
    return scaling
