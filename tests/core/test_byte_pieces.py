"""Byte-level BPE pieces shown as a person reads them: characters, "〃" and ‹bytes›, never "�".

The expected labels are built here from the text itself: a byte-level BPE piece spells one
byte per character, so the pieces' lengths cut the text's own UTF-8 bytes (``str.encode``)
into each piece's bytes, and the text's characters say where each character starts. Nothing
of core.pretrained.byte_pieces' byte map or decoding is used for the expectation.
"""

from __future__ import annotations

import pytest

from core.pretrained.byte_pieces import (
    CONTINUATION_MARK,
    describe_piece,
    display_pieces,
    hex_bytes,
    label_pieces,
    readable_text,
)
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder

CHINESE = "老渔夫在黎明时修补他破旧的渔网"


def _expected_labels(data: bytes, sizes: list[int], first_byte: int = 0) -> list[str]:
    """Labels from the text's own bytes ``data``: the character on the piece with its first
    byte, "〃" opening a piece that starts inside a character, ‹hex› for bytes of a character
    that is not whole among the pieces (cut off by ``first_byte`` or by the pieces' end)."""
    cut = next(k for k in range(4) if _decodes(data[:len(data) - k]))
    text = data[:len(data) - cut].decode("utf-8")             # the last character may be cut
    starts, offset = {}, 0                                     # byte offset -> character
    for character in text:
        starts[offset] = character
        offset += len(character.encode("utf-8"))
    end = first_byte + sum(sizes)
    whole = {at: c for at, c in starts.items()
             if at >= first_byte and at + len(c.encode("utf-8")) <= end}
    covered = {at + k for at, c in whole.items() for k in range(len(c.encode("utf-8")))}
    labels, position = [], first_byte
    for size in sizes:
        span = range(position, position + size)
        opens_inside = position in covered and position not in whole
        characters = "".join(whole[at] for at in span if at in whole)
        loose = bytes(data[at] for at in span if at not in covered)
        labels.append((CONTINUATION_MARK if opens_inside else "") +
                      characters.replace(" ", "␣") + (hex_bytes(loose) if loose else ""))
        position += size
    return labels


def _decodes(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _byte_map() -> dict[str, int]:
    """The tokenizer's byte map, read from `tokenizers`' own ByteLevel pre-tokenizer: each
    character's UTF-8 bytes against the characters it spells them with."""
    from tokenizers import pre_tokenizers

    level = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    table = {}
    for code in [*range(0x800), *range(0x800, 0x10000, 0x1000), 0x800,
                 *range(0x10000, 0x110000, 0x40000)]:
        if 0xD800 <= code <= 0xDFFF:
            continue
        spelled = level.pre_tokenize_str(chr(code))[0][0]
        table.update(zip(spelled, chr(code).encode("utf-8"), strict=True))
    return table


@pytest.fixture(scope="module")
def model():
    with one_torch_thread():
        yield shipped_decoder()


@needs_wheel
def test_the_chinese_sentence_reads_as_its_characters(model):
    tokens = model.encode(CHINESE)
    sizes = [len(piece) for piece in tokens.pieces]        # one vocabulary character a byte
    assert sum(sizes) == len(CHINESE.encode("utf-8"))
    assert list(tokens.tokens) == _expected_labels(CHINESE.encode("utf-8"), sizes)
    assert "".join(t for t in tokens.tokens if t != CONTINUATION_MARK) == CHINESE
    assert len(tokens) == 30 and tokens.tokens.count(CONTINUATION_MARK) == 15
    assert all("\ufffd" not in token for token in tokens.tokens)


@needs_wheel
@pytest.mark.parametrize(("start", "stop"), [(1, 30), (0, 29), (3, 12), (4, 5)])
def test_a_cut_list_shows_the_lone_bytes(model, start, stop):
    tokens = model.encode(CHINESE)
    sizes = [len(piece) for piece in tokens.pieces]
    shown = display_pieces(tokens.pieces[start:stop])
    first = sum(sizes[:start])
    data = CHINESE.encode("utf-8")[:first + sum(sizes[start:stop])]
    assert shown == _expected_labels(data, sizes[start:stop], first_byte=first)
    assert any("‹" in label for label in shown)            # each cut leaves a lone part


@needs_wheel
def test_the_window_session_and_the_likeliest_tokens_are_readable(model):
    from core.pretrained.decoder_generate import Decoder, Sampling
    from core.pretrained.decoder_session import build_decoder_session

    session = build_decoder_session(CHINESE, 0, 0, model=model)
    assert session.tokens == model.encode(CHINESE).tokens
    decoder = Decoder(model, model.encode(CHINESE).ids, Sampling())
    steps = [decoder.step() for _ in range(4)]
    for step in steps:
        assert all("\ufffd" not in choice.text for choice in step.top)
    assert all("\ufffd" not in label for label in decoder.labels())


@needs_wheel
def test_generate_json_gains_pieces_without_replacement_characters(model, capsys):
    import json

    from main import main

    assert main(["generate", "--model", "smollm2", "--text", CHINESE, "--tokens", "8",
                 "--greedy", "--json"]) == 0
    out = capsys.readouterr().out
    result = json.loads(out.strip().splitlines()[-1])
    assert len(result["pieces"]) == len(result["tokens"]) == 8
    assert all("\ufffd" not in piece for piece in result["pieces"])
    assert "\ufffd" not in result["text"].rstrip("\ufffd")    # only an unfinished last character
    byte_of = _byte_map()
    ids = [*model.encode(CHINESE).ids, *result["tokens"]]
    pieces = [bytes(byte_of[c] for c in model.tokenizer.id_to_token(i)) for i in ids]
    expected = _expected_labels(b"".join(pieces), [len(piece) for piece in pieces])
    assert result["pieces"] == expected[-8:]
    assert result["text"].rstrip("\ufffd") == b"".join(pieces[-8:]).decode(
        "utf-8", errors="ignore")
    assert "\ufffd" not in out.splitlines()[0]             # the printed text shows ‹bytes›


def test_pieces_without_a_model():
    emoji = "😀".encode()                                    # four bytes, four pieces
    assert display_pieces(["a"]) == ["a"]
    labels = label_pieces([emoji[:1], emoji[1:2], emoji[2:3], emoji[3:]])
    assert [label.label for label in labels] == ["😀", "〃", "〃", "〃"]
    assert [label.part for label in labels] == [0, 2, 3, 4]
    assert [label.label for label in label_pieces([emoji[:2]])] == ["‹F0 9F›"]
    assert [label.label for label in label_pieces([b"\xff", b"ok \x80"])] == ["‹FF›", "ok␣‹80›"]
    assert [label.label for label in label_pieces([b"\xe2\x80\x8b"])] == ["‹E2 80 8B›"]
    assert display_pieces(["ģ", "ok"]) == ["‹81›", "ok"]
    assert label_pieces([b"\x80ok"])[0].label == "‹80›ok"         # bytes stay in their place
    assert readable_text(["æ", "¸"]) == "‹E6 B8›" and readable_text(["Ġhi"]) == " hi"
    second = label_pieces([emoji[:2], emoji[2:] + b"ok"])[1]
    assert describe_piece(second) == "piece 2 of 2 of “😀”; starts “ok”; bytes ‹98 80 6F 6B›"
