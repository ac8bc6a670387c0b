"""A broken tour file in the German window: Lesson › Tours › Open Tour File… and --tour FILE
refuse it in German around the file's own field names, stage names and option values
(core.tours' refusals through core.i18n, context TourFiles)."""

from __future__ import annotations

import argparse
import json

import pytest

from core import i18n
from core.attention.stages import STAGES
from core.session.value import Session
from core.tours.library import TourFileError, load_tour
from core.tours.tour import KINDS
from gui.classroom.tour_features import TourFeatures
from gui.window.app import build_window, start_tour
from gui.window.language import install_language, remove_translators


@pytest.fixture
def german(qtbot):
    install_language("de")
    window = build_window(Session.from_text("the mole on his face", causal=True),
                          restore=False, size=(1280, 800))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    remove_translators()
    assert not i18n.installed()


def test_a_broken_tour_file_is_refused_in_german_around_its_field_names(german, tmp_path,
                                                                        capsys):
    window = german
    bad = tmp_path / "kaputt.json"
    bad.write_text(json.dumps({"format": "qkv-lab-tour", "version": 1, "title": "t", "steps": [
        {"title": "a", "text": "b", "example": "mole-face", "stage": "softmax"},
        {"title": "a", "text": "b", "ask": {"kind": "guess"}}]}), encoding="utf-8")
    before = window.controller.session
    assert not window.features.get(TourFeatures).open_tour(bad, ask=False)
    first = (f"step 1: stage: 'softmax' ist kein Schritt der Berechnung; die Schritte sind "
             f"{', '.join(STAGES)}")
    assert window.status_message() == (
        f"Die Tour kaputt.json lässt sich nicht öffnen: {first} (und 1 weitere: `python main.py "
        "tour check` listet sie auf)")
    assert window.controller.session is before and not window.features.get(TourFeatures).is_open()
    with pytest.raises(TourFileError) as caught:        # the second line, German too
        load_tour(bad, language="de")
    assert caught.value.problems == [
        first, f"step 2: ask.kind: 'guess' ist keine Fragenart; die Arten sind {', '.join(KINDS)}"]
    start_tour(window, argparse.Namespace(tour=str(bad), tour_step=1, text=None))  # --tour FILE
    assert f"qkv-lab: Die Tour kaputt.json lässt sich nicht öffnen: {first}" in \
        capsys.readouterr().err
    window.features.get(TourFeatures).leave()
