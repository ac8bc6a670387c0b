"""WordPiece tokenizing for a BERT-family folder: tokenizer.json, or vocab.txt when that is all.

Padding and truncation are off: the bundled tokenizer.json pads to 128 tokens otherwise, and a
text too long for the model must be refused, not silently cut.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from tokenizers import Tokenizer, normalizers, pre_tokenizers, processors
from tokenizers.models import WordPiece

from core.files.file_checks import FileRefusedError, check_regular_file, read_regular_file
from core.i18n import translate
from core.pretrained.errors import PretrainedError

MAX_VOCABULARY_BYTES = 64 * 2**20  # tokenizer.json of a multilingual model is ~17 MB


@dataclass(frozen=True)
class TokenizedText:
    """One sentence as the model reads it, [CLS] and [SEP] included."""

    tokens: tuple[str, ...]            # e.g. ("[CLS]", "the", "mole", ..., "[SEP]")
    ids: tuple[int, ...]               # vocabulary ids, same length
    word_ids: tuple[int | None, ...]   # the word each token comes from; None = special

    def __len__(self) -> int:
        return len(self.ids)


def load_tokenizer(folder: Path) -> Tokenizer:
    """The folder's tokenizer.json, else one built from vocab.txt; PretrainedError if neither."""
    tokenizer_file, vocab_file = folder / "tokenizer.json", folder / "vocab.txt"
    for path in (tokenizer_file, vocab_file):
        if path.exists():
            try:
                check_regular_file(path, MAX_VOCABULARY_BYTES, "vocabulary file")
            except FileRefusedError as error:
                raise PretrainedError(str(error)) from None
    if tokenizer_file.is_file():
        try:
            tokenizer = Tokenizer.from_file(str(tokenizer_file))
        except Exception as error:  # the Rust side raises plain Exception
            raise PretrainedError(translate("Pretrained", "{file} is corrupt ({error})").format(
                file=tokenizer_file, error=error)) from None
    elif vocab_file.is_file():
        tokenizer = _from_vocabulary(vocab_file, _lowercase(folder))
    else:
        raise PretrainedError(translate("Pretrained", "{folder} has neither tokenizer.json nor "
                                                      "vocab.txt: there is no WordPiece "
                                                      "vocabulary to tokenize with").format(
            folder=folder))
    tokenizer.no_padding()
    tokenizer.no_truncation()
    return tokenizer


def tokenize(tokenizer: Tokenizer, text: str, max_positions: int) -> TokenizedText:
    """``text`` as WordPiece tokens with [CLS] and [SEP]; refuses empty and too-long text."""
    if not isinstance(text, str) or not text.strip():
        raise PretrainedError(translate("Pretrained", "the text is empty: type a sentence"))
    encoding = tokenizer.encode(text)
    if all(word is None for word in encoding.word_ids):
        raise PretrainedError(translate("Pretrained", "the text has no word the model can read: "
                                                      "type a sentence"))
    if len(encoding.ids) > max_positions:
        raise PretrainedError(translate("Pretrained", "the text is {count} tokens long (with "
                                                      "[CLS] and [SEP]); the model reads at most "
                                                      "{limit} positions").format(
            count=len(encoding.ids), limit=max_positions))
    return TokenizedText(tokens=tuple(encoding.tokens), ids=tuple(encoding.ids),
                         word_ids=tuple(encoding.word_ids))


def word_pieces(tokenizer: Tokenizer, word: str) -> tuple[str, ...]:
    """The WordPiece tokens of ``word`` alone, without [CLS]/[SEP] (e.g. 'Mole' -> ('mole',))."""
    return tuple(tokenizer.encode(word, add_special_tokens=False).tokens)


def _from_vocabulary(vocab_file: Path, lowercase: bool) -> Tokenizer:
    try:
        tokenizer = Tokenizer(WordPiece.from_file(str(vocab_file), unk_token="[UNK]"))
    except Exception as error:
        raise PretrainedError(translate("Pretrained", "{file} is not a readable WordPiece "
                                                      "vocabulary ({error})").format(
            file=vocab_file, error=error)) from None
    cls_id, sep_id = tokenizer.token_to_id("[CLS]"), tokenizer.token_to_id("[SEP]")
    if cls_id is None or sep_id is None:
        raise PretrainedError(translate("Pretrained", "{file} lacks the [CLS] or [SEP] token")
                              .format(file=vocab_file))
    tokenizer.normalizer = normalizers.BertNormalizer(lowercase=lowercase)
    tokenizer.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tokenizer.post_processor = processors.BertProcessing(("[SEP]", sep_id), ("[CLS]", cls_id))
    return tokenizer


def _lowercase(folder: Path) -> bool:
    """tokenizer_config.json's do_lower_case; uncased (True) when it does not say."""
    try:
        config = json.loads(read_regular_file(folder / "tokenizer_config.json", 2**20,
                                              "tokenizer config"))
    except (OSError, ValueError, RecursionError):
        return True
    return bool(config.get("do_lower_case", True)) if isinstance(config, dict) else True
