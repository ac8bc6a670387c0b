"""The result of one forward pass: every stage, in order, read-only."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

import numpy as np
import torch

from core.attention.stages import ROTATED_NAMES, STAGES, array_names
from core.i18n import translate


@dataclass(frozen=True, eq=False)
class Trace(Mapping[str, torch.Tensor]):
    """Stage name -> tensor, in the order of :data:`core.attention.stages.STAGES`.

    Per-head stages have shape (n_heads, n, ...) when n_heads > 1 and (n, ...) otherwise.
    ``inputs`` holds the weights the pass used (W_Q, W_K, W_V, b_Q, b_K, b_V, W_O, b_O; head
    axis always present for the per-head ones) so explanations can show every term.
    With rotary positions (``rope_base`` set) it also holds ``q_rotated`` and ``k_rotated``
    (per head, like q and k): the turned q and k that ``scores`` multiplied. They are not
    stages (iteration yields STAGES only) but ``numpy``, ``head`` and ``[]`` read them.
    """

    _values: Mapping[str, torch.Tensor]
    inputs: Mapping[str, torch.Tensor | None]
    _allowed: torch.Tensor | None  # (n, n) bool on the engine's device, None: every key visible
    n_heads: int
    d_head: int
    divisor: float  # √d_head, or the temperature τ when one is set, or 1.0 with scaling off
    scaled: bool    # whether scaling was on (with d_head = 1 the divisor alone cannot say)
    causal: bool
    _blocked_rows: tuple[int, ...] = ()  # query rows with every key masked (their weights are 0)
    _finite: torch.Tensor | None = None  # 0-d bool on the engine's device: z has no inf/NaN
    temperature: float | None = None  # a divisor chosen instead of √d_head (scaling on only)
    rope_base: float | None = None  # rotary positions' base when on (q_rotated, k_rotated kept)
    heads_off: tuple[int, ...] = ()  # 0-based heads whose z was left out of concat (zeros)
    _cpu_cache: dict[object, object] = field(default_factory=dict, repr=False)  # host copies

    @property
    def stages(self) -> tuple[str, ...]:
        return STAGES

    @property
    def allowed(self) -> np.ndarray:
        """(n, n) read-only bool: True where query i may attend to key j.

        The engine keeps the mask on its device; it comes to the CPU here, once, when first asked.
        """
        cached = self._cpu_cache.get("__allowed__")
        if cached is None:
            n = self.n_tokens
            cached = (np.ones((n, n), dtype=bool) if self._allowed is None
                      else self._allowed.cpu().numpy())
            cached.setflags(write=False)
            self._cpu_cache["__allowed__"] = cached
        return cached

    def allowed_row(self, i: int) -> np.ndarray:
        """(n,) bool: the keys query ``i`` may attend to, without building the (n, n) mask on
        the CPU when there is none (an explanation reads one row at every edit)."""
        if self._allowed is None:
            return np.ones(self.n_tokens, dtype=bool)
        return self.allowed[i]

    @property
    def warnings(self) -> tuple[str, ...]:
        """What the user should know about this run: fully masked rows, overflow (the device is
        read once; the words follow the window's language at each reading, core.i18n)."""
        overflowed = self._cpu_cache.get("__overflowed__")
        if overflowed is None:                       # the one read of the device
            overflowed = self._finite is not None and not bool(self._finite)
            self._cpu_cache["__overflowed__"] = overflowed
        blocked = translate("Trace", "query row {row} has every key masked; its weights are zero")
        notes = [blocked.format(row=row) for row in self._blocked_rows]
        if overflowed:
            notes.append(translate("Trace", "some values overflowed to inf/NaN; use smaller "
                                            "numbers or float64"))
        if self.heads_off and len(self.heads_off) == self.n_heads:
            notes.append(translate("Trace", "every head is switched off: the output is b^O, the "
                                            "output bias")
                         if self.inputs.get("b_O") is not None else
                         translate("Trace", "every head is switched off: the output is all zeros"))
        return tuple(notes)

    @property
    def n_tokens(self) -> int:
        return int(self._values["x"].shape[0])

    @property
    def d_model(self) -> int:
        return int(self._values["x"].shape[1])

    @property
    def rotary(self) -> bool:
        """Whether q and k were turned by position before the scores (rotary positions on)."""
        return self.rope_base is not None

    @property
    def names(self) -> tuple[str, ...]:
        """Every array this trace holds: the stages, and q_rotated/k_rotated when rotary."""
        return array_names(self.rotary)

    def scored(self, name: str) -> str:
        """The array the scores multiplied for ``'q'`` or ``'k'``: the rotated one when rotary
        positions are on, the stage itself otherwise."""
        return ROTATED_NAMES[name] if self.rotary else name

    def __getitem__(self, name: str) -> torch.Tensor:
        return self._values[name]

    def __iter__(self) -> Iterator[str]:
        return iter(STAGES)

    def __len__(self) -> int:
        return len(STAGES)

    def numpy(self, name: str, *, native: bool = False) -> np.ndarray:
        """The stage as a read-only array on the CPU: float64, or with ``native`` the trace's own
        dtype (float32 stays float32: no widening copy, and none at all for a CPU trace).

        Both hold exactly the same numbers. This is the one place data leaves the engine's device.
        """
        key = (name, native)
        cached = self._cpu_cache.get(key)
        if cached is None:
            if name not in self._values:
                raise KeyError(f"unknown stage {name!r}; stages are {', '.join(STAGES)}")
            if native or self._values[name].dtype == torch.float64:
                cached = self._values[name].detach().cpu().numpy()   # a view of a CPU tensor
            else:   # numpy widens ~2.5x faster than Tensor.to(float64); exact either way
                cached = self.numpy(name, native=True).astype(np.float64)
            cached.setflags(write=False)
            self._cpu_cache[key] = cached
        return cached

    def head(self, name: str, head: int, *, native: bool = False) -> np.ndarray:
        """One head's matrix of a stage (the whole stage for stages without a head axis)."""
        values = self.numpy(name, native=native)
        if self.n_heads > 1 and values.ndim == 3:
            if not 0 <= head < self.n_heads:
                raise ValueError(f"head {head} out of range 0..{self.n_heads - 1}")
            return values[head]
        return values

    def head_shape(self, name: str) -> tuple[int, int]:
        """(rows, cols) of one head's matrix of a stage, without moving any data."""
        if name not in self._values:
            raise KeyError(f"unknown stage {name!r}; stages are {', '.join(STAGES)}")
        shape = tuple(int(size) for size in self._values[name].shape)
        return shape[-2], shape[-1]
