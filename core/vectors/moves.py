"""Where a word starts (x) and where attention moves it (the output), in one plane; and one word
in two sentences. Read from traces: no engine run here.

x has d_model numbers per word; the output has d_model too when W^O maps back (several heads,
or a W^O), but with one head and no W^O it is z (d_head numbers). Vectors of different lengths
live in different spaces: then only the outputs are drawn, and a note says why.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.attention.trace import Trace
from core.i18n import translate
from core.vectors.plane import Plane, best_plane


@dataclass(frozen=True, eq=False)
class MoveVectors:
    plane: Plane
    x: np.ndarray | None    # (n, 2): where each word starts; None when x is another space
    output: np.ndarray      # (n, 2): where attention moved it
    notes: tuple[str, ...]

    @property
    def same_space(self) -> bool:
        return self.x is not None


def move_vectors(trace: Trace) -> MoveVectors:
    """x (n, d_model) and the output (n, d_out) in the best plane of [X; O] (or of O alone)."""
    x, output = trace.numpy("x"), trace.numpy("output")
    if x.shape[1] == output.shape[1]:
        plane = best_plane(np.vstack([x, output]))           # (2n, d_model)
        return MoveVectors(plane, plane.project(x), plane.project(output), plane.notes)
    plane = best_plane(output)
    note = translate("Vectors", "x has {d_x} numbers per word, the output {d_out} (z: one head, "
                     "no W^O): different spaces, so only the outputs are drawn").format(
        d_x=x.shape[1], d_out=output.shape[1])
    return MoveVectors(plane, None, plane.project(output), (note, *plane.notes))


@dataclass(frozen=True, eq=False)
class WordInTwo:
    word: str
    index_a: int | None     # the word's position in sentence A (None: not there)
    index_b: int | None
    plane: Plane | None     # None when the two outputs are of different lengths
    a: np.ndarray           # (n_a, 2): every output of sentence A in the shared plane
    b: np.ndarray           # (n_b, 2)
    notes: tuple[str, ...]

    def point_a(self) -> np.ndarray | None:
        return None if self.index_a is None else self.a[self.index_a]

    def point_b(self) -> np.ndarray | None:
        return None if self.index_b is None else self.b[self.index_b]


def word_index(tokens: tuple[str, ...], word: str) -> int | None:
    """The first position of ``word`` (case-insensitive), or None."""
    wanted = word.strip().casefold()
    return next((i for i, token in enumerate(tokens) if token.casefold() == wanted), None)


def word_in_two(trace_a: Trace, tokens_a: tuple[str, ...], trace_b: Trace,
                tokens_b: tuple[str, ...], word: str) -> WordInTwo:
    """``word``'s output in both sentences, in one plane: the best plane of [O_A; O_B]."""
    out_a, out_b = trace_a.numpy("output"), trace_b.numpy("output")   # (n_a, d), (n_b, d)
    index_a, index_b = word_index(tokens_a, word), word_index(tokens_b, word)
    notes = [text.format(word=word) for text, index in
             ((translate("Vectors", "“{word}” is not in the first sentence"), index_a),
              (translate("Vectors", "“{word}” is not in the second sentence"), index_b))
             if index is None]
    if out_a.shape[1] != out_b.shape[1]:
        notes.append(translate("Vectors", "the outputs have {d_a} and {d_b} numbers: different "
                               "spaces, not one plane").format(d_a=out_a.shape[1],
                                                                d_b=out_b.shape[1]))
        empty_a, empty_b = np.zeros((len(out_a), 2)), np.zeros((len(out_b), 2))
        return WordInTwo(word, index_a, index_b, None, empty_a, empty_b, tuple(notes))
    plane = best_plane(np.vstack([out_a, out_b]))                     # (n_a + n_b, d)
    return WordInTwo(word, index_a, index_b, plane, plane.project(out_a),
                     plane.project(out_b), (*notes, *plane.notes))
