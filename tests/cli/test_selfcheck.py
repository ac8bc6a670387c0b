import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_selfcheck_passes_on_this_machine_and_says_so():
    result = subprocess.run([sys.executable, "main.py", "selfcheck"], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok   cpu   float64  max |z - SDPA| =" in result.stdout
    assert "FAIL" not in result.stdout


def test_help_documents_every_command():
    result = subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0
    for command in ("open", "export", "heads", "selfcheck"):
        assert command in result.stdout
