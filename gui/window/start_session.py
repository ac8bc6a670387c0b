"""The session the window opens on: a file, --example, --text, the mole-face example, or the
default sentence, and what is said when the one asked for cannot be opened.

Its one concern is the choice; gui/window/app.py builds and runs the window on it (and shows
a refused file in File › Open's box once the window is up).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from core.i18n import translate

DEFAULT_TEXT = "The mole on his face"
DEFAULT_EXAMPLE = "mole-face"


def initial_session(args: argparse.Namespace, report, refused: list | None = None) -> object:
    """The session to open: a file, --example, --text, the mole-face example, or the default.
    A session file that cannot be opened is appended to ``refused``: the window says why in
    File › Open's box (so only stderr gets the line, not ``report``, the status line), and
    opens on --text when it was given, else on what a plain start opens."""
    from core.files.examples import EXAMPLES_FOLDER, UnknownExampleError, load_example
    from core.files.session_io import SessionFileError, load_session
    from core.session.value import Session

    path = None
    default = EXAMPLES_FOLDER / f"{DEFAULT_EXAMPLE}.json"
    if getattr(args, "session", None):
        path = Path(args.session)
    elif getattr(args, "example", None):   # the checkout's lessons, or the installed ones
        try:
            return load_example(args.example), None
        except (UnknownExampleError, SessionFileError) as error:
            report(translate("StartUp", "cannot open the example: {error}; opening the default "
                                        "session instead").format(error=error))
    elif getattr(args, "text", None):
        try:
            return text_session(args.text, default), None
        except ValueError as error:
            report(translate("StartUp", "cannot use --text: {error}; opening the default example")
                   .format(error=error))
    elif default.exists():
        path = default
    if path is not None:
        try:
            return load_session(path), (path if getattr(args, "session", None) else None)
        except SessionFileError as error:
            boxed = refused is not None and bool(getattr(args, "session", None))
            if boxed:
                refused.append(path)
            said = (lambda line: print(f"qkv-lab: {line}", file=sys.stderr)) if boxed else report
            if getattr(args, "text", None):
                said(translate("StartUp", "cannot open {file}: {error}; opening --text instead")
                     .format(file=path.name, error=error))
                try:
                    return text_session(args.text, default), None
                except ValueError as text_error:
                    report(translate("StartUp", "cannot use --text: {error}; opening the "
                                                "default session").format(error=text_error))
            elif boxed and default.exists() and path != default:
                said(translate("StartUp", "cannot open {file}: {error}; opening {other} instead")
                     .format(file=path.name, error=error, other=default.name))
                return initial_session(argparse.Namespace(), report)   # a plain start
            else:
                said(translate("StartUp", "cannot open {file}: {error}; opening the default "
                                          "session instead").format(file=path.name, error=error))
    return Session.from_text(DEFAULT_TEXT), None



def text_session(text: str, lesson_path: Path):
    """The session --text opens: the sentence typed into the lesson a plain start opens, as
    its token field makes it (core.session.lesson.typed_sentence: that lesson's shape, fresh
    seeded weights), so a sentence has the same d_model from --text as typed (8 and 4 before);
    Session.from_text's shape when the lesson cannot be read. A bad sentence raises
    ValueError, as Session.from_text does."""
    from core.files.session_io import SessionFileError, load_session
    from core.session.lesson import typed_sentence
    from core.session.value import Session

    tokens = Session.from_text(text).tokens        # checked and split as typed
    try:
        lesson = load_session(lesson_path)
    except (SessionFileError, OSError):
        return Session.from_text(text)
    return typed_sentence(lesson, tokens)[0]
