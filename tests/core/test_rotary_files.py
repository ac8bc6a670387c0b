"""Rotary positions in session files and tour settings: version 3 only when a file needs it,
old files (the built-in lessons, versions 1 and 2) load and write back unchanged, and bad
values are refused in one line naming the field."""

from __future__ import annotations

import json

import numpy as np
import pytest

from core.files.examples import EXAMPLES_FOLDER
from core.files.session_io import (
    SessionFileError,
    load_session,
    save_session,
    session_from_json,
    session_to_dict,
)
from core.session.value import Session
from core.tours.fields import check_settings


def rotary(**settings) -> Session:
    return Session.from_text("the mole on his face", d_head=4).with_settings(
        positional="rotary", **settings)


def test_a_rotary_session_round_trips_through_a_file_with_its_base(tmp_path):
    session = rotary(rope_base=250.0)
    path = save_session(session, tmp_path / "rope.json")
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["version"] == 3
    assert written["settings"]["positional"] == "rotary"
    assert written["settings"]["rope_base"] == 250.0
    loaded = load_session(path)
    assert loaded == session and loaded.rotary and loaded.rope_base == 250.0
    np.testing.assert_array_equal(loaded.run().numpy("scores"), session.run().numpy("scores"))


# The lessons written before rotary positions (files of versions 1 and 2).
OLD_LESSONS = ("tiny-by-hand", "mole-face", "mole-chemistry", "causal-next-word", "why-sqrt-dk",
               "three-heads")


@pytest.mark.parametrize("name", OLD_LESSONS)
def test_old_files_load_unchanged_and_write_back_as_they_were(name):
    path = EXAMPLES_FOLDER / f"{name}.json"
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["version"] < 3 and "rope_base" not in document["settings"]
    session = load_session(path)
    assert session.positional is document["settings"].get("positional", False)
    assert session.rope_base == 10000.0 and not session.rotary
    written = session_to_dict(session)
    assert written["version"] == document["version"]
    for key, value in document["settings"].items():
        assert written["settings"][key] == value
    assert set(written["settings"]) <= {*document["settings"], "causal", "scaled", "positional",
                                        "seed"}
    assert written["settings"]["positional"] is document["settings"].get("positional", False)


def test_the_rotary_lesson_repeats_one_word_and_its_scores_hang_on_i_minus_j_only():
    session = load_session(EXAMPLES_FOLDER / "rotary-positions.json")
    assert session.rotary and len(set(session.tokens)) == 1 and session.n_tokens >= 5
    scores = session.run(dtype="float64").numpy("scores")
    for offset in range(1 - session.n_tokens, session.n_tokens):
        diagonal = np.diagonal(scores, offset)
        np.testing.assert_allclose(diagonal, diagonal[0], atol=1e-12)
    assert len({round(float(np.diagonal(scores, o)[0]), 6) for o in range(4)}) == 4
    sinusoidal = session.with_settings(positional=True).run(dtype="float64").numpy("scores")
    assert np.ptp(np.diagonal(sinusoidal, 1)) > 0.1
    assert "i − j" in session.description and "Sinusoidal" in session.description


def test_sinusoidal_and_off_stay_true_and_false_in_the_file():
    session = Session.from_text("a b c")
    assert session_to_dict(session.with_settings(positional=True))["settings"]["positional"] \
        is True
    assert session_to_dict(session)["settings"]["positional"] is False
    assert session_to_dict(session)["version"] == 1


@pytest.mark.parametrize("change, message", [
    ({"positional": "sinusoidal"}, "settings.positional"),
    ({"positional": 1}, "settings.positional"),
    ({"rope_base": 0}, "settings.rope_base"),
    ({"rope_base": -5.0}, "settings.rope_base"),
    ({"rope_base": "10000"}, "settings.rope_base"),
    ({"rope_base": 1e300}, "settings.rope_base")])
def test_bad_positions_in_a_file_are_refused_naming_the_field(change, message):
    document = session_to_dict(rotary())
    document["settings"].update(change)
    with pytest.raises(SessionFileError, match=message) as refused:
        session_from_json(json.dumps(document))
    assert "\n" not in str(refused.value)


def test_a_file_with_rotary_positions_and_an_odd_d_head_is_refused_naming_the_setting():
    document = session_to_dict(Session.from_text("a b c", d_head=3))
    document["settings"]["positional"] = "rotary"
    with pytest.raises(SessionFileError, match="settings.positional.*d_head"):
        session_from_json(json.dumps(document))


def test_a_tour_may_set_rotary_positions_but_no_other_text():
    problems = []
    assert check_settings({"positional": "rotary"}, problems.append, "step 1.settings") == {
        "positional": "rotary"}
    assert check_settings({"positional": True}, problems.append, "step 1.settings") == {
        "positional": True}
    assert problems == []
    check_settings({"positional": "spiral"}, problems.append, "step 2.settings")
    assert len(problems) == 1 and problems[0].startswith("step 2.settings.positional: ")
