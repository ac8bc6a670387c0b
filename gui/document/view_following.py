"""A Qt object following the window's view state (core/session/view_state.py): a callback when
one of the fields it shows changes, for as long as the object lives.

The view state is plain Python and knows no Qt; this ties a subscription to a QObject's life,
so a dock or a toggle torn down with its window stops listening with it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QObject

from core.session.view_state import ViewState


def follow_view(view_state: ViewState, fields: Iterable[str], callback: Callable[[], None],
                owner: QObject) -> Callable[[], None]:
    """Call ``callback()`` after each change of any of ``fields`` until ``owner`` is destroyed;
    returns the function that stops it sooner."""
    wanted = frozenset(fields)

    def told(changed: frozenset[str]) -> None:
        if changed & wanted:
            callback()

    stop = view_state.subscribe(told)
    owner.destroyed.connect(lambda *_: stop())
    return stop
