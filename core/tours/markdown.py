"""A step's text, a small Markdown subset, as HTML for a rich-text label (no Qt here).

Supported: paragraphs (a blank line), ``- `` bullet lines, **bold**, *emphasis*, `inline code`
and any Unicode (√, −∞, ·, ᵀ). Everything else is text: HTML in a tour is escaped, never run.
"""

from __future__ import annotations

import html
import re

_CODE = re.compile(r"`([^`]+)`")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
_EMPHASIS = re.compile(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])")


def inline_html(text: str) -> str:
    """One line: escaped, with code, bold and emphasis marked up (code is left as typed)."""
    parts = _CODE.split(text)   # even: prose, odd: code
    out = []
    for index, part in enumerate(parts):
        if index % 2:
            out.append(f"<code>{html.escape(part)}</code>")
        else:
            prose = html.escape(part)
            prose = _BOLD.sub(r"<b>\1</b>", prose)
            out.append(_EMPHASIS.sub(r"<i>\1</i>", prose))
    return "".join(out)


def to_html(text: str) -> str:
    """Paragraphs and bullet lists of inline HTML."""
    blocks = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        if lines and all(line.startswith("- ") for line in lines):
            items = "".join(f"<li>{inline_html(line[2:])}</li>" for line in lines)
            blocks.append(f"<ul>{items}</ul>")
        elif lines:
            blocks.append(f"<p>{inline_html(' '.join(lines))}</p>")
    return "".join(blocks)


def plain_text(text: str) -> str:
    """The text without its marks (for a status line or a test)."""
    return re.sub(r"\*\*|`|(?<![\w*])\*|\*(?![\w*])", "", text)
