"""A wrapped list of items ("Page Down / →: next · … · Esc: leave") that breaks only between
its items: each item is kept on one line (rich text, white-space: nowrap), so no line break
cuts a key's name or a word (Chinese breaks between any two characters: "Esc：退" / "出";
German "erster / letzter" / "Schritt").
"""

from __future__ import annotations

import html

SEPARATOR = "·"


def items_of(text: str, separator: str = SEPARATOR) -> list[str]:
    """The items of ``text``, split at ``separator``, blanks around them removed."""
    return [item.strip() for item in text.split(separator) if item.strip()]


def whole_items_html(text: str, separator: str = SEPARATOR) -> str:
    """Rich text of ``text`` whose lines break only at ``separator`` (the items whole)."""
    kept = [f'<span style="white-space:nowrap">{html.escape(item, quote=False)}</span>'
            for item in items_of(text, separator)]
    return f"&nbsp;&nbsp;{separator}&nbsp;&nbsp; ".join(kept)
