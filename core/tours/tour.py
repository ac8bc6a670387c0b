"""A tour as plain values: its steps, where each step's session comes from, and its question.

Rows and columns are 0-based here, as in session files; the window shows them 1-based.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

FORMAT = "qkv-lab-tour"
VERSION = 1
KINDS = ("argmax", "argmin", "value", "sign", "compare", "choice")
SIGNS = ("positive", "negative", "zero")
DIRECTIONS = ("up", "down", "same")
# What a step may open beside the window; a step shows exactly the ones it names.
OPENABLE = ("scaling-lab", "mask-lab", "code", "heads", "flash")
# Settings a step (or a compare question's change) may set on its session.
SETTINGS = ("causal", "scaled", "positional", "temperature", "heads_off", "mask")


@dataclass(frozen=True)
class Source:
    """Where a step's session comes from: a built-in example, an inline session (a session
    file's JSON object), or the learner's own sentence (``own`` is the sentence offered when
    the learner has typed none)."""

    kind: str                       # "example" | "session" | "own"
    value: Any                      # the example's name, the session object, the default text


@dataclass(frozen=True)
class Selection:
    stage: str
    row: int
    col: int | None = None
    head: int = 0


@dataclass(frozen=True)
class CellChange:
    matrix: str                     # X, W_Q, W_K, W_V, W_O
    head: int
    row: int
    col: int
    value: float


@dataclass(frozen=True)
class Question:
    kind: str                       # one of KINDS
    stage: str = ""                 # every kind but choice (a choice's: what would answer it)
    row: int = 0
    col: int | None = None          # value, sign, compare
    head: int = 0
    tolerance: float | None = None  # value: how near counts as right; sign/compare: "zero"
    settings_change: dict = field(default_factory=dict)  # compare: {"causal": True}
    cell_change: CellChange | None = None                # compare: one cell set
    options: tuple[str, ...] = ()   # choice
    answer: int | None = None       # choice: the one answer a file gives
    prompt: str = ""                # the question as the learner reads it ("" = the default)


@dataclass(frozen=True)
class Step:
    title: str
    text: str                       # a small Markdown subset (core.tours.markdown)
    source: Source | None = None    # None: the previous step's session goes on
    settings: dict = field(default_factory=dict)
    stage: str = "x"
    select: Selection | None = None
    open: tuple[str, ...] = ()
    ask: Question | None = None


@dataclass(frozen=True)
class Tour:
    title: str
    steps: tuple[Step, ...]
    description: str = ""

    @property
    def questions(self) -> list[tuple[int, Question]]:
        """(0-based step index, question) for every step that asks."""
        return [(k, step.ask) for k, step in enumerate(self.steps) if step.ask is not None]
