"""The generated PyTorch code speaks the window's language: only its words change, never its code.

With a marking hook installed every comment, the docstring, the summary line and the notebook's
Markdown go through core.i18n (context "Code"): taking the marks away gives the English script
exactly, outside the marks a comment holds only names, maths and numbers, and the lines (so the
code view's spans) stay where they are. With the real catalogues (German, Spanish, Chinese) the
script and the notebook still compile and compute every stage as the engine's float64 trace.
"""

from __future__ import annotations

import io
import re
import tokenize
from dataclasses import replace

import nbformat
import numpy as np
import pytest
import torch

from core import i18n
from core.attention.stages import STAGES
from core.codegen import generate_program
from core.codegen.literals import fixed_lines
from core.codegen.notebook import build_notebook
from core.codegen.program import ABOUT_LINES
from core.session.seeded import seeded_uniform
from core.session.value import Session
from tests.core.marking import unmarked

from .codegen_sessions import all_sessions
from .test_codegen import assert_stages_equal, run_script

ALL = all_sessions()
# Names and maths a comment may hold outside the marks (every other word must be looked up).
MATHS = {*STAGES, "softmax", "ceil", "concat"}
PROSE = re.compile(r"(?<![\w.])[^\W\d_]{3,}(?![\w(])")   # a word: letters only, not a name


def _sessions() -> dict[str, Session]:
    """One head, heads with one switched off, causal, a custom mask, no scaling, τ, W^O,
    positions, an untitled session, odd tokens and title."""
    off = Session.from_text("the mole on his face", n_heads=3).with_settings(
        heads_off=(1,), positional=True)
    two_off = Session.from_text("a b c d", n_heads=3, scaled=False).with_settings(
        heads_off=(0, 2), causal=True)
    one_head_w_o = replace(Session.from_text("one head and W^O", d_model=4, d_head=2),
                           w_o=seeded_uniform("w_o", (2, 4), 5), b_o=np.ones(4))
    return {"one-head": ALL["mole-face"], "heads-off": off, "two-heads-off": two_off,
            "causal": ALL["causal"], "custom-mask": ALL["custom-mask"],
            "mask-and-causal": ALL["mask-and-causal"], "unscaled": ALL["tiny-by-hand"],
            "temperature": ALL["temperature"], "multi-head": ALL["multi-head"],
            "one-head-w-o": one_head_w_o, "heads-no-w-o": ALL["heads-no-w-o"],
            "odd-tokens": ALL["odd-tokens"],
            "untitled": Session.from_text("x y z").with_settings(title=" ")}


SESSIONS = _sessions()


def marked(context: str, text: str) -> str:
    assert context == "Code" or context == "Stages", (context, text)
    return f"«{text}»"


def outside_marks(text: str) -> str:
    """``text`` with every marked look-up (nested ones too) taken out."""
    while "«" in text:
        text, count = re.subn("«[^«»]*»", " ", text)
        assert count, text
    return text


def _with_hook(hook, make):
    i18n.install_translator(hook)
    try:
        return make()
    finally:
        i18n.remove_translator()


def comments(script: str) -> list[tuple[int, str]]:
    """(0-based line, text after '#') of every comment, as Python's tokenizer finds them."""
    return [(token.start[0] - 1, token.string[1:].strip())
            for token in tokenize.generate_tokens(io.StringIO(script).readline)
            if token.type == tokenize.COMMENT and token.start[0] > 1]   # not the #! line


def docstring(script: str) -> str:
    first = next(token for token in tokenize.generate_tokens(io.StringIO(script).readline)
                 if token.type == tokenize.STRING)
    return first.string


def code_tokens(script: str) -> list[tuple[int, str]]:
    """The script's tokens without its words: comments left out, the docstring and the help
    texts of its command line (the only strings that are prose) replaced by a placeholder."""
    tokens, lines = [], script.splitlines()
    for token in tokenize.generate_tokens(io.StringIO(script).readline):
        if token.type == tokenize.COMMENT:
            continue
        text = token.string
        if token.type == tokenize.STRING and (text.startswith('"""') or re.search(
                r"(description|help)=$", lines[token.start[0] - 1][:token.start[1]])):
            text = "<words>"
        tokens.append((token.type, text, token.start[0]))
    return tokens


@pytest.mark.parametrize("name", list(SESSIONS))
def test_marks_away_give_the_english_script_and_the_same_lines(name):
    session = SESSIONS[name]
    english = generate_program(session)
    program = _with_hook(marked, lambda: generate_program(session))
    assert program.script != english.script
    assert unmarked(program.script) == english.script
    assert len(program.script.splitlines()) == len(english.script.splitlines())
    assert program.spans == english.spans
    for stage, span in program.spans.items():
        assert program.script.splitlines()[span.start].startswith(f"# {stage}: ")
    assert code_tokens(program.script) == code_tokens(english.script)


