"""One drawing per kind of explanation, each drawing core's parts (no arithmetic here).

``view_for(explanation, tokens, colors)`` returns a fresh widget for the panel: the
explanation names its drawing (``explanation.drawing``, set by its kind in
core/explanations/kinds/), so a new kind that reads as a statement needs nothing here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from core.explanations import (
    CAUSAL,
    DotProductExplanation,
    Explanation,
    MaskExplanation,
    OutputExplanation,
    QuotientExplanation,
    SoftmaxExplanation,
    WeightedSumExplanation,
    number,
    symbol,
)
from core.explanations.notation import head_label, key_word, query_word, token_sub
from core.i18n import translate
from gui.explain.panel.fraction_view import FractionView
from gui.explain.panel.head_bars import HeadBars
from gui.explain.panel.number_grid import GridRow, NumberGrid
from gui.explain.panel.softmax_bars import SoftmaxBars

BIG_TEXT = 2.2  # the value of a one-line explanation, relative to the panel font


class ExplanationView(QWidget):
    """A column of parts: drawings first, then sentences (``notes``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid: NumberGrid | None = None
        self.bars: SoftmaxBars | None = None
        self.fraction: FractionView | None = None
        self.head_bars: HeadBars | None = None
        self.big_label: QLabel | None = None
        self.notes: list[QLabel] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._layout.setSpacing(6)

    def add(self, widget: QWidget) -> QWidget:
        self._layout.addWidget(widget)
        return widget

    def add_note(self, text: str, *, scale: float = 1.0, bold: bool = False) -> QLabel:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if scale != 1.0 or bold:
            font = QFont(self.font())
            font.setPointSizeF(font.pointSizeF() * scale)
            font.setBold(bold)
            label.setFont(font)
        self.notes.append(label)
        self._layout.addWidget(label)
        return label

    def add_big(self, text: str) -> QLabel:
        self.big_label = self.add_note(text, scale=BIG_TEXT, bold=True)
        self.big_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return self.big_label


def _token(index: int, tokens: Sequence[str]) -> str:
    return f" {tokens[index]}" if 0 <= index < len(tokens) else ""


def _color(index: int, colors: Sequence[QColor]) -> QColor | None:
    return colors[index] if 0 <= index < len(colors) else None


def _dot_product(view: ExplanationView, e: DotProductExplanation, tokens, colors) -> None:
    i, j = e.row, e.col
    if e.stage == "scores":
        left = GridRow(f"q{token_sub(i)}{_token(i, tokens)}", e.left, "operands",
                       label_color=_color(i, colors))
        right = GridRow(f"k{token_sub(j)}{_token(j, tokens)}", e.right, "operands",
                        label_color=_color(j, colors))
    else:
        left = GridRow(f"x{token_sub(i)}{_token(i, tokens)}", e.left, "x",
                       label_color=_color(i, colors))
        right = GridRow(f"{symbol(e.right_name)}[:,{j}]", e.right, "w")
    products = GridRow("×", e.products, "products", rule_above=True)
    view.grid = NumberGrid(view)
    view.grid.set_content([f"{e.index_name}={m}" for m in range(len(e.left))],
                          [left, right, products])
    view.add(view.grid)
    if e.bias is not None:
        view.add_note(f"+ {symbol(e.bias_name or 'b')}[{j}] = {number(e.bias)}", scale=1.2)
    view.add_note(f"Σ = {number(e.value)}", scale=1.5, bold=True)


def _weighted_sum(view: ExplanationView, e: WeightedSumExplanation, tokens, colors) -> None:
    rows = [GridRow(_token(k, tokens).strip() or f"v{token_sub(k)}", values, "terms",
                    strength=0.25 + 0.75 * w, label_color=_color(k, colors), note=f"×{number(w)}")
            for k, (w, values) in enumerate(zip(e.weights, e.contribution_rows(), strict=True))]
    rows.append(GridRow(f"z{token_sub(e.row)}", e.z_row, "z", rule_above=True))
    view.grid = NumberGrid(view)
    view.grid.set_content([f"t={t}" for t in range(len(e.z_row))], rows, focus_column=e.col)
    view.add(view.grid)
    view.add_note(translate("Explanations", "Each value row vⱼ is scaled by its weight {a} (pale "
                                            "rows weigh little); the columns add up to {z}."
                            ).format(a=f"a{token_sub(e.row)}ⱼ", z=f"z{token_sub(e.row)}"))
    if e.col is not None:
        view.add_note(f"z{token_sub(e.row)}[{e.col}] = {number(e.value)}", scale=1.5, bold=True)


def _softmax(view: ExplanationView, e: SoftmaxExplanation, tokens, colors) -> None:
    view.bars = SoftmaxBars(view)
    view.bars.set_explanation(e, tokens, colors)
    view.add(view.bars)
    view.add_note(e.short_text(tokens))


def _output(view: ExplanationView, e: OutputExplanation, tokens, colors) -> None:
    view.head_bars = HeadBars(view)
    view.head_bars.set_contributions(e.head_contributions, e.bias, e.heads_off)
    view.add(view.head_bars)
    d_head = len(e.heads[0].left)
    off = " (" + translate("Explanations", "off") + ")"
    # a short label and W^O's rows (the formula above says W^O) as the row's note: the
    # bars above give each head's sum
    rows = [GridRow(head_label(p.head) + (off if p.head in e.heads_off else ""), p.products,
                    "terms", note=translate("Explanations", "rows {first}–{last}").format(
                        first=p.right_first_row, last=p.right_first_row + d_head - 1))
            for p in e.heads]
    view.grid = NumberGrid(view)
    view.grid.set_content([f"t={t}" for t in range(d_head)], rows)
    view.add(view.grid)
    # heads count from 1 as the labels above say, W^O's rows (features) from 0
    view.add_note(translate("Explanations", "Each head's {z} times its own rows of W^O (head h: "
                                            "rows (h − 1)·{d} … h·{d} − 1), summed over its "
                                            "features t; the bars above are those sums.").format(
        z=f"z{token_sub(e.row)}", d=d_head))
    if e.bias is not None:
        view.add_note(f"+ b^O[{e.col}] = {number(e.bias)}", scale=1.2)
    view.add_note(f"Σ = {number(e.value)}", scale=1.5, bold=True)


def _scaled(view: ExplanationView, e: QuotientExplanation, tokens, colors) -> None:
    view.fraction = FractionView(view)
    root = e.divisor_name
    score, divisor = e.shown_parts()      # digits enough that score / divisor reads as shown
    view.fraction.set_fraction(
        score, divisor, number(e.value),
        numerator_note=translate("Explanations", "score {cell}").format(
            cell=f"q{token_sub(e.row)}·k{token_sub(e.col)}"),
        denominator_note=f"{root} = {number(e.divisor)}" + (
            "" if e.scaling_on else " (" + translate("Explanations", "scaling is off") + ")"))
    view.add(view.fraction)


def _masked(view: ExplanationView, e: MaskExplanation, tokens, colors) -> None:
    view.add_big(number(e.value))
    key, query = key_word(e.col, tokens), query_word(e.row, tokens)
    if e.reason is None:
        sentence = translate("Explanations",
                             "The {key} is visible to {query}: the scaled score passes through.")
    elif e.reason == CAUSAL:
        sentence = translate("Explanations",
                             "The {key} comes after {query}: the causal mask hides the future.")
    else:
        sentence = translate("Explanations", "The custom mask hides {key} from {query}.")
    view.add_note(sentence.format(key=key, query=query), scale=1.2)
    if e.blocked:
        view.add_note(translate("Explanations", "The scaled score {value} is replaced by −∞, so "
                                                "softmax gives this key a weight of exactly 0."
                                ).format(value=number(e.scaled)))


def _statement(view: ExplanationView, e: Explanation, tokens, colors) -> None:
    view.add_big(number(e.value))
    view.add_note(e.short_text(tokens), scale=1.2)
    if e.panel_note:
        view.add_note(translate("Explanations", e.panel_note))


_DRAWINGS = {  # Explanation.drawing -> how the panel draws it
    "dot_product": _dot_product, "weighted_sum": _weighted_sum, "softmax": _softmax,
    "output": _output, "fraction": _scaled, "mask": _masked, "statement": _statement,
}


def view_for(explanation: Explanation, tokens: Sequence[str], colors: Sequence[QColor] = (),
             parent: QWidget | None = None) -> ExplanationView:
    """A new view of ``explanation``; give the parent so it starts in the parent's font."""
    view = ExplanationView(parent)
    _DRAWINGS[explanation.drawing](view, explanation, tuple(tokens), tuple(colors))
    return view
