"""The session: everything a learner can edit, as an immutable value.

Edits return a new Session (undo keeps the old one). Shapes: n tokens, d_model features,
h heads; W_Q/W_K/W_V are (h, d_model, d_head) even for one head; W_O is (h*d_head, d_model)
or None, in which case the output is the heads' z side by side.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np

from core.attention.engine import run_attention
from core.attention.rotary import DEFAULT_ROPE_BASE
from core.attention.trace import Trace
from core.i18n import translate
from core.limits import (
    MAX_D_HEAD,
    MAX_D_MODEL,
    MAX_HEADS,
    LimitError,
    check_dimension,
    check_value,
)
from core.session.checks import validate_and_freeze
from core.session.default_matrices import default_head_matrix, default_w_o, embed_tokens, overlay
from core.session.heads_off import (
    checked_heads_off,
    marked_heads_off,
    split_d_model,
    with_heads_off_hook,
)
from core.session.model_head import ModelHead, checked_model_head
from core.session.seeded import sinusoidal_positions, token_embedding
from core.session.text_checks import check_encodable
from core.session.tokens import sentence_of, split_tokens

MATRICES = ("X", "W_Q", "W_K", "W_V", "W_O")
HEAD_MATRICES = ("W_Q", "W_K", "W_V")
_ATTRIBUTE = {"X": "embeddings", "W_Q": "w_q", "W_K": "w_k", "W_V": "w_v", "W_O": "w_o"}


@dataclass(frozen=True, eq=False)
class Session:
    """Everything the learner can edit, immutable: the tokens, their embeddings X, each head's
    W_Q, W_K and W_V (and biases), W_O and b_O, the mask and the settings.

    An edit (``with_cell``, ``with_tokens``, ``with_settings``, ``with_dimensions``, …) returns
    a new Session, so an undo step keeps the old one; ``run()`` computes its Trace through
    core.attention. Equal sessions hold equal numbers (``__eq__`` compares the arrays).
    """

    tokens: tuple[str, ...]
    embeddings: np.ndarray            # (n, d_model)
    w_q: np.ndarray                   # (h, d_model, d_head)
    w_k: np.ndarray                   # (h, d_model, d_head)
    w_v: np.ndarray                   # (h, d_model, d_head)
    w_o: np.ndarray | None = None     # (h*d_head, d_model)
    b_q: np.ndarray | None = None     # (h, d_head)
    b_k: np.ndarray | None = None     # (h, d_head)
    b_v: np.ndarray | None = None     # (h, d_head)
    b_o: np.ndarray | None = None     # (d_model,)
    mask: np.ndarray | None = None    # (n, n) bool, True = may attend
    causal: bool = False
    scaled: bool = True
    positional: bool | str = False  # False, True (sinusoidal, added to X) or "rotary" (q, k turn)
    rope_base: float = DEFAULT_ROPE_BASE  # rotary: pair i turns by p·base^(−2i/d_head)
    seed: int = 0
    temperature: float | None = None  # divisor τ used instead of √d_head while scaling is on
    heads_off: tuple[int, ...] = ()   # 0-based heads left out of concat (their z as zeros)
    title: str = ""
    description: str = ""
    model_head: ModelHead | None = None  # one head of a pretrained model's layer: which

    def __post_init__(self) -> None:
        validate_and_freeze(self)
        object.__setattr__(self, "heads_off", checked_heads_off(self.heads_off, self.n_heads))
        checked_model_head(self.model_head, self.n_heads)

    # ----- construction -------------------------------------------------------------------
    @classmethod
    def from_text(cls, text: str, *, d_model: int = 8, d_head: int = 4, n_heads: int = 1,
                  seed: int = 0, causal: bool = False, scaled: bool = True) -> Session:
        """A deterministic default session: embeddings hashed from each token, seeded weights."""
        tokens = tuple(check_encodable(t, translate("Errors", "token {index}").format(index=i))
                       for i, t in enumerate(split_tokens(text)))
        if not tokens:
            raise LimitError(translate("Errors", "the sentence is empty: type at least one word"))
        check_dimension("d_model", d_model, MAX_D_MODEL)
        check_dimension("d_head", d_head, MAX_D_HEAD)
        check_dimension("n_heads", n_heads, MAX_HEADS)
        weights = {name: np.stack([default_head_matrix(name, h, d_model, d_head, seed)
                                   for h in range(n_heads)]) for name in HEAD_MATRICES}
        w_o = default_w_o(n_heads, d_head, d_model, seed) if n_heads > 1 else None
        return cls(tokens=tokens, embeddings=embed_tokens(tokens, d_model, seed),
                   w_q=weights["W_Q"], w_k=weights["W_K"], w_v=weights["W_V"], w_o=w_o,
                   causal=causal, scaled=scaled, seed=seed, title=sentence_of(tokens))

    # ----- shape ----------------------------------------------------------------------------
    @property
    def n_tokens(self) -> int:
        return len(self.tokens)

    @property
    def d_model(self) -> int:
        return int(self.embeddings.shape[1])

    @property
    def n_heads(self) -> int:
        return int(self.w_q.shape[0])

    @property
    def d_head(self) -> int:
        return int(self.w_q.shape[2])

    @property
    def rotary(self) -> bool:
        """Whether positions turn q and k (rotary) rather than being added to X."""
        return self.positional == "rotary"

    # ----- reading --------------------------------------------------------------------------
    def x(self) -> np.ndarray:
        """(n, d_model) input to attention: embeddings, plus sinusoidal positions when those are
        on (rotary positions leave X alone: they turn q and k in the engine)."""
        if self.positional is not True:
            return self.embeddings
        return self.embeddings + sinusoidal_positions(self.n_tokens, self.d_model)

    def matrix(self, name: str, head: int = 0) -> np.ndarray:
        """An editable matrix: X (n, d_model), W_Q/W_K/W_V of a head (d_model, d_head), W_O."""
        if name == "X":
            return self.embeddings
        if name == "W_O":
            if self.w_o is None:
                raise ValueError("this session has no W_O (one head: the output is z)")
            return self.w_o
        if name not in HEAD_MATRICES:
            raise ValueError(f"unknown matrix {name!r}; matrices are {', '.join(MATRICES)}")
        self._check_head(head)
        return getattr(self, _ATTRIBUTE[name])[head]

    def default_matrix(self, name: str, head: int = 0) -> np.ndarray:
        """What ``matrix(name, head)`` holds in a fresh session of this shape (for Reset)."""
        if name == "X":
            return embed_tokens(self.tokens, self.d_model, self.seed)
        if name == "W_O":
            return default_w_o(self.n_heads, self.d_head, self.d_model, self.seed)
        self._check_head(head)
        return default_head_matrix(name, head, self.d_model, self.d_head, self.seed)

    @property
    def divisor(self) -> float:
        """What the scores are divided by: τ or √d_head with scaling on, 1 with it off."""
        if not self.scaled:
            return 1.0
        return math.sqrt(self.d_head) if self.temperature is None else self.temperature

    def run(self, *, hooks=None, device=None, dtype=None) -> Trace:
        """The forward pass; heads in ``heads_off`` leave concat through a per-call hook."""
        trace = run_attention(
            self.x(), self.w_q, self.w_k, self.w_v, w_o=self.w_o,
            b_q=self.b_q, b_k=self.b_k, b_v=self.b_v, b_o=self.b_o,
            causal=self.causal, mask=self.mask, scaled=self.scaled, divisor=self.temperature,
            rope_base=self.rope_base if self.rotary else None,
            hooks=with_heads_off_hook(hooks, self.heads_off, self.d_head),
            device=device, dtype=dtype,
        )
        return marked_heads_off(trace, self.heads_off)

    # ----- editing (each returns a new session) ---------------------------------------------
    def with_cell(self, name: str, head: int, row: int, col: int, value: float) -> Session:
        current = self.matrix(name, head)
        if not (0 <= row < current.shape[0] and 0 <= col < current.shape[1]):
            raise LimitError(translate("Errors", "{cell} is outside its {rows} × {cols} shape")
                             .format(cell=f"{name}[{row}, {col}]", rows=current.shape[0],
                                     cols=current.shape[1]))
        updated = current.copy()
        updated[row, col] = check_value(value, f"{name}[{row}, {col}]")
        return self.with_matrix(name, head, updated)

    def with_matrix(self, name: str, head: int, values) -> Session:
        current = self.matrix(name, head)
        values = np.asarray(values, dtype=np.float64)
        if values.shape != current.shape:
            raise LimitError(translate("Errors", "{name} must stay {shape}, got {got}").format(
                name=name, shape=current.shape, got=values.shape))
        if name in ("X", "W_O"):
            return replace(self, **{_ATTRIBUTE[name]: values})
        stacked = getattr(self, _ATTRIBUTE[name]).copy()
        stacked[head] = values
        return replace(self, **{_ATTRIBUTE[name]: stacked})

    def with_tokens(self, tokens) -> Session:
        """New tokens; a token keeps its (possibly edited) row when its text was already here."""
        tokens = tuple(tokens)
        if not tokens:
            raise LimitError(translate("Errors", "there must be at least one token"))
        for index, token in enumerate(tokens):  # before hashing it into an embedding
            if isinstance(token, str):
                check_encodable(token, f"token {index}")
        rows = []
        for index, token in enumerate(tokens):
            if index < self.n_tokens and self.tokens[index] == token:
                rows.append(self.embeddings[index])
            elif token in self.tokens:
                rows.append(self.embeddings[self.tokens.index(token)])
            else:
                rows.append(token_embedding(token, self.d_model, self.seed))
        mask = self.mask if len(tokens) == self.n_tokens else None
        return replace(self, tokens=tokens, embeddings=np.array(rows).reshape(
            len(tokens), self.d_model), mask=mask, title=self._title_for(tokens))

    def with_token_renamed(self, index: int, text: str) -> Session:
        """Token ``index`` spelled ``text``; it keeps its embedding row (the learner's numbers)."""
        if not 0 <= index < self.n_tokens:
            raise ValueError(f"token {index} out of range 0..{self.n_tokens - 1}")
        tokens = (*self.tokens[:index], text, *self.tokens[index + 1:])
        return replace(self, tokens=tokens, title=self._title_for(tokens))

    def with_token_embedding_reset(self, index: int) -> Session:
        """Token ``index`` gets its word's own default embedding row again."""
        if not 0 <= index < self.n_tokens:
            raise ValueError(f"token {index} out of range 0..{self.n_tokens - 1}")
        row = token_embedding(self.tokens[index], self.d_model, self.seed)
        return self.with_matrix("X", 0, np.vstack([self.embeddings[:index], row[None],
                                                   self.embeddings[index + 1:]]))

    def _title_for(self, tokens: tuple[str, ...]) -> str:
        """A title that was this session's sentence follows the sentence; a chosen one stays."""
        follows = self.title in (sentence_of(self.tokens), " ".join(self.tokens))  # older files
        return sentence_of(tokens) if follows else self.title

    def with_settings(self, **settings) -> Session:
        allowed = {"causal", "scaled", "positional", "rope_base", "mask", "title", "description",
                   "seed", "temperature", "heads_off"}
        unknown = set(settings) - allowed
        if unknown:
            raise ValueError(f"unknown setting(s) {sorted(unknown)}; "
                             f"settings are {sorted(allowed)}")
        return replace(self, **settings)

    def with_dimensions(self, *, d_model: int | None = None, d_head: int | None = None,
                        n_heads: int | None = None) -> Session:
        """Resize, keeping every number in the overlap and seeded defaults elsewhere."""
        d_model = self.d_model if d_model is None else d_model
        d_head = self.d_head if d_head is None else d_head
        n_heads = self.n_heads if n_heads is None else n_heads
        check_dimension("d_model", d_model, MAX_D_MODEL)
        check_dimension("d_head", d_head, MAX_D_HEAD)
        check_dimension("n_heads", n_heads, MAX_HEADS)
        embeddings = overlay(embed_tokens(self.tokens, d_model, self.seed), self.embeddings)
        heads = {name: np.stack([default_head_matrix(name, h, d_model, d_head, self.seed)
                                 for h in range(n_heads)]) for name in HEAD_MATRICES}
        heads = {name: overlay(fresh, getattr(self, _ATTRIBUTE[name]))
                 for name, fresh in heads.items()}
        w_o = None
        if n_heads > 1:
            w_o = default_w_o(n_heads, d_head, d_model, self.seed)
            if self.w_o is not None and self.d_head == d_head:
                w_o = overlay(w_o, self.w_o)
        biases = {b: None if getattr(self, b) is None else overlay(
            np.zeros((n_heads, d_head)), getattr(self, b)) for b in ("b_q", "b_k", "b_v")}
        b_o = None if self.b_o is None or w_o is None else overlay(np.zeros(d_model), self.b_o)
        heads_off = tuple(h for h in self.heads_off if h < n_heads)
        return replace(self, embeddings=embeddings, w_q=heads["W_Q"], w_k=heads["W_K"],
                       w_v=heads["W_V"], w_o=w_o, b_o=b_o, heads_off=heads_off,
                       model_head=None, **biases)

    def with_split_d_model(self, n_heads: int | None = None) -> Session:
        """The usual shape: d_head = d_model / h (LimitError when h does not divide d_model)."""
        n_heads = self.n_heads if n_heads is None else n_heads
        return self.with_dimensions(n_heads=n_heads,
                                    d_head=split_d_model(self.d_model, n_heads))

    def _check_head(self, head: int) -> None:
        if not 0 <= head < self.n_heads:
            raise ValueError(f"head {head} out of range 0..{self.n_heads - 1}")

    # ----- comparison ---------------------------------------------------------------------------
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Session):
            return NotImplemented
        scalars = ("tokens", "causal", "scaled", "positional", "rope_base", "seed", "temperature",
                   "title", "description", "heads_off", "model_head")
        if any(getattr(self, s) != getattr(other, s) for s in scalars):
            return False
        arrays = ("embeddings", "w_q", "w_k", "w_v", "w_o", "b_q", "b_k", "b_v", "b_o", "mask")
        return all(_same_array(getattr(self, a), getattr(other, a)) for a in arrays)

    __hash__ = None  # type: ignore[assignment]


def _same_array(a, b) -> bool:
    if a is None or b is None:
        return a is None and b is None
    return a.shape == b.shape and bool(np.array_equal(a, b))
