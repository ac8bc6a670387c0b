"""tests/forked_app.py answers as the subprocess it replaces: the same output, status and
signals as `python ARGS` started from scratch (the reference: subprocess.run)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time

import pytest

from tests import forked_app

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork: Linux")
ENV = {**os.environ, "OMP_NUM_THREADS": forked_app.SERVER_THREADS}


@pytest.mark.parametrize("args", [["main.py", "--help"], ["main.py", "open", "--size", "bad"],
                                  ["-m", "json.tool", "--no-such-option"]],
                         ids=["help", "bad size", "module"])
def test_a_forked_app_prints_and_exits_as_one_started_from_scratch(args):
    started = subprocess.run([sys.executable, *args], cwd=forked_app.ROOT, env=ENV,
                             capture_output=True, text=True, timeout=60)
    app = forked_app.start(args, ENV)
    assert isinstance(app, forked_app.ForkedApp)
    out, err = app.communicate(timeout=60)
    assert (app.returncode, out, err) == (started.returncode, started.stdout, started.stderr)


def test_a_forked_app_gets_its_own_environment_and_folder_and_dies_of_a_kill(tmp_path):
    said = tmp_path / "said.txt"       # the app writes what it was given, then waits
    script = tmp_path / "wait.py"
    script.write_text("import os, sys, time\nfrom pathlib import Path\n"
                      "Path('said.txt').write_text(repr((os.environ['QKV_LAB_PROBE'], "
                      "os.getcwd(), sys.argv[1:])))\ntime.sleep(60)\n")
    app = forked_app.start([str(script), "one", "two"], {**ENV, "QKV_LAB_PROBE": "mine"},
                           tmp_path)
    deadline = time.monotonic() + 30
    while not said.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    with pytest.raises(subprocess.TimeoutExpired):
        app.wait(timeout=0.1)
    assert app.poll() is None
    app.kill()
    app.communicate(timeout=30)
    assert app.returncode == -signal.SIGKILL
    assert said.read_text() == repr(("mine", str(tmp_path), ["one", "two"]))
    assert "QKV_LAB_PROBE" not in os.environ
