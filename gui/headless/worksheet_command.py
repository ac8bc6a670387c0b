"""`python main.py worksheet`: worksheets and an answer key, written without a window.

    python main.py worksheet (SESSION | --example NAME | --text SENTENCE) --out DIR
        [--variants N] [--seed S] [--paper a4|letter] [--exercises LIST] [--decimals D]
        [--language CODE]

Writes DIR/worksheet.pdf, DIR/answer-key.pdf and DIR/variant-01.json … all together or not at
all (core.worksheets.writing). Prints one summary line; a refusal is one line on stderr that
names the option, and exit 2. Options are checked as text before torch and Qt load.

The pages are in English unless --language names another of the window's languages; then the
window's own translators are installed (main.py passes gui.window.language's install function
in: the window's room is not this one's to import) once Qt has started, and the pages say what
File › Export Worksheet… writes in that language. The summary line and refusals stay English.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from core.worksheets.options import (
    DEFAULT_LANGUAGE,
    OptionError,
    language,
    parse_options,
    precheck_folder,
    precheck_shape,
)

PROGRAM = "qkv-lab worksheet"
TEXT_D_MODEL, TEXT_D_HEAD = 4, 2   # a typed sentence gets the mole lessons' shape


def worksheet_command(args: argparse.Namespace,
                      install_language: Callable[[str], str] | None = None) -> int:
    """Run the command; ``install_language(code)`` installs a language's translators in the
    running application (gui.window.language.install_language; needed for --language)."""
    try:
        options = parse_options(args.variants, args.seed, args.paper, args.decimals,
                                args.exercises)
        chosen = language(getattr(args, "language", None))
        if chosen != DEFAULT_LANGUAGE and install_language is None:
            raise OptionError(f"--language {chosen}: this entry point installs no translators "
                              "(run it as `python main.py worksheet`)")
        source = _source_option(args)
        if args.out is None:
            raise OptionError("--out DIR is required: the folder to write the worksheet into")
        precheck_folder(args.out)
        _precheck_session(args, source)
        session = _session(args, source)
        _start_offscreen_qt()
        if chosen != DEFAULT_LANGUAGE:
            install_language(chosen)     # the window's translators: Qt's and core.i18n'
        from gui.export.worksheet_files import KEY_PDF, WORKSHEET_PDF, write_worksheet

        written = write_worksheet(session, args.out, options)
    except OptionError as error:
        print(f"{PROGRAM}: error: {error}", file=sys.stderr)
        return 2
    last = written.variants
    print(f"wrote {written.folder / WORKSHEET_PDF} ({written.student_pages} pages), "
          f"{KEY_PDF} ({written.key_pages} pages) and variant-01.json"
          f"{'' if last == 1 else f' … variant-{last:02d}.json'}: {last} "
          f"variant{'s' if last != 1 else ''}, seed {options.seed}, {options.paper}")
    return 0


def _source_option(args: argparse.Namespace) -> str:
    given = [name for name, value in (("SESSION", args.session), ("--example", args.example),
                                      ("--text", args.text)) if value is not None]
    if len(given) != 1:
        got = f"; got {' and '.join(given)}" if given else ""
        raise OptionError("give exactly one of SESSION (a session file), --example NAME or "
                          f"--text SENTENCE{got}")
    return given[0]


def _precheck_session(args: argparse.Namespace, source: str) -> None:
    """A session too large for paper is refused before torch loads (a second, not several)."""
    from core.files.resource_files import resources_folder
    from core.files.session_json import SessionFileError, read_session_document
    from core.session.tokens import split_tokens
    from core.worksheets.fit import WorksheetError, check_shape

    try:
        if source == "--text":
            check_shape(len(split_tokens(args.text)), TEXT_D_MODEL, TEXT_D_HEAD, 1)
            return
        path = Path(args.session) if source == "SESSION" else (
            resources_folder() / "examples" / f"{args.example}.json")
        if source == "--example" and ("/" in args.example or not path.is_file()):
            return   # load_example lists the examples there are
        precheck_shape(read_session_document(path), source)
    except (SessionFileError, WorksheetError) as error:
        raise OptionError(f"{source}: {error}") from None


def _session(args: argparse.Namespace, source: str):
    from core.files.examples import UnknownExampleError, load_example
    from core.files.session_io import SessionFileError, load_session
    from core.limits import LimitError
    from core.session.value import Session
    from core.worksheets.fit import WorksheetError, check_fits

    try:
        if source == "SESSION":
            session = load_session(args.session)
        elif source == "--example":
            session = load_example(args.example)
        else:
            session = Session.from_text(args.text, d_model=TEXT_D_MODEL, d_head=TEXT_D_HEAD)
        return check_fits(session)
    except (SessionFileError, LimitError, WorksheetError, UnknownExampleError, OSError) as error:
        raise OptionError(f"{source}: {error}") from None


def _start_offscreen_qt() -> None:
    """A QGuiApplication on the offscreen platform for a command-line run (none exists yet)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        _start_offscreen_qt.application = QGuiApplication([])  # kept alive for the process
