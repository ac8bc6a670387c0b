"""A worksheet's content as plain data: the painter in gui/export draws it, nothing else.

Text may carry the lesson's symbols: subscripts as Unicode (q₂), √, −∞, and a superscript as
``^X`` or ``^{...}`` (W^Q, e^{x − max}), which the painter raises and shrinks.

    Worksheet(title, variants=(Variant(number, session, student=(Exercise, ...), key=...),))
    Exercise(number, name, title, blocks=(Text | Matrices | Blanks, ...))
"""

from __future__ import annotations

from dataclasses import dataclass

from core.i18n import translate
from core.session.value import Session

# Text styles the painter knows
BODY, NOTE, WORKING, ANSWER = "body", "note", "working", "answer"
ANSWER_PREFIX = "Answer: "   # in English; answer_line() writes it in the window's language
HIDDEN = "?"   # a matrix cell left out on purpose (the student computes it elsewhere)


@dataclass(frozen=True)
class Text:
    text: str
    style: str = BODY


@dataclass(frozen=True)
class Matrix:
    """A bracketed grid, ``name =`` on its left, token labels beside the rows and above the
    columns. An empty cell is a box to fill in; ``HIDDEN`` is a cell left out."""

    name: str
    cells: tuple[tuple[str, ...], ...]
    row_labels: tuple[str, ...] = ()
    col_labels: tuple[str, ...] = ()

    @property
    def shape(self) -> tuple[int, int]:
        return len(self.cells), len(self.cells[0]) if self.cells else 0


@dataclass(frozen=True)
class Matrices:
    """Matrices side by side, left to right (a line of their own)."""

    items: tuple[Matrix, ...]


@dataclass(frozen=True)
class Blanks:
    """``label = [ ___ , ___ ]``: ``count`` boxes to write the answer in, each optionally
    named underneath (a key's token, a feature's index)."""

    label: str
    count: int
    names: tuple[str, ...] = ()


Block = Text | Matrices | Blanks


@dataclass(frozen=True)
class Exercise:
    number: int
    name: str            # the catalogue name (--exercises)
    title: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Variant:
    number: int                    # 1-based, printed as 01, 02, …
    session: Session               # the numbers of this variant (saved as variant-NN.json)
    student: tuple[Exercise, ...]  # the questions, with the numbers they need
    key: tuple[Exercise, ...]      # the same exercises, worked out


@dataclass(frozen=True)
class Worksheet:
    title: str
    decimals: int
    variants: tuple[Variant, ...]

    @property
    def exercise_names(self) -> tuple[str, ...]:
        return tuple(e.name for e in self.variants[0].student) if self.variants else ()


def variant_label(number: int) -> str:
    """'Variant 07' (in the window's language; the number keeps its two digits)."""
    return translate("Worksheets", "Variant {number}").format(number=f"{number:02d}")


def answer_line(text: str) -> str:
    """'Answer: q₁ = [0.50, −1.00]': an answer line of the key."""
    return translate("Worksheets", "Answer: {answer}").format(answer=text)
