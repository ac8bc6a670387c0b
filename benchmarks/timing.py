"""Small timing helpers shared by the benchmark scripts (medians; these machines are noisy)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def median_seconds(fn: Callable[[], object], *, min_time: float = 0.3, min_repeats: int = 5,
                   max_repeats: int = 2000) -> float:
    """Median wall time of ``fn()`` over enough repeats to fill ``min_time`` seconds."""
    fn()  # warm up caches and lazy initialisation
    samples: list[float] = []
    started = time.perf_counter()
    while len(samples) < max_repeats and (
            len(samples) < min_repeats or time.perf_counter() - started < min_time):
        begin = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - begin)
    return statistics.median(samples)


def interleaved_medians(fns: dict[str, Callable[[], object]], *, rounds: int = 7,
                        min_time: float = 0.1) -> dict[str, float]:
    """Medians of several functions measured in alternating rounds, so drift hits all alike."""
    results: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(rounds):
        for name, fn in fns.items():
            results[name].append(median_seconds(fn, min_time=min_time, min_repeats=3))
    return {name: statistics.median(values) for name, values in results.items()}


def format_seconds(seconds: float) -> str:
    if seconds < 1e-3:
        return f"{seconds * 1e6:.0f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.2f} s"
