"""What the "Why √d_k?" lab shows: a sweep over d_k drawn once, and one frame per d_k.

The sweep holds every d_k of the lab's slider (half-octave steps from 1 to 1,024) so the two
curves against d_k are complete; a frame is what the four plots show for the d_k the slider is
on: score histograms, one softmax row, the curves' values there, and captions with the numbers.
The learner's own session gets the same comparison: its weights with and without scaling.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import torch

from core.i18n import translate, whole_number
from core.scaling.saturation import ScalingRow, draw_scores, scaling_row
from core.session.value import Session

# d_k on the slider: 2^(i/2) rounded, i = 0..20, without repeats: 1, 2, 3, 4, 6, 8, 11, …, 1024
LAB_D_KS = tuple(sorted({round(2 ** (i / 2)) for i in range(21)}))
HISTOGRAM_BINS = 60
HISTOGRAM_REACH = 4.0  # each histogram spans ± this many of its own standard deviations


@dataclass(frozen=True)
class Histogram:
    edges: np.ndarray    # (bins + 1,)
    density: np.ndarray  # (bins,) fraction of scores per unit of score: the area is 1


@dataclass(frozen=True)
class LabFrame:
    """Everything the four plots and their captions show for one d_k."""

    row: ScalingRow
    unscaled_histogram: Histogram
    scaled_histogram: Histogram
    unscaled_weights: np.ndarray   # (n,) the first sampled query's softmax row, unscaled
    scaled_weights: np.ndarray     # (n,) the same row, scores divided by √d_k
    captions: tuple[str, str, str, str]

    @property
    def d_k(self) -> int:
        return self.row.d_k

    @property
    def histogram_x_range(self) -> tuple[float, float]:
        """Scores covered by either histogram."""
        edges = (self.unscaled_histogram.edges, self.scaled_histogram.edges)
        return float(min(e[0] for e in edges)), float(max(e[-1] for e in edges))

    @property
    def histogram_y_range(self) -> tuple[float, float]:
        """0 to the taller histogram's peak density."""
        return 0.0, float(max(self.unscaled_histogram.density.max(),
                              self.scaled_histogram.density.max()))


class ScalingSweep:
    """Scores and statistics for every d_k in ``d_ks`` (drawn once; frames are cheap)."""

    DEFAULT_SAMPLES = 2000          # random rows per d_k

    def __init__(self, *, d_ks=LAB_D_KS, tokens: int = 16, samples: int = DEFAULT_SAMPLES,
                 seed: int = 0) -> None:
        self.tokens, self.samples, self.seed = tokens, samples, seed
        self.scores = draw_scores(d_ks, tokens=tokens, samples=samples, seed=seed)  # d_k -> (B, n)
        self.d_ks = tuple(self.scores)
        self.rows = {d_k: scaling_row(d_k, scores) for d_k, scores in self.scores.items()}

    def curve(self, field: str) -> np.ndarray:
        """(len(d_ks), 2) a statistic against d_k: column 0 unscaled, column 1 scaled."""
        return np.array([[getattr(r.unscaled, field), getattr(r.scaled, field)]
                         for r in self.rows.values()])

    def nearest(self, d_k: float) -> int:
        """The swept d_k closest to ``d_k`` on a log scale."""
        return min(self.d_ks, key=lambda swept: abs(math.log(swept) - math.log(max(d_k, 1e-9))))

    def frame(self, d_k: int) -> LabFrame:
        if d_k not in self.rows:
            raise ValueError(f"d_k = {d_k} is not in the sweep; it has {self.d_ks}")
        scores, row = self.scores[d_k], self.rows[d_k]              # (B, n)
        scaled = scores / row.divisor                                # (B, n)
        example = (torch.softmax(scores[0], -1).numpy(), torch.softmax(scaled[0], -1).numpy())
        return LabFrame(
            row=row, unscaled_histogram=histogram(scores), scaled_histogram=histogram(scaled),
            unscaled_weights=example[0], scaled_weights=example[1],
            captions=captions(row, self.rows[self.d_ks[0]], example))


def histogram(scores: torch.Tensor) -> Histogram:
    """Density histogram of every score over ± HISTOGRAM_REACH standard deviations."""
    values = scores.reshape(-1).numpy()
    reach = HISTOGRAM_REACH * max(float(values.std()), 1e-12)
    density, edges = np.histogram(values, bins=HISTOGRAM_BINS, range=(-reach, reach),
                                  density=False)
    return Histogram(edges=edges, density=density / (values.size * np.diff(edges)))


