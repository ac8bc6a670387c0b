"""The term-by-term lines of ``long_text``: one line per term, six significant digits.

Each kind writes its own (``Explanation.long_lines``, core/explanations/kinds/).
"""

from __future__ import annotations

from core.explanations.base import Explanation, Tokens


def long_lines(e: Explanation, tokens: Tokens) -> list[str]:
    return e.long_lines(tokens)
