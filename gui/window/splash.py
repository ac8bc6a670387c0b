"""A small window shown at once while torch and the views load (a second or two).

It is painted before the heavy imports start, so the user sees QKV Lab respond at once.
"""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QLabel, QWidget

SPLASH_SIZE = (420, 150)
TIMES_ENV = "QKV_LAB_STARTUP_TIMES"  # when "1", print startup milestones to stderr


LOGO_SHADES = ("#2166ac", "#92c5de", "#f7f7f7", "#f4a582", "#b2182b")  # RdBu, as the views


def paint_logo(painter: QPainter, left: int, top: int, cell: int, gap: int) -> None:
    """QKV Lab's mark: a 3×3 grid of diverging colours, like a small attention matrix."""
    for row in range(3):
        for col in range(3):
            painter.fillRect(left + col * (cell + gap), top + row * (cell + gap), cell, cell,
                             QColor(LOGO_SHADES[(row * 2 + col) % len(LOGO_SHADES)]))


def _pixmap() -> QPixmap:
    pixmap = QPixmap(*SPLASH_SIZE)
    pixmap.fill(QColor("#ffffff"))
    painter = QPainter(pixmap)
    paint_logo(painter, 24, 30, 28, 2)
    painter.setPen(QColor("#202020"))
    title = QFont(painter.font())
    title.setPointSizeF(20)
    title.setBold(True)
    painter.setFont(title)
    painter.drawText(140, 70, "QKV Lab")
    body = QFont(painter.font())
    body.setPointSizeF(10)
    body.setBold(False)
    painter.setFont(body)
    text = QCoreApplication.translate("Splash", "loading the attention engine…")  # wrapped:
    painter.drawText(QRect(140, 86, SPLASH_SIZE[0] - 156, 56),   # a longer language fits
                     int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) |
                     int(Qt.TextFlag.TextWordWrap), text)
    painter.setPen(QColor("#c0c0c0"))
    painter.drawRect(0, 0, SPLASH_SIZE[0] - 1, SPLASH_SIZE[1] - 1)
    painter.end()
    return pixmap


class Splash(QLabel):
    """A frameless picture; QSplashScreen is avoided because it may wait up to a second for
    an expose event that some platforms (offscreen) never send."""

    def __init__(self) -> None:
        super().__init__(None, Qt.WindowType.SplashScreen | Qt.WindowType.FramelessWindowHint
                         | Qt.WindowType.WindowStaysOnTopHint)
        self.setPixmap(_pixmap())
        self.setFixedSize(*SPLASH_SIZE)
        screen = QGuiApplication.primaryScreen()
        if screen is not None:
            self.move(screen.availableGeometry().center() - self.rect().center())

    def finish(self, _shown: QWidget) -> None:
        """Close once the main window is up."""
        self.close()
        self.deleteLater()


def show_splash(app: QApplication) -> Splash:
    splash = Splash()
    splash.show()
    splash.repaint()
    app.processEvents()
    report_milestone("splash painted")
    return splash


def report_milestone(name: str) -> None:
    """With QKV_LAB_STARTUP_TIMES=1: 'startup <name>: <ms since the process started>'."""
    if os.environ.get(TIMES_ENV) != "1":
        return
    elapsed = _seconds_since_process_start()
    shown = "unknown" if elapsed is None else f"{elapsed * 1000:.0f} ms"
    print(f"startup {name}: {shown}", file=sys.stderr)


def _seconds_since_process_start() -> float | None:
    """Linux: uptime now minus the process's start in clock ticks (one clock, no skew)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as uptime:
            now = float(uptime.read().split()[0])
    except OSError:
        return None
    started = int(fields[19]) / os.sysconf("SC_CLK_TCK")  # field 22: starttime
    return now - started
