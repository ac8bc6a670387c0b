"""`python main.py selfcheck`: check the engine against PyTorch and list the devices."""

from __future__ import annotations

import argparse


def add_parser(commands) -> argparse.ArgumentParser:
    return commands.add_parser("selfcheck", help="check the engine against PyTorch's own attention "
                                          "and report the devices it can use")
