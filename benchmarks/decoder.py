"""Time the decoders: loading SmolLM2 cold and warm, a layer's session, one token with and
without the KV cache; then the same for Gemma 3 270M (benchmarks/gemma3_decoder.py) with its
resident memory and the size of its weights cache.

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
print(json.dumps({{"import_s": imported - started, "load_s": time.perf_counter() - imported,
                   "from_cache": model.from_cache}}))
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
        print(json.dumps({"skipped": "the SmolLM2 wheel is not installed", **_gemma3(repeat)}))
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
    assert not cold["from_cache"] and all(run["from_cache"] for run in warm)
    results["import_torch_s"] = statistics.median(run["import_s"] for run in warm)
    results["load_cold_s"] = cold["load_s"]
    results["load_warm_s"] = statistics.median(run["load_s"] for run in warm)

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
    results.update(_gemma3(repeat))
    print(json.dumps({key: round(value, 4) if isinstance(value, float) else value
                      for key, value in results.items()}))
    return 0


def _gemma3(repeat: int) -> dict:
    """Gemma 3 270M's lines beside SmolLM2's (benchmarks/gemma3_decoder.py), its JSON keys."""
    from benchmarks.gemma3_decoder import gemma3_results, report

    print()
    gemma = gemma3_results(repeat)
    report(gemma)
    return {f"gemma3_{key}": value for key, value in gemma.items()}


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
