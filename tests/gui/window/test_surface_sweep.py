"""Every surface keeps the window's promise (issue 42): each surface the window's features
declare (``window.features.surfaces()``: dialogs, lab windows, docks, the Vectors tabs), opened
in a real X window (Xvfb + xcb) at 1024×768, 1280×800, 1366×768 and 1920×1080, in en, de, es
and zh_CN, on a long sentence of that language, fits its screen, cuts no text, speaks the
window's language and shows every Tab stop (gui.automation.surface_checks). That no dialog,
dock or companion window is left undeclared is tests/gui/window/test_declared_surfaces.py's.

The whole sweep is part of `make test`: 16 apps, one a language and screen, ~6 s of CPU each
(~100 s of CPU in all, one worker's share of the suite); `make sweep-surfaces` runs it alone.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from gui.automation.surface_list import put_back, shown_docks, surface, surface_names
from gui.classroom.tour_features import TourFeatures
from tests.gui.real_x import finish, start_app, xvfb_screen

SCREENS = [(1024, 768), (1280, 800), (1366, 768), (1920, 1080)]
LANGUAGES = ["en", "de", "es", "zh_CN"]
SENTENCES = {   # fifteen words or more, as a learner of each language would type
    "en": "when the little robot finally reached the quiet harbour at night it sat down and "
          "watched the boats",
    "de": "Der kleine Roboter erreichte endlich den stillen Hafen in der Nacht und setzte sich "
          "ans Wasser",
    "es": "cuando el pequeño robot llegó por fin al tranquilo puerto de noche se sentó a mirar "
          "los barcos",
    "zh_CN": "小机器人终于在夜里到达了安静的港口"   # written as Chinese is: 17 tokens,
}
# real X windows: `make test` hands this file to a worker among the first (tests/conftest.py)
pytestmark = pytest.mark.xvfb


def sweep(tmp_path: Path, screens, languages, names) -> list[str]:
    """Each app opens the surfaces called ``names`` and reports on each."""
    failures = []
    for screen in screens:
        with xvfb_screen(screen) as display:
            apps = [start_app(tmp_path, display, [{"op": "surfaces", "language": language,
                                                   "names": names}],
                              language, name=f"{language}_{screen[0]}",
                              args=("--text", SENTENCES[language]))
                    for language in languages]
            for language, app in zip(languages, apps, strict=True):
                lines = finish(app)
                reports = [line["qkv_lab_surfaces"] for line in lines
                           if "qkv_lab_surfaces" in line]
                assert len(reports) == 1, (screen, language, lines)
                assert sorted(reports[0]["found"]) == sorted(names), (screen, language)
                failures += [f"{screen[0]}×{screen[1]} {language} {name}: {line}"
                             for name, found in reports[0]["found"].items() for line in found]
    return failures


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_surface_keeps_the_promise_on_every_screen_in_every_language(tmp_path,
                                                                             module_window,
                                                                             language):
    names = surface_names(module_window.fresh_start())    # every surface a feature declares
    failures = sweep(tmp_path, SCREENS, (language,), names)
    assert not failures, "\n".join(failures)


# The sweep puts the window back after each surface's check: the docks in sight are those that
# were, a dialog is closed, the tour is left; the next surface is checked on the window as found.


def test_each_surface_is_put_back_as_it_was_found(module_window):
    window = module_window.fresh_start()
    names = set(surface_names(window))
    checked = ("code", "vectors-turns", "about", "tour", "mask-side", "menu-lesson-mask",
               "menu-stage-view-export", "menu-mask")   # a submenu: its context menu closed too
    assert set(checked) <= names
    for name in checked:
        docks, item = shown_docks(window), surface(window, name)
        widget = item.open()
        QApplication.processEvents()
        assert widget.isVisible(), name
        put_back(window, item, widget, docks)
        QApplication.processEvents()
        assert shown_docks(window) == docks, name
        shown = isValid(widget) and widget.isVisible()     # a closed dialog may be deleted
        assert shown == (widget in docks or widget is window), name
        assert QApplication.activePopupWidget() is None, name
    assert not window.features.get(TourFeatures).is_open()


def test_a_surface_no_feature_declares_is_named_with_those_there_are(module_window):
    with pytest.raises(KeyError, match="no-such-surface.*vectors-qk"):
        surface(module_window.fresh_start(), "no-such-surface")

