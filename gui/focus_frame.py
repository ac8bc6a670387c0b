"""A visible focus mark for the widgets that take Tab but draw no frame of their own.

A bottom-layer gui module (Qt only). The explanation's and the tour's scroll areas take Tab
(their arrow keys scroll) and have no frame, so Tab landed on them and nothing showed it; F1's
text page has a frame that does not change with focus. ``FocusRing`` keeps a 2-px margin around
a scroll area's viewport and draws a ring in it while the area has the keyboard's focus (the
text never moves when the focus comes).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QAbstractScrollArea

RING_PX = 2
RING_COLOUR = QColor("#1f6fd1")


class FocusRing(QObject):
    """Draws the ring of ``area`` (installed as its event filter; see ``add_focus_ring``)."""

    def __init__(self, area: QAbstractScrollArea) -> None:
        super().__init__(area)
        self._area = area
        area.setViewportMargins(RING_PX, RING_PX, RING_PX, RING_PX)
        area.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            self._area.update()
        elif kind == QEvent.Type.Paint and self._area.hasFocus():
            self._area.event(event)              # the area's own frame and corner first
            painter = QPainter(self._area)
            painter.setPen(QPen(RING_COLOUR, RING_PX))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            half = RING_PX / 2
            painter.drawRect(QRectF(self._area.rect()).adjusted(half, half, -half, -half))
            painter.end()
            return True
        return False


def add_focus_ring(area: QAbstractScrollArea) -> FocusRing:
    return FocusRing(area)
