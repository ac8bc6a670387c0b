"""The exercises a worksheet can hold, in the lesson's order (torch-free: the command line
checks the names before the engine loads). The names are the command line's (the same in
every language); the descriptions are in English here and in the window's language through
``description(name)``."""

from __future__ import annotations

from core.i18n import QT_TRANSLATE_NOOP, translate

CATALOGUE = {
    "query": QT_TRANSLATE_NOOP("Worksheets", "a query row from x and W^Q"),
    "rotate": QT_TRANSLATE_NOOP("Worksheets",
                                "rotary positions: turn one pair of q or k by hand"),
    "score": QT_TRANSLATE_NOOP("Worksheets", "a score as a dot product q · k"),
    "scale": QT_TRANSLATE_NOOP("Worksheets", "the score divided by √d_k"),
    "softmax": QT_TRANSLATE_NOOP("Worksheets", "a row of softmax, with its exponentials"),
    "online": QT_TRANSLATE_NOOP("Worksheets", "online softmax over two blocks of keys, with the "
                                              "rescale step (FlashAttention; only when asked)"),
    "attends": QT_TRANSLATE_NOOP("Worksheets", "which key each query attends to most"),
    "mask": QT_TRANSLATE_NOOP("Worksheets",
                              "masking: which cells become −∞, and one row's weights"),
    "z": QT_TRANSLATE_NOOP("Worksheets", "one row of z = weights · V"),
    "heads": QT_TRANSLATE_NOOP("Worksheets",
                               "with several heads: a row of concat and of the output"),
}
EXERCISES = tuple(CATALOGUE)


def description(name: str) -> str:
    """What exercise ``name`` asks, in the window's language."""
    return translate("Worksheets", CATALOGUE[name])


def unknown_exercise(names) -> str | None:
    """The refusal for the first name that is no exercise (None when all are)."""
    for name in names:
        if name not in CATALOGUE:
            return translate("Worksheets", "unknown exercise {name}; exercises are {names}").format(
                name=repr(name), names=", ".join(EXERCISES))
    return None
