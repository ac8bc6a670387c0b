"""Atomic file writes: the old file stays byte-for-byte until the new one is complete.

The new bytes go to ``.NAME.XXXXXXXX.part`` beside the target, held under an exclusive lock
while they are written. A process killed mid-save leaves its .part behind; the next save of
the same file removes every such leftover whose lock nobody holds (a save in progress in
another process keeps its lock, so its file is left alone).

Several files that belong together (a worksheet, an export) are written all or none:
``write_files_atomic`` writes every part first and renames them over their targets only when all
are complete; ``replace_all`` is that last step for files written elsewhere in the same folder.
"""

from __future__ import annotations

import errno
import os
import tempfile
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows: no advisory locks; leftovers are judged by age instead
    fcntl = None

PART_SUFFIX = ".part"
_RANDOM_CHARS = 8  # what tempfile.mkstemp puts between prefix and suffix
_UNLOCKED_PART_AGE_S = 600.0  # without fcntl: a .part untouched this long is a leftover


def write_bytes_atomic(path: str | os.PathLike, data: bytes) -> Path:
    """Write ``data`` to a temporary file beside ``path``, fsync it, then rename it over ``path``.

    Raises OSError with the path in its message when the folder is missing or unwritable, the
    path is a directory, or the disk is full; in every case ``path`` is left as it was.
    """
    target = _checked_target(path)
    temporary = _write_part(target, data)
    try:
        os.replace(temporary, target)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise
    return target


def write_files_atomic(folder: str | os.PathLike, files: Mapping[str, bytes]) -> list[Path]:
    """Write every file of ``files`` (name -> bytes) into ``folder``: all of them or none.

    Each goes to its own .part first; only when all are complete are they renamed over their
    targets. An OSError (a full disk, a folder in the way) leaves every target as it was."""
    folder = Path(folder)
    parts: list[tuple[Path, Path]] = []
    try:
        for name, data in files.items():
            target = _checked_target(folder / name)
            parts.append((_write_part(target, data), target))
    except BaseException:
        for temporary, _ in parts:
            temporary.unlink(missing_ok=True)
        raise
    return replace_all(parts)


def replace_all(moves: Sequence[tuple[Path, Path]],
                on_file: Callable[[Path], None] | None = None) -> list[Path]:
    """Rename each complete file over its target (same folder, so each rename is atomic);
    every target is checked first, so a folder in the way changes nothing. ``on_file`` hears of
    each target as it is in place."""
    for _, target in moves:
        if target.is_dir():
            raise IsADirectoryError(errno.EISDIR, "a folder has that name", str(target))
    done = []
    try:
        for source, target in moves:
            os.replace(source, target)
            done.append(target)
            if on_file is not None:
                on_file(target)
    finally:
        for source, _ in moves[len(done):]:
            Path(source).unlink(missing_ok=True)
    return done


def _checked_target(path: str | os.PathLike) -> Path:
    target = Path(path)
    if target.is_dir():
        raise IsADirectoryError(errno.EISDIR, f"{target} is a folder, not a file", str(target))
    if not target.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, f"the folder {target.parent} does not exist")
    return target


def _write_part(target: Path, data: bytes) -> Path:
    """``data`` in a locked, fsynced .part beside ``target`` (leftovers of crashes go first)."""
    remove_stale_parts(target)
    descriptor, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=PART_SUFFIX,
                                             dir=target.parent)
    try:
        if fcntl is not None:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)  # "a save is in progress"
        os.fchmod(descriptor, _mode_for(target))
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return Path(temporary)


def stale_parts(target: str | os.PathLike) -> list[Path]:
    """Leftover temporary files of interrupted saves of ``target`` (none in progress)."""
    target = Path(target)
    prefix = f".{target.name}."
    try:
        names = os.listdir(target.parent)
    except OSError:
        return []
    candidates = [target.parent / name for name in names
                  if name.startswith(prefix) and name.endswith(PART_SUFFIX)
                  and len(name) == len(prefix) + _RANDOM_CHARS + len(PART_SUFFIX)]
    return [path for path in candidates if _abandoned(path)]


def remove_stale_parts(target: str | os.PathLike) -> int:
    """Delete the leftovers of interrupted saves of ``target``; how many were removed."""
    removed = 0
    for path in stale_parts(target):
        try:
            path.unlink()
            removed += 1
        except OSError:
            pass  # gone already, or not ours to delete: the save goes on regardless
    return removed


def _abandoned(path: Path) -> bool:
    """True when no process is writing ``path`` (its lock is free, or it is old)."""
    try:
        info = path.stat()
    except OSError:
        return False
    age = time.time() - info.st_mtime
    if fcntl is None:
        return age > _UNLOCKED_PART_AGE_S
    if info.st_size == 0 and age < 2.0:
        return False  # just made by mkstemp in another process, not locked yet
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False  # locked: a save in progress
    finally:
        os.close(descriptor)  # closing releases the lock taken just to test it
    return True


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
