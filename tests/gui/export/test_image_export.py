"""Image export: PNG sizes follow the scale, SVG is valid and crisp, animations show every stage."""

from __future__ import annotations

import base64
import errno
import io
import re
import xml.etree.ElementTree as ElementTree

import numpy as np
import pytest
from PIL import Image
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

import core.files.atomic
from core.attention.stages import STAGES
from core.export import ExportError
from core.files.examples import load_example
from gui.export.image import (
    animation_frames,
    export_animation,
    export_png,
    export_svg,
    stage_picture,
)

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}"


@pytest.fixture(scope="module")
def lesson():
    session = load_example("causal-next-word")
    return session, session.run()


@pytest.fixture
def weights_view(qtbot, lesson):
    session, trace = lesson
    picture = stage_picture(trace, session.tokens, "weights", size=(480, 400))
    qtbot.addWidget(picture)
    return picture


def test_the_view_shows_the_stage_core_computed(weights_view, lesson):
    session, trace = lesson
    heatmap = weights_view.heatmap
    np.testing.assert_array_equal(heatmap.shown_values(), trace.numpy("weights"))
    assert heatmap.shown_labels() == (list(session.tokens), list(session.tokens))
    assert weights_view.caption.text().startswith("weights: A = softmax")
    assert heatmap.plot_item.size().width() <= 480  # laid out inside the picture


@pytest.mark.parametrize("scale", [1, 2, 4])
def test_png_size_follows_the_scale(tmp_path, weights_view, scale):
    path = export_png(weights_view, tmp_path / "weights.png", scale)
    with Image.open(path) as image:
        assert image.format == "PNG"
        assert image.size == (480 * scale, 400 * scale)
        colours = image.convert("RGB").getcolors(maxcolors=1_000_000)
    assert len(colours) > 20  # a picture, not a blank canvas


def test_png_of_the_brightest_weight_has_the_colour_of_the_top_of_viridis(tmp_path, weights_view,
                                                                          lesson):
    _, trace = lesson
    path = export_png(weights_view, tmp_path / "weights.png", 1)
    # cell (0, 0) holds weight 1.0 (the first token sees only itself): viridis' yellow end
    assert trace.numpy("weights")[0, 0] == 1.0
    heatmap = weights_view.heatmap
    centre = heatmap.cell_center_in_viewport(0, 0)
    offset = heatmap.graphics_view().mapTo(weights_view, centre)
    with Image.open(path) as image:
        red, green, blue = image.convert("RGB").getpixel((offset.x() + 12, offset.y() + 12))
    assert red > 200 and green > 200 and blue < 80


def test_a_whole_window_exports_at_twice_its_size(qtbot, tmp_path):
    window = QWidget()
    QVBoxLayout(window).addWidget(QLabel("softmax( Q Kᵀ / √d_k ) V"))
    window.resize(300, 120)
    qtbot.addWidget(window)
    with Image.open(export_png(window, tmp_path / "window.png", 2)) as image:
        assert image.size == (600, 240)
    with pytest.raises(ValueError, match="scale"):
        export_png(window, tmp_path / "window.png", 3)


def test_svg_is_valid_xml_with_size_and_a_crisp_nearest_neighbour_image(tmp_path, weights_view,
                                                                        lesson):
    session, trace = lesson
    path = export_svg(weights_view.heatmap, tmp_path / "weights.svg")
    root = ElementTree.parse(path).getroot()
    plot_size = weights_view.heatmap.plot_item.size()
    assert float(root.get("width")) == pytest.approx(plot_size.width(), abs=1)
    assert float(root.get("height")) == pytest.approx(plot_size.height(), abs=1)
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    n = session.n_tokens
    images = [e for e in root.iter(f"{SVG}image") if e.get("width") == str(n)
              and e.get("height") == str(n)]
    assert len(images) == 1  # the n x n matrix, drawn as one n x n image
    href = images[0].get(f"{XLINK}href") or images[0].get("href")
    raw = base64.b64decode(re.sub(r"^data:image/png;base64,", "", href))
    with Image.open(io.BytesIO(raw)) as embedded:
        pixels = np.asarray(embedded.convert("RGBA"))
    assert pixels.shape[0] >= 512 and pixels.shape[0] % n == 0
    block = pixels.shape[0] // n
    cells = pixels[::block, ::block]             # one pixel per cell: (n, n, 4)
    np.testing.assert_array_equal(np.repeat(np.repeat(cells, block, 0), block, 1), pixels)
    weights = trace.numpy("weights")
    brightest = tuple(cells[0, 0, :3])           # weight 1.0
    assert weights[0, 0] == 1.0 and brightest[0] > 200 and brightest[2] < 80


def test_animation_has_a_frame_per_stage_in_every_format(qtbot, tmp_path, lesson):
    session, trace = lesson
    for name in ("steps.gif", "steps.png", "steps.webp"):
        path = export_animation(trace, session.tokens, tmp_path / name, size=(400, 320),
                                fps=5, frames_per_stage=1)
        with Image.open(path) as animation:
            assert animation.n_frames == len(STAGES)
            assert animation.size == (400, 320)
            assert animation.info.get("loop") == 0
    with Image.open(tmp_path / "steps.gif") as gif:
        assert gif.info["duration"] == 4 * 200  # each finished stage is held 4 frames at 5 fps


def test_animation_frames_follow_the_plan_and_differ_between_stages(qtbot, lesson):
    session, trace = lesson
    frames = animation_frames(trace, session.tokens, stages=["scores", "weights"],
                              size=(240, 200), frames_per_stage=2)
    assert [(f.stage, f.progress) for f, _ in frames] == [
        ("scores", 0.5), ("scores", 1.0), ("weights", 0.5), ("weights", 1.0)]
    assert frames[0][0].caption == "5 / 11: scores"
    assert all(picture.size == (240, 200) for _, picture in frames)
    assert np.any(np.asarray(frames[1][1]) != np.asarray(frames[3][1]))


def test_animation_refuses_an_unknown_suffix_and_a_silly_frame_rate(tmp_path, lesson):
    session, trace = lesson
    with pytest.raises(ValueError, match=".gif"):
        export_animation(trace, session.tokens, tmp_path / "steps.mp4")
    with pytest.raises(ValueError, match="frame rate"):
        export_animation(trace, session.tokens, tmp_path / "steps.gif", fps=0)
    assert list(tmp_path.iterdir()) == []


def test_a_failed_image_write_leaves_the_old_file(tmp_path, monkeypatch, weights_view):
    old = b"last week's picture"
    (tmp_path / "weights.png").write_bytes(old)
    (tmp_path / "weights.svg").write_bytes(old)

    def disk_full(descriptor):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(core.files.atomic.os, "fsync", disk_full)
    for export, name in ((lambda p: export_png(weights_view, p, 2), "weights.png"),
                         (lambda p: export_svg(weights_view.heatmap, p), "weights.svg")):
        with pytest.raises(ExportError, match="disk is full"):
            export(tmp_path / name)
        assert (tmp_path / name).read_bytes() == old
    assert sorted(p.name for p in tmp_path.iterdir()) == ["weights.png", "weights.svg"]
