"""Generate ▶: a decoder (SmolLM2, Gemma 3, any GGUF file: whatever speaks the model protocol,
core.pretrained.model_protocol) continues a text one token at a time, the KV cache in view.

Each press appends one token (computed on a worker thread whose result comes back as a signal;
the dialog never waits),
the likeliest (greedy) or drawn as the sampling boxes say (temperature, top-k, top-p, seed:
gui.classroom.sampling_controls; a changed setting starts again from the text, so a seed
always repeats its tokens), and shows the ten likeliest next tokens before and after each
filter with the drawn one marked (gui.classroom.token_distribution_view), the time the step
took, and the cache: one key and one value more per layer. With "Compare without the cache"
each step is also recomputed from the whole text: the token is the same, only slower. The KV
cache is drawn
(gui.classroom.kv_cache_view): one head's causal weights over every token run so far, one row
and one column more per press; under it, what the cache stores in bytes and how grouped
key/value heads shrink it (gui.classroom.kv_cache_bytes). The time per token, with and
without the cache, is also said through ``show_message`` (the main window's status line,
handed in by whoever opens this). The numbers come from core (the model's
``start_generation`` stepper, sampling_filters, kv_cache_size); this dialog only shows them.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from core.pretrained import decoder_generate
from core.pretrained.decoder_generate import step_both_ways
from core.pretrained.errors import PretrainedError
from core.pretrained.kv_cache_size import cache_size
from core.pretrained.sampling_filters import filter_stages, filtered_tokens
from gui.classroom.kv_cache_bytes import cache_bytes_html
from gui.classroom.kv_cache_view import KVCacheView, caption
from gui.classroom.sampling_controls import SamplingControls
from gui.classroom.token_distribution_view import TokenDistributionView, stage_names
from gui.document.background import FutureRelay
from gui.keyboard_focus import RING_PX, add_focus_ring

translate = QCoreApplication.translate
PREFERRED_SIZE = (1180, 760)   # shrunk to the screen: it fits 1024×768 (minimum below)
WRITTEN_LINES = 3              # the text so far scrolls beyond this many lines
EXPLANATION_LINES = 6
SCREEN_MARGIN_PX = 40          # room left for the window frame and a panel
_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="qkv-generate")


class GenerateDialog(QDialog):
    """A text and Generate ▶; ``model`` is a loaded decoder: an AttentionModel, or a family's
    own loaded model (core.pretrained.attention_models wraps it)."""

    def __init__(self, model, text: str, parent: QWidget | None = None,
                 show_message: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        from core.pretrained.attention_models import attention_model

        self._say = show_message or (lambda _text: None)
        self._model = attention_model(model)
        shape = self._shape = self._model.shape
        self.setWindowTitle(translate("GenerateDialog", "Generate with {name}").format(
            name=shape.name))
        self._decoder = None                         # the model's TokenStepper
        self._prompt: tuple[str, int] = ("", 0)     # the text continued and its token count
        self._pending: Future | None = None
        self.last_step = None                        # the Step shown (core's numbers)
        self.text_edit = QLineEdit(text)
        self.text_edit.setCursorPosition(0)             # a long text shows its beginning
        self.compare_box = QCheckBox(translate("GenerateDialog",
                                               "Compare without the cache (recompute every step)"))
        self.generate_button = QPushButton(translate("GenerateDialog", "Generate ▶"))
        self.generate_button.clicked.connect(self.generate_one)
        self.restart_button = QPushButton(translate("GenerateDialog", "Start again"))
        self.restart_button.clicked.connect(self.restart)
        self.written = _reading_box(WRITTEN_LINES)
        self.sampling_controls = SamplingControls()
        self.distribution = TokenDistributionView()
        self.top_list = self.distribution.table     # the likeliest tokens, stage by stage
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.cache_view = KVCacheView(shape.n_layers, shape.n_heads,
                                      shape.n_heads // shape.n_kv_heads)
        for box in (self.cache_view.layer_box, self.cache_view.head_box):
            box.refused.connect(self.status.setText)
        self.sampling_controls.changed.connect(self._sampling_changed)
        self.cache_bytes = _reading_box(EXPLANATION_LINES)
        self.cache_bytes.setHtml(cache_bytes_html(cache_size(shape, 0)))
        self.explanation = _reading_box(EXPLANATION_LINES)
        self.explanation.setPlainText(caption() + "\n\n" + translate(
            "GenerateDialog", "Why the cache is exact: with the causal mask no earlier row ever "
            "sees a later token, so the keys and values already computed never change; each new "
            "token adds one key and one value per layer and its query row reads all of them."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.generate_button)
        row.addWidget(self.restart_button)
        left = QVBoxLayout()
        for widget in (self.text_edit, self.sampling_controls, self.compare_box):
            left.addWidget(widget)
        left.addLayout(row)
        left.addWidget(QLabel(translate("GenerateDialog", "Likeliest next tokens:")))
        left.addWidget(self.distribution, 1)
        left.addWidget(self.status)
        right = QVBoxLayout()
        right.addWidget(self.written)
        right.addWidget(self.cache_view, 1)
        self.notes = QTabWidget()
        self.notes.addTab(self.cache_bytes, translate("GenerateDialog", "The cache in bytes"))
        self.notes.addTab(self.explanation, translate("GenerateDialog", "Why the cache is exact"))
        right.addWidget(self.notes)
        columns = QHBoxLayout()
        columns.addLayout(left, 2)
        columns.addLayout(right, 3)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        layout.addWidget(buttons)
        fit_to_screen(self, PREFERRED_SIZE)
        self._relay = FutureRelay(self._stepped, self)   # the worker's result, signalled
        for button in self.findChildren(QPushButton):    # a default button looks focused
            button.setAutoDefault(False)                  # whether it has the focus or not
        self.text_edit.returnPressed.connect(self.generate_button.animateClick)   # Enter

    def busy(self) -> bool:
        return self._pending is not None

    def restart(self) -> None:
        if self.busy():
            return                  # the running step belongs to this text
        self._decoder = None
        self.written.clear()
        self.distribution.clear()
        self.status.clear()
        self.cache_view.show_pattern(None)
        self.cache_bytes.setHtml(cache_bytes_html(cache_size(self._shape, 0)))

    def generate_one(self) -> None:
        """Start one step on the worker (ignored while one runs)."""
        if self.busy():
            return
        sampling = self.sampling_controls.sampling()
        if self._decoder is not None and (self.text_edit.text() != self._prompt[0] or
                                          sampling != self._decoder.sampling):
            self.restart()          # a changed text or sampling starts again from the text
        if self._decoder is None:
            try:
                prompt = self._model.tokenize(self.text_edit.text())
                self._decoder = self._model.start_generation(prompt.ids, sampling,
                                                             keep_pattern=True)
            except PretrainedError as error:
                self.status.setText(str(error))
                return
            self._prompt = (self.text_edit.text(), len(prompt.ids))
        if self.compare_box.isChecked():
            self._pending = self._relay.watch(_WORKER.submit(step_both_ways, self._decoder))
        else:
            self._pending = self._relay.watch(_WORKER.submit(self._decoder.step))
        self.generate_button.setEnabled(False)

    def _sampling_changed(self) -> None:
        if self._decoder is not None:
            self.status.setText(translate("GenerateDialog", "The sampling changed: the next "
                                          "Generate ▶ starts again from the text, so the seed "
                                          "repeats its tokens."))

    def _show_distribution(self, step) -> None:
        """The likeliest tokens at each filter stage, the drawn one marked (core computes)."""
        sampling = self._decoder.sampling
        stages = filter_stages(step.logits, sampling.temperature, sampling.top_k,
                               sampling.top_p)
        rows = filtered_tokens(stages, step.token_id, decoder_generate.TOP_SHOWN)
        read = {choice.token_id: choice.text for choice in step.top}   # as read after the text
        self.distribution.show_tokens(
            rows, [read.get(row.token_id) or self._decoder.token_text(row.token_id)
                   for row in rows],
            stage_names(stages, sampling.temperature, sampling.top_k, sampling.top_p))

    def reject(self) -> None:
        self._pending = None        # a running step finishes unseen
        super().reject()

    def _stepped(self, pending) -> None:
        if pending is not self._pending:
            return                  # the dialog was closed meanwhile
        self._pending = None
        self.generate_button.setEnabled(True)
        try:
            result = pending.result()
        except PretrainedError as error:
            self.status.setText(str(error))
            return
        cached, recomputed = result if isinstance(result, tuple) else (result, None)
        self._show(cached, recomputed)

    def _show(self, step, recomputed) -> None:
        text, prompt_length = self._prompt
        self.written.setHtml(_html(text) + "<b>" + _html(   # no "�" for a split character
            self._decoder.written(prompt_length)) + "</b>")
        self.last_step = step
        self._show_distribution(step)
        status = translate("GenerateDialog", "{seconds} ms with the cache; cache: "
                                             "{cache_length} keys and values "
                           "per layer × {n_layers} layers ({cache_bytes} KB)").format(
            seconds=f"{step.seconds * 1e3:.0f}",
            cache_length=step.cache_length,
            n_layers=self._shape.n_layers,
            cache_bytes=f"{step.cache_bytes / 1024:.0f}")
        if recomputed is not None:
            same = recomputed.token_id == step.token_id
            status += " " + translate("GenerateDialog", "· {seconds} ms recomputed; same token: "
                                                        "{value}").format(
                seconds=f"{recomputed.seconds * 1e3:.0f}",
                value=translate("GenerateDialog", "yes") if same
                    else translate("GenerateDialog", "no"))
        self.status.setText(status)
        self.cache_bytes.setHtml(cache_bytes_html(cache_size(self._shape, step.cache_length)))
        pattern = self._decoder.pattern
        if pattern is None:                          # past PATTERN_MAX_TOKENS: not kept
            self.cache_view.show_too_long(decoder_generate.PATTERN_MAX_TOKENS,
                                          step.cache_length)
        else:
            read = len(self._decoder.ids) - 1        # the tokens read; the last one is not yet
            self.cache_view.show_pattern(pattern.numpy(), self._decoder.labels(read))
        self._say(time_message(step, recomputed, len(self._decoder.ids) - 1))


def time_message(step, recomputed, tokens_run: int) -> str:
    """The status line's words: this step's time per token with the cache, and without it.
    The first step reads the whole text into the cache: its time is said as that, not as a
    token's (a 20-token text takes about twice a cached token's time)."""
    if step.tokens_read > 1:
        text = translate("GenerateDialog", "Generate: {seconds} ms for the first token (the "
                                           "{count} tokens of the text read into the KV "
                                           "cache)").format(seconds=f"{step.seconds * 1e3:.0f}",
                                                            count=step.tokens_read)
    else:
        text = translate("GenerateDialog", "Generate: {seconds} ms per token with the KV "
                                           "cache").format(seconds=f"{step.seconds * 1e3:.0f}")
    if recomputed is None:
        return text
    return text + translate("GenerateDialog", ", {seconds} ms without it (all {tokens_run} "
                                              "tokens again, "
                            "{seconds2}× slower)").format(
        seconds=f"{recomputed.seconds * 1e3:.0f}",
        tokens_run=tokens_run,
        seconds2=f"{recomputed.seconds / max(step.seconds, 1e-9):.1f}")


def fit_to_screen(dialog: QDialog, preferred: tuple[int, int]) -> None:
    """Open at ``preferred`` pixels, shrunk to the screen's free room (less its frame)."""
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry()
    dialog.resize(min(preferred[0], room.width() - SCREEN_MARGIN_PX),
                  min(preferred[1], room.height() - SCREEN_MARGIN_PX))


def _reading_box(lines: int) -> QTextBrowser:
    """A read-only text that scrolls past ``lines`` lines (never pushes the map aside)."""
    box = QTextBrowser()
    box.setOpenLinks(False)
    add_focus_ring(box)             # read-only: Tab showed nothing on it (the sweep)
    height = box.fontMetrics().lineSpacing() * lines + 2 * box.frameWidth() + \
        2 * round(box.document().documentMargin()) + 2 * RING_PX
    box.setFixedHeight(height)
    return box


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace(
        "\n", "<br>")
