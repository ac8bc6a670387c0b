"""Engine speed: the traced run (every stage kept) against PyTorch's fused attention.

For n in 8, 64, 512, 2048 with d_model = d_head = 64, on the CPU in float32:
- traced: core.run_attention with no hooks;
- fused: F.scaled_dot_product_attention on the same projected q, k, v;
- hooked: an observe-only hook on every stage;
- no-hook overhead: what hook support costs a run that passes no hooks: the ten stage hand-offs
  through the engine's no-hook observer, timed on their own and divided by the traced run;
- bookkeeping: the traced run against `bare`, the same arithmetic inline with no argument
  checks, no hooks and no Trace (informative: what the engine's safety and trace cost).
Targets: traced / fused <= 1.5 at n >= 512; no-hook overhead under 2%.
The last line is one JSON object.
"""

from __future__ import annotations

import json
import math
import platform
import sys
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.timing import format_seconds, interleaved_medians  # noqa: E402
from core import STAGES, run_attention  # noqa: E402
from core.engine import _observer  # noqa: E402

SIZES = (8, 64, 512, 2048)
D = 64


def bare_pass(x, w_q, w_k, w_v):
    """The traced run's arithmetic with nothing else: no checks, no hooks, no trace object."""
    q, k, v = x @ w_q, x @ w_k, x @ w_v                       # (1, n, d) each
    scores = q @ k.transpose(-1, -2)                          # (1, n, n)
    scaled = scores / math.sqrt(D)
    weights = torch.softmax(scaled, dim=-1)
    z = weights @ v                                           # (1, n, d)
    return z.transpose(0, 1).reshape(x.shape[0], -1)


def no_hook_handoffs(x: torch.Tensor) -> None:
    """The ten stage hand-offs a run without hooks makes (the engine's own no-hook observer)."""
    observe = _observer({}, 1)
    for stage in STAGES:
        observe(stage, x)


def measure(n: int) -> dict[str, float]:
    generator = torch.Generator().manual_seed(n)
    x = torch.randn(n, D, generator=generator)
    w_q, w_k, w_v = (torch.randn(1, D, D, generator=generator) / math.sqrt(D) for _ in range(3))
    trace = run_attention(x, w_q, w_k, w_v)
    q, k, v = (trace[name][None] for name in ("q", "k", "v"))  # (1, n, d)
    observe_all = {name: (lambda tensor, *, stage: None) for name in STAGES}
    rounds = 7 if n <= 512 else 5
    with torch.inference_mode():
        times = interleaved_medians({
            "traced": lambda: run_attention(x, w_q, w_k, w_v),
            "fused": lambda: F.scaled_dot_product_attention(q, k, v),
            "bare": lambda: bare_pass(x, w_q, w_k, w_v),
            "hooked": lambda: run_attention(x, w_q, w_k, w_v, hooks=observe_all),
            "handoffs": lambda: no_hook_handoffs(x),
        }, rounds=rounds, min_time=0.05 if n < 2048 else 0.2)
    return {
        "n": n,
        "traced_s": times["traced"], "fused_s": times["fused"], "bare_s": times["bare"],
        "hooked_s": times["hooked"],
        "traced_over_fused": times["traced"] / times["fused"],
        "no_hook_overhead": times["handoffs"] / times["traced"],
        "bookkeeping_overhead": times["traced"] / times["bare"] - 1,
        "observe_hook_overhead": times["hooked"] / times["traced"] - 1,
    }


def main() -> None:
    print(f"engine benchmark: torch {torch.__version__}, {torch.get_num_threads()} threads, "
          f"{platform.processor() or platform.machine()}, d_model = d_head = {D}, float32, cpu")
    print(f"{'n':>5}  {'traced':>9}  {'fused':>9}  {'ratio':>6}  {'no-hook':>8}  {'10 hooks':>9}"
          f"  {'bare':>9}  {'bookkeeping':>11}")
    rows = []
    for n in SIZES:
        row = measure(n)
        rows.append(row)
        print(f"{n:>5}  {format_seconds(row['traced_s']):>9}  {format_seconds(row['fused_s']):>9}"
              f"  {row['traced_over_fused']:>6.2f}  {row['no_hook_overhead']:>8.2%}  "
              f"{row['observe_hook_overhead']:>+9.1%}  {format_seconds(row['bare_s']):>9}  "
              f"{row['bookkeeping_overhead']:>+11.1%}")
    big = [r for r in rows if r["n"] >= 512]
    summary = {
        "benchmark": "engine",
        "torch": torch.__version__,
        "threads": torch.get_num_threads(),
        "rows": rows,
        "target_traced_over_fused_max_at_512_plus": 1.5,
        "worst_traced_over_fused_at_512_plus": max(r["traced_over_fused"] for r in big),
        "target_no_hook_overhead_max": 0.02,
        "worst_no_hook_overhead": max(r["no_hook_overhead"] for r in rows),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
