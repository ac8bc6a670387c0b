"""`make bench`: run every benchmark script and print each one's JSON line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SCRIPTS = ("engine.py", "ui.py", "pretrained.py", "monkey.py", "scale.py", "mask_stroke.py",
           "codegen.py", "scaling_lab.py", "heads_grid.py", "vectors.py", "worksheet.py",
           "training.py", "rotary.py", "decoder.py", "tiles.py")
# The monkey's long run is the check: seed 1 found a click that pinned the wrong cell only
# after 6,145 actions, which the old 5,000 never reached.
# decoder.py: 3 repeats instead of 5 (its cold load alone takes 7-25 s here); it is skipped
# with a line when the SmolLM2 wheel is not installed.
ARGUMENTS = {"monkey.py": ["--actions", "20000"], "decoder.py": ["--repeat", "3"]}


def main() -> int:
    failed = 0
    for name in SCRIPTS:
        script = HERE / name
        if not script.exists():
            continue
        print(f"== {name}", flush=True)
        result = subprocess.run([sys.executable, str(script), *ARGUMENTS.get(name, [])],
                                cwd=HERE.parent, text=True, capture_output=True)
        print(result.stdout, end="")
        if result.returncode != 0:
            failed += 1
            print(f"{name} failed ({result.returncode}):\n{result.stderr[-2000:]}")
            continue
        last = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else "{}"
        json.loads(last)  # each script's last line is one JSON object
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
