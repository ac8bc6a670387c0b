"""`python main.py tour` runs here: --list, check FILE, answers FILE|NAME (--language CODE:
titles, checks and answers' labels from the tour's translation).

Exit 0 on success; exit 2 with one line per problem (each naming the step, 1-based, and the
field) when a tour file is refused.
"""

from __future__ import annotations

import argparse
import json
import sys

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
    path = tour_path(args.target)
    try:
        checked = parse_and_check(read_tour_document(path), args.text, path=path,
                                  language=args.language)
    except TourFileError as error:
        for problem in error.problems:
            print(f"{path.name}: {problem}", file=sys.stderr)
        return 2
    if checked.note:          # a refused translation: said, and the English is used
        print(f"{PROGRAM}: {checked.note}", file=sys.stderr)
    if args.action == "check":
        print(f"{path.name}: ok: {summary(checked.tour)}")
        return 0
    for index, answer in sorted(checked.answers.items()):
        print(json.dumps(answer.as_json(index + 1), ensure_ascii=False))
    return 0
