"""`python main.py export`, first step: refuse a bad session file before the heavy imports.

Importing torch and Qt takes seconds; a FIFO, /dev/zero, a 127 MB file or a session that asks
for gigabytes is refused by core.files.session_json (torch-free) in a fraction of that. The export
itself is gui.headless.export_run.
"""

from __future__ import annotations

import argparse
import sys

from core.files.session_json import SessionFileError, read_session_document


def export_command(args: argparse.Namespace) -> int:
    document = None
    if args.session is not None and args.text is None:
        try:
            document = read_session_document(args.session)
        except SessionFileError as error:
            print(f"qkv-lab export: {error}", file=sys.stderr)
            return 2
    from gui.headless.export_run import export_command as run_export

    return run_export(args, document=document)
