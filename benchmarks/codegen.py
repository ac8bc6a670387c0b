"""Code export speed and size: generating the PyTorch program, the notebook, and showing it.

For sessions from the 5-token lesson size up to 512 tokens × d_model 512:
- program: core.codegen.generate_program (what the code dock runs after every edit);
- notebook: the .ipynb text, validated by nbformat;
- view: CodeView.set_program on offscreen Qt (setPlainText and the syntax highlighter);
- size: characters and lines of the script (the session's numbers dominate).
Target: program + view under 50 ms at the everyday sizes (up to 16 tokens, d_model 64), so
the dock can follow every edit. The last line is one JSON object.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.timing import format_seconds, median_seconds
from core.codegen import generate_program
from core.codegen.notebook import notebook_text
from core.session.value import Session

SIZES = (  # (tokens, d_model, d_head, heads)
    (5, 8, 4, 1), (16, 64, 16, 4), (64, 128, 32, 4), (512, 512, 64, 8),
)


def session_of(n: int, d_model: int, d_head: int, heads: int) -> Session:
    words = " ".join(f"w{i}" for i in range(n))
    return Session.from_text(words, d_model=d_model, d_head=d_head, n_heads=heads, causal=True)


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from gui.code.code_view import CodeView

    app = QApplication.instance() or QApplication([])
    view = CodeView()
    results = []
    for n, d_model, d_head, heads in SIZES:
        session = session_of(n, d_model, d_head, heads)
        big = n * d_model > 10_000
        program_s = median_seconds(lambda s=session: generate_program(s),
                                   min_time=0.2, min_repeats=1 if big else 5)
        notebook_s = median_seconds(lambda s=session: notebook_text(s),
                                    min_time=0.2, min_repeats=1 if big else 5)
        programs = [generate_program(session), generate_program(session.with_settings(
            causal=False))]  # alternate so each call really replaces the text
        flip = iter(range(10**6))
        view_s = median_seconds(lambda p=programs, f=flip: view.set_program(p[next(f) % 2]),
                                min_time=0.2, min_repeats=1 if big else 5)
        script = programs[0].script
        row = {"n": n, "d_model": d_model, "d_head": d_head, "heads": heads,
               "program_ms": round(program_s * 1e3, 2), "notebook_ms": round(notebook_s * 1e3, 2),
               "view_ms": round(view_s * 1e3, 2), "script_chars": len(script),
               "script_lines": script.count("\n")}
        results.append(row)
        print(f"n={n:4} d_model={d_model:4} d_head={d_head:3} h={heads}: program "
              f"{format_seconds(program_s)}, notebook {format_seconds(notebook_s)}, view "
              f"{format_seconds(view_s)}, script {len(script):,} chars / "
              f"{row['script_lines']:,} lines", flush=True)
    view.close()
    del app
    print(json.dumps({"benchmark": "codegen", "sizes": results}))


if __name__ == "__main__":
    main()
