"""Python source literals for a session's numbers and words: exact, and safe for any text.

Floats use ``repr`` (the shortest text that reads back as the same float64), strings use
``repr`` too (quotes, backslashes, newlines and every non-printable character escaped), and
comments pass through :func:`comment_text`, so no token or title can end a line or a string.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

import numpy as np

INDENT = "    "
WRAP_AT = 96  # characters per line before a list of strings is wrapped


def float_literal(value: float) -> str:
    """'0.31', '-1.0', '1e-05': reads back as exactly the same float64."""
    return repr(float(value))


def string_literal(text: str) -> str:
    """A Python string literal for ``text``; evaluates to exactly ``text``, whatever it holds."""
    return repr(str(text))


def comment_text(text: str) -> str:
    """``text`` on one line: every non-printable character (line breaks too) escaped as in repr."""
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in str(text))


def note(text: str, **fields) -> str:
    """A looked-up comment on one line: ``text.format(**fields)`` (when fields are given), escaped
    by :func:`comment_text` so no translation can end the line."""
    return comment_text(text.format(**fields) if fields else text)


def fixed_lines(text: str, english: Sequence[str]) -> list[str]:
    """``text`` (a looked-up paragraph) as exactly ``len(english)`` lines of a docstring or a
    comment block, so a translation never moves the lines after it (the code view's spans).

    The English paragraph as written keeps its own lines. Any other text is wrapped greedily
    at the English width (a mark or two more fits), wider when it needs more lines, narrower
    when it needs fewer (a Chinese text breaks between characters); when no width gives the
    count, the last lines stay empty. Never a triple quote, never a line break inside a line.
    """
    count = len(english)
    if text == " ".join(english):
        return list(english)
    text = comment_text(text).replace('"""', '\'\'\'')

    def wrapped(width: int) -> list[str]:
        return textwrap.wrap(text, width, break_on_hyphens=False) or [""]

    start = max(len(line) for line in english) + 1
    width = next(w for w in range(start, max(start, len(text)) + 1) if len(wrapped(w)) <= count)
    if len(wrapped(width)) < count:
        width = next((w for w in range(start - 1, 0, -1) if len(wrapped(w)) >= count), width)
    lines = wrapped(width)
    if len(lines) > count:                 # a narrower width jumped past the count
        lines = wrapped(width + 1)
    return lines + [""] * (count - len(lines))


def row_literal(values, bools: bool = False) -> str:
    """'[0.1, -0.2, 0.3]' for a 1-D array or list (``bools``: '[1, 0, 1]')."""
    if bools:
        return "[" + ", ".join("1" if value else "0" for value in values) + "]"
    floats = values.tolist() if isinstance(values, np.ndarray) else values
    return "[" + ", ".join(map(repr, map(float, floats))) + "]"


def tensor_lines(name: str, values: np.ndarray, dtype: str, comment: str,
                 *, bools: bool = False, labels: Sequence[str] | None = None) -> list[str]:
    """``name = torch.tensor(...)`` over several lines: one row per line, a head per block.

    values: (cols,), (rows, cols) or (heads, rows, cols). ``labels`` name the leading blocks of a
    3-D array in comments ('head 0', …). The comment goes on the closing line.
    """
    values = np.asarray(values)
    rows = values.tolist()  # Python floats: repr of each is much faster than of numpy scalars
    closing = f"], dtype={dtype})  # {comment}"
    if values.ndim == 1:
        return [f"{name} = torch.tensor({row_literal(rows, bools)}, dtype={dtype})  # {comment}"]
    if values.ndim == 2:
        return [f"{name} = torch.tensor([",
                *(f"{INDENT}{row_literal(row, bools)}," for row in rows), closing]
    if values.ndim != 3:
        raise ValueError(f"{name}: cannot write a {values.ndim}-D array as a literal")
    lines = [f"{name} = torch.tensor(["]
    for index, block in enumerate(rows):
        label = labels[index] if labels is not None else f"{index}"
        lines.append(f"{INDENT}[  # {comment_text(label)}")
        lines.extend(f"{INDENT * 2}{row_literal(row, bools)}," for row in block)
        lines.append(f"{INDENT}],")
    lines.append(closing)
    return lines


def list_lines(name: str, items: Sequence[str], comment: str,
               english: str | None = None) -> list[str]:
    """``name = ['a', 'b', …]`` as string literals, wrapped to lines of about WRAP_AT characters.

    Whether the list fits on one line is measured with the ``english`` comment (a translation
    of ``comment``), so a language never changes the number of lines.
    """
    literals = [string_literal(item) for item in items]
    one_line = f"{name} = [{', '.join(literals)}]  # {comment}"
    if len(one_line) - len(comment) + len(comment if english is None else english) <= WRAP_AT:
        return [one_line]
    lines, current = [f"{name} = [  # {comment}"], INDENT
    for literal in literals:
        if len(current) + len(literal) + 2 > WRAP_AT and current.strip():
            lines.append(current.rstrip())
            current = INDENT
        current += literal + ", "
    if current.strip():
        lines.append(current.rstrip())
    lines.append("]")
    return lines


def aligned(lines: Sequence[tuple[str, str]], at_most: int = 56) -> list[str]:
    """Code lines with their comments lined up in one column (not beyond ``at_most``)."""
    width = min(max((len(code) for code, note in lines if note), default=0), at_most)
    return [f"{code.ljust(width)}  # {note}" if note else code for code, note in lines]
