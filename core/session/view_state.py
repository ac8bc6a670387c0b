"""What the window shows of a session, as plain values beside ``Session``: the stage in view
and how far the learner has got, the head in focus, the linked selection and the pinned cell,
the transpose, the shared colour scales and presentation.

A ``Session`` is what a learner edits (an undo step); a ``ViewState`` is how they look at it
(no undo step, no recomputation). The window owns one; its widgets render it and change it
through it, and each listener is told which fields changed. No Qt: the gui's stepper and
selection keep their Qt signals by listening here.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass, fields, replace

from core.attention.stages import STAGES


@dataclass(frozen=True)
class Selection:
    """query: token i as a query (a row); key: token j as a key (a column of an n×n view)."""

    query: int | None = None
    key: int | None = None

    def clipped(self, n_tokens: int) -> Selection:
        """The selection that survives an edit: indices that no longer exist are dropped."""
        query = self.query if self.query is not None and self.query < n_tokens else None
        key = self.key if self.key is not None and self.key < n_tokens and query is not None \
            else None
        return Selection(query, key)

    @property
    def is_empty(self) -> bool:
        return self.query is None


@dataclass(frozen=True)
class PinnedCell:
    """The cell whose explanation is pinned: ``stage``'s (row, col) of ``head``, matrix
    coordinates (as the trace stores them, whatever the transpose)."""

    stage: str
    row: int
    col: int
    head: int


@dataclass(frozen=True)
class ViewValues:
    """One moment of the view state. ``reached``: the index of the last stage seen (later
    ones are dimmed); ``heads``: how many heads the trace in view has, ``head`` (one of them)
    the one in focus; ``shared_scales``: scores, scaled and masked share one colour scale."""

    stage: str = STAGES[0]
    reached: int = 0
    heads: int = 1
    head: int = 0
    selection: Selection = Selection()
    pinned: PinnedCell | None = None
    transposed: bool = False
    shared_scales: bool = True
    presenting: bool = False


FIELDS = tuple(field.name for field in fields(ViewValues))
FLAGS = ("transposed", "shared_scales", "presenting")

Listener = Callable[[frozenset[str]], None]   # told the names of the fields that changed


class ViewState:
    """The view state of one window: read its fields, change them with ``update`` or a named
    transition; each change that alters a value tells every listener once, with the names of
    the fields it changed (setting a value to what it already is tells nobody)."""

    def __init__(self, values: ViewValues | None = None) -> None:
        """``values``: where it starts (the defaults when None); ValueError as ``update``."""
        self._values = _valid(values or ViewValues())
        self._listeners: list[tuple[Listener]] = []   # each in a tuple of its own: its token

    # ----- reading ------------------------------------------------------------------------
    @property
    def values(self) -> ViewValues:
        return self._values

    @property
    def stage(self) -> str:
        return self._values.stage

    @property
    def stage_index(self) -> int:
        return STAGES.index(self._values.stage)

    @property
    def reached(self) -> int:
        return self._values.reached

    @property
    def heads(self) -> int:
        return self._values.heads

    @property
    def head(self) -> int:
        return self._values.head

    @property
    def selection(self) -> Selection:
        return self._values.selection

    @property
    def pinned(self) -> PinnedCell | None:
        return self._values.pinned

    @property
    def transposed(self) -> bool:
        return self._values.transposed

    @property
    def shared_scales(self) -> bool:
        return self._values.shared_scales

    @property
    def presenting(self) -> bool:
        return self._values.presenting

    # ----- listening ----------------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(changed)`` after each change; returns the function that stops it
        (at once: a listener stopped while others are told is told no more)."""
        token = (listener,)
        self._listeners.append(token)

        def unsubscribe() -> None:
            self._listeners = [other for other in self._listeners if other is not token]

        return unsubscribe

    # ----- changing -----------------------------------------------------------------------
    def update(self, **changes) -> frozenset[str]:
        """Set the named fields at once; the names of those whose value changed (listeners
        are told them once). ValueError naming the field for a value it cannot take."""
        for name in changes:
            if name not in FIELDS:
                raise ValueError(f"view state has no field {name!r}")
        new = _valid(replace(self._values, **changes))
        changed = frozenset(name for name in changes
                            if getattr(new, name) != getattr(self._values, name))
        if changed:
            self._values = new
            for token in list(self._listeners):
                if any(other is token for other in self._listeners):   # not stopped since
                    token[0](changed)
        return changed

    def go_to(self, index: int, *, reveal: bool = True) -> frozenset[str]:
        """Stage ``index`` (clamped to the stages); ``reveal``: it and earlier count as seen."""
        index = max(0, min(len(STAGES) - 1, int(index)))
        reached = max(self.reached, index) if reveal else self.reached
        return self.update(stage=STAGES[index], reached=reached)

    def restart(self) -> frozenset[str]:
        """The first stage, every later one hidden again."""
        return self.update(stage=STAGES[0], reached=0)

    def fit_heads(self, n_heads: int) -> frozenset[str]:
        """A trace with ``n_heads`` heads (≥ 1): the head in focus stays, or is its last."""
        n_heads = max(1, int(n_heads))
        return self.update(heads=n_heads, head=min(self.head, n_heads - 1))

    def focus_head(self, head: int) -> frozenset[str]:
        """Head ``head`` in focus when the trace has it; another changes nothing."""
        if isinstance(head, bool) or not 0 <= head < self.heads:
            return frozenset()
        return self.update(head=head)

    def select_token(self, i: int) -> frozenset[str]:
        """Token i (a chip, or any row i): query i everywhere."""
        return self.update(selection=Selection(i, None))

    def select_cell(self, i: int, j: int) -> frozenset[str]:
        """Cell (i, j) of an n×n view: q_i, k_j, v_j and that cell everywhere."""
        return self.update(selection=Selection(i, j))

    def clear_selection(self) -> frozenset[str]:
        """Nothing selected (Esc, another document)."""
        return self.update(selection=Selection())

    def clip_selection(self, n_tokens: int) -> frozenset[str]:
        """After an edit to ``n_tokens`` tokens: drop the indices that no longer exist."""
        return self.update(selection=self.selection.clipped(n_tokens))


