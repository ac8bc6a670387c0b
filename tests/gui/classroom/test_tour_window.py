"""The built-in tour in the real window, driven by the keyboard only (and again in presentation
mode): each step shows its stage, session, selection and open panels; a waiting question hides
the asked stage; a right and a wrong prediction each get their feedback; the revealed stage
equals core's trace. One window for the whole module."""

from __future__ import annotations

import html
import json

import numpy as np
import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from core.attention.stages import SQUARE_STAGES, STAGES, stage_index
from core.session.value import Session
from core.tours.library import load_tour
from core.tours.sessions import changed_session
from gui.classroom.presentation import PresentationMode
from gui.classroom.tour_features import TourFeatures
from gui.code.code_dock import CodeDock
from gui.settings import app_settings
from gui.window.app import build_window
from gui.window.heads_dock import HeadsDock
from gui.window.mask_features import MaskFeatures
from gui.window.scaling_lab_menu import ScalingLabLauncher
from tests.core.tour_reference import numpy_answer

OPTION_ORDER = {"sign": ["positive", "negative", "zero"], "compare": ["up", "down", "same"]}


@pytest.fixture(scope="module")
def window(qapp):
    win = build_window(Session.from_text("a start of my own"), restore=False, size=(1280, 800))
    win.show()
    QApplication.processEvents()
    win.activateWindow()
    yield win
    win.features.get(TourFeatures).leave()
    for lab in (win.features.get(ScalingLabLauncher).lab, win.features.get(MaskFeatures).lab):
        if lab is not None:
            lab.close()
    win.controller.undo_stack.setClean()
    win.close()
    win.deleteLater()
    QApplication.processEvents()


@pytest.fixture(scope="module")
def lesson():
    return load_tour("the-lesson")


def press(window, key) -> None:
    """A key to whatever has the focus in the main window (the keyboard, nothing else)."""
    focus = QApplication.focusWidget()
    target = focus if focus is not None and focus.window() is window else window
    QTest.keyClick(target, key)
    QApplication.processEvents()


def type_text(window, text: str) -> None:
    focus = QApplication.focusWidget()
    QTest.keyClicks(focus, text)
    QTest.keyClick(focus, Qt.Key.Key_Return)
    QApplication.processEvents()


def assert_step_shown(window, checked, index: int) -> None:
    step, tours = checked.tour.steps[index], window.features.get(TourFeatures)
    assert tours.panel.counter.text() == f"step {index + 1} of {len(checked.tour.steps)}"
    assert tours.panel.title.text() == step.title
    assert window.stepper.stage == step.stage
    assert window.controller.session == checked.sessions[index]
    selection = window.selection.selection
    if step.select is None:
        assert selection.is_empty
    else:
        assert selection.query == step.select.row
        square = step.select.stage in SQUARE_STAGES and step.select.col is not None
        assert selection.key == (step.select.col if square else None)
    labs = (window.features.get(ScalingLabLauncher).lab, window.features.get(MaskFeatures).lab)
    shown = {"scaling-lab": labs[0] is not None and labs[0].isVisible(),
             "mask-lab": labs[1] is not None and labs[1].isVisible(),
             "code": window.features.get(CodeDock).dock.isVisible(),
             "heads": window.features.get(HeadsDock).dock.isVisible()}
    for name, visible in shown.items():
        if name == "heads" and checked.sessions[index].n_heads > 1:
            assert visible, "several heads: the grid is shown"
        else:
            assert visible == (name in step.open), (index + 1, name)


def assert_hidden_while_waiting(window, step) -> None:
    question = step.ask
    if question is None or question.kind in ("choice", "compare"):
        return
    hidden = stage_index(question.stage)
    for stage in STAGES[hidden:]:
        tile = window.stage_panel.tiles[stage].thumbnail
        assert tile.is_dimmed() and np.isnan(tile.shown_values()).all(), stage
    if stage_index(step.stage) >= hidden:
        assert np.isnan(window.stage_panel.large.shown_values()).all()
        assert window.stage_panel.large.levels() in ((-1.0, 1.0), (0.0, 1.0))  # no hint
        window.explanation_link.explain_cell(step.stage, question.row, question.col or 0,
                                             question.head)   # as a click on the blank view
        assert window.explanation.explanation is None, "the explanation gave it away"
        heads = window.features.get(HeadsDock)
        assert not heads.panel.isVisibleTo(heads.tabs)   # no head shows it


