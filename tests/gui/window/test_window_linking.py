"""Linked selection, the explanation dock, token chips reordering, presentation mode."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex

from gui.views.stage_labels import highlight_for


def test_highlights_for_a_clicked_cell():
    assert highlight_for("scores", 2, 4) == {"rows": (2,), "cols": (4,), "cells": ((2, 4),)}
    assert highlight_for("q", 2, 4) == {"rows": (2,), "cols": (), "cells": ()}
    assert highlight_for("k", 2, 4) == {"rows": (4,), "cols": (), "cells": ()}
    assert highlight_for("v", 2, None) == {"rows": (2,), "cols": (), "cells": ()}
    assert highlight_for("weights", None, None) == {"rows": (), "cols": (), "cells": ()}


def test_clicking_a_cell_highlights_it_everywhere_and_explains_it(window, monkeypatch):
    calls = []
    large = window.stage_panel.large
    monkeypatch.setattr(large, "set_highlight", lambda **kw: calls.append(kw))
    window.stepper.jump("scores")
    large.cell_clicked.emit(1, 3)
    assert window.selection.selection.query == 1 and window.selection.selection.key == 3
    assert calls[-1] == {"rows": (1,), "cols": (3,), "cells": ((1, 3),)}
    explanation = window.explanation.explanation
    assert (explanation.stage, explanation.row, explanation.col) == ("scores", 1, 3)
    assert explanation.value == window.controller.trace.head("scores", 0)[1, 3]
    window.stepper.jump("k")  # k_j is the selected key's row
    assert calls[-1] == {"rows": (3,), "cols": (), "cells": ()}
    window.controller.edit("w", lambda s: s.with_cell("W_K", 0, 0, 0, 0.9))
    assert window.explanation.explanation.value == \
        window.controller.trace.head("scores", 0)[1, 3]  # re-explained on the new trace


def test_clicking_a_token_chip_selects_its_query(qtbot, window):
    chips = window.token_editor.chips
    chips.itemClicked.emit(chips.item(2))
    assert window.selection.selection.query == 2
    assert window.selection.selection.key is None
    window.matrix_panel.select_matrix("X")
    assert window.matrix_panel.model.highlighted_row == 2
    window.matrix_panel.select_matrix("W_Q")
    assert window.matrix_panel.model.highlighted_row is None  # W^Q rows are not tokens
    window.stage_panel.cell_clicked.emit("q", 4, 1)  # any row i selects token i
    assert chips.currentRow() == 4


def test_chips_have_identity_colours_and_reorder_as_rows(window):
    from gui.palette import token_colors

    chips = window.token_editor.chips
    assert [chips.item(i).background().color().name() for i in range(chips.count())] == \
        [c.name() for c in token_colors(5)]
    x_before = window.controller.session.embeddings.copy()
    assert chips.model().moveRows(QModelIndex(), 0, 1, QModelIndex(), 3)  # "the" after "on"
    session = window.controller.session
    assert session.tokens == ("mole", "on", "the", "his", "face")
    assert (session.embeddings[2] == x_before[0]).all()  # the token kept its own row
    assert window.controller.undo_stack.undoText() == "reordered tokens"


def test_editing_a_chip_to_nothing_is_refused(qtbot, window):
    start = window.controller.session
    chips = window.token_editor.chips
    chips.item(1).setText("   ")
    assert window.controller.session == start
    assert chips.texts() == start.tokens
    assert window.statusBar().currentMessage().startswith("not changed")


def test_presentation_mode_scales_text(window):
    before = window.formula_bar.formula_label.styleSheet()
    window.actions.presentation.trigger()
    assert window.isFullScreen()
    assert window.formula_bar.formula_label.styleSheet() != before
    window.actions.presentation.trigger()
    assert not window.isFullScreen()
    assert window.formula_bar.formula_label.styleSheet() == before
