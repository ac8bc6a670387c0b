"""`main.py export --formats vectors`: vectors.json equals an SVD computed here; PNG and SVG
of the view beside it; an unwritable folder is one clear line."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from PIL import Image

from core.files.session_io import save_session
from core.session.value import Session
from main import main

TEXT = "the old mole dug a long tunnel under the quiet green garden"


def test_vectors_json_png_and_svg_for_every_head(tmp_path, capsys):
    session = Session.from_text(TEXT, d_model=8, d_head=4, n_heads=2)
    path = save_session(session, tmp_path / "twelve.json")
    out = tmp_path / "out"
    assert main(["export", str(path), "--formats", "vectors", "--out", str(out),
                 "--scale", "1"]) == 0
    listed = [Path(line).name for line in capsys.readouterr().out.split()]
    assert listed == ["vectors.json", "vectors_h0.png", "vectors_h0.svg", "vectors_h1.png",
                      "vectors_h1.svg", "vectors_moves.png", "vectors_moves.svg"]
    document = json.loads((out / "vectors.json").read_text())
    trace = session.run()
    for entry in document["heads"]:
        q, k = trace.head("q", entry["head"]), trace.head("k", entry["head"])
        stack = np.vstack([q, k])                                   # (2n, d_head)
        _, sigma, vt = np.linalg.svd(stack, full_matrices=False)
        signs = np.sign(np.sum(np.array(entry["basis"]) * vt[:2], axis=1))
        np.testing.assert_allclose(entry["basis"], vt[:2] * signs[:, None], atol=1e-6)
        np.testing.assert_allclose(np.vstack([entry["q"], entry["k"]]),
                                   stack @ vt[:2].T * signs, atol=1e-5)
        assert abs(entry["captured"] - (sigma[:2] ** 2).sum() / (sigma ** 2).sum()) < 1e-9
        assert entry["exact"] is False
    with Image.open(out / "vectors_h0.png") as image:
        assert image.width >= 400 and image.height >= 400
    svg = (out / "vectors_h1.svg").read_text()
    assert svg.startswith("<?xml") and "<path" in svg
    with Image.open(out / "vectors_moves.png") as image:   # x → output: arrows in 12 colours
        colours = {colour for _count, colour in image.convert("RGB").getcolors(1 << 20)}
    assert image.width >= 400 and len(colours) > 24
    moves_svg = (out / "vectors_moves.svg").read_text()
    assert moves_svg.startswith("<?xml") and moves_svg.count("<polygon") >= 12   # 12 heads


def test_an_unwritable_folder_is_one_line(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    code = main(["export", "--text", TEXT, "--formats", "vectors", "--out",
                 str(blocker / "inside")])
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("qkv-lab export: --out") and len(err.splitlines()) == 1
