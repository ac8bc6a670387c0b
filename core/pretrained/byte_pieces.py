"""Byte-level BPE pieces as a person reads them: characters, never "�".

A byte-level BPE piece is a run of UTF-8 bytes, each spelled as one printable character
(GPT-2's byte map: "Ġ" is the space byte 0x20, "æ" the byte 0xE6). A Chinese character takes
three bytes and is often split over two or three pieces, so a piece decoded alone is "�".
Here a list of pieces is read as one byte string and cut into UTF-8 characters; each piece is
then labelled with what it holds:

- a character whose bytes all lie in one piece is shown as itself ("在");
- a character split over several pieces is shown on the piece that holds its first byte,
  and each later piece that carries the rest of it starts with the continuation mark "〃"
  (ditto: "more of the character before"). "老渔" in four pieces reads ``老 〃 渔 〃``, so the
  labels read left to right as the text, and every character appears exactly once;
- bytes that make no whole character with their neighbours (the lone first piece of a
  character, a generation that stopped mid-character, bytes that are not UTF-8) are shown as
  their hexadecimal values in guillemets: ``‹E6 B8›``.

Spaces, line breaks and tabs are made visible ("␣", "↵", "⇥") so that no label is blank.
``describe_piece`` says the same in words for a tooltip (which piece of which character, its
bytes). Nothing here imports Qt or torch.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from core.i18n import translate
from core.session.text_checks import is_visible_text

CONTINUATION_MARK = "〃"
BYTES_OPEN, BYTES_CLOSE = "‹", "›"
SENTENCEPIECE_SPACE = "\u2581"
_SENTENCEPIECE_BYTE = re.compile(r"<0x([0-9A-Fa-f]{2})>")
VISIBLE = {" ": "␣", "\n": "↵", "\t": "⇥", "\r": "␍"}


@lru_cache(maxsize=1)
def byte_of_character() -> dict[str, int]:
    """GPT-2's byte map, inverted: the printable character that spells each byte -> the byte.

    Printable Latin-1 bytes stand for themselves; the other 68 (controls, space, 0x7F–0xA0,
    0xAD) are spelled by the characters from U+0100 on, in byte order."""
    printable = [*range(ord("!"), ord("~") + 1), *range(ord("¡"), ord("¬") + 1),
                 *range(ord("®"), ord("ÿ") + 1)]
    spelled = {byte: chr(byte) for byte in printable}
    extra = 0
    for byte in range(256):
        if byte not in spelled:
            spelled[byte] = chr(256 + extra)
            extra += 1
    return {character: byte for byte, character in spelled.items()}


def piece_bytes(piece: str) -> bytes:
    """The UTF-8 bytes a vocabulary piece ("æ¸", "Ġthe") stands for. A character outside the
    byte map (a special token's own text) stands for its own UTF-8 encoding. SentencePiece
    pieces (Gemma's, in a GGUF file) read too: "<0xE6>" is the byte 0xE6, "▁" a space."""
    fallback = _SENTENCEPIECE_BYTE.fullmatch(piece)
    if fallback:
        return bytes([int(fallback.group(1), 16)])
    table = byte_of_character()
    out = bytearray()
    for character in piece:
        byte = table.get(character)
        if byte is None:
            out += (" " if character == SENTENCEPIECE_SPACE else character).encode("utf-8")
        else:
            out.append(byte)
    return bytes(out)


def hex_bytes(data: bytes) -> str:
    """``‹E6 B8›``: bytes a person can read when they make no character."""
    return BYTES_OPEN + " ".join(f"{byte:02X}" for byte in data) + BYTES_CLOSE


def visible_text(text: str) -> str:
    """``text`` with spaces, line breaks and tabs drawn as ␣ ↵ ⇥ ␍."""
    return "".join(VISIBLE.get(character, character) for character in text)


@dataclass(frozen=True)
class PieceLabel:
    """One piece as shown: its label, its bytes, and where its characters lie."""

    label: str                 # what a chip, axis or list shows ("老", "〃", "‹E6 B8›")
    raw: bytes                 # the piece's bytes
    characters: str            # the whole characters that start in this piece
    continues: str             # the character whose later bytes open this piece ("" if none)
    part: int                  # which piece of ``continues`` this is (2, 3, …), 0 if none
    parts: int                 # how many pieces ``continues`` spans, 0 if none
    fragment: bytes            # bytes that make no whole character (shown as ‹…›)


def label_pieces(pieces: Sequence[bytes]) -> list[PieceLabel]:
    """Each piece's label, reading the pieces as one UTF-8 byte string (see the module)."""
    labels = []
    for index, (segments, opened) in enumerate(_segments(pieces)):
        continues, part, parts = opened
        label = (CONTINUATION_MARK if continues else "") + _joined(segments, visible=True)
        if not is_visible_text(label):                  # zero-width or other unseen text
            label = hex_bytes(bytes(pieces[index]))
        labels.append(PieceLabel(
            label=label, raw=bytes(pieces[index]),
            characters="".join(s for s in segments if isinstance(s, str)),
            continues=continues, part=part, parts=parts,
            fragment=bytes(s for s in segments if isinstance(s, int))))
    return labels


def display_pieces(pieces: Sequence[str]) -> list[str]:
    """The labels of vocabulary pieces (byte-map spelling, as ``Tokenizer.id_to_token``)."""
    return [label.label for label in label_pieces([piece_bytes(piece) for piece in pieces])]


def readable_text(pieces: Sequence[str]) -> str:
    """The text the pieces spell, bytes that make no character shown as ``‹E6 B8›``."""
    segments = _segments([piece_bytes(piece) for piece in pieces])
    return _joined([segment for piece, _ in segments for segment in piece], visible=False)


def _segments(pieces: Sequence[bytes]) -> list[tuple[list[str | int], tuple[str, int, int]]]:
    """Per piece, in byte order, the whole characters that start in it (str) and the bytes
    that make none (int); and the character whose later bytes open it, with which part of
    how many pieces it is (``("", 0, 0)`` when none)."""
    owner = [index for index, piece in enumerate(pieces) for _ in piece]   # byte -> piece
    data = b"".join(pieces)
    segments: list[list[str | int]] = [[] for _ in pieces]
    opened: list[tuple[str, int, int]] = [("", 0, 0) for _ in pieces]
    position = 0
    while position < len(data):
        size = _character_size(data, position)
        if size == 0:                                       # a byte that starts no character
            segments[owner[position]].append(data[position])
            position += 1
            continue
        character = data[position:position + size].decode("utf-8")
        holders = sorted(set(owner[position:position + size]))
        segments[holders[0]].append(character)
        for part, holder in enumerate(holders[1:], start=2):
            opened[holder] = (character, part, len(holders))
        position += size
    return list(zip(segments, opened, strict=True))


def _joined(segments: Sequence[str | int], visible: bool) -> str:
    """Characters as they are (spaces drawn when ``visible``), runs of bytes as ‹E6 B8›."""
    text, run = [], bytearray()
    for segment in [*segments, ""]:
        if isinstance(segment, int):
            run.append(segment)
            continue
        if run:
            text.append(hex_bytes(bytes(run)))
            run.clear()
        text.append(visible_text(segment) if visible else segment)
    return "".join(text)


def candidate_label(context: Sequence[str], candidate: str) -> str:
    """How a possible next piece reads after ``context`` (the pieces so far): its own label,
    or, when it finishes a character the context began, its bytes and that character
    ("‹94›→渔"). A character spans at most four bytes, so the last three pieces suffice."""
    tail = [piece_bytes(piece) for piece in context[-3:]]
    label = label_pieces([*tail, piece_bytes(candidate)])[-1]
    if not label.continues:
        return label.label
    rest = label.label[len(CONTINUATION_MARK):]
    return f"{hex_bytes(label.raw)}→{label.continues}{rest}"


def describe_piece(label: PieceLabel) -> str:
    """A tooltip's sentence: which piece of which character, and the bytes."""
    parts = []
    if label.continues:
        parts.append(translate("Pretrained", "piece {part} of {parts} of “{character}”").format(
            part=label.part, parts=label.parts, character=label.continues))
    if label.characters:
        parts.append(translate("Pretrained", "starts “{characters}”").format(
            characters=visible_text(label.characters)))
    if label.fragment:
        parts.append(translate("Pretrained", "{bytes} make no whole character").format(
            bytes=hex_bytes(label.fragment)))
    parts.append(translate("Pretrained", "bytes {bytes}").format(bytes=hex_bytes(label.raw)))
    return "; ".join(parts)


def _character_size(data: bytes, position: int) -> int:
    """The length of the valid UTF-8 character at ``position``, or 0 when there is none."""
    lead = data[position]
    size = 1 if lead < 0x80 else 2 if 0xC2 <= lead <= 0xDF else 3 if 0xE0 <= lead <= 0xEF \
        else 4 if 0xF0 <= lead <= 0xF4 else 0
    if size == 0 or position + size > len(data):
        return 0
    try:
        data[position:position + size].decode("utf-8")
    except UnicodeDecodeError:                            # overlong, surrogate, bad continuation
        return 0
    return size
