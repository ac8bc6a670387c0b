"""The softmax bars keep every weight and their header inside the panel (issue 42: presenting
in German at 1024×768, "0.00207" and "Gewicht" ran past the explanation's edge: the weights'
column was kept for "0.000"). At the panel's least width, in presentation's large type, each
weight as written ends inside the widget, measured with the widget's font here."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QFont, QFontMetricsF

from core.explanations import explain, number
from core.session.value import Session
from gui.explain.panel.softmax_bars import SoftmaxBars

SENTENCE = "der alte Fischer ging über die Brücke zum Hafen und sah die Boote im Wasser"


@pytest.mark.parametrize("pixels", [13, 22])
def test_every_weight_ends_inside_the_panel_at_its_least_width(qtbot, pixels):
    session = Session.from_text(SENTENCE, causal=True)
    trace = session.run(dtype="float64")
    row = 3
    weights = trace.numpy("weights")[row]
    assert any(len(number(w)) > len("0.000") for w in weights)   # "0.00207": wider than 0.000
    bars = SoftmaxBars()
    qtbot.addWidget(bars)
    font = QFont(bars.font())
    font.setPixelSize(pixels)
    bars.setFont(font)
    bars.set_explanation(explain(trace, "weights", row, 1), session.tokens)
    bars.resize(bars.minimumSizeHint().width(), bars.needed_height())
    bars.show()
    metrics = QFontMetricsF(font)
    np.testing.assert_array_equal(bars.bar_values(), weights)
    for key, bar in enumerate(bars.bar_rects()):
        end = bar.left() + bars.track_width() + 4 + metrics.horizontalAdvance(number(weights[key]))
        assert end <= bars.width() + 0.5, (number(weights[key]), end, bars.width())
