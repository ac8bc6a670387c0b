"""A lab's window opens beside the main window inside the screen: right, else left, else as
far right as fits; never above the screen's top (where it would cover the menu bar)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize

from gui.classroom.window_place import beside

SCREEN = QRect(0, 25, 1920, 1055)          # below a 25-pixel panel


def test_right_of_the_main_window_when_it_fits():
    assert beside(QRect(0, 25, 700, 600), QSize(1180, 760), SCREEN) == QPoint(700, 25)


def test_left_when_only_the_left_has_room():
    assert beside(QRect(1200, 100, 700, 600), QSize(1000, 700), SCREEN) == QPoint(200, 100)


def test_as_far_right_as_fits_when_neither_side_has_room_and_never_above_the_top():
    assert beside(QRect(400, 0, 1100, 900), QSize(1180, 760), SCREEN) == QPoint(740, 25)
    low = beside(QRect(0, 900, 500, 100), QSize(600, 700), SCREEN)
    assert low == QPoint(500, 1080 - 700)    # kept on the screen: its bottom at the screen's
