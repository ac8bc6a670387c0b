"""The surfaces sweep's checks: what a shown surface (a dialog, a dock, a lab window) drew, held
against the window's promise. ``surface_violations(widget, language, data_words)`` returns one
line per fault:

- frame: the top-level's frame is not inside its screen's available area (a dock or a side
  panel: its rectangle is not inside its window);
- cut or crowded text: a text drawn wider or taller than its room, not elided with "…" and the
  whole text as tooltip and accessible name; two texts over each other; a plot's text outside
  its plot (gui.automation.clipped_text);
- words: in de, es and zh_CN, a visible word (three letters or more, Latin script) that is in no
  translation of that language (the .ts catalogue, the lessons' and tours' translations, Qt's
  own buttons) and not the learner's data (tokens, file names: ``data_words``): English left
  untranslated;
- focus: a Tab stop of the surface that cannot be seen where the focus lands (outside the
  window, behind another widget, in a dock tab that is not raised), that shows no focus mark
  (its picture focused equals its picture with no stop focused), or whose mark could not be
  judged (the window not active, the focus not arriving: said with the reason, never passed).

Each check is a function of its own (``frame_outside``, ``cut_texts``, ``foreign_words``,
``unseen_focus_stops``) so a test can plant one fault and see it caught.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QLocale, QPoint, QRect, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDialogButtonBox,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QScrollArea,
    QTabBar,
    QWidget,
)

from core.export.handout import ascii_letters
from gui.automation.clipped_text import clipped_texts

WORD = re.compile(r"[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ'’-]{2,}")   # Latin words, 3 letters or more
TAG = re.compile(r"<[^>]+>")
MNEMONIC = re.compile(r"&(?=[^&\s])")   # "Jupyter-&Notebook" is drawn "Jupyter-Notebook"
CHECKED_LANGUAGES = ("de", "es", "zh_CN")


def surface_violations(widget: QWidget, language: str = "en",
                       data_words: Iterable[str] = (), *, focus: bool = True) -> list[str]:
    """Every fault of ``widget`` (a shown top-level window, or a dock or panel in one), one
    line each."""
    found = frame_outside(widget)
    found += cut_texts(widget)
    found += foreign_words(widget, language, data_words)
    if focus:
        found += unseen_focus_stops(widget)
    return found


# ----- frame ----------------------------------------------------------------------------------
def frame_outside(widget: QWidget) -> list[str]:
    if not widget.isWindow():
        window = widget.window()
        corner = widget.mapTo(window, QPoint(0, 0))
        rect = QRect(corner, widget.size())
        if not window.rect().adjusted(-1, -1, 1, 1).contains(rect):
            return [f"{_what(widget)}: {_box(rect)} outside its window {_box(window.rect())}"]
        widget = window
    screen = widget.screen() or QApplication.primaryScreen()
    area = screen.availableGeometry()
    frame = widget.frameGeometry()
    if area.contains(frame):
        return []
    return [f"{_what(widget)}: frame {_box(frame)} outside the screen's available area "
            f"{_box(area)}"]


# ----- text -----------------------------------------------------------------------------------
def cut_texts(widget: QWidget) -> list[str]:
    window = widget.window()
    return clipped_texts(window, None if widget is window else widget)


# ----- words ----------------------------------------------------------------------------------
def foreign_words(widget: QWidget, language: str, data_words: Iterable[str] = ()) -> list[str]:
    """Words shown in ``widget`` that no translation into ``language`` holds (English left)."""
    return foreign_texts(shown_texts(widget), language, data_words)


def foreign_texts(texts: Iterable[tuple[str, str]], language: str,
                  data_words: Iterable[str] = (), more_known: Iterable[str] = ()) -> list[str]:
    """Of ``texts`` ((where, text) pairs), those with a word that no translation into
    ``language`` holds, nor the learner's data, nor ``more_known`` (casefolded words: Qt's own
    key names in a menu's shortcuts)."""
    if language not in CHECKED_LANGUAGES:
        return []
    known = catalogue_words(language) | standard_button_words() | calendar_words(language) | \
        frozenset(more_known)
    data = {word.casefold() for text in data_words for word in WORD.findall(text)}
    data |= {ascii_letters(word) for word in data}    # as file names write them (pequeño)
    found = []
    for where, text in texts:
        strange = [w for w in WORD.findall(text) if not _known(w.casefold(), known, data)]
        if strange:
            found.append(f"{where} {text[:60]!r}: not in the {language} catalogue: "
                         f"{', '.join(dict.fromkeys(strange))}")
    return found


