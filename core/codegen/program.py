"""A session's forward pass as a PyTorch program: blocks per stage, the script, line spans.

    program = generate_program(session)
    program.script            # the standalone script (torch and numpy only)
    program.spans["scores"]   # range of 0-based script lines that compute `scores`
    program.stage_at_line(12) # the stage a line belongs to, or None
"""

from __future__ import annotations

from dataclasses import dataclass

from core.attention import stage_text
from core.attention.stage_text import StageSettings
from core.attention.stages import STAGES
from core.codegen.literals import WRAP_AT, aligned
from core.codegen.session_code import DTYPE_LINE, describe, session_lines, session_title
from core.codegen.stage_code import STAGE_CODE, Shapes
from core.session.value import Session


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

    @property
    def stages(self) -> tuple[str, ...]:
        return tuple(block.stage for block in self.blocks)

    def stage_at_line(self, line: int) -> str | None:
        for stage, span in self.spans.items():
            if line in span:
                return stage
        return None


def stage_formula(stage: str, session: Session) -> str:
    """The app's formula for the stage, for this session (scaling, mask, positions, W^O)."""
    return stage_text.formula(stage, StageSettings.of(session))


def stage_meaning(stage: str, session: Session) -> str:
    """The app's one-sentence meaning of the stage, true for this session."""
    return stage_text.meaning(stage, StageSettings.of(session))


def stage_blocks(session: Session) -> tuple[StageBlock, ...]:
    """The code of every stage in core.STAGES, in order (STAGE_CODE writes each one)."""
    shapes = Shapes.of(session)
    unknown = [stage for stage in STAGES if stage not in STAGE_CODE]
    if unknown:
        raise ValueError(f"no code is written for stage(s) {', '.join(unknown)}")
    return tuple(StageBlock(stage, stage_formula(stage, session), stage_meaning(stage, session),
                            tuple(aligned(STAGE_CODE[stage](session, shapes))))
                 for stage in STAGES)


def _header() -> list[str]:
    return [
        "#!/usr/bin/env python3",
        '"""Self-attention, stage by stage: a session exported from QKV Lab.',
        "",
        "Standalone: needs only torch and numpy. Each stage is computed as the app computes it",
        "(float64 by default), printed with its name and shape, and with --npz PATH saved to an",
        ".npz file keyed by the stage names.",
        '"""',
        "",
        "import argparse",
        "import math",
        "",
        "import numpy as np",
        "import torch",
        "",
        DTYPE_LINE,
        "",
    ]


def stages_dict_lines(stages: tuple[str, ...]) -> list[str]:
    """``STAGES = {'x': x, …}``: every stage by its core.STAGES name, wrapped."""
    lines, current = ["STAGES = {  # name -> tensor, the names of core.STAGES"], "   "
    for stage in stages:
        entry = f" {stage!r}: {stage},"
        if len(current) + len(entry) > WRAP_AT:
            lines.append(current)
            current = "   "
        current += entry
    return [*lines, current, "}"]


def _footer(stages: tuple[str, ...]) -> list[str]:
    return [
        "",
        *stages_dict_lines(stages),
        "",
        "",
        "def main() -> None:",
        "    parser = argparse.ArgumentParser(description='Self-attention, stage by stage.')",
        "    parser.add_argument('--npz', metavar='PATH', help='save every stage to this file')",
        "    args = parser.parse_args()",
        "    for name, value in STAGES.items():",
        "        print(f'{name}: shape {tuple(value.shape)}')",
        "        print(value)",
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
    lines += _footer(tuple(block.stage for block in blocks))
    return Program(title=title, summary=summary, setup=tuple(setup), blocks=blocks,
                   script="\n".join(lines) + "\n", spans=spans)
