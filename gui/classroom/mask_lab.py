"""The "why −∞" lab: hidden keys with M = −∞, M = 0 and M = −c, and what −c lets leak.

A slider sets c; the table shows, per query row, the weight that lands on hidden keys for
each choice of M. Numbers come from core.masks.leak; this widget only shows them.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QSlider,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.i18n import english_plural
from core.masks.leak import LeakComparison, compare_mask_values

C_STEP = 0.5          # slider units
C_MAX = 40.0
COLUMNS = (QT_TRANSLATE_NOOP("MaskLab", "query"), QT_TRANSLATE_NOOP("MaskLab", "hidden keys"),
           "M = 0", "M = −c", "M = −∞")                  # shown translated
INTRO = QT_TRANSLATE_NOOP("MaskLab", "Softmax turns a score s into e^s. Only M = −∞ makes a "
                          "hidden key's e^s exactly 0. M = 0 hides nothing, and with a finite "
                          "M = −c each hidden key keeps about e^−c of a visible key's share: the "
                          "weight that leaks through is shown per row.")
translate = QCoreApplication.translate


class MaskLab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._trace = None
        self._tokens: tuple[str, ...] = ()
        self._head = 0
        self.comparison: LeakComparison | None = None
        intro = QLabel(translate("MaskLab", INTRO))
        intro.setWordWrap(True)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, int(C_MAX / C_STEP))
        self.slider.setValue(int(4.0 / C_STEP))
        self.c_label = QLabel()
        self.c_label.setMinimumWidth(70)
        row = QHBoxLayout()
        row.addWidget(QLabel("c"))
        row.addWidget(self.slider, 1)
        row.addWidget(self.c_label)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setHorizontalHeaderLabels(
            [translate("MaskLab", "leak, {c}").format(c=c) if c.startswith("M") else
             translate("MaskLab", c) for c in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.head_label = QLabel()  # which head's scores the table uses
        self.head_label.setObjectName("maskLabHead")
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.head_label)
        layout.addLayout(row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        self.slider.valueChanged.connect(self._refresh)

    @property
    def c(self) -> float:
        return self.slider.value() * C_STEP

    def set_c(self, c: float) -> None:
        self.slider.setValue(round(c / C_STEP))

    @property
    def head(self) -> int:
        """The 0-based head whose scores the table shows."""
        return self._head

    def set_trace(self, trace, tokens, head: int = 0) -> None:
        self._trace, self._tokens = trace, tuple(tokens)
        self._head = max(0, min(head, trace.n_heads - 1))
        self._refresh()

    def head_name(self) -> str:
        """'head 2 of 3': whose scores these are (heads from 1); '' with one head."""
        if self._trace is None or self._trace.n_heads == 1:
            return ""
        return translate("MaskLab", "head {head} of {n_heads}").format(
            head=self._head + 1,
            n_heads=self._trace.n_heads)

    def head_text(self) -> str:
        return translate("MaskLab", "Scores of {head_name}, the head in view.").format(
            head_name=self.head_name()) if self.head_name() else ""

    def _refresh(self) -> None:
        self.c_label.setText(f"c = {self.c:g}")
        if self._trace is None:
            return
        self.head_label.setText(self.head_text())
        self.head_label.setVisible(bool(self.head_text()))
        result = compare_mask_values(self._trace.head("scaled", self._head),
                                     self._trace.allowed, self.c)
        self.comparison = result
        self.table.setRowCount(len(self._tokens))
        hidden_counts = result.hidden_counts
        empty = set(result.hidden_rows.tolist())
        for row, token in enumerate(self._tokens):
            exact = translate("MaskLab", "0 (no key: row is zero)") if row in empty else \
                translate("MaskLab", "0 exactly")
            cells = (token, str(int(hidden_counts[row])), f"{result.leak_without_mask[row]:.4g}",
                     f"{result.leak[row]:.4g}", exact)
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if row in empty:
                    item.setToolTip(translate("MaskLab", "every key of this query is hidden: "
                                              "with −∞ softmax would be 0/0, so its weights "
                                              "are set to zero; with −c every score drops by "
                                              "the same c and the row stays uniform"))
                self.table.setItem(row, col, item)
        self.table.resizeColumnsToContents()
        empty_note = " " + english_plural(self.tr(
            "%n row(s) see no key: with −∞ their weights are all zero; with −c they stay "
            "spread evenly over the hidden keys.", "", len(empty)), len(empty)) if empty else ""
        whose = f" ({self.head_name()})" if self.head_name() else ""
        self.summary.setText(
            translate("MaskLab", "Largest leak with M = −{c}{whose}: {max_leak} of a row's "
                                 "weight; with −∞ it "
                      "is exactly 0.").format(
                c=f"{self.c:g}",
                whose=whose,
                max_leak=f"{result.max_leak:.3g}") + empty_note)


class MaskLabDialog(QDialog):
    """The lab in its own window, following the controller's trace and the head in view."""

    def __init__(self, controller, parent: QWidget | None = None, head: int = 0) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("MaskLab", "Why −∞? Masking with −∞, 0 or −c"))
        self.lab = MaskLab()
        layout = QVBoxLayout(self)
        layout.addWidget(self.lab)
        self.resize(560, 420)
        self._controller = controller
        self._head = head
        controller.trace_changed.connect(self._follow)
        self._follow(controller.trace)

    def set_head(self, head: int) -> None:
        """The window shows another head: the lab uses its scores."""
        self._head = head
        self._follow(self._controller.trace)

    def _follow(self, trace) -> None:
        self.lab.set_trace(trace, self._controller.session.tokens, self._head)