def predict(window, checked, index: int, right: bool):
    """A prediction by keyboard: the option's number, or a typed value and Enter."""
    question, session = checked.tour.steps[index].ask, checked.sessions[index]
    expected = numpy_answer(question, session)           # numpy, not core
    if question.kind == "value":
        type_text(window, f"{expected:.4f}" if right else f"{expected + 1:.4f}")
        return expected
    if question.kind in ("argmax", "argmin"):
        options = list(range(session.n_tokens))
    elif question.kind == "choice":
        options = list(range(len(question.options)))
    else:
        options = OPTION_ORDER[question.kind]
    chosen = expected if right else next(o for o in options if o != expected)
    press(window, getattr(Qt.Key, f"Key_{options.index(chosen) + 1}"))
    return expected


def assert_revealed_equals_trace(window, checked, index: int) -> None:
    question = checked.tour.steps[index].ask
    if question.kind == "choice":
        return
    window.animation.stop()
    assert window.stepper.stage == question.stage
    session = checked.sessions[index]
    if question.kind == "compare":
        session = changed_session(question, session)
        shown = window.controller.session   # the lesson's words leave with its numbers
        assert shown.with_settings(title=session.title, description=session.description) == \
            session
    trace = window.controller.trace
    assert window.features.get(HeadsDock).panel.isVisibleTo(window.features.get(HeadsDock).tabs)
    np.testing.assert_array_equal(window.stage_panel.large.shown_values(),
                                  trace.head(question.stage, window.stage_panel.head))
    np.testing.assert_allclose(trace.head(question.stage, question.head),
                               session.run().head(question.stage, question.head))


def test_the_whole_tour_by_keyboard(window, lesson):
    assert window.features.get(TourFeatures).open_tour("the-lesson", ask=False)
    right_steps, wrong_steps = [], []
    for index, step in enumerate(lesson.tour.steps):
        assert_step_shown(window, lesson, index)
        if step.ask is not None:
            assert_hidden_while_waiting(window, step)
            right = len(right_steps) <= len(wrong_steps)
            predict(window, lesson, index, right)
            feedback = window.features.get(TourFeatures).panel.feedback.text()
            label = lesson.answers[index].label
            if right:   # the verdict says the answer once, not "you predicted X; it is X"
                assert f"✓ Right: {html.escape(label)}." in feedback, feedback
                assert feedback.count(html.escape(label)) == 1 and "predicted" not in feedback
            else:
                assert "✗ Not quite: you predicted" in feedback and \
                    f"it is {html.escape(label)}" in feedback, feedback
            (right_steps if right else wrong_steps).append(index + 1)
            assert_revealed_equals_trace(window, lesson, index)
            assert app_settings().value("tour/step") in (index, str(index))
        if index < len(lesson.tour.steps) - 1:
            press(window, Qt.Key.Key_PageDown)
    text = window.features.get(TourFeatures).panel.text.text()
    assert f"You predicted {len(right_steps)} of {len(right_steps) + len(wrong_steps)} right" \
        in text and ", ".join(map(str, wrong_steps)) in text
    press(window, Qt.Key.Key_PageUp)
    assert window.features.get(TourFeatures).progress.index == len(lesson.tour.steps) - 2
    press(window, Qt.Key.Key_PageDown)
    last = window.controller.session
    press(window, Qt.Key.Key_PageDown)                  # Finish: leave, an ordinary session
    assert (not window.features.get(TourFeatures).is_open()
            and not window.features.get(TourFeatures).dock.isVisible())
    assert window.controller.session == last
    assert not np.isnan(window.stage_panel.large.shown_values()).any()
    assert app_settings().value("tour/place") is None   # finished: nothing to resume


