"""The tokens dock: a sentence box and one coloured chip per token.

Chips can be edited (double-click), added, removed (Delete) and reordered by dragging; each
change becomes one controller edit through Session.with_tokens.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QCoreApplication,
    QSignalBlocker,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLineEdit,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.limits import LimitError
from core.session.lesson import is_lesson, typed_sentence
from core.session.text_checks import check_encodable, without_unencodable
from core.session.tokens import renamed_token, sentence_of, split_tokens
from core.session.value import Session
from gui.document.controller import SessionController
from gui.editors.token_chips import TokenChips
from gui.palette import token_qcolors, token_text_colors

translate = QCoreApplication.translate

SENTENCE_IN_LABEL = 40      # characters of a typed sentence an undo label and status line show


def sentence_start(tokens: tuple[str, ...] | list[str], limit: int = SENTENCE_IN_LABEL) -> str:
    """The sentence for an undo label: whole, or its first whole words and "…" (never a word
    cut in the middle: 'the garden whi')."""
    sentence = sentence_of(tokens)
    if len(sentence) <= limit:
        return sentence
    cut = sentence[:limit].rsplit(" ", 1)[0] if " " in sentence[:limit] else sentence[:limit]
    return cut + " …"


class TokenEditor(QWidget):
    token_clicked = Signal(int)  # token i, for the linked selection
    sentence_applied = Signal()  # Enter took the sentence: the window gives focus back

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._shown_tokens: tuple[str, ...] | None = None
        self.sentence = QLineEdit()
        self.sentence.setPlaceholderText(translate("TokenEditor",
                                                   "type or paste a sentence, then Enter"))
        self.sentence.setClearButtonEnabled(True)
        self.chips = TokenChips()
        self.add_button = QPushButton(translate("TokenEditor", "+ token"))
        self.remove_button = QPushButton(translate("TokenEditor", "− token"))
        self.add_button.setToolTip(translate("TokenEditor",
                                             "add a token at the end (then type its text)"))
        self.remove_button.setToolTip(translate("TokenEditor", "remove the selected token"))
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.sentence)
        layout.addWidget(self.chips, 1)
        layout.addLayout(buttons)

        self.sentence.returnPressed.connect(self.apply_sentence)
        self.sentence.textEdited.connect(self.refuse_unsavable_text)
        self.chips.itemChanged.connect(lambda _item: self.apply_chips(
            translate("TokenEditor", "edited token")))
        self.chips.model().rowsMoved.connect(lambda *_: self.apply_chips(
            translate("TokenEditor", "reordered tokens")))
        self.chips.itemClicked.connect(lambda item: self.token_clicked.emit(self.chips.row(item)))
        self.chips.delete_pressed.connect(self.remove_selected)
        self.own_embedding_action = QAction(translate(
            "TokenEditor", "Give this token its word's own embedding"), self)
        self.own_embedding_action.setToolTip(translate(
            "TokenEditor", "replace the token's row of X with the default embedding of its "
                           "current word"))
        self.own_embedding_action.triggered.connect(self.reset_selected_embedding)
        self.chips.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        self.chips.addAction(self.own_embedding_action)
        self.add_button.clicked.connect(self.add_token)
        self.remove_button.clicked.connect(self.remove_selected)
        controller.session_changed.connect(self.refresh)
        self.refresh(controller.session)

    # ----- from the session ---------------------------------------------------------------
    def refresh(self, session: Session, *, force: bool = False) -> None:
        """Rebuild the chips when the tokens changed (most edits leave them alone)."""
        if not force and session.tokens == self._shown_tokens:
            return
        self._shown_tokens = session.tokens
        with QSignalBlocker(self.chips), QSignalBlocker(self.chips.model()):
            current = self.chips.currentRow()
            self.chips.clear()
            colors = token_qcolors(session.n_tokens)
            # Hot at thousands of tokens: flags, metrics and text colours worked out once.
            flags = (QListWidgetItem().flags() | Qt.ItemFlag.ItemIsEditable
                     | Qt.ItemFlag.ItemIsDragEnabled) & ~Qt.ItemFlag.ItemIsDropEnabled
            metrics = self.fontMetrics()
            chip_height = metrics.height() + 10
            text_colors = token_text_colors(session.n_tokens)
            token_tip = translate("TokenEditor", "token {number}: {token}")
            for index, token in enumerate(session.tokens):
                item = QListWidgetItem(token)
                item.setFlags(flags)
                color = colors[index]
                item.setBackground(color)
                item.setForeground(text_colors[index])
                item.setToolTip(token_tip.format(number=index + 1,   # people count from 1
                                                 token=repr(token)))
                item.setSizeHint(QSize(metrics.horizontalAdvance(token) + 20, chip_height))
                self.chips.addItem(item)
            if 0 <= current < session.n_tokens:
                self.chips.setCurrentRow(current)
        self.chips.doItemsLayout()
        if not self.sentence.hasFocus():
            with QSignalBlocker(self.sentence):
                self.sentence.setText(sentence_of(session.tokens))   # as it is written

    def wanted_height(self) -> int:
        """The editor's height with every chip in view (no scroll bar), at its width now."""
        layout = self.layout()
        margins = layout.contentsMargins()
        buttons = max(self.add_button.sizeHint().height(), self.remove_button.sizeHint().height())
        return (margins.top() + margins.bottom() + 2 * layout.spacing()
                + self.sentence.sizeHint().height() + buttons
                + self.chips.wanted_height(self.chips.width() or self.width()))

    def show_selected_token(self, token: int | None) -> None:
        """The linked selection: token i's chip is the current one."""
        with QSignalBlocker(self.chips):
            if token is None:
                self.chips.clearSelection()
            elif 0 <= token < self.chips.count():
                self.chips.setCurrentRow(token)

    # ----- edits --------------------------------------------------------------------------
    def refuse_unsavable_text(self, text: str) -> None:
        """Half a surrogate pair (a broken paste) could never be saved: refused as typed."""
        try:
            check_encodable(text, "the sentence")
        except LimitError as error:
            self.controller.message.emit(translate("TokenEditor", "not typed: {error}")
                                         .format(error=error))
            with QSignalBlocker(self.sentence):
                self.sentence.setText(without_unencodable(text))

    def apply_sentence(self) -> None:
        self.sentence.setModified(False)  # applied: a clicker may step again
        tokens = split_tokens(self.sentence.text())
        fresh = is_lesson(self.controller.session)      # what typed_sentence will do
        label = translate("TokenEditor", "tokens: {sentence}; a lesson's weights fit only its own "
                                         "sentence, so these are fresh seeded weights (Undo "
                                         "brings the lesson back)") if fresh else translate(
            "TokenEditor", "tokens: {sentence}")
        if not self.controller.edit(label.format(sentence=sentence_start(tokens)),
                                    lambda s: typed_sentence(s, tokens)[0]):
            self.refresh(self.controller.session, force=True)  # refused: show the real tokens
            return  # the box keeps focus so the sentence can be corrected
        # accepted: session_changed has rebuilt the chips once already
        self.sentence_applied.emit()

    def apply_chips(self, label: str) -> None:
        tokens = tuple(text.strip() for text in self.chips.texts())
        old = self.controller.session.tokens
        renamed = renamed_token(old, tokens)
        if renamed is not None and tokens[renamed]:
            label = translate("TokenEditor", "renamed token {number} “{old}” → “{new}”; it kept "
                              "its embedding row (right-click the chip for the word's own)") \
                .format(number=renamed + 1, old=old[renamed], new=tokens[renamed])
            build = lambda s: s.with_token_renamed(renamed, tokens[renamed])  # noqa: E731
        else:
            build = lambda s: s.with_tokens(tokens)  # noqa: E731
        if not self.controller.edit(label, build):
            self.refresh(self.controller.session, force=True)  # refused: show the real tokens

    def add_token(self) -> None:
        tokens = (*self.controller.session.tokens, "new")
        if self.controller.edit(translate("TokenEditor", "added token"),
                                lambda s: s.with_tokens(tokens)):
            item = self.chips.item(self.chips.count() - 1)
            self.chips.setCurrentItem(item)
            self.chips.editItem(item)

    def reset_selected_embedding(self) -> None:
        row = self.chips.currentRow()
        if 0 <= row < self.controller.session.n_tokens:
            token = self.controller.session.tokens[row]
            self.controller.edit(translate("TokenEditor", "token {number} “{token}” has its "
                                           "word's own embedding").format(number=row + 1,
                                                                          token=token),
                                 lambda s: s.with_token_embedding_reset(row))

    def remove_selected(self) -> None:
        row = self.chips.currentRow()
        tokens = self.controller.session.tokens
        if not 0 <= row < len(tokens):
            return
        remaining = tokens[:row] + tokens[row + 1:]
        self.controller.edit(translate("TokenEditor", "removed token {token}")
                             .format(token=repr(tokens[row])),
                             lambda s: s.with_tokens(remaining))
