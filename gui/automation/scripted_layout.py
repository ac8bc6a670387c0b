"""The layout steps of $QKV_LAB_TEST_SCRIPT (gui.automation.scripted_session): reach any state a
user can (a stage, a pinned cell, the banner's "more…", a dock, presentation) and print the
layout report there. Each step takes the user's route: a mouse click on the cell, the View
menu's toggles, the banner's link."""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gui.automation.layout_report import layout_report

SETTLE_PASSES = 6
RESIZE_WAIT_S = 2.0
RESIZE_SETTLE_S = 0.4         # past gui.window.refit_triggers's RESIZE_SETTLE_MS


def settle(window) -> None:
    """Let queued layout requests and timers of 0 ms run, then paint the large view once (the
    report reads what it drew)."""
    for _ in range(SETTLE_PASSES):
        QApplication.processEvents()
    window.animation.stop()
    window.stage_panel.large.grab()


def go_to_stage(window, step: dict) -> None:
    window.stepper.jump(str(step["name"]))
    settle(window)


def pin_cell(window, step: dict) -> None:
    """Click cell (row, col) of the stage's large view, where the view says it is."""
    window.stepper.jump(str(step["stage"]))
    settle(window)
    view = window.stage_panel.large
    point: QPoint = view.cell_center_in_viewport(int(step["row"]), int(step["col"]))
    QTest.mouseClick(view.graphics_view().viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)
    settle(window)


def banner_more(window, _step: dict) -> None:
    banner = window.features.named("SessionFiles").banner
    if banner.isVisibleTo(window) and not banner.is_expanded():
        banner.label.linkActivated.emit("more")
    settle(window)


def show_dock(window, step: dict) -> None:
    name = step.get("dock")
    if name == "mask":
        window.features.named("MaskFeatures").show_mask()
    else:
        dock = _dock(window, name)
        if dock is None:
            raise KeyError(f"no dock called {name!r}")
        if not dock.isVisible():
            dock.toggleViewAction().trigger()
    settle(window)


def _dock(window, name: str | None):
    """The dock a script names: the window's own, or a feature's (heads, code, vectors)."""
    features = {"heads": window.features.named("HeadsDock").dock,
                "code": window.features.named("CodeDock").dock,
                "vectors": window.features.named("VectorsDock").dock}
    return features.get(name, window.docks.get(name))


def hide_dock(window, step: dict) -> None:
    if step.get("dock") == "tour":
        window.features.named("TourFeatures").leave()
        settle(window)
        return
    dock = _dock(window, step.get("dock"))
    if dock is not None and dock.isVisible():
        dock.toggleViewAction().trigger()
    settle(window)


def clear_explanation(window, _step: dict) -> None:
    window.explanation_link.clear()
    settle(window)


def presentation(window, step: dict) -> None:
    """View › Presentation; waited for until the window's geometry rests (a real window system
    answers full screen and the way back later)."""
    import time

    window.actions.presentation.setChecked(bool(step.get("on", True)))
    deadline, last, still = time.monotonic() + RESIZE_WAIT_S, None, 0
    while still < 5 and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)
        still = still + 1 if window.geometry() == last else 0
        last = window.geometry()
    settle(window)


def causal(window, step: dict) -> None:
    """The toolbar's Causal mask button."""
    action = window.actions.causal
    if action.isChecked() != bool(step.get("on", True)):
        action.trigger()
    settle(window)


def resize(window, step: dict) -> None:
    """A hand resize of the window to (width, height), waited for until the window has it
    (a real screen's window system answers later) or RESIZE_WAIT_S has passed."""
    import time

    wanted = (int(step["width"]), int(step["height"]))
    window.resize(*wanted)
    deadline = time.monotonic() + RESIZE_WAIT_S
    while (window.width(), window.height()) != wanted and time.monotonic() < deadline:
        QApplication.processEvents()
    rested = time.monotonic() + RESIZE_SETTLE_S     # the layout refits once a drag rests
    while time.monotonic() < rested:
        QApplication.processEvents()
        time.sleep(0.01)
    settle(window)


