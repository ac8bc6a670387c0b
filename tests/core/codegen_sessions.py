"""Sessions the code export is tested on: the examples and every setting the code can take."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from core.files.examples import list_examples, load_example
from core.session.seeded import seeded_uniform
from core.session.value import Session

ODD_TOKENS = ("it's", 'say "hi"', "back\\slash", "'''", '"""', "naïve", "日本", "😀",
              "👍🏽", "two\nlines", "tab\there", "end\\", "a\u2028b", "{x}", "#", ")]}")


def multi_head_with_biases() -> Session:
    """3 heads, every bias and W^O with b_O, positions on."""
    session = Session.from_text("the mole on his face was dark", n_heads=3, d_model=6,
                                d_head=4).with_settings(positional=True)
    bias = {name: seeded_uniform(name, shape, 7) for name, shape in (
        ("b_q", (3, 4)), ("b_k", (3, 4)), ("b_v", (3, 4)), ("b_o", (6,)))}
    return replace(session, **bias)


def causal() -> Session:
    return Session.from_text("the cat sat on the mat because it was tired", causal=True)


def custom_mask() -> Session:
    """A mask that hides a whole row (its weights are zeros), two heads, scaling off."""
    session = Session.from_text("a b c d e", n_heads=2, d_head=3, scaled=False)
    mask = np.ones((5, 5), dtype=bool)
    mask[1, :] = False        # query 1 sees nothing
    mask[3, [0, 4]] = False
    return session.with_settings(mask=mask)


def custom_mask_and_causal() -> Session:
    session = Session.from_text("one two three four", causal=True)
    mask = np.ones((4, 4), dtype=bool)
    mask[2, 1] = False
    return session.with_settings(mask=mask)


def one_head_with_w_o() -> Session:
    session = Session.from_text("just one head", d_model=5, d_head=2)
    return replace(session, w_o=seeded_uniform("w_o", (2, 5), 3), b_q=np.ones((1, 2)))


def heads_without_w_o() -> Session:
    """Several heads and no W^O: the output is the heads side by side."""
    return replace(Session.from_text("a b c", n_heads=3), w_o=None)


def odd_tokens() -> Session:
    session = Session.from_text("x").with_tokens(ODD_TOKENS)
    return session.with_settings(title='"""\nimport os; os.remove("x") # \\ 😀', causal=True)


def temperature() -> Session:
    """A divisor τ chosen instead of √d_k (the Why √d_k? lab's slider), two heads."""
    return Session.from_text("the cat sat on the mat", n_heads=2).with_settings(temperature=0.7)


def rotary() -> Session:
    """Rotary positions (RoPE) with a base of its own, three heads, biases on q and k, causal."""
    session = Session.from_text("the cat saw the cat", n_heads=3, d_model=6, d_head=4,
                                causal=True).with_settings(positional="rotary", rope_base=50.0)
    bias = {name: seeded_uniform(name, (3, 4), 11) for name in ("b_q", "b_k")}
    return replace(session, **bias)


def all_sessions() -> dict[str, Session]:
    sessions = {info.name: load_example(info.name) for info in list_examples()}
    sessions.update({"multi-head": multi_head_with_biases(), "causal": causal(),
                     "custom-mask": custom_mask(), "mask-and-causal": custom_mask_and_causal(),
                     "one-head-w-o": one_head_with_w_o(), "heads-no-w-o": heads_without_w_o(),
                     "odd-tokens": odd_tokens(), "temperature": temperature(),
                     "rotary": rotary()})
    return sessions
