"""The code dock in the German window: German comments, the same code, the same lit lines."""

from __future__ import annotations

import pytest
import torch

from core import i18n
from core.attention.stages import STAGES
from core.codegen import generate_program
from core.session.value import Session
from gui.code.code_dock import CodeDock
from gui.window.app import build_window
from gui.window.language import install_language, remove_translators


@pytest.fixture
def german(qtbot):
    session = Session.from_text("the mole on his face", n_heads=2, causal=True)
    english = generate_program(session)           # before any translator is installed
    install_language("de")
    window = build_window(session, restore=False, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window, english
    remove_translators()
    assert not i18n.installed()


def test_the_code_dock_shows_german_comments_on_the_english_lines(qtbot, german):
    window, english = german
    window.features.get(CodeDock).toggle_action.trigger()
    qtbot.waitUntil(lambda: window.features.get(CodeDock).dock.isVisible())
    view = window.features.get(CodeDock).view
    text = view.toPlainText()
    assert text == generate_program(window.controller.session).script
    assert text != english.script
    for german_words in ("# tokens[i]: Zeile i von x, auf dem Bildschirm Token i + 1",
                         "# (n, d_model) = (5, 8), eine Zeile pro Token",
                         "    [  # Kopf 2 (Index 1)", "# kausal: Keys j <= i, (n, n)",
                         "# (h, n, n) = (2, 5, 5), jede Zeile ergibt 1",
                         "# die Köpfe nebeneinander, (n, h*d_head) = (5, 8)",
                         "# 5 Tokens, d_model = 8, 2 Köpfe mit d_head = 4, skaliert mit 1/√d_k, "
                         "kausal, W^O\n",
                         "(M = −∞, wo ein Key verborgen ist)"):
        assert german_words in text, german_words
    for english_words in ("a row per token", "rows sum to 1", "on screen", "side by side",
                          "causal: keys", "Standalone"):
        assert english_words not in text, english_words
    lines = text.splitlines()
    assert len(lines) == len(english.script.splitlines())
    assert view.program.spans == english.spans
    for stage in STAGES:                             # the learner steps: the same lines lit
        window.stepper.jump(stage)
        assert view.highlighted_lines() == list(english.spans[stage])
        assert view.line_text(english.spans[stage].start).startswith(f"# {stage}: ")
    namespace: dict = {"__name__": "shown_code"}
    exec(compile(text, "<code view>", "exec"), namespace)   # the German code still runs
    trace = window.controller.session.run(dtype="float64")
    for stage in STAGES:
        assert torch.allclose(namespace["STAGES"][stage],
                              torch.tensor(trace.numpy(stage)), rtol=0, atol=1e-12), stage
