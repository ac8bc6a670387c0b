"""The decoder's heads worth looking at: previous-token heads, first-token sinks, induction heads.

Three scores per (layer, head), each the mean weight a kind of key receives, so 0..1:

- previous token: on the learner's text, the weight row i gives key i − 1 (rows 1 … n−1);
- first-token sink: on the same text, the weight row i gives key 0, from the 4th row on (the
  first rows have few keys to choose from);
- induction: on a seeded random token sequence repeated twice (r₁ … r_T r₁ … r_T), the weight
  a row in the second copy gives the key just after the earlier copy of its own token
  (row T + j looks at key j + 1): the head that lets a model continue a pattern it has seen.

Nothing here reaches the network or imports Qt.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.i18n import QT_TRANSLATE_NOOP
from core.pretrained.decoder_forward import attention_weights
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


def repeated_random_ids(seed: int = 0, length: int = REPEAT_LENGTH) -> list[int]:
    """A seeded random sequence of ``length`` distinct token ids, twice."""
    rng = np.random.default_rng(seed)
    once = rng.choice(np.arange(*RANDOM_IDS), size=length, replace=False).tolist()
    return once + once


def score_heads(text: str, model: DecoderModel | str | Path | None = None,
                seed: int = 0) -> list[HeadScores]:
    """Every (layer, head)'s three scores, in layer and head order."""
    model = resolve_decoder(model)
    ids = model.encode(text).ids
    weights = attention_weights(model, ids).double().numpy()                  # (L, h, n, n)
    n = weights.shape[-1]
    rows = np.arange(1, n)
    previous = weights[..., rows, rows - 1].mean(-1) if n > 1 else np.zeros(weights.shape[:2])
    later = np.arange(min(SINK_FROM_ROW, n - 1), n)
    sink = weights[..., later, 0].mean(-1)                                    # (L, h)
    repeated = repeated_random_ids(seed)
    copy = attention_weights(model, repeated).double().numpy()               # (L, h, 2T, 2T)
    length = len(repeated) // 2
    second = np.arange(length + 1, 2 * length)              # rows whose token came before
    induction = copy[..., second, second - length + 1].mean(-1)              # (L, h)
    return [HeadScores(layer, head, float(previous[layer, head]), float(sink[layer, head]),
                       float(induction[layer, head]))
            for layer in range(weights.shape[0]) for head in range(weights.shape[1])]


def ranked(scores: list[HeadScores], kind: str) -> list[HeadScores]:
    """Highest ``kind`` score first (ties: earlier layer, then head)."""
    return sorted(scores, key=lambda s: (-s.score(kind), s.layer, s.head))


def format_decoder_heads(scores: list[HeadScores], text: str, model_name: str,
                         top: int = 5) -> str:
    """A terminal report: for each kind, one sentence and its ``top`` heads (from 1)."""
    lines = [f"{model_name}'s heads worth looking at, for: {' '.join(text.split())}",
             "  Layers and heads are counted from 1, as in the window. Scores are mean "
             "weights (0..1).", ""]
    for kind in KINDS:
        lines.append(f"{TITLES[kind]}: a head that {SENTENCES[kind]}")
        lines += [f"  layer {s.layer + 1:>2}  head {s.head + 1}  {kind} {s.score(kind):.2f}"
                  for s in ranked(scores, kind)[:top]]
        lines.append("")
    mean_sink = float(np.mean([s.sink for s in scores]))
    lines.append(f"On average a head gives the first token {mean_sink:.0%} of its weight "
                 f"(from the 4th token on), whatever that token is.")
    return "\n".join(lines)


def decoder_heads_command(args) -> int:
    """`python main.py heads --model smollm2 [--text TEXT] [--top N]`; 2 on a user error."""
    import sys

    from core.pretrained.errors import PretrainedError

    text = args.text or DEFAULT_TEXT
    try:
        if args.texts or args.token:
            raise PretrainedError("--model smollm2 ranks heads on one text: give --text, not "
                                  "two sentences and --token")
        model = resolve_decoder(None)
        scores = score_heads(text, model)
    except PretrainedError as error:
        print(f"qkv-lab heads: error: {error}", file=sys.stderr)
        return 2
    print(format_decoder_heads(scores, text, model.config.name, args.top or 5))
    return 0
