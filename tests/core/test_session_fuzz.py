"""1,200 mutated session files: each loads into a valid session or is refused with a message.

Never an uncaught exception, never a hang over a second, never a half-built session.
"""

import json
import random
import time

import numpy as np
import pytest

from core.files.session_io import (
    SessionFileError,
    session_from_json,
    session_to_dict,
    session_to_json,
)
from core.session.value import Session

SEEDS = range(1200)


def base_documents():
    plain = Session.from_text("the mole on his face", d_model=4, d_head=2)
    rich = Session.from_text("a mole of carbon dioxide", n_heads=2, d_model=4, d_head=2)
    rich = rich.with_settings(causal=True, mask=np.eye(5, dtype=bool) | (np.tri(5, k=-1) > 0))
    return [session_to_dict(plain), session_to_dict(rich)]


BASES = base_documents()
ODD_VALUES = [None, True, 0, -1, 1e308, -1e308, 1e-320, "x", "", [], [[]], {}, [1, "a"],
              [[1.0]], 2**70, "NaN", [None], {"format": "qkv-lab-session"}]


def paths(node, prefix=()):
    """Every (path) to a value inside a JSON document."""
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node[:6]):
            yield from paths(value, (*prefix, index))


def set_at(document, path, value):
    node = document
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value


def delete_at(document, path):
    node = document
    for step in path[:-1]:
        node = node[step]
    del node[path[-1]]


def mutate_structure(rng: random.Random) -> str:
    document = json.loads(json.dumps(rng.choice(BASES)))
    for _ in range(rng.randint(1, 3)):
        candidates = [p for p in paths(document) if p]
        path = rng.choice(candidates)
        action = rng.random()
        if action < 0.45:
            set_at(document, path, rng.choice(ODD_VALUES))
        elif action < 0.7:
            delete_at(document, path)
        else:  # duplicate or drop an element of a list
            parent_path, last = path[:-1], path[-1]
            parent = document
            for step in parent_path:
                parent = parent[step]
            if isinstance(parent, list) and parent:
                if rng.random() < 0.5:
                    parent.append(parent[0])
                else:
                    parent.pop()
            elif isinstance(parent, dict):
                parent[f"{last}_extra"] = 1
    return json.dumps(document)


def mutate_text(rng: random.Random) -> str:
    text = json.dumps(rng.choice(BASES))
    action = rng.random()
    if action < 0.3:
        return text[: rng.randrange(len(text))]
    position = rng.randrange(len(text))
    if action < 0.6:
        return text[:position] + chr(rng.randrange(32, 127)) + text[position + 1:]
    if action < 0.8:
        return text[:position] + rng.choice(["NaN", "Infinity", "-Infinity", "1e999", "\"",
                                             "]", "{", ",,", "\\u0000"]) + text[position:]
    return text[:position] + text[position + rng.randrange(1, 40):]


@pytest.mark.parametrize("chunk", range(4))
def test_mutated_session_files_load_cleanly_or_are_refused(chunk):
    outcomes = {"loaded": 0, "refused": 0}
    for seed in SEEDS[chunk::4]:
        rng = random.Random(seed)
        text = mutate_structure(rng) if seed % 2 else mutate_text(rng)
        started = time.perf_counter()
        try:
            session = session_from_json(text)
        except SessionFileError as error:
            assert str(error), f"seed {seed}: empty message"
            outcomes["refused"] += 1
        else:
            assert_complete(session, seed)
            outcomes["loaded"] += 1
        assert time.perf_counter() - started < 1.0, f"seed {seed} took over a second"
    assert outcomes["refused"] > 0 and sum(outcomes.values()) == len(SEEDS[chunk::4])


PLACEHOLDER = "__extreme__"


def extreme_value(rng: random.Random) -> str:
    """JSON text of a number or string of extreme size: what no session file should hold."""
    digits = rng.choice([21, 400, 4301, 20_000, 200_000])
    kind = rng.randrange(7)
    if kind == 0:
        return rng.choice(["", "-"]) + "9" * digits                     # a huge whole number
    if kind == 1:
        return f"{rng.choice(['', '-'])}1e{rng.choice([309, 400, 99999, 10**9])}"  # overflow
    if kind == 2:
        return "0." + "1" * digits                                        # a very long float
    if kind == 3:
        return json.dumps("w" * rng.choice([201, 10_000, 1_000_000]))     # a huge string
    if kind == 4:
        return '"a' + rng.choice(["\\ud800", "\\udfff", "b\\udc00"]) + '"'
    if kind == 5:
        return "[" + ", ".join(["0.5"] * rng.choice([5000, 100_000])) + "]"  # a huge list
    return json.dumps(["t"] * rng.choice([4097, 50_000]))                # too many tokens


def mutate_extreme(rng: random.Random) -> str:
    document = json.loads(json.dumps(rng.choice(BASES)))
    set_at(document, rng.choice([p for p in paths(document) if p]), PLACEHOLDER)
    return json.dumps(document).replace(json.dumps(PLACEHOLDER), extreme_value(rng), 1)


@pytest.mark.parametrize("chunk", range(2))
def test_extreme_numbers_and_strings_are_refused_or_loaded_cleanly(chunk):
    outcomes = {"loaded": 0, "refused": 0}
    for seed in range(chunk, 300, 2):
        rng = random.Random(10_000 + seed)
        text = mutate_extreme(rng)
        started = time.perf_counter()
        try:
            session = session_from_json(text)
        except SessionFileError as error:
            assert str(error) and "\n" not in str(error), f"seed {seed}"
            outcomes["refused"] += 1
        else:
            assert_complete(session, seed)
            session_to_json(session).encode("utf-8")  # whatever loads can be saved again
            outcomes["loaded"] += 1
        assert time.perf_counter() - started < 1.0, f"seed {seed} took over a second"
    assert outcomes["refused"] > outcomes["loaded"]


def assert_complete(session: Session, seed: int) -> None:
    """A loaded session is whole: consistent shapes, finite numbers, and it runs."""
    n = session.n_tokens
    assert session.embeddings.shape == (n, session.d_model), seed
    for array in (session.embeddings, session.w_q, session.w_k, session.w_v):
        assert np.isfinite(array).all(), seed
    trace = session.run(dtype="float64")
    weights = trace.numpy("weights")
    assert not np.isnan(weights).any(), seed
