"""W^O's rows grouped by head: head h owns rows h·d_head … h·d_head + d_head − 1.

Row labels name the head (1-based, as in every view) and a soft tint alternates per head, so
the learner sees which rows mix which head's z back into d_model.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

HEAD_TINTS = (QColor("#e8eef8"), QColor("#f8eee0"))   # alternating, light: numbers stay legible


def w_o_row_labels(n_heads: int, d_head: int) -> list[str]:
    """'0 · h1', '1 · h1', '2 · h2', …: the row index and the head whose z it multiplies."""
    return [f"{row} · h{row // d_head + 1}" for row in range(n_heads * d_head)]


def w_o_row_colors(n_heads: int, d_head: int) -> list[QColor]:
    """One tint per head's block of rows, alternating."""
    return [HEAD_TINTS[(row // d_head) % len(HEAD_TINTS)] for row in range(n_heads * d_head)]
