"""Worksheets in German, Spanish and Chinese: the window's translators make the pages speak the
window's language with the very numbers of the English pages, and a Chinese line, which has no
spaces to break at, still ends inside the page's margin.

PDFs are read back with poppler's pdftotext (never the code that wrote them); widths are
measured with the painter's own font metrics, and the painted page is checked for ink beyond
the right margin. Each test removes the translators it installed, so the rest of the suite
reads English.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtGui import QFontMetricsF, QPdfWriter

from core import i18n
from core.files.examples import load_example
from core.session.value import Session
from core.worksheets.page import Text
from core.worksheets.sheet import build_worksheet
from gui.export.worksheet_blocks import BlockPainter
from gui.export.worksheet_dialog import WorksheetDialog
from gui.export.worksheet_pdf import MARGIN, paper_size, plan_pages, preview_page, worksheet_pdf
from gui.export.worksheet_text import _CJK, pieces, runs
from gui.export.worksheet_text import words as text_words
from gui.window.language import install_language, remove_translators

ROOT = Path(__file__).resolve().parents[3]
NUMBER = re.compile(r"(?<![0-9A-Za-z_.])[-−]?[0-9]+(?:\.[0-9]+)?")
FOOTER = {"en": r"page (\d+) of (\d+)", "de": r"Seite (\d+) von (\d+)",
          "es": r"página (\d+) de (\d+)", "zh_CN": r"第 (\d+) 页，共 (\d+) 页"}
NARROW = 150.0      # points: a column where Chinese runs are longer than a line
HEADS = Session.from_text("a b c d", d_model=6, d_head=2, n_heads=3)   # every exercise fits


@pytest.fixture
def language(qapp):
    """install(code): the window's translators for ``code``; removed again after the test."""
    yield install_language
    remove_translators()
    i18n.remove_translator()
    assert not i18n.installed()


def pdf_text(data: bytes, folder: Path, name: str) -> list[str]:
    """Each page's text, as poppler reads it."""
    path = folder / f"{name}.pdf"
    path.write_bytes(data)
    result = subprocess.run([shutil.which("pdftotext"), "-enc", "UTF-8", str(path), "-"],
                            check=True, capture_output=True, text=True, timeout=60)
    return result.stdout.split("\f")[:-1]


def numbers(text: str, code: str) -> Counter:
    """The numbers on pages (their footers' page numbers left out: a longer language may
    need another page)."""
    return Counter(NUMBER.findall(re.sub(FOOTER[code], "", text)))


def old_wrap(style, text: str, width: float) -> list[str]:
    """The wrapping before CJK text could break: at spaces only."""
    lines, current = [], ""
    for word in text.split(" "):
        trial = word if not current else f"{current} {word}"
        if current and style.width(trial) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    return lines + [current] if current else lines


def test_words_keep_superscripts_and_cjk_breaks_between_characters(qapp):
    english = "Compute its query q₂ = x₂ W^Q: entry t is  the dot product."
    assert pieces(english) == [(word, True) for word in english.split(" ")]
    assert text_words("take e^{x − max} of each") == ["take", "e^{x − max}", "of", "each"]
    parts = pieces("查询 “on”（第 2 行）的权重如下。计算 z₂ = Σⱼ a₂,ⱼ vⱼ。")
    assert parts[:4] == [("查", True), ("询", False), ("“on”", True), ("（第", False)]
    assert ("行）", True) in parts and ("下。", False) in parts      # no line starts with ）。
    assert ("z₂", True) in parts and ("vⱼ。", True) in parts
    joined = "".join((" " if spaced and i else "") + p for i, (p, spaced) in enumerate(parts))
    assert joined == "查询 “on”（第 2 行）的权重如下。计算 z₂ = Σⱼ a₂,ⱼ vⱼ。"


def test_english_pages_wrap_as_before(qapp):
    """Every English text of a worksheet breaks where it broke before (only CJK is new)."""
    sheet = build_worksheet(HEADS, variants=1, seed=2)
    painter = BlockPainter(_pdf_device()[0])
    width = paper_size("a4").width() - 2 * MARGIN
    checked = 0
    for exercise in (*sheet.variants[0].student, *sheet.variants[0].key):
        for block in exercise.blocks:
            if isinstance(block, Text) and "^{" not in block.text:
                style = painter.styles[block.style]
                for narrow in (width, 180.0):
                    assert style.wrap(block.text, narrow) == old_wrap(style, block.text, narrow)
                    checked += 1
    assert checked > 40


