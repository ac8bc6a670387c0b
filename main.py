"""QKV Lab's command line: open the window (default), export headless, rank heads, self-check.

    python main.py [SESSION.json] [--text TEXT] [--screenshot PNG]
    python main.py export SESSION.json --out DIR [--stages ...] [--formats ...]
    python main.py heads "sentence one" "sentence two" --token mole
    python main.py heads --model smollm2|gemma3 | --gguf FILE [--text TEXT] [--top N]
    python main.py generate --model smollm2|gemma3 | --gguf FILE --text TEXT --tokens N [--json]
    python main.py export --model gemma3 | --gguf FILE --layer L --text TEXT --formats npz --out DIR
    python main.py weights-cache [--delete]
    python main.py selfcheck
    python main.py tour --list | check FILE | answers FILE|NAME
    python main.py scaling --d-k 1,4,16,64,256,1024 [--tokens 16] [--samples 2000] [--csv PATH]
    python main.py train --task previous-token --steps 300 [--compare-scaling] [--save S.json]
    python main.py worksheet (SESSION | --example NAME | --text SENTENCE) --out DIR [--variants N]
    python main.py tiles (--example NAME | --text T | SESSION.json) [--head H]
        [--block-q BR --block-k BC | --sram M] [--causal] --json
    qkv-lab --install-desktop-entry           (installed: the menu entry; --remove-desktop-entry)

Each command is one row of COMMANDS: the function that runs it, imported only when that
command runs; its options are declared in core/cli/arguments.py (argparse only), so `--help`
answers at once and a bad option is refused before torch or Qt load.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from core.cli.arguments import add_parsers

# name -> "module:function" that runs it with the args; the options: core.cli.arguments
COMMANDS = {
    "open": "main:open_command",
    "export": "gui.headless.export_command:export_command",
    "heads": "core.pretrained.heads_report:heads_command",
    "generate": "core.cli.generate_report:generate_command",
    "weights-cache": "core.cli.weights_report:weights_cache_command",
    "selfcheck": "core.cli.selfcheck:selfcheck_command",
    "scaling": "core.cli.scaling_report:scaling_command",
    "train": "core.cli.train_report:train_command",
    "tour": "core.cli.tour_report:tour_command",
    "worksheet": "main:worksheet_command",
    "tiles": "core.cli.tiles_report:tiles_command",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="qkv-lab",
        description="QKV Lab: step through self-attention and edit every number in it.",
        epilog="With no command, 'open' is assumed: `python main.py` opens the window on the "
               "built-in example. `python main.py COMMAND --help` describes each command.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    add_parsers(commands)
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
    module, function = COMMANDS[args.command].split(":")
    run = getattr(importlib.import_module(module), function)
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