def _valid(values: ViewValues) -> ViewValues:
    """``values`` with each field as it is held; ValueError naming the field it cannot hold."""
    values = replace(values, **{name: _checked(name, getattr(values, name)) for name in FIELDS})
    if values.head >= values.heads:
        raise ValueError(f"view state head: {values.head} is no head of {values.heads} "
                         f"(0 to {values.heads - 1})")
    return values


def _checked(name: str, value):
    """``value`` as field ``name`` holds it; ValueError naming the field when it cannot."""
    if name in FLAGS:
        return bool(value)
    if name == "stage" and value not in STAGES:
        raise ValueError(f"view state stage: {value!r} is no stage ({', '.join(STAGES)})")
    if name == "heads" and (isinstance(value, bool) or not isinstance(value, int)
                            or value < 1):
        raise ValueError(f"view state heads: {value!r} is not a whole number ≥ 1")
    if name in ("reached", "head"):
        try:
            number = operator.index(value)       # an int, numpy's too; never a float
        except TypeError:
            number = -1
        if isinstance(value, bool) or number < 0:
            raise ValueError(f"view state {name}: {value!r} is not a whole number ≥ 0")
        value = number
    if name == "reached" and value >= len(STAGES):
        raise ValueError(f"view state reached: {value} is past the last stage")
    if name == "selection" and not isinstance(value, Selection):
        raise ValueError(f"view state selection: {value!r} is not a Selection")
    if name == "pinned" and value is not None and not isinstance(value, PinnedCell):
        raise ValueError(f"view state pinned: {value!r} is not a PinnedCell or None")
    return value
