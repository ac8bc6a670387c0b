"""FlashAttention's figures: memory traffic counted, attention's time and peak memory measured.

    .venv/bin/python benchmarks/tiles.py [--device cpu|cuda] [--sizes N,N,...] [--quick]

- io: elements and bytes (float32) standard attention (Algorithm 0) and the tiled pass
  (Algorithm 1, M = 49,152 elements = 192 KiB, so B_c = 192, B_r = 64 at d = 64) read and
  write in slow memory, and the extra memory each holds, for n up to 16,384 (counted, not
  measured: core.hardware.memory_traffic).
- cpu: one head, d = 64, float32, one thread, n up to 8,192: the unfused pass (the lesson's
  engine's arithmetic: Q Kᵀ / √d, softmax, · V, as three ops) and SDPBackend.MATH (PyTorch's
  unfused composite) against F.scaled_dot_product_attention's fused kernel; median time, peak
  resident memory the call adds (Linux's VmHWM reset before the call, minus VmRSS then) and
  the kernel that ran (the profiler's aten::_scaled_dot_product_* op name).
- cuda (--device cuda): float16 and float32, 8 heads, d = 64, n up to 16,384: the flash,
  memory-efficient and math backends through torch.nn.attention.sdpa_kernel, each with its
  time (CUDA events), peak memory (torch.cuda.max_memory_allocated) and, where a backend is
  refused, torch.backends.cuda.can_use_*(params, debug=True)'s reason.
- tiled: core.hardware's whole Algorithm 1 pass at n = 2,048, d = 64 (target ≤ 1 s);
- repaint: one Next step of the "How the GPU computes it" dock at n = 64 (target ≤ 16 ms).
Every figure says where it was measured. The last line is one JSON object.
"""

from __future__ import annotations

import os

# one thread for BLAS too: on a shared machine a multi-threaded BLAS waits on busy cores and the
# small products of the tiled pass slow down twentyfold; every CPU figure here is one thread
for _variable in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_variable, "1")

import argparse  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import platform  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
import warnings  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import torch  # noqa: E402
import torch.nn.functional as F  # noqa: E402
from torch.nn.attention import SDPBackend, sdpa_kernel  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from benchmarks.timing import format_seconds, median_seconds  # noqa: E402
from core.hardware.block_sizes import BlockSizes, from_on_chip  # noqa: E402
from core.hardware.flash_pass import flash_attention  # noqa: E402
from core.hardware.memory_traffic import memory_traffic  # noqa: E402

D = 64
ON_CHIP = 49_152                 # elements: 192 KiB of float32, an A100 SM's shared memory
IO_SIZES = (64, 512, 1024, 2048, 4096, 8192, 16384)
CPU_SIZES = (512, 1024, 2048, 4096, 8192)
CUDA_SIZES = (1024, 4096, 8192, 16384)
CUDA_HEADS = 8
BACKENDS = {"flash": SDPBackend.FLASH_ATTENTION, "memory-efficient": SDPBackend.EFFICIENT_ATTENTION,
            "math": SDPBackend.MATH}
CHECKS = {"flash": "can_use_flash_attention", "memory-efficient": "can_use_efficient_attention",
          "cudnn": "can_use_cudnn_attention"}


def where() -> str:
    return f"{platform.node() or 'this machine'}: {platform.processor() or platform.machine()}, " \
           f"torch {torch.__version__}, {torch.get_num_threads()} thread(s)"


def io_figures() -> list[dict]:
    rows = []
    for n in IO_SIZES:
        blocks = from_on_chip(ON_CHIP, D)
        traffic = memory_traffic(n, D, blocks.block_k)
        rows.append({"n": n, "d": D, "block_q": blocks.block_q, "block_k": blocks.block_k,
                     "standard": vars(traffic.standard), "tiled": vars(traffic.tiled),
                     "standard_bytes": traffic.standard.total * 4,
                     "tiled_bytes": traffic.tiled.total * 4, "ratio": round(traffic.ratio, 2)})
    return rows


def kernels(fn) -> list[str]:
    """The aten::_scaled_dot_product_* ops ``fn()`` ran, by torch.profiler's op names."""
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CPU]) as prof:
        fn()
    return sorted({event.name for event in prof.events()
                   if event.name.startswith("aten::_scaled_dot_product")}) or [
        "aten::bmm + aten::_softmax (no fused op)"]


