"""Attention's softmax over scores is written once in core: in core.attention.attend.

Every call in core of a softmax (torch's, F's, a tensor's), of an exponential (the hand-written
kind) or of torch's fused attention is found by reading the source (ast); each module that makes
one outside the core is named below with what its softmax is over, and none of those is a
model's or the lesson's attention. The lesson's engine, the pretrained encoder and decoder and
the training lab call the core instead.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
THE_CORE = "core/attention/attend.py"
SOFTMAX_CALLS = {"softmax", "log_softmax", "scaled_dot_product_attention", "exp"}
NOT_ATTENTION = {
    "core/pretrained/decoder_generate.py": "next-token probabilities: softmax over the logits",
    "core/scaling/saturation.py": "the √d_k lab measures softmax itself (spread, Jacobian) on "
                                  "sampled score rows; exp spaces a sweep",
    "core/scaling/lab.py": "the √d_k lab's example row of sampled scores; exp spaces τ",
    "core/masks/leak.py": "the 'why −∞' lesson: softmax with a finite stand-in for −∞, on "
                          "purpose, which the core never computes",
    "core/attention/softmax_internals.py": "softmax's inner numbers exp(s − max), read from a "
                                           "trace's masked stage to show them",
    "core/explanations/kinds/softmax.py": "an explanation's exps of one row, read from a trace",
    "core/cli/selfcheck.py": "the self-check's independent reference: torch's fused attention",
    "core/pretrained/sampling_filters.py": "next-token probabilities: softmax over the logits "
                                           "÷ temperature, before top-k and top-p",
    "core/worksheets/online.py": "the worksheet's online-softmax exercise: the exps of two "
                                 "blocks of one row, for the answer key",
    "core/hardware/flash_pass.py": "FlashAttention's online softmax, block by block, shown as "
                                   "the GPU runs it and checked against the core's z "
                                   "(tests/core/test_flash_tiles.py)",
}
CALLERS = ("core/attention/engine.py", "core/pretrained/bert.py",
           "core/pretrained/decoder_blocks.py", "core/training/attention_model.py")


def softmax_calls(source: str) -> list[tuple[int, str]]:
    """(line, name) of every call of a softmax, an exponential or fused attention."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
            if name in SOFTMAX_CALLS:
                found.append((node.lineno, name))
    return found


@functools.cache
def calls_in_core() -> dict[str, list[tuple[int, str]]]:
    calls = {}
    for path in sorted((ROOT / "core").rglob("*.py")):
        found = softmax_calls(path.read_text(encoding="utf-8"))
        if found:
            calls[path.relative_to(ROOT).as_posix()] = found
    return calls


def test_only_the_core_takes_a_softmax_of_attention_scores():
    calls = calls_in_core()
    elsewhere = {module: found for module, found in calls.items()
                 if module != THE_CORE and module not in NOT_ATTENTION}
    assert elsewhere == {}
    assert [name for _, name in calls[THE_CORE]] == ["softmax"]     # once, in the core


def test_every_module_named_still_makes_such_a_call():
    assert sorted(NOT_ATTENTION) == sorted(set(calls_in_core()) - {THE_CORE})


def test_a_softmax_written_again_would_be_found():
    source = ("import torch, numpy as np\n"
              "def heads(q, k):\n"
              "    weights = torch.softmax(q @ k.T / 8, dim=-1)\n"
              "    e = np.exp(q - q.max())\n"
              "    fused = torch.nn.functional.scaled_dot_product_attention(q, k, k)\n"
              "    return (q @ k.T).softmax(-1), fused\n")
    assert sorted(softmax_calls(source)) == [(3, "softmax"), (4, "exp"),
                                             (5, "scaled_dot_product_attention"),
                                             (6, "softmax")]


def test_the_engine_the_models_and_the_training_lab_call_the_core():
    for module in CALLERS:
        tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
        called = {node.func.id for node in ast.walk(tree)
                  if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                    and node.module == "core.attention.attend" for alias in node.names}
        assert "attend" in called and "attend" in imported, module
