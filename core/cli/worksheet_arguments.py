"""`python main.py worksheet`: printable worksheets and answer keys, a variant per student."""

from __future__ import annotations

import argparse


def add_parser(commands) -> argparse.ArgumentParser:
    worksheet = commands.add_parser(  # options stay text: core.worksheets.options checks them
        "worksheet", help="write worksheets and an answer key as PDF, different numbers for "
                          "every student",
        description="Write DIR/worksheet.pdf (the students' pages, every variant), "
                    "DIR/answer-key.pdf (the same exercises worked out) and DIR/variant-01.json "
                    "… (each variant's session, which the window opens).")
    worksheet.add_argument("session", nargs="?", help="a session file (.json)")
    worksheet.add_argument("--example", metavar="NAME", help="a built-in lesson, e.g. mole-face")
    worksheet.add_argument("--text", metavar="SENTENCE",
                        help="a sentence (d_model 4, d_head 2, as the mole lessons)")
    worksheet.add_argument("--out", metavar="DIR", help="folder to write into (required)")
    worksheet.add_argument("--variants", default="1", metavar="N",
                           help="how many variants, one per student (1 to 100; default 1)")
    worksheet.add_argument("--seed", default="0", metavar="S",
                           help="whole number; the same seed gives the same worksheets "
                                "(default 0)")
    worksheet.add_argument("--paper", default="a4", metavar="a4|letter",
                           help="paper size (default a4)")
    worksheet.add_argument("--exercises", metavar="LIST",
                           help="comma-separated: query,rotate,score,scale,softmax,attends,mask,z,"
                                "heads (default: all that fit the session)")
    worksheet.add_argument("--decimals", default="2", metavar="D",
                           help="decimals of the answers (1 to 4; default 2)")
    worksheet.add_argument("--language", default=None, metavar="CODE",
                           help="the pages in this language, as the window writes them: en, "
                                "de, es or zh_CN (default: en)")
    return worksheet
