"""How a declared popup (gui/window/feature_registry.py, a ``Surface`` of kind "popup") is
opened for a check: where a user gets it. A menu of the menu bar drops under its title, a
submenu opens beside its entry in the menu it belongs to (that menu at its own place), a
button's menu under its button, and a context menu where a right click in the middle of its
widget puts it, through the same signal the click sends (so the app builds and places it).
Each opener returns the QMenu that appeared; closing it, and the menus it opened from, is the
check's (gui/automation/surface_list.put_back closes every popup open, as a click elsewhere).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QMenu,
    QMenuBar,
    QWidget,
)
from shiboken6 import isValid


def menu_place(menu: QMenu) -> QPoint:
    """The global point where ``menu`` opens: under its title in the menu bar; beside its entry
    in the menu it is a submenu of (that menu opened first, where it opens, as a user opens
    it); under the button it drops from; else its window's middle."""
    for owner in menu.menuAction().associatedObjects():
        if isinstance(owner, QMenuBar):
            return owner.mapToGlobal(owner.actionGeometry(menu.menuAction()).bottomLeft())
        if isinstance(owner, QMenu):
            if not owner.isVisible():
                popped(owner)
            return owner.pos() + owner.actionGeometry(menu.menuAction()).topRight()
    parent = menu.parentWidget()
    if isinstance(parent, QAbstractButton):
        return parent.mapToGlobal(parent.rect().bottomLeft())
    window = parent.window() if parent is not None else QApplication.activeWindow()
    return window.mapToGlobal(window.rect().center()) if window is not None else QPoint(0, 0)


def popped(menu: QMenu) -> QMenu:
    """``menu`` opened where a user opens it (``menu_place``)."""
    menu.popup(menu_place(menu))
    return menu


def right_clicked(widget: QWidget, menu_shown: Callable[[], QMenu | None]) -> QMenu:
    """The context menu a right click in the middle of ``widget`` opens: its
    customContextMenuRequested sent as the click sends it (a scroll area's point in its
    viewport); ``menu_shown`` gives the menu that appeared (the feature keeps the one it showed
    last)."""
    area = widget.viewport() if isinstance(widget, QAbstractScrollArea) else widget
    widget.customContextMenuRequested.emit(area.rect().center())
    return _shown(menu_shown)


def actions_menu(widget: QWidget) -> QMenu:
    """The context menu Qt makes of ``widget``'s actions for a right click in its middle
    (Qt.ActionsContextMenu), made and placed as Qt makes it."""
    menu = QMenu(widget)
    menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    menu.addActions(widget.actions())
    area = widget.viewport() if isinstance(widget, QAbstractScrollArea) else widget
    menu.popup(area.mapToGlobal(area.rect().center()))
    return menu


def plot_menu(open_window: Callable[[], QWidget], menu_shown: Callable[[], QMenu | None]
              ) -> QMenu:
    """A lab's plot menu: the window ``open_window()`` shows, right-clicked in the middle of its
    first plot in sight (its first plot when none is)."""
    plots = list(open_window().plots.values())
    plot = next((plot for plot in plots if plot.isVisible()), plots[0])
    return right_clicked(plot, menu_shown)


def menu_and_window_closed(menu_shown: Callable[[], QMenu | None],
                           lab: Callable[[], QWidget | None]) -> None:
    """A plot menu closed, and the lab's window (``lab()``) it was opened in."""
    for widget in (menu_shown(), lab()):
        if widget is not None and isValid(widget):
            widget.close()


def right_clicked_at(request, widget: QWidget, menu_shown: Callable[[], QMenu | None],
                     *args) -> QMenu:
    """The context menu a signal carrying a global point opens (``request``: the large view's
    context_menu_requested, a lab's plot_menu_requested with ``args`` first), for a right click
    in the middle of ``widget``."""
    request.emit(*args, widget.mapToGlobal(widget.rect().center()))
    return _shown(menu_shown)


def submenu_popped(open_menu: Callable[[], QMenu], index: int) -> QMenu:
    """The ``index``-th submenu of the menu ``open_menu()`` opens, opened beside its entry as a
    hover over that entry opens it (the menu stays open under it; put_back closes both)."""
    menu = open_menu()
    submenu = menu.findChildren(QMenu)[index]
    return popped(submenu)


def _shown(menu_shown: Callable[[], QMenu | None]) -> QMenu:
    menu = menu_shown()
    if menu is None or not menu.isVisible():
        raise RuntimeError("the right click opened no menu")
    return menu
