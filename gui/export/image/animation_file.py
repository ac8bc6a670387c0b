"""The whole step-through as an animated GIF, APNG or WebP (Pillow), rendered offscreen.

Frames come from core.export.plan_animation: each stage in forward-pass order, a few frames of
its animation (gui.views.animation_frames.stage_frame at progress 0..1) drawn through an offscreen
stage picture captioned "6 / 10: scale · S / √d_k". The last frame of each stage is held
longer so a class can read it. The format follows the file's suffix: .gif, .png/.apng, .webp.
"""

from __future__ import annotations

import io
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from core.attention.stage_text import StageSettings
from core.attention.stages import PER_HEAD_STAGES
from core.attention.trace import Trace
from core.export import AnimationFrame, plan_animation, write_export_file
from gui.export.image.stage_view import offscreen_picture
from gui.export.image.widget_png import image_png_bytes, render_widget
from gui.views.animation_frames import frame_caption, stage_frame

if TYPE_CHECKING:        # Pillow loads when a GIF is made, not with the window (7.5 ms)
    from PIL import Image

ANIMATION_FORMATS = {".gif": "GIF", ".png": "PNG", ".apng": "PNG", ".webp": "WEBP"}
DEFAULT_ANIMATION_SIZE = (720, 576)
HOLD_LAST_FRAME = 4  # the fully shown frame of a stage lasts this many frame durations


def animation_frames(trace: Trace, tokens: Sequence[str], *, stages: Sequence[str] | None = None,
                     head: int = 0, size: tuple[int, int] = DEFAULT_ANIMATION_SIZE,
                     frames_per_stage: int = 4,
                     note: str | None = None) -> list[tuple[AnimationFrame, Image.Image]]:
    """(plan, RGB picture) for every frame of the step-through; ``note`` (the sentence and
    lesson, core.export.handout) heads every frame's caption."""
    view = offscreen_picture(size)
    frames = []
    current_stage = None
    try:
        for frame in plan_animation(stages, frames_per_stage, StageSettings.of_trace(trace)):
            if frame.stage != current_stage:
                current_stage = frame.stage
                head_note = (f"  ·  head {head + 1} of {trace.n_heads}"
                             if trace.n_heads > 1 and frame.stage in PER_HEAD_STAGES else "")
                stage_caption = f"{frame.caption}  ·  {frame.formula}{head_note}"
                view.show_stage(trace, tokens, frame.stage, head, caption=stage_caption)
            shows = frame_caption(trace, frame.stage, frame.progress)
            lines = (note, stage_caption, shows)
            view.caption.setText("\n".join(line for line in lines if line))
            view.heatmap.show_frame(stage_frame(trace, frame.stage, head, frame.progress))
            view.settle()
            png = image_png_bytes(render_widget(view, 1))
            from PIL import Image

            with Image.open(io.BytesIO(png)) as picture:
                frames.append((frame, picture.convert("RGB")))
    finally:
        view.close()
        view.deleteLater()
    return frames


def animation_bytes(trace: Trace, tokens: Sequence[str], file_format: str = "GIF", *,
                    stages: Sequence[str] | None = None, head: int = 0,
                    size: tuple[int, int] = DEFAULT_ANIMATION_SIZE, fps: float = 4.0,
                    frames_per_stage: int = 4, note: str | None = None) -> bytes:
    """The animation encoded as GIF, PNG (APNG) or WEBP; loops forever."""
    if not 0.5 <= fps <= 30:
        raise ValueError(f"frame rate must be 0.5 to 30 frames a second, got {fps:g}")
    frames = animation_frames(trace, tokens, stages=stages, head=head, size=size,
                              frames_per_stage=frames_per_stage, note=note)
    step_ms = round(1000 / fps)
    durations = [step_ms * (HOLD_LAST_FRAME if plan.progress >= 1.0 else 1)
                 for plan, _ in frames]
    pictures = [picture for _, picture in frames]
    if file_format == "GIF":
        pictures = [_gif_palette(picture) for picture in pictures]
    buffer = io.BytesIO()
    options = {"optimize": False} if file_format == "GIF" else {}
    if file_format == "WEBP":
        options = {"lossless": True}
    pictures[0].save(buffer, file_format, save_all=True, append_images=pictures[1:],
                     duration=durations, loop=0, **options)
    return buffer.getvalue()


def export_animation(trace: Trace, tokens: Sequence[str], path: str | os.PathLike, *,
                     stages: Sequence[str] | None = None, head: int = 0,
                     size: tuple[int, int] = DEFAULT_ANIMATION_SIZE, fps: float = 4.0,
                     frames_per_stage: int = 4, note: str | None = None) -> Path:
    """Write the step-through animation atomically; the format follows the suffix."""
    path = Path(path)
    file_format = ANIMATION_FORMATS.get(path.suffix.lower())
    if file_format is None:
        raise ValueError(f"an animation file ends in {', '.join(ANIMATION_FORMATS)}; "
                         f"got {path.name!r}")
    data = animation_bytes(trace, tokens, file_format, stages=stages, head=head, size=size,
                           fps=fps, frames_per_stage=frames_per_stage, note=note)
    return write_export_file(path, data)


def _gif_palette(picture: Image.Image) -> Image.Image:
    """256 colours chosen for this frame (median cut), no dithering: flat cells stay flat."""
    from PIL import Image

    return picture.quantize(colors=256, method=Image.Quantize.MEDIANCUT,
                            dither=Image.Dither.NONE)
