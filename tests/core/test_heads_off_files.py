"""heads_off in session files: round trip, old files, and refusals that name the field."""

from __future__ import annotations

import json

import pytest

from core.files.session_io import (
    SessionFileError,
    load_session,
    save_session,
    session_from_json,
    session_to_dict,
    session_to_json,
)
from core.session.value import Session


def three_heads(**settings) -> Session:
    return Session.from_text("the mole on his face", n_heads=3, d_model=6, d_head=2) \
        .with_settings(**settings)


def test_heads_off_round_trips_through_a_file(tmp_path):
    session = three_heads(heads_off=(0, 2))
    loaded = load_session(save_session(session, tmp_path / "off.json"))
    assert loaded == session and loaded.heads_off == (0, 2)
    assert loaded.run().heads_off == (0, 2)


def test_a_file_with_heads_off_is_version_2_and_one_without_stays_version_1():
    assert session_to_dict(three_heads(heads_off=(1,)))["version"] == 2
    assert session_to_dict(three_heads())["version"] == 1


def test_a_version_1_file_without_heads_off_opens_with_every_head_on():
    document = session_to_dict(three_heads())
    assert "heads_off" not in document["settings"]      # written only when a head is off
    document["version"] = 1
    assert session_from_json(json.dumps(document)).heads_off == ()


@pytest.mark.parametrize("bad, message", [
    ([5], "settings.heads_off: head index 5 is out of range 0..2"),
    ([0, 0], "settings.heads_off names head index 0 twice"),
    (["0"], "settings.heads_off must hold whole numbers"),
    ([0.5], "settings.heads_off must hold whole numbers"),
    ([True], "settings.heads_off must hold whole numbers"),
    ("0", "settings.heads_off must be a list"),
    ({"0": 1}, "settings.heads_off must be a list"),
])
def test_a_bad_heads_off_in_a_file_is_refused_naming_the_field(bad, message):
    document = json.loads(session_to_json(three_heads()))
    document["settings"]["heads_off"] = bad
    with pytest.raises(SessionFileError, match=message):
        session_from_json(json.dumps(document))
