"""Generate ▶: SmolLM2 continues a text one token at a time, the KV cache in view.

Each press appends one token (computed on a worker thread whose result comes back as a
signal; the dialog never waits) and shows the ten likeliest next tokens, the time the step
took, and the cache: one key and one value more per layer. With "Compare without the cache"
each step is also recomputed from the whole text: the token is the same, only slower. The KV
cache is drawn
(gui.classroom.kv_cache_view): one head's causal weights over every token run so far, one row
and one column more per press. The time per token, with and without the cache, is also said
through ``show_message`` (the main window's status line, handed in by whoever opens this).
The numbers come from core.pretrained.decoder_generate; this dialog only shows them.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.pretrained import decoder_generate
from core.pretrained.decoder_generate import Decoder, Sampling, step_both_ways
from core.pretrained.errors import PretrainedError
from gui.classroom.kv_cache_view import KVCacheView
from gui.document.background import FutureRelay

translate = QCoreApplication.translate
_WORKER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="qkv-generate")


class GenerateDialog(QDialog):
    """A text and Generate ▶; ``model`` is a loaded core DecoderModel."""

    def __init__(self, model, text: str, parent: QWidget | None = None,
                 show_message: Callable[[str], None] | None = None) -> None:
        super().__init__(parent)
        self._say = show_message or (lambda _text: None)
        self.setWindowTitle(translate("GenerateDialog", "Generate with SmolLM2"))
        self._model = model
        self._decoder: Decoder | None = None
        self._prompt: tuple[str, int] = ("", 0)     # the text continued and its token count
        self._pending: Future | None = None
        self.text_edit = QLineEdit(text)
        self.compare_box = QCheckBox(translate("GenerateDialog",
                                               "Compare without the cache (recompute every step)"))
        self.generate_button = QPushButton(translate("GenerateDialog", "Generate ▶"))
        self.generate_button.clicked.connect(self.generate_one)
        self.restart_button = QPushButton(translate("GenerateDialog", "Start again"))
        self.restart_button.clicked.connect(self.restart)
        self.written = QLabel()
        self.written.setWordWrap(True)
        self.top_list = QListWidget()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.cache_view = KVCacheView(model.config.n_layers, model.config.n_heads)
        why = QLabel(translate("GenerateDialog", "Why the cache is exact: with the causal mask no "
                               "earlier row ever sees a later token, so the keys and values "
                               "already computed never change; each new token adds one key and "
                               "one value per layer and its query row reads all of them."))
        why.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        row = QHBoxLayout()
        row.addWidget(self.generate_button)
        row.addWidget(self.restart_button)
        layout = QVBoxLayout(self)
        for widget in (self.text_edit, self.compare_box):
            layout.addWidget(widget)
        layout.addLayout(row)
        for widget in (self.written, QLabel(translate("GenerateDialog", "Likeliest next tokens:")),
                       self.top_list, self.status, self.cache_view, why, buttons):
            layout.addWidget(widget)
        self._relay = FutureRelay(self._stepped, self)   # the worker's result, signalled

    def busy(self) -> bool:
        return self._pending is not None

    def restart(self) -> None:
        if self.busy():
            return                  # the running step belongs to this text
        self._decoder = None
        self.written.clear()
        self.top_list.clear()
        self.status.clear()
        self.cache_view.show_pattern(None)

    def generate_one(self) -> None:
        """Start one step on the worker (ignored while one runs)."""
        if self.busy():
            return
        if self._decoder is not None and self.text_edit.text() != self._prompt[0]:
            self.restart()          # a changed text starts again from it
        if self._decoder is None:
            try:
                prompt = self._model.encode(self.text_edit.text())
            except PretrainedError as error:
                self.status.setText(str(error))
                return
            self._decoder = Decoder(self._model, prompt.ids, Sampling(), keep_pattern=True)
            self._prompt = (self.text_edit.text(), len(prompt))
        if self.compare_box.isChecked():
            self._pending = self._relay.watch(_WORKER.submit(step_both_ways, self._decoder))
        else:
            self._pending = self._relay.watch(_WORKER.submit(self._decoder.step))
        self.generate_button.setEnabled(False)

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
        from core.pretrained.smollm2_tokenizer import decode, visible_token

        text, prompt_length = self._prompt
        self.written.setText(_html(text) + "<b>" + _html(decode(
            self._model.tokenizer, self._decoder.ids[prompt_length:])) + "</b>")
        self.top_list.clear()
        for choice in step.top:
            self.top_list.addItem(f"{choice.text}   {choice.probability:.1%}")
        status = translate("GenerateDialog", "{seconds} ms with the cache; cache: "
                                             "{cache_length} keys and values "
                           "per layer × {n_layers} layers ({cache_bytes} KB)").format(
            seconds=f"{step.seconds * 1e3:.0f}",
            cache_length=step.cache_length,
            n_layers=self._model.config.n_layers,
            cache_bytes=f"{step.cache_bytes / 1024:.0f}")
        if recomputed is not None:
            same = recomputed.token_id == step.token_id
            status += " " + translate("GenerateDialog", "· {seconds} ms recomputed; same token: "
                                                        "{value}").format(
                seconds=f"{recomputed.seconds * 1e3:.0f}",
                value=translate("GenerateDialog", "yes") if same
                    else translate("GenerateDialog", "no"))
        self.status.setText(status)
        pattern = self._decoder.pattern
        if pattern is None:                          # past PATTERN_MAX_TOKENS: not kept
            self.cache_view.show_too_long(decoder_generate.PATTERN_MAX_TOKENS,
                                          step.cache_length)
        else:
            run = self._decoder.ids[:-1]             # the tokens read; the last one is not yet
            self.cache_view.show_pattern(pattern.numpy(),
                                         [visible_token(self._model.tokenizer, i) for i in run])
        self._say(time_message(step, recomputed, len(self._decoder.ids) - 1))


def time_message(step, recomputed, tokens_run: int) -> str:
    """The status line's words: this step's time per token with the cache, and without it."""
    text = translate("GenerateDialog", "Generate: {seconds} ms per token with the KV cache").format(
        seconds=f"{step.seconds * 1e3:.0f}")
    if recomputed is None:
        return text
    return text + translate("GenerateDialog", ", {seconds} ms without it (all {tokens_run} "
                                              "tokens again, "
                            "{seconds2}× slower)").format(
        seconds=f"{recomputed.seconds * 1e3:.0f}",
        tokens_run=tokens_run,
        seconds2=f"{recomputed.seconds / max(step.seconds, 1e-9):.1f}")


def _html(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace(
        "\n", "<br>")
