"""gui.views.steady_label: new text of as many lines repaints the label and asks no parent for
a layout; a line more grows its row to the text's height (nothing cut off)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from gui.views.steady_label import SteadyLabel


class _Requests(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.seen: list = []

    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.LayoutRequest:
            self.seen.append(watched)
        return False


def test_same_lines_ask_for_no_layout_and_more_lines_grow_the_row(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    layout = QVBoxLayout(holder)
    steady, plain = SteadyLabel("r = 0.912, largest error 0.031"), QLabel("r = 0.912")
    layout.addWidget(steady.row)
    layout.addWidget(plain)
    holder.resize(300, 200)
    holder.show()
    qtbot.waitExposed(holder)
    qtbot.wait(20)
    requests = _Requests()
    QApplication.instance().installEventFilter(requests)
    try:
        steady.setText("r = 0.487, largest error 0.552")       # one line, as before
        QApplication.processEvents()
        quiet = list(requests.seen)
        plain.setText("r = 0.487")                              # a QLabel asks every time
        QApplication.processEvents()
        asked = list(requests.seen)
    finally:
        QApplication.instance().removeEventFilter(requests)
    assert quiet == [] and holder in asked
    assert steady.text() == "r = 0.487, largest error 0.552"
    one_line = steady.row.height()
    steady.setText(" ".join(["a long explanation of the plane"] * 8))   # several lines
    QApplication.processEvents()
    assert steady.row.height() == steady.heightForWidth(steady.row.width()) > 2 * one_line
    assert steady.width() == steady.row.width() == holder.contentsRect().width() - \
        layout.contentsMargins().left() - layout.contentsMargins().right()
    holder.resize(600, 200)                                    # wider: fewer lines, shorter
    QApplication.processEvents()
    assert steady.row.height() == steady.heightForWidth(600 - 2 * layout.contentsMargins().left())


def test_a_label_left_at_a_stale_height_refits_after_it_is_painted(qtbot):
    """Seen in the real-X sweep (1366×768, 12 tokens, Vectors as a tab in a narrowed column):
    the caption kept the height of an earlier width, its last line cut. A paint that finds the
    height stale fits the label again."""
    host = QWidget()
    qtbot.addWidget(host)
    layout = QVBoxLayout(host)
    label = SteadyLabel()
    layout.addWidget(label.row)
    layout.addStretch(1)
    host.resize(280, 300)
    host.show()
    qtbot.waitExposed(host)
    label.setText("select a score cell (i, j) to see q_i · k_j as |q||k| cos θ\n"
                  "key arrows are as wide as q2's weights (row 2 of the weights)")
    needed = label.heightForWidth(label.row.width())
    label.setFixedHeight(needed - label.fontMetrics().lineSpacing())   # a missed fit
    label.row.setFixedHeight(label.height())
    label.repaint()
    qtbot.waitUntil(lambda: label.height() == needed and label.row.height() == needed)


def test_a_fit_that_cannot_reach_its_height_is_tried_once_per_width_and_text(qtbot,
                                                                            monkeypatch):
    """A label whose fit leaves it at a height its text does not ask for (a plot resizing
    beside it) scheduled a fit at every paint, and each fit a paint: a worker repainted for
    ever. The paint-time check tries once per width and text."""
    host = QWidget()
    qtbot.addWidget(host)
    layout = QVBoxLayout(host)
    label = SteadyLabel()
    layout.addWidget(label.row)
    host.resize(280, 300)
    host.show()
    qtbot.waitExposed(host)
    label.setText("a caption long enough to need two lines at this width, or three")
    tries = []
    monkeypatch.setattr(label, "fit", lambda: tries.append(label.row.width()))  # reaches nothing
    label.setFixedHeight(label.heightForWidth(label.row.width()) -
                         label.fontMetrics().lineSpacing())                # stale for good
    for _ in range(5):
        label.repaint()
        QApplication.processEvents()
    assert len(tries) == 1
    label.setText("another text")                  # another case: one more try
    label.repaint()
    QApplication.processEvents()
    assert len(tries) == 2
