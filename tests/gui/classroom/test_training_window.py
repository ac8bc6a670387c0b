"""The "Watch it learn" window: a run draws its curves and pattern while the main window keeps
taking edits, pause pauses, and "Open these weights" makes the model the document (undoable)."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QTimer

from core.training.config import TrainingConfig
from core.training.session_out import trained_session
from core.training.trainer import Trainer
from gui.document.session_files import SessionFiles
from gui.window.scaling_lab_menu import ScalingLabLauncher
from gui.window.training_menu import TrainingLauncher
from tests.gui.window_helpers import open_window


@pytest.fixture
def window(qtbot, monkeypatch):
    return open_window(qtbot, monkeypatch)


def test_a_run_draws_curves_and_pattern_while_an_edit_is_handled(window, qtbot):
    training = window.features.get(TrainingLauncher).open()
    driver = training.driver
    edited = []

    def edit_during_training() -> None:
        before = driver.steps_done
        window.controller.edit("W_Q[0,0]", lambda s: s.with_cell("W_Q", 0, 0, 0, 0.75))
        edited.append((before, window.controller.trace.inputs["W_Q"][0, 0, 0].item()))

    training.play_button.click()
    assert driver.playing
    QTimer.singleShot(150, edit_during_training)
    qtbot.waitUntil(lambda: bool(edited) and driver.steps_done >= edited[0][0] + 15,
                    timeout=20_000)
    training.play_button.click()
    assert not driver.playing
    assert edited[0][1] == pytest.approx(0.75)               # the edit reached the engine
    window.stepper.jump("q")                                 # the window shows the edit:
    window.animation.stop()                                  # q = X W^Q with the new W^Q
    inputs = window.controller.trace.inputs
    x = window.controller.trace.head("x", 0).astype(np.float64)
    q = x @ inputs["W_Q"][0].double().numpy()
    np.testing.assert_allclose(window.stage_panel.large.shown_values(), q, atol=1e-5)
    assert edited[0][0] > 0                                  # it arrived mid-run
    # the curves are the run's own numbers: a fresh trainer of the same config gives them
    steps = driver.steps_done
    reference = Trainer(TrainingConfig(steps=training.steps.value()))
    reference.run(steps)
    x, loss = training.plots["loss"].shown("run", "loss")
    assert list(x) == list(range(steps))
    np.testing.assert_array_equal(loss, [r.loss for r in reference.records])
    # the pattern is the probe sentence's weights now
    expected = reference.probe().weights[0, 0].double().numpy()
    training.show_run()
    np.testing.assert_array_equal(training.patterns.maps["run"].shown_values(), expected)


def test_pause_really_pauses_and_close_stops(window, qtbot):
    training = window.features.get(TrainingLauncher).open()
    driver = training.driver
    training.play_button.click()
    qtbot.waitUntil(lambda: driver.steps_done > 5, timeout=10_000)
    training.play_button.click()
    paused_at = driver.steps_done
    qtbot.wait(300)
    assert driver.steps_done == paused_at and not driver.timer.isActive()
    training.step_button.click()
    assert driver.steps_done == paused_at + 1
    training.play_button.click()
    assert driver.playing
    training.close()
    assert not driver.timer.isActive()
    stopped_at = driver.steps_done
    qtbot.wait(200)
    assert driver.steps_done == stopped_at


def test_open_these_weights_is_one_undoable_step(window, qtbot):
    original = window.controller.session
    training = window.features.get(TrainingLauncher).open()
    for _ in range(30):
        training.step_button.click()
    training.open_button.click()
    run = training.driver.runs["run"]
    assert window.controller.session == trained_session(run)
    # and independently of trained_session: the window's matrices are the trainer's own
    # tensors after 30 steps (a copy taken before training, or of another head, differs)
    session = window.controller.session
    for name in ("W_Q", "W_K", "W_V"):
        for head, trained in enumerate(run.parameters[name].detach().double().numpy()):
            np.testing.assert_array_equal(session.matrix(name, head), trained, err_msg=name)
    np.testing.assert_allclose(window.controller.trace["weights"].numpy(),
                               training.driver.runs["run"].probe().weights[0, 0].numpy(),
                               atol=1e-6)
    window.controller.undo_stack.undo()
    assert window.controller.session == original


def test_bad_settings_leave_the_run_and_the_session(window, qtbot):
    original = window.controller.session
    training = window.features.get(TrainingLauncher).open()
    training.step_button.click()
    config = training.driver.config
    training.lr.setText("-1")
    training.lr.editingFinished.emit()
    assert "learning rate" in training.error.text()
    assert training.driver.config == config and training.driver.steps_done == 1
    training.lr.setText("0.02")
    training.d_k.setValue(256)
    training.heads.setValue(8)
    assert "budget" in training.error.text()
    assert window.controller.session == original


def test_compare_from_the_lab_runs_both_from_the_same_start(window, qtbot):
    lab = window.features.get(ScalingLabLauncher).open()
    room = lab.screen().availableGeometry()
    assert lab.width() <= room.width() and lab.height() <= room.height()   # the lab fits too
    lab.training_button.click()
    training = window.features.get(TrainingLauncher).training
    assert training.isVisible() and training.driver.compare
    assert set(training.driver.runs) == {"scaled", "unscaled"}
    training.d_k.setValue(64)
    training.step_button.click()
    runs = training.driver.runs
    assert runs["unscaled"].config.divisor == 1.0 and runs["scaled"].config.divisor == 8.0
    for name in ("E", "W_Q", "W_U"):        # one seed: both runs started from the same weights
        start = {n: Trainer(r.config).parameters[name] for n, r in runs.items()}
        assert np.array_equal(start["scaled"].detach(), start["unscaled"].detach())
    saturated = {n: training.plots["accuracy"].shown(n, "saturated")[1][0] for n in runs}
    assert saturated["unscaled"] > saturated["scaled"]
    screen = training.screen().availableGeometry()
    assert training.width() <= screen.width() and training.height() <= screen.height()
    assert window.features.get(TrainingLauncher).action in window.menu("Lesson").actions()


def test_curves_save_as_csv_png_and_svg(window, qtbot, tmp_path):
    training = window.features.get(TrainingLauncher).open()
    for _ in range(5):
        training.step_button.click()
    csv = window.features.get(TrainingLauncher).save_plot("loss", ".csv", tmp_path / "loss")
    lines = csv.read_text().splitlines()
    assert lines[0] == "run,step,loss,accuracy,saturated,softmax_grad,grad_norm_q"
    assert len(lines) == 6
    png = window.features.get(TrainingLauncher).save_plot("loss", ".png", tmp_path / "loss")
    svg = window.features.get(TrainingLauncher).save_plot("accuracy", ".svg", tmp_path / "acc")
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and b"<svg" in svg.read_bytes()


def test_an_edit_of_the_document_holds_training_for_a_moment(window, qtbot):
    training = window.features.get(TrainingLauncher).open()
    driver = training.driver
    driver.play()
    qtbot.waitUntil(lambda: driver.steps_done > 3, timeout=10_000)
    window.controller.edit("W_Q[0,1]", lambda s: s.with_cell("W_Q", 0, 0, 1, 0.25))
    held_at = driver.steps_done
    qtbot.wait(60)                                   # within the 150 ms hold: no batch ran
    assert driver.steps_done == held_at and driver.playing
    qtbot.waitUntil(lambda: driver.steps_done > held_at, timeout=10_000)   # then it goes on
    driver.pause()


def test_the_head_shown_is_the_head_chosen(window, qtbot):
    training = window.features.get(TrainingLauncher).open()
    training.heads.setValue(3)
    for _ in range(4):
        training.step_button.click()
    assert training.head.maximum() == 3
    training.head.setValue(3)
    trainer = training.driver.runs["run"]
    np.testing.assert_array_equal(training.patterns.maps["run"].shown_values(),
                                  trainer.probe().weights[0, 2].double().numpy())
    np.testing.assert_array_equal(training.weights.w_k.shown_values(),
                                  trainer.parameters["W_K"][2].detach().double().numpy())
    assert "head 3 of 3" in training.patterns.maps["run"].shown_title()


def test_a_diverging_run_stops_and_says_so(window, qtbot):
    training = window.features.get(TrainingLauncher).open()
    training.d_k.setValue(256)
    training.optimizer.setCurrentIndex(training.optimizer.findData("sgd"))
    training.lr.setText("10000")
    training.lr.editingFinished.emit()
    assert training.driver.config.learning_rate == 10000
    training.play_button.click()
    qtbot.waitUntil(lambda: training.driver.finished, timeout=10_000)
    assert not training.driver.playing and not training.play_button.isChecked()
    assert "training stopped" in training.status.text()
    trainer = training.driver.runs["run"]
    assert trainer.steps_done < training.steps.value()
    assert all(bool(p.isfinite().all()) for p in trainer.parameters.values())


def test_closing_the_main_window_mid_run_closes_and_stops_training(window, qtbot, monkeypatch):
    training = window.features.get(TrainingLauncher).open(compare=True)
    training.play_button.click()
    qtbot.waitUntil(lambda: training.driver.steps_done > 2, timeout=10_000)
    monkeypatch.setattr(window.features.get(SessionFiles), "allow_close", lambda *_: True)
    window.close()
    assert not training.isVisible() and not training.driver.timer.isActive()
    stopped_at = training.driver.steps_done
    qtbot.wait(100)
    assert training.driver.steps_done == stopped_at


def test_the_window_says_what_it_trains_and_why_full_accuracy_can_show_weights_of_0_6(window):
    training = window.features.get(TrainingLauncher).open()
    config = training.driver.config
    text = training.sentence.text()
    assert f"d_model {config.d_model}, d_k {config.d_k}, heads: {config.heads}" in text
    assert "not the window's session" in text and "weights of 0.6" in text


def test_compare_asks_before_it_discards_a_finished_run(window, qtbot):
    training = window.features.get(TrainingLauncher).open()
    training.steps.setValue(3)
    for _ in range(3):
        training.step_button.click()
    driver = training.driver
    assert driver.finished and driver.steps_done == 3 and not driver.compare
    asked: list[int] = []
    training.confirm_discard = lambda steps: asked.append(steps) or False     # "Cancel"
    training.compare.setChecked(True)
    assert asked == [3] and not training.compare.isChecked()
    assert training.driver.steps_done == 3 and set(training.driver.runs) == {"run"}
    training.confirm_discard = lambda steps: asked.append(steps) or True      # "OK"
    training.compare.setChecked(True)
    assert asked == [3, 3] and training.driver.compare
    assert set(training.driver.runs) == {"scaled", "unscaled"} and driver.steps_done == 0


def test_compare_mode_probe_patterns_draw_their_numbers_when_the_window_has_room(window, qtbot):
    """Two probe patterns side by side are heatmaps like every other: with a window of
    1366×768 (room enough, the one-run pattern draws at twice the width it needs) both draw
    every number; the maps' column widens for two runs instead of leaving them bare."""
    training = window.features.get(TrainingLauncher).open()
    training.resize(1366, 768)
    training.compare.setChecked(True)
    assert set(training.patterns.maps) == {"scaled", "unscaled"}
    qtbot.wait(50)
    for name, view in training.patterns.maps.items():
        view.grab()
        measures = view.layout_measures()
        size = len(training.driver.snapshots(0)[name].tokens)
        assert measures.cell_numbers_shown and measures.cell_numbers_drawn == size * size, name
    training.compare.setChecked(False)       # one run: the column narrows back, numbers stay
    qtbot.wait(50)
    (view,) = training.patterns.maps.values()
    view.grab()
    assert view.layout_measures().cell_numbers_shown
