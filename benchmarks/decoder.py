"""Time the decoders: loading SmolLM2 cold and warm, a layer's session, one token with and
without the KV cache; then the same for Gemma 3 270M (benchmarks/gemma3_decoder.py); last, the
issue's targets for both side by side (warm load, a layer's session and a cached token at 20
tokens, resident memory with the model loaded, the weights cache on disk).

    .venv/bin/python benchmarks/decoder.py [--repeat N] [--threads N]

Targets on the 2-core machine: a warm load (the weights cache written, its file hash
remembered) ≤ 2 s, a layer's session for a 20-token sentence ≤ 300 ms, one cached token
≤ 150 ms at 20 tokens; the KV cache's speed-up is reported at 20 and 200 tokens. "Cold" is a
fresh weights-cache folder: the GGUF hashed, read and dequantized, the cache written. Every
load here uses a temporary weights-cache folder, never the user's. Token times are given on
the clock and in CPU time (which a busy shared machine does not inflate). Loads run in fresh
interpreters (after `import torch`, reported apart). Timings are medians; the load average is
printed because the machine is shared. The last line is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SENTENCE = ("The old lighthouse keeper climbed the stairs every night to light the lamp for "
            "ships at sea in the storm")                                # 20 tokens
LONG = " ".join([SENTENCE] * 10)                                        # 200 tokens
WARM_LOAD_TARGET_S, SESSION_TARGET_S, CACHED_TOKEN_TARGET_S = 2.0, 0.3, 0.15

LOAD_SCRIPT = """
import json, sys, time
started = time.perf_counter()
import torch, safetensors, tokenizers
imported = time.perf_counter()
sys.path.insert(0, {root!r})
from core.pretrained.smollm2_model import load_decoder
model = load_decoder(cache_folder={folder!r})
loaded = time.perf_counter()
ids = model.encode("The capital of France is").ids
ready = time.perf_counter()
from core.pretrained.decoder_forward import next_token_logits, run_blocks
next_token_logits(model, run_blocks(model, ids)[0])     # every weight touched once
rss = next(int(line.split()[1]) * 1024 for line in open("/proc/self/status")
           if line.startswith("VmRSS:"))
print(json.dumps({{"import_s": imported - started, "load_s": loaded - imported,
                   "ready_s": ready - imported, "from_cache": model.from_cache, "rss": rss}}))
