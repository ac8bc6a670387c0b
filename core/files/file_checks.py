"""Reading a file a user named, safely: only regular files, only up to a size, never a hang.

A path can name a folder, a FIFO (opening it waits for a writer for ever), a device such as
/dev/zero (endless) or a file that grows while it is read. ``read_regular_file`` opens without
blocking, checks what the descriptor really is with fstat, refuses anything that is not a
regular file or is over the limit, and reads at most limit + 1 bytes. No torch, no numpy: the
command line runs this before its heavy imports. The messages are in the window's language
(core.i18n); ``what`` ("session file", "tour file") is looked up there too, in context "Files".
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from core.i18n import QT_TRANSLATE_NOOP, translate

# What callers call the files they read (``what``), marked so that lupdate finds them.
KINDS_OF_FILE = (QT_TRANSLATE_NOOP("Files", "file"), QT_TRANSLATE_NOOP("Files", "session file"),
                 QT_TRANSLATE_NOOP("Files", "tour file"), QT_TRANSLATE_NOOP("Files", "config file"),
                 QT_TRANSLATE_NOOP("Files", "weights file"),
                 QT_TRANSLATE_NOOP("Files", "vocabulary file"),
                 QT_TRANSLATE_NOOP("Files", "tokenizer config"),
                 QT_TRANSLATE_NOOP("Files", "recovery note"))


class FileRefusedError(ValueError):
    """A file that cannot be read as asked; the message names it and says why."""


def describe_kind(mode: int) -> str:
    """What a non-regular file is, in words, for a message."""
    if stat.S_ISDIR(mode):
        return translate("Files", "a folder")
    if stat.S_ISFIFO(mode):
        return translate("Files", "a pipe (FIFO)")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return translate("Files", "a device")
    if stat.S_ISSOCK(mode):
        return translate("Files", "a socket")
    return translate("Files", "not a regular file")


def check_regular_file(path: str | os.PathLike, limit: int, what: str = "file") -> int:
    """The size of ``path`` when it is a regular file of at most ``limit`` bytes (stat only)."""
    path = Path(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise FileRefusedError(translate("Files", "{path} does not exist").format(
            path=path)) from None
    except PermissionError:
        raise _unreadable(path) from None
    except OSError as error:
        raise _unreadable(path, error) from None
    return _checked(path, info, limit, what)


def _unreadable(path: Path, error: OSError | None = None) -> FileRefusedError:
    """'{path} cannot be read (permission denied)', or with the system's reason."""
    if error is None:
        return FileRefusedError(translate("Files", "{path} cannot be read (permission denied)"
                                          ).format(path=path))
    return FileRefusedError(translate("Files", "{path} cannot be read: {reason}").format(
        path=path, reason=error.strerror or error))


def read_regular_file(path: str | os.PathLike, limit: int, what: str = "file") -> bytes:
    """The bytes of ``path``: a regular file of at most ``limit`` bytes, or FileRefusedError."""
    path = Path(path)
    check_regular_file(path, limit, what)  # a FIFO is refused here, before any open()
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
    except PermissionError:
        raise _unreadable(path) from None
    except OSError as error:
        if error.errno == errno.ENXIO:  # swapped for a FIFO between stat and open
            raise FileRefusedError(translate("Files", "{path} is {kind}, not a {what}").format(
                path=path, kind=translate("Files", "a pipe (FIFO)"),
                what=translate("Files", what))) from None
        raise _unreadable(path, error) from None
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
        raise _unreadable(path, error) from None
    finally:
        os.close(descriptor)
    data = b"".join(chunks)
    if len(data) > limit:
        raise FileRefusedError(translate("Files", "{name} grew past {limit} while it was read; "
                                                  "{what}s are limited to {limit}").format(
            name=path.name, limit=_megabytes(limit), what=translate("Files", what)))
    return data


def _checked(path: Path, info: os.stat_result, limit: int, what: str) -> int:
    if not stat.S_ISREG(info.st_mode):
        raise FileRefusedError(translate("Files", "{path} is {kind}, not a {what}").format(
            path=path, kind=describe_kind(info.st_mode), what=translate("Files", what)))
    if info.st_size > limit:
        raise FileRefusedError(translate("Files", "{name} is {size}; {what}s are limited to "
                                                  "{limit}").format(
            name=path.name, size=_megabytes(info.st_size), what=translate("Files", what),
            limit=_megabytes(limit)))
    return info.st_size


def _megabytes(size: int) -> str:
    return f"{size / 2**20:.0f} MB"