def cpu_passes(n: int) -> dict:
    """The three CPU passes on one head, d = 64, seeded inputs (1, 1, n, d)."""
    generator = torch.Generator().manual_seed(n)
    q, k, v = (torch.randn(1, 1, n, D, generator=generator) for _ in range(3))

    def unfused():
        return torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(D), dim=-1) @ v

    def math_backend():
        with sdpa_kernel(SDPBackend.MATH):
            return F.scaled_dot_product_attention(q, k, v)

    def fused():
        return F.scaled_dot_product_attention(q, k, v)

    return {"unfused": unfused, "math": math_backend, "fused": fused}


def peak_bytes(fn) -> int | None:
    """What one call adds to the process's resident memory at its peak: Linux's high-water
    mark (VmHWM), reset just before the call (/proc/self/clear_refs), minus the resident size
    then. None where /proc cannot say."""
    import gc

    status = Path("/proc/self/status")
    try:
        gc.collect()
        Path("/proc/self/clear_refs").write_text("5")
        before = _status_kib(status, "VmRSS")
        fn()
        return max(0, _status_kib(status, "VmHWM") - before) * 1024
    except OSError:
        return None


def fixed_mmap_threshold() -> None:
    """Make glibc map every block over 128 KiB on its own and unmap it when freed (mallopt
    M_MMAP_THRESHOLD; a fixed one stops glibc from raising it after the first large free and
    keeping freed n × n blocks in its heap), so each call's peak shows in the resident size."""
    import ctypes

    try:
        ctypes.CDLL("libc.so.6").mallopt(-3, 128 * 1024)               # M_MMAP_THRESHOLD
    except (OSError, AttributeError):
        pass


def _status_kib(status: Path, field: str) -> int:
    line = next(x for x in status.read_text().splitlines() if x.startswith(field + ":"))
    return int(line.split()[1])


def cpu_figures(sizes, quick: bool) -> list[dict]:
    torch.set_num_threads(1)
    fixed_mmap_threshold()
    rows = []
    for n in sizes:
        passes = cpu_passes(n)
        row = {"n": n}
        budget = 0.05 if quick else (0.3 if n <= 2048 else 0.0)
        for name, fn in passes.items():
            seconds = median_seconds(fn, min_time=budget, min_repeats=1 if n >= 4096 else 3)
            row[name] = {"seconds": seconds, "peak_bytes": peak_bytes(fn),
                         "kernel": kernels(fn)}
        assert torch.allclose(passes["unfused"](), passes["fused"](), atol=1e-5)
        rows.append(row)
        print(f"cpu n={n:>5}: " + "; ".join(
            f"{name} {format_seconds(row[name]['seconds'])}, peak +"
            f"{(row[name]['peak_bytes'] or 0) / 2**20:.1f} MiB ({', '.join(row[name]['kernel'])})"
            for name in passes), flush=True)
    return rows


def refusal(name: str, q, k, v) -> str | None:
    """Why torch would not run backend ``name`` on q, k, v (its debug warnings), or None."""
    check = getattr(torch.backends.cuda, CHECKS.get(name, ""), None)
    if check is None:
        return None
    params = torch.backends.cuda.SDPAParams(q, k, v, None, 0.0, False, False)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        usable = check(params, debug=True)
    return None if usable else " ".join(str(w.message) for w in caught) or "refused"


def cuda_figures(sizes) -> list[dict]:
    device = torch.device("cuda")
    rows = []
    for dtype in (torch.float16, torch.float32):
        for n in sizes:
            q, k, v = (torch.randn(1, CUDA_HEADS, n, D, device=device, dtype=dtype)
                       for _ in range(3))                               # (1, h, n, d)
            row = {"n": n, "dtype": str(dtype).removeprefix("torch."), "heads": CUDA_HEADS}
            for name, backend in BACKENDS.items():
                row[name] = cuda_backend(name, backend, q, k, v)
            rows.append(row)
            print(f"cuda {row['dtype']} n={n:>5}: " + "; ".join(
                f"{name} " + (f"{row[name]['ms']:.3f} ms, peak "
                              f"{row[name]['peak_bytes'] / 2**20:.0f} MiB" if "ms" in row[name]
                              else f"refused: {row[name]['refused']}")
                for name in BACKENDS), flush=True)
            del q, k, v
            torch.cuda.empty_cache()
    return rows


