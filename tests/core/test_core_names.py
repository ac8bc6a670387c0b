"""`from core import explain` explains a cell whatever was imported first."""

from __future__ import annotations

import subprocess
import sys


def test_core_explain_is_callable_after_its_package_was_imported():
    code = ("import core.explanations.build\n"  # the package first: core.explanations is loaded
            "from core import explain\n"
            "from core.session.value import Session\n"
            "e = explain(Session.from_text('a b c').run(), 'weights', 0, 1)\n"
            "print(type(e).__name__)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "SoftmaxExplanation"


def test_light_modules_import_without_torch():
    code = "import sys, core.limits, core.files.session_json; print('torch' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"
