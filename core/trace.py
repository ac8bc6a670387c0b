"""The result of one forward pass: every stage, in order, read-only."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

import numpy as np
import torch

from .stages import STAGES


@dataclass(frozen=True, eq=False)
class Trace(Mapping[str, torch.Tensor]):
    """Stage name -> tensor, in the order of :data:`core.stages.STAGES`.

    Per-head stages have shape (n_heads, n, ...) when n_heads > 1 and (n, ...) otherwise.
    ``inputs`` holds the weights the pass used (W_Q, W_K, W_V, b_Q, b_K, b_V, W_O, b_O; head
    axis always present for the per-head ones) so explanations can show every term.
    """

    _values: Mapping[str, torch.Tensor]
    inputs: Mapping[str, torch.Tensor | None]
    _allowed: np.ndarray | None  # (n, n) bool, or None when every key is visible
    n_heads: int
    d_head: int
    divisor: float  # √d_head, or 1.0 with scaling off
    causal: bool
    warnings: tuple[str, ...] = ()
    _cpu_cache: dict[str, np.ndarray] = field(default_factory=dict, repr=False)

    @property
    def stages(self) -> tuple[str, ...]:
        return STAGES

    @property
    def allowed(self) -> np.ndarray:
        """(n, n) read-only bool: True where query i may attend to key j."""
        cached = self._cpu_cache.get("__allowed__")
        if cached is None:
            n = self.n_tokens
            cached = np.ones((n, n), dtype=bool) if self._allowed is None else self._allowed
            cached.setflags(write=False)
            self._cpu_cache["__allowed__"] = cached
        return cached

    @property
    def n_tokens(self) -> int:
        return int(self._values["x"].shape[0])

    @property
    def d_model(self) -> int:
        return int(self._values["x"].shape[1])

    def __getitem__(self, name: str) -> torch.Tensor:
        return self._values[name]

    def __iter__(self) -> Iterator[str]:
        return iter(STAGES)

    def __len__(self) -> int:
        return len(STAGES)

    def numpy(self, name: str) -> np.ndarray:
        """The stage as a read-only float64 array on the CPU.

        This is the one place data leaves the engine's device.
        """
        cached = self._cpu_cache.get(name)
        if cached is None:
            if name not in self._values:
                raise KeyError(f"unknown stage {name!r}; stages are {', '.join(STAGES)}")
            cached = self._values[name].detach().to("cpu", torch.float64).numpy()
            cached.setflags(write=False)
            self._cpu_cache[name] = cached
        return cached

    def head(self, name: str, head: int) -> np.ndarray:
        """One head's matrix of a stage (the whole stage for stages without a head axis)."""
        values = self.numpy(name)
        if self.n_heads > 1 and values.ndim == 3:
            if not 0 <= head < self.n_heads:
                raise ValueError(f"head {head} out of range 0..{self.n_heads - 1}")
            return values[head]
        return values
