"""`python main.py tour` runs here: --list, check FILE, answers FILE|NAME (--language CODE:
titles, checks and answers' labels from the tour's translation; `check NAME.de.json` checks
that translation against its tour, exit 2 when it is refused).

Exit 0 on success; exit 2 with one line per problem (each naming the step, 1-based, and the
field) when a tour file is refused.
"""

from __future__ import annotations

import argparse
import json
import sys

from core.files.translation_files import is_translation_file
from core.tours.library import (
    TourFileError,
    list_tours,
    parse_and_check,
    read_tour_document,
    summary,
    tour_path,
)

PROGRAM = "qkv-lab tour"


def tour_command(args: argparse.Namespace) -> int:
    if args.list:
        for info in list_tours(language=args.language):
            print(f"{info.name}\t{info.title}\t{info.steps}")
        return 0
    if args.action is None or args.target is None:
        print(f"{PROGRAM}: error: say --list, check FILE or answers FILE|NAME", file=sys.stderr)
        return 2
    path, language = tour_path(args.target), args.language
    named = path.name
    if is_translation_file(path):   # `check the-lesson.de.json`: the tour, in that language
        base, language = path.stem.rsplit(".", 1)
        path = path.with_name(f"{base}.json")
    try:
        checked = parse_and_check(read_tour_document(path), args.text, path=path,
                                  language=language)
    except TourFileError as error:
        for problem in error.problems:
            print(f"{path.name}: {problem}", file=sys.stderr)
        return 2
    if checked.note:          # a refused translation: said, and the English is used
        print(f"{PROGRAM}: {checked.note}", file=sys.stderr)
    if args.action == "check":
        if checked.note:      # checking a translation that is refused fails the check
            return 2
        print(f"{named}: ok: {summary(checked.tour)}")
        return 0
    for index, answer in sorted(checked.answers.items()):
        print(json.dumps(answer.as_json(index + 1), ensure_ascii=False))
    return 0