def captions(row: ScalingRow, first: ScalingRow,
             example: tuple[np.ndarray, np.ndarray]) -> tuple[str, str, str, str]:
    """One plain sentence per plot, with the numbers of this d_k (``first``: the smallest d_k;
    ``example``: the (n,) unscaled and scaled weights of the row drawn as bars)."""
    u, s = row.unscaled, row.scaled
    d_k, tokens = f"d_k = {whole_number(row.d_k)}", example[0].size
    ratio = u.grad_norm / s.grad_norm
    gradients = translate("ScalingLab", "At {d_k} the unscaled softmax's gradient is {unscaled}, "
                                        "{ratio} times the scaled row's {scaled} (at d_k = "
                                        "{first} both were {first_gradient}).") \
        if ratio >= 0.5 else \
        translate("ScalingLab", "At {d_k} the unscaled softmax's gradient is {unscaled}, about "
                                "1/{ratio} of the scaled row's {scaled} (at d_k = {first} both "
                                "were {first_gradient}): saturated rows barely learn.")
    return (
        translate("ScalingLab", "At {d_k} the raw scores q·k spread with std {raw} (√d_k = "
                                "{root}); divided by √d_k they keep std {scaled}.").format(
            d_k=d_k, raw=f"{u.score_std:.1f}", root=f"{math.sqrt(row.d_k):.1f}",
            scaled=f"{s.score_std:.2f}"),
        translate("ScalingLab", "One query's {tokens} weights at {d_k}: unscaled, its top key "
                                "takes {unscaled} of the weight; scaled, {scaled} (even would be "
                                "{even}).").format(
            tokens=tokens, d_k=d_k, unscaled=f"{example[0].max():.2f}",
            scaled=f"{example[1].max():.2f}", even=f"{1 / tokens:.2f}"),
        translate("ScalingLab", "At {d_k} unscaled rows give {unscaled} of their weight to one "
                                "key on average (entropy {unscaled_entropy} nats); scaled rows "
                                "{scaled} (entropy {scaled_entropy}; even weights would have "
                                "{even}).").format(
            d_k=d_k, unscaled=f"{u.max_weight:.2f}", unscaled_entropy=f"{u.entropy:.2f}",
            scaled=f"{s.max_weight:.2f}", scaled_entropy=f"{s.entropy:.2f}",
            even=f"{math.log(tokens):.2f}"),
        gradients.format(d_k=d_k, unscaled=f"{u.grad_norm:.3f}",
                         ratio=f"{ratio:.2f}" if ratio >= 0.5 else f"{1 / ratio:.0f}",
                         scaled=f"{s.grad_norm:.3f}", first=first.d_k,
                         first_gradient=f"{first.unscaled.grad_norm:.3f}"),
    )


def compared_session(session: Session) -> Session:
    """What ``session_comparison`` depends on: the session with scaling on and no τ."""
    return session.with_settings(scaled=True, temperature=None)


def session_comparison(session: Session, head: int = 0) -> tuple[np.ndarray, np.ndarray, float]:
    """(n, n) weights of a head with scores ÷ √d_head and ÷ 1, and √d_head: one colour scale."""
    scaled = compared_session(session).run()
    unscaled = session.with_settings(scaled=False).run()
    return scaled.head("weights", head), unscaled.head("weights", head), scaled.divisor


# The temperature slider: divisor τ from 1/4 to 4 √d_head, evenly spaced on a log scale.
TEMPERATURE_STEPS = 400


def temperature_bounds(d_head: int) -> tuple[float, float]:
    return 0.25, 4.0 * max(1.0, math.sqrt(d_head))


def temperature_at(position: int, d_head: int) -> float:
    """τ at a slider position 0..TEMPERATURE_STEPS, rounded to 3 significant digits."""
    low, high = temperature_bounds(d_head)
    fraction = min(max(position, 0), TEMPERATURE_STEPS) / TEMPERATURE_STEPS
    tau = math.exp(math.log(low) + fraction * (math.log(high) - math.log(low)))
    return float(f"{tau:.3g}")


def temperature_position(tau: float, d_head: int) -> int:
    """The slider position nearest to τ (clamped to the slider's ends)."""
    low, high = temperature_bounds(d_head)
    fraction = (math.log(min(max(tau, low), high)) - math.log(low)) / (math.log(high) -
                                                                        math.log(low))
    return round(fraction * TEMPERATURE_STEPS)


def root_mark(d_head: int) -> tuple[int, str]:
    """Where √d_head sits on the temperature slider, and its label."""
    root = math.sqrt(d_head)
    return temperature_position(root, d_head), f"√d_k = {root:.3g}"


def divisor_text(session: Session) -> str:
    """What the session divides its scores by, in words."""
    if not session.scaled:
        return translate("ScalingLab", "scores ÷ 1 (scaling is off)")
    root = math.sqrt(session.d_head)
    if session.temperature is None:
        return translate("ScalingLab", "scores ÷ √{d_head} = {root} (the default)").format(
            d_head=session.d_head, root=f"{root:.3g}")
    return translate("ScalingLab", "scores ÷ τ = {tau} (√d_k would be {root})").format(
        tau=f"{session.temperature:.3g}", root=f"{root:.3g}")


def session_caption(session: Session, head: int) -> str:
    """The line under the session's two weight maps."""
    if session.n_heads > 1:
        text = translate("ScalingLab", "Your session (head {head} of {heads}, d_k = {d_k}): both "
                                       "maps use one colour scale, 0 to 1. Drag τ to watch every "
                                       "stage follow; Edit › Undo takes a whole drag back.")
    else:
        text = translate("ScalingLab", "Your session (d_k = {d_k}): both maps use one colour "
                                       "scale, 0 to 1. Drag τ to watch every stage follow; "
                                       "Edit › Undo takes a whole drag back.")
    return text.format(head=head + 1, heads=session.n_heads, d_k=session.d_head)
