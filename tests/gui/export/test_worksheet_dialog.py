"""File › Export Worksheet…: the dialog previews the first page and writes the PDFs from the
window's session; the heads exercise's key is checked against numpy; the same seed paints the
same text, another seed other numbers (read back with pypdf, never with the writer)."""

from __future__ import annotations

import numpy as np
import pypdf
from PySide6.QtCore import Qt

from core.files.examples import load_example
from core.files.session_io import save_session
from core.session.value import Session
from core.worksheets.sheet import build_worksheet
from gui.export.worksheet_dialog import WorksheetDialog
from gui.export.worksheet_menu import WorksheetExport
from gui.export.worksheet_pdf import preview_page, worksheet_pdf
from tests.cli.test_worksheet_cli import check_every_number, check_key
from tests.cli.worksheet_reading import Reference, numbers_in, pages_by_variant, texts_by_variant


def ink(image) -> float:
    """Share of the preview's pixels that are not white."""
    grey = image.convertToFormat(image.Format.Format_Grayscale8)
    rows = np.frombuffer(grey.constBits(), dtype=np.uint8).reshape(grey.height(),
                                                                  grey.bytesPerLine())
    return float(np.mean(rows[:, :grey.width()] < 200))


def test_dialog_previews_and_writes_a_three_head_worksheet_whose_key_numpy_confirms(
        qtbot, tmp_path):
    session = Session.from_text("we read the paper", d_model=6, d_head=2, n_heads=3)
    dialog = WorksheetDialog(session, folder=tmp_path / "out")
    qtbot.addWidget(dialog)
    assert dialog.exercises["heads"].isEnabled() and dialog.exercises["heads"].isChecked()
    assert dialog.export_button.isEnabled()
    assert ink(dialog.preview_image) > 0.02
    dialog.variants.setValue(2)
    dialog.seed.setValue(21)
    dialog.part.setCurrentIndex(1)       # the key's first page
    dialog.refresh_preview()             # (the timer would do it a moment later)
    assert "key 2" in dialog.message.text() and ink(dialog.preview_image) > 0.02
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert dialog.written is not None and dialog.result() == dialog.DialogCode.Accepted
    folder = tmp_path / "out"
    keys = texts_by_variant(folder / "answer-key.pdf")
    assert sorted(keys) == [1, 2]
    for number, text in keys.items():
        ref = Reference(folder / f"variant-{number:02d}.json", causal_for_mask=True)
        assert "concat" in text and "out" in text
        # q, score, scale, softmax, 3 attends (not z's row), mask (a) (b), z, concat, output
        assert check_key(text, ref) == 4 + 3 + 3 + 2
        check_every_number(text, ref, pages=4)


def test_a_session_too_large_for_paper_is_fitted_to_it_or_refused(qtbot, tmp_path):
    window_session = Session.from_text(
        "teachers print a worksheet so every student in the class gets its own numbers")
    dialog = WorksheetDialog(window_session, folder=tmp_path / "o")
    qtbot.addWidget(dialog)
    assert dialog.fit_to_paper.isChecked() and dialog.export_button.isEnabled()
    assert "first tokens (n = 8) with d_model 4" in dialog.message.text()
    dialog.fit_to_paper.setChecked(False)
    dialog.refresh_preview()
    assert not dialog.export_button.isEnabled() and dialog.preview_image is None
    assert "14 tokens (at most 8" in dialog.message.text()
    assert "d_model 8 (at most 6)" in dialog.message.text()
    dialog.export()
    assert not (tmp_path / "o").exists()
    dialog.fit_to_paper.setChecked(True)
    dialog.refresh_preview()
    assert dialog.export() is not None
    saved = Reference(tmp_path / "o" / "variant-01.json", causal_for_mask=True)
    assert saved.tokens == list(window_session.tokens[:8]) and saved.x.shape == (8, 4)


def test_window_file_menu_opens_the_dialog_on_the_current_session(qtbot, monkeypatch):
    from tests.gui.window_helpers import open_window

    window = open_window(qtbot, monkeypatch)
    action = window.features.get(WorksheetExport).action
    assert action in window.menu("File").actions()
    window.controller.replace_session(load_example("causal-next-word"))
    dialog = window.features.get(WorksheetExport).open_dialog()
    qtbot.addWidget(dialog)
    assert dialog.session is window.controller.session
    assert dialog.export_button.isEnabled() and not dialog.exercises["heads"].isEnabled()
    dialog.reject()


