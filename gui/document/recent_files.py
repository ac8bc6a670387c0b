"""File › Open Recent: the last few session files, newest first, kept in QSettings.

Where settings live: gui.settings.app_settings (an INI file under QKV_LAB_DATA_DIR when set).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

MAX_RECENT = 8
RECENT_KEY = "recent/files"


class RecentFiles:
    """An ordered list of absolute paths (newest first, no duplicates, at most ``limit``)."""

    def __init__(self, settings: QSettings, limit: int = MAX_RECENT) -> None:
        self._settings = settings
        self._limit = limit

    def paths(self) -> list[Path]:
        stored = self._settings.value(RECENT_KEY, [])
        if isinstance(stored, str):  # QSettings gives a lone string for a one-item list
            stored = [stored]
        if not isinstance(stored, list):
            return []
        return [Path(item) for item in stored if isinstance(item, str) and item][: self._limit]

    def add(self, path: str | os.PathLike) -> None:
        """Put ``path`` first; an older entry for the same file moves up rather than repeats."""
        newest = Path(path).resolve()
        self._store([newest, *(p for p in self.paths() if p != newest)])

    def remove(self, path: str | os.PathLike) -> None:
        gone = Path(path).resolve()
        self._store([p for p in self.paths() if p != gone])

    def prune(self) -> list[Path]:
        """Drop entries whose file no longer exists; returns the dropped paths (in order)."""
        kept, missing = [], []
        for path in self.paths():
            (kept if path.is_file() else missing).append(path)
        if missing:
            self._store(kept)
        return missing

    def clear(self) -> None:
        self._store([])

    def _store(self, paths: list[Path]) -> None:
        self._settings.setValue(RECENT_KEY, [str(p) for p in paths[: self._limit]])
        self._settings.sync()
