"""A model's head held alone keeps its number (core.session.model_head): in the session, in
its file (settings.model_head, version 4) and until its dimensions change; a bad one in a file
is refused with a line naming the field."""

from __future__ import annotations

import json

import pytest

from core.files.session_io import SessionFileError, session_from_json, session_to_json
from core.limits import LimitError
from core.session.model_head import ModelHead
from core.session.value import Session


def _one_head() -> Session:
    return Session.from_text("the cat sat", d_model=8, d_head=4)


def test_it_names_the_key_value_head_and_its_group():
    head = ModelHead(5, 9, 3)
    assert (head.group, head.kv_head) == (3, 2)
    assert ModelHead(7, 9, 3).kv_head == 3 and ModelHead(12, 12, 12).kv_head == 12


@pytest.mark.parametrize("numbers", [(0, 9, 3), (10, 9, 3), (5, 9, 2), (5, 9, 0), (True, 9, 3),
                                     (5.0, 9, 3)])
def test_impossible_numbers_are_refused(numbers):
    with pytest.raises(LimitError, match="model_head"):
        ModelHead(*numbers)


def test_it_survives_a_file_and_leaves_with_a_new_shape():
    session = Session(**{**_fields(_one_head()), "model_head": ModelHead(5, 9, 3)})
    text = session_to_json(session)
    data = json.loads(text)
    assert data["version"] == 4
    assert data["settings"]["model_head"] == {"head": 5, "heads": 9, "key_value_heads": 3}
    assert session_from_json(text) == session
    assert session_from_json(session_to_json(_one_head())).model_head is None
    assert json.loads(session_to_json(_one_head()))["version"] == 1
    assert session.with_dimensions(d_head=2).model_head is None
    assert session.with_cell("W_Q", 0, 0, 0, 1.5).model_head == ModelHead(5, 9, 3)
    with pytest.raises(LimitError, match="one head"):
        Session(**{**_fields(Session.from_text("a b", n_heads=2, d_model=4, d_head=2)),
                   "model_head": ModelHead(1, 2, 2)})


@pytest.mark.parametrize("bad", [{"head": 0, "heads": 9, "key_value_heads": 3}, [5, 9, 3],
                                 {"head": 5, "heads": 9}])
def test_a_bad_model_head_in_a_file_is_one_clear_line(bad):
    data = json.loads(session_to_json(Session(**{**_fields(_one_head()),
                                                 "model_head": ModelHead(1, 9, 3)})))
    data["settings"]["model_head"] = bad
    with pytest.raises(SessionFileError, match=r"^settings\.model_head"):
        session_from_json(json.dumps(data))


def _fields(session: Session) -> dict:
    from dataclasses import fields

    return {field.name: getattr(session, field.name) for field in fields(session)}
