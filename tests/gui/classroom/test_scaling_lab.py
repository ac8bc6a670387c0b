"""The "Why √d_k?" lab: its plots show core.scaling.lab's numbers, the slider moves all four,
the τ slider edits the session (undoably), and the window reaches the lab from four places."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from PySide6.QtWidgets import QToolButton

import gui.classroom.scaling_lab.lab_window as lab_window
from core.scaling.lab import ScalingSweep, temperature_at, temperature_position
from gui.classroom.scaling_lab import PLOT_NAMES, ScalingLab
from gui.document.session_files import SessionFiles
from gui.export import export_prompts
from gui.window.scaling_lab_menu import ScalingLabLauncher
from tests.gui.window_helpers import assert_views_match_core, open_window

SMALL = dict(d_ks=(1, 4, 16, 64, 256, 1024), tokens=8, samples=300, seed=2)


@pytest.fixture(scope="module")
def sweep():
    return ScalingSweep(**SMALL)


@pytest.fixture
def small_sweeps(monkeypatch, sweep):
    """Labs built by the window use the small sweep (the full one takes a second or more)."""
    monkeypatch.setattr(lab_window, "ScalingSweep", lambda: sweep)


def plotted(lab: ScalingLab) -> dict[str, list[np.ndarray]]:
    """Every number the four plots draw, read back from their items."""
    plots = lab.plots
    data = {"histogram": [a for item in (plots["histogram"].unscaled, plots["histogram"].scaled)
                          for a in (item.xData, item.yData)],
            "row": [np.asarray(item.opts[key]) for item in (plots["row"].unscaled,
                                                            plots["row"].scaled)
                    for key in ("x", "height")]}
    for name in ("saturation", "gradient"):
        data[name] = [plots[name].markers.xData, plots[name].markers.yData,
                      np.array([plots[name].marker_line.value()])]
    return data


def assert_lab_shows_core(lab: ScalingLab, sweep: ScalingSweep, d_k: int) -> None:
    frame = sweep.frame(d_k)
    assert lab.d_k == d_k and lab.d_k_label.text() == f"d_k = {d_k:,}"
    hist = lab.plots["histogram"]
    np.testing.assert_array_equal(hist.unscaled.xData, frame.unscaled_histogram.edges)
    np.testing.assert_array_equal(hist.unscaled.yData, frame.unscaled_histogram.density)
    np.testing.assert_array_equal(hist.scaled.xData, frame.scaled_histogram.edges)
    np.testing.assert_array_equal(hist.scaled.yData, frame.scaled_histogram.density)
    row = lab.plots["row"]
    np.testing.assert_array_equal(row.unscaled.opts["height"], frame.unscaled_weights)
    np.testing.assert_array_equal(row.scaled.opts["height"], frame.scaled_weights)
    # key j's pair of bars straddles j, counted from 1 as tokens are everywhere a person reads
    centres = (np.asarray(row.unscaled.opts["x"]) + np.asarray(row.scaled.opts["x"])) / 2
    np.testing.assert_allclose(centres, np.arange(1, frame.scaled_weights.size + 1))
    # the bars' weights, recomputed independently from the sampled scores
    scores = sweep.scores[d_k][0]
    np.testing.assert_allclose(row.scaled.opts["height"],
                               torch.softmax(scores / d_k ** 0.5, -1).numpy(), rtol=1e-12)
    for name, fields in (("saturation", ("max_weight", "entropy")), ("gradient", ("grad_norm",))):
        plot = lab.plots[name]
        for field in fields:
            curve = sweep.curve(field)
            for column in (0, 1):
                item = plot.curves[field, column]
                np.testing.assert_array_equal(item.xData, sweep.d_ks)
                np.testing.assert_array_equal(item.yData, curve[:, column])
        expected = [getattr(side, f) for f in fields for side in (frame.row.unscaled,
                                                                  frame.row.scaled)]
        np.testing.assert_array_equal(plot.markers.yData, expected)
        np.testing.assert_array_equal(plot.markers.xData, [d_k] * len(expected))
        assert plot.marker_line.value() == pytest.approx(np.log10(d_k))
    assert [lab.captions[name].text() for name in PLOT_NAMES] == list(frame.captions)


def test_plots_and_captions_show_core_numbers(qtbot, sweep):
    lab = ScalingLab(sweep)
    qtbot.addWidget(lab)
    lab.set_d_k(256)
    assert_lab_shows_core(lab, sweep, 256)
    assert "d_k = 256" in lab.captions["gradient"].text()


def test_moving_the_slider_updates_all_four_plots_and_captions(qtbot, sweep):
    lab = ScalingLab(sweep)
    qtbot.addWidget(lab)
    lab.set_d_k(4)
    before = plotted(lab)
    captions = [lab.captions[name].text() for name in PLOT_NAMES]
    lab.slider.setValue(lab.slider.maximum())   # as a drag or a key press would
    after = plotted(lab)
    for name in PLOT_NAMES:
        changed = any(a.shape != b.shape or not np.array_equal(a, b)
                      for a, b in zip(before[name], after[name], strict=True))
        assert changed, f"{name} did not change"
    assert all(old != lab.captions[name].text() for old, name in zip(captions, PLOT_NAMES,
                                                                     strict=True))
    assert_lab_shows_core(lab, sweep, 1024)


def test_window_reaches_the_lab_from_menus_toggle_and_explanation(qtbot, monkeypatch,
                                                                   small_sweeps):
    win = open_window(qtbot, monkeypatch)
    launcher = win.features.get(ScalingLabLauncher)
    assert launcher.action in win.menu("View").actions()
    assert launcher.action in win.menu("Lesson").actions()
    button = win.toolbar.widgetForAction(win.actions.scaled)
    assert isinstance(button, QToolButton) and launcher.action in button.menu().actions()
    win.explanation_link.explain_cell("scaled", 1, 2, 0)
    assert win.explanation.stage_link.isVisibleTo(win.explanation)
    assert "√d_k" in win.explanation.stage_link.text()
    win.explanation.stage_link.linkActivated.emit("scaled")
    assert launcher.lab is not None and launcher.lab.isVisible()
    assert launcher.lab.tabs.count() == 2
    win.explanation_link.explain_cell("weights", 1, 2, 0)
    assert not win.explanation.stage_link.isVisibleTo(win.explanation)


def test_lesson_opens_the_lab_at_256_with_its_banner(qtbot, monkeypatch, small_sweeps):
    win = open_window(qtbot, monkeypatch)
    example = next(a for a in win.features.get(SessionFiles).actions.examples_menu.actions()
                   if a.data() == "why-sqrt-dk")
    example.trigger()
    lab = win.features.get(ScalingLabLauncher).lab
    assert win.controller.session.title == "Why divide by √d_k?"
    assert lab is not None and lab.isVisible() and lab.d_k == 256
    assert lab.banner.isVisibleTo(lab) and "1,024" in lab.banner.text()


def test_temperature_slider_edits_the_stages_live_with_one_undo_per_drag(qtbot, monkeypatch,
                                                                         small_sweeps):
    win = open_window(qtbot, monkeypatch)
    lab = win.features.get(ScalingLabLauncher).open()
    panel = lab.session_panel
    lab.tabs.setCurrentWidget(panel)                 # the "Your session" tab
    controller = win.controller
    original = controller.session
    slider = panel.slider
    d_head = original.d_head
    assert slider.value() == temperature_position(d_head ** 0.5, d_head)
    assert slider.mark()[0] == slider.value() and "√d_k" in slider.mark()[1]
    slider.setSliderDown(True)                       # one drag, several positions
    for position in (10, 60, 120):
        slider.setValue(position)
    slider.setSliderDown(False)
    tau = temperature_at(120, d_head)
    session = controller.session
    assert session.temperature == tau and session.divisor == tau
    weights = session.run(dtype=torch.float64).numpy("weights")
    scores = torch.tensor(session.run(dtype=torch.float64).numpy("scores"))
    np.testing.assert_allclose(weights, torch.softmax(scores / tau, -1).numpy(), atol=1e-12)
    np.testing.assert_allclose(controller.trace.numpy("weights"), weights, atol=1e-6)
    assert_views_match_core(win)
    assert panel.tau_label.text().startswith(f"scores ÷ τ = {tau:.3g}")
    win.stepper.jump("scaled")                       # titles and formula say τ, not √d_k
    assert f"τ ({tau:.3g})" in win.stage_panel.large.shown_title()
    assert f"τ ({tau:.3g})" in win.formula_bar.formula_label.text()
    assert controller.undo_stack.count() == 1        # the whole drag is one step
    controller.undo_stack.undo()
    assert controller.session == original
    assert slider.value() == temperature_position(d_head ** 0.5, d_head)
    panel.off_button.click()
    assert controller.session.temperature == 1.0
    panel.default_button.click()
    assert controller.session.temperature is None and controller.undo_stack.count() == 2


def test_both_weight_maps_share_one_colour_scale_and_follow_edits(qtbot, monkeypatch,
                                                                  small_sweeps):
    win = open_window(qtbot, monkeypatch)
    lab = win.features.get(ScalingLabLauncher).open()
    panel = lab.session_panel
    lab.tabs.setCurrentWidget(panel)

    def assert_maps_show(session):
        for view, scaled in ((panel.scaled_map, True), (panel.unscaled_map, False)):
            expected = session.with_settings(scaled=scaled).run().numpy("weights")
            np.testing.assert_array_equal(view.shown_values(), expected)
            assert view.levels() == (0.0, 1.0)

    before = win.controller.session
    assert_maps_show(before)
    win.controller.edit("scaling off", lambda s: s.with_settings(scaled=False))
    assert panel.tau_label.text() == "scores ÷ 1 (scaling is off)"
    lab.tabs.setCurrentIndex(0)                      # hidden: edits cost the panel nothing
    win.controller.edit("W_Q", lambda s: s.with_cell("W_Q", 0, 1, 2, 0.9))
    assert_maps_show(before)
    lab.tabs.setCurrentWidget(panel)                 # shown again: it catches up
    assert_maps_show(win.controller.session)


@pytest.mark.parametrize("suffix", [".png", ".svg"])
def test_each_plot_saves_as_png_or_svg(qtbot, monkeypatch, small_sweeps, tmp_path, suffix):
    win = open_window(qtbot, monkeypatch)
    launcher = win.features.get(ScalingLabLauncher)
    lab = launcher.open(d_k=64)
    monkeypatch.setattr(export_prompts, "ask_save_path",
                        lambda parent, caption, name, filters: tmp_path / name)
    menu = launcher.plot_menu("gradient")
    assert [a.text() for a in menu.actions() if a.text()][-1] == "Save as SVG…"
    written = launcher.save_plot("gradient", suffix, 2)
    assert written == tmp_path / f"why-sqrt-dk_gradient_dk64{suffix}"
    data = written.read_bytes()
    if suffix == ".png":
        assert data.startswith(b"\x89PNG")
        width = int.from_bytes(data[16:20], "big")
        assert width == 2 * lab.cards["gradient"].width()
    else:
        assert b"<svg" in data and b"</svg>" in data


def test_closing_the_main_window_closes_the_lab(qtbot, monkeypatch, small_sweeps):
    """An open lab (a child *window*: Qt does not hide it with its parent) kept the app
    running after the main window closed; now it closes with it."""
    win = open_window(qtbot, monkeypatch)
    lab = win.features.get(ScalingLabLauncher).open()
    assert lab.isVisible()
    monkeypatch.setattr(win.features.get(SessionFiles), "allow_close", lambda *_: True)
    win.close()
    assert not win.isVisible() and not lab.isVisible()


@pytest.mark.parametrize(("code", "thousand"), [("en", "1,024"), ("de", "1024"), ("es", "1024")])
def test_the_d_k_axis_writes_1024_as_the_labs_sentences_do(qapp, code, thousand):
    """The log axes' tick labels follow the language's rule for whole numbers (the slider's
    'from 1 to 1024' beside an axis reading '1,024' contradicted it in German and Spanish)."""
    from gui.classroom.scaling_lab.plots import log_ticks
    from gui.window.language import install_language, remove_translators

    install_language(code)
    try:
        labels = [text for _, text in log_ticks([1, 16, 1024])[0]]
        fractions = [text for _, text in log_ticks([0.05, 0.1])[0]]
    finally:
        remove_translators()
    assert labels == ["1", "16", thousand] and fractions == ["0.05", "0.1"]


def test_a_long_plot_title_is_never_cut(qtbot):
    """German at 1024×768 cut 'Größtes Gewicht (durchgezogen) und Entropie (gestrich': a lab or
    training plot's title now takes smaller type first, and is shortened with '…' (whole in the
    tooltip) only when even 8 pt does not fit; it is drawn within the plot either way."""
    from gui.classroom.scaling_lab.plots import LabPlot

    title = "Größtes Gewicht (durchgezogen) und Entropie (gestrichelt)"
    plot = LabPlot(title, "d_k", "Gewicht")
    qtbot.addWidget(plot)
    plot.show()
    for width, whole in ((900, True), (420, True), (250, False)):
        plot.resize(width, 220)
        qtbot.wait(20)
        label = plot.plot_item.titleLabel
        drawn = label.item.toPlainText()
        assert label.item.boundingRect().width() <= width, width      # nothing past the edge
        # the title sits between the axes: with them it never holds the plot wider than its
        # view (at 380 px a title fitted to the width alone did: cut at the right edge)
        assert plot.plot_item.sceneBoundingRect().width() <= plot.viewport().width() + 1, width
        assert (drawn == title) is whole, (width, drawn)
        assert plot.toolTip() == ("" if whole else title)
        if not whole:
            assert drawn.endswith("…") and title.startswith(drawn[:-1])
    plot.resize(900, 220)
    qtbot.wait(20)
    assert "11pt" in plot.plot_item.titleLabel.item.toHtml() or \
        plot.plot_item.titleLabel.opts["size"] == "11pt"               # full size when it fits
