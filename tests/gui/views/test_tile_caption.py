"""Tile captions keep the stage's number whole: "5 scores", "5 sco…" or "5", never "5 …es"."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from core.attention.stages import STAGES
from core.session.value import Session
from gui.views.tile_caption import PADDING_PX, fitted_caption
from gui.window.app import build_window


def test_the_caption_shortens_from_the_right_and_keeps_the_number(qapp):
    metrics = QFontMetrics(QApplication.font())
    full = "5 scores"
    wide = metrics.horizontalAdvance(full) + PADDING_PX
    assert fitted_caption(full, metrics, wide) == full
    shortened = fitted_caption(full, metrics, wide - metrics.horizontalAdvance("re"))
    assert shortened.startswith("5 s") and shortened.endswith("…")
    assert fitted_caption(full, metrics, PADDING_PX + metrics.horizontalAdvance("5")) == "5"


def test_every_tile_at_1024_by_700_starts_with_its_number(qtbot):
    text = "after the long lesson every student in the room finally understood why attention works"
    window = build_window(Session.from_text(text), restore=False, size=(1024, 700))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    for _ in range(3):
        QApplication.processEvents()
    for number, stage in enumerate(STAGES, start=1):
        caption = window.stage_panel.tiles[stage].caption.text()
        assert caption == str(number) or caption.startswith(f"{number} "), caption
        assert not caption.startswith(f"{number} …")
