"""A wrapped list of items ("Page Down / →: next · … · Esc: leave") that breaks only between
its items: within an item every space is non-breaking and a word joiner (U+2060, zero width)
stands beside every wide character, so no line break cuts a key's name or a word (Chinese
breaks between any two characters, even in white-space: nowrap: "Esc：退" / "出"; German
"erster / letzter" / "Schritt").
"""

from __future__ import annotations

import html
import unicodedata

SEPARATOR = "·"
NO_BREAK_SPACE = "\u00a0"
WORD_JOINER = "\u2060"      # no line break on either side; drawn as nothing


def items_of(text: str, separator: str = SEPARATOR) -> list[str]:
    """The items of ``text``, split at ``separator``, blanks around them removed."""
    return [item.strip() for item in text.split(separator) if item.strip()]


def whole_items_html(text: str, separator: str = SEPARATOR) -> str:
    """Rich text of ``text`` whose lines break only at ``separator`` (the items whole)."""
    kept = [html.escape(unbreakable(item), quote=False) for item in items_of(text, separator)]
    return f"&nbsp;&nbsp;{separator}&nbsp;&nbsp; ".join(kept)


def unbreakable(item: str) -> str:
    """``item`` with no place a line may break: spaces non-breaking, and a wide character
    (Chinese, full-width punctuation: a line may break beside any) joined to its neighbours."""
    glued = []
    for index, char in enumerate(item):
        if index and (_wide(char) or _wide(item[index - 1])):
            glued.append(WORD_JOINER)
        glued.append(NO_BREAK_SPACE if char == " " else char)
    return "".join(glued)


def _wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in ("W", "F")
