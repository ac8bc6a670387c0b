"""The formula bar: softmax(QKᵀ/√d_k)V with the current stage's part highlighted."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from core.attention.stage_text import StageSettings, divisor_text, meaning
from core.attention.stages import counter_text

translate = QCoreApplication.translate


# A term no line break may cut: a wrapped formula breaks only before an operator, never
# between "+" and "M" or ")" and "V" (presenting at 1024×768 put "V" alone on a line).
_WHOLE = '<span style="white-space:nowrap">{}</span>'
# The formula as pieces; each stage highlights the pieces it computes.
_PIECES: tuple[tuple[str, str], ...] = (
    ("softmax", "softmax("), ("q", "Q"), ("k", "K<sup>T</sup>"),
    ("scaled", " " + _WHOLE.format("/ √d<sub>k</sub>")),
    ("masked", ' <a href="M">' + _WHOLE.format("+ M") + "</a>"), ("close", ")"), ("v", " V"),
)
_HIGHLIGHTS: dict[str, frozenset[str]] = {
    "x": frozenset(),
    "q": frozenset({"q"}),
    "k": frozenset({"k"}),
    "v": frozenset({"v"}),
    "scores": frozenset({"q", "k"}),
    "scaled": frozenset({"scaled"}),
    "masked": frozenset({"masked"}),
    "weights": frozenset({"softmax", "close"}),
    "z": frozenset({"softmax", "q", "k", "scaled", "masked", "close", "v"}),  # A, then A V
    "concat": frozenset(),
    "output": frozenset(),
}
HIGHLIGHT_STYLE = "background-color:#ffe08a; color:#000; font-weight:bold;"


def formula_html(stage: str, settings: StageSettings) -> str:
    """Rich text of the formula with ``stage``'s part highlighted. The mask term shows only while
    a mask is on and the √d_k term only while scaling is on (on their own stages they show what
    they do instead: '+ M' with M = 0, '/ 1')."""
    marked = _HIGHLIGHTS[stage]
    parts = []
    for key, text in _PIECES:
        if key == "masked" and not settings.masked and stage != "masked":
            continue
        if key == "scaled" and not settings.scaled:
            if stage != "scaled":
                continue
            text = " " + _WHOLE.format("/ 1")
        elif key == "scaled" and settings.temperature is not None:   # a divisor chosen
            text = " " + _WHOLE.format("/ " + escape(divisor_text(settings)))  # instead of √d_k
        part = f'<span style="{HIGHLIGHT_STYLE}">{text}</span>' if key in marked else text
        parts.append(_WHOLE.format(part) if key == "v" else part)   # " V" kept with ")"
    formula = "".join(parts)
    if stage == "x":
        formula = f'<span style="{HIGHLIGHT_STYLE}">X</span> → ' + formula
    elif stage == "concat":
        formula = f'<span style="{HIGHLIGHT_STYLE}">concat<sub>h</sub></span>({formula})' + \
            ("   " + translate("FormulaBar", "(one head: concat = Z)") if settings.n_heads == 1
             else "")
    elif stage == "output":
        if settings.n_heads > 1:
            formula = f"concat<sub>h</sub>({formula})"
        if settings.projected:
            bias = " + b<sup>O</sup>" if settings.biased else ""
            formula += f' <span style="{HIGHLIGHT_STYLE}">W<sup>O</sup>{bias}</span>'
        formula = f'<span style="{HIGHLIGHT_STYLE}">O</span> = {formula}' + \
            ("   " + translate("FormulaBar", "(one head, no W^O: O = Z)")
             .replace("W^O", "W<sup>O</sup>") if settings.n_heads == 1 and
             not settings.projected else "")
    return formula


class FormulaBar(QWidget):
    term_clicked = Signal(str)  # a linked term of the formula ("M": show the mask)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.formula_label = QLabel()
        self.formula_label.setTextFormat(Qt.TextFormat.RichText)
        self.formula_label.linkActivated.connect(self.term_clicked)
        self.formula_label.setObjectName("formula")
        # A long formula (concat, output, presentation type) wraps instead of widening the
        # window past its screen (issue 22: 984 -> 1124 px at 1024×700).
        self.formula_label.setWordWrap(True)
        self.formula_label.setMinimumWidth(1)
        self.counter_label = QLabel()
        self.counter_label.setObjectName("stepCounter")
        self.counter_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.meaning_label = QLabel()
        self.meaning_label.setWordWrap(True)
        self.meaning_label.setObjectName("meaning")
        self.frame_label = QLabel()  # while a stage animates: what the frame on screen shows
        self.frame_label.setObjectName("frameCaption")
        self.frame_label.setWordWrap(True)
        self.frame_label.hide()
        top = QHBoxLayout()
        top.addWidget(self.formula_label, 1)
        top.addWidget(self.counter_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.meaning_label)
        layout.addWidget(self.frame_label)
        self.set_font_scale(1.0)

    def set_font_scale(self, factor: float) -> None:
        base = self.font().pointSizeF()
        self.formula_label.setStyleSheet(f"font-size:{base * 1.6 * factor:.0f}pt;")
        self.counter_label.setStyleSheet(f"font-size:{base * 1.2 * factor:.0f}pt; color:#555;")
        self.meaning_label.setStyleSheet(f"font-size:{base * 1.05 * factor:.0f}pt;")
        self.frame_label.setStyleSheet(f"font-size:{base * 1.05 * factor:.0f}pt; "
                                       "color:#8a5a00; font-style:italic;")

    def show_frame_caption(self, caption: str) -> None:
        """The animation's current frame in words; hidden when no animation runs."""
        self.frame_label.setText(caption)
        self.frame_label.setVisible(bool(caption))

    def show_stage(self, stage: str, settings: StageSettings) -> None:
        self.formula_label.setText(formula_html(stage, settings))
        self.counter_label.setText(escape(counter_text(stage)))
        self.meaning_label.setText(meaning(stage, settings))
