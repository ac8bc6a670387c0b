"""The worksheet command's options, checked as text before torch or Qt load.

Each refusal is an OptionError whose message starts with the option it is about
("--variants must be a whole number from 1 to 100, got '0'").
"""

from __future__ import annotations

from dataclasses import dataclass

from core.i18n import translate
from core.worksheets.catalogue import unknown_exercise
from core.worksheets.fit import MAX_DECIMALS, MAX_VARIANTS, PAPERS

MAX_SEED = 2 ** 63 - 1
# --language: the languages the window ships (gui.window.language); English writes what a
# script has always read.
LANGUAGES = ("en", "de", "es", "zh_CN")
DEFAULT_LANGUAGE = "en"
DEFAULT_VARIANTS, DEFAULT_SEED, DEFAULT_PAPER, DEFAULT_DECIMALS = "1", "0", "a4", "2"


class OptionError(ValueError):
    """A value that cannot be used; the message names the option."""


@dataclass(frozen=True)
class WorksheetOptions:
    variants: int
    seed: int
    paper: str
    decimals: int
    exercises: str | None   # names checked against the session later (what fits it)


def whole(text, option: str, low: int, high: int) -> int:
    """``text`` as a whole number in low..high, or OptionError naming ``option``."""
    raw = str(text).strip()
    digits = raw[1:] if raw[:1] in "+-" else raw
    if not digits.isdigit() or not digits.isascii() or len(digits) > 20:
        raise OptionError(f"{option} must be a whole number from {low} to {high}, got {raw!r}")
    value = int(raw)
    if not low <= value <= high:
        raise OptionError(f"{option} must be a whole number from {low} to {high}, got {value}")
    return value


def paper(text) -> str:
    chosen = str(text).strip().lower()
    if chosen not in PAPERS:
        raise OptionError(f"--paper must be one of {', '.join(PAPERS)}, got {text!r}")
    return chosen


def language(text) -> str:
    """The --language code (de, es, zh_CN or en; 'zh-CN', 'DE' are the same), or OptionError."""
    if text is None:
        return DEFAULT_LANGUAGE
    given = str(text).strip().replace("-", "_")
    for code in LANGUAGES:
        if given.lower() == code.lower():
            return code
    raise OptionError(f"--language must be one of {', '.join(LANGUAGES)}, got {text!r}")


def parse_options(variants=DEFAULT_VARIANTS, seed=DEFAULT_SEED, paper_text=DEFAULT_PAPER,
                  decimals=DEFAULT_DECIMALS, exercises: str | None = None) -> WorksheetOptions:
    if exercises is not None and not exercises.strip():   # the dialog with no box ticked too
        raise OptionError(translate("Worksheets", "--exercises is empty: name at least one "
                                                  "exercise, or leave it out for all that fit"))
    unknown = None if exercises is None else unknown_exercise(
        part.strip().lower() for part in exercises.split(",") if part.strip())
    if unknown:
        raise OptionError(f"--exercises: {unknown}")
    return WorksheetOptions(variants=whole(variants, "--variants", 1, MAX_VARIANTS),
                            seed=whole(seed, "--seed", 0, MAX_SEED), paper=paper(paper_text),
                            decimals=whole(decimals, "--decimals", 1, MAX_DECIMALS),
                            exercises=exercises)


def precheck_folder(out) -> None:
    """Refuse at once an --out that cannot become a folder (a file; a missing parent); the
    full check, and the folder's creation, come when there is something to write."""
    from pathlib import Path

    folder = Path(out)
    if folder.exists() and not folder.is_dir():
        raise OptionError(f"--out: cannot write to {folder}: it is a file, not a folder")
    if not folder.exists() and not folder.parent.is_dir():
        raise OptionError(f"--out: cannot create {folder}: its parent folder {folder.parent} "
                          "does not exist")


def precheck_shape(document, source: str) -> None:
    """A session file's declared shape against what fits on paper, before torch loads."""
    from core.worksheets.fit import WorksheetError, check_shape

    try:
        dimensions = document["dimensions"]
        shape = (len(document["tokens"]), int(dimensions["d_model"]), int(dimensions["d_head"]),
                 int(dimensions["n_heads"]))
    except (KeyError, TypeError, ValueError):
        return   # the full load says what is wrong with the file
    try:
        check_shape(*shape)
    except WorksheetError as error:
        raise OptionError(f"{source}: {error}") from None
