"""Apps for tests that run the real app in a process of its own, started in a fraction of the
time: each is forked from a server that has already imported what every start imports (Qt,
numpy, torch with its optimizers' torch._dynamo, pyqtgraph), and nothing else.

    app = start(["main.py", "open", "--no-restore"], env)      # as `python main.py open ...`
    app = start(["-m", "tests.gui.classroom.generate_probe", "de", "3", text], env)
    out, err = app.communicate(timeout=240)                    # a Popen's answers
    app.returncode, app.poll(), app.kill(), app.pid

Each app is still a fresh process: its own QApplication, window, X connection, settings and
data folder, its script run as ``__main__`` and its atexit handlers run at the end. Only the
interpreter start and those imports are shared: a started app took ~2.6 s of CPU before its
window was built (2.2 s of it importing torch, Qt and pyqtgraph, 1.2 s more for torch._dynamo,
which torch's optimizers import when the training window opens); a forked one takes ~0.4 s
(measured on the 2-core test machine: `python main.py open` with a quit script, 2.6 s of CPU;
forked, 0.37-0.41 s). The real-X tests start about 25 apps.

The server is multiprocessing's fork server, one per test worker, started at the first app.
The server imports nothing of QKV Lab's own (a module may read the language or the settings
when imported): the app imports it as it always does. It runs with OMP_NUM_THREADS=1 (torch's
OpenMP reads it once, when loaded): an app asking for other threads, or QKV_LAB_TEST_FORK=0 (a
run that wants every app started from scratch), gets a plain subprocess.Popen instead.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import runpy
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORK_VARIABLE = "QKV_LAB_TEST_FORK"     # "0": every app a plain subprocess
SERVER_THREADS = "1"                    # the server's OMP_NUM_THREADS
# what every app imports before its window, in the app's own order (gui/window/app.py): Qt,
# PySide's import hook made free, then the window's third-party libraries
PRELOAD = ("tests.forked_app_preload",)

_context = None


def start(args: list[str], env: dict[str, str], cwd: Path = ROOT):
    """``python ARGS`` (a script and its arguments, or ``-m MODULE ...``) with ``env``."""
    if os.environ.get(FORK_VARIABLE) == "0" or not sys.platform.startswith("linux") or \
            env.get("OMP_NUM_THREADS") != SERVER_THREADS:
        return subprocess.Popen([sys.executable, *args], cwd=cwd, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return ForkedApp(_fork_context(), args, env, cwd)


def _fork_context():
    """The fork server, started with the repository on its path and one OpenMP thread."""
    global _context
    if _context is None:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(list(PRELOAD))
        saved = {name: os.environ.get(name) for name in ("PYTHONPATH", "OMP_NUM_THREADS")}
        os.environ["PYTHONPATH"] = os.pathsep.join(
            [str(ROOT)] + ([saved["PYTHONPATH"]] if saved["PYTHONPATH"] else []))
        os.environ["OMP_NUM_THREADS"] = SERVER_THREADS
        try:
            from multiprocessing import forkserver
            forkserver.ensure_running()
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value
        _context = context
    return _context


class ForkedApp:
    """One app forked from the server, answering as a subprocess.Popen with text output."""

    def __init__(self, context, args: list[str], env: dict[str, str], cwd: Path) -> None:
        self.args = args
        self._folder = Path(tempfile.mkdtemp(prefix="qkv-lab-forked-"))
        self._out, self._err = self._folder / "stdout", self._folder / "stderr"
        self._process = context.Process(target=run_forked, daemon=True, name="qkv-lab app",
                                        args=(list(args), dict(env), str(cwd), str(self._out),
                                              str(self._err)))
        self._process.start()
        self.pid = self._process.pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None and self._process.exitcode is not None:
            self.returncode = self._process.exitcode
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        self._process.join(timeout)
        if self.poll() is None:
            raise subprocess.TimeoutExpired(self.args, timeout)
        return self.returncode

    def communicate(self, timeout: float | None = None) -> tuple[str, str]:
        """What it wrote on stdout and stderr, once it has ended."""
        self.wait(timeout)
        try:
            return tuple(path.read_text(encoding="utf-8", errors="replace")
                         if path.exists() else "" for path in (self._out, self._err))
        finally:
            shutil.rmtree(self._folder, ignore_errors=True)

    def send_signal(self, number: int) -> None:
        if self.poll() is None:
            os.kill(self.pid, number)

    def terminate(self) -> None:
        self.send_signal(signal.SIGTERM)

    def kill(self) -> None:
        self.send_signal(signal.SIGKILL)


def run_forked(args: list[str], env: dict[str, str], cwd: str, out: str, err: str) -> None:
    """In the forked process: become ``python ARGS`` in ``cwd`` with ``env``, writing to
    ``out`` and ``err``; exit with its status."""
    os.chdir(cwd)
    os.environ.clear()
    os.environ.update(env)
    for descriptor, path in ((1, out), (2, err)):
        opened = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.dup2(opened, descriptor)
        os.close(opened)
    sys.path[:0] = [part for part in env.get("PYTHONPATH", "").split(os.pathsep) if part]
    status = 0
    try:
        if args[0] == "-m":
            sys.argv = [args[1], *args[2:]]
            runpy.run_module(args[1], run_name="__main__", alter_sys=True)
        else:
            script = str(Path(cwd) / args[0])
            sys.argv = [script, *args[1:]]
            sys.path.insert(0, str(Path(script).parent))
            runpy.run_path(script, run_name="__main__")
    except SystemExit as end:
        status = end.code
    finally:
        atexit._run_exitfuncs()     # as the interpreter does on its way out
    sys.exit(status)