def test_next_never_answers_a_question_and_show_the_answer_is_its_own_control(window, lesson):
    """A waiting question: Next is disabled (two clicks on Next never skip it), and a separate
    button elsewhere shows the answer with no prediction."""
    steps = lesson.tour.steps
    asked = next(i for i in range(1, len(steps)) if steps[i].ask and steps[i - 1].ask is None)
    try:
        assert window.features.get(TourFeatures).open_tour("the-lesson", step=asked - 1, ask=False)
        panel = window.features.get(TourFeatures).panel
        assert panel.next_button.isEnabled() and panel.reveal_button.isHidden()
        panel.next_button.click()
        panel.next_button.click()                       # the double click of the issue
        progress = window.features.get(TourFeatures).progress
        assert progress.index == asked and progress.is_pending()
        assert not panel.next_button.isEnabled() and panel.reveal_button.isVisible()
        assert panel.reveal_button.text() != panel.next_button.text()
        panel.reveal_button.click()
        assert not window.features.get(TourFeatures).progress.is_pending()
        assert "No prediction this time" in panel.feedback.text()
        assert panel.next_button.isEnabled() and panel.reveal_button.isHidden()
    finally:
        window.features.get(TourFeatures).leave()


def test_presentation_mode_waits_for_the_teachers_key(window, lesson):
    window.features.get(PresentationMode).set_active(True)
    try:
        assert window.features.get(TourFeatures).open_tour("the-lesson", ask=False)
        assert window.features.get(TourFeatures).dock.isVisible()
        scale = window.features.get(PresentationMode).font_scale
        assert (window.features.get(TourFeatures).panel.text.font().pointSizeF()
                == pytest.approx(11 * scale))
        for index, step in enumerate(lesson.tour.steps[:10]):
            assert_step_shown(window, lesson, index)
            if step.ask is not None:
                assert window.features.get(TourFeatures).progress.is_pending()
                assert ("Press Page Down to reveal"
                        in window.features.get(TourFeatures).panel.question.text())
                press(window, Qt.Key.Key_PageDown)       # the reveal
                feedback = window.features.get(TourFeatures).panel.feedback
                assert feedback.text().find("No prediction this time") >= 0
                assert_revealed_equals_trace(window, lesson, index)
            press(window, Qt.Key.Key_PageDown)
        assert window.features.get(TourFeatures).progress.index == 10
    finally:
        window.features.get(TourFeatures).leave()
        window.features.get(PresentationMode).set_active(False)
    assert app_settings().value("tour/step") in (10, "10")
    window.features.get(TourFeatures).tours_menu.fill()
    assert (window.features.get(TourFeatures).menu.actions()[0].text()
            == "Resume “The lesson, predicted” at step 11")   # its title, not its file's


def test_a_column_clicked_in_the_view_is_the_prediction(window, lesson):
    index = next(k for k, q in lesson.tour.questions if q.kind == "argmax" and
                 lesson.tour.steps[k].stage == q.stage)
    assert window.features.get(TourFeatures).open_tour("the-lesson", step=index, ask=False)
    large = window.stage_panel.large
    expected = numpy_answer(lesson.tour.steps[index].ask, lesson.sessions[index])
    point = large.cell_center_in_viewport(0, expected)
    QTest.mouseClick(large.graphics_view().viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)
    QApplication.processEvents()
    assert window.features.get(TourFeatures).panel.feedback.text().count("✓ Right") == 1
    window.features.get(TourFeatures).leave()


def test_own_sentence_step_uses_the_learners_sentence(window, lesson):
    index = next(k for k, s in enumerate(lesson.tour.steps) if s.source and
                 s.source.kind == "own")
    assert window.features.get(TourFeatures).open_tour("the-lesson", step=index, ask=False)
    sentence = window.features.get(TourFeatures).panel.sentence
    assert sentence.isVisible()
    QTest.keyClicks(sentence, " indeed")                  # the default sentence, one word more
    QTest.keyClick(sentence, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert window.controller.session.tokens[-1] == "indeed"
    expected = numpy_answer(lesson.tour.steps[index].ask, window.controller.session)
    assert window.features.get(TourFeatures).progress.answer.answer == expected
    window.features.get(TourFeatures).leave()


def test_a_bad_tour_is_one_message_and_the_session_stays(window, tmp_path):
    before = window.controller.session
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "qkv-lab-tour", "version": 1, "title": "t",
                               "steps": [{"title": "a", "text": "b", "example": "nope"},
                                         {"title": "a", "text": "b", "stage": "nope"}]}))
    assert not window.features.get(TourFeatures).open_tour(bad, ask=False)
    message = window.status_message()
    assert message.startswith("cannot open the tour bad.json: step 1: example:")
    assert "and 1 more" in message and "\n" not in message
    assert window.controller.session is before and not window.features.get(TourFeatures).is_open()


