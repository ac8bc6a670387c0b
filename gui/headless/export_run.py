"""`python main.py export`, the run (gui/headless/export_command.py checked the file first):
write a session's stages as files with no window.

    python main.py export SESSION.json --out DIR [--stages ...] [--formats csv,png,gif]
    python main.py export --text "the mole on his face" --out DIR

Prints each file it wrote, one per line. Exits 2 with one line on stderr for a bad session,
format, stage, precision or folder (DIR is created when its parent exists).
Files: matrices as in core.export.bundle; ``stage.png`` / ``stage.svg`` (``stage_h0.png`` … per
head); ``step-through.gif`` (``step-through_h0.gif`` … per head with several heads);
``NAME.py`` / ``NAME.ipynb`` (core.codegen: every stage as PyTorch; NAME after the session);
``vectors.json`` with ``vectors.png`` / ``vectors.svg`` (core.vectors; ``_h0`` … per head).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from core.export import MATRIX_FORMATS, ExportError, check_folder, check_formats, check_stages
from core.files.session_io import SessionFileError, load_session, session_from_document
from core.limits import LimitError
from core.session.value import Session
from gui.export.stage_images import ALL_FORMATS, IMAGE_FORMATS, MAX_PRECISION, export_images

CODE_FORMATS = ("py", "ipynb")  # core.codegen: the forward pass as a script and a notebook
VECTORS_FORMAT = "vectors"      # core.vectors: vectors.json with the view's PNG and SVG
COMMAND_FORMATS = ALL_FORMATS + CODE_FORMATS + (VECTORS_FORMAT,)


class UsageError(ValueError):
    """Something wrong with what was asked; the message is the whole explanation."""


def export_command(args: argparse.Namespace, document=None) -> int:
    """Run an export; ``document``: the session file already read by read_session_document."""
    if getattr(args, "gguf", None) is not None or \
            str(getattr(args, "model", None)).lower() == "gemma3":
        from gui.headless.gguf_export import gguf_export  # a GGUF decoder's layer: npz
        return gguf_export(args)
    try:
        formats = _named_option("--formats", _formats, args.formats)
        stages = _named_option("--stages", check_stages, args.stages)
        precision = _precision(args.precision)
        session = _session(args, document)
        folder = _named_option("--out", check_folder, args.out, create=True)
        trace = session.run()
        settings = {"scaled": session.scaled, "positional": session.positional}
        matrix_formats = [f for f in formats if f in MATRIX_FORMATS]
        if matrix_formats:
            from core.export import export_stages
            _report(export_stages(trace, session.tokens, folder, stages=stages,
                                  formats=matrix_formats, precision=precision,
                                  settings=settings, token_pieces=_token_pieces(args, session)))
        image_formats = [f for f in formats if f in IMAGE_FORMATS]
        if image_formats:
            _start_offscreen_qt()
            _report(export_images(trace, session.tokens, folder, stages, image_formats,
                                  args.scale))
        code_formats = [f for f in formats if f in CODE_FORMATS]
        if code_formats:
            from core.codegen import export_code
            stem = Path(args.session).stem if args.session is not None else session.title
            _report(export_code(session, folder, stem, code_formats))
        if VECTORS_FORMAT in formats:
            _start_offscreen_qt()
            from gui.export.vectors_export import export_vectors
            _report(export_vectors(trace, session.tokens, folder, scale=args.scale,
                                   title=session.title))
    except (UsageError, ValueError, ExportError, SessionFileError, LimitError) as error:
        print(f"qkv-lab export: {error}", file=sys.stderr)
        return 2
    return 0


def _named_option(option: str, check, *arguments, **options):
    """``check(...)``, its refusal prefixed with the option it is about."""
    try:
        return check(*arguments, **options)
    except (ValueError, ExportError) as error:
        raise UsageError(f"{option}: {error}") from None


def _formats(text: str) -> tuple[str, ...]:
    return check_formats((part for part in text.split(",") if part.strip()), COMMAND_FORMATS)


def _precision(precision: int) -> int:
    if not 0 <= precision <= MAX_PRECISION:
        raise UsageError(f"--precision must be 0 to {MAX_PRECISION} decimals, got {precision}")
    return precision


def _session(args: argparse.Namespace, document=None) -> Session:
    if getattr(args, "model", None) is not None:
        from gui.headless.pretrained_export import pretrained_session
        session = pretrained_session(args)
        return session.with_settings(causal=True) if args.causal else session
    for option in ("layer", "head"):
        if getattr(args, option, None) is not None:
            raise UsageError(f"--{option} needs --model smollm2 or --model minilm")
    if (args.session is None) == (args.text is None):
        raise UsageError("give either a session file or --text \"a sentence\" (exactly one)")
    if args.session is not None:
        session = load_session(args.session) if document is None else \
            session_from_document(document, args.session)
    else:
        session = Session.from_text(args.text)
    return session.with_settings(causal=True) if args.causal else session


def _token_pieces(args: argparse.Namespace, session: Session) -> tuple[str, ...] | None:
    """A pretrained layer's raw tokenizer pieces (None for an ordinary session)."""
    if getattr(args, "model", None) is None:
        return None
    from gui.headless.pretrained_export import pretrained_token_pieces
    return pretrained_token_pieces(args, session)


def _report(paths: list[Path]) -> None:
    for path in paths:
        print(path, flush=True)


def _start_offscreen_qt() -> None:
    """A QApplication on the offscreen platform for a command-line run (none exists yet)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        qInstallMessageHandler(_quiet_offscreen_notes)
        _start_offscreen_qt.application = QApplication([])  # kept alive for the process


def _quiet_offscreen_notes(kind, context, message: str) -> None:
    """Qt's messages on stderr, less the offscreen platform's note about size hints."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)