def test_same_seed_same_text_other_seed_other_numbers(qtbot, tmp_path):
    mole = load_example("mole-face")
    texts = {}
    for run, seed in (("first", 5), ("again", 5), ("other", 6)):
        sheet = build_worksheet(mole, variants=2, seed=seed)
        path = tmp_path / f"{run}.pdf"
        path.write_bytes(worksheet_pdf(sheet, "key", "a4")[0])
        texts[run] = texts_by_variant(path)
    assert texts["first"] == texts["again"]
    assert texts["first"][1] != texts["first"][2]
    assert texts["first"][1] != texts["other"][1]
    page = preview_page(build_worksheet(mole, seed=5), "student", "letter", zoom=0.5)
    assert (page.width(), page.height()) == (306, 396) and ink(page) > 0.02


def test_letter_paper_holds_the_same_numbers_on_two_pages_a_variant(qtbot, tmp_path):
    sheet = build_worksheet(load_example("mole-face"), variants=2, seed=11)
    texts = {}
    for paper in ("a4", "letter"):
        path = tmp_path / f"{paper}.pdf"
        path.write_bytes(worksheet_pdf(sheet, "student", paper)[0])
        assert pages_by_variant(path) == {1: 2, 2: 2}
        texts[paper] = sorted(numbers_in(" ".join(texts_by_variant(path).values())))
    box = pypdf.PdfReader(str(tmp_path / "letter.pdf")).pages[0].mediabox
    assert (float(box.width), float(box.height)) == (612.0, 792.0)
    assert texts["a4"] == texts["letter"]      # the same numbers, laid out on other paper


def test_a_custom_mask_and_words_with_ligatures_read_back_as_written(qtbot, tmp_path):
    """The session's own mask (no causal one assumed) shows in the key; "five" stays "five"
    (no ﬁ ligature), so the text can be searched."""
    allowed = np.ones((4, 4), bool)
    allowed[0, 2:] = False
    allowed[3, 1] = False
    session = Session.from_text("five fine fish fly", d_model=3, d_head=3).with_settings(
        mask=allowed)
    sheet = build_worksheet(session, variants=1, seed=3)
    path = tmp_path / "key.pdf"
    path.write_bytes(worksheet_pdf(sheet, "key", "a4")[0])
    save = tmp_path / "variant-01.json"
    save_session(sheet.variants[0].session, save)
    text = texts_by_variant(path)[1]
    assert "“five”" in text and "ﬁ" not in text
    ref = Reference(save, causal_for_mask=True)
    assert (ref.mask_allowed == allowed).all()
    assert "Answer: (a) 3 cells become −∞" in text
    assert check_key(text, ref) >= 10


def test_a_full_disk_or_a_file_in_the_way_writes_nothing_and_says_so(qtbot, tmp_path,
                                                                     monkeypatch):
    import errno
    import os

    dialog = WorksheetDialog(load_example("tiny-by-hand"), folder=tmp_path / "a-file")
    qtbot.addWidget(dialog)
    (tmp_path / "a-file").write_text("mine")
    assert dialog.export() is None and dialog.written is None
    assert dialog.message.text().startswith("Nothing was written: --out:")
    assert "is a file" in dialog.message.text()
    assert (tmp_path / "a-file").read_text() == "mine"

    def full_disk(descriptor):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    dialog.folder.setText(str(tmp_path / "class"))
    assert dialog.export() is None
    assert "the disk is full" in dialog.message.text()
    assert list((tmp_path / "class").iterdir()) == []   # the folder, and nothing in it


def test_the_status_line_counts_variants_and_pages_in_words(qtbot, tmp_path):
    """'1 variant', '3 variants', '1 page': never 'variant(s)'."""
    from types import SimpleNamespace

    from PySide6.QtWidgets import QWidget

    from gui.export.worksheet_menu import WorksheetExport

    parent, said = QWidget(), []
    qtbot.addWidget(parent)
    export = WorksheetExport(parent, controller=None, show_message=said.append)
    for variants, student, key in ((1, 1, 2), (3, 6, 1)):
        export.dialog = SimpleNamespace(written=SimpleNamespace(
            folder=tmp_path, variants=variants, student_pages=student, key_pages=key, paths=[]))
        export._written()
    assert said == [
        f"wrote a worksheet of 1 variant to {tmp_path}: worksheet.pdf (1 page), answer-key.pdf "
        f"(2 pages), variant-NN.json",
        f"wrote a worksheet of 3 variants to {tmp_path}: worksheet.pdf (6 pages), "
        f"answer-key.pdf (1 page), variant-NN.json"]