def print_report(window, step: dict) -> None:
    """One JSON line; a step's "tag" comes back in it (a test's name for the state)."""
    settle(window)
    report = layout_report(window)
    if "tag" in step:
        report["tag"] = step["tag"]
    print(json.dumps(report, ensure_ascii=False), flush=True)


def screenshot(window, step: dict) -> None:
    """The window as painted now, to a PNG (what a learner sees, without the frame)."""
    settle(window)
    if not window.grab().save(str(step["path"]), "PNG"):
        print(f"qkv-lab: could not write the screenshot {step['path']}", flush=True)


def type_sentence(window, step: dict) -> None:
    """``text`` typed into the Tokens dock's sentence field and Enter, as a learner does."""
    field = window.token_editor.sentence
    field.setFocus()
    field.selectAll()
    field.insert(str(step["text"]))          # as typed (key clicks take ASCII only: no 祖母)
    QTest.keyClick(field, Qt.Key.Key_Return)
    settle(window)


def screen_grab(window, step: dict) -> None:
    """The whole screen as the window system shows it now (not the widgets' own painting),
    to a PNG: what a test measures the layout report against."""
    settle(window)
    screen = window.screen()
    if screen is None or not screen.grabWindow(0).save(str(step["path"]), "PNG"):
        print(f"qkv-lab: could not grab the screen to {step['path']}", flush=True)


def open_lesson(window, step: dict) -> None:
    """Lesson › the example called ``name`` (its file's stem), as its menu item opens it."""
    from PySide6.QtGui import QAction

    from core.files.examples import list_examples
    from core.worksheets.options import LANGUAGES

    # its title in whichever language the menu is written in
    titles = {e.title for language in LANGUAGES for e in list_examples(language=language)
              if e.path.stem == step["name"]}
    for action in window.findChildren(QAction):
        if action.text().replace("&", "") in titles:
            action.trigger()
            break
    else:          # said, and the script goes on (an exception here would leave it hanging)
        print(f"qkv-lab: no menu item opens the lesson {step['name']!r}", file=sys.stderr)
    settle(window)


def open_tour(window, step: dict) -> None:
    """Lesson › Tours ▸ ``name``, at its first step (or 1-based ``step``; the Tour dock shown)."""
    window.features.named("TourFeatures").open_tour(str(step["name"]),
                                                step=int(step.get("step", 1)) - 1, ask=False)
    settle(window)


def tour_answer(window, step: dict) -> None:
    """The waiting question answered ``"right"``, ``"wrong"`` (the first other option, or the
    answer + 1) or ``"reveal"`` (Show the answer), as the tour panel's controls do."""
    from core.tours.answers import choices

    tours = window.features.named("TourFeatures")
    progress = tours.progress
    if progress is None or not progress.is_pending():
        print("qkv-lab: no tour question is waiting", file=sys.stderr)
        return
    how, answer = step.get("with", "right"), progress.answer.answer
    if how == "reveal":
        tours.panel.reveal_button.click()
    elif how == "right":
        tours.predict(answer)
    else:
        offered = [value for value, _ in choices(progress.question, progress.session)]
        tours.predict(next((v for v in offered if v != answer), None) if offered
                      else float(answer) + 1.0)
    settle(window)


def tour_next(window, _step: dict) -> None:
    """The tour panel's Continue ▶ (disabled while a question waits: then it does nothing)."""
    window.features.named("TourFeatures").panel.next_button.click()
    settle(window)


LAYOUT_OPS = {"stage": go_to_stage, "pin": pin_cell, "banner_more": banner_more,
              "show": show_dock, "hide": hide_dock, "causal": causal, "clear": clear_explanation,
              "presentation": presentation, "layout_report": print_report, "resize": resize,
              "screenshot": screenshot, "screen_grab": screen_grab, "lesson": open_lesson,
              "type_sentence": type_sentence,
              "tour": open_tour, "tour_answer": tour_answer, "tour_next": tour_next}
