"""QKV Lab's command line: open the window (default), export headless, rank heads, self-check.

    python main.py [SESSION.json] [--text TEXT] [--screenshot PNG]
    python main.py export SESSION.json --out DIR [--stages ...] [--formats ...]
    python main.py heads "sentence one" "sentence two" --token mole
    python main.py generate --model smollm2 --text TEXT --tokens N [--temperature T] [--json]
    python main.py selfcheck
    python main.py tour --list | check FILE | answers FILE|NAME
    python main.py scaling --d-k 1,4,16,64,256,1024 [--tokens 16] [--samples 2000] [--csv PATH]
    python main.py train --task previous-token --steps 300 [--compare-scaling] [--save S.json]
    python main.py worksheet (SESSION | --example NAME | --text SENTENCE) --out DIR [--variants N]
    qkv-lab --install-desktop-entry           (installed: the menu entry; --remove-desktop-entry)

Each command is one row of COMMANDS: a light module that declares its options (argparse only,
under core/cli/) and the function that runs it, imported only when that command runs, so
`--help` answers at once and a bad option is refused before torch or Qt load.
"""

from __future__ import annotations

import argparse
import importlib
import sys

# name -> (module with add_parser(commands), "module:function" that runs it with the args)
COMMANDS = {
    "open": ("core.cli.open_arguments", "main:open_command"),
    "export": ("core.cli.export_arguments", "gui.headless.export_command:export_command"),
    "heads": ("core.cli.heads_arguments", "core.pretrained.heads_report:heads_command"),
    "generate": ("core.cli.generate_arguments", "core.cli.generate_report:generate_command"),
    "selfcheck": ("core.cli.selfcheck_arguments", "core.cli.selfcheck:selfcheck_command"),
    "scaling": ("core.cli.scaling_arguments", "core.cli.scaling_report:scaling_command"),
    "train": ("core.cli.train_arguments", "core.cli.train_report:train_command"),
    "tour": ("core.cli.tour_arguments", "core.cli.tour_report:tour_command"),
    "worksheet": ("core.cli.worksheet_arguments", "main:worksheet_command"),
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="qkv-lab",
        description="QKV Lab: step through self-attention and edit every number in it.",
        epilog="With no command, 'open' is assumed: `python main.py` opens the window on the "
               "built-in example. `python main.py COMMAND --help` describes each command.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for arguments, _ in COMMANDS.values():
        importlib.import_module(arguments).add_parser(commands)
    return parser


def parse(argv: list[str]) -> argparse.Namespace:
    if not argv or (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help")):
        argv = ["open", *argv]
    return build_parser().parse_args(argv)


def open_command(args: argparse.Namespace) -> int:
    if args.install_desktop_entry or args.remove_desktop_entry:
        from core.cli.desktop_entry import desktop_entry_command
        return desktop_entry_command(args)
    from gui.window.app import run_window
    return run_window(args)


def worksheet_command(args: argparse.Namespace) -> int:
    """gui.headless's worksheet command, given the window's language installer for --language
    (the headless room may not import the window's; here both are known)."""
    from gui.headless.worksheet_command import worksheet_command as write_worksheets

    return write_worksheets(args, install_language=_install_language)


def _install_language(code: str) -> str:
    from gui.window.language import install_language

    return install_language(code)


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    module, function = COMMANDS[args.command][1].split(":")
    run = getattr(importlib.import_module(module), function)
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
