"""The main window's own words in every language: menu titles and the dimensions line.

Menus keep English names for the code (``MainWindow.menu("View")``) and show ``MENU_TITLES``
translated. Counted words go through ``Plurals`` (a QObject: PySide 6.10's lupdate sees a
plural's count only in ``self.tr``); without a catalogue (English) the English plural is used.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject

from core.i18n import english_plural
from core.session.value import Session

translate = QCoreApplication.translate

MENU_TITLES = {"File": QT_TRANSLATE_NOOP("MainWindow", "&File"),      # shown: translated
               "Edit": QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
               "View": QT_TRANSLATE_NOOP("MainWindow", "&View"),
               "Lesson": QT_TRANSLATE_NOOP("MainWindow", "&Lesson"),
               "Help": QT_TRANSLATE_NOOP("MainWindow", "&Help")}


class Plurals(QObject):
    def tokens(self, n: int) -> str:
        return english_plural(self.tr("%n token(s)", "", n), n)

    def heads(self, n: int) -> str:
        return english_plural(self.tr("%n head(s)", "", n), n)


def dimensions_text(session: Session) -> str:
    """'n = 5 tokens · d_model 8 · d_head 4 · 1 head' (maths names stay as they are)."""
    plurals = Plurals()
    heads, tokens = plurals.heads(session.n_heads), plurals.tokens(session.n_tokens)
    return f"n = {tokens} · d_model {session.d_model} · d_head {session.d_head} · {heads}"
