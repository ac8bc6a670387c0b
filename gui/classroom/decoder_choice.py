"""What the pretrained dialog says for the model chosen in it, whatever its family (MiniLM,
SmolLM2, the shipped Gemma 3 or a GGUF file), each a loaded model behind the model protocol
(core.pretrained.model_protocol): its layer and head choices from its ``shape``, what it is in
a sentence or three, a GGUF layer's kind and RoPE base (core.pretrained.gguf_layer_words).
Imported when the dialog is: it loads no model itself."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QComboBox, QLayout, QPushButton, QSpinBox, QWidget

ALL_HEADS_LABEL = QT_TRANSLATE_NOOP("PretrainedDialog", "all heads")   # shown translated
WIDEST_SHARE = 0.6          # of the screen's width: how wide the dialog grows to fit a short one
translate = QCoreApplication.translate


def show_shape(layer_box: QSpinBox, head_box: QComboBox, shape) -> str:
    """Layer and head choices (from 1) for a model's ModelShape (all heads unless its sessions
    hold one head at a time: q and k normed per head); the dialog's title for it."""
    from core.pretrained import ALL_HEADS

    layer_box.setRange(1, shape.n_layers)   # 1-based, as heads are
    chosen = head_box.currentData()
    head_box.clear()
    if not shape.one_head_sessions:          # QK-norm: one head at a time
        head_box.addItem(translate("PretrainedDialog", ALL_HEADS_LABEL), ALL_HEADS)
    for head in range(shape.n_heads):
        head_box.addItem(str(head + 1), head)   # 1-based, as in the window
    head_box.setCurrentIndex(max(head_box.findData(chosen), 0))
    return translate("PretrainedDialog", "Open Pretrained Head ({name}: {n_layers} layers × "
                                         "{n_heads} heads)").format(
        name=shape.name, n_layers=shape.n_layers, n_heads=shape.n_heads)


def gguf_config(model):
    """A GGUF model's config (its sliding layers and RoPE bases), else None."""
    from core.pretrained.gguf_attention_model import GGUFAttentionModel

    return model.model.config if isinstance(model, GGUFAttentionModel) else None


def decoder_words(model) -> str:
    """What a loaded decoder is, in a sentence or three (translated); "" for an encoder."""
    from core.pretrained.model_protocol import DECODER

    config = gguf_config(model)
    if config is not None:
        from core.pretrained.gguf_layer_words import model_words

        return model_words(config)
    if model.shape.kind != DECODER:
        return ""
    return translate("PretrainedDialog", "SmolLM2: causal mask and rotary positions on; heads "
                                         "1-3, 4-6 and 7-9 each share one key/value head.")


def layer_words(model, layer: int) -> str:
    """A GGUF layer's kind (sliding or global) and RoPE base, and why a QK-normed model has no
    "all heads" (``one_head_words``); "" for another model."""
    config = gguf_config(model) if model is not None else None
    if config is None:
        return ""
    from core.pretrained.gguf_layer_words import layer_kind_words

    return " ".join(words for words in (layer_kind_words(config, layer),
                                        one_head_words(model.shape)) if words)


def one_head_words(shape) -> str:
    """Why a model whose q and k are normed per head (Gemma 3) offers no "all heads": its
    session's X is the normed q, k and v, and every head at once would make X wider than a
    session holds (core.limits.MAX_D_MODEL); "" for a model that opens all heads."""
    if not shape.one_head_sessions:
        return ""
    from core.i18n import whole_number
    from core.limits import MAX_D_MODEL

    width = (shape.n_heads + 2 * shape.n_kv_heads) * shape.d_head
    if width <= MAX_D_MODEL:
        return translate("PretrainedDialog", "No “all heads” for {name}: q and k are RMS-normed "
                                             "per head (QK-norm), which no W^Q can do, so X "
                                             "holds one head's normed q, k and v. Open one head "
                                             "at a time.").format(name=shape.name)
    return translate("PretrainedDialog", "No “all heads” for {name}: q and k are RMS-normed per "
                                         "head (QK-norm), which no W^Q can do, so X holds the "
                                         "normed q, k and v themselves; all {heads} heads at "
                                         "once would make X {width} wide, past the {limit} "
                                         "columns a session holds. Open one head at a time.")\
        .format(name=shape.name, heads=shape.n_heads, width=whole_number(width),
                limit=whole_number(MAX_D_MODEL))


def has_sliding_window(model) -> bool:
    config = gguf_config(model)
    return config is not None and bool(config.sliding_layers)


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


def sliding_window_lesson_choice(model) -> tuple[str, int]:
    """The lesson's text (core.pretrained.sliding_window_lesson) and its layer (0-based): the
    model's first sliding layer."""
    from core.pretrained import sliding_window_lesson

    return sliding_window_lesson.lesson_text(), gguf_config(model).sliding_layers[0]


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
    layout needs at its width; Qt does not for labels that wrap (height-for-width). Never past
    its screen: when that is too short it first widens (to WIDEST_SHARE of the screen, the
    notes wrap into fewer lines), then takes the screen's height (the hint's table gives way)
    and moves to stay on it."""
    layout = widget.layout()
    if layout is None:
        return
    for inner in widget.findChildren(QLayout):     # a box's wrapped label changed: its own
        if inner is not layout:                    # layout first, as its next event would
            inner.activate()
    room = widget.screen().availableGeometry() if widget.screen() is not None else None
    frame = max(widget.frameGeometry().height() - widget.height(), 0)      # the title bar
    needed = _needed_height(layout, widget.width())
    if room is not None and needed + frame > room.height():
        wider = round(room.width() * WIDEST_SHARE)
        if wider > widget.width():
            widget.resize(wider, widget.height())
            needed = _needed_height(layout, wider)
        needed = min(needed, room.height() - frame)
    if widget.height() < needed:
        widget.resize(widget.width(), needed)
    if room is not None:
        outer = widget.frameGeometry()
        x = max(room.left(), min(outer.x(), room.right() + 1 - outer.width()))
        y = max(room.top(), min(outer.y(), room.bottom() + 1 - outer.height()))
        if (x, y) != (outer.x(), outer.y()):
            widget.move(x, y)


def _needed_height(layout: QLayout, width: int) -> int:
    return layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else \
        layout.totalSizeHint().height()
