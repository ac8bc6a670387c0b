"""The decoder's words in the learner's language (issue 43): a SmolLM2 session's title and
banner, and the Generate dialog's sampling, distribution and cache words, in German, Spanish
and Chinese, with none of the English sentence left ("SmolLM2 layer 1 all heads: … Real
attention from the pretrained SmolLM2 decoder …" was English in a Chinese window)."""

from __future__ import annotations

import pytest

from gui.window.language import install_language
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder

pytestmark = needs_wheel
TEXT = "The cat sat on the mat"
EXPECTED = {"de": ("Schicht 1 alle Köpfe", "Echte Attention", "Temperatur:"),
            "es": ("capa 1 todas las cabezas", "Atención real", "Temperatura:"),
            "zh_CN": ("第 1 层 所有头", "真实注意力", "温度：")}
ENGLISH = ("layer 1 all heads", "Real attention", "Grouped-query attention", "causal mask",
           "Temperature:", "The cache in bytes", "key/value heads")


@pytest.fixture(scope="module")
def decoder():
    with one_torch_thread():
        yield shipped_decoder()


@pytest.fixture(params=sorted(EXPECTED))
def language(request, qapp):
    install_language(request.param)
    yield request.param
    install_language("en")


def test_the_banner_and_the_generate_dialog_speak_the_language(qtbot, decoder, language):
    from core.pretrained.decoder_session import build_decoder_session
    from gui.classroom.generate_dialog import GenerateDialog

    session = build_decoder_session(TEXT, 0, model=decoder)
    one = build_decoder_session(TEXT, 0, head=4, model=decoder)
    dialog = GenerateDialog(decoder, TEXT)
    qtbot.addWidget(dialog)
    title, banner, temperature = EXPECTED[language]
    assert title in session.title and banner in session.description
    words = " ".join((session.title, session.description, one.description,
                      dialog.sampling_controls.findChildren(type(dialog.status))[0].text(),
                      dialog.notes.tabText(0), dialog.cache_bytes.toPlainText()))
    assert temperature in words
    assert [english for english in ENGLISH if english in words] == []