def test_on_a_narrow_window_the_tour_is_a_tab_beside_matrices(window):
    window.resize(1024, 700)
    QApplication.processEvents()
    try:
        assert window.features.get(TourFeatures).open_tour("the-lesson", step=7, ask=False)
        QApplication.processEvents()
        assert (window.features.get(TourFeatures).dock
                in window.tabifiedDockWidgets(window.docks["matrices"]))
        assert (window.features.get(TourFeatures).dock.isVisible()
                and not window.features.get(TourFeatures).dock.visibleRegion().isEmpty())
    finally:
        window.features.get(TourFeatures).leave()
        window.resize(1280, 800)


def test_the_command_lines_tour_and_the_offer_to_resume(window, tmp_path, capsys):
    import argparse

    from gui.window.app import start_tour

    start_tour(window, argparse.Namespace(tour="the-lesson", tour_step=3, text=None))
    assert (window.features.get(TourFeatures).is_open()
            and window.features.get(TourFeatures).progress.index == 2)
    window.features.get(TourFeatures).leave()
    missing = tmp_path / "missing.json"
    start_tour(window, argparse.Namespace(tour=str(missing), tour_step=1, text=None))
    assert (not window.features.get(TourFeatures).is_open() and "does not exist"
            in capsys.readouterr().err)
    start_tour(window, argparse.Namespace(tour=None, screenshot=None, layout_report=False))
    # the next start offers the place
    panel = window.features.get(TourFeatures).panel
    assert (window.features.get(TourFeatures).dock.isVisible() and panel.title.text()
            == "Resume the tour?")
    assert "step 3 of <b>The lesson, predicted</b>" in panel.text.text()
    assert window.status_message() == ("Lesson › Tours › Resume: you were at step 3 of the tour "
                                       "“The lesson, predicted”")       # not 'the-lesson'
    panel.leave_button.click()                   # Not now: hidden, the place kept
    assert (not window.features.get(TourFeatures).dock.isVisible()
            and app_settings().value("tour/step") in (2, "2"))
    start_tour(window, argparse.Namespace(tour=None, screenshot=None, layout_report=False))
    panel.next_button.click()                    # Resume ▶
    assert (window.features.get(TourFeatures).is_open()
            and window.features.get(TourFeatures).progress.index == 2)
    assert panel.leave_button.text() == "Leave tour"
    window.features.get(TourFeatures).leave()


def test_the_labs_tour_by_page_down_alone(window):
    labs = load_tour("the-labs")
    assert window.features.get(TourFeatures).open_tour("the-labs", ask=False)
    for index, step in enumerate(labs.tour.steps):
        assert_step_shown(window, labs, index)
        if step.ask is not None:
            assert_hidden_while_waiting(window, step)
            press(window, Qt.Key.Key_PageDown)           # revealed without a prediction
            assert ("No prediction this time"
                    in window.features.get(TourFeatures).panel.feedback.text())
            assert_revealed_equals_trace(window, labs, index)
        press(window, Qt.Key.Key_PageDown)
    assert not window.features.get(TourFeatures).is_open()
    assert app_settings().value("tour/place") is None


