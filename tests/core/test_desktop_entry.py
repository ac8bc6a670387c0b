"""The desktop entry round-trips in a throwaway XDG_DATA_HOME; Exec= quoting follows the spec."""

from __future__ import annotations

import argparse
import configparser
import os
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from core.cli.desktop_entry import (
    SESSION_MIME,
    data_home,
    desktop_entry_command,
    exec_line,
    install_desktop_entry,
    installed_files,
    launcher_command,
    remove_desktop_entry,
)
from core.files.resource_files import resources_folder

ROOT = Path(__file__).resolve().parents[2]


def _desktop_keys(path: Path) -> dict[str, str]:
    parser = configparser.RawConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in desktop files
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def test_install_find_remove_round_trip(tmp_path):
    home = tmp_path / "share"
    other = home / "applications" / "someone-else.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\nName=Other\n")

    written = install_desktop_entry(home, ["/opt/qkv lab/bin/qkv-lab"])

    assert sorted(installed_files(home)) == sorted(written) and len(written) == 4
    keys = _desktop_keys(home / "applications" / "qkv-lab.desktop")
    assert keys["Type"] == "Application" and keys["Name"] == "QKV Lab"
    assert keys["Exec"] == '"/opt/qkv lab/bin/qkv-lab" %f'
    assert keys["Icon"] == "qkv-lab"
    assert keys["MimeType"].split(";")[:2] == [SESSION_MIME, "application/json"]
    for name in ("qkv-lab.svg", "qkv-lab.png"):   # the shipped icons, byte for byte
        copies = list((home / "icons" / "hicolor").rglob(name))
        assert len(copies) == 1
        assert copies[0].read_bytes() == (resources_folder() / "icons" / name).read_bytes()
    mime = ET.parse(home / "mime" / "packages" / "qkv-lab.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    match = mime.find("m:mime-type/m:magic/m:match", ns)
    assert mime.find("m:mime-type", ns).get("type") == SESSION_MIME
    # the magic string is in every lesson, i.e. what a saved session starts with
    for lesson in (resources_folder() / "examples").glob("*.json"):
        offsets = match.get("offset").split(":")
        head = lesson.read_text(encoding="utf-8")[: int(offsets[1]) + len(match.get("value"))]
        assert match.get("value") in head, lesson.name
    if shutil.which("update-mime-database"):   # shared-mime-info compiled our package
        assert (home / "mime" / "application" / "x-qkv-lab-session.xml").is_file()

    removed = remove_desktop_entry(home)

    assert sorted(removed) == sorted(written)
    assert installed_files(home) == []
    assert other.read_text() == "[Desktop Entry]\nName=Other\n"   # only ours is removed
    assert remove_desktop_entry(home) == []                         # twice is harmless


@pytest.mark.parametrize("argument, expected", [
    ("/usr/bin/qkv-lab", "/usr/bin/qkv-lab"),
    ("/home/a b/qkv-lab", '"/home/a b/qkv-lab"'),
    ('/tmp/say"hi"', '"/tmp/say\\\\"hi\\\\""'),     # \" inside quotes, each \ doubled in the file
    ("/tmp/$HOME", '"/tmp/\\\\$HOME"'),
    ("/tmp/100%", "/tmp/100%%"),
])
def test_exec_arguments_are_quoted_as_the_spec_says(argument, expected):
    assert exec_line([argument]) == f"{expected} %f"


def test_data_home_follows_xdg_rules(tmp_path):
    assert data_home({"XDG_DATA_HOME": str(tmp_path), "HOME": "/h"}) == tmp_path
    assert data_home({"XDG_DATA_HOME": "relative/ignored", "HOME": "/h"}) == Path(
        "/h/.local/share")
    assert data_home({"HOME": "/h"}) == Path("/h/.local/share")


def test_launcher_is_the_script_that_ran_or_python_and_main_py(tmp_path):
    script = tmp_path / "bin" / "qkv-lab"
    assert launcher_command(str(script), "/venv/bin/python") == [str(script.resolve())]
    assert launcher_command(str(ROOT / "main.py"), "/venv/bin/python") == [
        "/venv/bin/python", str(ROOT / "main.py")]


def test_command_line_installs_and_removes_under_xdg_data_home(tmp_path):
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    run = [sys.executable, str(ROOT / "main.py")]
    installed = subprocess.run([*run, "--install-desktop-entry"], env=env, cwd=tmp_path,
                               capture_output=True, text=True, timeout=120)
    assert installed.returncode == 0, installed.stderr
    keys = _desktop_keys(tmp_path / "applications" / "qkv-lab.desktop")
    assert keys["Exec"] == f"{sys.executable} {ROOT / 'main.py'} %f"
    removed = subprocess.run([*run, "--remove-desktop-entry"], env=env, cwd=tmp_path,
                             capture_output=True, text=True, timeout=120)
    assert removed.returncode == 0 and removed.stdout.count("removed ") == 4
    assert installed_files(tmp_path) == []


def test_both_options_at_once_are_refused_and_nothing_is_written(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    args = argparse.Namespace(install_desktop_entry=True, remove_desktop_entry=True)
    assert desktop_entry_command(args) == 2
    assert "one of --install-desktop-entry and --remove-desktop-entry" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_an_unwritable_data_folder_is_one_clear_message(tmp_path, monkeypatch, capsys):
    blocker = tmp_path / "share"
    blocker.write_text("a file where the folder should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    args = argparse.Namespace(install_desktop_entry=True, remove_desktop_entry=False)
    assert desktop_entry_command(args) == 1
    err = capsys.readouterr().err
    assert err.startswith("qkv-lab: cannot install the desktop entry:") and str(blocker) in err
