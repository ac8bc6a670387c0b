"""A worker's result comes back as a signal on the window's thread (gui/document/background.py):
later, in the event loop, never inside the call that started the work, and never to a relay
that is gone."""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor

from gui.document.background import FutureRelay


def _slow_square(x: int) -> int:
    time.sleep(0.05)
    return x * x


def test_the_result_arrives_on_the_window_thread_through_the_event_loop(qtbot):
    heard = []
    relay = FutureRelay(lambda future: heard.append((future.result(), threading.get_ident())))
    with ThreadPoolExecutor(max_workers=1) as pool:
        working = relay.watch(pool.submit(_slow_square, 7))
        finished = pool.submit(_slow_square, 3)
        finished.result()
        relay.watch(finished)              # already done: still not heard inside this call
        assert heard == []
        qtbot.waitUntil(lambda: len(heard) == 2, timeout=5000)
    assert working.result() == 49
    assert sorted(value for value, _ in heard) == [9, 49]
    assert {thread for _, thread in heard} == {threading.get_ident()}


def test_a_deleted_relay_hears_nothing(qtbot):
    heard = []
    relay = FutureRelay(heard.append)
    gate = threading.Event()
    with ThreadPoolExecutor(max_workers=1) as pool:
        relay.watch(pool.submit(gate.wait, 5))
        relay.deleteLater()
        qtbot.wait(20)                     # the relay is deleted before the work ends
        gate.set()
    qtbot.wait(50)
    assert heard == []
