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


def test_with_no_room_beside_it_starts_under_the_menu_bar_shortened_to_the_screen():
    from gui.classroom.window_place import beside_clear_of

    screen = QRect(0, 0, 1024, 768)
    main, bar = QRect(20, 20, 984, 728), QRect(20, 20, 984, 21)
    place = beside_clear_of(main, bar, QSize(1004, 728), screen)
    assert place.top() == bar.bottom() + 1 and not place.intersects(bar)
    assert place.bottom() <= screen.bottom() and place.width() == 1004
    # room on the right: beside, its size kept, whatever the menu bar
    wide = beside_clear_of(QRect(0, 0, 700, 700), QRect(0, 0, 700, 25), QSize(600, 700),
                           QRect(0, 0, 1366, 768))
    assert wide == QRect(700, 0, 600, 700)
