"""Never losing work: a recovery copy of the unsaved session, written within a second of edits.

Layout of one recovery folder (each running window has its own: gui/document/recovery_slots)::

    session.json   the unsaved session (core.files.session_io format), written atomically
    info.json      {"original_path": str | null, "saved_at": ISO time}, written atomically

The copy is written at most ``max_delay_ms`` after the first unsaved edit, however fast edits
keep coming (a quiet pause of ``delay_ms`` writes it sooner). It is removed after a successful
Save, when the document is back to clean (undo to the saved state) and on a clean exit; if the
app dies instead, the next start offers it back. The data dir is $QKV_LAB_DATA_DIR when set,
else Qt's AppDataLocation.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, QTimer

from core.files.atomic import remove_stale_parts, write_text_atomic
from core.files.file_checks import read_regular_file
from core.files.session_io import SessionFileError, load_session, save_session
from core.session.value import Session
from gui.document.controller import SessionController
from gui.settings import DATA_DIR_VARIABLE

translate = QCoreApplication.translate

AUTOSAVE_DELAY_MS = 400       # written after this long without a further edit ...
AUTOSAVE_MAX_DELAY_MS = 1000  # ... and never later than this after the first unsaved edit


def data_dir() -> Path:
    """Where QKV Lab keeps its own files: $QKV_LAB_DATA_DIR, or the platform's app-data folder."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".qkv-lab")


@dataclass(frozen=True)
class Recovered:
    session: Session
    original_path: Path | None   # the file it was edited from; None for an untitled session
    saved_at: str                # ISO 8601, UTC


class RecoveryStore:
    """Reads, writes and removes the recovery copy in one folder."""

    def __init__(self, folder: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir() / "recovery"
        self.session_path = self.folder / "session.json"
        self.info_path = self.folder / "info.json"

    def exists(self) -> bool:
        return self.session_path.is_file()

    def remove_stale_parts(self) -> int:
        """Leftovers of saves interrupted by a crash (the next write would remove them too)."""
        return sum(remove_stale_parts(path) for path in (self.session_path, self.info_path))

    def write(self, session: Session, original_path: Path | None) -> None:
        """Session first, then the sidecar; OSError (folder unwritable, disk full) propagates."""
        self.folder.mkdir(parents=True, exist_ok=True)
        save_session(session, self.session_path)
        info = {"original_path": None if original_path is None else str(original_path),
                "saved_at": datetime.now(UTC).isoformat(timespec="seconds")}
        write_text_atomic(self.info_path, json.dumps(info) + "\n")

    def read(self) -> Recovered | None:
        """The recovery copy, or None when there is none or it cannot be read (it is removed)."""
        if not self.exists():
            return None
        try:
            session = load_session(self.session_path)
        except SessionFileError:
            self.clear()
            return None
        original, saved_at = None, ""
        try:
            info = json.loads(read_regular_file(self.info_path, 2**20, "recovery note"))
            if isinstance(info, dict):
                original = info.get("original_path")
                saved_at = str(info.get("saved_at", ""))
        except (OSError, ValueError):
            pass  # the sidecar is a nicety: the session alone is still worth offering
        path = Path(original) if isinstance(original, str) and original else None
        return Recovered(session, path, saved_at)

    def clear(self) -> None:
        for path in (self.session_path, self.info_path):
            try:
                path.unlink(missing_ok=True)
            except OSError:
                pass


class Autosaver(QObject):
    """Writes the recovery copy soon after edits, and never starved by a stream of edits.

    Two single-shot timers: ``timer`` restarts on every edit (``delay_ms`` of quiet writes the
    copy), ``deadline`` starts at the first unsaved edit and is not restarted (the copy is
    written ``max_delay_ms`` after it at the latest). Either one writes and stops both.
    ``path_of`` gives the document's current file (it changes on Save As); ``report`` receives
    one line when a write fails (the app goes on; the next edit tries again).
    """

    def __init__(self, controller: SessionController, store: RecoveryStore, path_of,
                 report=lambda text: None, delay_ms: int = AUTOSAVE_DELAY_MS,
                 max_delay_ms: int = AUTOSAVE_MAX_DELAY_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._store = store
        self._path_of = path_of
        self._report = report
        self.lock = None  # install_recovery's QLockFile on the recovery folder, held while alive
        self.timer = self._single_shot(min(delay_ms, max_delay_ms))
        self.deadline = self._single_shot(max_delay_ms)
        controller.undo_stack.indexChanged.connect(self._edited)
        controller.undo_stack.cleanChanged.connect(self._edited)

    @property
    def store(self) -> RecoveryStore:
        return self._store

    def write_now(self) -> None:
        """Save the recovery copy now if there are unsaved changes, else remove it."""
        self.timer.stop()
        self.deadline.stop()
        if self._controller.undo_stack.isClean():
            self._store.clear()
            return
        try:
            self._store.write(self._controller.session, self._path_of())
        except OSError as error:
            self._report(translate("Autosave", "could not write the recovery copy: {error}").format(
                error=error))

    def discard(self) -> None:
        """After a Save or a clean exit: nothing left to recover."""
        self.timer.stop()
        self.deadline.stop()
        self._store.clear()

    def _single_shot(self, interval_ms: int) -> QTimer:
        timer = QTimer(self)
        timer.setSingleShot(True)
        timer.setInterval(interval_ms)
        timer.timeout.connect(self.write_now)
        return timer

    def _edited(self, *_) -> None:
        self.timer.start()
        if not self.deadline.isActive():
            self.deadline.start()