def cuda_backend(name: str, backend, q, k, v) -> dict:
    reason = refusal(name, q, k, v)
    torch.cuda.synchronize()
    torch.cuda.empty_cache()
    base = torch.cuda.memory_allocated()
    torch.cuda.reset_peak_memory_stats()
    try:
        with sdpa_kernel([backend]):
            F.scaled_dot_product_attention(q, k, v)                    # warm-up, and the peak
            torch.cuda.synchronize()
            peak = torch.cuda.max_memory_allocated() - base
            times = []
            for _ in range(5):
                start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(
                    enable_timing=True)
                start.record()
                F.scaled_dot_product_attention(q, k, v)
                stop.record()
                torch.cuda.synchronize()
                times.append(start.elapsed_time(stop))
    except (RuntimeError, torch.OutOfMemoryError) as error:
        return {"refused": reason or str(error).splitlines()[0]}
    return {"ms": statistics.median(times), "peak_bytes": int(peak),
            **({"check_said": reason} if reason else {})}


def tiled_seconds() -> dict:
    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((2048, D)).astype(np.float32) for _ in range(3))
    figures = {}
    for label, blocks in (("sram_49152", from_on_chip(ON_CHIP, D)), ("64x64", BlockSizes(64, 64))):
        start = time.perf_counter()
        flash_attention(q, k, v, divisor=math.sqrt(D), allowed=None, blocks=blocks)
        figures[label] = {"seconds": time.perf_counter() - start, "block_q": blocks.block_q,
                          "block_k": blocks.block_k}
    return figures


def repaint_seconds() -> dict | None:
    """One Next step of the tiles dock at n = 64, painted offscreen (None without the view)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from gui.views.flash.bench import step_repaint_seconds

        return step_repaint_seconds(64)
    except (ImportError, OSError, RuntimeError) as error:   # no Qt on a bare GPU machine
        print(f"tile step repaint not measured: {error}", file=sys.stderr)
        return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    parser.add_argument("--sizes", default=None, help="comma-separated n (default per device)")
    parser.add_argument("--quick", action="store_true", help="n up to 2,048, short medians")
    options = parser.parse_args(argv)
    torch.set_num_threads(1)
    figures: dict = {"where": where(), "io": io_figures()}
    for row in figures["io"]:
        print(f"io n={row['n']:>6}: standard reads {row['standard']['reads']:,} writes "
              f"{row['standard']['writes']:,} ({row['standard_bytes']:,} B, holds "
              f"{row['standard']['extra']:,} more); tiled (B_c={row['block_k']}) reads "
              f"{row['tiled']['reads']:,} writes {row['tiled']['writes']:,} "
              f"({row['tiled_bytes']:,} B, holds {row['tiled']['extra']:,} more): "
              f"{row['ratio']}× less traffic", flush=True)
    if options.device == "cuda":
        if not torch.cuda.is_available():
            print("--device cuda: no CUDA GPU on this machine", file=sys.stderr)
            return 2
        sizes = tuple(int(s) for s in options.sizes.split(",")) if options.sizes else CUDA_SIZES
        figures["cuda_where"] = f"{torch.cuda.get_device_name(0)}, CUDA {torch.version.cuda}, " \
                                f"torch {torch.__version__}"
        print(f"measured on {figures['cuda_where']}")
        figures["cuda"] = cuda_figures(sizes)
    else:
        sizes = tuple(int(s) for s in options.sizes.split(",")) if options.sizes else (
            CPU_SIZES[:3] if options.quick else CPU_SIZES)
        print(f"measured on {where()}")
        figures["cpu"] = cpu_figures(sizes, options.quick)
        figures["cpu_where"] = where()
    figures["tiled"] = tiled_seconds()
    print("tiled pass (core.hardware, numpy, n = 2,048, d = 64): " + "; ".join(
        f"{label} {format_seconds(row['seconds'])}" for label, row in figures["tiled"].items()))
    repaint = repaint_seconds()
    if repaint is not None:
        figures["repaint"] = repaint
        for size, row in repaint["by_block"].items():
            print(f"tile step repaint at n = 64, blocks of {size} (offscreen Qt, this machine): "
                  f"median {format_seconds(row['median_seconds'])}, worst "
                  f"{format_seconds(row['worst_seconds'])} over {row['steps']} steps")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