@pytest.mark.parametrize("name", list(SESSIONS))
def test_every_word_of_every_comment_is_looked_up(name):
    session = SESSIONS[name]
    script = _with_hook(marked, lambda: generate_program(session).script)
    found = comments(script)
    assert len(found) > 15
    worded = 0
    for line, text in found:
        assert text.count("«") == text.count("»"), (line, text)   # a look-up stays on its line
        assert set(PROSE.findall(outside_marks(text))) <= MATHS, (line, text)
        worded += "«" in text
    assert worded >= 8
    about = docstring(script)
    assert about.count("«") == 2 and not PROSE.findall(outside_marks(about))
    # the script's own command line explains itself in the language too
    assert "description='«Self-attention, stage by stage.»'" in script
    assert "help='«save every stage to this file»'" in script
    if session.n_heads > 1:
        assert "# «head 2 (index 1)»" in script


def test_the_comments_a_learner_reads_are_each_marked():
    script = _with_hook(marked, lambda: generate_program(SESSIONS["heads-off"]).script)
    for text in ("«tokens[i]: row i of x, token i + 1 on screen»",
                 "«(n, d_model) = (5, 8), a row per token»",
                 "«(h, n, n) = (3, 5, 5), rows sum to 1»",
                 "«head 2 off (index 1, 0-based)»", "«sinusoidal positions»",
                 "«5 tokens», d_model = 8, «3 heads of d_head = 4», «scaled by 1/√d_k»",
                 "«head 2 off»", "DTYPE = torch.float64  # «the app's numbers exactly"):
        assert text in script, text
    one = _with_hook(marked, lambda: generate_program(SESSIONS["one-head"]).script)
    assert "«one head: nothing to put side by side, (n, d_head) = (5, 2)»" in one
    assert "«no W^O: the output is z itself, (n, d_head) = (5, 2)»" in one


@pytest.mark.parametrize("name", ["heads-off", "custom-mask", "odd-tokens", "unscaled"])
def test_the_notebooks_words_are_marked_and_its_code_is_the_english(name):
    session = SESSIONS[name]
    english = build_notebook(generate_program(session))
    notebook = _with_hook(marked, lambda: build_notebook(generate_program(session)))
    nbformat.validate(notebook)
    assert [cell.id for cell in notebook.cells] == [cell.id for cell in english.cells]
    for cell, plain in zip(notebook.cells, english.cells, strict=True):
        assert unmarked(cell.source) == plain.source
        if cell.cell_type == "markdown":
            assert "«" in cell.source
        else:
            assert code_tokens(cell.source) == code_tokens(plain.source)
    title = notebook.cells[0].source
    assert title.startswith("# «Self-attention, stage by stage»")
    assert "«Exported from QKV Lab. Run the cells in order;" in title
    assert notebook.cells[-2].source == "## «Every stage, by name and shape»"


def hostile(context: str, text: str) -> str:
    """A catalogue at its worst: line breaks, triple quotes, backslashes, a long text."""
    return f'{text} """ \\N \\ 1\n2\r3\u2028 # \'\'\' {text} {text} 测试测试测试测试测试测试' \
        if context == "Code" else text


@pytest.mark.parametrize("name", ["heads-off", "custom-mask", "odd-tokens", "one-head-w-o"])
def test_no_translation_can_break_the_code_or_move_a_line(name):
    session = SESSIONS[name]
    english = generate_program(session)
    program = _with_hook(hostile, lambda: generate_program(session))
    assert len(program.script.split("\n")) == len(english.script.split("\n"))
    assert program.spans == english.spans
    assert code_tokens(program.script) == code_tokens(english.script)
    namespace = run_script(program.script)
    assert_stages_equal(namespace["STAGES"], session)
    notebook = _with_hook(hostile, lambda: build_notebook(program))
    code = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "code")
    assert_stages_equal(run_script(code)["STAGES"], session)


def test_a_translated_docstring_keeps_its_three_lines():
    english = " ".join(ABOUT_LINES)
    assert fixed_lines(english, ABOUT_LINES) == list(ABOUT_LINES)
    assert fixed_lines(f"«{english}»", ABOUT_LINES) == [
        "«" + ABOUT_LINES[0], ABOUT_LINES[1], ABOUT_LINES[2] + "»"]
    for text in (english * 3, "短" * 150, "kurz.", "ein zwei drei " * 40,
                 "x" * 400, "line\nbreak " * 30):
        lines = fixed_lines(text, ABOUT_LINES)
        assert len(lines) == 3 and all("\n" not in line for line in lines), text
        assert "".join(lines).replace(" ", "") == \
            text.replace("\n", "\\n").replace(" ", ""), text   # nothing lost, nothing added


