"""The companion windows' steps of $QKV_LAB_TEST_SCRIPT (gui.automation.scripted_session): open
the √d_k lab or the training window the way their menus do, train, tick "compare", and print a
report of what such a window drew (one JSON line, like the main window's layout report).

    {"op": "scaling_lab"}                              View › Why √d_k? Lab
    {"op": "training", "compare": false, "steps": 200} Lesson › Watch Attention Learn (a run of
                                                       that many steps typed in its box)
    {"op": "train", "steps": 200}                      that many steps of every run (as Step)
    {"op": "compare", "on": true, "discard": true}     tick "compare"; the question about a
                                                       finished run answered Ok (or Cancel)
    {"op": "companion_report", "window": "scaling_lab" | "training", "tag": ...}

The report: the companion's frame and the main window's frame and its screen's available
room (global pixels), each plot's rectangle in the companion (``plots_px``: [x, y, w, h]), the
texts drawn clipped or over another (gui.automation.clipped_text), and the training window's
sentence and status lines as drawn (``lines``: each label's text broken where its layout
breaks it).
"""

from __future__ import annotations

import json

from PySide6.QtCore import QPoint
from PySide6.QtGui import QTextDocument, QTextOption
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from gui.automation.clipped_text import clipped_texts
from gui.automation.scripted_layout import settle


def _rest(window) -> None:
    settle(window)
    for _ in range(4):
        QApplication.processEvents()


def open_scaling_lab(window, _step: dict) -> None:
    window.features.named("ScalingLabLauncher").action.trigger()
    _rest(window)


def open_training(window, step: dict) -> None:
    if step.get("compare"):
        window.features.named("TrainingLauncher").open(compare=True)
    else:
        window.features.named("TrainingLauncher").action.trigger()
    if "steps" in step:
        window.features.named("TrainingLauncher").training.steps.setValue(int(step["steps"]))
    _rest(window)


def train(window, step: dict) -> None:
    """``steps`` steps of every run, then the window redraws (what Step does, many times)."""
    training = window.features.named("TrainingLauncher").training
    driver = training.driver
    driver.pause()
    driver._train(lambda: False, batch=int(step.get("steps", 1)))
    driver.advanced.emit()
    _rest(window)


def compare(window, step: dict) -> None:
    training = window.features.named("TrainingLauncher").training
    answer = bool(step.get("discard", True))
    asked: list[int] = []

    def confirm(steps: int) -> bool:
        asked.append(steps)
        return answer

    training.confirm_discard = confirm
    training.compare.setChecked(bool(step.get("on", True)))
    _rest(window)
    print(json.dumps({"qkv_lab_compare_asked": asked}), flush=True)


def _rect(widget: QWidget, top: QWidget) -> list[int]:
    corner = widget.mapTo(top, QPoint(0, 0))
    return [corner.x(), corner.y(), widget.width(), widget.height()]


def _global_rect(widget: QWidget) -> list[int]:
    corner = widget.mapToGlobal(QPoint(0, 0))
    return [corner.x(), corner.y(), widget.width(), widget.height()]


def drawn_in_view(plot) -> dict[str, list[int]]:
    """A pyqtgraph plot's drawing (its PlotItem: title, axes, data) and the part of the scene
    its view shows, in the view's pixels: the drawing is cut where it leaves the view."""
    view = plot.viewport().rect()
    drawing = plot.mapFromScene(plot.getPlotItem().sceneBoundingRect()).boundingRect()
    return {"drawing": list(drawing.getRect()), "view": list(view.getRect())}


def drawn_lines(label: QLabel) -> list[str]:
    """The label's text as its layout breaks it at its width (plain text, word wrap on)."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    document.setPlainText(label.text())
    document.setTextWidth(max(1, label.contentsRect().width()))
    document.size()                   # laid out now: the blocks' lines exist from here
    lines = []
    block = document.begin()
    while block.isValid():
        layout = block.layout()
        for index in range(layout.lineCount()):
            line = layout.lineAt(index)
            lines.append(block.text()[line.textStart():line.textStart() + line.textLength()])
        block = block.next()
    return lines


def companion_report(window, step: dict) -> None:
    which = step.get("window", "scaling_lab")
    companion = window.features.named("ScalingLabLauncher").lab if which == "scaling_lab" \
        else window.features.named("TrainingLauncher").training
    _rest(window)
    companion.grab()               # painted once: the walker reads what was drawn
    screen = companion.screen()
    report = {
        "window": which,
        "frame_px": list(companion.frameGeometry().getRect()),
        "size_px": [companion.width(), companion.height()],
        "main_frame_px": list(window.frameGeometry().getRect()),
        "menu_bar_px": _global_rect(window.menuBar()),
        "screen_px": list(screen.availableGeometry().getRect()) if screen else None,
        "plots_px": {name: _rect(plot, companion) for name, plot in companion.plots.items()
                     if plot.isVisible()},
        "drawn_px": {name: drawn_in_view(plot) for name, plot in companion.plots.items()
                     if plot.isVisible()},
        "clipped": clipped_texts(companion),
    }
    if which == "training":
        report["lines"] = {"status": drawn_lines(companion.status)}
        report["sentence"] = companion.sentence.text()
        report["status"] = companion.status.text()
        report["compare"] = companion.driver.compare
        report["steps_done"] = companion.driver.steps_done
    if "tag" in step:
        report["tag"] = step["tag"]
    print(json.dumps({"qkv_lab_companion": report}, ensure_ascii=False), flush=True)


COMPANION_OPS = {"scaling_lab": open_scaling_lab, "training": open_training, "train": train,
                 "compare": compare, "companion_report": companion_report}
