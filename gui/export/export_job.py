"""Writing an export the window asked for: all the files, or none of them.

The files come from the same code as ``python main.py export`` (core.export.export_stages for
matrices, gui.export.stage_images.export_images for PNG, SVG and the GIF), written first into a
hidden staging folder inside the target folder. Only when every file is complete are they
moved into place (a rename on the same disk), so a full disk or a
refused file leaves the folder as it was.

Handout-ready (core.export.handout): with a ``stem`` every file is named ``<stem>_<file>``
(the session's name, a head counted from 1), pictures can carry a caption line, and files
already in the folder are never replaced silently: ``resolve_existing`` is asked first
(replace them, keep both with numbered names, or cancel and write nothing).
"""

from __future__ import annotations

import errno
import os
import shutil
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.attention.trace import Trace
from core.export import MATRIX_FORMATS, ExportError, check_folder, export_stages
from core.export.handout import existing_names, free_name, handout_name
from core.files.atomic import replace_all
from gui.export.image.animation_file import DEFAULT_ANIMATION_SIZE
from gui.export.stage_images import ALL_FORMATS, IMAGE_FORMATS, export_images

STAGING_PREFIX = ".qkv-export-"
REPLACE, KEEP_BOTH = "replace", "keep both"   # what resolve_existing may answer (None: cancel)


@dataclass(frozen=True)
class ExportChoice:
    """What the export dialog asks for."""
    stages: tuple[str, ...]                              # forward-pass order
    formats: tuple[str, ...]                             # from ALL_FORMATS
    precision: int = 3                                   # LaTeX decimals
    png_scale: int = 2                                   # 1, 2 or 4
    gif_size: tuple[int, int] = DEFAULT_ANIMATION_SIZE   # pixels (width, height)
    gif_fps: float = 4.0
    stem: str = ""                                       # files named <stem>_<file>; "": bare
    captioned: bool = False                              # pictures carry the handout caption

    def __post_init__(self) -> None:
        if not self.stages:
            raise ValueError("no stage chosen: pick at least one stage to export")
        if not self.formats:
            raise ValueError("no format chosen: pick at least one format to export")
        unknown = [f for f in self.formats if f not in ALL_FORMATS]
        if unknown:
            raise ValueError(f"unknown format {unknown[0]!r}; formats are {', '.join(ALL_FORMATS)}")


def export_choice(trace: Trace, tokens: Sequence[str], folder: str | os.PathLike,
                  choice: ExportChoice, *, settings: Mapping[str, Any] | None = None,
                  on_file: Callable[[Path], None] | None = None,
                  notes: Callable[[str | None, int], str] | None = None,
                  resolve_existing: Callable[[list[str]], str | None] | None = None
                  ) -> list[Path]:
    """Write every chosen file into ``folder``; the paths written, in order.

    ``notes(stage, head)`` gives the caption line when ``choice.captioned``. When files of
    those names exist, ``resolve_existing(names)`` answers REPLACE, KEEP_BOTH or None (write
    nothing, return []); without it they are replaced. ExportError (an OSError) with a clear
    message when the folder is unusable or a file cannot be written; then nothing in
    ``folder`` has changed.
    """
    folder = check_folder(folder)
    try:
        staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=folder))
    except OSError as error:
        raise ExportError(f"cannot export to {folder}: {error.strerror or error}",
                          error.errno) from None
    try:
        staged = _write_all(trace, tokens, staging, choice, settings,
                            notes if choice.captioned else None)
        targets = _target_names(staged, folder, choice.stem, resolve_existing)
        return [] if targets is None else _move_into(staged, targets, folder, on_file)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _write_all(trace: Trace, tokens: Sequence[str], staging: Path, choice: ExportChoice,
               settings: Mapping[str, Any] | None, notes) -> list[Path]:
    written: list[Path] = []
    matrix_formats = [f for f in choice.formats if f in MATRIX_FORMATS]
    if matrix_formats:
        written += export_stages(trace, tokens, staging, stages=choice.stages,
                                 formats=matrix_formats, precision=choice.precision,
                                 settings=settings)
    pictures = [f for f in choice.formats if f in IMAGE_FORMATS]
    if pictures:
        written += export_images(trace, tokens, staging, choice.stages, pictures,
                                 choice.png_scale, gif_size=choice.gif_size,
                                 gif_fps=choice.gif_fps, notes=notes)
    return written


def _target_names(staged: list[Path], folder: Path, stem: str,
                  resolve_existing: Callable[[list[str]], str | None] | None) -> list[str] | None:
    """The name each staged file gets in ``folder``; None when the person cancelled."""
    names = [handout_name(stem, path.name) for path in staged]
    existing = existing_names(folder, names)
    if not existing or resolve_existing is None:
        return names
    answer = resolve_existing(existing)
    if answer == REPLACE:
        return names
    if answer != KEEP_BOTH:
        return None
    taken = {path.name for path in folder.iterdir()} | set(names)
    renamed = []
    for name in names:
        new = free_name(taken, name) if name in existing else name
        taken.add(new)
        renamed.append(new)
    return renamed


def _move_into(staged: list[Path], names: list[str], folder: Path,
               on_file: Callable[[Path], None] | None) -> list[Path]:
    """Every staged file renamed into ``folder`` (core.files.atomic.replace_all)."""
    moves = [(path, folder / name) for path, name in zip(staged, names, strict=True)]
    try:
        return replace_all(moves, on_file)
    except IsADirectoryError as error:
        raise ExportError(f"cannot write {Path(error.filename).name} in {folder}: a folder has "
                          "that name", errno.EISDIR) from None
    except OSError as error:
        name = Path(error.filename2 or error.filename or "").name
        raise ExportError(f"cannot write {name} in {folder}: {error.strerror or error}",
                          error.errno) from None
