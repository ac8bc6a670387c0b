"""QKV Lab's command line: open the window (default), export headless, rank heads, self-check.

    python main.py [SESSION.json] [--text TEXT] [--screenshot PNG]
    python main.py export SESSION.json --out DIR [--stages ...] [--formats ...]
    python main.py heads "sentence one" "sentence two" --token mole
    python main.py selfcheck
    python main.py scaling --d-k 1,4,16,64,256,1024 [--tokens 16] [--samples 2000] [--csv PATH]
    qkv-lab --install-desktop-entry           (installed: the menu entry; --remove-desktop-entry)

Heavy imports (torch, Qt) happen inside each command so `--help` answers at once.
"""

from __future__ import annotations

import argparse
import sys

COMMANDS = ("open", "export", "heads", "selfcheck", "scaling")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="qkv-lab",
        description="QKV Lab: step through self-attention and edit every number in it.",
        epilog="With no command, 'open' is assumed: `python main.py` opens the window on the "
               "built-in example. `python main.py COMMAND --help` describes each command.",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

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

    export = commands.add_parser(
        "export", help="write matrices and images without opening a window",
        description="Render a session offscreen and write its stages as files.")
    export.add_argument("session", nargs="?", help="a session file (.json)")
    export.add_argument("--text", help="use the default session for this sentence instead")
    export.add_argument("--out", required=True, metavar="DIR", help="folder to write into")
    export.add_argument("--stages", nargs="+", metavar="STAGE",
                        help="stages to export (default: all), e.g. --stages scores weights")
    export.add_argument("--formats", default="csv,npy,npz,json,tex,png,svg,gif",
                        help="comma-separated: csv,npy,npz,json,tex,png,svg,gif, and py,ipynb "
                             "for the forward pass as PyTorch code (default: all but py,ipynb)")
    export.add_argument("--precision", type=int, default=3,
                        help="decimals in CSV-free text formats such as LaTeX (default 3)")
    export.add_argument("--scale", type=int, default=2, choices=(1, 2, 4),
                        help="PNG scale factor (default 2)")
    export.add_argument("--causal", action="store_true", help="turn the causal mask on")

    heads = commands.add_parser(
        "heads", help="rank MiniLM's heads by how differently a word attends in two sentences",
        description="For every layer and head of the shipped MiniLM model, where TOKEN attends "
                    "most in each sentence and how different the two rows are; most "
                    "different first.")
    heads.add_argument("texts", nargs=2, metavar="SENTENCE")
    heads.add_argument("--token", required=True, help="the word to follow, e.g. mole")
    heads.add_argument("--top", type=int, default=None, help="show only the first N heads")
    heads.add_argument("--model", default=None, metavar="DIR",
                       help="a BERT-family model folder (default: the shipped MiniLM)")

    commands.add_parser("selfcheck", help="check the engine against PyTorch's own attention "
                                          "and report the devices it can use")
    scaling = commands.add_parser(  # options stay text: core.cli.scaling_report checks them
        "scaling", help="measure why attention divides by √d_k: saturation and gradients",
        description="Draw random queries and keys (standard-normal entries) and compare the "
                    "softmax of q·k with and without dividing by √d_k.")
    scaling.add_argument("--d-k", default="1,4,16,64,256,1024", metavar="LIST",
                         help="comma-separated key sizes (default 1,4,16,64,256,1024)")
    for option, default, meaning in (("--tokens", "16", "keys per softmax row"),
                                     ("--samples", "2000", "rows drawn per d_k"),
                                     ("--seed", "0", "random seed")):
        scaling.add_argument(option, default=default, help=f"{meaning} (default {default})")
    scaling.add_argument("--csv", metavar="PATH", help="also write the rows as CSV")
    return parser


def parse(argv: list[str]) -> argparse.Namespace:
    if not argv or (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help")):
        argv = ["open", *argv]
    return build_parser().parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(sys.argv[1:] if argv is None else argv)
    if args.command == "export":
        from gui.export.export_command import export_command  # refuses bad files first
        return export_command(args)
    if args.command == "heads":
        from core.pretrained.heads_report import heads_command
        return heads_command(args)
    if args.command == "scaling":
        from core.cli.scaling_report import scaling_command
        return scaling_command(args)
    if args.command == "selfcheck":
        from core.cli.selfcheck import selfcheck_command
        return selfcheck_command()
    if args.install_desktop_entry or args.remove_desktop_entry:
        from core.cli.desktop_entry import desktop_entry_command
        return desktop_entry_command(args)
    from gui.window.app import run_window
    return run_window(args)


if __name__ == "__main__":
    sys.exit(main())
