"""Atomic file writes: the old file stays byte-for-byte until the new one is complete."""

from __future__ import annotations

import errno
import os
import tempfile
from pathlib import Path


def write_bytes_atomic(path: str | os.PathLike, data: bytes) -> Path:
    """Write ``data`` to a temporary file beside ``path``, fsync it, then rename it over ``path``.

    Raises OSError with the path in its message when the folder is missing or unwritable, the
    path is a directory, or the disk is full; in every case ``path`` is left as it was.
    """
    target = Path(path)
    if target.is_dir():
        raise IsADirectoryError(errno.EISDIR, f"{target} is a folder, not a file")
    folder = target.parent
    if not folder.is_dir():
        raise FileNotFoundError(errno.ENOENT, f"the folder {folder} does not exist")
    descriptor, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part",
                                             dir=folder)
    try:
        os.fchmod(descriptor, _mode_for(target))
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target


def _mode_for(target: Path) -> int:
    """The replaced file's permissions, or what a plain open() would give (0o666 less umask)."""
    try:
        return target.stat().st_mode & 0o7777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_text_atomic(path: str | os.PathLike, text: str) -> Path:
    return write_bytes_atomic(path, text.encode("utf-8"))
