"""Run `main.py ARGS` inside the test's own interpreter: what a subprocess would give (exit code,
stdout, stderr) without starting Python and importing torch again (2 s a run on this machine).

A few true subprocess runs stay in the suite (tests/cli/test_export_cli.py's run with no display,
the worksheet's byte-identical run in another process, tests/install): they check what only a
fresh process shows. Everything a command leaves behind in this process (translators of
--language, the working folder) is put back.
"""

from __future__ import annotations

import io
import os
import subprocess
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_main(*argv: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    """``main.main(argv)`` with stdout and stderr captured and ``cwd`` as the working folder."""
    import main
    from core import i18n

    _widgets_application()
    out, err = io.StringIO(), io.StringIO()
    before = Path.cwd()
    os.chdir(cwd)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            try:
                code = main.main(list(argv))
            except SystemExit as stop:       # argparse's refusals exit 2
                code = stop.code if isinstance(stop.code, int) else (0 if stop.code is None
                                                                     else 1)
    finally:
        os.chdir(before)
        _remove_translators()
        i18n.remove_translator()
    return subprocess.CompletedProcess(["main.py", *argv], code, out.getvalue(), err.getvalue())


def _widgets_application() -> None:
    """The suite's QApplication, made now if no test made it yet: a command that needs Qt
    (worksheet, export) would otherwise start a bare QGuiApplication, and every later test that
    builds a widget in this process would abort ("Must construct a QApplication")."""
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:
        _widgets_application.application = QApplication([])


def _remove_translators() -> None:
    import sys

    if "gui.window.language" in sys.modules:
        sys.modules["gui.window.language"].remove_translators()
