"""SmolLM2's byte-level BPE, built with `tokenizers` from the GGUF's own tokens and merges.

GPT-2 style: the text's bytes map to printable characters ("Ġ" is a space), the merges join
them in priority order; no prefix space and no BOS token are added (SmolLM2 reads the text as
typed). Digits come out one per token ("2024" -> "2", "0", "2", "4"). The window shows a
token as the text it stands for, with a space as "␣" and a line break as "↵" so that
" Paris" and "Paris" stay apart and no token is blank; a character split over several pieces
is shown on its first piece and "〃" on the rest, a lone part of one as its bytes ("‹E6 B8›"),
never "�" (core.pretrained.byte_pieces).
"""

from __future__ import annotations

from dataclasses import dataclass

from tokenizers import Tokenizer, decoders, pre_tokenizers
from tokenizers.models import BPE

from core.i18n import translate, whole_number
from core.pretrained.byte_pieces import display_pieces, readable_text
from core.pretrained.errors import PretrainedError


@dataclass(frozen=True)
class DecoderTokens:
    """A text as the decoder reads it."""

    ids: tuple[int, ...]
    tokens: tuple[str, ...]   # visible text of each token, e.g. ("The", "␣capital", ...)
    pieces: tuple[str, ...] = ()  # the raw vocabulary pieces ("Ġcapital", "æ", "¸", …)

    def __len__(self) -> int:
        return len(self.ids)


def build_bpe_tokenizer(tokens: list[str], merges: list[str]) -> Tokenizer:
    """A byte-level BPE `tokenizers.Tokenizer` over the vocabulary ``tokens`` (id order)."""
    vocabulary = {token: index for index, token in enumerate(tokens)}
    pairs = [tuple(merge.split(" ", 1)) for merge in merges]
    tokenizer = Tokenizer(BPE(vocab=vocabulary, merges=pairs, fuse_unk=False))
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    return tokenizer


def encode(tokenizer: Tokenizer, text: str, max_tokens: int) -> DecoderTokens:
    """``text`` as token ids and visible tokens; refuses empty text and text over
    ``max_tokens`` (the context or the memory budget, whichever is smaller)."""
    if not isinstance(text, str) or not text.strip():
        raise PretrainedError(translate("Pretrained", "the text is empty: type a sentence"))
    ids = tuple(tokenizer.encode(text, add_special_tokens=False).ids)
    if len(ids) > max_tokens:
        raise PretrainedError(translate("Pretrained", "the text is {count} tokens long; the "
                                                      "decoder reads at most {limit} here").format(
            count=whole_number(len(ids)), limit=whole_number(max_tokens)))
    pieces = raw_pieces(tokenizer, ids)
    return DecoderTokens(ids=ids, tokens=tuple(display_pieces(pieces)), pieces=pieces)


def raw_pieces(tokenizer: Tokenizer, ids) -> tuple[str, ...]:
    """The vocabulary's own spelling of each id ("Ġcapital"; "" for an unknown id)."""
    return tuple(tokenizer.id_to_token(int(i)) or "" for i in ids)


def visible_pieces(tokenizer: Tokenizer, ids) -> list[str]:
    """Each token's label read together with its neighbours: characters split over pieces on
    their first piece and "〃" on the rest; bytes that make no character as ‹E6 B8›."""
    return display_pieces(raw_pieces(tokenizer, ids))


def visible_token(tokenizer: Tokenizer, token_id: int) -> str:
    """The text one token stands for on its own, spaces and breaks made visible (never empty;
    a piece that is part of a character shows its bytes, ‹E6 B8›)."""
    return visible_pieces(tokenizer, [token_id])[0]


def readable(tokenizer: Tokenizer, ids) -> str:
    """The text of several tokens, bytes that make no character as ‹E6 B8› instead of "�"."""
    return readable_text(raw_pieces(tokenizer, ids))


def decode(tokenizer: Tokenizer, ids) -> str:
    """The text of several tokens joined (bytes that form one character decode together)."""
    return tokenizer.decode([int(i) for i in ids], skip_special_tokens=False)
