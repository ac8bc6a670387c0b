"""How a declared surface (gui/window/feature_registry.py, ``Surface.open``) is opened for a
check: each opener shows the thing as a user would get it and returns the QWidget
that appeared (a dock, a dialog, a lab's window), or the part of the window it brought into sight
(M's side panel): a check judges that widget, and what it judges must be in sight.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget, QMessageBox, QWidget

GENERATE_PROMPT = "The capital of France is"
SAMPLE_FILE = "lesson.json"    # the file name the file questions show


def shown_dock(dock: QDockWidget) -> QDockWidget:
    """The dock in sight, raised over a dock it shares a tab group with."""
    dock.show()
    dock.raise_()
    return dock


def shown_in(show: Callable[[], object], widget: QWidget) -> QWidget:
    """``show()`` run; ``widget``, what it brought into sight (a dock with a tab raised, M's
    side panel), never the main window around it: a check of the whole window judged its other
    parts (a dock tab bar Qt keeps out of sight) as the side panel's."""
    show()
    return widget


def opened(dialog: QWidget) -> QWidget:
    """``dialog`` opened without waiting for its answer (closed: deleted)."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog


def missing_file() -> Path:
    """A file the learner might name that is not there (SAMPLE_FILE in a folder that is not)."""
    return Path(tempfile.gettempdir()) / "qkv-lab-no-such-folder" / SAMPLE_FILE


def missing_file_error(parent: QWidget) -> QWidget:
    """The box File › Open shows for a file it cannot read (``missing_file()``)."""
    from core.files.session_io import SessionFileError, load_session
    from gui.window.file_dialogs import show_error

    path = missing_file()
    try:
        load_session(path)
    except SessionFileError as error:
        text = QCoreApplication.translate(
            "SessionFiles", "{name} could not be opened.\n\n{error}").format(name=path.name,
                                                                            error=error)
    return show_error(parent, QCoreApplication.translate("SessionFiles", "Cannot open session"),
                      text)


def first_tour(tours) -> QDockWidget:
    """The first built-in tour at its first step, in its dock."""
    from core.tours.library import list_tours

    tours.open_tour(list_tours()[0].name, ask=False)
    return tours.dock


def pretrained_dialog(parent: QWidget, show_message: Callable[[str], None]) -> QWidget:
    """File › Open Pretrained Head…, opened without waiting for its answer."""
    from gui.classroom.pretrained_dialog import PretrainedHeadDialog

    dialog = PretrainedHeadDialog(parent, show_message=show_message)
    dialog.open()
    return dialog


def local_models_dialog(parent: QWidget, show_message: Callable[[str], None]) -> QWidget:
    """File › Open Model File…'s "Models on this computer", opened without waiting."""
    from gui.classroom.model_file_dialog import LocalModelsDialog

    dialog = LocalModelsDialog(parent, show_message=show_message)
    dialog.open()
    return dialog


def generate_dialog(parent: QWidget, show_message: Callable[[str], None]) -> QWidget:
    """Generate ▶ on the shipped SmolLM2 (loaded here, from its cache after the first time:
    the pretrained dialog loads it on a worker), over GENERATE_PROMPT."""
    from core.pretrained.smollm2_model import load_decoder
    from gui.classroom.generate_dialog import GenerateDialog

    dialog = GenerateDialog(load_decoder(), GENERATE_PROMPT, parent, show_message=show_message)
    dialog.open()
    return dialog


def held_still(training, compare: bool = False) -> QWidget:
    """The training window (a TrainingLauncher's), opened for a check with its training paused
    (it holds still)."""
    window = training.open(compare=compare)
    window.driver.pause()
    return window


def shown_vectors_tab(vectors, name: str) -> QDockWidget:
    """The Vectors dock in sight with the drawing ``name``'s tab raised."""
    vectors.show()
    vectors.panel.setCurrentWidget(vectors.panel.drawings[name])
    return vectors.dock


def shown_flash(flash) -> QDockWidget:
    """The tiles dock (View › How the GPU Computes It) in sight."""
    flash.show()
    return flash.dock


def restore_question_over(parent: QWidget, session) -> QWidget:
    """The start's "Restore unsaved work?" for ``session``, edited from SAMPLE_FILE and
    autosaved now (gui/window/recovery_prompt.py), opened without waiting for its answer."""
    from datetime import UTC, datetime

    from gui.document.autosave import Recovered
    from gui.window.recovery_prompt import restore_question

    saved_at = datetime.now(UTC).isoformat(timespec="seconds")
    return opened(restore_question(parent, Recovered(session, missing_file(), saved_at)))


def existing_files_question(parent: QWidget, session) -> QWidget:
    """Export's "Files already there" naming the files an export of every stage of ``session``
    as CSV and PNG writes (more than the eight it lists), opened without waiting."""
    from gui.export.export_prompts import existing_question

    box, _replace, _keep = existing_question(parent, exported_names(session))
    return opened(box)


def exported_names(session) -> list[str]:
    """The names an export of every stage of ``session`` as CSV and PNG writes."""
    from core.attention.stages import STAGES
    from core.export.handout import handout_name, session_stem

    return [handout_name(session_stem(session), f"{stage}.{suffix}")
            for stage in STAGES for suffix in ("csv", "png")]


DISCARDED_STEPS = 1200   # a finished run's length in the question (a number with a separator)


def discard_question_over(training) -> QWidget:
    """"Watch it learn"'s "Start a new run?" over its window (opened and held still), asked
    before compare discards a finished run, opened without waiting."""
    from gui.classroom.run_keeping import discard_question

    window = held_still(training)
    return opened(discard_question(window, DISCARDED_STEPS))


def close_discard_question(training) -> None:
    """The question closed (deleted), then the training window it came over."""
    window = training.training
    if window is None:
        return
    for box in window.findChildren(QMessageBox):
        box.close()
    window.close()


def export_finished_box(parent: QWidget, session) -> QWidget:
    """Export's "Export finished" after every stage of ``session`` was written (CSV and PNG)
    to the folder of ``missing_file()``, the written names under Show Details…; it opens
    without waiting (gui/export/export_prompts.py, as export errors do)."""
    from core.i18n import english_plural
    from gui.export.export_prompts import show_summary

    names, folder = exported_names(session), missing_file().parent
    summary = english_plural(QCoreApplication.translate(
        "WindowExports", "exported %n file(s) to {folder}", "", len(names)),
        len(names)).format(folder=folder)
    return show_summary(parent, QCoreApplication.translate("WindowExports", "Export finished"),
                        summary, "\n".join(names))


def scale_question_over(parent: QWidget) -> QWidget:
    """File › Export Window Image…'s "Image scale", opened without waiting."""
    from gui.export.export_prompts import scale_question

    return opened(scale_question(parent))
