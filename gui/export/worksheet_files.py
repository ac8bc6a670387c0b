"""A worksheet's files from a session: build it, paint both PDFs, write everything together.

    written = write_worksheet(session, "class/", parse_options(variants="30", seed="7"))

Used by the window's File › Export Worksheet… and by `python main.py worksheet`
(gui.headless.worksheet_command). Refusals are OptionErrors that name the option they are
about (--exercises, --seed, --out), so both can say them in one line.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.worksheets.options import OptionError, WorksheetOptions

WORKSHEET_PDF, KEY_PDF = "worksheet.pdf", "answer-key.pdf"


@dataclass(frozen=True)
class WrittenWorksheet:
    folder: Path
    variants: int
    student_pages: int
    key_pages: int
    paths: list[Path]


def write_worksheet(session, out, options: WorksheetOptions) -> WrittenWorksheet:
    """Build, paint and write the worksheet of ``session``; OptionError naming the option."""
    from core.export.writing import ExportError, check_folder
    from core.worksheets.fit import WorksheetError
    from core.worksheets.sheet import build_worksheet
    from core.worksheets.writing import variant_files, write_all

    try:
        sheet = build_worksheet(session, variants=options.variants, seed=options.seed,
                                exercises=options.exercises, decimals=options.decimals)
    except WorksheetError as error:     # the message may be German: its option says which
        raise OptionError(f"{error.option or '--seed'}: {error}") from None
    try:
        folder = check_folder(out, create=True)
    except ExportError as error:
        raise OptionError(f"--out: {error}") from None
    from gui.export.worksheet_pdf import missing_sheet_font

    problem = missing_sheet_font(sheet)
    if problem is not None:     # never a PDF whose words are silently blank
        raise OptionError(problem)
    files, pages = render_files(sheet, options.paper)
    try:
        paths = write_all(folder, {**files, **variant_files(sheet)})
    except ExportError as error:
        raise OptionError(f"--out: {error}") from None
    return WrittenWorksheet(folder, len(sheet.variants), pages[WORKSHEET_PDF], pages[KEY_PDF],
                            paths)


def render_files(sheet, paper: str) -> tuple[dict[str, bytes], dict[str, int]]:
    """Both PDFs as bytes, and their page counts (needs a QGuiApplication)."""
    from gui.export.worksheet_pdf import worksheet_pdf

    files, pages = {}, {}
    for name, part in ((WORKSHEET_PDF, "student"), (KEY_PDF, "key")):
        files[name], pages[name] = worksheet_pdf(sheet, part, paper)
    return files, pages
