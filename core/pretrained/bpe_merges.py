"""Which merges of a BPE can ever fire: the rest are dropped before the tokenizer is cached.

A SentencePiece file stores no merges; core.pretrained.gguf_tokenizer rebuilds them as every
way a piece splits in two known pieces (Gemma 3: 514,906 merges over 262,144 pieces). Parsing
them is most of a warm load's time, yet at most one merge per piece ever fires, so
``firing_merges`` keeps only those (Gemma 3: 236,335), and the tokenizer gives the same ids for
every text. Why, for BPE as `tokenizers` runs it (always the lowest-ranked adjacent pair, the
leftmost on a tie):

- A symbol made of characters covers a span of the text equal to its string. Until the symbol
  over a span exists, no merge may cross the span's edges (symbols never split, so a symbol
  reaching outside would stop the span ever becoming one symbol); so inside the span the same
  merges happen in the same order as when the span's string is tokenized alone.
- Hence a merge (A, B) that makes piece T in any text is the last merge of T tokenized alone,
  where two symbols A and B are left; a piece that alone does not end as one symbol is never
  made, and none of its merges fires.
- Keeping every merge that fires, in the same order, the lowest-ranked pair at each step is the
  same pair: the run is the same, step by step.

Symbols from the byte fallback ("<0xE6>") are strings that are not their span's text, so every
merge with such a string in it is kept as well.
"""

from __future__ import annotations

from collections.abc import Sequence

BYTE_MARK = "<0x"


def firing_merges(merges: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """The merges (in rank order) that can fire: each piece's last merge when it is tokenized
    alone with all of ``merges``, and every merge touching a byte-fallback symbol."""
    rank = {pair: index for index, pair in enumerate(merges)}
    kept = {index for index, (left, right) in enumerate(merges)
            if BYTE_MARK in left or BYTE_MARK in right}
    for piece in dict.fromkeys(left + right for left, right in merges):   # each piece once
        last = _last_merge(piece, rank)
        if last is not None:
            kept.add(last)
    return [merges[index] for index in sorted(kept)]


def _last_merge(piece: str, rank: dict[tuple[str, str], int]) -> int | None:
    """The rank of the merge that makes ``piece`` when it alone is tokenized from its
    characters, or None when it does not end as one symbol."""
    never = len(rank)
    symbols = list(piece)
    ranks = [rank.get(pair, never)                                 # one per neighbouring pair
             for pair in zip(symbols, symbols[1:], strict=False)]
    while ranks:
        best = min(ranks)
        if best == never:
            return None
        if len(ranks) == 1:
            return best
        at = ranks.index(best)                                       # the leftmost on a tie
        symbols[at:at + 2] = [symbols[at] + symbols[at + 1]]
        del ranks[at]
        if at > 0:
            ranks[at - 1] = rank.get((symbols[at - 1], symbols[at]), never)
        if at < len(ranks):
            ranks[at] = rank.get((symbols[at], symbols[at + 1]), never)
    return None
