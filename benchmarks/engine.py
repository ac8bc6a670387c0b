"""Engine speed: the traced run (every stage kept) against PyTorch's fused attention.

`python benchmarks/engine.py [--device cpu|cuda] [--sizes N,N,...]`; d_model = d_head = 64,
one head, float32. On the CPU n is 8, 64, 512, 2048 by default; on CUDA 512 .. 16,384.
- traced: core.run_attention with no hooks; traced causal: the same with the causal mask;
- fused: F.scaled_dot_product_attention on the same projected q, k, v;
- to host: moving the (n, n) weights of a finished trace to the CPU (what Trace.numpy does once);
- hooked: an observe-only hook on every stage;
- no-hook overhead: what hook support costs a run that passes no hooks: the ten stage hand-offs
  through the engine's no-hook observer, timed on their own and divided by the traced run;
- bookkeeping: the traced run against `bare`, the same arithmetic inline with no argument
  checks, no hooks and no Trace (informative: what the engine's safety and trace cost).
On CUDA every timed call ends with torch.cuda.synchronize(), so times are the device's work.
Targets: traced / fused <= 1.5 at n >= 512 (CPU) or n >= 8,192 (CUDA); traced causal / traced
<= 1.5 at n >= 2,048; no-hook overhead under 2%. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import platform
import sys
from collections.abc import Callable
from pathlib import Path

import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.timing import format_seconds, interleaved_medians
from core import STAGES, run_attention
from core.attention.engine import _observer

DEFAULT_SIZES = {"cpu": (8, 64, 512, 2048), "cuda": (512, 2048, 8192, 16384)}
FUSED_TARGET_FROM = {"cpu": 512, "cuda": 8192}
CAUSAL_TARGET_FROM = 2048
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


def synchronized(fn: Callable[[], object], device: torch.device) -> Callable[[], object]:
    """``fn`` that returns only when the device has finished its work (CUDA queues kernels)."""
    if device.type != "cuda":
        return fn

    def run():
        result = fn()
        torch.cuda.synchronize(device)
        return result

    return run


def measure(n: int, device: torch.device) -> dict[str, float]:
    generator = torch.Generator().manual_seed(n)
    x = torch.randn(n, D, generator=generator).to(device)
    w_q, w_k, w_v = (
        (torch.randn(1, D, D, generator=generator) / math.sqrt(D)).to(device) for _ in range(3))
    trace = run_attention(x, w_q, w_k, w_v, device=device)
    q, k, v = (trace[name][None] for name in ("q", "k", "v"))  # (1, n, d)
    weights = trace["weights"]                                  # (n, n) on the device
    observe_all = {name: (lambda tensor, *, stage: None) for name in STAGES}
    rounds = 7 if n <= 512 else 5
    fns = {
        "traced": lambda: run_attention(x, w_q, w_k, w_v, device=device),
        "traced_causal": lambda: run_attention(x, w_q, w_k, w_v, causal=True, device=device),
        "fused": lambda: F.scaled_dot_product_attention(q, k, v),
        "to_host": lambda: weights.to("cpu"),
        "bare": lambda: bare_pass(x, w_q, w_k, w_v),
        "hooked": lambda: run_attention(x, w_q, w_k, w_v, hooks=observe_all, device=device),
        "handoffs": lambda: no_hook_handoffs(x),
    }
    with torch.inference_mode():
        times = interleaved_medians({name: synchronized(fn, device) for name, fn in fns.items()},
                                    rounds=rounds, min_time=0.05 if n < 2048 else 0.2)
    return {
        "n": n,
        "traced_s": times["traced"], "traced_causal_s": times["traced_causal"],
        "fused_s": times["fused"], "to_host_s": times["to_host"], "bare_s": times["bare"],
        "hooked_s": times["hooked"],
        "traced_causal_over_traced": times["traced_causal"] / times["traced"],
        "traced_over_fused": times["traced"] / times["fused"],
        "to_host_gb_per_s": (None if device.type == "cpu"       # on the CPU: no copy at all
                             else n * n * 4 / times["to_host"] / 1e9),
        "no_hook_overhead": times["handoffs"] / times["traced"],
        "bookkeeping_overhead": times["traced"] / times["bare"] - 1,
        "observe_hook_overhead": times["hooked"] / times["traced"] - 1,
    }


def parse_arguments(argv: list[str] | None) -> tuple[torch.device, tuple[int, ...]]:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    parser.add_argument("--sizes", help="token counts n, comma separated (e.g. 64,512,2048)")
    options = parser.parse_args(argv)
    if options.device == "cuda" and not torch.cuda.is_available():
        parser.error("--device cuda: no CUDA GPU is available on this machine")
    sizes = DEFAULT_SIZES[options.device]
    if options.sizes:
        try:
            sizes = tuple(int(size) for size in options.sizes.split(","))
        except ValueError:
            parser.error(f"--sizes {options.sizes!r}: give whole numbers separated by commas")
        if any(size < 1 for size in sizes):
            parser.error(f"--sizes {options.sizes!r}: every n must be at least 1")
    return torch.device(options.device), sizes


def device_name(device: torch.device) -> str:
    if device.type == "cuda":
        return torch.cuda.get_device_name(device)
    return platform.processor() or platform.machine()


def worst(rows: list[dict], figure: str, from_n: int) -> float | None:
    values = [row[figure] for row in rows if row["n"] >= from_n]
    return max(values) if values else None


def main(argv: list[str] | None = None) -> None:
    device, sizes = parse_arguments(argv)
    print(f"engine benchmark: torch {torch.__version__}, {torch.get_num_threads()} threads, "
          f"{device_name(device)}, d_model = d_head = {D}, float32, {device.type}")
    print(f"{'n':>6}  {'traced':>9}  {'causal':>9}  {'c/t':>5}  {'fused':>9}  {'t/f':>5}  "
          f"{'to host':>9}  {'no-hook':>8}  {'10 hooks':>9}  {'bare':>9}  {'bookkeeping':>11}")
    rows = []
    for n in sizes:
        row = measure(n, device)
        rows.append(row)
        print(f"{n:>6}  {format_seconds(row['traced_s']):>9}  "
              f"{format_seconds(row['traced_causal_s']):>9}  "
              f"{row['traced_causal_over_traced']:>5.2f}  {format_seconds(row['fused_s']):>9}  "
              f"{row['traced_over_fused']:>5.2f}  {format_seconds(row['to_host_s']):>9}  "
              f"{row['no_hook_overhead']:>8.2%}  {row['observe_hook_overhead']:>+9.1%}  "
              f"{format_seconds(row['bare_s']):>9}  {row['bookkeeping_overhead']:>+11.1%}",
              flush=True)
    fused_from = FUSED_TARGET_FROM[device.type]
    summary = {
        "benchmark": "engine",
        "device": device.type,
        "device_name": device_name(device),
        "torch": torch.__version__,
        "threads": torch.get_num_threads(),
        "rows": rows,
        f"target_traced_over_fused_max_at_{fused_from}_plus": 1.5,
        f"worst_traced_over_fused_at_{fused_from}_plus": worst(rows, "traced_over_fused",
                                                               fused_from),
        f"target_traced_causal_over_traced_max_at_{CAUSAL_TARGET_FROM}_plus": 1.5,
        f"worst_traced_causal_over_traced_at_{CAUSAL_TARGET_FROM}_plus": worst(
            rows, "traced_causal_over_traced", CAUSAL_TARGET_FROM),
        "target_no_hook_overhead_max": 0.02,
        "worst_no_hook_overhead": max(row["no_hook_overhead"] for row in rows),
    }
    print(json.dumps(summary))


if __name__ == "__main__":
    main()