def _known(word: str, known: frozenset[str], data: set[str]) -> bool:
    """A catalogue's or the learner's word; a file name's stem ("der-kleine-roboter") when
    each of its parts is."""
    if word in known or word in data:
        return True
    parts = [part for part in re.split(r"[-_'’]", word) if len(part) >= 1]
    return len(parts) > 1 and all(part in known or part in data or len(part) < 3
                                  for part in parts)


def shown_texts(widget: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every text drawn in ``widget`` now: its window title (a window),
    labels, buttons, group box titles, tabs, combo boxes and the texts of its plots."""
    texts = [("title", widget.windowTitle().replace("[*]", ""))] if widget.isWindow() else []
    for child in [widget, *widget.findChildren(QWidget)]:
        if not child.isVisible() or child.visibleRegion().isEmpty():
            continue
        name = type(child).__name__
        if isinstance(child, QLabel) and child.pixmap().isNull():
            texts.append((name, TAG.sub(" ", child.text())))
        elif isinstance(child, QAbstractButton):
            texts.append((name, child.text().replace("&", "")))
        elif isinstance(child, QGroupBox):
            texts.append((name, child.title().replace("&", "")))
        elif isinstance(child, QTabBar):
            texts += [(name, child.tabText(i).replace("&", "")) for i in range(child.count())
                      if child.isTabVisible(i)]
        elif isinstance(child, QComboBox) and not child.isEditable():
            texts.append((name, child.currentText()))
        elif isinstance(child, QGraphicsView) and child.scene() is not None:
            texts += [(name, item.toPlainText()) for item in child.scene().items()
                      if isinstance(item, QGraphicsTextItem) and item.isVisible()]
    return [(where, text) for where, text in texts if text.strip()]


@lru_cache(maxsize=8)
def catalogue_words(language: str) -> frozenset[str]:
    """Every word of ``language``'s translations as drawn (no mnemonic marks): the .ts
    catalogue, the lessons' and the tours' translation files (casefolded)."""
    from core.files.resource_files import resources_folder

    root = resources_folder()
    texts: list[str] = []
    catalogue = root / "translations" / f"qkv_lab_{language}.ts"
    if catalogue.is_file():
        for element in ElementTree.parse(catalogue).getroot().iter():
            if element.tag in ("translation", "numerusform") and element.text:
                texts.append(element.text)
    for path in [*root.glob(f"examples/translations/*.{language}.json"),
                 *root.glob(f"tours/*.{language}.json")]:
        texts += _strings(json.loads(Path(path).read_text(encoding="utf-8")))
    return frozenset(word.casefold() for text in texts
                     for word in WORD.findall(MNEMONIC.sub("", TAG.sub(" ", text))))


@lru_cache(maxsize=8)
def calendar_words(language: str) -> frozenset[str]:
    """The names of months and days in ``language`` as Qt's locale writes them in dates (the
    recovery question's "30. November 2026 um 01:42"): Qt's own translations, as its buttons'
    words are."""
    locale = QLocale(language)
    formats = (QLocale.FormatType.LongFormat, QLocale.FormatType.ShortFormat)
    names = [name(i, form) for form in formats
             for name, count in ((locale.monthName, 12), (locale.standaloneMonthName, 12),
                                 (locale.dayName, 7), (locale.standaloneDayName, 7))
             for i in range(1, count + 1)]
    return frozenset(word.casefold() for name in names for word in WORD.findall(name))


QT_MESSAGE_BOX_TEXTS = ("Show Details...", "Hide Details...")   # a QMessageBox's own button


def standard_button_words() -> frozenset[str]:
    """The words of Qt's own standard buttons in the installed language (qtbase's catalogue),
    and of the button a QMessageBox adds for its details."""
    box = QDialogButtonBox(QDialogButtonBox.StandardButton(0xFFFFF00))
    texts = [button.text() for button in box.buttons()]
    texts += [QApplication.translate("QMessageBox", text) for text in QT_MESSAGE_BOX_TEXTS]
    words = {word.casefold() for text in texts for word in WORD.findall(text.replace("&", ""))}
    box.deleteLater()
    return frozenset(words)


def _strings(value) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [text for item in value.values() for text in _strings(item)]
    if isinstance(value, list):
        return [text for item in value for text in _strings(item)]
    return []


# ----- focus ----------------------------------------------------------------------------------
def tab_stops(widget: QWidget) -> list[QWidget]:
    """The widgets Tab visits inside ``widget``, in focus-chain order."""
    window = widget.window()
    stops, seen, current = [], set(), window.nextInFocusChain()
    while current is not None and id(current) not in seen and current is not window:
        seen.add(id(current))
        if (current is widget or widget.isAncestorOf(current)) and current.isVisible() and \
                current.isEnabled() and current.focusPolicy() & Qt.FocusPolicy.TabFocus:
            stops.append(current)
        current = current.nextInFocusChain()
    return stops


def unseen_focus_stops(widget: QWidget, *, mark: bool = True) -> list[str]:
    """Tab stops that cannot be seen, or (``mark``) that show no focus mark when focused, or
    whose mark could not be judged (each with the reason: a check that cannot look is a
    fault, never a pass). The verdict does not depend on the order the stops are visited:
    every stop is drawn without the focus first, all in one state (no stop focused), then each
    with it."""
    found = []
    window = widget.window()
    before = QApplication.focusWidget()
    stops = []
    for stop in tab_stops(widget):
        _scroll_to(stop)
        where = hidden_where(stop, window)
        if where:
            found.append(f"{_what(stop)}: a Tab stop {where}")
        elif mark:
            stops.append(stop)
    if stops:
        verdicts = focus_marks(stops)
        found += [f"{_what(stop)}: a Tab stop with no visible focus mark"
                  if verdict is False else
                  f"{_what(stop)}: a Tab stop whose focus mark could not be judged ({verdict})"
                  for stop, verdict in zip(stops, verdicts, strict=True) if verdict is not True]
    if before is not None:
        before.setFocus(Qt.FocusReason.OtherFocusReason)
    return found


def shows_focus(stop: QWidget, tries: int = 3) -> bool | str:
    """True when ``stop`` drawn with the keyboard's focus differs from it drawn without; False
    when not; a reason (str) when that could not be judged."""
    return focus_marks([stop], tries)[0]


def focus_marks(stops: list[QWidget], tries: int = 3) -> list[bool | str]:
    """For each of ``stops`` (of one window, each in sight): True when drawn with the
    keyboard's focus it differs from its picture with no stop focused, False when not, or why
    it could not be judged. Another application's window may take the activation (and with
    it the focus) between two pictures: then that stop is asked again, ``tries`` times."""
    window = stops[0].window()
    unfocused: list[QImage | None] = [None] * len(stops)
    verdicts: list[bool | str] = ["not drawn without the focus"] * len(stops)
    for _ in range(tries):
        missing = [i for i, picture in enumerate(unfocused) if picture is None]
        if not missing:
            break
        if not _activate(window):
            continue
        focused = QApplication.focusWidget()
        if focused is not None:
            focused.clearFocus()            # no stop focused: each one drawn as Tab left it
            QApplication.processEvents()
        if QApplication.focusWidget() is not None or not window.isActiveWindow():
            continue
        window.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
        for i in missing:
            unfocused[i] = _picture(stops[i])
    for i, stop in enumerate(stops):
        if unfocused[i] is None:
            verdicts[i] = (f"the window was not active with no stop focused: {_activity()}"
                           if not window.isActiveWindow() else
                           f"the focus could not be cleared from "
                           f"{_what(QApplication.focusWidget())}")
            continue
        for _ in range(tries):
            verdicts[i] = _judge_focused(stop, unfocused[i])
            if not isinstance(verdicts[i], str):
                break
    return verdicts


def _activity() -> str:
    """Which window is active and which modal one is open: why a window may not activate."""
    active, modal = QApplication.activeWindow(), QApplication.activeModalWidget()
    return (f"{'no window' if active is None else _what(active)} active, "
            f"{'no' if modal is None else _what(modal)} modal window")


ACTIVATION_WAIT_MS = 2000    # an X server answers in milliseconds; a loaded machine, later
ACTIVATION_ASK_MS = 50


def _activate(window: QWidget) -> bool:
    """``window`` active, as a click on it makes it; False when it did not become so. Asked
    again every ACTIVATION_ASK_MS: a FocusIn the X server sends late (the main window's, after
    the last surface's dialog closed) may take the activation back after the first request."""
    waited = 0
    while not window.isActiveWindow() and waited < ACTIVATION_WAIT_MS:
        window.raise_()
        window.activateWindow()
        QTest.qWait(ACTIVATION_ASK_MS)
        waited += ACTIVATION_ASK_MS
    return window.isActiveWindow()


def _judge_focused(stop: QWidget, unfocused: QImage) -> bool | str:
    window = stop.window()
    if not _activate(window):
        return f"its window could not be activated: {_activity()}"
    # as after a Tab key: the style draws focus marks for the keyboard's focus only
    stop.setFocus(Qt.FocusReason.TabFocusReason)
    window.setAttribute(Qt.WidgetAttribute.WA_KeyboardFocusChange, True)
    QApplication.processEvents()
    if not stop.hasFocus():
        return f"the focus went to {_what(QApplication.focusWidget())}" \
            if QApplication.focusWidget() is not None else "the focus did not arrive"
    differs = _picture(stop) != unfocused
    if not differs and not (stop.hasFocus() and window.isActiveWindow()):
        return "the focus went away while it was drawn"
    return differs


def _scroll_to(stop: QWidget) -> None:
    """As Tab does: each scroll area ``stop`` lies in scrolls it into view."""
    area = stop.parentWidget()
    while area is not None:
        if isinstance(area, QScrollArea) and area.widget() is not None and \
                area.widget().isAncestorOf(stop):
            area.ensureWidgetVisible(stop)
            QApplication.processEvents()
        area = area.parentWidget()


def hidden_where(stop: QWidget, window: QWidget) -> str:
    """"" when ``stop`` is in sight in ``window``; else where it hides."""
    corner = stop.mapTo(window, QPoint(0, 0))
    shown = QRect(corner, stop.size()).intersected(window.rect())
    if shown.isEmpty():
        return "with nothing of it in sight"
    at = window.childAt(shown.center())     # a scroll area's own region is its viewport's
    if at is not None and at is not stop and not stop.isAncestorOf(at) and \
            not at.isAncestorOf(stop):
        return f"under {_what(at)}"
    return ""


def _picture(widget: QWidget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _what(widget: QWidget) -> str:
    text = ""
    for reader in ("text", "title", "windowTitle"):
        value = getattr(widget, reader, None)
        if callable(value):
            try:
                text = value()
            except TypeError:
                continue
            if isinstance(text, str) and text:
                break
    name = widget.objectName()
    return f"{type(widget).__name__}{'#' + name if name else ''}" + \
        (f" {text[:40]!r}" if isinstance(text, str) and text else "")


def _box(rect: QRect) -> list[int]:
    return [rect.x(), rect.y(), rect.width(), rect.height()]
