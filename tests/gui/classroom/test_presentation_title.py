"""A heatmap title presentation cuts says its whole text (issue 42: presenting a 17-token
sentence at a projector's width cut "masked: S / √d_k + M (no mask: M = 0) [17 × 17]" to
"… M = 0…" with no tooltip): the whole title is the cut title's tooltip and the name of the view
it is drawn in, which is what a screen reader and the surfaces sweep read."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from core.session.value import Session
from gui.classroom.presentation import PresentationMode
from gui.views.heatmap import MatrixHeatmap

SEVENTEEN = ("Der müde Gärtner goss jede Rose , bevor die Sturmwolken über das stille Dorf "
             "zogen und regneten")


def _settled(window) -> None:
    for _ in range(5):
        QApplication.processEvents()
    window.grab()


def test_a_title_cut_in_presentation_has_its_whole_text_as_tooltip_and_name(window):
    window.controller.replace_session(Session.from_text(SEVENTEEN))
    window.stepper.jump("masked")
    presentation = window.features.get(PresentationMode)
    presentation.set_active(True)
    try:
        _settled(window)
        large = window.stage_panel.large
        title = large.plot_item.titleLabel
        whole = " ".join(title.text.split())          # as drawn, its runs of spaces one
        shown = large.shown_title()
        assert shown.endswith("…") and whole.startswith(" ".join(shown[:-1].split()))
        graphics = title.getViewWidget()
        assert title.item.toolTip() == whole
        assert graphics.accessibleName() == whole
        assert isinstance(large, MatrixHeatmap) and graphics is not large   # drawn inside it
    finally:
        presentation.set_active(False)
    _settled(window)
    if large.shown_title() == title.text:             # whole again: no tooltip of its own
        assert title.item.toolTip() == ""
