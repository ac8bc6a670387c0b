"""The program as a Jupyter notebook: a set-up cell, then per stage a Markdown and a code cell.

Made with nbformat (the format's own library) and validated before it is returned.
"""

from __future__ import annotations

import nbformat
from nbformat import v4

from core.codegen.literals import comment_text
from core.codegen.program import Program, generate_program, stages_dict_lines
from core.codegen.session_code import dtype_line
from core.codegen.tiled_code import tiled_function_lines, tiled_heading
from core.i18n import translate
from core.session.value import Session

_PRINT_CELL = (
    "for name, value in STAGES.items():\n"
    "    print(f'{name}: shape {tuple(value.shape)}')"
)


def _markdown_text(text: str) -> str:
    """Plain text safe in Markdown: one line, with Markdown's and HTML's marks escaped."""
    escaped = comment_text(text)
    for mark in "\\`*_{}[]()<>#+!|~":
        escaped = escaped.replace(mark, "\\" + mark)
    return escaped


def build_notebook(program: Program) -> nbformat.NotebookNode:
    """A notebook whose code cells, run in order, compute every stage of ``program``."""
    cells = [
        v4.new_markdown_cell(
            "# " + _markdown_text(translate("Code", "Self-attention, stage by stage")) +
            f"\n\n**{_markdown_text(program.title)}**: {_markdown_text(program.summary)}.\n\n" +
            comment_text(translate("Code", "Exported from QKV Lab. Run the cells in order; each "
                                           "computes one stage exactly as the app does "
                                           "(float64).")), id="title"),
        v4.new_code_cell("\n".join(["import math", "", "import torch", "", dtype_line(), "",
                                    *program.setup]), id="session"),
    ]
    for block in program.blocks:
        meaning = f"\n\n{block.meaning}" if block.meaning else ""
        cells.append(v4.new_markdown_cell(f"## `{block.stage}`: `{block.formula}`{meaning}",
                                          id=f"about-{block.stage}"))
        cells.append(v4.new_code_cell("\n".join(block.lines), id=f"stage-{block.stage}"))
    cells.append(v4.new_markdown_cell("## " + _markdown_text(tiled_heading()), id="about-tiled"))
    if program.tiled:
        cells.append(v4.new_code_cell("\n".join([*tiled_function_lines(), "", *program.tiled]),
                                      id="tiled"))
    cells.append(v4.new_markdown_cell(
        "## " + _markdown_text(translate("Code", "Every stage, by name and shape")),
        id="about-all"))
    cells.append(v4.new_code_cell("\n".join([*stages_dict_lines(program.arrays or program.stages),
                                                   _PRINT_CELL]), id="all-stages"))
    notebook = v4.new_notebook(cells=cells, metadata={
        "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"},
        "language_info": {"name": "python"},
    })
    nbformat.validate(notebook)
    return notebook


def notebook_text(session: Session, program: Program | None = None) -> str:
    """The session's notebook as .ipynb JSON text."""
    notebook = build_notebook(program or generate_program(session))
    return nbformat.writes(notebook) + "\n"
