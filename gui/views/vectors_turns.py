"""The "rotary turn" tab: for one pair i (features 2i, 2i+1) each token's q and k pair before
its turn (faint) and after it (solid; k dashed), from the origin in the token colours, labelled
with the token and its position p, so each arrow is seen turned by p·θᵢ.

The points and angles come from core.vectors.pair_turns; this module maps them to arrows. The
pair is chosen in a combo above the plot (``pair_changed``: the panel draws again).
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QCoreApplication, QSignalBlocker, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel

from core.explanations.notation import sub
from core.number_text import number
from core.vectors import PairTurns
from gui.palette import token_qcolors
from gui.views.vectors_arrows import ArrowStyle
from gui.views.vectors_plot import VectorsPlot

translate = QCoreApplication.translate

LABEL_LIMIT = 24          # tokens; beyond, the arrows are not labelled
AFTER_WIDTH = 2.0
BEFORE_WIDTH = 1.5


class TurnsVectorsView(VectorsPlot):
    pair_changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.pair_box = QComboBox()
        self.pair_box.setObjectName("vectorsPairBox")
        row = QHBoxLayout()
        self.pair_label = QLabel(translate("VectorsView", "Pair:"))
        self.pair_label.setBuddy(self.pair_box)
        row.addWidget(self.pair_label)
        row.addWidget(self.pair_box, 1)
        self.layout().insertLayout(1, row)
        self.pair_box.currentIndexChanged.connect(lambda _index: self.pair_changed.emit())

    @property
    def pair(self) -> int:
        return max(self.pair_box.currentIndex(), 0)

    def set_pairs(self, count: int) -> None:
        """``count`` choices "pair i = features 2i, 2i+1" (none, disabled, when 0)."""
        self.pair_box.setEnabled(count > 0)
        if count == self.pair_box.count():
            return
        with QSignalBlocker(self.pair_box):
            keep = min(self.pair, max(count - 1, 0))
            self.pair_box.clear()
            text = translate("VectorsView", "pair {pair} = features {first}, {second}")
            for i in range(count):
                self.pair_box.addItem(text.format(pair=i, first=2 * i, second=2 * i + 1))
            self.pair_box.setCurrentIndex(keep if count else -1)

    def draw(self, turns: PairTurns | None, tokens: tuple[str, ...], n_heads: int = 1) -> None:
        """Draw ``turns`` (None: rotary positions are off, nothing turns)."""
        if turns is None:
            self.arrows.set_arrows(np.zeros((0, 2)), ())
            self.header.setText(translate("VectorsView", "rotary positions are off: q and k "
                                          "do not turn (Lesson › Positions)"))
            self.caption.setText("")
            return
        n = len(turns.angles)
        tokens = tuple(tokens[:n]) + tuple(f"t{i}" for i in range(len(tokens), n))
        self.arrows.set_arrows(turns.stacked(), self._styles(tokens),
                               show_labels=n <= LABEL_LIMIT)
        head = translate("VectorsView", "head {head} of {n_heads} · ").format(
            head=turns.head + 1,
            n_heads=n_heads) if n_heads > 1 else ""
        a, b = turns.features
        self.header.setText(head + translate(
            "VectorsView", "features {a} and {b} of q (solid) and k (dashed): faint before the "
                           "turn, strong after").format(a=a, b=b))
        self.set_axis_titles(translate("VectorsView", "feature {a}").format(a=a),
                             translate("VectorsView", "feature {a}").format(a=b))
        theta = f"θ{sub(turns.pair)}"
        formula = f"{theta} = {number(turns.base)}^(−2·{turns.pair}/{turns.d_head}) = " \
                  f"{number(turns.theta)}"
        self.caption.setText(translate(
            "VectorsView", "the token at position p (counted from 0) turns by p·{theta} radians, "
                           "{formula}: position 1 by {theta}, position 2 by twice that …").format(
            theta=theta,
            formula=formula))
        self.fit()

    @staticmethod
    def _styles(tokens: tuple[str, ...]) -> tuple[ArrowStyle, ...]:
        colors = token_qcolors(len(tokens))
        styles = []
        for letter, dashed in (("q", False), ("k", True)):
            for after in (False, True):
                for p, token in enumerate(tokens):
                    label = f"{letter}\u0303{p + 1} {token} · p={p}" if after else ""
                    styles.append(ArrowStyle(colors[p], AFTER_WIDTH if after else BEFORE_WIDTH,
                                             dashed, label, faded=not after))
        return tuple(styles)
