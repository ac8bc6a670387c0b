"""Tour files: read one safely (a regular file, at most MAX_TOUR_BYTES, strict JSON: no NaN, no
code), and the built-in tours under resources/tours (installed: qkv_lab_resources/tours).

A refusal's words are in the window's language (core.i18n, context TourFiles); the
``step 3: field:`` that starts a problem stays as written, so the problems sort by step number
in every language.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.files.file_checks import FileRefusedError, read_regular_file
from core.files.resource_files import resources_folder
from core.files.translation_files import is_translation_file
from core.i18n import translate
from core.tours.parse import parse_parts, parse_tour
from core.tours.tour import Tour
from core.tours.translation import translate_tour

if TYPE_CHECKING:   # verify builds sessions (torch): `tour --list` answers without it
    from core.tours.verify import CheckedTour

TOURS_FOLDER = resources_folder() / "tours"
MAX_TOUR_BYTES = 4 * 2**20      # a tour is text and small sessions; a 100 MB file is refused
TOUR_ORDER = ("the-lesson", "the-labs")   # built-in tours in teaching order, then by name


class TourFileError(ValueError):
    """A tour that cannot be opened; ``problems`` holds one line per problem."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = list(problems)


@dataclass(frozen=True)
class TourInfo:
    name: str
    title: str
    steps: int
    path: Path


def read_tour_document(path: str | os.PathLike) -> Any:
    """The file's JSON; TourFileError (one line naming the file) for anything refused."""
    path = Path(path)
    try:
        raw = read_regular_file(path, MAX_TOUR_BYTES, "tour file")
    except FileRefusedError as error:
        raise TourFileError([str(error)]) from None
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant,
                          parse_float=_finite)
    except UnicodeDecodeError:
        raise TourFileError([f"{path.name}: " + translate("TourFiles", "not a tour (not UTF-8 "
                                                                       "text)")]) from None
    except (ValueError, RecursionError) as error:   # broken JSON, NaN, a 5,000-digit number
        raise TourFileError([f"{path.name}: " + translate("TourFiles", "not a tour: the JSON is "
                                                                       "broken ({error})")
                             .format(error=error)]) from None


def parse_and_check(document: Any, own_text: str | None = None, *,
                    path: str | os.PathLike | None = None,
                    language: str | None = None) -> CheckedTour:
    """A document to a checked tour; TourFileError listing every problem, step by step. With
    ``language`` (and the ``path`` it was read from) its texts come from the translation
    beside it (core.tours.translation); a refused translation leaves the tour in English and
    says why in ``note``."""
    from core.tours.verify import check_step_list, check_steps

    tour, problems = parse_tour(document)
    note = ""
    if tour is not None and path is not None:
        tour, note = translate_tour(tour, Path(path), language)
    if tour is None:   # still check the steps that parsed, so every problem is said at once
        _title, _description, steps, _ = parse_parts(document)
        raise TourFileError(sorted(problems + check_step_list(steps, own_text)[2],
                                   key=_step_number))
    checked, problems = check_steps(tour, own_text)
    if checked is None:
        raise TourFileError(problems)
    return replace(checked, note=note) if note else checked


def _step_number(problem: str) -> int:
    """0 for the tour's own fields, k for "step k: …" (a stable sort keeps their order). The
    prefix is never translated (parse and verify write it as is), so this reads every
    language's problems."""
    head = problem.split(":", 1)[0]
    return int(head[5:]) if head.startswith("step ") and head[5:].isdigit() else 0


def load_tour(name_or_path: str | os.PathLike, own_text: str | None = None,
              language: str | None = None) -> CheckedTour:
    """A built-in tour by name, or a tour file, in ``language`` when a translation of it is
    there (None, "en": English); TourFileError says every problem."""
    path = tour_path(name_or_path)
    return parse_and_check(read_tour_document(path), own_text, path=path, language=language)


def tour_path(name_or_path: str | os.PathLike, folder: Path | None = None) -> Path:
    """A built-in tour's file when ``name_or_path`` is one's name, else the path itself."""
    folder = TOURS_FOLDER if folder is None else folder
    text = str(name_or_path)
    if "/" not in text and "\\" not in text and not text.endswith(".json"):
        built_in = folder / f"{text}.json"
        if built_in.is_file():
            return built_in
    return Path(name_or_path)


def list_tours(folder: Path | None = None, language: str | None = None) -> list[TourInfo]:
    """The built-in tours (name, title in ``language`` where translated, number of steps); a
    broken one is left out, and so are the translations (``name.de.json``)."""
    folder = TOURS_FOLDER if folder is None else folder
    infos = []
    for path in sorted(folder.glob("*.json"), key=_tour_key):
        if is_translation_file(path):
            continue
        try:
            tour, _ = parse_tour(read_tour_document(path))
        except TourFileError:
            continue
        if tour is not None:
            tour, _note = translate_tour(tour, path, language)
            infos.append(TourInfo(path.stem, tour.title, len(tour.steps), path))
    return infos


def summary(tour: Tour) -> str:
    asks = len(tour.questions)
    return f"“{tour.title}”: {len(tour.steps)} steps, {asks} question{'s' * (asks != 1)}"


def _refuse_constant(name: str):
    raise ValueError(translate("TourFiles", "{name} is not a number a tour may hold").format(
        name=name))


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError(translate("TourFiles", "{number} is too large a number for a tour")
                         .format(number=text))
    return value


def _tour_key(path: Path) -> tuple[int, str]:
    return (TOUR_ORDER.index(path.stem) if path.stem in TOUR_ORDER else len(TOUR_ORDER),
            path.stem)
