"""`python main.py tour`: list the built-in tours, check a tour file, print its answers."""

from __future__ import annotations

import argparse


def add_parser(commands) -> argparse.ArgumentParser:
    tour = commands.add_parser(
        "tour", help="guided tours: list the built-in ones, check a tour file, print answers",
        description="Tours walk the window through the lesson and ask the learner to predict "
                    "before each reveal. `tour --list` names the built-in tours; `tour check "
                    "FILE` checks a tour file (exit 0, or exit 2 with one line per problem; "
                    "a translation NAME.de.json is checked against its tour); "
                    "`tour answers FILE|NAME` prints one JSON line per question.")
    tour.add_argument("--list", action="store_true",
                      help="one line per built-in tour: name, tab, title, tab, steps")
    tour.add_argument("action", nargs="?", choices=("check", "answers"),
                      help="check a tour file, or print the answers to its questions")
    tour.add_argument("target", nargs="?", metavar="FILE|NAME",
                      help="a tour file, or a built-in tour's name (answers)")
    tour.add_argument("--text", default=None, metavar="SENTENCE",
                      help="the learner's own sentence, for steps that use one (default: the "
                           "sentence the tour offers)")
    tour.add_argument("--language", default=None, metavar="CODE",
                      help="the tour's texts in this language where a translation is shipped "
                           "beside it (NAME.CODE.json: de, es, zh_CN); default: English")
    return tour
