"""Images of views and of the whole step-through: PNG at 1×/2×/4×, crisp SVG, GIF/APNG/WebP."""

from gui.export.image.animation_file import (
    ANIMATION_FORMATS,
    animation_bytes,
    animation_frames,
    export_animation,
)
from gui.export.image.plot_svg import crisp_svg, export_svg, plot_svg_bytes
from gui.export.image.stage_view import StagePicture, offscreen_picture, stage_picture
from gui.export.image.widget_png import SCALES, export_png, render_widget, widget_png_bytes

__all__ = [
    "ANIMATION_FORMATS", "SCALES", "animation_bytes", "animation_frames", "crisp_svg",
    "export_animation", "export_png", "export_svg", "offscreen_picture", "plot_svg_bytes",
    "render_widget", "stage_picture", "StagePicture", "widget_png_bytes",
]
