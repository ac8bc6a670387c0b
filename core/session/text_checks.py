"""Text a session may hold: what can be saved as UTF-8, and what a person can see.

A JSON file may spell a lone surrogate ("\\udfff"); Python reads it into a str that no file
can hold, so every later save would fail. Such text is refused where it enters: at load, and
in the token editor as it is typed (``check_encodable``).
"""

from __future__ import annotations

import unicodedata

from core.i18n import translate
from core.limits import LimitError


def unencodable_at(text: str) -> int | None:
    """Index of the first character UTF-8 cannot encode (a lone surrogate), or None."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as error:
        return error.start
    return None


def check_encodable(text: str, where: str = "the text") -> str:
    """``text`` unchanged, or LimitError naming the character that cannot be saved."""
    index = unencodable_at(text)
    if index is not None:
        raise LimitError(translate("Errors", "{where} holds {code} at character {index}, half "
                                             "of a surrogate pair that no file can store; retype "
                                             "it").format(where=where,
                                                          code=f"U+{ord(text[index]):04X}",
                                                          index=index + 1))
    return text


def without_unencodable(text: str) -> str:
    """``text`` less any lone surrogates (what a person still sees of it)."""
    return "".join(c for c in text if not "\ud800" <= c <= "\udfff")


def is_visible_text(text: str) -> bool:
    """False for text of only spaces, zero-width and other invisible format characters."""
    return any(unicodedata.category(c)[0] not in "ZC" for c in text)