"""


def load_in_fresh_process(folder: str) -> dict:
    output = subprocess.run([sys.executable, "-c", LOAD_SCRIPT.format(root=str(ROOT),
                                                                      folder=folder)],
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def timed(function, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        function()
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def token_time(model, ids: list[int], use_cache: bool, repeat: int,
               drawn: bool = False) -> tuple[float, float]:
    """Median seconds for one more token after ``ids``, on the clock and in this thread's CPU
    time: with the cache, the new token alone
    against the cached keys; without it, the whole text again. ``drawn``: the cached step
    also keeps its query rows and grows the pattern, as the Generate dialog's drawing needs."""
    from core.pretrained.decoder_forward import (
        KVCache,
        grow_pattern,
        next_token_logits,
        run_blocks,
    )

    def cached() -> None:
        cache = KVCache()
        _, every = run_blocks(model, ids[:-1], cache, keep_weights=drawn)  # the text so far
        pattern = torch.stack(every) if drawn else None
        started, cpu = time.perf_counter(), time.thread_time()
        hidden, every = run_blocks(model, ids[-1:], cache, keep_weights=drawn)
        next_token_logits(model, hidden)
        if drawn:
            grow_pattern(pattern, torch.stack(every))
        times.append((time.perf_counter() - started, time.thread_time() - cpu))

    def recomputed() -> None:
        started, cpu = time.perf_counter(), time.thread_time()
        next_token_logits(model, run_blocks(model, ids)[0])
        times.append((time.perf_counter() - started, time.thread_time() - cpu))

    import torch

    times: list[tuple[float, float]] = []
    for _ in range(repeat):
        (cached if use_cache else recomputed)()
    return (statistics.median(wall for wall, _ in times),
            statistics.median(cpu for _, cpu in times))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--threads", type=int, default=1,
                        help="torch intra-op threads (default 1, as the window and the "
                             "generate command use)")
    options = parser.parse_args()
    repeat = max(1, options.repeat)
    import importlib.util

    from core.pretrained.smollm2_files import INSTALL_COMMAND, SHIPPED_PACKAGE

    if importlib.util.find_spec(SHIPPED_PACKAGE) is None:      # make bench without the wheel
        print(f"skipped: the SmolLM2 wheel is not installed ({INSTALL_COMMAND})")
        gemma = _gemma3(repeat)
        print(json.dumps({"skipped": "the SmolLM2 wheel is not installed",
                          **{f"gemma3_{key}": value for key, value in gemma.items()}}))
        return 0
    import torch
    torch.set_num_threads(options.threads)
    from core.pretrained.decoder_session import build_decoder_session
    from core.pretrained.smollm2_model import load_decoder

    results: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="qkv-decoder-bench-") as folder:
        cold = load_in_fresh_process(folder)
        warm = [load_in_fresh_process(folder) for _ in range(min(repeat, 3))]
        model = load_decoder(cache_folder=folder)
        results["cache_bytes"] = sum(p.stat().st_size for p in Path(folder).glob("*.safetensors"))
    assert not cold["from_cache"] and all(run["from_cache"] for run in warm)
    results["import_torch_s"] = statistics.median(run["import_s"] for run in warm)
    results["load_cold_s"] = cold["load_s"]
    results["load_warm_s"] = statistics.median(run["load_s"] for run in warm)
    results["ready_warm_s"] = statistics.median(run["ready_s"] for run in warm)
    results["resident_bytes"] = statistics.median(run["rss"] for run in warm)

    ids, long_ids = list(model.encode(SENTENCE).ids), list(model.encode(LONG).ids)
    build_decoder_session(SENTENCE, 0, model=model)            # torch's one-off warm-up
    for layer in (0, 14, 29):
        results[f"session_layer{layer + 1}_s"] = timed(
            lambda layer=layer: build_decoder_session(SENTENCE, layer, model=model), repeat)
    results["session_layer15_run_s"] = timed(
        lambda: build_decoder_session(SENTENCE, 14, model=model).run(), repeat)
    for label, tokens in (("20", ids), ("200", long_ids)):
        for kind, use_cache in (("cached", True), ("uncached", False)):
            wall, cpu = token_time(model, tokens, use_cache, repeat)
            results[f"token_{kind}_at_{label}_s"] = wall
            results[f"token_{kind}_at_{label}_cpu_s"] = cpu
        for clock in ("", "_cpu"):
            results[f"cache_speedup_at_{label}{clock}"] = (
                results[f"token_uncached_at_{label}{clock}_s"]
                / results[f"token_cached_at_{label}{clock}_s"])
        results[f"token_cached_drawn_at_{label}_s"] = token_time(model, tokens, True, repeat,
                                                                 drawn=True)[0]
    results["tokens_short"], results["tokens_long"] = len(ids), len(long_ids)
    results["torch_threads"] = torch.get_num_threads()
    results["load_average_1min"] = os.getloadavg()[0]

    print(f"sentence: {len(ids)} tokens (and {len(long_ids)} for the long text); torch threads "
          f"{results['torch_threads']}; load average {results['load_average_1min']:.1f}")
    print(f"import torch & co        {results['import_torch_s']:7.2f} s")
    print(f"load cold (dequantize)   {results['load_cold_s']:7.2f} s")
    _line("load warm (cache)", results["load_warm_s"], WARM_LOAD_TARGET_S, "s")
    for layer in (1, 15, 30):
        _line(f"layer {layer} session", results[f"session_layer{layer}_s"], SESSION_TARGET_S)
    print(f"layer 15 session + run   {results['session_layer15_run_s'] * 1e3:7.1f} ms")
    for label in ("20", "200"):
        _line(f"token at {label}, cached", results[f"token_cached_at_{label}_s"],
              CACHED_TOKEN_TARGET_S if label == "20" else None,
              cpu=results[f"token_cached_at_{label}_cpu_s"])
        _line(f"token at {label}, recomputed", results[f"token_uncached_at_{label}_s"], None,
              cpu=results[f"token_uncached_at_{label}_cpu_s"])
        print(f"{'':<24} KV cache speed-up at {label} tokens: "
              f"{results[f'cache_speedup_at_{label}']:.1f}× on the clock, "
              f"{results[f'cache_speedup_at_{label}_cpu']:.1f}× in CPU time")
        _line(f"token at {label}, drawn", results[f"token_cached_drawn_at_{label}_s"], None)
    gemma = _gemma3(repeat)
    side_by_side(results, gemma)
    results.update({f"gemma3_{key}": value for key, value in gemma.items()})
    print(json.dumps({key: round(value, 4) if isinstance(value, float) else value
                      for key, value in results.items()}))
    return 0


