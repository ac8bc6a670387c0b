"""The File menu: New, Open…, Open Recent ▸, Open Example ▸, Open Pretrained Head…, Open Model
File…, Save, Save As…, then Quit; and the example description banner.
``install_file_menu(frame, …)`` hooks it all into the parts it is given (the frame is the
QMainWindow whose title, drops and dialogs these are) and returns the SessionFiles.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QBoxLayout, QMainWindow, QMenu

from core.files.examples import ExampleInfo, LabRequest, banner_texts, lesson_title
from core.session.lesson import departure_note
from gui.classroom.description_banner import DescriptionBanner
from gui.classroom.examples_menu import build_examples_menu
from gui.document.controller import SessionController
from gui.document.recent_files import RecentFiles
from gui.document.session_files import SessionFiles
from gui.document.stepper import Stepper
from gui.settings import app_settings
from gui.window.language import current_language
from gui.window.session_window import attach_session_files

translate = QCoreApplication.translate


@dataclass
class FileActions:
    new: QAction
    open: QAction
    open_pretrained: QAction
    save: QAction
    save_as: QAction
    recent_menu: QMenu
    examples_menu: QMenu
    lessons_menu: QMenu
    open_model_file: QAction | None = None


def _action(parent: QMainWindow, text: str, slot,
            keys: QKeySequence.StandardKey | str | None = None, tip: str = "") -> QAction:
    action = QAction(text, parent)
    if keys is not None:
        action.setShortcut(QKeySequence(keys))
    action.setToolTip(tip or text.replace("&", "").rstrip("…"))
    action.triggered.connect(lambda *_: slot())
    return action


class RecentMenu(QMenu):
    """Open Recent ▸, rebuilt each time it opens; missing files are pruned with a message."""

    def __init__(self, files: SessionFiles, parent=None) -> None:
        super().__init__(translate("FileMenu", "Open &Recent"), parent)
        self._files = files
        self.aboutToShow.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        missing = self._files.recent.prune()
        if missing:
            names = ", ".join(path.name for path in missing)
            self._files.show_status(translate(
                "FileMenu", "removed from Open Recent (file no longer there): {names}").format(
                names=names))
        self.clear()
        paths = self._files.recent.paths()
        for number, path in enumerate(paths, start=1):
            action = self.addAction(f"&{number}  {path.name}")
            action.setToolTip(str(path))
            action.setData(str(path))
            action.triggered.connect(lambda *_, chosen=path: self._files.open_path(chosen))
        if not paths:
            self.addAction(translate("FileMenu", "no recent files")).setEnabled(False)
            return
        self.addSeparator()
        self.addAction(translate("FileMenu", "Clear list")).triggered.connect(self._clear)

    def _clear(self) -> None:
        self._files.recent.clear()
        self.refresh()


def _run_pretrained_dialog(parent: QMainWindow, files: SessionFiles,
                           show_message: Callable[[str], None]):
    """The pretrained-head dialog, imported when first asked for: it loads core.pretrained
    (safetensors, tokenizers; ~18 ms) which the window's start does not need. A lesson it
    opens (the sliding window) says at which stage the window shows it (``files.start_at``)."""
    from gui.classroom.pretrained_dialog import run_pretrained_dialog

    return run_pretrained_dialog(parent, show_message, starts_at=files.start_at)


def _open_sliding_window_lesson(parent: QMainWindow, files: SessionFiles,
                                show_message: Callable[[str], None]) -> bool:
    """Lesson › The Sliding Window (Gemma 3)…: asks about unsaved changes, then opens the
    pretrained dialog on Gemma 3's sliding-window lesson (gui.classroom.pretrained_dialog),
    shown at the stage the lesson is about (the masked one: M's band beside it)."""
    if not files.may_discard():
        return False
    from gui.classroom.pretrained_dialog import run_pretrained_dialog

    session = run_pretrained_dialog(parent, show_message, sliding_window_lesson=True,
                                    starts_at=files.start_at)
    return session is not None and files.open_session(session)


def _no_lab(_request: LabRequest | None, _title: str) -> None:
    """What a lesson's lab request does before the √d_k lab's feature exists: nothing."""


def _open_model_file(parent: QMainWindow, files: SessionFiles,
                     show_message: Callable[[str], None]) -> bool:
    """File › Open Model File…: asks about unsaved changes, then for a GGUF layer (the dialog
    is imported when first asked for: it loads core.pretrained)."""
    if not files.may_discard():
        return False
    from gui.classroom.model_file_dialog import run_model_file_dialog

    session = run_model_file_dialog(parent, show_message)
    return session is not None and files.open_session(session)


def install_file_menu(frame: QMainWindow, controller: SessionController, stepper: Stepper,
                      show_message: Callable[[str], None], menus: tuple[QMenu, QMenu, QAction],
                      banner_room: QBoxLayout) -> SessionFiles:
    """Fill the File menu above Quit and Lesson › Lessons (``menus``: File, Lesson, Quit);
    Quit and closing ask about unsaved changes. The lesson banner goes on top of
    ``banner_room``; ``files.open_lab(request, title)`` opens the √d_k lab a lesson asks for
    (set once the lab's feature exists, gui/window/features.py; until then it opens none)."""
    file_menu, lesson_menu, quit_action = menus
    files = SessionFiles(controller, RecentFiles(app_settings()), parent=frame)
    attach_session_files(frame, files, show_message)
    files.run_pretrained_dialog = lambda: _run_pretrained_dialog(frame, files, show_message)
    banner = DescriptionBanner()
    banner_room.insertWidget(0, banner)
    files.banner = banner
    files.open_lab = _no_lab
    language = current_language()   # a lesson's words in it where translated
    files.shown_title = lambda title: lesson_title(title, language)
    files.show_title()

    def open_example(info: ExampleInfo) -> None:
        if files.open_example(info):
            banner.show_text(info.title, info.description)
            stepper.reset()  # a lesson starts at stage 1, later stages hidden
            show_message(translate(
                "FileMenu", "opened lesson “{title}” (its description is in the banner)").format(
                title=info.title))
            files.open_lab(info.lab, info.title)  # a lesson may open a lab
            if info.note:        # its translation refused: the words are English, and why
                show_message(info.note)

    def show_description(session) -> None:
        """A lesson (an example, a pretrained head) says what it is about while its numbers
        are its own; once they are not, the banner says so and offers the way back."""
        note = departure_note(session, controller.lesson)
        if note is not None:
            banner.show_note(note)
        elif session.description:   # a built-in lesson's own words: in the window's language
            title, description = banner_texts(session.title, session.description, language)
            if banner.text() != f"{title}: {description}":
                banner.show_text(title, description)
        else:
            banner.hide()

    controller.session_changed.connect(show_description)
    banner.back_requested.connect(controller.back_to_lesson)
    show_description(controller.session)  # the session the window started on
    std = QKeySequence.StandardKey
    actions = FileActions(
        new=_action(frame, translate("FileMenu", "&New…"), files.new_session, std.New,
                    translate("FileMenu", "start a new session")),
        open=_action(frame, translate("FileMenu", "&Open…"), files.open_dialog, std.Open,
                     translate("FileMenu", "open a session file")),
        open_pretrained=_action(frame, translate("FileMenu", "Open &Pretrained Head…"),
                                files.open_pretrained,
                                tip=translate("FileMenu", "attention weights of a real "
                                                          "model's head (MiniLM, SmolLM2, "
                                                          "Gemma 3)")),
        save=_action(frame, translate("FileMenu", "&Save"), files.save, std.Save,
                     translate("FileMenu", "save the session")),
        save_as=_action(frame, translate("FileMenu", "Save &As…"), files.save_as,
                        "Ctrl+Shift+S", translate("FileMenu", "save the session to a new file")),
        open_model_file=_action(frame, translate("FileMenu", "Open &Model File…"),
                                lambda: _open_model_file(frame, files, show_message),
                                tip=translate("FileMenu", "a layer of a GGUF decoder on this "
                                                          "computer (llama, qwen2, gemma3)")),
        recent_menu=RecentMenu(files, frame),
        examples_menu=build_examples_menu(frame, open_example, language=language),
        # the same lessons where a teacher looks for them: Lesson › Lessons ▸
        lessons_menu=build_examples_menu(frame, open_example, "&Lessons", language),
    )
    files.actions = actions
    menu = file_menu
    menu.insertActions(quit_action, [actions.new, actions.open])
    menu.insertMenu(quit_action, actions.recent_menu)
    menu.insertMenu(quit_action, actions.examples_menu)
    lessons = actions.lessons_menu
    first = lesson_menu.actions()[0] if lesson_menu.actions() else None
    sliding = _action(frame, translate("FileMenu", "The Sliding Window (&Gemma 3)…"),
                      lambda: _open_sliding_window_lesson(frame, files, show_message),
                      tip=translate("FileMenu", "a sliding layer of Gemma 3 270M on a text "
                                                "past its 512-token window, beside a global "
                                                "layer"))
    if first is None:
        lesson_menu.addMenu(lessons)
        lesson_menu.addAction(sliding)
    else:
        lesson_menu.insertMenu(first, lessons)
        lesson_menu.insertAction(first, sliding)
        lesson_menu.insertSeparator(first)
    menu.insertAction(quit_action, actions.open_pretrained)
    menu.insertAction(quit_action, actions.open_model_file)
    menu.insertSeparator(quit_action)
    menu.insertActions(quit_action, [actions.save, actions.save_as])
    menu.insertSeparator(quit_action)
    quit_action.triggered.connect(lambda *_: files.request_close())   # asks first
    return files
