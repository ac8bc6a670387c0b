"""The "Resume the tour?" offer never shows while presenting (issue 42: a teacher's projector
showed it over the stage): asked for then, it waits and is offered once presentation ends."""

from __future__ import annotations

from gui.classroom.presentation import PresentationMode
from gui.classroom.tour_features import TourFeatures
from gui.classroom.tour_menu import forget_place, remember_place
from tests.gui.layout_helpers import painted_window, settle


def test_the_resume_offer_waits_until_presentation_ends(qtbot):
    window = painted_window(qtbot, "the mole on his face", (1024, 768), "x")
    tours = window.features.get(TourFeatures)
    presentation = window.features.get(PresentationMode)
    remember_place("the-lesson", 3)                      # where a learner left the tour
    try:
        presentation.set_active(True)                    # as --presentation starts
        settle(window)
        tours.offer_resume()                             # as the start offers it
        settle(window)
        assert presentation.is_active()
        assert not tours.dock.isVisible()                # nothing offered over the stage
        assert not tours.is_open()
        presentation.set_active(False)
        settle(window)
        assert tours.dock.isVisible() and tours.panel.isVisible()   # offered now
        assert tours.panel.title.text() == "Resume the tour?"
        assert "4" in tours.panel.text.text()            # step 4, as remembered (0-based 3)
        presentation.set_active(True)                    # presenting again with it offered:
        settle(window)
        assert not tours.dock.isVisible()                # it gives way to the stage ...
        presentation.set_active(False)
        settle(window)
        assert tours.dock.isVisible() and not tours.is_open()   # ... and comes back after
    finally:
        forget_place()
