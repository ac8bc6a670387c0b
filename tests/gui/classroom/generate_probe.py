"""Run by test_generate_dialog_real_x on a real X screen: the Generate dialog opened with a
long text, a few tokens generated, then measured; prints one JSON line per state.

    python -m tests.gui.classroom.generate_probe LANGUAGE PRESSES TEXT
"""

from __future__ import annotations

import json
import sys

from PySide6.QtCore import QEventLoop, QRect, QTimer
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget


def wait(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def rect_in(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def covering(dialog, plot) -> list[str]:
    """Shown widgets (not inside the plot, not holding it) whose rectangle meets the plot's."""
    room = rect_in(plot, dialog)
    found = []
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible() or widget is plot or plot.isAncestorOf(widget) or \
                widget.isAncestorOf(plot) or widget.window() is not dialog:
            continue
        if isinstance(widget.parentWidget(), QAbstractScrollArea) and \
                not widget.parentWidget().isVisible():
            continue
        common = rect_in(widget, dialog).intersected(room)
        if common.width() > 0 and common.height() > 0:
            found.append(f"{type(widget).__name__} {rect_in(widget, dialog)}")
    return found


def report(app, dialog, tag: str) -> dict:
    from gui.automation.clipped_text import clipped_texts

    view = dialog.cache_view
    box = view.plot.getViewBox().sceneBoundingRect()
    top = dialog.top_list
    last = top.visualItemRect(top.item(top.rowCount() - 1, 0)) if top.rowCount() else QRect()
    frame = dialog.frameGeometry()
    room = dialog.screen().availableGeometry()
    return {"tag": tag,
            "screen": [room.width(), room.height()],
            "frame": [frame.x(), frame.y(), frame.width(), frame.height()],
            "on_screen": room.contains(frame),
            "least": [dialog.minimumSizeHint().width(), dialog.minimumSizeHint().height()],
            "covering_map": covering(dialog, view.plot),
            "clipped": clipped_texts(dialog),
            "map_px": [round(box.width()), round(box.height())],
            "labels": view.token_labels(),
            "image_rows": 0 if view.image.image is None else int(view.image.image.shape[0]),
            "top_rows": top.rowCount(),
            "top_all_seen_or_scrolls": top.viewport().rect().contains(last) or
            top.verticalScrollBar().isVisible()}


def main() -> int:
    language, presses, text = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    app = QApplication(sys.argv[:1])
    from gui.window.app import use_interactive_threads
    from gui.window.language import install_language

    install_language(language)
    use_interactive_threads()
    from core.pretrained.decoder_generate import Sampling
    from gui.classroom.generate_dialog import GenerateDialog
    from tests.core.shipped_decoder import shipped_decoder

    dialog = GenerateDialog(shipped_decoder(), text)
    dialog.sampling_controls.set_sampling(Sampling(greedy=False, temperature=0.8, top_k=40,
                                                   top_p=0.9, seed=1))   # the longest legend
    dialog.show()
    wait(300)
    for _ in range(presses):
        dialog.generate_one()
        while dialog.busy():
            wait(30)
    wait(300)
    print(json.dumps(report(app, dialog, "generated")), flush=True)
    dialog.restart()
    wait(200)
    print(json.dumps(report(app, dialog, "restarted")), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
