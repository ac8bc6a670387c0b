"""Refuse a wheelhouse in which two wheels install the same top-level name.

QKV Lab installs the top-level names core, gui, main and qkv_lab_resources; a dependency that
shipped one of them would silently overwrite ours (pip does not check). Run by `make wheelhouse`:

    python packaging/check_wheelhouse.py dist/wheelhouse

Prints one line per wheel count and clash; the exit status is 1 when any name clashes.
"""

from __future__ import annotations

import sys
import zipfile
from collections import defaultdict
from pathlib import Path


def top_level_names(wheel: Path) -> set[str]:
    """What a wheel puts directly into site-packages: packages, modules, but not its metadata."""
    names = set()
    for entry in zipfile.ZipFile(wheel).namelist():
        first = entry.split("/", 1)[0]
        if first.endswith((".dist-info", ".data")):
            continue
        names.add(first.removesuffix(".py") if "/" not in entry else first)
    return names


def clashes(folder: Path) -> dict[str, list[str]]:
    """Top-level name -> the wheels that install it, for names more than one wheel installs."""
    owners: dict[str, list[str]] = defaultdict(list)
    for wheel in sorted(folder.glob("*.whl")):
        for name in top_level_names(wheel):
            owners[name].append(wheel.name)
    return {name: wheels for name, wheels in sorted(owners.items()) if len(wheels) > 1}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: check_wheelhouse.py FOLDER (a folder of .whl files)", file=sys.stderr)
        return 2
    folder = Path(argv[0])
    found = clashes(folder)
    for name, wheels in found.items():
        print(f"clash: {name!r} is installed by {', '.join(wheels)}", file=sys.stderr)
    print(f"{len(list(folder.glob('*.whl')))} wheels, {len(found)} top-level name clashes")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