def test_german_worksheet_has_german_words_and_the_english_numbers(language, tmp_path):
    session = load_example("mole-face")
    english_sheet = build_worksheet(session, variants=1, seed=5, exercises="query,score,scale")
    english, pages = worksheet_pdf(english_sheet, "student", "a4")
    assert pages == 1
    whole_english = build_worksheet(HEADS, variants=2, seed=8)
    english_key = pdf_text(worksheet_pdf(whole_english, "key", "a4")[0], tmp_path, "en-key")
    english_page = pdf_text(english, tmp_path, "en")[0]
    assert "Worksheet: The mole on his face" in english_page and "Name:" in english_page

    assert language("de") == "de"
    german_sheet = build_worksheet(session, variants=1, seed=5, exercises="query,score,scale")
    german, pages = worksheet_pdf(german_sheet, "student", "a4")
    assert pages == 1
    page = pdf_text(german, tmp_path, "de")[0]
    name = QCoreApplication.translate("WorksheetPdf", "Name:")
    for seen in ("Arbeitsblatt: The mole on his face", "Variante 01", name, "1. Eine Query-Zeile",
                 "2. Ein Score", "3. Skaliere den Score", "Berechne seine Query",
                 "Tokens ab 1, Merkmale ab 0 wie in QKV Lab. Lösungen auf 2 Nachkommastellen.",
                 "Seite 1 von 1"):
        assert seen in page, seen
    for english_word in ("Worksheet", "A query row", "Compute", "Variant 01", "page 1"):
        assert english_word not in page, english_word
    assert numbers(page, "de") == numbers(english_page, "en")
    assert sum(numbers(page, "de").values()) > 20
    assert not re.search(r"\d,\d", page)                       # 0.5, never 0,5

    german_key = pdf_text(worksheet_pdf(build_worksheet(HEADS, variants=2, seed=8), "key",
                                        "a4")[0], tmp_path, "de-key")
    assert "Lösung: q" in german_key[0] and "Answer" not in "".join(german_key)
    assert numbers("".join(german_key), "de") == numbers("".join(english_key), "en")


@pytest.mark.parametrize("code", ["es", "zh_CN"])
def test_spanish_and_chinese_keys_keep_every_number(language, tmp_path, code):
    english = pdf_text(worksheet_pdf(build_worksheet(HEADS, variants=1, seed=3), "key",
                                     "a4")[0], tmp_path, "en")
    language(code)
    translated = pdf_text(worksheet_pdf(build_worksheet(HEADS, variants=1, seed=3), "key",
                                        "a4")[0], tmp_path, code)
    seen = {"es": "Respuesta: q", "zh_CN": "答案：q"}[code]
    assert seen in translated[0]
    assert numbers("".join(translated), code) == numbers("".join(english), "en")


@pytest.mark.parametrize("code", ["en", "de", "es", "zh_CN"])
def test_the_pages_header_says_its_whole_hint_in_every_language(language, tmp_path, code):
    """The hint under the title is elided when it cannot fit: the German and Spanish ones were
    cut ('Lösungen auf 2 Nachkommas…') until they were shortened. A4 is the narrower paper."""
    paper = "a4"
    language(code)
    sheet = build_worksheet(load_example("mole-face"), variants=1, seed=5, exercises="query")
    page = pdf_text(worksheet_pdf(sheet, "student", paper)[0], tmp_path, f"{code}-{paper}")[0]
    hint = QCoreApplication.translate("WorksheetPdf", "Tokens count from 1, features from 0, as "
                                      "in QKV Lab. Answers to {decimals} decimals.").format(
        decimals=2)
    assert hint in " ".join(page.split()), (code, page[:300])


def _pdf_device():
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(72)
    return writer, buffer


