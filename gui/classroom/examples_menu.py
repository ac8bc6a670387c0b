"""File › Open Example ▸: one item per built-in lesson; opening one shows its description."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QWidget

from core.files.examples import ExampleInfo, list_examples
from core.files.session_io import SessionFileError


def build_examples_menu(parent: QWidget, open_example, title: str = "Open &Example") -> QMenu:
    """A submenu titled 'Open Example'; ``open_example(info)`` runs when an item is chosen.

    A broken example folder gives a disabled item saying so rather than no menu at all.
    """
    menu = QMenu(title, parent)
    try:
        examples = list_examples()
    except SessionFileError as error:
        menu.addAction(f"examples unavailable: {error}").setEnabled(False)
        return menu
    for info in examples:
        action = menu.addAction(info.title)
        action.setToolTip(info.description)
        action.setData(info.name)
        action.triggered.connect(_opener(open_example, info))
    if not examples:
        menu.addAction("no examples installed").setEnabled(False)
    return menu


def _opener(open_example, info: ExampleInfo):
    return lambda *_: open_example(info)
