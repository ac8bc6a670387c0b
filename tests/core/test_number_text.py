"""One number formatter: the cells, the explanations and the files all write through
core.number_text, with the typographic minus on screen and ASCII in files."""

from __future__ import annotations

import numpy as np

import core.number_text as number_text
from core import explanations, export
from core.explanations import notation
from core.export import matrix_text


def test_every_room_calls_the_one_formatter():
    assert explanations.number is number_text.number
    assert notation.factor is number_text.factor
    assert export.format_number is number_text.format_number
    assert matrix_text.format_number is number_text.format_number


def test_screen_and_file_texts_of_the_same_numbers():
    rng = np.random.default_rng(7)
    for value in rng.normal(scale=50.0, size=200).astype(np.float32):
        cell, short = number_text.format_cell_value(value), number_text.number(value)
        if value < 0 and abs(value) >= 0.005:
            assert cell.startswith("−") and short.startswith("−")  # U+2212, not '-'
        assert "-" not in cell and "-" not in short.split("e")[0]
        assert float(cell.replace("−", "-")) == round(float(value), 2) or abs(value) >= 100
        written = number_text.format_number(float(value), float32=True)
        assert np.float32(float(written)) == value                 # reads back exactly
    assert number_text.factor(-1.25) == "(−1.25)" and number_text.factor(1.25) == "1.25"
    assert number_text.format_number(-0.0001, 3) == "0.000"
    assert number_text.number(float("-inf")) == number_text.format_cell_value(float("-inf"))
