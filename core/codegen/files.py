"""A session exported as code files: ``NAME.py`` (a script) and ``NAME.ipynb`` (a notebook)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from core.codegen.program import generate_program
from core.export.bundle import check_formats
from core.export.handout import file_stem
from core.export.writing import check_folder, write_export_file
from core.session.value import Session

CODE_FORMATS: tuple[str, ...] = ("py", "ipynb")


def code_payloads(session: Session, stem: str, formats: Iterable[str] = CODE_FORMATS
                  ) -> dict[str, str]:
    """File name -> text for each chosen code format (nothing written)."""
    formats = check_formats(formats, CODE_FORMATS)
    program = generate_program(session)
    payloads = {}
    if "py" in formats:
        payloads[f"{stem}.py"] = program.script
    if "ipynb" in formats:
        from core.codegen.notebook import (
            notebook_text,  # nbformat: imported only when a notebook is made
        )
        payloads[f"{stem}.ipynb"] = notebook_text(session, program)
    return payloads


def export_code(session: Session, folder: str | os.PathLike, stem: str,
                formats: Iterable[str] = CODE_FORMATS) -> list[Path]:
    """Write ``folder/stem.py`` and/or ``folder/stem.ipynb`` atomically; the paths written."""
    payloads = code_payloads(session, file_stem(stem), formats)
    folder = check_folder(folder)
    return [write_export_file(folder / name, text) for name, text in payloads.items()]


def write_code_file(session: Session, path: str | os.PathLike) -> Path:
    """One code file a person named: the script for ``.py``, the notebook for ``.ipynb``."""
    path = Path(path)
    suffix = path.suffix.lower().lstrip(".")
    if suffix not in CODE_FORMATS:
        raise ValueError(f"a code file ends in .py or .ipynb; got {path.name!r}")
    text = code_payloads(session, "session", [suffix])[f"session.{suffix}"]
    return write_export_file(path, text)
