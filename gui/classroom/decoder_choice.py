"""What the pretrained dialog says and builds for the decoder chosen in it: SmolLM2 or a GGUF
decoder, the shipped Gemma 3 or a file (its session through the model protocol, its words from
core.pretrained.gguf_layer_words). Imported when the dialog is: it loads no
model itself."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QPushButton, QSpinBox, QWidget

from core.session.value import Session

ALL_HEADS_LABEL = QT_TRANSLATE_NOOP("PretrainedDialog", "all heads")   # shown translated
translate = QCoreApplication.translate


def show_shape(layer_box: QSpinBox, head_box: QComboBox, config) -> str:
    """Layer and head choices (from 1) for a model's config (all heads unless its q and k are
    normed per head); the dialog's title for it."""
    from core.pretrained import ALL_HEADS

    layer_box.setRange(1, config.n_layers)   # 1-based, as heads are
    chosen = head_box.currentData()
    head_box.clear()
    if not getattr(config, "qk_norm", False):   # QK-norm: one head at a time
        head_box.addItem(translate("PretrainedDialog", ALL_HEADS_LABEL), ALL_HEADS)
    for head in range(config.n_heads):
        head_box.addItem(str(head + 1), head)   # 1-based, as in the window
    head_box.setCurrentIndex(max(head_box.findData(chosen), 0))
    return translate("PretrainedDialog", "Open Pretrained Head ({name}: {n_layers} layers × "
                                         "{n_heads} heads)").format(
        name=config.name, n_layers=config.n_layers, n_heads=config.n_heads)


def _is_gguf(model) -> bool:
    from core.pretrained.gguf_model import GGUFModel

    return isinstance(model, GGUFModel)


def decoder_session(model, text: str, layer: int, head: int | None) -> Session:
    """The layer's session (0-based layer, head or None for all) through the model protocol's
    ``layer_session``, whatever the decoder's family; PretrainedError, LimitError."""
    from core.pretrained.attention_models import attention_model

    return attention_model(model).layer_session(text, layer, head)


def decoder_words(model) -> str:
    """What the loaded decoder is, in a sentence or three (translated)."""
    if _is_gguf(model):
        from core.pretrained.gguf_layer_words import model_words

        return model_words(model.config)
    return translate("PretrainedDialog", "SmolLM2: causal mask and rotary positions on; heads "
                                         "1-3, 4-6 and 7-9 each share one key/value head.")


def layer_words(config, layer: int) -> str:
    """A GGUF layer's kind (sliding or global) and RoPE base; "" for another model."""
    if not hasattr(config, "sliding_layers"):
        return ""
    from core.pretrained.gguf_layer_words import layer_kind_words

    return layer_kind_words(config, layer)


def sliding_window_lesson_button() -> QPushButton:
    """The dialog's "Sliding-window lesson" button (hidden until a decoder with sliding layers
    has loaded)."""
    button = QPushButton(translate("PretrainedDialog", "Sliding-window lesson: a text past "
                                                       "the window"))
    button.setToolTip(translate("PretrainedDialog", "Opens a sliding layer on a text of over a "
                                                    "thousand tokens: its last token gives the "
                                                    "keys beyond the window exactly 0, the next "
                                                    "global layer does not."))
    button.hide()
    return button


def sliding_window_lesson_choice(config) -> tuple[str, int]:
    """The lesson's text (core.pretrained.sliding_window_lesson) and its layer (0-based): the
    model's first sliding layer."""
    from core.pretrained.sliding_window_lesson import lesson_text

    return lesson_text(), config.sliding_layers[0]


def weights_cache_words() -> str:
    """How much disk the weights cache takes, and how to delete it (core.pretrained)."""
    from core.i18n import whole_number
    from core.pretrained.weights_cache import weights_cache_bytes

    return translate("PretrainedDialog", "Its weights cache takes {size} MB on disk (`python "
                                         "main.py weights-cache --delete` deletes it; the next "
                                         "load rebuilds it).").format(
        size=whole_number(round(weights_cache_bytes() / 1e6)))


def grown_height(widget: QWidget) -> None:
    """Grow ``widget`` (a dialog whose wrapped labels changed while shown) to the height its
    layout needs at its width; Qt does not for labels that wrap (height-for-width)."""
    layout = widget.layout()
    if layout is None:
        return
    needed = layout.totalHeightForWidth(widget.width()) if layout.hasHeightForWidth() else \
        layout.totalSizeHint().height()
    if widget.height() < needed:
        widget.resize(widget.width(), needed)
