"""Export files written atomically, with one error type whose message a person can act on."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from core.files.atomic import write_bytes_atomic


class ExportError(OSError):
    """An export could not be written; the message says which file, where and why.

    Whatever failed, no partial file is left: each file is complete or untouched.
    ``errno`` keeps the cause (``errno.ENOSPC`` for a full disk) when there is one.
    """

    def __init__(self, message: str, code: int | None = None) -> None:
        super().__init__(message)
        self.errno = code


_REASONS = {
    errno.ENOSPC: "the disk is full",
    errno.EDQUOT: "the disk quota is exhausted",
    errno.EACCES: "permission denied",
    errno.EPERM: "permission denied",
    errno.EROFS: "the disk is read-only",
    errno.ENOENT: "the folder does not exist",
    errno.ENOTDIR: "part of the path is a file, not a folder",
    errno.EISDIR: "a folder has that name",
    errno.ENAMETOOLONG: "the name is too long",
}


def check_folder(folder: str | os.PathLike, *, create: bool = False) -> Path:
    """An existing, writable folder (created first when ``create`` and its parent exists)."""
    folder = Path(folder)
    if folder.exists() and not folder.is_dir():
        raise ExportError(f"cannot export to {folder}: it is a file, not a folder",
                          errno.ENOTDIR)
    if not folder.exists():
        if not create:
            raise ExportError(f"cannot export to {folder}: the folder does not exist",
                              errno.ENOENT)
        if folder.parent.exists() and not folder.parent.is_dir():
            raise ExportError(f"cannot create {folder}: {folder.parent} is a file, not a "
                              "folder", errno.ENOTDIR)
        if not folder.parent.is_dir():
            raise ExportError(f"cannot create {folder}: its parent folder {folder.parent} "
                              "does not exist", errno.ENOENT)
        try:
            folder.mkdir()
        except OSError as error:
            raise ExportError(f"cannot create {folder}: {_reason(error)}", error.errno) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise ExportError(f"cannot export to {folder}: permission denied", errno.EACCES)
    return folder


def write_export_file(path: str | os.PathLike, data: bytes | str) -> Path:
    """Write one export file atomically; ExportError (an OSError) when it cannot be done."""
    path = Path(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    try:
        return write_bytes_atomic(path, payload)
    except OSError as error:
        raise ExportError(f"cannot write {path.name} in {path.parent}: {_reason(error)}",
                          error.errno) from None


def _reason(error: OSError) -> str:
    return _REASONS.get(error.errno) or error.strerror or str(error)
