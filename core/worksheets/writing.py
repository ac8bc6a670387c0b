"""A worksheet's files, written all together or not at all.

core.files.atomic.write_files_atomic writes them: every part first, then the renames. A full
disk, a missing permission or a folder in the way leaves the folder as it was. Variant files of
an earlier, larger worksheet in the same folder (variant-12.json when this one has 10) are
removed after the rename, so the folder never mixes two worksheets' numbers.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path

from core.export.writing import ExportError, check_folder
from core.files.atomic import write_files_atomic
from core.files.session_io import session_to_json
from core.worksheets.page import Worksheet

VARIANT_FILE = re.compile(r"^variant-(\d{2,3})\.json$")


def variant_file_name(number: int) -> str:
    return f"variant-{number:02d}.json"


def variant_files(sheet: Worksheet) -> dict[str, bytes]:
    """variant-01.json …: each variant's session, openable in the window."""
    return {variant_file_name(v.number): (session_to_json(v.session) + "\n").encode("utf-8")
            for v in sheet.variants}


def write_all(folder: str | os.PathLike, files: Mapping[str, bytes]) -> list[Path]:
    """Write every file of ``files`` (name -> bytes) into ``folder``, all or none."""
    folder = check_folder(folder, create=True)
    try:
        written = write_files_atomic(folder, files)
    except IsADirectoryError as error:
        raise ExportError(f"cannot write {Path(error.filename).name} in {folder}: a folder "
                          "has that name", error.errno) from None
    except OSError as error:
        reason = "the disk is full" if error.errno == 28 else (error.strerror or str(error))
        raise ExportError(f"cannot write the worksheet in {folder}: {reason}",
                          error.errno) from None
    _remove_older_variants(folder, files)
    return written


def _remove_older_variants(folder: Path, written: Mapping[str, bytes]) -> None:
    for path in folder.iterdir():
        if VARIANT_FILE.match(path.name) and path.name not in written and path.is_file():
            try:
                path.unlink()
            except OSError:
                pass  # not ours to remove after all: the new files are complete regardless
