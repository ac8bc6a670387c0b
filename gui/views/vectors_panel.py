"""The Vectors view: tabs "q and k", "x → output", "two sentences" and "rotary turn" (one pair
of q and k before and after its turn by position), drawn from one trace.

``show(trace, tokens, label, head, selection)`` keeps what to draw; only the tab in sight is
drawn (the others when they are picked), and nothing at all while the panel is hidden
(``set_active(False)``): the existing views pay nothing for it. Planes come from core.vectors,
once per trace and head.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QLabel, QStackedWidget, QTabWidget, QWidget

from core.attention.trace import Trace
from core.vectors import (
    HeadVectors,
    MoveVectors,
    PairTurns,
    head_vectors,
    move_vectors,
    pair_count,
    pair_turns,
)
from gui.document.selection import Selection
from gui.views.vectors_moves import MovesVectorsView
from gui.views.vectors_qk import QKVectorsView
from gui.views.vectors_turns import TurnsVectorsView
from gui.views.vectors_two import TwoSentencesView


class VectorsPanel(QTabWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("vectorsPanel")
        self.qk = QKVectorsView()
        self.moves = MovesVectorsView()
        self.two = TwoSentencesView()
        self.turns = TurnsVectorsView()
        translate = QCoreApplication.translate
        # each drawing on a page of its own, with a veil shown instead while a tour's question
        # waits for what the drawing would show (set_hidden)
        self.drawings = {"qk": self.qk, "moves": self.moves, "two": self.two,
                         "turns": self.turns}
        self._views: tuple[QWidget, ...] = tuple(self.drawings.values())
        self._veiled: frozenset[str] = frozenset()
        for view, name in zip(self._views, (translate("VectorsView", "q and k"),
                                            translate("VectorsView", "x → output"),
                                            translate("VectorsView", "two sentences"),
                                            translate("VectorsView", "rotary turn")),
                              strict=True):
            self.addTab(_veiled_page(view), name)
        self.tabBar().setUsesScrollButtons(False)    # a narrow dock: every tab in sight,
        self.tabBar().setElideMode(Qt.TextElideMode.ElideRight)   # cut with "…", its whole
        for index in range(self.count()):                         # name the tooltip
            self.setTabToolTip(index, self.tabText(index))
        self._trace: Trace | None = None
        self._tokens: tuple[str, ...] = ()
        self._label = ""
        self._head = 0
        self._selection = Selection()
        self._active = True
        self._drawn: dict[int, tuple] = {}      # tab index -> what it was drawn from
        self._planes: dict[tuple[int, str], object] = {}   # (head, what) -> plane, this trace
        self.redraws = 0                        # how many tabs were drawn (tests, benchmarks)
        self.currentChanged.connect(lambda _index: self._draw_current())
        self.two.second_changed.connect(self._second_changed)
        self.turns.pair_changed.connect(self._pair_changed)

    # ----- what to show -----------------------------------------------------------------------
    def show_trace(self, trace: Trace, tokens: tuple[str, ...], label: str = "",
                   head: int | None = None, selection: Selection | None = None) -> None:
        if trace is not self._trace:
            self._planes.clear()
        self._trace, self._tokens, self._label = trace, tuple(tokens), label
        if head is not None:
            self._head = min(max(head, 0), trace.n_heads - 1)
        if selection is not None:
            self._selection = selection.clipped(trace.n_tokens)
        self._draw_current()

    def set_head(self, head: int) -> None:
        if self._trace is not None:
            self.show_trace(self._trace, self._tokens, self._label, head)
        else:
            self._head = head

    def set_selection(self, selection: Selection) -> None:
        if self._trace is not None:
            self.show_trace(self._trace, self._tokens, self._label, None, selection)
        else:
            self._selection = selection

    def set_active(self, active: bool) -> None:
        """False while the panel cannot be seen: nothing is drawn until it is True again."""
        self._active = bool(active)
        self._draw_current()

    def set_hidden(self, names: frozenset[str]) -> None:
        """Veil the drawings called ``names`` (keys of ``drawings``): nothing of them is drawn
        or readable until they are shown again (a tour's question answered)."""
        names = frozenset(names)
        if names == self._veiled:
            return
        self._veiled = names
        for name, view in self.drawings.items():
            page = view.parentWidget()
            page.setCurrentIndex(1 if name in names else 0)
        self._drawn.clear()
        self._draw_current()

    def hidden(self) -> frozenset[str]:
        return self._veiled

    def indexOf(self, widget: QWidget) -> int:
        return self._views.index(widget) if widget in self._views else super().indexOf(widget)

    def setCurrentWidget(self, widget: QWidget) -> None:
        self.setCurrentIndex(self.indexOf(widget))

    @property
    def head(self) -> int:
        return self._head

    def head_vectors(self) -> HeadVectors:
        return self._plane(self._head, "qk", lambda: head_vectors(self._trace, self._head))

    def pair_turns(self) -> PairTurns | None:
        """The chosen pair of this head before and after its turn (None: rotary is off)."""
        if pair_count(self._trace) == 0:
            return None
        return pair_turns(self._trace, self._head, self.turns.pair)

    def move_vectors(self) -> MoveVectors:
        return self._plane(0, "moves", lambda: move_vectors(self._trace))

    # ----- drawing ----------------------------------------------------------------------------
    def _draw_current(self) -> None:
        if not self._active or self._trace is None:
            return
        index = self.currentIndex()
        second = self.two.second
        key = (self._head, self._selection, self._tokens, self._label, second,
               self.turns.pair, self.two.word_box.currentText())
        drawn = self._drawn.get(index)
        if drawn is not None and drawn[0] is self._trace and drawn[1] == key:
            return
        if not 0 <= index < len(self._views):
            return
        widget = self._views[index]
        if widget.parentWidget().currentIndex() != 0:      # veiled: the answer is not drawn
            return
        if widget is self.qk:
            self.qk.draw(self.head_vectors(), self._tokens, self._selection,
                           self._weights_row(), self._trace.n_heads)
        elif widget is self.moves:
            self.moves.draw(self.move_vectors(), self._tokens, self._selection)
        elif widget is self.two:
            self.two.draw(self._trace, self._tokens, self._label, self._selection.query)
            key = key[:-1] + (self.two.word_box.currentText(),)
        elif widget is self.turns:
            self.turns.set_pairs(pair_count(self._trace))
            self.turns.draw(self.pair_turns(), self._tokens, self._trace.n_heads)
        self._drawn[index] = (self._trace, key)   # the trace by identity (a Mapping of tensors)
        self.redraws += 1

    def _weights_row(self):
        query = self._selection.query
        if query is None:
            return None
        return self._trace.head("weights", self._head)[query]     # (n,)

    def _plane(self, head: int, what: str, build):
        cached = self._planes.get((head, what))
        if cached is None:
            cached = self._planes[(head, what)] = build()
        return cached

    def _pair_changed(self) -> None:
        self._drawn.pop(self.indexOf(self.turns), None)
        self._draw_current()

    def _second_changed(self) -> None:
        self._drawn.pop(self.indexOf(self.two), None)
        self._draw_current()


def _veiled_page(view: QWidget) -> QStackedWidget:
    """A tab's page: the drawing, or (page 1) a line saying why it is hidden."""
    page = QStackedWidget()
    page.setObjectName("vectorsPage")
    page.addWidget(view)
    veil = QLabel(QCoreApplication.translate(
        "VectorsView", "Hidden while the tour's question waits: this drawing would show the "
                       "answer. Answer the question to see it."))
    veil.setObjectName("vectorsVeil")
    veil.setWordWrap(True)
    veil.setAlignment(Qt.AlignmentFlag.AlignCenter)
    page.addWidget(veil)
    return page
