"""HeadsPanel: every head at once, for the stage the learner is on.

- a per-head stage (q … z): the grid of small multiples, one per head, with on/off switches;
- ``concat``: the heads' z side by side, each head's block outlined and labelled;
- ``output``: the output, and beside it the difference view: output − output with every
  head on (what the switched-off heads took away);
- ``x``: one sentence (every head starts from the same X).
It renders arrays it is given (the trace, and core's difference); it computes nothing.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from core.attention.shared_heads import key_value_groups, shares_key_values
from core.attention.stages import PER_HEAD_STAGES, SQUARE_STAGES
from core.attention.trace import Trace
from core.limits import MAX_D_HEAD
from core.session.model_head import ModelHead
from gui.explain.stage_tooltips import cell_tooltip
from gui.views.heads_grid.grid import HeadsGrid, shared_levels
from gui.views.heads_grid.head_view import HeadView

translate = QCoreApplication.translate


def model_head_note(trace: Trace, model_head: ModelHead) -> str:
    """A model's head held alone: its number, and d_head ≠ d_model as the model's choice."""
    text = translate(
        "HeadsGrid", "Head {head} of the model's {heads} in this layer, held alone: d_head "
        "{d_head} ≠ d_model {d_model} is the model's choice (its {heads} query heads split "
        "d_model: {d_model} / {heads} = {split}).").format(
        head=model_head.head, heads=model_head.heads, d_head=trace.d_head,
        d_model=trace.d_model, split=f"{trace.d_model / model_head.heads:g}")
    if model_head.group > 1:
        first = (model_head.kv_head - 1) * model_head.group + 1
        text += " " + translate(
            "HeadsGrid", "Grouped-query attention: it reads key/value head {kv} of {kv_heads}, "
            "shared by query heads {first}–{last}; a KV cache keeps {kv_heads} key/value heads "
            "instead of {heads}, 1/{group} of the bytes.").format(
            kv=model_head.kv_head, kv_heads=model_head.kv_heads, first=first,
            last=first + model_head.group - 1, heads=model_head.heads, group=model_head.group)
    return text


def can_split(trace: Trace, model_head: ModelHead | None = None) -> bool:
    """Whether "d_head = d_model / h" can do something: not for a model's head (its d_head is
    the model's), nor when d_model / h is past the largest d_head."""
    h, d_model = trace.n_heads, trace.d_model
    return model_head is None and h * trace.d_head != d_model and d_model % h == 0 and \
        d_model // h <= MAX_D_HEAD


def split_note(trace: Trace) -> str:
    """The d_head reminder: is d_model split evenly across the heads (the usual choice)?"""
    h, d_head, d_model = trace.n_heads, trace.d_head, trace.d_model
    if h * d_head == d_model:
        return f"d_head = d_model / h = {d_model} / {h} = {d_head}."
    usual = f"d_model / h = {d_model // h}" if d_model % h == 0 else \
        translate("HeadsGrid", "{h} heads do not divide d_model {d_model}").format(
            h=h, d_model=d_model)
    if h == 1:
        return translate("HeadsGrid", "One head of d_head {d_head} ≠ d_model {d_model} (a free "
                                      "choice; the usual one is {usual}).").format(
            d_head=d_head, d_model=d_model, usual=usual)
    return translate("HeadsGrid", "d_head {d_head} × {h} heads = {h2} ≠ d_model {d_model} (a "
                                  "free choice; the usual one is {usual}).").format(
        d_head=d_head,
        h=h,
        h2=h * d_head,
        d_model=d_model,
        usual=usual)


def shared_key_values(trace: Trace) -> list[int] | None:
    """Each head's key/value head, from 1, when some heads share one (else None)."""
    groups = key_value_groups(trace.numpy("k"), trace.numpy("v"))
    if not shares_key_values(groups):
        return None
    reads = [0] * trace.n_heads
    for number, group in enumerate(groups, start=1):
        for head in group:
            reads[head] = number
    return reads


