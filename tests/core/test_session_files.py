"""Session files: exact round trips, and every malformed file refused with its own message."""

import json

import numpy as np
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


def rich_session():
    s = Session.from_text("The mole on his face", n_heads=2, d_model=6, d_head=3, seed=7)
    mask = np.ones((5, 5), dtype=bool)
    mask[4, 0] = False
    return s.with_settings(causal=True, positional=True, mask=mask, title="t",
                           description="d").with_cell("W_Q", 1, 2, 1, 1 / 3)


def test_round_trip_is_exact(tmp_path):
    s = rich_session()
    assert session_from_json(session_to_json(s)) == s
    path = save_session(s, tmp_path / "lesson.json")
    loaded = load_session(path)
    assert loaded == s and loaded.w_q[1, 2, 1] == 1 / 3
    assert loaded.run(dtype="float64").numpy("z").tobytes() == s.run(dtype="float64").numpy(
        "z").tobytes()


def valid():
    return session_to_dict(Session.from_text("a b c", d_model=3, d_head=2))


def mutate(**changes):
    data = valid()
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


MALFORMED = {
    "truncated": (lambda: session_to_json(Session.from_text("a b"))[:-40], "JSON is broken"),
    "not json": (lambda: "hello", "JSON is broken"),
    "a list": (lambda: "[1, 2]", "no JSON object"),
    "wrong format": (lambda: mutate(format="something-else"), "'format' must be"),
    "newer version": (lambda: mutate(version=99), "newer QKV Lab"),
    "version as text": (lambda: mutate(version="1"), "'version' must be a whole number"),
    "tokens not strings": (lambda: mutate(tokens=[1, 2, 3]), "'tokens' must be a list of strings"),
    "missing embeddings": (lambda: mutate(embeddings=...), "'embeddings' is missing"),
    "ragged embeddings": (lambda: mutate(embeddings=[[1, 2, 3], [1, 2]]), "rectangular"),
    "text in weights": (lambda: mutate(W_Q=[[["x", 1]] * 3]), "rectangular array of numbers"),
    "booleans in weights": (lambda: mutate(W_K=[[[True, 1.0]] * 3]), "numbers only"),
    "NaN": (lambda: mutate().replace('"b_Q": null', '"b_Q": [[NaN, 0]]'), "holds NaN"),
    "Infinity": (lambda: mutate(b_O=None, W_O=None, b_Q=[[float("inf"), 0]]), "finite"),
    "row count": (lambda: mutate(tokens=["a", "b"]), r"embeddings must be \(2, d_model\)"),
    "head shapes": (lambda: mutate(W_V=[[[1.0, 2.0, 3.0]] * 3]), "W_V must match"),
    "declared dims": (lambda: mutate(dimensions={"d_model": 5}), "dimensions.d_model says 5"),
    "flag not bool": (lambda: mutate(settings={"causal": "yes"}), "settings.causal must be"),
    "mask not square": (lambda: mutate(mask=[[True, False]]), "mask must be"),
    "too many tokens": (lambda: mutate(tokens=["w"] * 5000, embeddings=[[0.0] * 3] * 5000),
                        "1 to 4096 tokens"),
    "huge number": (lambda: mutate(embeddings=[[1e300, 0, 0]] * 3), "beyond"),
    "empty token": (lambda: mutate(tokens=["a", " ", "c"]), "token 1 is empty"),
}


@pytest.mark.parametrize("name", MALFORMED)
def test_malformed_text_is_refused_with_its_own_message(name):
    make, message = MALFORMED[name]
    with pytest.raises(SessionFileError, match=message):
        session_from_json(make())


def test_infinity_literal_is_refused():
    text = mutate().replace('"b_Q": null', '"b_Q": [[Infinity, 0]]')
    with pytest.raises(SessionFileError, match="Infinity; every number must be finite"):
        session_from_json(text)


def test_file_problems_name_the_file(tmp_path, monkeypatch):
    with pytest.raises(SessionFileError, match="does not exist"):
        load_session(tmp_path / "missing.json")
    with pytest.raises(SessionFileError, match="is a folder"):
        load_session(tmp_path)
    binary = tmp_path / "picture.json"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\xff\xfe")
    with pytest.raises(SessionFileError, match="picture.json is not a QKV Lab session"):
        load_session(binary)
    big = tmp_path / "big.json"
    big.write_bytes(b" ")
    monkeypatch.setattr("core.files.session_io.MAX_SESSION_BYTES", 0)
    with pytest.raises(SessionFileError, match="big.json is 0 MB; session files are limited"):
        load_session(big)


def test_a_failed_save_leaves_the_old_file_byte_for_byte(tmp_path, monkeypatch):
    path = save_session(Session.from_text("old words"), tmp_path / "s.json")
    before = path.read_bytes()

    def disk_full(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.fsync", disk_full)
    with pytest.raises(OSError, match="No space left"):
        save_session(Session.from_text("new words"), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]  # no partial file left


def test_saving_into_a_missing_folder_or_onto_a_folder_fails_clearly(tmp_path):
    with pytest.raises(FileNotFoundError, match="does not exist"):
        save_session(Session.from_text("a"), tmp_path / "nope" / "s.json")
    with pytest.raises(IsADirectoryError, match="is a folder"):
        save_session(Session.from_text("a"), tmp_path)


def test_saved_files_get_ordinary_permissions_and_keep_existing_ones(tmp_path):
    import os
    import stat

    umask = os.umask(0o022)
    try:
        path = save_session(Session.from_text("a"), tmp_path / "shared.json")
        assert stat.S_IMODE(path.stat().st_mode) == 0o644
        path.chmod(0o600)
        save_session(Session.from_text("b"), path)
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    finally:
        os.umask(umask)
