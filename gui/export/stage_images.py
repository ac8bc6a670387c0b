"""The stages as pictures, rendered offscreen: PNG and SVG per stage (and head), and the
step-through GIF. Used by the export dialog's job and by `python main.py export`
(gui/headless/export_run.py); the formats the export dialog offers are named here.
"""

from __future__ import annotations

from pathlib import Path

from core.export import MATRIX_FORMATS

IMAGE_FORMATS = ("png", "svg", "gif")
ALL_FORMATS = MATRIX_FORMATS + IMAGE_FORMATS  # the export dialog's check boxes
MAX_PRECISION = 12
ANIMATION_STEM = "step-through"


def export_images(trace, tokens, folder: Path, stages, formats, scale: int, *,
                  gif_size: tuple[int, int] | None = None,
                  gif_fps: float | None = None, notes=None) -> list[Path]:
    """PNG/SVG per stage (and head), and the step-through animation, rendered offscreen.

    ``notes(stage, head) -> str`` (core.export.handout.handout_caption for a session) adds a
    caption line under each picture's title; SVGs then carry both lines as text. Needs a
    running QApplication (the window's, or the one export_command starts).
    """
    from core.export import stage_matrices
    from gui.export.image import (
        export_animation,
        export_png,
        export_svg,
        offscreen_picture,
    )

    animation_options = {key: value for key, value in (("size", gif_size), ("fps", gif_fps))
                         if value is not None}
    written: list[Path] = []
    if "png" in formats or "svg" in formats:
        view = offscreen_picture()
        for stage in stages:
            for matrix in stage_matrices(trace, tokens, stage):
                head = matrix.head or 0
                view.show_stage(trace, tokens, stage, head,
                                note=notes(stage, head) if notes else None)
                if "png" in formats:
                    written.append(export_png(view, folder / f"{matrix.name}.png", scale))
                if "svg" in formats:
                    written.append(export_svg(view.heatmap, folder / f"{matrix.name}.svg",
                                              view.caption_lines if notes else ()))
        view.close()
    if "gif" in formats:
        heads = range(trace.n_heads) if trace.n_heads > 1 else [None]
        for head in heads:
            stem = ANIMATION_STEM if head is None else f"{ANIMATION_STEM}_h{head}"
            note = notes(None, head or 0) if notes else None
            written.append(export_animation(trace, tokens, folder / f"{stem}.gif",
                                            stages=stages, head=head or 0, note=note,
                                            **animation_options))
    return written
