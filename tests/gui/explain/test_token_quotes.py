"""A token named in an explanation or a cell's tooltip is quoted as the window's language quotes
(„mole“ in German, «mole» in Spanish), like the banner and the tour: a learner read
"Zeile 4 “erklärte”" beside "„because“" in the tour."""

from __future__ import annotations

import pytest

from core.explanations import explain, where_text
from core.session.value import Session
from gui.explain.stage_tooltips import cell_heading
from gui.window.language import install_language, remove_translators

TOKENS = ("the", "mole", "on", "his", "face")


@pytest.fixture(scope="module")
def trace():
    return Session.from_text(" ".join(TOKENS), d_model=4, d_head=2).run()


@pytest.mark.parametrize("code, left, right", [("en", "“", "”"), ("de", "„", "“"),
                                               ("es", "«", "»"), ("zh_CN", "“", "”")])
def test_tokens_are_quoted_as_the_language_quotes(qapp, trace, code, left, right):
    install_language(code)
    try:
        where = where_text(explain(trace, "scores", 1, 4), TOKENS)
        heading = cell_heading("weights", 1, 4, TOKENS, 0, 1)
    finally:
        remove_translators()
    for text in (where, heading):
        assert f"{left}mole{right}" in text and f"{left}face{right}" in text, text
        others = {"“", "”", "„", "«", "»"} - {left, right}
        assert not others & set(text), text
