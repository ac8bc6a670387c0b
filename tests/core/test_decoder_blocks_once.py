"""A decoder's block is written once in core (core/pretrained/decoder_blocks.py): SmolLM2's
forward and the GGUF forward call it; no other module computes an RMSNorm (an rsqrt of a mean
square) or reads the gated MLP's tensors or the post-norms (a layer session reads W_O, which
the lesson's engine applies). Found by reading the source (ast), as
tests/test_attention_once.py finds softmaxes."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
THE_BLOCK = "core/pretrained/decoder_blocks.py"
BLOCK_TENSORS = ("ffn_gate.weight", "ffn_up.weight", "ffn_down.weight", "post_ffw_norm.weight",
                 "post_attention_norm.weight")


def block_work(source: str) -> set[str]:
    """What of a decoder block a module's source does: "rms_norm" for a call of rsqrt, and
    the block tensors it names in a string."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "rsqrt":
            found.add("rms_norm")
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.update(name for name in BLOCK_TENSORS if node.value.endswith(name))
    return found


def test_only_the_block_module_does_a_blocks_work():
    doing = {path.relative_to(ROOT).as_posix(): found
             for path in sorted((ROOT / "core").rglob("*.py"))
             if (found := block_work(path.read_text(encoding="utf-8")))}
    assert set(doing) == {THE_BLOCK}
    assert doing[THE_BLOCK] == {"rms_norm", *BLOCK_TENSORS}


def test_both_decoders_run_the_one_block():
    for module in ("core/pretrained/decoder_forward.py", "core/pretrained/gguf_forward.py"):
        tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
        imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                    and node.module == "core.pretrained.decoder_blocks" for alias in node.names}
        defined = {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
        assert {"run_blocks", "next_token_logits"} <= imported - defined, module


def test_a_copied_norm_or_mlp_would_be_found():
    source = ("def norm(x, w):\n    return x * torch.rsqrt(x.pow(2).mean(-1) + 1e-6) * w\n"
              "def mlp(m, x):\n    return x @ m.tensor(f'{p}.ffn_down.weight').T\n")
    assert block_work(source) == {"rms_norm", "ffn_down.weight"}
