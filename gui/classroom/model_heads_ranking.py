"""The Heads dock's one ranking: the heads worth looking at, for any model behind the model
protocol (core.pretrained.model_protocol).

A model chosen in a box (MiniLM, SmolLM2, Gemma 3 270M, or a GGUF file chosen with "GGUF file…"
from the models on this computer or any folder, gui.classroom.model_file_dialog) loads the one
way every model does (gui.classroom.model_loading: its stages in the status line, "Cancel
loading" stops it, a failure one line naming the file), then ranks its heads (``rank_heads``)
on a worker thread whose result comes back as a signal (gui/document/background.py): the
panel never waits. An encoder ranks by a word in two
sentences (MiniLM: the Sentence B and Word rows show), a decoder on one text. Each ranking the
model offers (``ranking_kinds``: a decoder's previous-token heads, first-token sinks and
induction heads, core.pretrained.decoder_heads; MiniLM's word difference) is chosen in a box,
with its one sentence, and every head is ranked by that kind's score (0..1; MiniLM's rows also
name the key the word looks at most in each sentence). Columns sort; choosing a row
(double-click or Enter) asks for that head: ``head_chosen(model, text, layer, head)``
(0-based; the model the protocol's, which the window opens through ``layer_session``).
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.number_text import LONG_DIGITS, number
from core.pretrained.model_loading import MINILM
from gui.classroom.heads_ranking import (
    _number_item,
    key_text,
    ranking_table,
    rows_tall,
    scrolling,
)
from gui.classroom.model_loading import ModelLoads
from gui.classroom.ranking_words import COLUMNS, MODELS, WORD_COLUMNS, kind_sentence, kind_title
from gui.document.background import FutureRelay
from gui.views.steady_label import SteadyLabel

DECODER_KINDS = ("previous", "sink", "induction")   # core.pretrained.decoder_heads.KINDS
WORD_KINDS = ("word_difference",)                   # core.pretrained.minilm's
DEFAULT_TEXT = "The cat sat on the mat because it was warm, and the dog slept by the door."
FACE, CHEMISTRY, MOLE = "the mole on his face", "a mole of carbon dioxide", "mole"
_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="qkv-model-heads")
translate = QCoreApplication.translate


def _rank(model, text: str, other: str | None, word: str | None):
    """On the worker: the loaded model's HeadRankings for ``text`` (and for an encoder the
    other sentence and the word)."""
    return model.rank_heads(text, other_text=other, word=word)


class ModelHeadsRankingPanel(QWidget):
    head_chosen = Signal(object, str, int, int)   # model, text, layer, head (0-based)

    def __init__(self, parent: QWidget | None = None, *, model=None) -> None:
        """``model``: a loaded AttentionModel offered first and chosen (tests pass one)."""
        super().__init__(parent)
        self.loads = ModelLoads(self)          # the models, by the box's key, and their loads
        self.loads.progressed.connect(lambda _key, words, _fraction: self.status.setText(words))
        self.loads.loaded.connect(lambda _key, model: self._model_arrived(model))
        self.loads.failed.connect(lambda _key, line: self._load_failed(line))
        self._rankings: dict = {}              # kind -> RankedHeads, highest first
        self._ranked_model = None              # the model the rankings are of
        self._shown: list = []                 # the rows in rank order for the chosen kind
        self._text = ""                        # the text the rankings are for
        self._pending: Future | None = None
        self._asked: tuple = ()                # (text, other, word) of the ranking asked for
        self._pending_model = None             # the model the running ranking is of
        self.model_box = QComboBox()
        if model is not None:
            self.loads.add("given", model)
            self.model_box.addItem(model.shape.name, "given")
        for key, label in MODELS:
            self.model_box.addItem(translate("ModelHeadsRanking", label), key)
        self.file_button = QPushButton(translate("ModelHeadsRanking", "GGUF file…"))
        self.file_button.setToolTip(translate("ModelHeadsRanking", "rank the heads of a .gguf "
                                                                   "decoder on this computer"))
        self.text_edit, self.other_edit, self.word_edit = (QLineEdit(), QLineEdit(CHEMISTRY),
                                                           QLineEdit(MOLE))
        self.kind_box = QComboBox()
        self.rank_button = QPushButton(translate("ModelHeadsRanking", "Rank the heads"))
        self.cancel_button = QPushButton(translate("ModelHeadsRanking", "Cancel loading"))
        self.cancel_button.hide()                # shown while a model loads
        self.sentence = SteadyLabel()          # each as tall as its lines (a short dock cut
        self.status = SteadyLabel()            # them)
        self.table = ranking_table([translate("ModelHeadsRanking", name) for name in COLUMNS])
        model_row = QHBoxLayout()
        model_row.addWidget(self.model_box, 1)
        model_row.addWidget(self.file_button)
        self.form = form = QFormLayout()
        form.addRow(translate("ModelHeadsRanking", "Model:"), model_row)
        form.addRow(translate("ModelHeadsRanking", "Text:"), self.text_edit)
        form.addRow(translate("ModelHeadsRanking", "Sentence B:"), self.other_edit)
        form.addRow(translate("ModelHeadsRanking", "Word:"), self.word_edit)
        form.addRow(translate("ModelHeadsRanking", "Kind:"), self.kind_box)
        top = QVBoxLayout()                     # scrolls where the table needs the room
        top.setContentsMargins(0, 0, 0, 0)
        rank_row = QHBoxLayout()
        rank_row.addWidget(self.rank_button, 1)
        rank_row.addWidget(self.cancel_button)
        for part in (form, rank_row):
            top.addLayout(part)
        for widget in (self.sentence.row, self.status.row):
            top.addWidget(widget)
        self.table.setMinimumHeight(rows_tall(self.table))   # five rows in sight at least
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.addWidget(scrolling(top))
        layout.addWidget(self.table, 1)
        self._relay = FutureRelay(self._ranked, self)   # the worker's result, signalled
        self.rank_button.clicked.connect(self.rank)
        self.cancel_button.clicked.connect(self.cancel_load)
        self.file_button.clicked.connect(self.choose_model_file)
        self.model_box.currentIndexChanged.connect(lambda _index: self._model_chosen())
        self.kind_box.currentIndexChanged.connect(lambda _index: self._fill())
        self.table.cellDoubleClicked.connect(lambda row, _column: self.choose(row))
        self.table.cellActivated.connect(lambda row, _column: self.choose(row))
        self._model_chosen()

    # ----- what the caller reads and does -----------------------------------------------------
    def busy(self) -> bool:
        """A model loading or a ranking running."""
        return self._pending is not None or self.loads.loading()

    def kind(self) -> str | None:
        return self.kind_box.currentData()

    def encoder_chosen(self) -> bool:
        """True when the chosen model ranks by a word in two sentences (MiniLM)."""
        key = self.model_box.currentData()
        model = self.loads.model(key)
        return model.shape.kind == "encoder" if model is not None else key == MINILM

    def choose_model(self, key: str) -> None:
        self.model_box.setCurrentIndex(max(self.model_box.findData(key), 0))

    def add_model_file(self, path: str | Path) -> None:
        """Offer a GGUF file beside the shipped models, chosen."""
        key = str(Path(path))
        if self.model_box.findData(key) < 0:
            self.model_box.addItem(translate("ModelHeadsRanking", "{file} (GGUF file)").format(
                file=Path(path).name), key)
        self.choose_model(key)

    def choose_model_file(self) -> None:
        """GGUF file…: the models on this computer (or Browse…); the one chosen is offered."""
        from gui.classroom.model_file_dialog import LocalModelsDialog

        files = LocalModelsDialog(self)
        if files.exec() and files.chosen_path is not None:
            self.add_model_file(files.chosen_path)

    def rank(self) -> None:
        """Load the chosen model if need be (gui.classroom.model_loading), then rank its heads
        on the worker (ignored while a load or a ranking runs)."""
        if self.busy():
            return
        key, encoder = self.model_box.currentData(), self.encoder_chosen()
        self._asked = (self.text_edit.text(), self.other_edit.text() if encoder else None,
                       self.word_edit.text() if encoder else None)
        self.rank_button.setEnabled(False)
        model = self.loads.model(key)
        if model is not None:
            self._start_ranking(model)
            return
        self.loads.request(key)
        self.cancel_button.show()
        self.status.setText(translate("ModelHeadsRanking", "loading {name}…").format(
            name=self.model_box.currentText().split(" (")[0]))

    def cancel_load(self) -> None:
        """Cancel loading: the worker stops at the next layer, nothing is kept or ranked."""
        if not self.loads.loading():
            return
        self.loads.cancel()
        self.cancel_button.hide()
        self.rank_button.setEnabled(True)
        self.status.setText(translate("ModelHeadsRanking", "Loading was cancelled; Rank the "
                                                           "heads loads the model again."))

    def row_at(self, table_row: int):
        """The RankedHead shown at ``table_row`` (whatever the sort order)."""
        item = self.table.item(table_row, 0)
        return None if item is None else self._shown[int(item.data(Qt.ItemDataRole.UserRole))]

    def choose(self, table_row: int) -> None:
        row = self.row_at(table_row)
        if row is not None:
            self.head_chosen.emit(self._ranked_model, self._text, row.layer, row.head)

    # ----- showing ------------------------------------------------------------------------------
    def _model_chosen(self) -> None:
        """The inputs the chosen model ranks by, and its kinds (the last ranking's stay until
        the next)."""
        encoder = self.encoder_chosen()
        for field in (self.other_edit, self.word_edit):
            self.form.setRowVisible(field, encoder)
        self.form.labelForField(self.text_edit).setText(
            translate("ModelHeadsRanking", "Sentence A:") if encoder else
            translate("ModelHeadsRanking", "Text:"))
        text = self.text_edit.text()
        if text in ("", FACE, DEFAULT_TEXT):       # the other family's example: this one's
            self.text_edit.setText(FACE if encoder else DEFAULT_TEXT)
        model = self.loads.model(self.model_box.currentData())
        if not self.busy():                        # another model: its own ranking to come
            self._rankings, self._ranked_model = {}, None
        self._set_kinds(model.ranking_kinds if model is not None else
                        WORD_KINDS if encoder else DECODER_KINDS)
        self._fill()
        if not self.busy():
            self.status.setText(translate(
                "ModelHeadsRanking", "Rank MiniLM's heads by how differently the word attends "
                "in the two sentences; choose a row to open that layer and focus the head.")
                if encoder else translate(
                "ModelHeadsRanking", "Rank a model's heads: which look at the previous token, "
                "which park their weight on the first, which copy what followed last time "
                "(loading a model the first time takes a while)."))

    def _set_kinds(self, kinds) -> None:
        if [self.kind_box.itemData(i) for i in range(self.kind_box.count())] == list(kinds):
            return
        chosen = self.kind_box.currentData()
        self.kind_box.blockSignals(True)
        self.kind_box.clear()
        for kind in kinds:
            self.kind_box.addItem(kind_title(kind), kind)
        self.kind_box.setCurrentIndex(max(self.kind_box.findData(chosen), 0))
        self.kind_box.blockSignals(False)
        self._fill()

    def _model_arrived(self, model) -> None:
        self.cancel_button.hide()
        self._start_ranking(model)

    def _load_failed(self, line: str) -> None:
        self.cancel_button.hide()
        self.rank_button.setEnabled(True)
        self._rankings, self._ranked_model = {}, None
        self._fill()
        self.status.setText(line)

    def _start_ranking(self, model) -> None:
        self._text, other, word = self._asked
        self._pending = self._relay.watch(_WORKER.submit(_rank, model, self._text, other, word))
        self._pending_model = model
        self.status.setText(translate("ModelHeadsRanking", "ranking…"))

    def _ranked(self, pending) -> None:
        if pending is not self._pending:
            return
        self._pending = None
        self.rank_button.setEnabled(True)
        from core.limits import LimitError
        from core.pretrained.errors import PretrainedError

        try:
            rankings = pending.result()
        except (PretrainedError, LimitError, OSError, MemoryError, ValueError) as error:
            self._rankings, self._ranked_model = {}, None
            self._fill()
            self.status.setText(str(error))
            return
        model = self._pending_model
        self._rankings, self._ranked_model = rankings, model
        self._set_kinds(model.ranking_kinds)
        self._fill()
        shape = model.shape
        opens = translate("ModelHeadsRanking", "double-click a row to open that head (its q "
                                               "and k are normed per head: one head at a "
                                               "time)") if shape.one_head_sessions else \
            translate("ModelHeadsRanking", "double-click a row to open that layer with all "
                                           "heads, the head in focus")
        self.status.setText(translate(
            "ModelHeadsRanking", "{name}: {count} heads, highest score first; click a column "
            "to sort, {opens}.").format(name=shape.name, count=shape.n_layers * shape.n_heads,
                                        opens=opens)
            + (" " + rankings.measured if rankings.measured else ""))

    def _fill(self) -> None:
        kind = self.kind()
        self.sentence.setText(kind_sentence(kind) if kind is not None else "")
        self._shown = list(self._rankings.get(kind, ()))
        words = bool(self._shown) and hasattr(self._shown[0].detail, "top_a")   # MiniLM's rows
        headers = COLUMNS + (WORD_COLUMNS if words else ())
        self.table.setSortingEnabled(False)
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels([translate("ModelHeadsRanking", name)
                                              for name in headers])
        self.table.setRowCount(len(self._shown))
        for index, row in enumerate(self._shown):
            rank = _number_item(index + 1, translate("ModelHeadsRanking", "rank {index}").format(
                index=index + 1))
            rank.setData(Qt.ItemDataRole.UserRole, index)
            cells = [rank,
                     _number_item(row.layer + 1, translate("ModelHeadsRanking", "layer {layer}")
                                  .format(layer=row.layer + 1)),
                     _number_item(row.head + 1, translate("ModelHeadsRanking", "head {head}")
                                  .format(head=row.head + 1)),
                     _number_item(round(row.score, 3), number(row.score, LONG_DIGITS))]
            if words:
                cells += [QTableWidgetItem(key_text(row.detail.top_a)),
                          QTableWidgetItem(key_text(row.detail.top_b))]
            for column, item in enumerate(cells):
                self.table.setItem(index, column, item)
        self.table.setSortingEnabled(True)
        self.table.sortItems(0, Qt.SortOrder.AscendingOrder)   # a fresh ranking: by rank
