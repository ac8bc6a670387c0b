"""Undo steps: each holds whole old/new Session values and their traces, so undo is exact
and replays the trace already computed instead of running the engine again. The history
budget (gui/document/history_budget.py) may drop an old step's trace (None): applying that
step then runs the engine again, and the step keeps the trace it got back.

Sessions and traces are immutable, so a command keeps references, never copies. Steps with the
same merge key (one scrub, one wheel burst on one cell) fold into one step.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable
from typing import NamedTuple

from PySide6.QtGui import QUndoCommand

from core.attention.trace import Trace
from core.session.value import Session

SESSION_EDIT_ID = 0x514B56  # QUndoCommand.id() of every session edit ("QKV")

_scrub_ids = itertools.count(1)


class SessionState(NamedTuple):
    """A session and the trace the engine computed for it (None: dropped to save memory)."""
    session: Session
    trace: Trace | None


def new_gesture_id() -> int:
    """A fresh id for one scrub or one wheel burst; two gestures never share one."""
    return next(_scrub_ids)


class SessionEditCommand(QUndoCommand):
    """One undo step: switch the controller from ``old`` to ``new`` (and back)."""

    def __init__(self, label: str, old: SessionState, new: SessionState,
                 apply: Callable[[SessionState], SessionState],
                 merge_key: Hashable | None = None) -> None:
        super().__init__(label)
        self.old = old
        self.new = new
        self.merge_key = merge_key
        self._apply = apply

    def id(self) -> int:  # noqa: A003 - Qt's name
        return SESSION_EDIT_ID if self.merge_key is not None else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        if not isinstance(other, SessionEditCommand) or other.merge_key is None:
            return False
        if other.merge_key != self.merge_key:
            return False
        self.new = other.new
        if self.new.session == self.old.session:
            self.setObsolete(True)  # toggled and toggled back: no step, the document as it was
        self.setText(other.text() if not self.text() else _merged_label(self.text(),
                                                                         other.text()))
        # Qt deletes ``other`` now, but PySide never releases the Python side of a command
        # merged away: it would keep its sessions and traces (64 MB each at 2,048 tokens) for
        # ever. Only an empty shell is left behind.
        other.old = other.new = None
        other._apply = None
        return True

    def redo(self) -> None:
        self.new = self._apply(self.new)

    def undo(self) -> None:
        self.old = self._apply(self.old)


def _merged_label(first: str, last: str) -> str:
    """'edited W^Q[1,2] 0.40 → 0.45' + '… 0.45 → 0.55' reads as '… 0.40 → 0.55'."""
    if " → " in first and " → " in last:
        return first.rsplit(" → ", 1)[0] + " → " + last.rsplit(" → ", 1)[1]
    return last
