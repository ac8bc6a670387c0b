"""The decoder's heads worth looking at: previous-token heads, first-token sinks, induction heads.

Three scores per (layer, head), each the mean weight a kind of key receives, so 0..1:

- previous token: on the learner's text, the weight row i gives key i − 1 (rows 1 … n−1);
- first-token sink: on the same text, the weight row i gives key 0, from the 4th row on (the
  first rows have few keys to choose from);
- induction: the weight a row gives the key just after an earlier occurrence of its own token,
  in rows that continue a repeated run (the row's token and the one before it occurred together
  before): the head that lets a model continue a pattern it has seen. Measured on the learner's
  text when it repeats (at least INDUCTION_MIN_ROWS such rows), else on a seeded random token
  sequence repeated twice (r₁ … r_T r₁ … r_T, where row T + j looks at key j + 1); the
  ranking's ``measured()`` says which, in words.

A text shorter than the sink's "from the 4th token on" (MIN_TOKENS) is refused: it has too few
rows to measure. Nothing here reaches the network or imports Qt.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import torch

from core.i18n import QT_TRANSLATE_NOOP, translate
from core.pretrained.decoder_forward import attention_weights
from core.pretrained.errors import PretrainedError
from core.pretrained.smollm2_model import DecoderModel, resolve_decoder

KINDS = ("previous", "sink", "induction")
# Marked for the translation catalogues (the Heads dock shows them translated; the CLI in English)
SENTENCES = {
    "previous": QT_TRANSLATE_NOOP("Pretrained", "looks at the token just before it: word "
                                  "order, and the first half of copying what came next last "
                                  "time."),
    "sink": QT_TRANSLATE_NOOP("Pretrained", "puts its weight on the first token when it has "
                              "nothing better to do: softmax must give its weight somewhere, "
                              "and the first token, seen by every row, takes it."),
    "induction": QT_TRANSLATE_NOOP("Pretrained", "finds where the current token appeared "
                                   "before and looks at the token that followed it, so the "
                                   "model can say it again."),
}
TITLES = {"previous": QT_TRANSLATE_NOOP("Pretrained", "previous-token heads"),
          "sink": QT_TRANSLATE_NOOP("Pretrained", "first-token sinks"),
          "induction": QT_TRANSLATE_NOOP("Pretrained", "induction heads")}
DEFAULT_TEXT = "The cat sat on the mat because it was warm, and the dog slept by the door."
SINK_FROM_ROW = 3          # the 4th token on
MIN_TOKENS = SINK_FROM_ROW + 1  # a text with fewer leaves the sink (and more) unmeasured
INDUCTION_MIN_ROWS = 4     # repeated-run rows the learner's text needs to score induction
REPEAT_LENGTH = 24         # random tokens per copy
RANDOM_IDS = (1000, 20000)  # ordinary word pieces, far from the special tokens


@dataclass(frozen=True)
class HeadScores:
    layer: int      # 0-based
    head: int       # 0-based
    previous: float
    sink: float
    induction: float

    def score(self, kind: str) -> float:
        return getattr(self, kind)


@dataclass(frozen=True)
class HeadRanking:
    """Every head's scores and what they were measured on."""

    scores: list[HeadScores]   # in layer and head order
    n_tokens: int              # the learner's text
    induction_on_text: bool    # True: the text repeats; False: a repeated random sequence
    induction_rows: int        # rows the induction score averages
    random_length: int         # tokens per copy of the random sequence (0 when unused)

    def measured(self) -> str:
        """What each score averages, in a person's words (translated)."""
        where = translate("Pretrained", "Previous-token scores average rows 2 to {n} of your "
                                        "text; sink scores rows 4 to {n}.").format(
            n=self.n_tokens)
        if self.induction_on_text:
            return where + " " + translate(
                "Pretrained", "Induction is scored on your text: in {rows} rows a token and "
                "the one before it appeared together earlier, and the score is the weight such "
                "a row gives the token that came next that time.").format(
                rows=self.induction_rows)
        return where + " " + translate(
            "Pretrained", "Induction is scored on a repeated random sequence ({length} random "
            "tokens, twice), not on your text, which repeats fewer than {needed} tokens after "
            "the token before them; the score is the weight a token of the second copy gives "
            "the token that followed it in the first. Type a text that repeats a phrase to "
            "score it on your own words.").format(length=self.random_length,
                                                  needed=INDUCTION_MIN_ROWS)


def induction_targets(ids) -> dict[int, list[int]]:
    """Row -> the keys an induction head would look at: for each earlier j where the row's
    token and the one before it occurred together (ids[j-1:j+1] == ids[i-1:i+1]), key j + 1."""
    ids = list(ids)
    targets: dict[int, list[int]] = {}
    for row in range(2, len(ids)):
        keys = [j + 1 for j in range(1, row - 1)
                if ids[j] == ids[row] and ids[j - 1] == ids[row - 1]]
        if keys:
            targets[row] = keys
    return targets


def repeated_random_ids(seed: int = 0, length: int = REPEAT_LENGTH,
                        id_range: tuple[int, int] = RANDOM_IDS) -> list[int]:
    """A seeded random sequence of ``length`` distinct token ids from ``id_range``, twice."""
    rng = np.random.default_rng(seed)
    once = rng.choice(np.arange(*id_range), size=length, replace=False).tolist()
    return once + once


