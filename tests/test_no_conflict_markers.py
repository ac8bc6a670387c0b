"""No merge conflict markers in any tracked text file (one reached the README once)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MARKER = re.compile(r"^(<{7}|>{7})( |$)|^={7}$", re.MULTILINE)
TEXT_SUFFIXES = {".py", ".md", ".toml", ".json", ".txt", ".sh", ".ts", ".cfg", ""}


def test_no_tracked_file_holds_a_conflict_marker():
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    hits = []
    for name in files:
        path = ROOT / name
        if path.suffix not in TEXT_SUFFIXES or not path.is_file():
            continue
        text = path.read_text(errors="replace")
        if MARKER.search(text):
            hits.append(name)
    assert hits == []


def test_the_marker_pattern_finds_a_marker():
    assert MARKER.search("a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> main\n")
    assert not MARKER.search("a line\n======= not alone\n")
