"""A session's forward pass as a PyTorch program: blocks per stage, the script, line spans.

    program = generate_program(session)
    program.script            # the standalone script (torch and numpy only)
    program.spans["scores"]   # range of 0-based script lines that compute `scores`
    program.stage_at_line(12) # the stage a line belongs to, or None

The human words (docstring, comments, the summary line, the script's --help) go through
core.i18n with the context "Code": the window's language, English without a translator (the
command line export). Only words change: the code, its names, shapes and numbers, and the number
of lines (so ``spans``) are the same in every language.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.attention import stage_text
from core.attention.stage_text import StageSettings
from core.attention.stages import STAGES, array_names
from core.codegen.literals import WRAP_AT, aligned, comment_text, fixed_lines, string_literal
from core.codegen.session_code import describe, dtype_line, session_lines, session_title
from core.codegen.stage_code import STAGE_CODE, Shapes
from core.codegen.tiled_code import tiled_call_lines, tiled_lines
from core.i18n import translate
from core.session.value import Session

PRINTED_DECIMALS = 2   # the window's cells: 0.31, −1.20 (core.number_text)

# The script's docstring as English writes it: a translation is laid out on as many lines.
ABOUT_LINES = (
    "Standalone: needs only torch and numpy. Each stage is computed as the app computes it",
    "(float64 by default), printed with its name and shape, and with --npz PATH saved to an",
    ".npz file keyed by the stage names.",
)


@dataclass(frozen=True)
class StageBlock:
    stage: str              # a name from core.STAGES
    formula: str            # as the app writes it, for this session's settings
    meaning: str
    lines: tuple[str, ...]  # code with shape comments, no header


@dataclass(frozen=True)
class Program:
    title: str
    summary: str                    # one line: sizes and settings
    setup: tuple[str, ...]          # the session's numbers (after the imports)
    blocks: tuple[StageBlock, ...]  # one per stage of core.STAGES, in order
    script: str
    spans: dict[str, range]         # stage -> its 0-based lines in ``script`` (header included)

    arrays: tuple[str, ...] = ()    # the script's STAGES dict: the stages, and with rotary
                                    # positions q_rotated/k_rotated (the trace's names)
    tiled: tuple[str, ...] = ()     # FlashAttention's call on the session and its check vs z

    @property
    def stages(self) -> tuple[str, ...]:
        return tuple(block.stage for block in self.blocks)

    def stage_at_line(self, line: int) -> str | None:
        for stage, span in self.spans.items():
            if line in span:
                return stage
        return None


def stage_blocks(session: Session) -> tuple[StageBlock, ...]:
    """The code of every stage in core.STAGES, in order (STAGE_CODE writes each one)."""
    shapes, settings = Shapes.of(session), StageSettings.of(session)
    unknown = [stage for stage in STAGES if stage not in STAGE_CODE]
    if unknown:
        raise ValueError(f"no code is written for stage(s) {', '.join(unknown)}")
    return tuple(StageBlock(stage, stage_text.formula(stage, settings),
                            stage_text.meaning(stage, settings),
                            tuple(aligned(STAGE_CODE[stage](session, shapes))))
                 for stage in STAGES)


def _docstring_text(text: str) -> str:
    """One line of the script's docstring, as written: no line break, no triple quote, every
    backslash doubled (a docstring is no raw string)."""
    return comment_text(text.replace("\\", "\\\\")).replace('"""', "'''")


def _header() -> list[str]:
    title = translate("Code", "Self-attention, stage by stage: a session exported from QKV Lab.")
    about = translate("Code", "Standalone: needs only torch and numpy. Each stage is computed as "
                              "the app computes it (float64 by default), printed with its name "
                              "and shape, and with --npz PATH saved to an .npz file keyed by the "
                              "stage names.")
    return [
        "#!/usr/bin/env python3",
        '"""' + _docstring_text(title),
        "",
        *(_docstring_text(line) for line in fixed_lines(about, ABOUT_LINES)),
        '"""',
        "",
        "import argparse",
        "import math",
        "",
        "import numpy as np",
        "import torch",
        "",
        dtype_line(),
        "",
    ]


def stages_dict_lines(stages: tuple[str, ...]) -> list[str]:
    """``STAGES = {'x': x, …}``: every stage by its core.STAGES name (and q_rotated, k_rotated
    with rotary positions, as the trace names them), wrapped."""
    comment = comment_text(translate("Code", "name -> tensor, the names of core.STAGES"))
    lines, current = [f"STAGES = {{  # {comment}"], "   "
    for stage in stages:
        entry = f" {stage!r}: {stage},"
        if len(current) + len(entry) > WRAP_AT:
            lines.append(current)
            current = "   "
        current += entry
    return [*lines, current, "}"]


def _footer(stages: tuple[str, ...]) -> list[str]:
    description = string_literal(translate("Code", "Self-attention, stage by stage."))
    printed = comment_text(translate("Code", "fixed decimals, as the window writes them; --npz "
                                             "saves every digit"))
    npz_help = string_literal(translate("Code", "save every stage to this file")
                              .replace("%", "%%"))  # argparse %-formats a help text
    return [
        "",
        *stages_dict_lines(stages),
        f"DECIMALS = {PRINTED_DECIMALS}",
        "",
        "",
        "def main() -> None:",
        f"    parser = argparse.ArgumentParser(description={description})",
        f"    parser.add_argument('--npz', metavar='PATH', help={npz_help})",
        "    args = parser.parse_args()",
        "    for name, value in STAGES.items():",
        "        print(f'{name}: shape {tuple(value.shape)}')",
        f"        # {printed}",
        "        print(np.array2string(value.numpy(), precision=DECIMALS, floatmode='fixed',",
        "                              suppress_small=True, max_line_width=100))",
        "    if args.npz:",
        "        np.savez(args.npz, **{name: value.numpy() for name, value in STAGES.items()})",
        "",
        "",
        "if __name__ == '__main__':",
        "    main()",
    ]


def generate_program(session: Session) -> Program:
    """The whole forward pass of ``session`` as PyTorch code (nothing is run)."""
    setup = session_lines(session)
    blocks = stage_blocks(session)
    summary = describe(session)
    title = session_title(session)
    lines = _header() + setup
    spans: dict[str, range] = {}
    for block in blocks:
        lines.append("")
        start = len(lines)
        lines.append(f"# {block.stage}: {block.formula}")
        lines.extend(block.lines)
        spans[block.stage] = range(start, len(lines))
    lines += tiled_lines(session)      # FlashAttention's loop, checked against z
    arrays = array_names(session.rotary)
    lines += _footer(arrays)
    return Program(title=title, summary=summary, setup=tuple(setup), blocks=blocks,
                   script="\n".join(lines) + "\n", spans=spans, arrays=arrays,
                   tiled=tuple(tiled_call_lines(session)))
