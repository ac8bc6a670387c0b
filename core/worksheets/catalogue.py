"""The exercises a worksheet can hold, in the lesson's order (torch-free: the command line
checks the names before the engine loads)."""

from __future__ import annotations

CATALOGUE = {
    "query": "a query row from x and W^Q",
    "score": "a score as a dot product q · k",
    "scale": "the score divided by √d_k",
    "softmax": "a row of softmax, with its exponentials",
    "attends": "which key each query attends to most",
    "mask": "masking: which cells become −∞, and one row's weights",
    "z": "one row of z = weights · V",
    "heads": "with several heads: a row of concat and of the output",
}
EXERCISES = tuple(CATALOGUE)


def unknown_exercise(names) -> str | None:
    """The refusal for the first name that is no exercise (None when all are)."""
    for name in names:
        if name not in CATALOGUE:
            return f"unknown exercise {name!r}; exercises are {', '.join(EXERCISES)}"
    return None
