"""Quotation marks follow the window's language (issue 42: German tooltips quoted tokens
“so” while the banner wrote „so“): German „…“, Spanish «…», English and Chinese “…”, in the
hover texts, the explanations' token names and the exported captions; and every German
translation opens its quotes with „ (read from the .ts file itself)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from core.explanations.notation import token_word
from core.export.handout import handout_caption
from core.session.value import Session
from gui.explain.stage_tooltips import cell_heading
from gui.window.language import install_language, remove_translators

ROOT = Path(__file__).resolve().parents[3]
TOKENS = ("the", "mole", "on", "his", "face")
MARKS = {"en": ("“", "”"), "de": ("„", "“"), "es": ("«", "»"), "zh_CN": ("“", "”")}


@pytest.mark.parametrize("language", list(MARKS))
def test_tokens_are_quoted_as_the_language_quotes(qapp, language):
    opening, closing = MARKS[language]
    install_language(language)
    try:
        heading = cell_heading("weights", 1, 4, TOKENS, 0, 1)
        word = token_word(1, TOKENS)
        caption = handout_caption(Session.from_text(" ".join(TOKENS)), "weights")
    finally:
        remove_translators()
    assert f"{opening}mole{closing}" in heading and f"{opening}face{closing}" in heading, heading
    assert word.endswith(f" {opening}mole{closing}"), word
    assert caption.startswith(f"{opening}the mole on his face{closing}"), caption


def test_every_german_translation_opens_its_quotes_low():
    tree = ET.parse(ROOT / "resources" / "translations" / "qkv_lab_de.ts")
    wrong = []
    for translation in tree.iter("translation"):
        text = translation.text or ""
        depth = 0
        for char in text:        # „ opens, “ closes: a “ with nothing open opens the wrong way
            if char == "„":
                depth += 1
            elif char == "“":
                if depth == 0:
                    wrong.append(text)
                    break
                depth -= 1
            elif char == "”":
                wrong.append(text)
                break
    assert not wrong, wrong[:5]
