"""One score as geometry: |q||k| cos θ = score, with the numbers, in the full space and in the
plane the view draws. Zero vectors have no angle: said so, never divided by. The words are in
the window's language (core.i18n).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from core.i18n import translate
from core.vectors.heads import HeadVectors


@dataclass(frozen=True)
class Angle:
    q_norm: float
    k_norm: float
    cos: float | None     # None: q or k is the zero vector (no angle)
    dot: float

    @property
    def text(self) -> str:
        if self.cos is None:
            zero = "q" if self.q_norm == 0.0 else "k"
            return translate("Vectors", "{vector} is the zero vector: no angle, |q||k| cos θ = "
                                        "{dot}").format(vector=zero, dot=number(self.dot))
        return (f"{number(self.q_norm)} × {number(self.k_norm)} × {number(self.cos)} = "
                f"{number(self.dot)}")


@dataclass(frozen=True)
class ScoreEquation:
    i: int
    j: int
    score: float          # the trace's score q_i · k_j
    full: Angle           # in d_head numbers (what the score is)
    drawn: Angle          # in the plane (what the view shows)
    exact: bool
    captured: float
    lines: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.lines)


def number(value: float) -> str:
    """Four significant digits, no exponent for everyday sizes: 1.234, -0.05, 1.2e+06."""
    return f"{value:.4g}"


def angle(q: np.ndarray, k: np.ndarray, dot: float) -> Angle:
    """|q|, |k| and cos θ = dot / (|q||k|) (clipped to ±1 against rounding; None for a zero)."""
    q_norm, k_norm = float(np.linalg.norm(q)), float(np.linalg.norm(k))
    product = q_norm * k_norm
    if product == 0.0 or not np.isfinite(product):
        return Angle(q_norm, k_norm, None, dot)
    return Angle(q_norm, k_norm, float(np.clip(dot / product, -1.0, 1.0)), dot)


def score_equation(vectors: HeadVectors, i: int, j: int,
                   tokens: tuple[str, ...] = ()) -> ScoreEquation:
    """Score cell (i, j) of ``vectors``' head: q_i · k_j = |q||k| cos θ, in words and numbers."""
    n = vectors.scores.shape[0]
    if not (0 <= i < n and 0 <= j < n):
        raise ValueError(f"cell ({i}, {j}) is outside the {n} × {n} scores")
    score = float(vectors.scores[i, j])
    full = angle(vectors.q_full[i], vectors.k_full[j], score)
    drawn = angle(vectors.q[i], vectors.k[j], float(vectors.plane_scores[i, j]))
    names = f"q_{i + 1}{_word(tokens, i)} · k_{j + 1}{_word(tokens, j)}"   # 1-based
    if vectors.exact:
        lines = (f"{names} = |q||k| cos θ = {full.text}",
                 translate("Vectors", "the trace's score is {score} (exact: the plane is the "
                                      "head's space)").format(score=number(score)))
    else:
        lines = (f"{names} = |q||k| cos θ = {full.text} (" +
                 translate("Vectors", "true, in {d} numbers").format(d=vectors.plane.d) + ")",
                 translate("Vectors", "in the plane: |q'||k'| cos θ' = {drawn} (projected: the "
                                      "plane shows {share})").format(
                     drawn=drawn.text, share=f"{vectors.plane.captured:.0%}"))
    return ScoreEquation(i, j, score, full, drawn, vectors.exact, vectors.plane.captured, lines)


def projection_point(q: np.ndarray, k: np.ndarray) -> np.ndarray | None:
    """(2,): the foot of q's projection on k's line, (q·k / k·k) k; None when k is zero."""
    kk = float(k @ k)
    if kk == 0.0 or not np.isfinite(kk):
        return None
    return (float(q @ k) / kk) * k


def _word(tokens: tuple[str, ...], index: int) -> str:
    return f" ({tokens[index]})" if index < len(tokens) else ""
