"""Attention masks a learner can pick from a menu: named presets, their parameters and reasons.

Every mask is an (n, n) bool array, True where query i (row) may attend to key j (column).
A session stores one in ``Session.mask``; the engine ANDs it with the causal toggle.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from core.i18n import QT_TRANSLATE_NOOP, translate
from core.limits import MAX_TOKENS, LimitError


class MaskError(LimitError):
    """A preset name or parameter QKV Lab cannot build a mask from; the message names it."""


@dataclass(frozen=True)
class MaskParameter:
    name: str        # keyword of ``preset`` ("window")
    label: str       # what a spin box is called ("window w")
    minimum: int


@dataclass(frozen=True)
class MaskPreset:
    name: str                               # "sliding_window"
    title: str                              # "Sliding window" (a menu item), English
    explanation: str                        # one sentence for the menu's tooltip and status
    # (title, explanation and the parameters' labels are English: the window shows
    # translate("MaskPresets", text), in its language)
    parameters: tuple[MaskParameter, ...]   # spin boxes; () needs no dialog


# their words are marked for lupdate (which reads only the literal name and context); the
# window shows translate("MaskPresets", text)
PRESETS: dict[str, MaskPreset] = {p.name: p for p in (
    MaskPreset("none", QT_TRANSLATE_NOOP("MaskPresets", "No mask"),
               QT_TRANSLATE_NOOP("MaskPresets",
                          "Every query sees every key, as in an encoder such as BERT."),
               ()),
    MaskPreset("causal", QT_TRANSLATE_NOOP("MaskPresets", "Causal"),
               QT_TRANSLATE_NOOP("MaskPresets",
                          "Each word sees only itself and the words before it, as in a "
                          "decoder such as GPT that must not read the future."),
               ()),
    MaskPreset("sliding_window", QT_TRANSLATE_NOOP("MaskPresets", "Sliding window"),
               QT_TRANSLATE_NOOP("MaskPresets",
                          "Each word sees itself and the w − 1 words just before it, as in "
                          "Mistral and Longformer's local attention."),
               (MaskParameter("window", QT_TRANSLATE_NOOP("MaskPresets", "window w"), 1),)),
    MaskPreset("padding", QT_TRANSLATE_NOOP("MaskPresets", "Padding"),
               QT_TRANSLATE_NOOP("MaskPresets",
                          "The last k tokens are padding added to fill a batch, so no query "
                          "may look at them."),
               (MaskParameter("pad", QT_TRANSLATE_NOOP("MaskPresets", "padding tokens k"), 0),)),
    MaskPreset("prefix", QT_TRANSLATE_NOOP("MaskPresets", "Prefix-LM"),
               QT_TRANSLATE_NOOP("MaskPresets",
                          "The first p tokens (the prompt) see each other both ways; the "
                          "words after them are causal, as in T5's prefix-LM and UniLM."),
               (MaskParameter("prefix", QT_TRANSLATE_NOOP("MaskPresets", "prefix length p"), 0),)),
    MaskPreset("block", QT_TRANSLATE_NOOP("MaskPresets", "Packed sequences"),
               QT_TRANSLATE_NOOP("MaskPresets",
                          "Several short sequences packed into one row of a batch: each "
                          "sees only itself, causally, never its neighbours."),
               (MaskParameter("sizes", QT_TRANSLATE_NOOP("MaskPresets", "sequence lengths"), 1),)),
)}


def preset(name: str, n: int, **params) -> np.ndarray:
    """(n, n) bool mask of a named preset; MaskError names a bad preset or parameter."""
    if name not in PRESETS:
        raise MaskError(translate("Masks", "unknown mask preset {name}; presets are {presets}")
                        .format(name=repr(name), presets=", ".join(PRESETS)))
    _check_n(n)
    expected = {p.name for p in PRESETS[name].parameters}
    unknown = sorted(set(params) - expected)
    if unknown:
        takes = ", ".join(sorted(expected)) or translate("Masks", "no parameters")
        raise MaskError(translate("Masks", "mask preset {name} has no parameter {parameter} (it "
                                  "takes {takes})").format(
            name=repr(name), parameter=repr(unknown[0]), takes=takes))
    missing = sorted(expected - set(params))
    if missing:
        raise MaskError(translate("Masks", "mask preset {name} needs {parameter}=…").format(
            name=repr(name), parameter=missing[0]))
    query = np.arange(n)[:, None]   # (n, 1)
    key = np.arange(n)[None, :]     # (1, n)
    if name == "none":
        return np.ones((n, n), dtype=bool)
    if name == "causal":
        return key <= query
    if name == "sliding_window":
        window = _whole("window", params["window"], 1, None)
        return (key <= query) & (key > query - window)
    if name == "padding":
        pad = _whole("pad", params["pad"], 0, n - 1, "every key would be padding")
        return np.broadcast_to(key < n - pad, (n, n)).copy()
    if name == "prefix":
        prefix = _whole("prefix", params["prefix"], 0, n)
        return (key <= query) | ((query < prefix) & (key < prefix))
    return _block(n, params["sizes"])


def default_parameters(name: str, n: int) -> dict[str, object]:
    """Parameters a dialog starts from, valid for n tokens."""
    if name not in PRESETS:
        raise MaskError(translate("Masks", "unknown mask preset {name}; presets are {presets}")
                        .format(name=repr(name), presets=", ".join(PRESETS)))
    _check_n(n)
    first = max(1, n // 2)
    return {"none": {}, "causal": {}, "sliding_window": {"window": min(3, n)},
            "padding": {"pad": min(1, n - 1)}, "prefix": {"prefix": min(2, n)},
            "block": {"sizes": [first, n - first] if n > first else [n]}}[name]


def parse_sizes(text: str) -> list[int]:
    """Block sizes typed as "3, 4 2" -> [3, 4, 2]; MaskError names ``sizes`` when not numbers."""
    parts = [p for p in text.replace(",", " ").replace("+", " ").split() if p]
    try:
        return [int(p) for p in parts]
    except ValueError:
        raise MaskError("sizes: " + translate("Masks", "{text} is not a list of whole numbers")
                        .format(text=repr(text.strip()[:30]))) from None


def mask_values(allowed: np.ndarray) -> np.ndarray:
    """M of ``S/√d_k + M``: (n, n) float64, 0 where a key is visible and −∞ where hidden."""
    allowed = np.asarray(allowed, dtype=bool)
    return np.where(allowed, 0.0, -np.inf)


def effective_mask(mask: np.ndarray | None, causal: bool, n: int) -> np.ndarray:
    """The mask the engine applies: the session's own mask AND the causal one (when on)."""
    allowed = np.ones((n, n), dtype=bool) if mask is None else np.asarray(mask, dtype=bool)
    return allowed & preset("causal", n) if causal else allowed.copy()


