"""The Heads dock's ranking shows its table (issue 42: at 1366×768 in German the table under
the form and the ranking's texts had room for two rows): at least five rows are in sight in a
dock that short, the form and texts above scrolling instead, never cut at the side."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QScrollArea, QTableWidgetItem

from gui.classroom.heads_ranking import ROWS_IN_SIGHT
from gui.classroom.model_heads_ranking import ModelHeadsRankingPanel
from gui.window.language import install_language, remove_translators


def test_five_ranked_rows_are_in_sight_in_a_short_dock(qtbot, qapp):
    install_language("de")
    try:
        panel = ModelHeadsRankingPanel()
        qtbot.addWidget(panel)
        panel.table.setSortingEnabled(False)
        panel.table.setRowCount(30)
        for row in range(30):
            for column in range(panel.table.columnCount()):
                panel.table.setItem(row, column, QTableWidgetItem(str(row)))
        panel.resize(panel.minimumSizeHint().width(), 380)   # shorter than at 1366×768 (457 px
        # there, its texts drawn taller than offscreen Qt draws them)
        panel.show()
        qtbot.waitExposed(panel)
        for _ in range(3):
            QApplication.processEvents()
        table = panel.table
        row_height = table.rowHeight(0)
        in_sight = table.viewport().height() // row_height
        assert in_sight >= ROWS_IN_SIGHT, (table.viewport().height(), row_height)
        area = panel.findChild(QScrollArea)            # the form and texts scroll instead
        assert area is not None and area.isAncestorOf(panel.rank_button)
        assert area.widget().width() <= area.viewport().width()       # nothing cut at the side
        area.ensureWidgetVisible(panel.rank_button)
        assert not panel.rank_button.visibleRegion().isEmpty()
        assert panel.geometry().height() >= panel.minimumSizeHint().height()
    finally:
        remove_translators()
