"""Monkey test: ~300 seeded random user actions; after each one no exception, no Qt warning,
and every view holds core's numbers for the current session. benchmarks/monkey.py runs 5,000.
"""

from __future__ import annotations

import collections

import pytest

from tests.gui.monkey_actions import Monkey, QtMessageRecorder
from tests.gui.window_helpers import open_window

ACTIONS = 300
CHECK_EVERY = 10     # the full check (every view against Session.run) every tenth action


@pytest.mark.parametrize("seed", [1])
def test_random_user_actions_keep_every_view_equal_to_core(qtbot, monkeypatch, tmp_path, seed):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))  # recovery copies go here
    window = open_window(qtbot, monkeypatch)
    start = window.controller.session
    monkey = Monkey(window, seed, tmp_path)
    done: collections.Counter[str] = collections.Counter()
    history: list[str] = []
    changes, previous = 0, start
    with QtMessageRecorder() as qt_messages, qtbot.capture_exceptions() as exceptions:
        for number in range(ACTIONS):
            name = monkey.step()
            history.append(name)
            done[name] += 1
            changes += window.controller.session != previous
            previous = window.controller.session
            where = f"action {number} ({name}); last actions {history[-6:]}"
            assert not exceptions, f"{where}: {exceptions[0][1]!r}"
            assert not qt_messages.messages, f"{where}: {qt_messages.messages}"
            if number % CHECK_EVERY == CHECK_EVERY - 1:
                monkey.check()
        monkey.check()
    assert set(done) == {name for name, _, _ in monkey.actions}, "an action never ran"
    # the actions reached the session: a monkey whose clicks and keys went nowhere would pass
    # every check above with the first session on screen
    assert changes > ACTIONS // 10, changes


def test_the_sequence_is_the_same_for_the_same_seed(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))
    names = []
    for _ in range(2):
        window = open_window(qtbot, monkeypatch)
        monkey = Monkey(window, 7, tmp_path)
        names.append([monkey.step() for _ in range(12)])
        names[-1].append(window.controller.session)
        window.close()
    assert names[0] == names[1]


def test_the_recorder_catches_qt_warnings_but_not_platform_notes():
    from PySide6.QtCore import qWarning

    with QtMessageRecorder() as recorder:
        qWarning("QObject::connect: no such signal")
        qWarning("This plugin does not support propagateSizeHints()")
    assert recorder.messages == ["QtWarningMsg: QObject::connect: no such signal"]


# Regression: seed 2 once squeezed the big view to 0.5 px (margins measured from a stale
# layout after the axes grew); fixed in gui/views/heatmap/matrix_heatmap.py.
def test_the_big_view_never_squeezes_its_cells_away(qtbot, monkeypatch, tmp_path):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))
    window = open_window(qtbot, monkeypatch)
    monkey = Monkey(window, 2, tmp_path)  # seed 2 reaches a 0.5 px wide view within 135 actions
    box = window.stage_panel.large.plot_item.getViewBox()
    for number in range(135):
        name = monkey.step()
        size = box.sceneBoundingRect()
        assert size.width() >= 2 and size.height() >= 2, \
            f"action {number} ({name}): cells squeezed to {size.width():.1f} × {size.height():.1f}"
