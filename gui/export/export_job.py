"""Writing an export the window asked for: all the files, or none of them.

The files come from the same code as ``python main.py export`` (core.export.export_stages for
matrices, gui.export.stage_images.export_images for PNG, SVG and the GIF), written first into a
hidden staging folder inside the target folder. Only when every file is complete are they
moved into place (a rename on the same disk), so a full disk or a
refused file leaves the folder as it was.
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
from gui.export.image.animation_file import DEFAULT_ANIMATION_SIZE
from gui.export.stage_images import ALL_FORMATS, IMAGE_FORMATS, export_images

STAGING_PREFIX = ".qkv-export-"


@dataclass(frozen=True)
class ExportChoice:
    """What the export dialog asks for."""
    stages: tuple[str, ...]                              # forward-pass order
    formats: tuple[str, ...]                             # from ALL_FORMATS
    precision: int = 3                                   # LaTeX decimals
    png_scale: int = 2                                   # 1, 2 or 4
    gif_size: tuple[int, int] = DEFAULT_ANIMATION_SIZE   # pixels (width, height)
    gif_fps: float = 4.0

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
                  on_file: Callable[[Path], None] | None = None) -> list[Path]:
    """Write every chosen file into ``folder``; the paths written, in order.

    ExportError (an OSError) with a clear message when the folder is unusable or a file
    cannot be written; then nothing in ``folder`` has changed.
    """
    folder = check_folder(folder)
    try:
        staging = Path(tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=folder))
    except OSError as error:
        raise ExportError(f"cannot export to {folder}: {error.strerror or error}",
                          error.errno) from None
    try:
        staged = _write_all(trace, tokens, staging, choice, settings)
        return _move_into(staged, folder, on_file)
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def _write_all(trace: Trace, tokens: Sequence[str], staging: Path, choice: ExportChoice,
               settings: Mapping[str, Any] | None) -> list[Path]:
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
                                 gif_fps=choice.gif_fps)
    return written


def _move_into(staged: list[Path], folder: Path,
               on_file: Callable[[Path], None] | None) -> list[Path]:
    moved: list[Path] = []
    for path in staged:
        target = folder / path.name
        if target.is_dir():
            raise ExportError(f"cannot write {target.name} in {folder}: a folder has that name",
                              errno.EISDIR)
    for path in staged:
        target = folder / path.name
        try:
            os.replace(path, target)
        except OSError as error:
            raise ExportError(f"cannot write {target.name} in {folder}: "
                              f"{error.strerror or error}", error.errno) from None
        moved.append(target)
        if on_file is not None:
            on_file(target)
    return moved
