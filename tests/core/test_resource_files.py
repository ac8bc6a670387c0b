"""Run from a checkout, the lessons come from that checkout's resources/ (each worktree its own)."""

from __future__ import annotations

from pathlib import Path

from core.files.resource_files import in_checkout, resources_folder

ROOT = Path(__file__).resolve().parents[2]


def test_a_checkout_reads_its_own_resources_folder():
    assert in_checkout()
    assert resources_folder() == ROOT / "resources"
    assert (resources_folder() / "examples").is_dir()
