"""Linux desktop integration: `qkv-lab --install-desktop-entry` / `--remove-desktop-entry`.

Writes, under the user's XDG data folder ($XDG_DATA_HOME, default ~/.local/share):

    applications/qkv-lab.desktop                 the menu entry; Exec= is the qkv-lab that ran
    icons/hicolor/scalable/apps/qkv-lab.svg      the icon (and a 256×256 PNG beside it)
    mime/packages/qkv-lab.xml                    application/x-qkv-lab-session: JSON whose
                                                 "format" is "qkv-lab-session"

The entry lists that type and application/json in MimeType=, so session files (.json) offer
"Open with QKV Lab". The caches (update-mime-database, update-desktop-database,
gtk-update-icon-cache) are refreshed when those tools are installed; nothing else is touched.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

from core.files.atomic import write_bytes_atomic, write_text_atomic
from core.files.resource_files import resources_folder

APP_ID = "qkv-lab"
SESSION_MIME = "application/x-qkv-lab-session"
DESKTOP_FILE = Path("applications") / f"{APP_ID}.desktop"
MIME_PACKAGE = Path("mime") / "packages" / f"{APP_ID}.xml"
ICONS = {  # shipped icon (in resources/icons) -> where the icon theme looks for it
    f"{APP_ID}.svg": Path("icons") / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
    f"{APP_ID}.png": Path("icons") / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png",
}
OUR_FILES = (DESKTOP_FILE, MIME_PACKAGE, *ICONS.values())

MIME_XML = f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{SESSION_MIME}">
    <comment>QKV Lab session</comment>
    <sub-class-of type="application/json"/>
    <icon name="{APP_ID}"/>
    <magic priority="60">
      <match type="string" value="&quot;qkv-lab-session&quot;" offset="0:256"/>
    </magic>
  </mime-type>
</mime-info>
"""

_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")   # an Exec argument holding any of these is quoted


def data_home(environ: Mapping[str, str] = os.environ) -> Path:
    """$XDG_DATA_HOME if set to an absolute path (the spec ignores relative ones), else
    ~/.local/share."""
    value = environ.get("XDG_DATA_HOME", "")
    if value and os.path.isabs(value):
        return Path(value)
    return Path(environ.get("HOME") or Path.home()) / ".local" / "share"


def launcher_command(argv0: str | None = None, executable: str | None = None) -> list[str]:
    """How to start this QKV Lab again: the installed `qkv-lab` script that is running, or
    `python /abs/main.py` when run from a checkout (or `python -m main`)."""
    path = Path(sys.argv[0] if argv0 is None else argv0).resolve()
    if path.suffix == ".py":
        return [str(Path(sys.executable if executable is None else executable).absolute()),
                str(path)]
    return [str(path)]


def exec_line(command: Sequence[str]) -> str:
    """The desktop entry's Exec= value for ``command`` followed by %f (the file to open)."""
    return " ".join([*(_quote(part) for part in command), "%f"])


def _quote(argument: str) -> str:
    """Quote one Exec argument as the Desktop Entry spec says (inside quotes, " ` $ \\ are
    backslash-escaped; the key's value then escapes each backslash once more; % doubles)."""
    if argument and not _RESERVED.intersection(argument):
        quoted = argument
    else:
        quoted = '"' + "".join("\\" + c if c in '"`$\\' else c for c in argument) + '"'
    return quoted.replace("\\", "\\\\").replace("%", "%%")


def desktop_file_text(command: Sequence[str]) -> str:
    first = Path(command[0])
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.5",
        "Name=QKV Lab",
        "GenericName=Self-attention simulator",
        "Comment=Step through self-attention and edit every number in it",
        f"Exec={exec_line(command)}",
        f"TryExec={_quote(str(first))}",
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Education;Science;ArtificialIntelligence;",
        "Keywords=attention;transformer;softmax;query;key;value;",
        f"MimeType={SESSION_MIME};application/json;",
        "",
    ])


def install_desktop_entry(home: Path, command: Sequence[str]) -> list[Path]:
    """Write the desktop file, icons and MIME package under ``home``; the paths written.

    OSError (naming the path) when a file cannot be written; files already written stay, and
    installing again or removing tidies them.
    """
    written = [write_text_atomic(_made(home / DESKTOP_FILE), desktop_file_text(command)),
               write_text_atomic(_made(home / MIME_PACKAGE), MIME_XML)]
    icons = resources_folder() / "icons"
    for shipped, target in ICONS.items():
        written.append(write_bytes_atomic(_made(home / target), (icons / shipped).read_bytes()))
    _refresh_caches(home)
    return written


def remove_desktop_entry(home: Path) -> list[Path]:
    """Delete the files install_desktop_entry writes (and nothing else); the paths removed."""
    removed = []
    for relative in OUR_FILES:
        path = home / relative
        if path.is_file() or path.is_symlink():
            path.unlink()
            removed.append(path)
    _refresh_caches(home)
    return removed


def installed_files(home: Path) -> list[Path]:
    """Which of our files are present under ``home``."""
    return [home / relative for relative in OUR_FILES if (home / relative).is_file()]


def _made(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def _refresh_caches(home: Path) -> None:
    """Let menus and file managers notice at once; skipped quietly where the tools are absent."""
    jobs = [("update-mime-database", str(home / "mime")),
            ("update-desktop-database", str(home / "applications")),
            ("gtk-update-icon-cache", "-f", "-t", "-q", str(home / "icons" / "hicolor"))]
    for tool, *arguments in jobs:
        if shutil.which(tool) and Path(arguments[-1]).is_dir():
            try:
                subprocess.run([tool, *arguments], capture_output=True, timeout=60, check=False)
            except (OSError, subprocess.TimeoutExpired):
                pass   # a cache refreshes at the next login anyway


def desktop_entry_command(args: argparse.Namespace) -> int:
    """Run --install-desktop-entry or --remove-desktop-entry (main.py's open options); the exit
    status."""
    install = bool(getattr(args, "install_desktop_entry", False))
    if install == bool(getattr(args, "remove_desktop_entry", False)):
        print("qkv-lab: give one of --install-desktop-entry and --remove-desktop-entry",
              file=sys.stderr)
        return 2
    home = data_home()
    try:
        if install:
            paths = install_desktop_entry(home, launcher_command())
            verb = "wrote"
        else:
            paths = remove_desktop_entry(home)
            verb = "removed"
    except OSError as error:
        print(f"qkv-lab: cannot {'install' if install else 'remove'} the desktop entry: {error}",
              file=sys.stderr)
        return 1
    for path in paths:
        print(f"{verb} {path}")
    if not paths:
        print(f"no QKV Lab desktop entry under {home}")
    return 0
