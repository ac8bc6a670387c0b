"""File › Open Example ▸: one item per built-in lesson; opening one shows its description."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from core.files.examples import ExampleInfo, list_examples
from core.files.session_io import SessionFileError

translate = QCoreApplication.translate


MENU_TITLES = (QT_TRANSLATE_NOOP("ExamplesMenu", "Open &Example"),
               QT_TRANSLATE_NOOP("ExamplesMenu", "&Lessons"))


def build_examples_menu(parent: QWidget, open_example, title: str = "Open &Example",
                        language: str | None = None) -> QMenu:
    """A submenu titled 'Open Example'; ``open_example(info)`` runs when an item is chosen.
    The lessons' titles and descriptions are in ``language`` where translated.

    A broken example folder gives a disabled item saying so rather than no menu at all.
    """
    menu = QMenu(translate("ExamplesMenu", title), parent)   # the titles: MENU_TITLES
    try:
        examples = list_examples(language=language)
    except SessionFileError as error:
        menu.addAction(translate("ExamplesMenu", "examples unavailable: {error}").format(
            error=error)).setEnabled(False)
        return menu
    for info in examples:
        action = QAction(info.title, menu)   # made here: a wrapper Python owns (screen_reader.py)
        menu.addAction(action)
        action.setToolTip(info.description)
        action.setData(info.name)
        action.triggered.connect(_opener(open_example, info))
    if not examples:
        menu.addAction(translate("ExamplesMenu", "no examples installed")).setEnabled(False)
    return menu


def _opener(open_example, info: ExampleInfo):
    return lambda *_: open_example(info)
