"""Nothing clipped: every text a window shows, measured against the room it was drawn in.

``clipped_texts(window)`` walks the visible widgets of a top-level window (the main window, a
dialog, a lab) and returns one line for each text whose drawn width (QFontMetrics
horizontalAdvance; word wrap and rich text laid out as QLabel lays them out) exceeds its room
(the widget's contentsRect; a button's width against the width its text needs; a tab's rect
against its text), and for each pair of texts that overlap. A text cut on purpose is not
reported when it ends in "…" and its full text is the tooltip and the accessible name. Texts in
pyqtgraph scenes (axis titles, plot titles, text items) are measured against the scene rect
their view shows. The layout report (gui.automation.layout_report) carries the lines; the real-X
sweep and the dialog tests assert there are none.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QGraphicsTextItem,
    QGraphicsView,
    QLabel,
    QPushButton,
    QTabBar,
    QToolButton,
    QWidget,
)

ELLIPSIS = "…"
SLACK_PX = 1            # rounding between a font's advance and a widget's integer width
BUTTON_FRAME_PX = 4     # a button's frame and padding around its text, at the least
OVERLAP_PX = 2          # texts closer than this overlap (their boxes include line spacing)


def clipped_texts(window: QWidget, within: QWidget | None = None) -> list[str]:
    """One line per clipped or overlapping text in ``window`` (a shown top-level widget), or
    only in ``within`` (a part of it: a dock) when given."""
    found: list[str] = []
    boxes: list[tuple[QRect, str, QWidget]] = []
    for widget in _shown(window):
        if within is not None and widget is not within and not within.isAncestorOf(widget):
            continue
        if isinstance(widget, QLabel):
            found += _label(widget, boxes, window)
        elif isinstance(widget, QTabBar):
            found += _tabs(widget)
        elif isinstance(widget, QAbstractButton):
            found += _button(widget)
        elif isinstance(widget, QGraphicsView):
            found += _scene_texts(widget)
    found += _overlaps(boxes)
    return found


def _shown(window: QWidget) -> list[QWidget]:
    """Widgets drawn now: visible and not wholly hidden behind a tab or outside a viewport."""
    return [w for w in window.findChildren(QWidget)
            if w.isVisible() and w.window() is window and not w.visibleRegion().isEmpty()]


def _name(widget: QWidget, text: str) -> str:
    parent = widget.parentWidget()
    where = widget.objectName() or (parent.objectName() if parent is not None else "")
    return f"{type(widget).__name__}{'#' + where if where else ''} {text[:60]!r}"


def elided_on_purpose(text: str, tooltip: str, accessible: str) -> bool:
    """Cut with "…", the whole text as tooltip and accessible name."""
    stem = text.rstrip(ELLIPSIS).strip()
    return text.endswith(ELLIPSIS) and bool(tooltip) and bool(accessible) and \
        stem in tooltip and len(tooltip) > len(stem) and stem in accessible


def _label(label: QLabel, boxes: list, window: QWidget) -> list[str]:
    text = label.text()
    if not text or label.pixmap() is not None and not label.pixmap().isNull():
        return []
    room = label.contentsRect().adjusted(label.margin(), label.margin(),
                                         -label.margin(), -label.margin())
    if label.indent() > 0:
        room.setLeft(room.left() + label.indent())
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and _might_be_rich(text))
    plain = _plain(text, label) if rich else text
    if rich:
        drawn_w, drawn_h = _laid_out(text, plain, label, room.width(), label.wordWrap())
    elif label.wordWrap():     # as QLabel draws plain text: the font's own wrapping, which
        drawn = QFontMetrics(label.font()).boundingRect(   # breaks a line a pixel or two
            QRect(0, 0, max(1, room.width()), 1 << 20),    # apart from a text document's
            int(Qt.TextFlag.TextWordWrap) | int(label.alignment()), plain)
        drawn_w, drawn_h = drawn.width(), drawn.height()
    else:
        metrics = QFontMetrics(label.font())
        lines = plain.split("\n")
        drawn_w = max(metrics.horizontalAdvance(line) for line in lines)
        drawn_h = metrics.lineSpacing() * len(lines) - metrics.leading()
    if plain.strip():              # the part in sight (a label in a scroll area scrolls)
        ink = QRect(room.topLeft(), QSize(min(drawn_w, room.width()),
                                          min(drawn_h, room.height())))
        ink = ink.intersected(label.visibleRegion().boundingRect())
        boxes.append((ink.translated(label.mapTo(window, QPoint(0, 0))), plain, label))
    fits = drawn_w <= room.width() + SLACK_PX and drawn_h <= room.height() + SLACK_PX
    if elided_on_purpose(plain, label.toolTip(), label.accessibleName()) or \
            fits and not (plain.endswith(ELLIPSIS) and not rich):
        return []
    if fits:
        return [f"{_name(label, plain)}: elided, its full text neither its tooltip nor its "
                f"accessible name"]
    return [f"{_name(label, plain)}: {drawn_w}×{drawn_h} px drawn in "
            f"{room.width()}×{room.height()}"]


def _plain(html: str, label: QLabel) -> str:
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setHtml(html)
    return document.toPlainText()


def _laid_out(html: str | None, plain: str, label: QLabel, width: int,
              wrap: bool) -> tuple[int, int]:
    """The (width, height) QLabel's text document takes at ``width`` (wrapped or not)."""
    document = QTextDocument()
    document.setDefaultFont(label.font())
    document.setDocumentMargin(0)
    if html is not None:
        document.setHtml(html)
    else:
        document.setPlainText(plain)
    if wrap:
        document.setTextWidth(max(1, width))
        # a word longer than the line: the document grows wider than the width it was given
        return round(document.idealWidth()), round(document.size().height())
    return round(document.idealWidth()), round(document.size().height())


