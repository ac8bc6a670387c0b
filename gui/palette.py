"""Colour maps and token identity colours shared by every view.

Signed matrices use one diverging map centred on 0 (ColorBrewer RdBu: blue below zero, white at
zero, red above; readable by colour-blind viewers); attention weights (0..1) use viridis.
Each token keeps one identity colour everywhere: Okabe-Ito first, then evenly spaced hues.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import numpy as np
import pyqtgraph as pg
from PySide6.QtGui import QColor

# ColorBrewer RdBu (11 classes), reversed so that negative is blue and positive is red.
_RDBU_REVERSED: tuple[str, ...] = (
    "#053061", "#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7",
    "#fddbc7", "#f4a582", "#d6604d", "#b2182b", "#67001f",
)

# Okabe & Ito (2008), without black: black reads as "no colour" next to plain text.
OKABE_ITO: tuple[str, ...] = (
    "#E69F00", "#56B4E9", "#009E73", "#F0E442", "#0072B2", "#D55E00", "#CC79A7",
)

# Masked (−∞) cells: grey fill and darker hatching, never a colour of the number maps.
MASKED_FILL = QColor("#d9d9d9")
MASKED_HATCH = QColor("#6b6b6b")   # 3.8:1 on the fill (WCAG 1.4.11 non-text contrast)
MASKED_TEXT = QColor("#303030")
FOREGROUND = QColor("#202020")        # axis lines, labels and titles on the light background
BACKGROUND = QColor("#ffffff")
HIGHLIGHT = QColor("#101010")         # outline of highlighted rows/cols/cells
HIGHLIGHT_HALO = QColor("#ffffff")    # drawn under the outline so it shows on dark cells too
FOCUS_RING = QColor("#000000")        # the keyboard cell cursor: black inside a white halo, so
FOCUS_RING_HALO = QColor("#ffffff")   # one of the two has >= 3:1 against any cell colour

DARK_TEXT = QColor("#000000")   # black: with white, one reaches 4.58:1 on any cell (#111: 4.36)
LIGHT_TEXT = QColor("#ffffff")


@lru_cache(maxsize=1)
def diverging_map() -> pg.ColorMap:
    """Blue–white–red (RdBu), for signed values on a symmetric range centred on 0 (shared)."""
    stops = np.linspace(0.0, 1.0, len(_RDBU_REVERSED))
    colors = [QColor(hex_code).getRgb()[:3] for hex_code in _RDBU_REVERSED]
    return pg.ColorMap(stops, colors, name="RdBu (reversed)")


@lru_cache(maxsize=1)
def sequential_map() -> pg.ColorMap:
    """viridis, for probabilities in 0..1 (shared: do not modify)."""
    return pg.colormap.get("viridis")


def color_map_for(kind: str) -> pg.ColorMap:
    """The map for a matrix kind: "signed" (diverging) or "probability" (sequential)."""
    if kind == "probability":
        return sequential_map()
    if kind == "signed":
        return diverging_map()
    raise ValueError(f"unknown matrix kind {kind!r}; kinds are 'signed' and 'probability'")


def token_colors(n: int) -> list[QColor]:
    """n distinct identity colours: the 7 Okabe-Ito colours, then evenly spaced hues."""
    if n < 0:
        raise ValueError(f"n must be >= 0, got {n}")
    colors = [QColor(code) for code in OKABE_ITO[:n]]
    extra = n - len(colors)
    for index in range(extra):
        # Offset by half a step so the first extra hue does not sit on pure red.
        hue = ((index + 0.5) / extra) % 1.0
        colors.append(QColor.fromHsvF(hue, 0.65, 0.85))
    return colors


@lru_cache(maxsize=64)
def _token_colors_cached(n: int) -> tuple[QColor, ...]:
    return tuple(token_colors(n))


def token_qcolors(n: int) -> list[QColor]:
    """``token_colors(n)``, built once per n: views ask for them on every edit."""
    return list(_token_colors_cached(n))


@lru_cache(maxsize=64)
def _token_text_colors_cached(n: int) -> tuple[QColor, ...]:
    rgb = np.array([color.getRgb()[:3] for color in _token_colors_cached(n)]).reshape(n, 3)
    return tuple(QColor(DARK_TEXT if dark else LIGHT_TEXT) for dark in prefers_dark_text(rgb))


def token_text_colors(n: int) -> list[QColor]:
    """The readable text colour on each of ``token_qcolors(n)``, worked out once per n."""
    return list(_token_text_colors_cached(n))


def relative_luminance(rgb: Sequence[float]) -> float:
    """WCAG 2 relative luminance of an (r, g, b) colour with 0..255 channels."""
    channels = np.asarray(rgb[:3], dtype=np.float64) / 255.0
    linear = np.where(channels <= 0.04045, channels / 12.92, ((channels + 0.055) / 1.055) ** 2.4)
    return float(linear @ np.array([0.2126, 0.7152, 0.0722]))


def prefers_dark_text(rgb_table: np.ndarray) -> np.ndarray:
    """(k, 3) 0..255 colours -> (k,) bool: True where dark text contrasts more than white."""
    channels = np.asarray(rgb_table, dtype=np.float64)[:, :3] / 255.0
    linear = np.where(channels <= 0.04045, channels / 12.92, ((channels + 0.055) / 1.055) ** 2.4)
    luminance = linear @ np.array([0.2126, 0.7152, 0.0722])
    dark = relative_luminance(DARK_TEXT.getRgb())
    # WCAG contrast ratios: (L1 + 0.05) / (L2 + 0.05), lighter over darker.
    contrast_dark = (luminance + 0.05) / (dark + 0.05)
    contrast_light = 1.05 / (luminance + 0.05)
    return contrast_dark >= contrast_light


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours (1 to 21)."""
    la, lb = sorted((relative_luminance(a.getRgb()), relative_luminance(b.getRgb())), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def text_color_for(rgb: Sequence[float] | QColor) -> QColor:
    """Dark or white text, whichever is more readable on a cell of colour ``rgb``."""
    if isinstance(rgb, QColor):
        rgb = rgb.getRgb()[:3]
    use_dark = bool(prefers_dark_text(np.asarray([rgb[:3]]))[0])
    return QColor(DARK_TEXT if use_dark else LIGHT_TEXT)
