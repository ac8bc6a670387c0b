"""The classroom theme: dark text on white, strong colours, large type for a projector.

White projects cleanly in a lit room and keeps the heatmaps' own colours (the diverging map is
white at zero) true; near-black text and a deep-blue stage counter read from the back row.
Applying the theme only sets style sheets; ``clear_presentation_theme`` puts the normal ones back.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from gui.views.formula_bar import FormulaBar

PRESENTATION_FONT_SCALE = 1.8      # numbers, labels and the formula: ≥ 1.6× their normal size
PAGE_BACKGROUND = "#ffffff"
PAGE_TEXT = "#000000"
COUNTER_TEXT = "#0b3d91"           # deep blue: strong on white, not a heatmap colour
MEANING_TEXT = "#1a1a1a"
HINT_TEXT = "#6b6b6b"


def page_style_sheet() -> str:
    """The style of the presentation page (the central widget and everything inside it)."""
    return f"background-color: {PAGE_BACKGROUND}; color: {PAGE_TEXT};"


def counter_style_sheet(point_size: float) -> str:
    return f"font-size:{point_size:.0f}pt; font-weight:bold; color:{COUNTER_TEXT};"


def meaning_style_sheet(point_size: float) -> str:
    return f"font-size:{point_size:.0f}pt; color:{MEANING_TEXT};"


def hint_style_sheet() -> str:
    """The key hint at the foot of the page: quiet grey, small (it is for the teacher)."""
    return f"color:{HINT_TEXT}; font-size:11pt; padding:2px 8px;"


def apply_presentation_theme(page: QWidget, formula_bar: FormulaBar,
                             factor: float = PRESENTATION_FONT_SCALE) -> None:
    """White page, black text; the formula bar ``factor`` × larger with a bold blue counter."""
    page.setStyleSheet(page_style_sheet())
    formula_bar.set_font_scale(factor)
    base = formula_bar.font().pointSizeF()
    formula_bar.counter_label.setStyleSheet(counter_style_sheet(base * 1.4 * factor))
    formula_bar.meaning_label.setStyleSheet(meaning_style_sheet(base * 1.05 * factor))


def clear_presentation_theme(page: QWidget, formula_bar: FormulaBar) -> None:
    """The normal look again: no page style, the formula bar at its normal size and colours."""
    page.setStyleSheet("")
    formula_bar.set_font_scale(1.0)