# The real catalogues ------------------------------------------------------------------------


@pytest.fixture
def language(qapp):
    from gui.window.language import install_language, remove_translators

    def install(code: str) -> None:
        assert install_language(code) == code
        assert i18n.installed()

    yield install
    remove_translators()
    assert not i18n.installed()


def _stages(script: str) -> dict[str, torch.Tensor]:
    return run_script(script)["STAGES"]


@pytest.mark.parametrize("code", ["de", "es", "zh_CN"])
@pytest.mark.parametrize("name", ["heads-off", "two-heads-off", "custom-mask", "causal",
                                  "one-head-w-o", "temperature", "odd-tokens"])
def test_a_translated_script_runs_and_computes_the_same_stages(language, code, name):
    session = SESSIONS[name]
    english = generate_program(session)
    language(code)
    program = generate_program(session)
    assert program.script != english.script
    assert program.spans == english.spans
    assert len(program.script.splitlines()) == len(english.script.splitlines())
    assert code_tokens(program.script) == code_tokens(english.script)
    stages, reference = _stages(program.script), _stages(english.script)
    assert list(stages) == list(reference) == list(STAGES)
    for stage in STAGES:
        assert torch.equal(stages[stage], reference[stage]), stage
    assert_stages_equal(stages, session)   # the engine's float64 trace, to 1e-12


def test_the_german_script_reads_german(language):
    session = SESSIONS["heads-off"]
    language("de")
    script = generate_program(session).script
    lines = script.splitlines()
    assert lines[1] == '"""Self-Attention, Schritt für Schritt: eine aus QKV Lab exportierte ' \
                       'Sitzung.'
    assert lines[3].startswith("Eigenständig: braucht nur torch und numpy.")
    assert lines[6] == '"""'
    assert "# 5 Tokens, d_model = 8, 3 Köpfe mit d_head = 4, skaliert mit 1/√d_k, " \
           "sinusförmige Positionen, W^O, Kopf 2 aus\n" in script
    for text in ("# tokens[i]: Zeile i von x, auf dem Bildschirm Token i + 1",
                 "# (n, d_model) = (5, 8), eine Zeile pro Token", "    [  # Kopf 2 (Index 1)",
                 "# (h, n, n) = (3, 5, 5), jede Zeile ergibt 1",
                 "# Kopf 2 aus (Index 1, ab 0 gezählt)", "# gerade Merkmale",
                 "# keine Maske: jede Query sieht jeden Key, (h, n, n) = (3, 5, 5)",
                 "description='Self-Attention, Schritt für Schritt.'"):
        assert text in script, text
    for english in ("a row per token", "rows sum to 1", "on screen", "(index 1)", "side by side",
                    "Standalone", "the names of core.STAGES", "works too", "features"):
        assert english not in script, english
    causal = generate_program(SESSIONS["causal"]).script
    assert "allowed = torch.ones(n, n, dtype=torch.bool).tril()   # kausal: Keys j <= i, " \
           "(n, n)\n" in causal
    assert "(M = −∞, wo ein Key verborgen ist)" in causal      # the Stages formula, as before
    one = generate_program(SESSIONS["one-head"]).script
    assert "# ein Kopf: nichts nebeneinanderzulegen, (n, d_head) = (5, 2)" in one
    assert "# kein W^O: die Ausgabe ist z selbst, (n, d_head) = (5, 2)" in one


@pytest.mark.parametrize("name", ["heads-off", "custom-mask", "odd-tokens"])
def test_the_german_notebook_is_valid_and_its_cells_compute_the_stages(language, name):
    session = SESSIONS[name]
    english = build_notebook(generate_program(session))
    language("de")
    notebook = nbformat.reads(nbformat.writes(build_notebook(generate_program(session))),
                              as_version=4)
    nbformat.validate(notebook)
    code = "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "code")
    stages = _stages(code)
    assert_stages_equal(stages, session)
    plain = _stages("\n".join(cell.source for cell in english.cells
                              if cell.cell_type == "code"))
    assert all(torch.equal(stages[stage], plain[stage]) for stage in STAGES)
    title = notebook.cells[0].source
    assert title.startswith("# Self-Attention, Schritt für Schritt\n\n")
    assert "Führen Sie die Zellen der Reihe nach aus" in title and "Run the cells" not in title
    assert notebook.cells[-2].source == "## Jeder Schritt mit Name und Form"
    assert "genau die Zahlen der App" in notebook.cells[1].source
