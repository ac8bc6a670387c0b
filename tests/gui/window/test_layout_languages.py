"""Longer words do not break the window: in German (about 30 % longer than English), Spanish and
Chinese, at 1280×800 and 1024×700, every token label and cell number is still drawn (the layout
report, measured from what was painted) and no toolbar button or dock label is cut short."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QToolBar, QToolButton

from gui.window.language import install_language, remove_translators
from tests.gui.layout_helpers import painted_window, report

TWELVE = "the little robot reached the quiet harbour at night and watched boats"


@pytest.fixture
def language():
    yield install_language
    remove_translators()


def _shortfalls(window) -> dict[int, tuple[int, str]]:
    """(pixels short of what its text needs, text) of every button and one-line label, by its
    place in the window's widget list (the same in every language)."""
    found = {}
    for place, widget in enumerate(window.findChildren(QAbstractButton) +
                                   window.findChildren(QLabel)):
        if not widget.isVisibleTo(window) or not widget.text() or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel) and (widget.wordWrap() or widget.objectName() in
                                           ("formula",)):
            continue      # wrapping labels and the elided formula give way by design
        if isinstance(widget, QToolButton) and widget.objectName() == "qt_toolbar_ext_button":
            continue
        found[place] = (widget.minimumSizeHint().width() - widget.width(),
                        f"{type(widget).__name__} {widget.text()!r}")
    return found


def _toolbar_overflow(window) -> list[str]:
    bar = window.findChild(QToolBar, "toolbar_lesson")
    return [action.text() for action in bar.actions()
            if not action.isSeparator() and bar.widgetForAction(action) is not None
            and not bar.widgetForAction(action).isVisible()]


_ENGLISH: dict[tuple[int, int], dict] = {}    # the English window's shortfalls, once a size


def _english_shortfalls(qtbot, size: tuple[int, int]) -> dict:
    if size not in _ENGLISH:
        _ENGLISH[size] = _shortfalls(painted_window(qtbot, TWELVE, size, "weights"))
    return _ENGLISH[size]


@pytest.mark.parametrize("code", ["de", "es", "zh_CN"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_label_and_number_in_another_language(qtbot, language, code, size):
    english = _english_shortfalls(qtbot, size)
    language(code)
    window = painted_window(qtbot, TWELVE, size, "weights")
    measured = report(window)
    assert measured["window"] == list(size) and measured["n_tokens"] == 12
    assert measured["row_labels_shown"] == measured["col_labels_shown"] == 12
    assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0
    # nothing cut short that English shows whole (a pixel of layout rounding aside); at
    # 1024 px English already elides the tile captions ("5 …es"): no worse than that
    cut = [f"{text}: {short} px short" for place, (short, text) in _shortfalls(window).items()
           if short > max(english.get(place, (0, ""))[0], 0) + 2]
    assert not cut
    assert not _toolbar_overflow(window)