def fully_hidden_rows(allowed: np.ndarray) -> np.ndarray:
    """Indices of queries that may see no key at all (their weights are all zero)."""
    return np.flatnonzero(~np.asarray(allowed, dtype=bool).any(axis=1))


def stroke(mask: np.ndarray | None, n: int, cells: Iterable[tuple[int, int]],
           visible: bool) -> np.ndarray:
    """A copy of ``mask`` (None = all visible) with ``cells`` (query, key) set to ``visible``."""
    result = np.ones((n, n), dtype=bool) if mask is None else np.array(mask, dtype=bool)
    if result.shape != (n, n):
        raise MaskError(translate("Masks", "mask must be ({n}, {n}), got {shape}").format(
            n=n, shape=result.shape))
    for row, col in cells:
        if not (0 <= row < n and 0 <= col < n):
            raise MaskError(translate("Masks", "mask cell ({row}, {col}) is outside the {n} × {n} "
                                      "mask").format(row=row, col=col, n=n))
        result[row, col] = visible
    return result


def toggle(mask: np.ndarray | None, n: int, row: int, col: int) -> np.ndarray:
    """A copy of ``mask`` with key ``col`` shown to query ``row`` if hidden, hidden if shown."""
    visible = True if mask is None else bool(np.asarray(mask)[row, col]) if (
        0 <= row < n and 0 <= col < n) else True
    return stroke(mask, n, [(row, col)], not visible)


def _block(n: int, sizes) -> np.ndarray:
    if isinstance(sizes, str):
        sizes = parse_sizes(sizes)
    if not isinstance(sizes, Sequence) or not sizes:
        raise MaskError("sizes " + translate("Masks", "must be a list of sequence lengths, e.g. "
                                              "[3, 2]"))
    sizes = [_whole("sizes", s, 1, None) for s in sizes]
    if sum(sizes) != n:
        raise MaskError(translate("Masks", "sizes {sizes} add up to {total}, but there are {n} "
                                  "tokens").format(sizes=sizes, total=sum(sizes), n=n))
    starts = np.repeat(np.cumsum([0, *sizes[:-1]]), sizes)   # (n,) first token of each block
    query, key = np.arange(n)[:, None], np.arange(n)[None, :]
    return (key <= query) & (key >= starts[:, None])


def _whole(name: str, value, minimum: int, maximum: int | None, why: str = "") -> int:
    if isinstance(value, bool) or not isinstance(value, int | np.integer):
        raise MaskError(f"{name} must be a whole number, got {value!r}")
    value = int(value)
    if value < minimum:
        raise MaskError(f"{name} must be at least {minimum}, got {value}")
    if maximum is not None and value > maximum:
        reason = f" ({why})" if why else ""
        raise MaskError(f"{name} must be at most {maximum} here, got {value}{reason}")
    return value


def _check_n(n) -> None:
    if isinstance(n, bool) or not isinstance(n, int | np.integer) or not 1 <= n <= MAX_TOKENS:
        raise MaskError(f"n (the number of tokens) must be 1 to {MAX_TOKENS}, got {n!r}")
