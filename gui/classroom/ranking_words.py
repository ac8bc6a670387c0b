"""The words of the Heads dock's ranking (gui.classroom.model_heads_ranking): its columns, the
models its box offers, and each ranking kind's title and sentence (from core.pretrained's
decoder_heads and minilm), translated."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from core.pretrained.model_loading import GEMMA3, MINILM, SMOLLM2

translate = QCoreApplication.translate

COLUMNS = (QT_TRANSLATE_NOOP("ModelHeadsRanking", "rank"),
           QT_TRANSLATE_NOOP("ModelHeadsRanking", "layer"),
           QT_TRANSLATE_NOOP("ModelHeadsRanking", "head"),
           QT_TRANSLATE_NOOP("ModelHeadsRanking", "score"))       # shown translated
WORD_COLUMNS = (QT_TRANSLATE_NOOP("ModelHeadsRanking", "top key in A"),
                QT_TRANSLATE_NOOP("ModelHeadsRanking", "top key in B"))   # MiniLM's rows
MODELS = ((MINILM, QT_TRANSLATE_NOOP("ModelHeadsRanking", "MiniLM (encoder: a word in two "
                                                          "sentences)")),
          (SMOLLM2, QT_TRANSLATE_NOOP("ModelHeadsRanking", "SmolLM2 (decoder)")),
          (GEMMA3, QT_TRANSLATE_NOOP("ModelHeadsRanking", "Gemma 3 270M (decoder)")))


def _words(kind: str):
    from core.pretrained.decoder_heads import SENTENCES, TITLES
    from core.pretrained.minilm import SENTENCES as WORD_SENTENCES
    from core.pretrained.minilm import TITLES as WORD_TITLES

    return {**TITLES, **WORD_TITLES}.get(kind), {**SENTENCES, **WORD_SENTENCES}.get(kind)


def kind_title(kind: str) -> str:
    title = _words(kind)[0]
    return translate("Pretrained", title) if title else kind


def kind_sentence(kind: str) -> str:
    title, sentence = _words(kind)
    if sentence is None:
        return ""
    return translate("ModelHeadsRanking", "{titles}: a head that {sentences}").format(
        titles=translate("Pretrained", title), sentences=translate("Pretrained", sentence))
