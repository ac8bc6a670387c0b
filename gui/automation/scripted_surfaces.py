"""The surfaces sweep's step of $QKV_LAB_TEST_SCRIPT (gui.automation.scripted_session):

    {"op": "surfaces", "language": "de", "names": ["export", ...]}

opens each surface the window's features declare (``window.features.surfaces()``, every one
when ``names`` is left out; gui.automation.surface_list) as its menu or button does, lets it
lay out and paint, checks it (gui.automation.surface_checks: frame, cut or crowded text, words
of another language, Tab stops; a popup, and each combo box's list: gui.automation.popup_checks)
and puts the window back; then prints one JSON line: {"qkv_lab_surfaces": {"screen": [w, h],
"language": ..., "found": {name: [violation, ...]}}}. The learner's data (the session's tokens
and title, the file's name, and what the surface declares as its ``data``: a file name a
question names) are words of any language.

    {"op": "open_surface", "name": "export"}     open one declared surface and leave it open
    {"op": "check_open_surface", "name": "export", "tag": ...}   check it where it is now (its
                          screen may have changed under it) and print {"qkv_lab_open_surface":
                          {"name", "tag", "frame_px", "found": [violation, ...]}}; no Tab stops
                          tried (the other windows stay as they are)
"""

from __future__ import annotations

import json
import traceback

from PySide6.QtWidgets import QApplication

from gui.automation.popup_checks import combo_lists, popup_violations
from gui.automation.scripted_layout import settle
from gui.automation.surface_checks import surface_violations
from gui.automation.surface_list import put_back, shown_docks, surface, surface_names


def check_surfaces(window, step: dict) -> None:
    language = str(step.get("language", "en"))
    names = step.get("names") or surface_names(window)
    found: dict[str, list[str]] = {}
    files = window.features.named("SessionFiles")
    session, path = window.controller.session, files.path
    for name in names:
        found[name] = _check_one(window, name, language)
    if window.controller.session != session or files.is_modified():
        window.controller.replace_session(session, path)   # as found (a tour moved it)
    screen = window.screen().availableGeometry()
    print(json.dumps({"qkv_lab_surfaces": {"screen": [screen.width(), screen.height()],
                                           "language": language, "found": found}}),
          flush=True)


def _check_one(window, name: str, language: str) -> list[str]:
    try:
        item, docks = surface(window, name), shown_docks(window)
        popup = item.kind == "popup"
        widget = item.open()
        _rest(window, popup)
        session, path = window.controller.session, window.features.named("SessionFiles").path
        data = [*session.tokens, session.title, "" if path is None else path.name, *item.data]
        found = popup_violations(widget, language, data) if popup else \
            surface_violations(widget, language, data) + combo_lists(widget, language, data)
        put_back(window, item, widget, docks)
        _rest(window, popup)
        return found
    except Exception:    # said, and the sweep goes on (a script must never hang)
        return [f"could not open or check it: {traceback.format_exc(limit=3)}"]


def _rest(window, popup: bool = False) -> None:
    """Let the surface lay out and paint; a popup changes no layout of the window (its own
    events are enough, and the whole sweep stays cheap)."""
    if not popup:
        settle(window)
    for _ in range(4):
        QApplication.processEvents()


_left_open: dict[str, object] = {}       # name: the widget open_surface opened


def open_surface(window, step: dict) -> None:
    name = str(step["name"])
    _left_open[name] = surface(window, name).open()
    _rest(window)


def check_open_surface(window, step: dict) -> None:
    name = str(step["name"])
    widget = _left_open.get(name)
    _rest(window)
    if widget is None:
        found, frame = [f"{name} was not opened"], None
    else:
        session = window.controller.session
        found = surface_violations(widget, str(step.get("language", "en")),
                                   [*session.tokens, session.title], focus=False)
        frame = list(widget.window().frameGeometry().getRect())
    print(json.dumps({"qkv_lab_open_surface": {"name": name, "tag": step.get("tag"),
                                               "frame_px": frame, "found": found}},
                     ensure_ascii=False), flush=True)


SURFACE_OPS = {"surfaces": check_surfaces, "open_surface": open_surface,
               "check_open_surface": check_open_surface}
