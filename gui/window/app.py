"""Opening the window: the QApplication, the first session (chosen by
gui.window.start_session), --size/--stage/--screenshot.

Qt and a splash come up first; then torch (the engine) is imported on a worker thread while the
views' modules load on the main thread (gui/preload.py); the session waits for it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from gui.window.start_session import initial_session

SCREENSHOT_SETTLE_MS = 400
DEFAULT_SIZE = (1280, 800)
SCREEN_AIR_PX = 40          # the default window leaves this much of its screen around it


def parse_size(text: str | None) -> tuple[int, int] | None:
    """'1280x800' -> (1280, 800); None for None; ValueError with a clear message otherwise."""
    if text is None:
        return None
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"--size must look like 1280x800, got {text!r}") from None
    if not (320 <= width <= 10000 and 240 <= height <= 10000):
        raise ValueError(f"--size {text} is out of range (320x240 to 10000x10000)")
    return width, height


def show_refused_files(window, refused: list) -> None:
    """Each session file the command line named that could not be opened, in the box File ›
    Open shows (naming the file and its first broken field) over the shown window: the box
    opens without waiting (gui/window/file_dialogs.py), so it stays until read."""
    from gui.document.session_files import SessionFiles

    files = window.features.get(SessionFiles)
    for path in refused:
        files.open_path(path, ask=False)


def _configure_application(app) -> None:
    from PySide6.QtGui import QFont

    app.setApplicationName("QKV Lab")
    app.setOrganizationName("QKV Lab")
    app.setApplicationDisplayName("QKV Lab")
    font = QFont(app.font())
    font.setPointSizeF(max(font.pointSizeF(), 10.0))
    app.setFont(font)
    app.setWindowIcon(_window_icon())


def _window_icon(icons: Path | None = None):
    """qkv-lab.png from ``icons`` (the shipped icons folder) if there, else a small drawn
    attention grid: the start-up draws it, since finding the package data imports core (torch)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QIcon, QPainter, QPixmap

    from gui.window.splash import paint_logo

    path = icons / "qkv-lab.png" if icons is not None else None
    if path is not None and path.exists():
        return QIcon(str(path))
    pixmap = QPixmap(64, 64)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_logo(painter, 4, 4, 18, 1)
    painter.end()
    return QIcon(pixmap)


def run_window(args: argparse.Namespace) -> int:
    """Open the window; with --screenshot, save a PNG once painted and return 0."""
    try:
        size = parse_size(getattr(args, "size", None))
    except ValueError as error:
        print(f"qkv-lab: {error}", file=sys.stderr)
        return 2
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from gui.window.pyside_feature_hook import skip_feature_source_scan

    skip_feature_source_scan()   # PySide's import hook stops reading every module's source
    app = QApplication.instance() or QApplication(sys.argv[:1])
    _configure_application(app)
    from gui.window.language import (
        choose_language,
        font_problem,
        install_language,
        normalized,
    )

    requested = getattr(args, "language", None)
    if requested and normalized(requested) is None:
        from gui.window.language import missing_language_message
        print(f"qkv-lab: {missing_language_message(requested)}", file=sys.stderr)
    language = choose_language(requested)
    unreadable = font_problem(language)      # no font for its script: boxes, so English
    if unreadable is not None:
        language = "en"
    install_language(language)   # before any widget says a word
    from gui.window.splash import report_milestone, show_splash

    splash = show_splash(app)   # painted first: a thread started earlier delayed it 0.3 -> 0.7 s
    from gui.window.preload import EngineImport, import_views

    engine_import = EngineImport().start()   # torch loads on a thread while the views load here
    import_views()
    engine_import.wait()
    report_milestone("engine imported")
    from core.files.resource_files import resources_folder
    app.setWindowIcon(_window_icon(resources_folder() / "icons"))   # the one the menu entry shows
    problems: list[str] = [] if unreadable is None else [unreadable]
    refused: list[Path] = []
    session, path = initial_session(args, problems.append, refused)
    for problem in problems:
        print(f"qkv-lab: {problem}", file=sys.stderr)

    if size is None and (getattr(args, "screenshot", None) or
                         getattr(args, "layout_report", False)):
        size = DEFAULT_SIZE  # a picture has the documented size whatever the screen
    window = build_window(session, path=path, size=size, stage=getattr(args, "stage", None),
                          restore=not getattr(args, "no_restore", False) and
                          not getattr(args, "screenshot", None) and
                          not getattr(args, "layout_report", False))
    for problem in problems:
        window.show_message(problem)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)   # closed, it is freed
    window.show()
    splash.finish(window)
    if getattr(args, "presentation", False):
        from gui.classroom.presentation import PresentationMode
        window.features.get(PresentationMode).set_active(True)
    app.processEvents()
    type_lesson_sentence(window, args)   # into the shown window, as a learner types it
    report_milestone("main window shown")
    start_tour(window, args)
    if getattr(args, "screenshot", None) or getattr(args, "layout_report", False):
        shot = getattr(args, "screenshot", None)
        return _screenshot(app, window, Path(shot) if shot else None,
                           report=getattr(args, "layout_report", False))
    if getattr(args, "example", None):
        from gui.window.scaling_lab_menu import ScalingLabLauncher, open_example_lab
        open_example_lab(args.example, window.controller.session.title,  # a lesson may open
                         window.features.get(ScalingLabLauncher).open_request,  # a lab beside
                         window.show_message)
    from gui.automation.scripted_session import schedule_test_script
    from gui.document.session_files import SessionFiles
    from gui.window.recovery_prompt import install_recovery

    show_refused_files(window, refused)   # a box over the window, opened without waiting
    install_recovery(window.features.get(SessionFiles), window.controller,  # offers unsaved
                     window.show_message, window, args)  # work back, then autosaves edits
    schedule_test_script(window)    # $QKV_LAB_TEST_SCRIPT only: tests drive the real app
    return app.exec()


