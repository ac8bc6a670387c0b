"""A worksheet's files, written all together or not at all.

Every file first goes to a temporary ``.NAME.XXXXXXXX.part`` beside its target (fsynced); only
when all of them are complete are they renamed over their targets. A full disk, a missing
permission or a folder in the way leaves the folder as it was. Variant files of an earlier,
larger worksheet in the same folder (variant-12.json when this one has 10) are removed after
the rename, so the folder never mixes two worksheets' numbers.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Mapping
from pathlib import Path

from core.export.writing import ExportError, check_folder
from core.files.atomic import PART_SUFFIX
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
    parts: dict[Path, str] = {}
    try:
        for name, data in files.items():
            target = folder / name
            if target.is_dir():
                raise ExportError(f"cannot write {name} in {folder}: a folder has that name")
            descriptor, temporary = tempfile.mkstemp(prefix=f".{name}.", suffix=PART_SUFFIX,
                                                     dir=folder)
            parts[target] = temporary
            with os.fdopen(descriptor, "wb") as handle:
                handle.write(data)
                handle.flush()
                os.fsync(handle.fileno())
        for target, temporary in parts.items():
            os.chmod(temporary, 0o644)
            os.replace(temporary, target)
    except OSError as error:
        for temporary in parts.values():
            Path(temporary).unlink(missing_ok=True)
        if isinstance(error, ExportError):
            raise
        reason = "the disk is full" if error.errno == 28 else (error.strerror or str(error))
        raise ExportError(f"cannot write the worksheet in {folder}: {reason}",
                          error.errno) from None
    _remove_older_variants(folder, files)
    return list(parts)


def _remove_older_variants(folder: Path, written: Mapping[str, bytes]) -> None:
    for path in folder.iterdir():
        if VARIANT_FILE.match(path.name) and path.name not in written and path.is_file():
            try:
                path.unlink()
            except OSError:
                pass  # not ours to remove after all: the new files are complete regardless
