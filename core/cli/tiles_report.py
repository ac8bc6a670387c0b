"""`python main.py tiles` runs here: FlashAttention's Algorithm 1 on one head of a session,
step by step, with the memory traffic of the standard and the tiled pass.

    python main.py tiles (--example NAME | --text T | SESSION.json) [--head H]
        [--block-q BR --block-k BC | --sram M] [--causal] [--json]

With --json the last line is one JSON object: n, d, block_q, block_k, steps (i, j from 0; m and
ℓ of block i's rows after block j, m null for a row with no visible key yet), output and z of
the head, max_difference, skipped_blocks, io (elements). A bad block size, head or session is
refused in one line on stderr, exit 2.
"""

from __future__ import annotations

import argparse
import json
import math
import sys

from core.hardware.block_sizes import (
    BlockSizeError,
    BlockSizes,
    check_steps,
    checked_block,
    checked_on_chip,
    default_blocks,
    from_on_chip,
)

PROGRAM = "qkv-lab tiles"


class TilesError(ValueError):
    """A refusal; the message names the option or file."""


def tiles_command(args: argparse.Namespace) -> int:
    try:
        source = _source_option(args)
        head = _head(args.head)
        chosen = _chosen_blocks(args)            # checked as text before torch loads
        trace = _session(args, source).run()
        if head > trace.n_heads:
            raise TilesError(f"--head must be from 1 to {trace.n_heads} (the session's heads), "
                             f"got {head}")
        blocks = chosen(trace.n_tokens, trace.d_head)
        check_steps(blocks, trace.n_tokens)
        report = tiles_report(trace, head - 1, blocks)
    except (TilesError, BlockSizeError) as error:
        print(f"{PROGRAM}: error: {error}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, ensure_ascii=False))
    else:
        _print_summary(report)
    return 0


def tiles_report(trace, head: int, blocks: BlockSizes) -> dict:
    """The pinned JSON object for one head (0-based) of a trace."""
    from core.hardware.flash_pass import flash_pass, largest_difference
    from core.hardware.memory_traffic import memory_traffic

    flash = flash_pass(trace, head, blocks)
    steps = []
    for i, j in flash.steps:
        running_max, running_sum = flash.running(i, j)
        steps.append({"i": i, "j": j,
                      "m": [None if math.isinf(m) else float(m) for m in running_max],
                      "l": [float(x) for x in running_sum]})
    traffic = memory_traffic(flash.n, flash.d, blocks.block_k)
    return {"n": flash.n, "d": flash.d, "block_q": blocks.block_q, "block_k": blocks.block_k,
            "steps": steps, "output": flash.output.astype(float).tolist(),
            "z": trace.head("z", head, native=True).astype(float).tolist(),
            "max_difference": largest_difference(flash, trace, head),
            "skipped_blocks": flash.skipped_blocks,
            "io": {"standard": {"reads": traffic.standard.reads,
                                "writes": traffic.standard.writes},
                   "tiled": {"reads": traffic.tiled.reads, "writes": traffic.tiled.writes}}}


def _print_summary(report: dict) -> None:
    io = report["io"]
    print(f"n = {report['n']}, d = {report['d']}, blocks of {report['block_q']} query rows × "
          f"{report['block_k']} keys: {len(report['steps'])} tiles computed, "
          f"{report['skipped_blocks']} skipped")
    print(f"largest |O − z| = {report['max_difference']:.3g}")
    for name in ("standard", "tiled"):
        print(f"{name}: reads {io[name]['reads']:,} and writes {io[name]['writes']:,} elements")


def _source_option(args: argparse.Namespace) -> str:
    given = [name for name, value in (("SESSION", args.session), ("--example", args.example),
                                      ("--text", args.text)) if value is not None]
    if len(given) != 1:
        got = f"; got {' and '.join(given)}" if given else ""
        raise TilesError("give exactly one of SESSION (a session file), --example NAME or "
                         f"--text SENTENCE{got}")
    return given[0]


def _head(text) -> int:
    raw = "1" if text is None else str(text).strip()
    if not raw.isdigit() or not raw.isascii() or len(raw) > 6 or int(raw) < 1:
        raise TilesError(f"--head must be a whole number from 1 (heads count from 1), got {raw!r}")
    return int(raw)


def _chosen_blocks(args: argparse.Namespace):
    """(n, d) -> BlockSizes, from --block-q/--block-k, --sram or the default."""
    by_hand = args.block_q is not None or args.block_k is not None
    if by_hand and args.sram is not None:
        raise TilesError("give --block-q and --block-k, or --sram, not both")
    if args.sram is not None:
        on_chip = checked_on_chip(args.sram)
        return lambda n, d: from_on_chip(on_chip, d)
    block_q = None if args.block_q is None else checked_block(args.block_q, "--block-q")
    block_k = None if args.block_k is None else checked_block(args.block_k, "--block-k")

    def blocks(n: int, d: int) -> BlockSizes:
        default = default_blocks(n)
        return BlockSizes(block_q=block_q or default.block_q, block_k=block_k or default.block_k)
    return blocks


def _session(args: argparse.Namespace, source: str):
    from core.files.examples import UnknownExampleError, load_example
    from core.files.session_io import SessionFileError, load_session
    from core.limits import LimitError
    from core.session.value import Session

    try:
        if source == "SESSION":
            session = load_session(args.session)
        elif source == "--example":
            session = load_example(args.example)
        else:
            session = Session.from_text(args.text)
    except (SessionFileError, LimitError, UnknownExampleError, OSError, ValueError) as error:
        raise TilesError(f"{source}: {error}") from None
    return session.with_settings(causal=True) if args.causal else session