def type_lesson_sentence(window, args: argparse.Namespace) -> None:
    """--example with --text: the lesson opened, then the sentence typed into its token field,
    the learner's own route and computation (fresh seeded weights of the lesson's shape, the
    banner saying the description no longer holds). A screenshot or layout report of that
    state is the live window's, banner included; --text was ignored beside --example."""
    if not (getattr(args, "example", None) and getattr(args, "text", None)):
        return
    from core.attention.stages import STAGES

    stage = window.stepper.stage
    window.stepper.jump(STAGES[0])     # as a lesson opens: typed at its first stage, then
    editor = window.token_editor       # stepped on (the layout fits the sentence for the
    editor.sentence.setText(args.text)  # stage on screen, and narrows for the next: the
    editor.apply_sentence()            # same route, the same widths)
    window.stepper.jump(stage)          # --stage still holds for the typed sentence


def start_tour(window, args: argparse.Namespace) -> None:
    """--tour NAME|FILE opens that tour (a bad one: one message); else the last one is offered."""
    from gui.classroom.tour_features import TourFeatures

    if getattr(args, "tour", None):
        tours = window.features.get(TourFeatures)
        if not tours.open_tour(args.tour, step=max(getattr(args, "tour_step", 1), 1) - 1,
                               own_text=getattr(args, "text", None), ask=False):
            print(f"qkv-lab: {window.status_message()}", file=sys.stderr)
            window.features.get(TourFeatures).offer_resume()
    elif not getattr(args, "screenshot", None) and not getattr(args, "layout_report", False):
        window.features.get(TourFeatures).offer_resume()


def build_window(session, *, path=None, size=None, stage=None, restore=True):
    """A ready MainWindow for ``session`` (not shown yet)."""
    from gui.document.controller import SessionController
    from gui.inside_screen import follow_screen
    from gui.screen_fit import install_dialog_fit
    from gui.window.dock_layout import DockLayout
    from gui.window.main_window import MainWindow
    from gui.window.memory import bound_the_pixmap_cache, return_large_blocks_to_the_system

    use_interactive_threads()
    install_dialog_fit()                 # every dialog fits its screen (shrinks, scrolls)
    return_large_blocks_to_the_system()  # RSS follows live memory at 2,048 tokens
    bound_the_pixmap_cache()             # the style's pixmaps: 2 MB, not Qt's 10
    controller = SessionController(session)
    if path is not None:
        controller.set_path(path)  # the engine already ran once, in the constructor
    window = MainWindow(controller, restore=False)
    follow_screen(window)    # a screen that shrinks (a monitor unplugged): it moves and shrinks
    window.resize(*(size or default_size()))
    if size is None:
        centre_on_screen(window)
    window.features.get(DockLayout).fit_to_window()   # default proportions; a restored
    # layout replaces them
    if restore:
        window.restore_layout(geometry=size is None)
    if stage:
        try:
            window.stepper.jump(stage)
        except ValueError as error:
            window.show_message(str(error))
    return window


def use_interactive_threads() -> None:
    """One torch thread for the window's engine runs (unless OMP_NUM_THREADS says otherwise).

    A teaching-size pass takes well under a millisecond on one thread, but waking a second
    OpenMP thread on a busy machine stalled a single 8×8 softmax for ~16 ms (measured on a
    loaded 2-core machine: engine 10-30 ms -> 0.6 ms at n <= 64, and faster at n = 2048 too).
    """
    import torch

    if "OMP_NUM_THREADS" not in os.environ and torch.get_num_threads() != 1:
        torch.set_num_threads(1)


def default_size() -> tuple[int, int]:
    """The screen's available room less SCREEN_AIR_PX each way: the window grows with the
    screen it opens on (1880×1040 on a 1920×1080 one), DEFAULT_SIZE with no screen."""
    from PySide6.QtGui import QGuiApplication

    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return DEFAULT_SIZE
    available = screen.availableGeometry()
    return (available.width() - SCREEN_AIR_PX, available.height() - SCREEN_AIR_PX)


def centre_on_screen(window) -> None:
    """The window's frame centred in its screen's available room."""
    from PySide6.QtGui import QGuiApplication

    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    frame = window.frameGeometry()
    frame.moveCenter(screen.availableGeometry().center())
    window.move(frame.topLeft())


def _screenshot(app, window, out: Path | None, *, report: bool = False) -> int:
    from PySide6.QtCore import QTimer

    def grab_and_quit() -> None:
        app.processEvents()
        window.animation.stop()
        window.grab()                    # a settled paint: the layout's watch acts on what it
        app.processEvents()              # drew (the left column may give the numbers room), as
        picture = window.grab()          # in a live window; paints every view: the report
                                         # reads what was drawn
        ok = out is None or picture.save(str(out), "PNG")
        if not ok:
            print(f"qkv-lab: could not write the screenshot {out}", file=sys.stderr)
        if report:
            from gui.automation.layout_report import layout_report_line

            print(layout_report_line(window), flush=True)
        app.exit(0 if ok else 1)

    app.processEvents()
    QTimer.singleShot(SCREENSHOT_SETTLE_MS, grab_and_quit)
    return app.exec()
