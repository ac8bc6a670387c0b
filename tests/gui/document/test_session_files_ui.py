"""File menu: save/open round trips, title and unsaved marker, the close question, recent files,
drops, examples and bad files (each leaves the session and its undo history unchanged)."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QGraphicsView

from core.files.examples import list_examples, load_example
from core.files.session_io import load_session, save_session, session_to_dict
from core.session.value import Session
from gui.document.recent_files import RecentFiles
from gui.document.session_files import SessionFiles
from gui.settings import app_settings
from tests.gui.files_helpers import edit_cell, open_files_window


@pytest.fixture
def win(qtbot, monkeypatch, tmp_path):
    return open_files_window(qtbot, monkeypatch, tmp_path)


def test_file_menu_lists_the_commands_in_order(win):
    window, _ = win
    texts = [a.text().replace("&", "") for a in window.menu("File").actions() if a.text()]
    ours = ["New…", "Open…", "Open Recent", "Open Example", "Open Pretrained Head…", "Save",
            "Save As…"]
    assert [t for t in texts if t in ours] == ours       # other features may add items between
    assert texts.index("Save As…") - texts.index("Save") == 1 and texts[-1] == "Quit"
    actions = window.features.get(SessionFiles).actions
    assert actions.save.shortcut().toString() == "Ctrl+S"
    assert actions.save_as.shortcut().toString() == "Ctrl+Shift+S"
    assert actions.open.shortcut().toString() == "Ctrl+O"
    assert actions.new.shortcut().toString() == "Ctrl+N"


def test_save_as_then_reopen_is_exact(win, tmp_path, qtbot, monkeypatch):
    window, dialogs = win
    edit_cell(window, 0.123456789012345)
    dialogs.save_path = str(tmp_path / "lesson")          # no suffix: .json is added
    # untitled: Save means Save As
    window.features.get(SessionFiles).actions.save.trigger()
    saved = tmp_path / "lesson.json"
    assert saved.is_file() and window.features.get(SessionFiles).path == saved.resolve()
    assert load_session(saved) == window.controller.session
    other, _ = open_files_window(qtbot, monkeypatch, tmp_path / "second")
    assert other.features.get(SessionFiles).open_path(saved)
    assert other.controller.session == window.controller.session
    assert other.controller.session.matrix("W_Q")[1, 2] == 0.123456789012345
    assert other.features.get(SessionFiles).path == saved.resolve() and not other.isWindowModified()


def test_title_and_marker_follow_edits_save_and_undo(win, tmp_path):
    window, dialogs = win
    stack = window.controller.undo_stack
    assert window.windowTitle() == "Untitled · the mole on his face[*] — QKV Lab"
    assert not window.isWindowModified()
    edit_cell(window)
    assert window.isWindowModified()
    dialogs.save_path = str(tmp_path / "lesson.json")
    assert window.features.get(SessionFiles).save_as()
    assert window.windowTitle() == "lesson.json · the mole on his face[*] — QKV Lab"
    assert not window.isWindowModified() and stack.isClean()
    edit_cell(window, 0.9)
    assert window.isWindowModified()
    stack.undo()                                   # back to what is on disk
    assert not window.isWindowModified()
    stack.undo()                                   # before the saved state: modified again
    assert window.isWindowModified()
    stack.redo()
    edit_cell(window, 0.7)
    assert window.features.get(SessionFiles).save()                     # has a path now: no dialog
    assert load_session(tmp_path / "lesson.json").matrix("W_Q")[1, 2] == 0.7
    assert not window.isWindowModified()


def test_quit_asks_only_with_unsaved_changes_and_cancel_keeps_everything(win, qtbot):
    window, dialogs = win
    edit_cell(window)
    before, steps = window.controller.session, window.controller.undo_stack.count()
    dialogs.discard_answer = "cancel"
    window.actions.quit.trigger()
    assert dialogs.asked == ["Untitled"]
    assert window.isVisible() and window.controller.session == before
    assert window.controller.undo_stack.count() == steps and window.isWindowModified()
    dialogs.discard_answer = "discard"
    window.actions.quit.trigger()
    assert len(dialogs.asked) == 2 and not window.isVisible()


def test_quit_without_changes_does_not_ask(win):
    window, dialogs = win
    window.actions.quit.trigger()
    assert dialogs.asked == [] and not window.isVisible()


def test_save_answer_saves_then_closes_and_a_cancelled_save_keeps_the_window(win, tmp_path):
    window, dialogs = win
    edit_cell(window)
    dialogs.discard_answer, dialogs.save_path = "save", None   # Save, then cancel Save As
    assert not window.features.get(SessionFiles).request_close()
    assert window.isVisible() and window.isWindowModified()
    dialogs.save_path = str(tmp_path / "kept.json")
    assert window.features.get(SessionFiles).request_close()
    assert not window.isVisible()
    assert load_session(tmp_path / "kept.json") == window.controller.session


def test_window_manager_close_asks_but_a_close_from_code_does_not(win):
    window, dialogs = win
    edit_cell(window)
    dialogs.discard_answer = "cancel"
    assert window.features.get(SessionFiles).allow_close(spontaneous=True) is False
    # tests, shutdown
    assert window.features.get(SessionFiles).allow_close(spontaneous=False) is True
    assert dialogs.asked == ["Untitled"]


def test_open_asks_first_and_cancel_leaves_the_session(win, tmp_path):
    window, dialogs = win
    target = tmp_path / "other.json"
    save_session(Session.from_text("a cat sat"), target)
    edit_cell(window)
    before = window.controller.session
    dialogs.open_path, dialogs.discard_answer = str(target), "cancel"
    assert (not window.features.get(SessionFiles).actions.open.trigger()
            and window.controller.session == before)
    dialogs.discard_answer = "discard"
    window.features.get(SessionFiles).actions.open.trigger()
    assert window.controller.session == load_session(target)
    assert window.controller.undo_stack.count() == 0 and not window.isWindowModified()
    assert window.windowTitle().startswith("other.json")


def test_new_and_pretrained_replace_the_session(win):
    window, dialogs = win
    window.features.get(SessionFiles).actions.new.trigger()
    assert window.controller.session == Session.from_text("a new sentence")
    assert window.features.get(SessionFiles).path is None
    dialogs.pretrained = Session.from_text("from a model", d_model=6, d_head=3)
    window.features.get(SessionFiles).actions.open_pretrained.trigger()
    assert window.controller.session == dialogs.pretrained
    dialogs.new_text = "   "                       # no tokens: a message, nothing changes
    window.features.get(SessionFiles).actions.new.trigger()
    assert window.controller.session == dialogs.pretrained
    assert dialogs.errors and dialogs.errors[-1][0] == "New session"


def test_recent_files_order_limit_and_pruning(tmp_path, monkeypatch):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path))
    recent = RecentFiles(app_settings(), limit=3)
    paths = [tmp_path / f"{name}.json" for name in "abcd"]
    for path in paths:
        path.write_text("{}")
    for path in (paths[0], paths[1], paths[2], paths[0]):
        recent.add(path)
    assert recent.paths() == [paths[0], paths[2], paths[1]]
    recent.add(paths[3])
    assert recent.paths() == [paths[3], paths[0], paths[2]]          # limit 3: b dropped
    paths[0].unlink()
    assert recent.prune() == [paths[0]]
    assert RecentFiles(app_settings(), limit=3).paths() == [paths[3], paths[2]]  # persisted


def test_recent_menu_opens_newest_first_and_prunes_with_a_message(win, tmp_path):
    window, _ = win
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    for path in (first, second):
        save_session(Session.from_text(path.stem), path)
        assert window.features.get(SessionFiles).open_path(path)
    menu = window.features.get(SessionFiles).actions.recent_menu
    menu.refresh()
    assert [a.text() for a in menu.actions()][:2] == ["&1  second.json", "&2  first.json"]
    first.unlink()
    menu.refresh()
    assert [a.text() for a in menu.actions() if a.data()] == ["&1  second.json"]
    assert "first.json" in window.statusBar().currentMessage()
    menu.actions()[0].trigger()
    assert window.controller.session == load_session(second)


def _drop(window, path: Path, onto=None) -> bool:
    """Drag enter then drop, as Qt delivers a real drop; True when the window took the drag."""
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    point, action = QPoint(20, 20), Qt.DropAction.CopyAction
    enter = QDragEnterEvent(point, action, mime, Qt.MouseButton.LeftButton,
                            Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(onto or window, enter)
    if not enter.isAccepted():
        return False
    drop = QDropEvent(QPointF(point), action, mime, Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(onto or window, drop)
    return drop.isAccepted()


def test_dropping_a_session_file_opens_it(win, tmp_path):
    window, _ = win
    target = tmp_path / "dropped.json"
    save_session(Session.from_text("dropped on the window"), target)
    (tmp_path / "notes.txt").write_text("not a session")
    assert not _drop(window, tmp_path / "notes.txt")
    assert window.controller.session == Session.from_text("the mole on his face")
    assert _drop(window, target)
    assert window.controller.session == load_session(target)
    assert window.features.get(SessionFiles).path == target.resolve()
    other = tmp_path / "onto-heatmap.json"
    save_session(Session.from_text("dropped on a heatmap"), other)
    heatmap = window.findChildren(QGraphicsView)[0].viewport()
    assert _drop(window, other, onto=heatmap)                  # children pass it up
    assert window.controller.session == load_session(other)


def test_each_example_opens_untitled_and_shows_its_description(win):
    window, _ = win
    examples = window.features.get(SessionFiles).actions.examples_menu
    items = [a for a in examples.actions() if a.data()]
    examples = list_examples()
    assert [a.text().replace("&", "") for a in items] == [info.title for info in examples]
    for action, info in zip(items, examples, strict=True):
        action.trigger()
        assert window.controller.session == load_example(info.name)
        assert window.features.get(SessionFiles).path is None and not window.isWindowModified()
        assert window.features.get(SessionFiles).banner.isVisible()
        assert (window.features.get(SessionFiles).banner.text()
                == f"{info.title}: {info.description}")
        assert window.status_message() == \
            f"opened lesson “{info.title}” (its description is in the banner)"
    window.features.get(SessionFiles).banner.close_button.click()
    assert not window.features.get(SessionFiles).banner.isVisible()


def _bad_files(folder: Path) -> dict[str, tuple[Path, str]]:
    good = session_to_dict(Session.from_text("a b"))
    cases = {
        "not a session": ({"hello": 1}, "not a QKV Lab session"),
        "newer version": ({**good, "version": 99}, "newer QKV Lab"),
        "NaN": (None, "NaN"),
        "truncated": (None, "JSON is broken"),
    }
    files = {}
    for name, (content, phrase) in cases.items():
        path = folder / f"{name.replace(' ', '-')}.json"
        if name == "NaN":
            path.write_text(json.dumps(good).replace("[[", "[[NaN, ", 1))
        elif name == "truncated":
            path.write_text(json.dumps(good)[:200])
        else:
            path.write_text(json.dumps(content))
        files[name] = (path, phrase)
    files["missing"] = (folder / "gone.json", "does not exist")
    return files


def test_bad_files_give_a_clear_message_and_change_nothing(win, tmp_path, monkeypatch):
    window, dialogs = win
    edit_cell(window)
    before, steps = window.controller.session, window.controller.undo_stack.count()
    dialogs.discard_answer = "discard"
    cases = _bad_files(tmp_path)
    unreadable = tmp_path / "locked.json"
    save_session(Session.from_text("locked"), unreadable)
    real_open = os.open  # root ignores permission bits: the refusal of open() is simulated
    monkeypatch.setattr(os, "open", lambda path, *args, **kw: (_ for _ in ()).throw(
        PermissionError(errno.EACCES, "Permission denied")) if Path(path) == unreadable
        else real_open(path, *args, **kw))
    cases["unreadable"] = (unreadable, "permission denied")
    for name, (path, phrase) in cases.items():
        dialogs.errors.clear()
        assert not window.features.get(SessionFiles).open_path(path), name
        assert len(dialogs.errors) == 1, name
        title, text = dialogs.errors[0]
        assert title == "Cannot open session" and phrase in text and path.name in text, name
        assert window.controller.session == before, name
        assert window.controller.undo_stack.count() == steps and window.isWindowModified(), name
        assert window.features.get(SessionFiles).path is None


def test_save_into_a_missing_folder_fails_clearly_and_stays_modified(win, tmp_path):
    window, dialogs = win
    edit_cell(window)
    dialogs.save_path = str(tmp_path / "no-such-folder" / "x.json")
    assert not window.features.get(SessionFiles).save_as()
    assert "does not exist" in dialogs.errors[-1][1]
    assert window.isWindowModified() and window.features.get(SessionFiles).path is None
    assert not (tmp_path / "no-such-folder").exists()


def test_full_disk_keeps_the_old_file_byte_for_byte(win, tmp_path, monkeypatch):
    window, dialogs = win
    target = tmp_path / "lesson.json"
    dialogs.save_path = str(target)
    assert window.features.get(SessionFiles).save_as()
    old_bytes = target.read_bytes()
    edit_cell(window, 0.5)

    def full_disk(_descriptor):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full_disk)
    assert not window.features.get(SessionFiles).save()
    title, text = dialogs.errors[-1]
    assert title == "Cannot save session" and "No space left" in text and "lesson.json" in text
    assert target.read_bytes() == old_bytes
    assert sorted(p.name for p in tmp_path.iterdir() if p.is_file()) == ["lesson.json"]
    assert window.isWindowModified()


def test_save_into_an_unwritable_folder_names_the_problem(win, tmp_path, monkeypatch):
    window, dialogs = win
    edit_cell(window)
    import tempfile

    def refuse(*args, **kwargs):
        raise PermissionError(errno.EACCES, "Permission denied", str(tmp_path))

    monkeypatch.setattr(tempfile, "mkstemp", refuse)
    dialogs.save_path = str(tmp_path / "x.json")
    assert not window.features.get(SessionFiles).save_as()
    assert "Permission denied" in dialogs.errors[-1][1]
    assert not (tmp_path / "x.json").exists() and window.isWindowModified()


def test_the_real_question_maps_message_box_buttons(monkeypatch, qapp):
    from PySide6.QtWidgets import QMessageBox

    from gui.window import file_dialogs

    buttons = QMessageBox.StandardButton

    def answering(button):      # the box's button clicked (Escape: none clicked, box closed)
        def exec_(box):
            if button != buttons.Escape:
                box.button(button).click()
            return 0
        return exec_

    for button, answer in ((buttons.Save, "save"), (buttons.Discard, "discard"),
                           (buttons.Cancel, "cancel"), (buttons.Escape, "cancel")):
        monkeypatch.setattr(QMessageBox, "exec", answering(button))
        assert file_dialogs.ask_save_discard_cancel(None, "x.json") == answer


def test_banner_shows_text_literally_and_hides_when_empty(qtbot):
    from gui.classroom.description_banner import DescriptionBanner

    banner = DescriptionBanner()
    qtbot.addWidget(banner)
    banner.show()
    banner.show_text("Q<K>", "a & b")
    assert banner.text() == "Q<K>: a & b" and banner.isVisible()
    assert banner.label.text() == "<b>Q&lt;K&gt;</b> — a &amp; b"
    banner.show_text("", "")
    assert not banner.isVisible()


def test_the_starting_example_shows_its_description(qtbot, monkeypatch):
    from core.files.examples import load_example
    from gui.window.app import build_window

    session = load_example("mole-face")
    window = build_window(session, restore=False, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    banner = window.features.get(SessionFiles).banner
    assert banner.isVisible()
    assert banner.text() == f"{session.title}: {session.description}"


def test_a_long_description_shows_its_first_sentence_until_more_is_clicked(qtbot):
    from gui.classroom.description_banner import DescriptionBanner

    banner = DescriptionBanner()
    qtbot.addWidget(banner)
    banner.show_text("Mole", "It attends to face (0.58). The rest explains why.")
    assert banner.label.text() == ('<b>Mole</b> — It attends to face (0.58). '
                                   '<a href="more">more…</a>')
    banner.label.linkActivated.emit("more")
    assert banner.is_expanded()
    assert "The rest explains why." in banner.label.text() and ">less</a>" in banner.label.text()
    assert banner.text() == "Mole: It attends to face (0.58). The rest explains why."
