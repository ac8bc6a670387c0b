"""A GGUF file's own tokenizer, built with `tokenizers` from the vocabulary in its metadata.

Two kinds, as ``tokenizer.ggml.model`` names them:

- ``gpt2``: byte-level BPE from the tokens and merges (SmolLM2, Qwen2, Llama 3). Text is split
  first by the regex its ``tokenizer.ggml.pre`` names (Qwen2's keeps digits one by one, Llama
  3's up to three); other files split as GPT-2 does (core.pretrained.smollm2_tokenizer).
- ``llama``: SentencePiece pieces (Gemma, Llama 2, TinyLlama, Mistral): spaces become "▁"
  (and one "▁" goes before the text when ``add_space_prefix`` says so: Llama 2, not Gemma),
  unknown characters fall back to their bytes ("<0xE6>"), and the pieces are merged as BPE.
  The file stores no merges; they are rebuilt from the vocabulary, every way a piece splits in
  two known pieces, in the pieces' order in the file (as transformers does for Gemma: their
  scores do not follow the merge order, the order in the file does; for other SentencePiece
  files the scores give the order); only the merges that can fire are kept
  (core.pretrained.bpe_merges: Gemma 3's 514,906 become 236,335). Control tokens ("<bos>",
  "<start_of_turn>") and user-defined ones stay whole.

``encode`` adds the beginning-of-text token when the file says to (``add_bos_token``, true for
Gemma: "<bos>The capital of Italy is" is [2, 818, 5279, 529, 11702, 563]).
"""

from __future__ import annotations

from dataclasses import dataclass

from tokenizers import AddedToken, Regex, Tokenizer, decoders, normalizers, pre_tokenizers
from tokenizers.models import BPE

from core.i18n import translate
from core.pretrained.bpe_merges import firing_merges
from core.pretrained.errors import PretrainedError
from core.pretrained.smollm2_tokenizer import DecoderTokens, build_bpe_tokenizer, visible_token

CONTROL, USER_DEFINED = 3, 4          # tokenizer.ggml.token_type values
SPACE_PIECE = "\u2581"
_QWEN2_SPLIT = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}"
                r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
_LLAMA3_SPLIT = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}"
                 r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
SPLITS = {"qwen2": _QWEN2_SPLIT, "deepseek-r1-qwen": _QWEN2_SPLIT, "llama3": _LLAMA3_SPLIT,
          "llama-v3": _LLAMA3_SPLIT, "llama-bpe": _LLAMA3_SPLIT, "smaug-bpe": _LLAMA3_SPLIT}
TOKENIZER_MODELS = ("gpt2", "llama")


@dataclass(frozen=True)
class Vocabulary:
    """The tokenizer metadata of one file."""

    model: str                       # tokenizer.ggml.model: gpt2 or llama
    pre: str                         # tokenizer.ggml.pre, "" if absent
    tokens: list[str]
    merges: list[str]                # gpt2 only
    scores: list[float]              # llama only ([] if absent)
    token_types: list[int]           # [] if absent
    architecture: str
    space_prefix: bool = False       # llama only: "▁" put before the text (Llama 2, TinyLlama)


def build_tokenizer(vocabulary: Vocabulary) -> Tokenizer:
    """The `tokenizers.Tokenizer` the file describes; PretrainedError for another kind."""
    if vocabulary.model == "gpt2":
        tokenizer = build_bpe_tokenizer(vocabulary.tokens, vocabulary.merges)
        split = SPLITS.get(vocabulary.pre)
        if split is not None:
            tokenizer.pre_tokenizer = pre_tokenizers.Sequence([
                pre_tokenizers.Split(Regex(split), behavior="isolated"),
                pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)])
    elif vocabulary.model == "llama":
        tokenizer = _sentencepiece_bpe(vocabulary)
    else:
        raise PretrainedError(translate("Pretrained", "the tokenizer {kind} is not supported "
                                                      "(supported: {known})").format(
            kind=repr(vocabulary.model)[:40], known=", ".join(TOKENIZER_MODELS)))
    _add_whole_tokens(tokenizer, vocabulary)
    return tokenizer


def _sentencepiece_bpe(vocabulary: Vocabulary) -> Tokenizer:
    tokens = [SPACE_PIECE * len(t) if " " in t and not t.strip() else t
              for t in vocabulary.tokens]
    ids = {token: index for index, token in enumerate(tokens)}
    by_position = vocabulary.architecture.startswith("gemma") or not vocabulary.scores
    rank = ({token: index for index, token in enumerate(tokens)} if by_position else
            {token: -float(score) for token, score in zip(tokens, vocabulary.scores,
                                                          strict=False)})
    merges = []
    for token in tokens:
        for cut in range(1, len(token)):
            left, right = token[:cut], token[cut:]
            if left in ids and right in ids:
                merges.append((rank[token], len(left), ids[left], ids[right], left, right))
    merges.sort(key=lambda m: (m[0], -m[1], m[2], m[3]))
    unknown = next((t for t in tokens if t in ("<unk>",)), None)
    pairs = firing_merges([(m[4], m[5]) for m in merges])     # the same ids, half the merges
    tokenizer = Tokenizer(BPE(vocab=ids, merges=pairs, fuse_unk=True,
                              unk_token=unknown, byte_fallback=True))
    steps = [decoders.Replace(SPACE_PIECE, " "), decoders.ByteFallback(), decoders.Fuse()]
    if vocabulary.space_prefix:      # as transformers' LlamaTokenizer: "▁" before the text
        tokenizer.pre_tokenizer = pre_tokenizers.Metaspace(replacement=SPACE_PIECE,
                                                           prepend_scheme="first", split=False)
        steps.append(decoders.Strip(content=" ", left=1))
    else:                            # as transformers' GemmaTokenizer
        tokenizer.normalizer = normalizers.Replace(" ", SPACE_PIECE)
        tokenizer.pre_tokenizer = pre_tokenizers.Split(" ", behavior="merged_with_previous")
    tokenizer.decoder = decoders.Sequence(steps)
    return tokenizer


def _add_whole_tokens(tokenizer: Tokenizer, vocabulary: Vocabulary) -> None:
    """Control tokens as special tokens, user-defined ones as added tokens: never cut up."""
    kinds = vocabulary.token_types
    known = tokenizer.get_vocab()
    control = [AddedToken(t, normalized=False, special=True)
               for t, kind in zip(vocabulary.tokens, kinds, strict=False)
               if kind == CONTROL and t in known]
    user = [AddedToken(t, normalized=False, special=False)
            for t, kind in zip(vocabulary.tokens, kinds, strict=False)
            if kind == USER_DEFINED and t in known]
    if control:
        tokenizer.add_special_tokens(control)
    if user:
        tokenizer.add_tokens(user)


def encode_text(tokenizer: Tokenizer, text: str, bos_id: int | None,
                max_tokens: int) -> DecoderTokens:
    """``text`` as ids (the beginning-of-text token first when ``bos_id`` is given) and the
    visible text of each; PretrainedError for empty text or more than ``max_tokens``."""
    if not isinstance(text, str) or not text.strip():
        raise PretrainedError(translate("Pretrained", "the text is empty: type a sentence"))
    ids = tokenizer.encode(text, add_special_tokens=False).ids
    if bos_id is not None:
        ids = [bos_id, *ids]
    if len(ids) > max_tokens:
        raise PretrainedError(translate("Pretrained", "the text is {count} tokens long; the "
                                                      "decoder reads at most {limit} here").format(
            count=len(ids), limit=max_tokens))
    return DecoderTokens(ids=tuple(ids), tokens=tuple(visible_token(tokenizer, i) for i in ids))
