"""`python main.py open` (the default command): the window's options."""

from __future__ import annotations

import argparse


def add_parser(commands) -> argparse.ArgumentParser:
    open_ = commands.add_parser("open", help="open the window (the default command)")
    open_.add_argument("session", nargs="?", help="a session file (.json) to open")
    open_.add_argument("--text", help="start from the default session for this sentence")
    open_.add_argument("--example", help="open a built-in example by name (see File › Open "
                                         "Example), e.g. 'mole-face'")
    open_.add_argument("--screenshot", metavar="PNG",
                       help="open the window, wait until painted, save a PNG of it, and exit")
    open_.add_argument("--size", default=None, metavar="WxH",
                       help="window size, e.g. 1280x800 (default: remembered or 1280x800)")
    open_.add_argument("--stage", default=None,
                       help="start on this stage (e.g. weights) instead of the first")
    open_.add_argument("--layout-report", action="store_true",
                       help="after painting, print one JSON line measuring what the window drew "
                            "(sizes, labels and numbers shown), then exit")
    open_.add_argument("--tour", metavar="NAME|FILE",
                       help="start a guided tour: a built-in one by name (see `tour --list`) "
                            "or a tour file; --text is the learner's own sentence")
    open_.add_argument("--tour-step", type=int, default=1, metavar="K",
                       help="with --tour: start at step K (1-based; default 1)")
    open_.add_argument("--presentation", action="store_true",
                       help="start in full-screen presentation mode")
    open_.add_argument("--no-restore", action="store_true",
                       help="ignore window layout and crash-recovery data from earlier runs")
    open_.add_argument("--install-desktop-entry", action="store_true",
                       help="add QKV Lab to the applications menu and offer it for session files "
                            "(.json), under $XDG_DATA_HOME (default ~/.local/share), and exit")
    open_.add_argument("--remove-desktop-entry", action="store_true",
                       help="remove what --install-desktop-entry wrote, and exit")
    open_.add_argument("--restore-recovery", action="store_true",
                       help=argparse.SUPPRESS)  # answer "restore unsaved work?" with yes (tests)
    return open_