def random_id_range(vocab_size: int) -> tuple[int, int]:
    """RANDOM_IDS, or for a smaller vocabulary its last ids (room for REPEAT_LENGTH of them,
    or all of it)."""
    high = min(RANDOM_IDS[1], vocab_size)
    return min(RANDOM_IDS[0], max(high - REPEAT_LENGTH, 0)), high


def score_heads(text: str, model: DecoderModel | str | Path | None = None,
                seed: int = 0) -> list[HeadScores]:
    """Every (layer, head)'s three scores, in layer and head order."""
    return measure_heads(text, model, seed).scores


def measure_heads(text: str, model: DecoderModel | str | Path | None = None,
                  seed: int = 0) -> HeadRanking:
    """Every head's three scores and what they were measured on; PretrainedError for a text
    that is empty or shorter than MIN_TOKENS."""
    model = resolve_decoder(model)
    return measure_pattern_heads(model.encode(text).ids,
                                 lambda ids: attention_weights(model, ids), seed)


def measure_pattern_heads(ids: Sequence[int],
                          weights_of: Callable[[Sequence[int]], torch.Tensor], seed: int = 0,
                          id_range: tuple[int, int] = RANDOM_IDS) -> HeadRanking:
    """The three scores of any decoder whose ``weights_of(ids)`` gives every layer's causal
    attention weights (L, h, n, n), for the text's ``ids``; the random sequence for induction
    is drawn from ``id_range``."""
    n = len(ids)
    if n < MIN_TOKENS:
        raise PretrainedError(translate("Pretrained", "the text has {count} of the {minimum} "
                                                      "tokens ranking the heads needs (the "
                                                      "first-token sink is measured from the "
                                                      "4th token on): type a longer text")
                              .format(count=n, minimum=MIN_TOKENS))
    weights = weights_of(ids).double().numpy()                                # (L, h, n, n)
    rows = np.arange(1, n)
    previous = weights[..., rows, rows - 1].mean(-1)                          # (L, h)
    sink = weights[..., np.arange(SINK_FROM_ROW, n), 0].mean(-1)              # (L, h)
    targets = induction_targets(ids)
    on_text = len(targets) >= INDUCTION_MIN_ROWS
    if on_text:
        measured_on = weights
    else:
        length = min(REPEAT_LENGTH, id_range[1] - id_range[0])
        repeated = repeated_random_ids(seed, length, id_range)
        measured_on = weights_of(repeated).double().numpy()                   # (L, h, 2T, 2T)
        targets = induction_targets(repeated)
    induction = np.mean([measured_on[..., row, keys].sum(-1)
                         for row, keys in targets.items()], axis=0)           # (L, h)
    scores = [HeadScores(layer, head, float(previous[layer, head]), float(sink[layer, head]),
                         float(induction[layer, head]))
              for layer in range(weights.shape[0]) for head in range(weights.shape[1])]
    return HeadRanking(scores=scores, n_tokens=n, induction_on_text=on_text,
                       induction_rows=len(targets),
                       random_length=0 if on_text else len(repeated) // 2)


def ranked(scores: list[HeadScores], kind: str) -> list[HeadScores]:
    """Highest ``kind`` score first (ties: earlier layer, then head)."""
    return sorted(scores, key=lambda s: (-s.score(kind), s.layer, s.head))


def format_decoder_heads(ranking: HeadRanking, text: str, model_name: str,
                         top: int = 5) -> str:
    """A terminal report: what was measured, then for each kind one sentence and its ``top``
    heads (from 1)."""
    scores = ranking.scores
    lines = [f"{model_name}'s heads worth looking at, for: {' '.join(text.split())}",
             "  Layers and heads are counted from 1, as in the window. Scores are mean "
             "weights (0..1).", *textwrap.wrap(ranking.measured(), 96, initial_indent="  ",
                                                 subsequent_indent="  "), ""]
    for kind in KINDS:
        lines.append(f"{TITLES[kind]}: a head that {SENTENCES[kind]}")
        lines += [f"  layer {s.layer + 1:>2}  head {s.head + 1}  {kind} {s.score(kind):.2f}"
                  for s in ranked(scores, kind)[:top]]
        lines.append("")
    mean_sink = float(np.mean([s.sink for s in scores]))
    lines.append(f"On average a head gives the first token {mean_sink:.0%} of its weight "
                 f"(from the 4th token on), whatever that token is.")
    return "\n".join(lines)



def decoder_rankings(name: str, text: str, measure: Callable[[str], HeadRanking],
                     other_text: str | None = None, word: str | None = None):
    """A decoder's ``rank_heads`` (core.pretrained.model_protocol): every kind's heads, best
    first, measured on ``text`` by ``measure``; a second sentence or a word (MiniLM's ranking)
    is refused, naming the model."""
    from core.pretrained.model_protocol import HeadRankings, RankedHead

    if other_text is not None or word is not None:
        raise PretrainedError(translate("Pretrained", "{name} ranks heads on one text: give "
                                                      "no second sentence and no word")
                              .format(name=name))
    measured = measure(text)
    return HeadRankings({kind: [RankedHead(s.layer, s.head, s.score(kind), kind, s)
                                for s in ranked(measured.scores, kind)] for kind in KINDS},
                        measured.measured())