def sharing_note(trace: Trace) -> str:
    """Grouped-query attention in words and numbers, when heads share a key/value head."""
    groups = key_value_groups(trace.numpy("k"), trace.numpy("v"))
    if not shares_key_values(groups):
        return ""
    named = "; ".join(
        translate("HeadsGrid", "heads {first}–{last}").format(first=group[0] + 1,
                                                              last=group[-1] + 1)
        if len(group) > 1 and list(group) == list(range(group[0], group[-1] + 1)) else
        ", ".join(str(head + 1) for head in group) for group in groups)
    return " " + translate(
        "HeadsGrid", "Grouped-query attention: {h} query heads read {kv} key/value heads "
        "({groups}: equal k and v). A KV cache keeps {kv} instead of {h}: {share} of the "
        "bytes.").format(h=trace.n_heads, kv=len(groups), groups=named,
                         share=str(Fraction(len(groups), trace.n_heads)))


class HeadsPanel(QWidget):
    head_clicked = Signal(int)
    head_toggled = Signal(int, bool)
    all_heads_on = Signal()
    split_requested = Signal()                  # d_head = d_model / h
    cell_clicked = Signal(str, int, int, int)   # stage, head, row, col

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._stage = "x"
        self._trace: Trace | None = None
        self.grid = HeadsGrid()
        self.concat_view = HeadView()
        self.output_view = HeadView()
        self.difference_view = HeadView()
        self.difference_view.setToolTip(translate("HeadsGrid", "the output minus the output "
                                                  "with every head on: what the switched-off "
                                                  "heads added, with its sign flipped"))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.all_on_button = QPushButton(translate("HeadsGrid", "All heads on"))
        self.all_on_button.setToolTip(translate("HeadsGrid",
                                                "switch every head back on (undoable)"))
        self.split_button = QPushButton("d_head = d_model / h")
        self.split_button.setToolTip(translate("HeadsGrid", "the usual choice: split d_model "
                                               "evenly across the heads, so concat is d_model "
                                               "wide again (undoable)"))
        pair = QWidget()
        pair_layout = QHBoxLayout(pair)
        pair_layout.setContentsMargins(0, 0, 0, 0)
        pair_layout.addWidget(self.output_view, 1)
        pair_layout.addWidget(self.difference_view, 1)
        self.pages = QStackedWidget()
        self._empty = QLabel(translate("HeadsGrid", "Every head starts from the same X: step "
                                       "to q to see the heads side by side."))
        self._empty.setWordWrap(True)
        for page in (self.grid, self.concat_view, pair, self._empty):
            self.pages.addWidget(page)
        self._pair = pair
        buttons = QHBoxLayout()   # shown only when they can do something
        buttons.addWidget(self.all_on_button)
        buttons.addWidget(self.split_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(self.note)
        layout.addLayout(buttons)
        layout.addWidget(self.pages, 1)
        self.grid.head_clicked.connect(self.head_clicked)
        self.grid.head_toggled.connect(self.head_toggled)
        self.grid.cell_clicked.connect(
            lambda head, row, col: self.cell_clicked.emit(self._stage, head, row, col))
        self.concat_view.cell_clicked.connect(
            lambda row, col: self.cell_clicked.emit("concat", 0, row, col))
        self.output_view.cell_clicked.connect(
            lambda row, col: self.cell_clicked.emit("output", 0, row, col))
        self.all_on_button.clicked.connect(self.all_heads_on)
        self.split_button.clicked.connect(self.split_requested)

    @property
    def stage(self) -> str:
        return self._stage

    def render_stage(self, trace: Trace, tokens: tuple[str, ...], stage: str,
                     difference: np.ndarray | None = None,
                     model_head: ModelHead | None = None) -> None:
        """Render ``stage`` of ``trace``; ``difference``: core's output − every-head output;
        ``model_head``: the session's one head is this head of a model (named as the model
        names it)."""
        self._trace, self._stage = trace, stage
        off = trace.heads_off
        axes = " " + (translate("HeadsGrid", "Rows: queries i, columns: keys j.")
                      if stage in SQUARE_STAGES else
                      translate("HeadsGrid", "Rows: tokens, columns: features.")) \
            if stage in PER_HEAD_STAGES else ""
        about_d_head = model_head_note(trace, model_head) if model_head is not None else \
            split_note(trace) + sharing_note(trace)
        self.note.setText(self._note_text(trace) + axes + " " + about_d_head)
        self.all_on_button.setEnabled(bool(off))
        self.all_on_button.setVisible(bool(off))
        splits = can_split(trace, model_head)
        self.split_button.setEnabled(splits)
        self.split_button.setVisible(splits)
        if stage in PER_HEAD_STAGES:
            self.pages.setCurrentWidget(self.grid)
            self.grid.show_stage(trace, tokens, stage,
                                 None if model_head is None else [model_head.head],
                                 shared_key_values(trace) if model_head is None else None)
        elif stage == "concat":
            self.pages.setCurrentWidget(self.concat_view)
            self._show_concat(trace, tokens)
        elif stage == "output":
            self.pages.setCurrentWidget(self._pair)
            self._show_output(trace, tokens, difference)
        else:
            self.pages.setCurrentWidget(self._empty)

    def set_focused_head(self, head: int) -> None:
        self.grid.set_focused_head(head)

    def set_highlight(self, highlight_of_stage) -> None:
        """``highlight_of_stage(stage) -> dict``: the linked selection in every view shown."""
        self.grid.set_highlight(highlight_of_stage(self._stage))
        for stage, view in (("concat", self.concat_view), ("output", self.output_view),
                            ("output", self.difference_view)):
            view.set_highlight(**highlight_of_stage(stage))

    # ----- parts ------------------------------------------------------------------------
    def _show_concat(self, trace: Trace, tokens) -> None:
        values = trace.numpy("concat", native=True)                 # (n, h·d_head)
        levels = shared_levels([values], "signed")
        features = tuple(str(c % trace.d_head) for c in range(values.shape[1]))
        self.concat_view.set_matrix(values, kind="signed", levels=levels,
                                    title=translate("HeadsGrid", "concat: {n_heads} heads × "
                                                                 "d_head {d_head}, "
                                                    "side by side").format(
                                        n_heads=trace.n_heads,
                                        d_head=trace.d_head),
                                    row_labels=tokens, col_labels=features)
        labels = [translate("HeadsGrid", "head {head}").format(head=h + 1)
                  + (translate("HeadsGrid", " (off)") if h in trace.heads_off else "")
                  for h in range(trace.n_heads)]
        self.concat_view.set_blocks(trace.d_head, labels)
        self.concat_view.set_tooltip_provider(
            lambda row, col: cell_tooltip(trace, "concat", 0, tokens, row, col))

    def _show_output(self, trace: Trace, tokens, difference) -> None:
        output = trace.numpy("output", native=True)                 # (n, d_out)
        features = tuple(str(c) for c in range(output.shape[1]))
        self.output_view.set_matrix(output, kind="signed", levels=shared_levels([output],
                                                                                "signed"),
                                    title="output", row_labels=tokens, col_labels=features)
        self.output_view.set_tooltip_provider(
            lambda row, col: cell_tooltip(trace, "output", 0, tokens, row, col))
        if difference is None:
            difference = np.zeros_like(output)
        self.difference_view.set_matrix(
            difference, kind="signed", levels=shared_levels([output, difference], "signed"),
            title=translate("HeadsGrid", "output − all heads on"), row_labels=tokens,
            col_labels=features)

    @staticmethod
    def _note_text(trace: Trace) -> str:
        h, off = trace.n_heads, trace.heads_off
        if not off and h == 1:
            return translate("HeadsGrid", "One head; click it to show it large.")
        if not off:
            return translate("HeadsGrid", "{h} heads, one colour scale; click one to show it "
                             "large.").format(h=h)
        names = ", ".join(str(head + 1) for head in off)
        if len(off) == h:
            rest = translate("HeadsGrid", "b^O, the output bias") \
                if trace.inputs.get("b_O") is not None else translate("HeadsGrid", "all zeros")
            return translate("HeadsGrid", "Every head is switched off: the output is {rest}.") \
                .format(rest=rest)
        if len(off) > 1:
            return translate("HeadsGrid", "Switched off: heads {names} (its z is left out of "
                             "concat).").format(names=names)
        return translate("HeadsGrid", "Switched off: head {names} (its z is left out of "
                                      "concat).").format(
            names=names)
