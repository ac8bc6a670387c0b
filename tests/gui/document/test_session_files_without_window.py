"""SessionFiles holds no widget: without a window it saves, opens, emits the title and the
modified marker, and its unanswered questions mean "cancel" (nothing is lost)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from core.files.session_io import load_session
from core.session.value import Session
from gui.document.controller import SessionController
from gui.document.recent_files import RecentFiles
from gui.document.session_files import SessionFiles, window_title


def test_session_files_work_and_say_their_title_with_no_window(qapp, tmp_path):
    controller = SessionController(Session.from_text("the mole on his face"))
    files = SessionFiles(controller, RecentFiles(QSettings(str(tmp_path / "s.ini"),
                                                           QSettings.Format.IniFormat)))
    titles, modified, messages = [], [], []
    files.title_changed.connect(titles.append)
    files.modified_changed.connect(modified.append)
    files.show_message = messages.append
    files.show_title()
    assert titles == ["Untitled · the mole on his face[*] — QKV Lab"] and modified == [False]

    controller.edit("W_Q", lambda s: s.with_cell("W_Q", 0, 1, 2, 0.5))
    assert modified[-1] is True and files.is_modified()
    assert not files.may_discard()             # no window to ask: the default answer is cancel
    assert not files.new_session()             # ... so nothing replaces the edited session
    assert controller.session.matrix("W_Q")[1, 2] == 0.5

    path = tmp_path / "mole.json"
    assert files.save_to(path)
    assert load_session(path) == controller.session
    assert titles[-1] == window_title(path.resolve(), "the mole on his face")
    assert modified[-1] is False and messages[-1] == "saved mole.json"
    assert files.open_path(path) and files.path == path.resolve()
