"""Tiles keep names: "5 scores" where it fits, else the lesson's symbol "5 S", else "S"; never a
nameless "5" nor a clipped "5 s…", and never a scroll bar under the tiles at 1024 px."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from core.attention.stages import STAGES, stage_caption
from core.session.value import Session
from gui.views.tile_caption import PADDING_PX, fitted_caption
from gui.window.app import build_window

LESSON_SYMBOLS = ("X", "Q", "K", "V", "S", "S/√d_k", "M", "A", "Z", "concat", "O")  # the issue's


def test_the_caption_is_whole_or_the_lessons_symbol(qapp):
    metrics = QFontMetrics(QApplication.font())
    full = "5 scores"
    wide = metrics.horizontalAdvance(full) + PADDING_PX
    assert fitted_caption(full, metrics, wide, "scores") == full
    assert fitted_caption(full, metrics, wide - 1, "scores") == "5 S"
    assert fitted_caption(full, metrics, PADDING_PX + metrics.horizontalAdvance("5 "),
                          "scores") == "S"


def test_every_tile_at_1024_by_700_keeps_a_name_and_no_scroll_bar(qtbot):
    text = "after the long lesson every student in the room finally understood why attention works"
    window = build_window(Session.from_text(text), restore=False, size=(1024, 700))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.stepper.jump("scores")
    window.stage_panel.cell_clicked.emit("scores", 2, 1)      # a pinned explanation too
    for _ in range(4):
        QApplication.processEvents()
    strip = window.stage_panel.strip
    assert not strip.horizontalScrollBar().isVisible()
    for number, (stage, symbol) in enumerate(zip(STAGES, LESSON_SYMBOLS, strict=True), start=1):
        caption = window.stage_panel.tiles[stage].caption
        shown = caption.text()
        assert shown in (stage_caption(stage), f"{number} {symbol}", symbol), shown
        assert "…" not in shown
        drawn = caption.fontMetrics().horizontalAdvance(shown)
        assert drawn <= caption.width(), (shown, drawn, caption.width())      # not clipped
        assert caption.accessibleName() == stage_caption(stage)
        assert caption.toolTip().startswith(stage_caption(stage))
        right = caption.mapTo(window, caption.rect().topRight()).x()
        assert right <= window.width()                                          # on screen


def test_long_symbols_keep_their_numbers_when_the_short_ones_leave_room(qtbot):
    """At 1024 px "6 S/√d_k" and "10 concat" lost their numbers in equal tiles while "1 x" left
    half its tile empty; the strip shares its width by what each caption needs."""
    text = "after the long lesson every student in the room finally understood why attention works"
    window = build_window(Session.from_text(text), restore=False, size=(1024, 700))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(4):
        QApplication.processEvents()
    tiles = window.stage_panel.tiles
    metrics = tiles["x"].caption.fontMetrics()
    shorts = [f"{n} {s}" for n, s in enumerate(LESSON_SYMBOLS, start=1)]
    needed = sum(metrics.horizontalAdvance(c) + PADDING_PX + 4 for c in shorts)
    strip = window.stage_panel.strip
    assert needed <= strip.viewport().width()           # the case: room for every number
    for number, stage in enumerate(STAGES, start=1):
        shown = tiles[stage].caption.text()
        assert shown.startswith(f"{number} "), shown
