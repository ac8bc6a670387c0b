"""The tour "How a GPU computes attention": each shipped answer is what core.hardware and the
engine compute for the lesson it names (bytes written, tiles, the running maximum's key, the
rescale factor, skipped tiles, O against z)."""

from __future__ import annotations

import math

import numpy as np

from core.files.examples import load_example
from core.hardware.block_sizes import BlockSizes
from core.hardware.flash_pass import flash_pass
from core.hardware.memory_traffic import memory_traffic
from core.tours.library import load_tour


def chosen(tour, step: int) -> str:
    ask = tour.steps[step].ask
    return ask.options[ask.answer]


def test_every_answer_is_what_the_tiles_compute():
    tour = load_tour("gpu-attention").tour
    written = memory_traffic(4096, 64, 192).standard.writes * 4          # float32 bytes
    assert written == (2 * 4096 ** 2 + 4096 * 64) * 4
    assert chosen(tour, 0) == f"about {round(written / 1e6)} MB"
    face = load_example("mole-face").run()
    assert int(chosen(tour, 1)) == len(flash_pass(face, 0, BlockSizes(2, 2)).steps)
    scaled = face.head("scaled", 0)
    key = int(np.argmax(scaled[2, :4]))
    assert chosen(tour, 2) == f"key {key + 1}, “{face_tokens()[key]}”"
    assert chosen(tour, 3).startswith("e^(1.2 − 1.9)")
    assert f"{math.exp(1.2 - 1.9):.2f}" in chosen(tour, 3)
    causal = load_example("causal-next-word").run()
    assert causal.n_tokens == 6 and causal.causal
    assert int(chosen(tour, 4)) == flash_pass(causal, 0, BlockSizes(2, 2)).skipped_blocks


def face_tokens() -> tuple[str, ...]:
    return load_example("mole-face").tokens
