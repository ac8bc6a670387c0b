"""The undo history within a memory budget: old steps' traces go first, then the oldest steps.

Each undo step keeps its sessions and the traces the engine computed for them, so undo can
replay instead of recompute. At 2,048 tokens a trace is ~64 MB, so an unbounded history grows
by that much per edit. After every change of the history this module measures what the steps
hold (each array and trace counted once, however many steps share it) and, over the budget:

1. drops the traces of the oldest steps (never the one on screen); an undo or redo that reaches
   a step without its trace runs the engine again (controller._show_state);
2. if the sessions alone are still over, drops the oldest steps themselves (rebuilding the
   stack without them) and says so in the status bar.

The budget is 256 MB unless the settings say otherwise (``history/memory_budget_mb``).
"""

from __future__ import annotations

from PySide6.QtCore import QTimer

from core.words import english_plural, translate
from gui.document.commands import SessionEditCommand, SessionState
from gui.settings import app_settings

DEFAULT_BUDGET_MB = 256
SETTINGS_KEY = "history/memory_budget_mb"
_SESSION_ARRAYS = ("embeddings", "w_q", "w_k", "w_v", "w_o", "b_q", "b_k", "b_v", "b_o", "mask")


def configured_budget_bytes() -> int:
    """The budget from the settings (in MB), DEFAULT_BUDGET_MB when unset or unreadable."""
    value = app_settings().value(SETTINGS_KEY, DEFAULT_BUDGET_MB)
    try:
        megabytes = float(value)
    except (TypeError, ValueError):
        megabytes = DEFAULT_BUDGET_MB
    return int(max(megabytes, 1.0) * 2**20)


def trace_bytes(trace) -> int:
    """Memory a trace holds: its stage tensors and the CPU copies it has made of them."""
    if trace is None:
        return 0
    tensors = sum(t.element_size() * t.nelement() for t in trace._values.values())
    copies = sum(a.nbytes for a in trace._cpu_cache.values()
                 if hasattr(a, "flags") and a.flags.owndata)
    return tensors + copies


def session_arrays(session) -> list:
    return [a for a in (getattr(session, name) for name in _SESSION_ARRAYS) if a is not None]


class HistoryBudget:
    """Keeps ``controller.undo_stack`` within ``budget_bytes`` (see the module docstring).

    A plain object, owned by the controller: a QObject child could be deleted before the
    stack's last indexChanged during teardown.
    """

    def __init__(self, controller, budget_bytes: int | None = None) -> None:
        self._controller = controller
        self.budget_bytes = configured_budget_bytes() if budget_bytes is None else budget_bytes
        self.dropped_steps = 0
        self._steps_drop_pending = False
        controller.undo_stack.indexChanged.connect(self.enforce)

    # ----- measuring ----------------------------------------------------------------------
    def commands(self) -> list[SessionEditCommand]:
        stack = self._controller.undo_stack
        try:
            return [c for c in (stack.command(i) for i in range(stack.count()))
                    if isinstance(c, SessionEditCommand)]
        except RuntimeError:  # the stack is being deleted with its window
            return []

    def usage(self, commands: list[SessionEditCommand] | None = None) -> int:
        """Bytes the history holds beyond the state on screen (each array counted once)."""
        commands = self.commands() if commands is None else commands
        seen = {id(a) for a in session_arrays(self._controller.session)}
        seen.add(id(self._controller.trace))
        total = 0
        for state in _states(commands):
            if id(state.trace) not in seen:
                seen.add(id(state.trace))
                total += trace_bytes(state.trace)
            for array in session_arrays(state.session):
                if id(array) not in seen:
                    seen.add(id(array))
                    total += array.nbytes
        return total

    # ----- enforcing ----------------------------------------------------------------------
    def enforce(self, *_) -> None:
        """Drop old traces now; schedule dropping old steps when that is not enough."""
        commands = self.commands()
        if self.usage(commands) <= self.budget_bytes:
            return
        current = self._controller.trace
        for state in _states(commands):
            if state.trace is not None and state.trace is not current:
                _forget_trace(commands, state.trace)
                if self.usage(commands) <= self.budget_bytes:
                    return
        if not self._steps_drop_pending:  # not while the stack is inside push()
            self._steps_drop_pending = True
            QTimer.singleShot(0, self._drop_oldest_steps)

    def _drop_oldest_steps(self) -> None:
        self._steps_drop_pending = False
        stack = self._controller.undo_stack
        commands = self.commands()
        if len(commands) != stack.count():
            return  # a kind of step this budget does not know: leave the history alone
        drop = 0
        while drop < stack.index() and self.usage(commands[drop:]) > self.budget_bytes:
            drop += 1
        if drop:
            self._rebuild_without(commands, drop)
            self.dropped_steps += drop
            self._controller.message.emit(english_plural(translate(
                "HistoryBudget", "undo history shortened: the {count} oldest step(s) dropped to "
                                 "stay within {megabytes} MB of memory"), drop).format(
                count=drop, megabytes=f"{self.budget_bytes / 2**20:.0f}"))

    def _rebuild_without(self, commands: list[SessionEditCommand], drop: int) -> None:
        """The same stack less its ``drop`` oldest steps; position and saved mark kept."""
        stack = self._controller.undo_stack
        index, clean = stack.index() - drop, stack.cleanIndex() - drop
        kept = [SessionEditCommand(c.text(), c.old, c.new, _shown, None)
                for c in commands[drop:]]
        real_apply, top_key = commands[-1]._apply, commands[-1].merge_key
        stack.clear()
        for command in kept:
            stack.push(command)            # _shown: nothing is re-shown while rebuilding
        if clean >= 0:
            stack.setIndex(clean)
            stack.setClean()
        else:
            stack.resetClean()             # the saved state is no longer in the history
        stack.setIndex(index)
        for command in kept:
            command._apply = real_apply
        kept[-1].merge_key = top_key       # a scrub in progress still folds into its step


def _shown(state: SessionState) -> SessionState:
    return state


def _states(commands: list[SessionEditCommand]):
    """Every state the steps hold, oldest first."""
    for command in commands:
        yield command.old
        yield command.new


def _forget_trace(commands: list[SessionEditCommand], trace) -> None:
    """Replace ``trace`` by None wherever a step holds it (the engine recomputes it on demand)."""
    for command in commands:
        if command.old.trace is trace:
            command.old = SessionState(command.old.session, None)
        if command.new.trace is trace:
            command.new = SessionState(command.new.session, None)
