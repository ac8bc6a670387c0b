"""SmolLM2's heads worth looking at, in the Heads dock beside MiniLM's ranking.

Previous-token heads, first-token sinks and induction heads (core.pretrained.decoder_heads):
a kind chosen in a box, its one sentence, and all 270 heads ranked by that kind's score (the
mean weight that kind of key receives, 0..1). Loading the decoder and scoring (two forward
passes) run on a worker thread whose result comes back as a signal (gui/document/background.py):
the panel never waits. Choosing a row (double-click
or Enter) asks for that layer with all heads: ``head_chosen(text, layer, head)`` (0-based).
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLineEdit,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.number_text import LONG_DIGITS, format_cell_value, number
from gui.classroom.heads_ranking import _number_item, ranking_table
from gui.document.background import FutureRelay
from gui.views.steady_label import SteadyLabel

COLUMNS = (QT_TRANSLATE_NOOP("DecoderHeadsRanking", "rank"),
           QT_TRANSLATE_NOOP("DecoderHeadsRanking", "layer"),
           QT_TRANSLATE_NOOP("DecoderHeadsRanking", "head"),
           QT_TRANSLATE_NOOP("DecoderHeadsRanking", "score"))     # shown translated
KINDS = ("previous", "sink", "induction")           # core.pretrained.decoder_heads.KINDS
DEFAULT_TEXT = "The cat sat on the mat because it was warm, and the dog slept by the door."
_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="qkv-decoder-heads")
translate = QCoreApplication.translate


def _score(text: str, model):
    """On the worker: the decoder (loaded once per process) and every head's three scores,
    with what they were measured on (core.pretrained.decoder_heads.HeadRanking)."""
    from core.pretrained.decoder_heads import measure_heads
    from core.pretrained.smollm2_model import load_decoder

    return measure_heads(text, model if model is not None else load_decoder())


class DecoderHeadsRankingPanel(QWidget):
    head_chosen = Signal(str, int, int)   # text, layer, head (0-based)

    def __init__(self, parent: QWidget | None = None, *, model=None,
                 text: str = DEFAULT_TEXT) -> None:
        """``model``: a loaded DecoderModel, or None for the shipped SmolLM2 (tests pass one)."""
        super().__init__(parent)
        from core.pretrained.decoder_heads import TITLES

        self._model = model
        self._scores: list = []            # core HeadScores, in layer and head order
        self._shown: list = []             # the rows in rank order for the chosen kind
        self._text = text                  # the text the scores are for
        self._pending: Future | None = None
        self.text_edit = QLineEdit(text)
        self.kind_box = QComboBox()
        for kind in KINDS:
            self.kind_box.addItem(translate("Pretrained", TITLES[kind]), kind)
        self.rank_button = QPushButton(translate("DecoderHeadsRanking", "Rank SmolLM2's heads"))
        self.sentence = SteadyLabel()          # each as tall as its lines (a short dock cut
        self.status = SteadyLabel(translate(   # them)
            "DecoderHeadsRanking", "Rank SmolLM2's 270 heads: which look at the previous token, "
                                   "which park their weight on the first, which copy what "
                                   "followed last time (loading the decoder the first time "
                                   "takes a while)."))
        self.table = ranking_table([translate("DecoderHeadsRanking", name)
                                    for name in COLUMNS])
        form = QFormLayout()
        form.addRow(translate("DecoderHeadsRanking", "Text:"), self.text_edit)
        form.addRow(translate("DecoderHeadsRanking", "Kind:"), self.kind_box)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addLayout(form)
        layout.addWidget(self.rank_button)
        layout.addWidget(self.sentence.row)
        layout.addWidget(self.status.row)
        layout.addWidget(self.table, 1)
        self._relay = FutureRelay(self._ranked, self)   # the worker's result, signalled
        self.rank_button.clicked.connect(self.rank)
        self.kind_box.currentIndexChanged.connect(lambda _index: self._fill())
        self.table.cellDoubleClicked.connect(lambda row, _column: self.choose(row))
        self.table.cellActivated.connect(lambda row, _column: self.choose(row))
        self._fill()

    def busy(self) -> bool:
        return self._pending is not None

    def kind(self) -> str:
        return self.kind_box.currentData()

    def rank(self) -> None:
        """Start scoring the text on the worker (ignored while a ranking runs)."""
        if self.busy():
            return
        self._text = self.text_edit.text()
        self._pending = self._relay.watch(_WORKER.submit(_score, self._text, self._model))
        self.rank_button.setEnabled(False)
        self.status.setText(translate("DecoderHeadsRanking", "ranking…"))

    def row_at(self, table_row: int):
        """The HeadScores shown at ``table_row``."""
        return self._shown[table_row] if 0 <= table_row < len(self._shown) else None

    def choose(self, table_row: int) -> None:
        row = self.row_at(table_row)
        if row is not None:
            self.head_chosen.emit(self._text, row.layer, row.head)

    def _ranked(self, pending) -> None:
        if pending is not self._pending:
            return
        self._pending = None
        self.rank_button.setEnabled(True)
        from core.pretrained.errors import PretrainedError

        try:
            ranking = pending.result()
        except (PretrainedError, OSError, MemoryError, ValueError) as error:
            self._scores = []
            self.status.setText(str(error))
        else:
            self._scores = ranking.scores
            self.status.setText(translate(
                "DecoderHeadsRanking", "{count} heads, highest score first (the mean weight that "
                "kind of key receives); double-click a row to open that layer with all "
                "heads.").format(count=len(self._scores)) + " " + ranking.measured())
        self._fill()

    def _fill(self) -> None:
        from core.pretrained.decoder_heads import SENTENCES, TITLES, ranked

        kind = self.kind()
        self.sentence.setText(translate("DecoderHeadsRanking", "{titles}: a head that "
                                                               "{sentences}").format(
            titles=translate("Pretrained", TITLES[kind]),
            sentences=translate("Pretrained", SENTENCES[kind])))
        self._shown = ranked(self._scores, kind) if self._scores else []
        self.table.setRowCount(len(self._shown))
        for index, row in enumerate(self._shown):
            score = row.score(kind)
            cells = (_number_item(index + 1, str(index + 1)),
                     _number_item(row.layer + 1, str(row.layer + 1)),
                     _number_item(row.head + 1, str(row.head + 1)),
                     QTableWidgetItem(format_cell_value(score)))
            cells[3].setToolTip(number(score, LONG_DIGITS))
            cells[3].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            for column, item in enumerate(cells):
                self.table.setItem(index, column, item)
