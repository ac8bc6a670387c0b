"""A worksheet (core.worksheets) on paper: the students' pages or the key, as PDF bytes or as a
preview image of one page, painted by the same code.

    pdf, pages = worksheet_pdf(sheet, "student", "a4")   # a whole PDF's bytes, every variant
    image = preview_page(sheet, "student", "letter", page=0, zoom=1.0)

Each variant starts on a new page; every page is headed with the variant's number (and, for
students, a line for a name) and footed with its page number within the variant. An exercise
stays on one page unless it is taller than a page. Text stays text (extractable, searchable);
Qt embeds the glyphs of the fonts it uses. The page's own words (the header, the hints, the
footer) are in the window's language (QCoreApplication.translate, context "WorksheetPdf"); the
exercises' words come translated from core.worksheets.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QMarginsF,
    QPointF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from core.worksheets.page import Exercise, Variant, Worksheet, variant_label
from gui.export.worksheet_blocks import BlockPainter
from gui.export.worksheet_text import GREY
from gui.script_fonts import missing_font, strings_in

PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
PARTS = ("student", "key")
MARGIN = 36.0
HEADER = 52.0
FOOTER = 18.0
POINTS_PER_METER = 72 / 0.0254
NAME_LINE = 180.0       # the line for a student's name, shorter when the hint beside is long
MIN_NAME_LINE = 90.0
translate = QCoreApplication.translate


def part_title(part: str, title: str) -> str:
    """'Worksheet: the mole on his face' or 'Answer key: …'."""
    kind = translate("WorksheetPdf", "Worksheet: {title}") if part == "student" else \
        translate("WorksheetPdf", "Answer key: {title}")
    return kind.format(title=title)


@dataclass(frozen=True)
class Page:
    variant: Variant
    exercises: tuple[Exercise, ...]
    number: int      # 1-based within the variant
    count: int       # pages of this variant


def missing_sheet_font(sheet: Worksheet) -> str | None:
    """A one-line refusal when a script on ``sheet`` (its words in the window's language, its
    sentence, its page titles) has no installed font: the PDF would print it as nothing."""
    titles = [part_title(part, sheet.title) for part in PARTS]
    return missing_font([*strings_in(sheet), *titles],
                        translate("WorksheetPdf", "This worksheet"), "This worksheet")


def paper_size(paper: str) -> QSizeF:
    """The page in points: A4 595 × 842, Letter 612 × 792."""
    return QPageSize(PAPERS[paper]).size(QPageSize.Unit.Point)


def plan_pages(painter: BlockPainter, sheet: Worksheet, part: str, size: QSizeF) -> list[Page]:
    width, height = size.width() - 2 * MARGIN, size.height() - 2 * MARGIN - HEADER - FOOTER
    pages: list[Page] = []
    for variant in sheet.variants:
        groups: list[list[Exercise]] = [[]]
        used = 0.0
        for exercise in _fitting(painter, variant.student if part == "student" else variant.key,
                                 width, height):
            needed = painter.exercise(None, exercise, 0, 0, width)
            if groups[-1] and used + needed > height:
                groups.append([])
                used = 0.0
            groups[-1].append(exercise)
            used += needed
        pages += [Page(variant, tuple(group), number, len(groups))
                  for number, group in enumerate(groups, 1)]
    return pages


def _fitting(painter: BlockPainter, exercises, width: float, height: float) -> list[Exercise]:
    """The exercises, any one taller than a page split between its blocks ("continued")."""
    fitted = []
    for exercise in exercises:
        if painter.exercise(None, exercise, 0, 0, width) <= height:
            fitted.append(exercise)
            continue
        blocks: list = []
        for block in exercise.blocks:
            trial = replace(exercise, blocks=(*blocks, block))
            if blocks and painter.exercise(None, trial, 0, 0, width) > height:
                fitted.append(replace(exercise, blocks=tuple(blocks)))
                exercise = replace(exercise, title=translate(
                    "WorksheetPdf", "{title} (continued)").format(title=exercise.title))
                blocks = []
            blocks.append(block)
        fitted.append(replace(exercise, blocks=tuple(blocks)))
    return fitted


def paint_page(qpainter: QPainter, painter: BlockPainter, sheet: Worksheet, page: Page,
               part: str, size: QSizeF) -> None:
    left, width = MARGIN, size.width() - 2 * MARGIN
    _paint_header(qpainter, painter, sheet, page, part, left, width)
    y = MARGIN + HEADER
    for exercise in page.exercises:
        y += painter.exercise(qpainter, exercise, left, y, width)
    footer = painter.styles["label"]
    text = translate("WorksheetPdf", "{variant} · page {page} of {pages}").format(
        variant=variant_label(page.variant.number), page=page.number, pages=page.count)
    footer.draw(qpainter, left + (width - footer.width(text)) / 2,
                size.height() - MARGIN + footer.metrics.ascent() - 6, text)


def _paint_header(qpainter: QPainter, painter: BlockPainter, sheet: Worksheet, page: Page,
                  part: str, left: float, width: float) -> None:
    title, body, note = painter.styles["title"], painter.styles["body"], painter.styles["note"]
    label = variant_label(page.variant.number)
    room = width - title.width(label) - 16
    heading = title.metrics.elidedText(part_title(part, sheet.title),
                                       Qt.TextElideMode.ElideRight, room)
    baseline = MARGIN + title.metrics.ascent()
    title.draw(qpainter, left, baseline, heading)
    title.draw(qpainter, left + width - title.width(label), baseline, label)
    second = baseline + title.line_height + 4
    if part == "student":
        hint = translate("WorksheetPdf", "Tokens count from 1, features from 0, as in QKV Lab. "
                                         "Answers to {decimals} decimals.").format(
            decimals=sheet.decimals)
        name = translate("WorksheetPdf", "Name:")
        body.draw(qpainter, left, second, name)
        qpainter.setPen(QPen(GREY, 0.7))
        start = left + body.width(name) + 6
        line = min(NAME_LINE, max(MIN_NAME_LINE, left + width - note.width(hint) - 16 - start))
        qpainter.drawLine(QPointF(start, second + 2), QPointF(start + line, second + 2))
        room = left + width - (start + line + 12)
    else:
        hint = translate("WorksheetPdf", "From the exact numbers of {file} (QKV Lab opens it), "
                                         "rounded to {decimals} decimals.").format(
            file=f"variant-{page.variant.number:02d}.json", decimals=sheet.decimals)
        room = width
    hint = note.fit(hint, room)
    note.draw(qpainter, left + width - note.width(hint), second, hint)
    qpainter.setPen(QPen(GREY, 0.5))
    rule = second + 9
    qpainter.drawLine(QPointF(left, rule), QPointF(left + width, rule))


def worksheet_pdf(sheet: Worksheet, part: str, paper: str) -> tuple[bytes, int]:
    """The whole PDF (every variant) of the students' pages or of the key: bytes, pages."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(72)
    writer.setPageLayout(QPageLayout(QPageSize(PAPERS[paper]), QPageLayout.Orientation.Portrait,
                                     QMarginsF(0, 0, 0, 0)))
    writer.setTitle(part_title(part, sheet.title))
    writer.setCreator("QKV Lab")
    size = paper_size(paper)
    qpainter = QPainter(writer)
    painter = BlockPainter(writer)
    pages = plan_pages(painter, sheet, part, size)
    for index, page in enumerate(pages):
        if index:
            writer.newPage()
        paint_page(qpainter, painter, sheet, page, part, size)
    qpainter.end()
    buffer.close()
    return bytes(data), len(pages)


def preview_page(sheet: Worksheet, part: str, paper: str, page: int = 0,
                 zoom: float = 1.0) -> QImage:
    """One page as an image, ``zoom`` pixels per point (1.0: 72 dpi), white paper."""
    size = paper_size(paper)
    image = QImage(round(size.width() * zoom), round(size.height() * zoom),
                   QImage.Format.Format_RGB32)
    image.setDotsPerMeterX(round(POINTS_PER_METER))
    image.setDotsPerMeterY(round(POINTS_PER_METER))
    image.fill(Qt.GlobalColor.white)
    qpainter = QPainter(image)
    qpainter.setRenderHint(QPainter.RenderHint.Antialiasing)
    qpainter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    qpainter.scale(zoom, zoom)
    painter = BlockPainter(image)
    pages = plan_pages(painter, sheet, part, size)
    paint_page(qpainter, painter, sheet, pages[min(page, len(pages) - 1)], part, size)
    qpainter.end()
    return image
