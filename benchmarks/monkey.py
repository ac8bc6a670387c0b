"""The long monkey run: thousands of seeded random user actions on the real window (offscreen).

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/monkey.py [--actions 5000] [--seed 1]
        [--check-every 1] [--log FILE]

After every action (or every ``--check-every``): no exception, no Qt warning, every view equal
to core's numbers. Prints actions per second, exceptions (must be 0), Qt warnings (must be 0)
and resident memory before and after (growth must stay under 50 MB), and at 1,000 actions and
at the end (growth from there must stay under 60 MB: `--actions 20000` is the long check). The
last line printed is one JSON object; the exit status is 1 when a check failed. ``--log``
writes each action's name before it runs: a crash inside Qt leaves no traceback of the
action, and the file's last line names it.
"""

from __future__ import annotations

import argparse
import collections
import gc
import json
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# recovery copies and recent files of this run go to a throw-away folder, not the user's
os.environ["QKV_LAB_DATA_DIR"] = tempfile.mkdtemp(prefix="qkv-lab-bench-")

MAX_GROWTH_MB = 50.0
CHECKPOINT_ACTIONS = 1000  # RSS here and at the end: growth between must stay within ...
MAX_GROWTH_SINCE_CHECKPOINT_MB = 60.0
WARM_UP_ACTIONS = 200  # caches, fonts and lazy imports settle before "before" is measured


def rss_mb() -> float:
    import psutil

    return psutil.Process().memory_info().rss / 2**20


def run(actions: int, seed: int, check_every: int, log: str | None = None) -> dict:
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    from core.session.value import Session
    from gui.window.app import build_window
    from tests.gui.monkey_actions import Monkey, QtMessageRecorder

    os.environ["QKV_LAB_DATA_DIR"] = tempfile.mkdtemp(prefix="qkv-lab-bench-")  # not the user's
    exceptions: list[str] = []
    sys.excepthook = lambda kind, value, tb: exceptions.append(
        "".join(traceback.format_exception(kind, value, tb))[-2000:])
    window = build_window(Session.from_text("the mole on his face"), restore=False,
                          size=(1280, 800))
    window.show()
    app.processEvents()
    failures: list[str] = []
    done: collections.Counter[str] = collections.Counter()
    with tempfile.TemporaryDirectory() as folder, QtMessageRecorder() as qt_messages:
        monkey = Monkey(window, seed, Path(folder))
        if log:
            monkey.log = open(log, "w", encoding="utf-8")
        before = rss_mb()
        at_checkpoint = None
        start = time.perf_counter()
        for number in range(actions):
            if number == WARM_UP_ACTIONS:
                gc.collect()
                before = rss_mb()
            if number == CHECKPOINT_ACTIONS:
                gc.collect()
                at_checkpoint = rss_mb()
            name = "?"
            try:
                name = monkey.step()
                done[name] += 1
                if (number + 1) % check_every == 0:
                    monkey.check()
            except AssertionError:
                where = traceback.format_exc(limit=-2)[-900:]
                failures.append(f"action {number} ({monkey.last_action}): {where}")
            # what went to deleteLater is deleted, as the app's event loop does between two
            # actions (processEvents alone leaves it: replaced drawings counted as growth)
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            if exceptions or qt_messages.messages or len(failures) >= 5:
                break
        elapsed = time.perf_counter() - start
        if monkey.log is not None:
            monkey.log.close()
        window.stepper.pause()
        window.animation.stop()
        app.processEvents()
        gc.collect()
        after = rss_mb()
        warnings = list(qt_messages.messages)
    window.close()
    ran = sum(done.values())
    return {
        "actions": ran,
        "seed": seed,
        "seconds": round(elapsed, 2),
        "actions_per_s": round(ran / elapsed, 1) if elapsed else None,
        "exceptions": len(exceptions),
        "qt_warnings": len(warnings),
        "check_failures": len(failures),
        "rss_before_mb": round(before, 1),
        "rss_after_mb": round(after, 1),
        "rss_growth_mb": round(after - before, 1),
        "rss_at_1000_mb": None if at_checkpoint is None else round(at_checkpoint, 1),
        "rss_growth_since_1000_mb": None if at_checkpoint is None else round(
            after - at_checkpoint, 1),
        "by_action": dict(sorted(done.items())),
        "first_problem": (exceptions + warnings + failures + [None])[0],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--check-every", type=int, default=1,
                        help="compare every view with core after every N actions")
    parser.add_argument("--log", metavar="FILE",
                        help="write each action's name to FILE before it runs (flushed: after "
                             "a crash in Qt its last lines say what ran)")
    args = parser.parse_args()
    result = run(args.actions, args.seed, max(1, args.check_every), args.log)
    ok = (result["exceptions"] == 0 and result["qt_warnings"] == 0 and
          result["check_failures"] == 0 and result["actions"] == args.actions and
          result["rss_growth_mb"] < MAX_GROWTH_MB and
          (result["rss_growth_since_1000_mb"] or 0.0) < MAX_GROWTH_SINCE_CHECKPOINT_MB)
    result["ok"] = ok
    print(f"{result['actions']} actions in {result['seconds']} s "
          f"({result['actions_per_s']} actions/s), exceptions {result['exceptions']}, "
          f"Qt warnings {result['qt_warnings']}, check failures {result['check_failures']}")
    print(f"resident memory {result['rss_before_mb']} MB -> {result['rss_after_mb']} MB "
          f"(growth {result['rss_growth_mb']} MB, limit {MAX_GROWTH_MB:g} MB)")
    if result["rss_at_1000_mb"] is not None:
        print(f"resident memory at {CHECKPOINT_ACTIONS} actions {result['rss_at_1000_mb']} MB, "
              f"at the end {result['rss_after_mb']} MB (growth "
              f"{result['rss_growth_since_1000_mb']} MB, limit "
              f"{MAX_GROWTH_SINCE_CHECKPOINT_MB:g} MB)")
    if result["first_problem"]:
        print(f"first problem: {result['first_problem']}")
    print(json.dumps(result))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