def _tabs(bar: QTabBar) -> list[str]:
    found = []
    metrics = QFontMetrics(bar.font())
    for index in range(bar.count()):
        text = bar.tabText(index).replace("&&", "\0").replace("&", "").replace("\0", "&")
        if not text or not bar.isTabVisible(index):
            continue
        rect = bar.tabRect(index)
        if rect.isEmpty():
            continue
        wanted = bar.tabSizeHint(index)
        along = rect.width() if bar.shape() in _HORIZONTAL else rect.height()
        need = wanted.width() if bar.shape() in _HORIZONTAL else wanted.height()
        outside = not bar.rect().adjusted(0, 0, SLACK_PX, SLACK_PX).contains(rect)
        elided = along + SLACK_PX < need and not outside and \
            bar.elideMode() != Qt.TextElideMode.ElideNone
        if outside or (along + SLACK_PX < need and not (   # Qt cut it with "…"; the tooltip says
                elided and text in bar.tabToolTip(index))):   # it all (a reader hears it all)
            found.append(f"{_name(bar, text)}: tab {along} px of the {need} its text needs "
                         f"({metrics.horizontalAdvance(text)} px){', past the bar' * outside}")
    return found


_HORIZONTAL = (QTabBar.Shape.RoundedNorth, QTabBar.Shape.RoundedSouth,
               QTabBar.Shape.TriangularNorth, QTabBar.Shape.TriangularSouth)


def _button(button: QAbstractButton) -> list[str]:
    text = QAbstractButton.text(button)     # what Qt paints (a button drawing its text in a
    text = text.replace("&&", "\0").replace("&", "").replace("\0", "&")   # child label: none)
    if not text:
        return []
    if isinstance(button, (QPushButton, QToolButton)):
        need = QFontMetrics(button.font()).horizontalAdvance(text) + BUTTON_FRAME_PX
        if not button.icon().isNull() and not (
                isinstance(button, QToolButton) and
                button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextOnly):
            need += button.iconSize().width() + BUTTON_FRAME_PX
    else:                            # a check box or radio button: its indicator too
        need = button.sizeHint().width()
    if button.width() + SLACK_PX >= need:
        return []
    if elided_on_purpose(text, button.toolTip(), button.accessibleName()):
        return []
    return [f"{_name(button, text)}: {button.width()} px wide, its text needs {need}"]


def _scene_texts(view: QGraphicsView) -> list[str]:
    """Text items of a graphics scene (pyqtgraph titles, axis titles, TextItems) outside the
    part of the scene the view shows, or over each other."""
    scene = view.scene()
    if scene is None or isinstance(view, QAbstractScrollArea) and \
            view.horizontalScrollBar().isVisible():
        return []
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    found, boxes = [], []
    for item in scene.items():
        if not isinstance(item, QGraphicsTextItem) or not item.isVisible():
            continue
        text = item.toPlainText().strip()
        if not text or item.opacity() <= 0 or item.effectiveOpacity() <= 0:
            continue
        box = item.mapRectToScene(_ink(item))
        if text.endswith(ELLIPSIS) and not elided_on_purpose(
                text, item.toolTip() or view.toolTip(), view.accessibleName()):
            found.append(f"{type(view).__name__} text {text[:60]!r}: elided, its full text "
                         f"neither its tooltip nor its accessible name")
        if not _inside(box, shown):
            found.append(f"{type(view).__name__} text {text[:60]!r}: "
                         f"{_rect(box)} outside the drawn {_rect(shown)}")
        boxes.append((box, text))
    for i, (box, text) in enumerate(boxes):
        for other, other_text in boxes[i + 1:]:
            common = box.intersected(other)
            if common.width() > OVERLAP_PX and common.height() > OVERLAP_PX:
                found.append(f"{type(view).__name__} texts {text[:40]!r} and "
                             f"{other_text[:40]!r} overlap")
    return found


def _ink(item: QGraphicsTextItem) -> QRectF:
    """The item's text without its document margin (the box QGraphicsTextItem reports has it)."""
    margin = item.document().documentMargin()
    rect = item.boundingRect()
    return rect.adjusted(margin, margin, -margin, -margin)


def _inside(box: QRectF, room: QRectF) -> bool:
    return box.left() >= room.left() - SLACK_PX and box.right() <= room.right() + SLACK_PX \
        and box.top() >= room.top() - SLACK_PX and box.bottom() <= room.bottom() + SLACK_PX


def _rect(rect: QRectF) -> list[int]:
    return [round(rect.x()), round(rect.y()), round(rect.width()), round(rect.height())]


def _overlaps(boxes: list[tuple[QRect, str, QWidget]]) -> list[str]:
    found = []
    for i, (box, text, widget) in enumerate(boxes):
        for other, other_text, other_widget in boxes[i + 1:]:
            if widget.isAncestorOf(other_widget) or other_widget.isAncestorOf(widget):
                continue
            common = box.intersected(other)
            if common.width() > OVERLAP_PX and common.height() > OVERLAP_PX:
                found.append(f"{_name(widget, text)} and {_name(other_widget, other_text)} "
                             f"overlap")
    return found


def _might_be_rich(text: str) -> bool:
    """Qt::mightBeRichText's test: a tag before the first line break."""
    first = text.split("\n", 1)[0]
    return "<" in first and ">" in first[first.index("<"):]