def _gemma3(repeat: int) -> dict:
    """Gemma 3 270M's lines after SmolLM2's (benchmarks/gemma3_decoder.py), its figures."""
    from benchmarks.gemma3_decoder import gemma3_results, report

    print()
    gemma = gemma3_results(repeat)
    report(gemma)
    return gemma


# (label, SmolLM2's key, Gemma 3's key, target, unit): the targets, one row each
SIDE_BY_SIDE = (
    ("warm load", "load_warm_s", "load_warm_s", WARM_LOAD_TARGET_S, "s"),
    ("warm load + first encode", "ready_warm_s", "ready_warm_s", WARM_LOAD_TARGET_S, "s"),
    ("a layer's session, slowest", "session_slowest_s", "session_slowest_s", SESSION_TARGET_S,
     "ms"),
    ("a token at 20, cached", "token_cached_at_20_s", "token_cached_s", 0.2, "ms"),
    ("  the same, CPU time", "token_cached_at_20_cpu_s", "token_cached_cpu_s", 0.2, "ms"),
    ("resident with the model", "resident_bytes", "resident_bytes", 1.5e9, "MB"),
    ("weights cache on disk", "cache_bytes", "cache_bytes", 700e6, "MB"),
)


def side_by_side(smol: dict, gemma: dict) -> None:
    """The issue's targets for both models in one table (Gemma 3's targets; SmolLM2's own
    cached-token target is 150 ms). "Slowest session": the slowest of the layers timed
    (SmolLM2: layers 1, 15, 30 with all heads; Gemma 3: the stages of layers 1, 6, 18 and
    head 1's session of layer 18)."""
    for figures in (smol, gemma):
        sessions = [v for k, v in figures.items() if k.startswith("session_") and
                    k.endswith("_s") and "run" not in k]
        if sessions:
            figures["session_slowest_s"] = max(sessions)
    print()
    print(f"{'':<28} {'SmolLM2':>10} {'Gemma 3':>10}   target; load average "
          f"{os.getloadavg()[0]:.1f}")
    for label, smol_key, gemma_key, target, unit in SIDE_BY_SIDE:
        shown = [_shown(figures.get(key), unit) for figures, key in ((smol, smol_key),
                                                                      (gemma, gemma_key))]
        verdicts = ["" if figures.get(key) is None else
                    ("met" if figures[key] <= target else "MISSED")
                    for figures, key in ((smol, smol_key), (gemma, gemma_key))]
        print(f"{label:<28} {shown[0]:>10} {shown[1]:>10}   ≤ {_shown(target, unit)}: "
              f"{' / '.join(v or '-' for v in verdicts)}")


def _shown(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    return {"s": f"{value:.2f} s", "ms": f"{value * 1e3:.0f} ms",
            "MB": f"{value / 1e6:.0f} MB"}[unit]


def _line(label: str, seconds: float, target: float | None, unit: str = "ms",
          cpu: float | None = None) -> None:
    shown = f"{seconds:7.2f} s " if unit == "s" else f"{seconds * 1e3:7.1f} ms"
    if cpu is not None:
        shown += f" (CPU {cpu * 1e3:6.1f} ms)"
    verdict = "" if target is None else (
        f"   target ≤ {target if unit == 's' else target * 1e3:g} {unit}: "
        f"{'met' if seconds <= target else 'MISSED'}"
        + ("" if cpu is None or seconds <= target else
           f" on the clock, {'met' if cpu <= target else 'MISSED'} in CPU time"))
    print(f"{label:<24} {shown}{verdict}")


if __name__ == "__main__":
    sys.exit(main())