def test_another_head_does_not_show_a_waiting_answer(window, tmp_path):
    """Found by the monkey: picking head 2 while a question on weights waited redrew the view."""
    tour = tmp_path / "heads.json"
    tour.write_text(json.dumps({"format": "qkv-lab-tour", "version": 1, "title": "heads",
                                "steps": [{"title": "guess", "text": "which key?",
                                           "example": "three-heads", "stage": "weights",
                                           "ask": {"kind": "argmax", "stage": "weights",
                                                   "row": 1}}]}))
    assert window.features.get(TourFeatures).open_tour(tour, ask=False)
    large = window.stage_panel.large
    assert np.isnan(large.shown_values()).all()
    window.stage_panel.head_box.setCurrentIndex(1)               # the user picks head 2
    QApplication.processEvents()
    assert window.stage_panel.head == 1
    assert np.isnan(large.shown_values()).all()                  # still waiting, still blank
    window.view_state.focus_head(2)              # head 3, set in the view state (Heads dock)
    assert np.isnan(large.shown_values()).all()
    assert _hovered_text(large, 1, 3) == ""                      # no value said either
    window.features.get(TourFeatures).leave()
    trace = window.controller.trace
    np.testing.assert_array_equal(large.shown_values(), trace.head("weights", 2))
    said = _hovered_text(large, 1, 3)                            # said again, of head 3
    assert "head 3 of 3" in said and f"= {trace.head('weights', 2)[1, 3]:.2g}\n" in said



def test_a_waiting_answer_stays_blank_when_fewer_heads_narrow_its_stage(window, tmp_path):
    """Found by the monkey: with a question waiting, concat in view and head 3 in focus, fewer
    heads blanked the view at its old width under the new labels (ValueError, the view left
    as it was)."""
    tour = tmp_path / "narrow.json"
    tour.write_text(json.dumps({"format": "qkv-lab-tour", "version": 1, "title": "narrow",
                                "steps": [{"title": "guess", "text": "which key?",
                                           "example": "three-heads", "stage": "weights",
                                           "ask": {"kind": "argmax", "stage": "weights",
                                                   "row": 1}}]}))
    assert window.features.get(TourFeatures).open_tour(tour, ask=False)
    window.view_state.go_to(stage_index("concat"))
    window.view_state.focus_head(2)              # head 3: fewer heads move the focus too
    QApplication.processEvents()
    large = window.stage_panel.large
    wide = window.controller.trace.head_shape("concat")
    assert large.shown_values().shape == wide and np.isnan(large.shown_values()).all()
    assert window.controller.edit("heads", lambda s: s.with_dimensions(n_heads=2))
    QApplication.processEvents()
    narrow = window.controller.trace.head_shape("concat")
    assert narrow[1] == wide[1] * 2 // 3                    # two heads' columns of three
    assert large.shown_values().shape == narrow and np.isnan(large.shown_values()).all()
    window.features.get(TourFeatures).leave()

def _hovered_text(view, row: int, col: int) -> str:
    """The large view's hover text over cell (row, col): mouse moves sent to its viewport (off
    the cells first: only a move onto another cell asks for the text again)."""
    viewport = view.graphics_view().viewport()
    for pos in (QPoint(1, 1), view.cell_center_in_viewport(row, col)):
        QApplication.sendEvent(viewport, QMouseEvent(
            QEvent.Type.MouseMove, QPointF(pos), QPointF(viewport.mapToGlobal(pos)),
            Qt.MouseButton.NoButton, Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier))
    return view.tooltip_text()


def test_the_tours_sessions_are_undo_steps_and_the_history_stays(window, lesson):
    """A tour step with other numbers is one undo step: Undo gives the learner's own session
    back, and what they did before the tour is still in the history."""
    own = Session.from_text("my own words here")
    window.controller.replace_session(own)
    window.controller.edit("edited", lambda s: s.with_settings(causal=True))
    edited = window.controller.session
    try:
        assert window.features.get(TourFeatures).open_tour("the-lesson", step=2,
                                                           ask=False)   # mole-chemistry
        assert window.controller.session == lesson.sessions[2]
        stack = window.controller.undo_stack
        assert stack.count() == 2 and "tour" in stack.undoText()
        stack.undo()
        assert window.controller.session == edited
        stack.undo()
        assert window.controller.session == own
    finally:
        window.features.get(TourFeatures).leave()
