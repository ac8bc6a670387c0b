"""Issue 22's layout bullets, each through the route a user takes, measured from what was drawn
(the layout report and the widgets). Independent figures: the 9-pt threshold is recomputed
here from the font (QFontMetricsF), the −∞ count from the session's own mask."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtTest import QTest

from core.attention.stages import SQUARE_STAGES, STAGES
from core.files.examples import load_example
from gui.automation.scripted_layout import LAYOUT_OPS
from gui.classroom.presentation import PresentationMode
from gui.code.code_dock import CodeDock
from gui.document.session_files import SessionFiles
from gui.views.heatmap.number_room import needed_px
from gui.window import layout_policy
from gui.window.app import build_window
from gui.window.dock_layout import DockLayout
from gui.window.mask_features import MaskFeatures
from gui.window.scaling_lab_menu import ScalingLabLauncher
from tests.gui.layout_helpers import TEN, painted_window, report, settle

FOURTEEN = "my grandmother kept a small garden where every flower leaned toward the morning sun"
THIRTEEN = "my old grandmother always said that quiet rivers carry the deepest stories home"


def click_cell(window, row: int, col: int) -> None:
    view = window.stage_panel.large
    QTest.mouseClick(view.graphics_view().viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, view.cell_center_in_viewport(row, col))
    settle(window)


def masked_count(window) -> int:
    return int(np.isneginf(window.controller.session.run().head("masked", 0)).sum())


# ----- the policy's arithmetic ------------------------------------------------------------------
def test_the_need_is_the_cell_that_fits_a_9_point_number_times_the_shape(qapp):
    font = QFont()
    font.setPixelSize(12)                           # 9 pt at 96 dpi
    metrics = QFontMetricsF(font)
    cell = (metrics.horizontalAdvance("−00.00") + 4.0, metrics.height() + 6.0)
    need_w, need_h = needed_px((100.0, 50.0), (13, 13), cell)
    assert need_w == pytest.approx(100 + 13 * cell[0], abs=0.5)
    assert need_h == pytest.approx(50 + 13 * max(cell[1], cell[0] / 1.75), abs=0.5)


def test_a_panel_narrows_to_the_spare_room_or_gives_way():
    assert layout_policy.dock_extent(500, 300, 220, keep=True) == 300
    assert layout_policy.dock_extent(250, 300, 220, keep=True) == 250
    assert layout_policy.dock_extent(100, 300, 220, keep=True) is None
    assert layout_policy.dock_extent(-50, 300, 220, keep=False) == 300   # no numbers anyway
    place = layout_policy.place_explanation
    assert place(400, 0, wide=True, side_px=384, wanted_h=300, keep=True).where == "right"
    assert place(400, 0, wide=False, side_px=384, wanted_h=300, keep=True).where == "tab"
    assert place(0, 200, wide=True, side_px=384, wanted_h=300, keep=True).size == 200
    assert place(0, 0, wide=True, side_px=384, wanted_h=300, keep=False).where == "right"
    assert place(0, 0, wide=False, side_px=384, wanted_h=300, keep=False).where == "tab"


def test_the_left_column_gives_the_numbers_what_they_lack_and_nothing_in_vain():
    width = layout_policy.column_width
    # 300 px preferred, 200 its widgets' least; measured with the column 300 wide
    assert width(300, 300, 200, [10.0, 40.0]) == 300           # nothing lacks
    assert width(300, 300, 200, [-60.5, 5.0]) == 239           # 61 px given (whole pixels)
    assert width(300, 300, 200, [-150.0, -60.0]) == 240        # 150 in vain; 60 met
    assert width(300, 300, 200, [-30.0, -60.0]) == 240         # the most it can give
    assert width(300, 300, 200, [-150.0]) == 300               # only in vain: nothing
    assert width(300, 300, 200, [-100.0]) == 200               # down to its least, exactly
    # measured while the column was 250 wide: the same need, the same answer
    assert width(250, 300, 200, [-10.5]) == width(300, 300, 200, [-60.5]) == 239
    assert width(250, 300, 200, [60.0]) == 300                 # it grows back when room is


def test_the_layout_has_no_table_of_sizes():
    import inspect

    from gui.window import (
        dock_layout,
        mask_side,
        placement,
        placement_applier,
        refit_triggers,
        view_room,
    )
    for module in (layout_policy, dock_layout, refit_triggers, placement_applier, mask_side,
                   placement, view_room):
        source = inspect.getsource(module)
        for name in ("PROMISES", "promised", "AIR_PX", "WIDE_WINDOW_PX"):
            assert name not in source, (module.__name__, name)


def test_a_view_sized_to_its_need_draws_numbers_and_one_20_px_short_does_not(qtbot):
    window = painted_window(qtbot, THIRTEEN, (1280, 800), "scores")
    view = window.stage_panel.large
    room = view.number_room()
    assert room.spare_w > 0 and view.layout_measures().cell_numbers_drawn == 13 * 13
    side = window.docks["tokens"]
    window.resizeDocks([side], [side.width() + round(room.spare_w) + 20], Qt.Orientation.Horizontal)
    settle(window)
    assert view.number_room().spare_w < 0
    assert report(window)["cell_numbers_drawn"] == 0


# ----- the bullets, the user's route ------------------------------------------------------------
def test_at_1280x800_thirteen_tokens_the_masked_stage_draws_numbers_and_minus_infinity_with_m(
        qtbot):
    window = painted_window(qtbot, THIRTEEN, (1280, 800), "x", causal=True)
    window.actions.next.trigger()                       # Next ▶ through to the masked stage
    while window.stepper.stage != "masked":
        window.stepper.jump(STAGES[STAGES.index(window.stepper.stage) + 1])
    settle(window)
    measured = report(window)
    assert measured["mask"] == "panel" and window.features.get(MaskFeatures).panel.isVisible()
    assert window.features.get(MaskFeatures).panel.width() >= layout_policy.MASK_MIN_PX
    assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0
    assert measured["masked_signs_drawn"] == masked_count(window) == 78


def test_m_folds_to_a_strip_that_brings_it_back_where_it_does_not_fit(qtbot):
    window = painted_window(qtbot, sentence16(), (1280, 800), "masked", causal=True)
    measured = report(window)
    assert measured["mask"] == "strip" and measured["cell_numbers_shown"]
    strip = window.features.get(MaskFeatures).fold.strip
    assert "click to show M" in strip.toolTip()
    QTest.mouseClick(strip, Qt.MouseButton.LeftButton)
    settle(window)
    assert (report(window)["mask"] == "panel"
            and window.features.get(MaskFeatures).panel.width() > 100)


def sentence16() -> str:
    from tests.gui.layout_helpers import sentence
    return sentence(16)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800)], ids=["1024x700", "1280x800"])
def test_a_pinned_explanation_never_costs_the_view_its_numbers(qtbot, size):
    text = TEN if size[0] == 1024 else THIRTEEN
    n = len(text.split())
    window = painted_window(qtbot, text, size, "scores", causal=True)
    click_cell(window, 2, 1)                                    # the learner pins a cell
    assert window.explanation_link.cell[:3] == ("scores", 2, 1)
    for stage in SQUARE_STAGES:
        window.stepper.jump(stage)
        measured = report(window)
        assert measured["explanation_place"] in ("right", "bottom", "tab")
        assert window.explanation.isVisibleTo(window) or measured["explanation_place"] == "tab"
        assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0, measured
        assert measured["row_labels_shown"] == measured["col_labels_shown"] == n
    if report(window)["explanation_place"] == "tab":     # raised over the Matrices dock
        dock = window.docks["explanation"]
        assert window.docks["matrices"] in window.tabifiedDockWidgets(dock)
        assert not dock.visibleRegion().isEmpty()


def test_docks_keep_their_width_between_stages(qtbot):
    window = painted_window(qtbot, THIRTEEN, (1280, 800), "scores", causal=True)
    click_cell(window, 1, 1)
    window.features.get(CodeDock).dock.toggleViewAction().trigger()
    settle(window)
    seen = set()
    for stage in STAGES:
        window.stepper.jump(stage)
        settle(window)
        # The window's resize settling (RESIZE_SETTLE_MS after it was shown) may come at any
        # stage: on a loaded machine it came mid-walk and the code dock refitted to 142 px.
        window.features.get(DockLayout).triggers._resized.timeout.emit()
        settle(window)
        seen.add(tuple(sorted((d.objectName(), d.width(), d.height())
                              for d in window.findChildren(type(window.docks["tokens"]))
                              if d.isVisible())))
    assert len(seen) == 1


def test_the_window_never_grows_past_1024x700_and_presentation_gives_back_its_geometry(qtbot):
    window = painted_window(qtbot, THIRTEEN, (1024, 700), "x")
    before = window.geometry()
    for stage in STAGES:                               # concat and output: the long formulas
        window.stepper.jump(stage)
        settle(window)
        assert window.width() == 1024 and window.height() == 700, stage
        hint = window.minimumSizeHint()
        assert hint.width() <= 1024 and hint.height() <= 700, stage
    window.actions.presentation.trigger()              # F11
    settle(window)
    QTest.keyClick(window.stage_panel.large.graphics_view(), Qt.Key.Key_Escape)   # Esc
    settle(window)
    assert not window.features.get(PresentationMode).is_active()
    assert window.geometry() == before
    assert window.minimumSizeHint().width() <= 1024


def test_a_two_line_banner_and_more_cost_neither_numbers_nor_the_last_row(qtbot):
    window = painted_window(qtbot, TEN, (1024, 700), "weights")
    # a lesson: its banner
    window.features.get(SessionFiles).open_session(load_example("mole-face"))
    settle(window)
    banner = window.features.get(SessionFiles).banner
    assert banner.isVisibleTo(window)
    LAYOUT_OPS["banner_more"](window, {})                      # "more…"
    assert banner.is_expanded()
    window.stepper.jump("weights")
    settle(window)
    large, strip = window.stage_panel.large, window.stage_panel.strip
    view_bottom = large.mapTo(window, large.rect().bottomLeft()).y()
    assert view_bottom < strip.mapTo(window, strip.rect().topLeft()).y()   # above the tiles
    assert banner.scroll.height() <= 5 * banner.label.fontMetrics().lineSpacing() + 6
    window.controller.edit("tokens", lambda s: s.with_tokens(TEN.split()))  # off the lesson
    settle(window)
    assert "changed from lesson" in banner.text()
    for stage in ("scores", "masked", "weights"):
        window.stepper.jump(stage)
        measured = report(window)
        assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0, stage


def test_titles_are_not_cut_when_there_is_room_and_say_the_whole_title_when_they_are(qtbot):
    window = painted_window(qtbot, THIRTEEN, (1024, 700), "concat")
    view = window.stage_panel.large
    assert view.shown_title() == view._title_item.text()      # "concat: C = … [13 × 4]"
    window.stepper.jump("output")
    settle(window)
    assert view.shown_title() == view._title_item.text()


def test_the_token_box_shows_every_chip_without_a_scroll_bar(qtbot):
    from tests.gui.layout_helpers import sentence
    for n in (13, 24):
        window = painted_window(qtbot, sentence(n), (1280, 800), "x")
        settle(window)
        chips = window.token_editor.chips
        assert chips.verticalScrollBar().maximum() == 0
        last = chips.visualItemRect(chips.item(n - 1))
        assert chips.viewport().rect().contains(last)


def test_the_scaling_lab_fits_its_screen_and_shows_a_busy_note_at_once(qtbot, monkeypatch):
    window = painted_window(qtbot, TEN, (1024, 700), "scaled")
    import gui.classroom.scaling_lab as lab_package
    seen = {}
    real = lab_package.ScalingLab

    def watched(*args, **kwargs):
        seen["note"] = window.features.get(ScalingLabLauncher).busy.isVisible()
        return real(*args, **kwargs)

    monkeypatch.setattr(lab_package, "ScalingLab", watched)
    lab = window.features.get(ScalingLabLauncher).open()
    qtbot.addWidget(lab)
    settle(window)
    screen = window.screen().availableGeometry()
    assert (seen["note"] is True and "computing"
            in window.features.get(ScalingLabLauncher).busy.label.text())
    # gone once the lab is there
    assert not window.features.get(ScalingLabLauncher).busy.isVisible()
    assert lab.width() <= screen.width() and lab.height() <= screen.height()
    assert lab.frameGeometry().bottom() <= screen.bottom() + 1


def test_presentation_pins_the_explanation_large_and_scales_m_and_the_colour_bar(qtbot):
    window = painted_window(qtbot, TEN, (1280, 800), "masked", causal=True)
    normal_m = window.features.get(MaskFeatures).panel.font().pointSizeF()
    window.features.get(PresentationMode).set_active(True)
    settle(window)
    assert window.features.get(MaskFeatures).panel.font().pointSizeF() >= 1.6 * normal_m
    mask_panel = window.features.get(MaskFeatures).panel
    for label in (mask_panel.title, mask_panel.note, mask_panel.grid):
        assert QFontMetricsF(label.font()).height() >= 1.6 * QFontMetricsF(QFont()).height()
    bar = window.stage_panel.large._color_bar.axis
    assert bar.style["tickFont"].pixelSize() >= 1.6 * 13
    click_cell(window, 3, 1)
    settle(window)
    dock = window.docks["explanation"]
    assert dock.isVisible() and window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert window.explanation.font().pointSizeF() >= 1.6 * normal_m
    assert dock.width() >= 0.2 * window.width()
    # (numbers beside it on a 1024×700 or larger screen: the layout matrix's
    # "presentation pinned" state; this offscreen screen is 800×800)
    window.explanation_link.clear()
    settle(window)
    assert not dock.isVisible()
    window.features.get(PresentationMode).set_active(False)
    settle(window)
    assert window.features.get(MaskFeatures).panel.font().pointSizeF() == pytest.approx(normal_m)


def test_the_colour_bar_shows_the_negative_values_of_the_masked_stage(qtbot):
    window = painted_window(qtbot, TEN, (1920, 1080), "x")
    window.features.get(SessionFiles).open_session(load_example("mole-face"))
    window.stepper.jump("masked")
    window.stage_panel.set_font_scale(1.8)                     # the presentation's type
    settle(window)
    from PySide6.QtGui import QImage, QPainter
    axis = window.stage_panel.large._color_bar.axis
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    drawn = [text for *_, text in axis.generateDrawSpecs(painter)[2]]
    painter.end()
    low, high = window.stage_panel.large.levels()
    assert low < -1.0                                         # the stage goes negative
    assert any(text.startswith("-") for text in drawn), drawn
    assert float(drawn[0]) < 0 < float(drawn[-1])


def test_the_command_line_at_1024x700_on_the_output_stage_keeps_the_window_on_its_screen(
        tmp_path):
    import json
    import subprocess
    import sys

    from tests.gui.window.layout_matrix_script import ROOT, screen_config
    env = {"QT_QPA_PLATFORM": screen_config(tmp_path, (1024, 700)),
           "XDG_CONFIG_HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "main.py", "open", "--size", "1024x700", "--stage", "output",
         "--text", THIRTEEN, "--layout-report"], cwd=ROOT, capture_output=True, text=True,
        timeout=180, env={**__import__("os").environ, **env})
    assert result.returncode == 0, result.stderr
    measured = json.loads(result.stdout.strip().splitlines()[-1])
    assert measured["window"] == [1024, 700] and measured["screen"] == [1024, 700]
    assert measured["minimum"][0] <= 1024 and measured["stage"] == "output"


def test_the_worksheet_dialog_fits_a_1024x700_screen(qtbot, monkeypatch):
    import gui.export.worksheet_dialog as worksheet
    window = painted_window(qtbot, TEN, (1024, 700), "x")
    room = (1024 - 40, 700 - 40)                   # screen_room of a 1024×700 screen
    monkeypatch.setattr(worksheet, "screen_room", lambda _widget: room)
    dialog = worksheet.WorksheetDialog(window.controller.session, window)
    qtbot.addWidget(dialog)
    hint = dialog.sizeHint()
    assert hint.width() <= room[0] and hint.height() <= room[1]
    assert dialog.minimumSizeHint().height() <= room[1]


def test_a_resized_window_places_the_pinned_explanation_again(qtbot):
    window = painted_window(qtbot, TEN, (1920, 1080), "scores", causal=True)
    click_cell(window, 2, 1)
    assert report(window)["explanation_place"] == "right"       # room to spare at 1920×1080
    window.resize(1024, 700)
    qtbot.wait(400)                                             # the resize settles
    settle(window)
    measured = report(window)
    assert measured["explanation_place"] in ("tab", "bottom")
    assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0


def test_a_cell_pinned_after_stepping_with_animations_keeps_fourteen_tokens_numbers(qtbot):
    """A newcomer's route at 1280×800: a 14-word sentence typed over the lesson, Next to scores
    with the animations playing, a cell clicked. The 14 rows drawn at 9.2 pt were estimated a
    few pixels short of room, so the explanation went beside them and every number went."""
    window = build_window(load_example("mole-face"), restore=False, size=(1280, 800), stage="x")
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.controller.edit("tokens", lambda s: s.with_tokens(FOURTEEN.split()))
    window.animation.set_speed(4.0)                        # the speed slider's far end: shorter
    played = 0
    for _ in range(4):                                     # x → scores, each step animated
        window.stepper.next()
        played += window.animation.is_running()
        qtbot.waitUntil(lambda: not window.animation.is_running(), timeout=5000)
    assert played, "the steps were to be animated"
    assert report(window)["cell_numbers_shown"]
    click_cell(window, 2, 4)
    qtbot.waitUntil(lambda: not window.animation.is_running(), timeout=5000)
    measured = report(window)
    assert window.explanation_link.explanation is not None
    assert measured["cell_numbers_shown"] and measured["cell_font_pt"] >= 9.0
