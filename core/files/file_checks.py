"""Reading a file a user named, safely: only regular files, only up to a size, never a hang.

A path can name a folder, a FIFO (opening it waits for a writer for ever), a device such as
/dev/zero (endless) or a file that grows while it is read. ``read_regular_file`` opens without
blocking, checks what the descriptor really is with fstat, refuses anything that is not a
regular file or is over the limit, and reads at most limit + 1 bytes. No torch, no numpy: the
command line runs this before its heavy imports.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path


class FileRefusedError(ValueError):
    """A file that cannot be read as asked; the message names it and says why."""


def describe_kind(mode: int) -> str:
    """What a non-regular file is, in words, for a message."""
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def check_regular_file(path: str | os.PathLike, limit: int, what: str = "file") -> int:
    """The size of ``path`` when it is a regular file of at most ``limit`` bytes (stat only)."""
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise FileRefusedError(f"{path} does not exist") from None
    except PermissionError:
        raise FileRefusedError(f"{path} cannot be read (permission denied)") from None
    except OSError as error:
        raise FileRefusedError(f"{path} cannot be read: {error.strerror or error}") from None
    return _checked(path, info, limit, what)


def read_regular_file(path: str | os.PathLike, limit: int, what: str = "file") -> bytes:
    """The bytes of ``path``: a regular file of at most ``limit`` bytes, or FileRefusedError."""
    path = Path(path)
    check_regular_file(path, limit, what)  # a FIFO is refused here, before any open()
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
    except PermissionError:
        raise FileRefusedError(f"{path} cannot be read (permission denied)") from None
    except OSError as error:
        if error.errno == errno.ENXIO:  # swapped for a FIFO between stat and open
            raise FileRefusedError(f"{path} is a pipe (FIFO), not a {what}") from None
        raise FileRefusedError(f"{path} cannot be read: {error.strerror or error}") from None
    try:
        _checked(path, os.fstat(descriptor), limit, what)  # what was really opened
        chunks, remaining = [], limit + 1
        while remaining > 0:
            chunk = os.read(descriptor, min(remaining, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            remaining -= len(chunk)
    except OSError as error:
        raise FileRefusedError(f"{path} cannot be read: {error.strerror or error}") from None
    finally:
        os.close(descriptor)
    data = b"".join(chunks)
    if len(data) > limit:
        raise FileRefusedError(f"{path.name} grew past {_megabytes(limit)} while it was read; "
                               f"{what}s are limited to {_megabytes(limit)}")
    return data


def _checked(path: Path, info: os.stat_result, limit: int, what: str) -> int:
    if not stat.S_ISREG(info.st_mode):
        raise FileRefusedError(f"{path} is {describe_kind(info.st_mode)}, not a {what}")
    if info.st_size > limit:
        raise FileRefusedError(f"{path.name} is {_megabytes(info.st_size)}; {what}s are "
                               f"limited to {_megabytes(limit)}")
    return info.st_size


def _megabytes(size: int) -> str:
    return f"{size / 2**20:.0f} MB"
