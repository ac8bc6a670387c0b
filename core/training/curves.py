"""Curves that stay small however long a run goes: keep every stride-th point, and when the
buffer is full, drop every other point and double the stride.

A curve of ``capacity`` points covers the whole run from step 0 evenly (plus its latest point),
so a plot drawn from it costs the same at step 100 and at step 10 million.
"""

from __future__ import annotations

import numpy as np

DEFAULT_CAPACITY = 1024


class DecimatedCurves:
    """Named columns (e.g. loss, accuracy) over steps, at most ``capacity`` points each."""

    def __init__(self, names: tuple[str, ...], capacity: int = DEFAULT_CAPACITY) -> None:
        if capacity < 4:
            raise ValueError(f"capacity must be at least 4, got {capacity}")
        self.names = names
        self.capacity = capacity
        self.stride = 1
        self._steps: list[int] = []
        self._columns: dict[str, list[float]] = {name: [] for name in names}
        self._latest: tuple[int, dict[str, float]] | None = None

    def __len__(self) -> int:
        return len(self._steps) + (self._latest is not None)

    def add(self, step: int, **values: float) -> None:
        """The values of one step (every name); kept if the step falls on the stride."""
        if step % self.stride != 0:
            self._latest = (step, values)
            return
        self._latest = None
        self._steps.append(step)
        for name in self.names:
            self._columns[name].append(float(values[name]))
        if len(self._steps) >= self.capacity:
            self.stride *= 2
            kept = [i for i, s in enumerate(self._steps) if s % self.stride == 0]
            self._steps = [self._steps[i] for i in kept]
            for name in self.names:
                self._columns[name] = [self._columns[name][i] for i in kept]

    def steps(self) -> np.ndarray:
        """(m,) the steps kept, the latest one included."""
        tail = [] if self._latest is None else [self._latest[0]]
        return np.array(self._steps + tail, dtype=np.int64)

    def column(self, name: str) -> np.ndarray:
        """(m,) one column at ``steps()``."""
        tail = [] if self._latest is None else [float(self._latest[1][name])]
        return np.array(self._columns[name] + tail, dtype=np.float64)

    def clear(self) -> None:
        self.stride = 1
        self._steps = []
        self._columns = {name: [] for name in self.names}
        self._latest = None

    def as_csv(self) -> str:
        """step,<names...> one line per kept point."""
        lines = [",".join(("step", *self.names))]
        columns = [self.column(name) for name in self.names]
        for i, step in enumerate(self.steps()):
            lines.append(",".join([str(int(step)), *(repr(float(c[i])) for c in columns)]))
        return "\n".join(lines) + "\n"


def curves_csv(curves: dict[str, DecimatedCurves]) -> str:
    """run,step,<names...>: every run's kept points, one line each."""
    lines = []
    for name, run in curves.items():
        body = run.as_csv().splitlines()
        if not lines:
            lines.append("run," + body[0])
        lines.extend(f"{name},{line}" for line in body[1:])
    return "\n".join(lines) + "\n"
