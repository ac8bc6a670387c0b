"""The exported code's FlashAttention loop (core.codegen.tiled_code): run from the script and
the notebook, it gives the engine's z for every lesson and block size, with and without the
causal mask, and skips the tiles above the diagonal."""

from __future__ import annotations

import json

import pytest
import torch

from core.codegen.notebook import notebook_text
from core.codegen.program import generate_program
from core.files.examples import list_examples, load_example

LESSONS = [info.name for info in list_examples()]


def script_namespace(session) -> dict:
    namespace = {"__name__": "exported"}                  # not __main__: nothing printed
    exec(compile(generate_program(session).script, "exported.py", "exec"), namespace)
    return namespace


@pytest.mark.parametrize("name", LESSONS)
@pytest.mark.parametrize("causal", (False, True))
def test_the_scripts_tiled_loop_gives_the_engines_z(name, causal):
    session = load_example(name).with_settings(causal=causal)
    trace = session.run(dtype="float64")
    ns = script_namespace(session)
    z = torch.tensor(trace.numpy("z"))
    assert torch.allclose(ns["tiled"], z, atol=1e-9)
    q, k = (ns["q_rotated"], ns["k_rotated"]) if session.rotary else (ns["q"], ns["k"])
    allowed = torch.tensor(trace.allowed)
    for block_q, block_k in ((1, 1), (3, 2), (trace.n_tokens, 1)):
        for head in range(trace.n_heads):
            pick = (lambda a, h=head: a[h]) if trace.n_heads > 1 else (lambda a: a)
            tiled = ns["flash_attention"](pick(q), pick(k), pick(ns["v"]), trace.divisor,
                                          allowed, block_q, block_k)
            assert torch.allclose(tiled, torch.tensor(trace.head("z", head)), atol=1e-9)


def test_the_notebook_carries_the_loop():
    session = load_example("causal-next-word")
    cells = json.loads(notebook_text(session))["cells"]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    assert "def flash_attention(" in code and "m_tilde" in code
    namespace: dict = {}
    exec(compile(code, "notebook", "exec"), namespace)
    assert torch.allclose(namespace["tiled"], namespace["z"], atol=1e-9)
