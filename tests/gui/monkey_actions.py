"""A seeded random sequence of user actions on the main window, and the checks after each.

Shared by tests/gui/window/test_monkey.py (a short run) and benchmarks/monkey.py (a long one), so it
drives the window with QTest (no qtbot needed). Every action goes through what a user touches:
the sentence box, the real cell editor, drags and wheel nudges on the matrix table, the
toolbar and menu actions, clicks on the stage view and the token chips, the spin boxes.

``Monkey.check()`` proves the views hold core's numbers for the current session.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import numpy as np
from PySide6.QtCore import QPoint, QPointF, Qt, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QAction, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit

from core.attention.stages import PER_HEAD_STAGES, SQUARE_STAGES, STAGES
from core.files.session_io import load_session, save_session
from gui.classroom.presentation import PresentationMode
from gui.classroom.tour_features import TourFeatures
from gui.window.heads_dock import HeadsDock
from tests.gui.window_helpers import drag

WORDS = ("the", "mole", "on", "his", "face", "cat", "sat", "a", "mat", "😀", "שלום", "été",
         "नमस्ते", "dog", "ran", "!", "(yes)", "x" * 30)
BAD_CELL_TEXTS = ("abc", "", "nan", "inf", "1e400", "1e30", "-2e6", "1,5", "9" * 200)
# A click aims at a cell's centre: smaller cells (the big view squeezed by a dock once made them
# 0.28 px tall, so the click landed on the next row) are a layout failure, not a click to make.
MIN_AIMABLE_CELL_PX = 3
# Messages the offscreen platform prints whatever the app does; anything else fails a run.
PLATFORM_NOTES = ("This plugin does not support", "OpenType support missing for")


class QtMessageRecorder:
    """Records Qt warnings and criticals (a context manager that restores the old handler)."""

    def __init__(self) -> None:
        self.messages: list[str] = []
        self._previous = None

    def __enter__(self) -> QtMessageRecorder:
        self._previous = qInstallMessageHandler(self._handle)
        return self

    def __exit__(self, *_exc) -> None:
        qInstallMessageHandler(self._previous)

    def _handle(self, kind, _context, message: str) -> None:
        serious = kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg,
                           QtMsgType.QtFatalMsg)
        if serious and not message.startswith(PLATFORM_NOTES):
            self.messages.append(f"{kind.name}: {message}")


class Monkey:
    """Random user actions on ``window``; ``step()`` does one and returns its name."""

    def __init__(self, window, seed: int, folder: Path) -> None:
        self.window = window
        self.rng = random.Random(seed)
        self.folder = folder
        self.actions: list[tuple[str, Callable[[], None], int]] = [
            ("type sentence", self.type_sentence, 4),
            ("edit cell", self.edit_cell, 8),
            ("bad cell text", self.bad_cell_text, 4),
            ("scrub cell", self.scrub_cell, 3),
            ("wheel cell", self.wheel_cell, 3),
            ("toggle causal", lambda: self.window.actions.causal.trigger(), 2),
            ("toggle scaling", lambda: self.window.actions.scaled.trigger(), 2),
            ("change dimension", self.change_dimension, 3),
            ("step", self.step_stage, 8),
            ("play", self.play, 2),
            ("undo", lambda: self.window.actions.undo.trigger(), 5),
            ("redo", lambda: self.window.actions.redo.trigger(), 3),
            ("click cell", self.click_cell, 6),
            ("click chip", self.click_chip, 2),
            ("transpose", self.transpose, 2),
            ("resize", self.resize, 2),
            ("presentation", self.presentation, 1),
            ("save and reopen", self.save_and_reopen, 1),
            ("pick head", self.pick_head, 2),
            ("preset button", self.preset_button, 2),
            ("add or remove token", self.add_or_remove_token, 2),
            ("edit chip", self.edit_chip, 2),
            ("keys on stage view", self.keys_on_stage_view, 3),
            ("arrow nudge", self.arrow_nudge, 2),
            ("zoom", self.zoom, 2),
            ("switch a head", self.switch_head, 2),
            ("tour", self.tour, 2),
        ]
        self._names = [name for name, _, _ in self.actions]
        self._weights = [weight for _, _, weight in self.actions]
        self._by_name = {name: action for name, action, _ in self.actions}
        self._pending = self.rng.sample(self._names, len(self._names))  # each once, first
        self.last_action = ""
        self.log = None   # a text file: each action's name is written (and flushed) before it runs

    # ----- driving ------------------------------------------------------------------------
    def step(self) -> str:
        name = self._pending.pop() if self._pending else \
            self.rng.choices(self._names, self._weights)[0]
        self.last_action = name
        if self.log is not None:   # a crash in Qt leaves no traceback: the file says what ran
            self.log.write(f"{name}\n")
            self.log.flush()
        self._by_name[name]()
        QApplication.processEvents()
        return name

    def check(self) -> None:
        """Every view holds Session.run()'s numbers for the current session (exact)."""
        window = self.window
        window.stepper.pause()
        window.animation.stop()
        session = window.controller.session
        expected = session.run()
        panel = window.stage_panel
        head = panel.head
        stage = panel.stage
        transposed = getattr(panel, "is_transposed", lambda: False)()

        def as_drawn(name: str) -> np.ndarray:  # n×n stages turn when transposed
            values = expected.head(name, head)
            return values.T if transposed and name in SQUARE_STAGES else values

        tour = window.features.get(TourFeatures)   # a waiting tour question hides from a stage on
        hidden = tour.progress.hidden_from() if tour is not None and tour.is_open() else None
        shown_stages = STAGES if hidden is None else STAGES[:hidden]
        if stage in shown_stages:
            np.testing.assert_array_equal(panel.large.shown_values(), as_drawn(stage),
                                          err_msg=f"large view, stage {stage} head {head}")
        else:
            assert np.isnan(panel.large.shown_values()).all(), "a waiting answer shows"
        for name in shown_stages:
            np.testing.assert_array_equal(panel.tiles[name].thumbnail.shown_values(),
                                          as_drawn(name), err_msg=f"tile {name}")
        editor = window.matrix_panel
        np.testing.assert_array_equal(editor.model.values,
                                      session.matrix(editor.matrix_name, editor.head),
                                      err_msg=f"matrix editor {editor.matrix_name}")
        assert window.token_editor.chips.texts() == session.tokens
        heads = window.features.get(HeadsDock)
        if heads.dock.isVisible() and heads.panel.stage in PER_HEAD_STAGES:
            for h, view in enumerate(heads.panel.grid.views()):
                np.testing.assert_array_equal(view.shown_values(), expected.head(
                    heads.panel.stage, h), err_msg=f"heads grid, head {h + 1}")
                assert view.is_off() == (h in session.heads_off), f"head {h + 1} on/off"
        explanation = window.explanation.explanation
        if explanation is not None:
            values = expected.head(explanation.stage, explanation.head or 0)
            at = (explanation.row, explanation.col or 0)
            assert _same_number(explanation.value, values[at]), f"explanation {at}"

    # ----- actions ------------------------------------------------------------------------
    def tour(self) -> None:
        _tour_move(self)

    def _reach(self, dock) -> None:
        """A person clicks a dock's tab before using it: a dock behind a raised tab (the
        Explanation or the Tour beside Matrices) is disabled while covered
        (gui/window/dock_focus.py), so clicks and keys on it go nowhere. It must then be in
        sight: a tour step's stale look once put Matrices back under the Tour at this raise,
        and the monkey typed into the disabled dock (keys ignored, Enter committed the old
        number: nothing changed and nothing was said, seed 1 at action 2,066)."""
        if dock.visibleRegion().isEmpty() and not dock.isFloating():
            dock.raise_()
            QApplication.processEvents()
        assert dock.isFloating() or not dock.visibleRegion().isEmpty(), \
            f"{dock.objectName()} raised, still out of sight"
        assert dock.isEnabled(), f"{dock.objectName()} raised, still disabled"

    def type_sentence(self) -> None:
        words = self.rng.choices(WORDS, k=self.rng.randint(1, 9))
        text = " ".join(words) if self.rng.random() > 0.05 else "   "
        self._reach(self.window.docks["tokens"])
        sentence = self.window.token_editor.sentence
        sentence.setFocus()
        sentence.clear()
        if text.isascii() and text.strip():
            QTest.keyClicks(sentence, text)
        else:
            sentence.insert(text)  # a paste: QTest cannot type emoji
        QTest.keyClick(sentence, Qt.Key.Key_Return)
        self.window.stage_panel.large.setFocus()

    def _pick_cell(self) -> tuple[int, int]:
        panel = self.window.matrix_panel
        self._reach(self.window.docks["matrices"])
        names = ["X", "W_Q", "W_K", "W_V"] + (["W_O"] if self.window.controller.session.w_o
                                               is not None else [])
        heads = self.window.controller.session.n_heads
        panel.select_matrix(self.rng.choice(names), self.rng.randrange(heads))
        rows, cols = panel.model.values.shape
        return self.rng.randrange(rows), self.rng.randrange(cols)

    def _type_in_cell(self, row: int, col: int, text: str) -> None:
        view = self.window.matrix_panel.view
        if QApplication.activeWindow() is not self.window:
            # the learner's click on the cell activates the window; offscreen, a lab the tour
            # had open and then closed leaves no window active (no window manager passes it on)
            self.window.activateWindow()
            QApplication.processEvents()
        index = view.model().index(row, col)
        view.scrollTo(index)
        view.setCurrentIndex(index)
        view.edit(index)
        editor = view.indexWidget(index)
        assert isinstance(editor, QLineEdit), f"no cell editor opened on {(row, col)}"
        editor.setFocus()
        assert editor.isEnabled() and editor.hasFocus(), \
            f"the cell editor on {(row, col)} takes no keys (enabled {editor.isEnabled()})"
        editor.selectAll()
        QTest.keyClick(editor, Qt.Key.Key_Backspace)
        if text.isascii() and 0 < len(text) <= 20:
            QTest.keyClicks(editor, text)
        else:
            editor.insert(text)
        QTest.keyClick(editor, Qt.Key.Key_Return)
        for _ in range(20):  # the delegate commits through a queued call
            QApplication.processEvents()
            if view.state() != QAbstractItemView.State.EditingState:
                break

    def edit_cell(self) -> None:
        """Nothing lost: the number typed and committed with Enter is the cell's now."""
        row, col = self._pick_cell()
        panel = self.window.matrix_panel
        name, head = panel.matrix_name, panel.head
        text = f"{self.rng.uniform(-2, 2):.3f}"
        self._type_in_cell(row, col, text)
        landed = self.window.controller.session.matrix(name, head)[row, col]
        assert landed == float(text), f"{text} typed into {name}[{row},{col}] (head {head}) " \
            f"and committed, the session holds {landed}"

    def bad_cell_text(self) -> None:
        before = self.window.controller.session
        row, col = self._pick_cell()
        text = self.rng.choice(BAD_CELL_TEXTS)
        self._type_in_cell(row, col, text)
        assert self.window.controller.session == before, "a refused cell changed the session"
        said = self.window.statusBar().currentMessage()
        assert said.startswith("not changed: "), f"{text!r} refused, the status bar: {said!r}"

    def scrub_cell(self) -> None:
        row, col = self._pick_cell()
        view = self.window.matrix_panel.view
        view.scrollTo(view.model().index(row, col))
        center = view.cell_center(row, col)
        drag(view.viewport(), center, center + QPoint(self.rng.randint(-40, 40), 0),
             steps=self.rng.randint(2, 5))

    def wheel_cell(self) -> None:
        row, col = self._pick_cell()
        for _ in range(self.rng.randint(1, 4)):
            self.window.matrix_panel.view.nudge(row, col, self.rng.choice((-1, 1)),
                                                fine=self.rng.random() < 0.5)

    def change_dimension(self) -> None:
        name, low, high = self.rng.choice((("d_model", 2, 10), ("d_head", 1, 6),
                                           ("n_heads", 1, 3)))
        self.window.matrix_panel.spins[name].setValue(self.rng.randint(low, high))

    def step_stage(self) -> None:
        a = self.window.actions
        self.window.stage_panel.large.setFocus()  # stepping is ignored while typing
        self.rng.choice((a.next, a.next, a.previous, a.first, a.last, a.reset)).trigger()
        if self.rng.random() < 0.5:
            QTest.qWait(self.rng.randint(1, 20))  # let the animation run a few frames

    def play(self) -> None:
        self.window.stage_panel.large.setFocus()
        self.window.actions.play.trigger()
        QTest.qWait(self.rng.randint(10, 60))
        if self.window.stepper.is_playing() and self.rng.random() < 0.7:
            self.window.actions.play.trigger()

    def click_cell(self) -> None:
        window = self.window
        window.animation.stop()
        QApplication.processEvents()   # a layout still settling would move the cell under aim
        large = window.stage_panel.large
        rows, cols = large.matrix_shape()
        row, col = self.rng.randrange(rows), self.rng.randrange(cols)
        viewport = large.graphics_view().viewport()
        point = large.cell_center_in_viewport(row, col)
        cells_on_screen = large.plot_item.getViewBox().sceneBoundingRect()
        if not cells_on_screen.contains(large.graphics_view().mapToScene(point)) or \
                not viewport.rect().contains(point):
            return  # zoomed in, or a short view: that cell is out of sight
        shown_rows, shown_cols = large.shown_values().shape
        assert min(cells_on_screen.height() / shown_rows, cells_on_screen.width() / shown_cols) \
            >= MIN_AIMABLE_CELL_PX, f"cells of {(rows, cols)} squeezed to {cells_on_screen}"
        tours = window.features.get(TourFeatures)
        predicting = tours is not None and tours.is_open() and tours.progress.is_pending()
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         point)
        if predicting:
            return  # the click was a tour prediction: the reveal explains the answer's cell
        explanation = window.explanation.explanation
        assert explanation is not None, f"clicking cell {(row, col)} explained nothing"
        expected = window.controller.session.run().head(window.stage_panel.stage,
                                                         window.stage_panel.head)
        assert (explanation.row, explanation.col or 0) == (row, col)
        assert _same_number(explanation.value, expected[row, col])

    def click_chip(self) -> None:
        self._reach(self.window.docks["tokens"])
        chips = self.window.token_editor.chips
        item = chips.item(self.rng.randrange(chips.count()))
        chips.scrollToItem(item)
        QTest.mouseClick(chips.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, chips.visualItemRect(item).center())
        assert self.window.selection.selection.query == chips.row(item)

    def transpose(self) -> None:
        for action in self.window.findChildren(QAction):
            if action.text().startswith("Transpose"):
                action.trigger()
                return

    def resize(self) -> None:
        self.window.resize(self.rng.randint(700, 1600), self.rng.randint(500, 1000))

    def presentation(self) -> None:
        self.window.features.get(PresentationMode).set_active(True)
        QApplication.processEvents()
        self.window.features.get(PresentationMode).set_active(False)

    def save_and_reopen(self) -> None:
        path = self.folder / "monkey.json"
        session = self.window.controller.session
        save_session(session, path)
        reopened = load_session(path)
        assert reopened == session, "a session changed through save and open"
        self.window.controller.replace_session(reopened, path)

    def switch_head(self) -> None:
        """Untick or tick a head in the Heads dock (through the controller when it is hidden)."""
        window = self.window
        head = self.rng.randrange(window.controller.session.n_heads)
        tiles = window.features.get(HeadsDock).panel.grid.tiles
        if window.features.get(HeadsDock).dock.isVisible() and head < len(tiles) and \
                window.features.get(HeadsDock).panel.stage in PER_HEAD_STAGES:
            tiles[head].switch.click()
        else:
            from gui.document.head_switches import set_head_on
            set_head_on(window.controller, head, head in window.controller.session.heads_off)

    def pick_head(self) -> None:
        heads = self.window.controller.session.n_heads
        self.window.stage_panel.set_head(self.rng.randrange(heads))

    def preset_button(self) -> None:
        self._pick_cell()
        name = self.rng.choice(("Randomize", "Identity", "Zero", "Reset"))
        self.window.matrix_panel.buttons[name].click()

    def add_or_remove_token(self) -> None:
        self._reach(self.window.docks["tokens"])
        editor = self.window.token_editor
        if self.rng.random() < 0.5:
            editor.add_button.click()
            chip_editor = editor.chips.indexWidget(editor.chips.currentIndex())
            if isinstance(chip_editor, QLineEdit):  # add opens the new chip's editor
                chip_editor.setFocus()
                chip_editor.selectAll()
                QTest.keyClicks(chip_editor, self.rng.choice(("cat", "dog", " ", "x")))
                QTest.keyClick(chip_editor, self.rng.choice((Qt.Key.Key_Return,
                                                             Qt.Key.Key_Escape)))
        else:
            editor.chips.setCurrentRow(self.rng.randrange(editor.chips.count()))
            editor.remove_button.click()
        QApplication.processEvents()

    def edit_chip(self) -> None:
        chips = self.window.token_editor.chips
        item = chips.item(self.rng.randrange(chips.count()))
        item.setText(self.rng.choice(("mole", "", "  ", "😀", "new", "x" * 250)))

    def keys_on_stage_view(self) -> None:
        view = self.window.stage_panel.large.graphics_view()
        view.setFocus()
        for _ in range(self.rng.randint(1, 4)):
            key = self.rng.choice((Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Left,
                                   Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_PageDown,
                                   Qt.Key.Key_Escape))
            QTest.keyClick(view, key)

    def arrow_nudge(self) -> None:
        row, col = self._pick_cell()
        view = self.window.matrix_panel.view
        view.setFocus()
        view.setCurrentIndex(view.model().index(row, col))
        modifier = self.rng.choice((Qt.KeyboardModifier.NoModifier,
                                    Qt.KeyboardModifier.ShiftModifier)) | \
            Qt.KeyboardModifier.AltModifier
        for _ in range(self.rng.randint(1, 3)):
            QTest.keyClick(view, self.rng.choice((Qt.Key.Key_Up, Qt.Key.Key_Down)), modifier)

    def zoom(self) -> None:
        large = self.window.stage_panel.large
        viewport = large.graphics_view().viewport()
        rows, cols = large.matrix_shape()
        centre = QPointF(large.cell_center_in_viewport(self.rng.randrange(rows),
                                                       self.rng.randrange(cols)))
        event = QWheelEvent(centre, QPointF(viewport.mapToGlobal(centre.toPoint())), QPoint(),
                            QPoint(0, self.rng.choice((-240, -120, 120, 240))),
                            Qt.MouseButton.NoButton, Qt.KeyboardModifier.ControlModifier,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(viewport, event)


def _tour_move(monkey: Monkey) -> None:
    """Open a tour at a random step, or, in one: next, back, answer or leave (keys only)."""
    tours, rng = monkey.window.features.get(TourFeatures), monkey.rng
    if not tours.is_open():
        tours.open_tour("the-lesson", step=rng.randrange(25), ask=False)
        for _ in range(3):     # the dock's arrival resizes the views: let the layout settle
            QApplication.processEvents()
        return
    move = rng.choice(("next", "next", "back", "answer", "answer", "leave"))
    target = monkey.window.stage_panel.large
    if move in ("next", "back"):
        QTest.keyClick(target, Qt.Key.Key_PageDown if move == "next" else Qt.Key.Key_PageUp)
    elif move == "leave":
        tours.leave()
    elif tours.progress.is_pending() and tours.progress.question.kind == "value":
        monkey._reach(tours.dock)
        QTest.keyClicks(tours.panel.value, f"{rng.uniform(-2, 2):.2f}")
        QTest.keyClick(tours.panel.value, Qt.Key.Key_Return)
    else:
        QTest.keyClick(target, getattr(Qt.Key, f"Key_{rng.randint(1, 5)}"))


def _same_number(shown: float, computed: float) -> bool:
    """Equal, or both −∞ (a masked cell)."""
    return bool(shown == computed or (np.isneginf(shown) and np.isneginf(computed)))