def measured(style, device, line: str) -> float:
    """A line's width by the device's own metrics, run by run (raised runs in the small font)."""
    normal, small = QFontMetricsF(style.font, device), QFontMetricsF(style.small, device)
    return sum((small if run.raised else normal).horizontalAdvance(run.text)
               for run in runs(line))


def test_chinese_lines_stay_within_the_right_margin(language):
    language("zh_CN")
    sheet = build_worksheet(HEADS, variants=1, seed=2)
    device, _buffer = _pdf_device()
    painter = BlockPainter(device)
    page_width = paper_size("a4").width() - 2 * MARGIN
    inner_breaks, too_wide_before = Counter(), Counter()
    for exercise in (*sheet.variants[0].student, *sheet.variants[0].key):
        for block in exercise.blocks:
            if not isinstance(block, Text):
                continue
            style = painter.styles[block.style]
            for width in (page_width, NARROW):
                lines = style.wrap(block.text, width)
                for line in lines:
                    assert measured(style, device, line) <= width + 0.01, (width, line)
                for first, second in zip(lines, lines[1:], strict=False):
                    inner_breaks[width] += bool(_CJK.match(first[-1]) and _CJK.match(second[0]))
                too_wide_before[width] += any(measured(style, device, line) > width
                                              for line in old_wrap(style, block.text, width))
    assert inner_breaks[page_width] >= 3    # lines really broke inside runs of Chinese
    # A run of Chinese longer than a line, which breaking at spaces alone lets run past it.
    assert too_wide_before[NARROW] >= 5 and inner_breaks[NARROW] >= 20
    # And on the painted pages: no ink right of the margin (2 px per point).
    size = paper_size("a4")
    for part in ("student", "key"):
        count = len(plan_pages(BlockPainter(device), sheet, part, size))
        for number in range(count):
            image = preview_page(sheet, part, "a4", number, zoom=2.0).convertToFormat(
                preview_page(sheet, part, "a4", number).Format.Format_Grayscale8)
            pixels = np.frombuffer(image.constBits(), dtype=np.uint8).reshape(
                image.height(), image.bytesPerLine())[:, :image.width()]
            right = int(np.ceil((size.width() - MARGIN + 1.0) * 2))
            assert pixels[:, right:].min() > 200, (part, number)
            assert (pixels[:, :right] < 128).mean() > 0.005          # the page has text


def test_the_dialog_offers_the_exercises_in_the_window_language(language, qtbot):
    language("de")
    dialog = WorksheetDialog(load_example("mole-face"))
    qtbot.addWidget(dialog)
    assert dialog.exercises["query"].text() == "eine Query-Zeile aus x und W^Q"   # no "query:"
    assert "--exercises query" in dialog.exercises["query"].toolTip()
    assert not dialog.exercises["heads"].isEnabled()
    assert dialog.exercises["heads"].toolTip() == "diese Sitzung hat nur einen Kopf"
    dialog.fit_to_paper.setChecked(False)
    for box in dialog.exercises.values():
        box.setChecked(False)
    dialog.refresh_preview()
    assert dialog.message.text().startswith("--exercises ist leer")


def run_worksheet(*arguments: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "main.py", "worksheet", *arguments], cwd=ROOT, capture_output=True,
        text=True, timeout=180, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})


def test_the_command_line_writes_the_language_asked_for_and_refuses_others(tmp_path):
    out = tmp_path / "de"
    result = run_worksheet("--example", "mole-face", "--out", str(out), "--exercises",
                           "query,softmax", "--seed", "4", "--language", "de")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("wrote ")                 # the summary stays English
    sheet = pdf_text((out / "worksheet.pdf").read_bytes(), tmp_path, "sheet")[0]
    key = pdf_text((out / "answer-key.pdf").read_bytes(), tmp_path, "key")[0]
    assert "Arbeitsblatt:" in sheet and "Eine Softmax-Zeile" in sheet
    assert "Lösung: a" in key and "Answer" not in key
    refused = run_worksheet("--example", "mole-face", "--out", str(tmp_path / "fr"),
                            "--language", "fr")
    assert refused.returncode == 2
    assert refused.stderr.splitlines() == [
        "qkv-lab worksheet: error: --language must be one of en, de, es, zh_CN, got 'fr'"]
    assert not (tmp_path / "fr").exists()
