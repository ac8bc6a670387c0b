"""A closable banner above the stage panel: what an opened lesson is about.

When the session has left the lesson (core.session.lesson), the banner withdraws the lesson's
claims and says so, with a link back to the lesson's own numbers.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QScrollArea, QToolButton, QWidget

translate = QCoreApplication.translate
FOLDED_LINES = 3        # folded: the first sentence (two lines at 1280 px, three at 1024)
EXPANDED_LINES = 5      # after "more…": the rest scrolls inside the banner


# A sentence ends at . ! ? before a space and a capital or an opening mark (English, German,
# Spanish: „Das, «La, ¿Qué), or at a full-width 。！？ (Chinese puts no space after it).
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=\S)|(?<=[。！？])(?=\S)")
_OPENING = "'\"(„«¿¡"


def first_sentence(text: str) -> str:
    """The description's first sentence: the lesson's point, short enough for one line or two."""
    for match in _SENTENCE_END.finditer(text):
        rest = text[match.end():]
        if rest[:1] in _OPENING or rest[:1].isupper() or text[match.start() - 1] in "。！？":
            return text[: match.start()]
    return text


class DescriptionBanner(QFrame):
    """Title in bold, then the description's first sentence ("more" shows the rest);
    × hides it. Hidden until ``show_text``. A long description must not squeeze the stages."""

    back_requested = Signal()  # "back to the lesson" was clicked

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("description_banner")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("#description_banner { background: #fff8dc; border: 1px solid #e0c97a;"
                           " border-radius: 4px; } QLabel { color: #333; }")
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.linkActivated.connect(self._link_clicked)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setToolTip(translate("DescriptionBanner", "hide this description"))
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        self._text = ""
        self._title = self._description = ""
        self._expanded = False
        self._note = ""
        self._held = False             # a tour speaks: hidden whatever the session says
        self.scroll = QScrollArea()     # the expanded text scrolls: the stages keep their room
        self.scroll.setWidget(self.label)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget "
                                  "{ background: transparent; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 4, 4)
        layout.addWidget(self.scroll, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.hide()

    def show_text(self, title: str, description: str) -> None:
        """Show ``title: description`` (or hide when both are empty)."""
        self._text = f"{title}: {description}" if title and description else title or description
        self._title, self._description, self._expanded = title, description, False
        self._note = ""
        self.label.setToolTip(html.escape(description))
        self._render()
        self.setVisible(bool(self._text) and not self._held)

    def show_note(self, note: str) -> None:
        """The lesson's claims withdrawn: ``note`` says why, a link leads back to the lesson."""
        self._text, self._note, self._title, self._description = note, note, "", ""
        self.label.setToolTip(translate("DescriptionBanner",
                                        "the lesson's description is about its own numbers"))
        self._render()
        self.setVisible(not self._held)

    def hold(self, on: bool) -> None:
        """While a tour speaks (``on``) the banner stays hidden, whatever the sessions the tour
        shows say (its note named the window's lesson over the tour's own sentence); released,
        it shows again at the next change of the session."""
        self._held = bool(on)
        if self._held:
            self.hide()

    def is_held(self) -> bool:
        return self._held

    def is_expanded(self) -> bool:
        return self._expanded

    def _link_clicked(self, link: str) -> None:
        if link == "back":
            self.back_requested.emit()
            return
        self._expanded = not self._expanded
        self._render()

    def _render(self) -> None:
        if self._note:
            back = html.escape(translate("DescriptionBanner", "back to the lesson"))
            self.label.setText(f'<i>{html.escape(self._note)}</i> — <a href="back">{back}</a>')
            self._fit_height()
            return
        title, description = self._title, self._description
        short = first_sentence(description)
        shown = [f"<b>{html.escape(title)}</b>"] if title else []
        if description:
            body = html.escape(description if self._expanded else short)
            if short != description:
                link = translate("DescriptionBanner", "less") if self._expanded else \
                    translate("DescriptionBanner", "more…")
                body += f' <a href="more">{html.escape(link)}</a>'
            shown.append(body)
        self.label.setText(" — ".join(shown))
        self._fit_height()

    def _fit_height(self) -> None:
        """FOLDED_LINES folded, EXPANDED_LINES expanded (then it scrolls): never more."""
        lines = EXPANDED_LINES if self._expanded else FOLDED_LINES
        line = self.label.fontMetrics().lineSpacing()
        room = self.scroll.width() - 4 if self.scroll.width() > 50 else 600
        wanted = self.label.heightForWidth(room) if self.label.hasHeightForWidth() else line
        height = min(max(wanted, line), lines * line) + 4
        self.scroll.setFixedHeight(height)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_height()

    def text(self) -> str:
        """What the banner says, as plain text."""
        return self._text
