"""Worksheet speed: 30 variants of the 5-token mole lesson, both PDFs written.

Times, as medians of 3 runs on offscreen Qt: building the worksheet (the variants' numbers,
their passes through the engine, the exercises and the key from core.explain), painting both
PDFs, and writing every file (worksheet.pdf, answer-key.pdf, 30 variant files) all together.
Pages per variant come from the PDFs themselves (read back with pypdf). Target: the whole
write ≤ 5 s. The last line is one JSON object.
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from core.files.examples import load_example
from core.worksheets.options import parse_options
from core.worksheets.sheet import build_worksheet

VARIANTS = 30
TARGET_S = 5.0
RUNS = 3


def main() -> None:
    from PySide6.QtGui import QGuiApplication

    from gui.export.worksheet_files import write_worksheet
    from gui.export.worksheet_pdf import worksheet_pdf

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (kept alive)
    session = load_example("mole-face")
    options = parse_options(variants=str(VARIANTS), seed="1")
    build, paint, total = [], [], []
    with tempfile.TemporaryDirectory() as folder:
        for run in range(RUNS):
            started = time.perf_counter()
            sheet = build_worksheet(session, variants=VARIANTS, seed=1)
            built = time.perf_counter()
            for part in ("student", "key"):
                worksheet_pdf(sheet, part, "a4")
            painted = time.perf_counter()
            build.append(built - started)
            paint.append(painted - built)
            started = time.perf_counter()
            written = write_worksheet(session, Path(folder) / f"run{run}", options)
            total.append(time.perf_counter() - started)
        import pypdf

        pages = {name: len(pypdf.PdfReader(str(written.folder / name)).pages)
                 for name in ("worksheet.pdf", "answer-key.pdf")}
    result = {
        "variants": VARIANTS, "tokens": session.n_tokens,
        "build_s": round(statistics.median(build), 3),
        "paint_both_pdfs_s": round(statistics.median(paint), 3),
        "write_all_s": round(statistics.median(total), 3), "target_s": TARGET_S,
        "worksheet_pages_per_variant": pages["worksheet.pdf"] / VARIANTS,
        "key_pages_per_variant": pages["answer-key.pdf"] / VARIANTS,
    }
    print(f"{VARIANTS} variants of '{session.title}' ({session.n_tokens} tokens): build "
          f"{result['build_s']:.2f} s, paint both PDFs {result['paint_both_pdfs_s']:.2f} s, "
          f"write everything {result['write_all_s']:.2f} s (target ≤ {TARGET_S:.0f} s); "
          f"{result['worksheet_pages_per_variant']:g} worksheet and "
          f"{result['key_pages_per_variant']:g} key pages per variant")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
