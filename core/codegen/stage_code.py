"""The PyTorch lines of each stage, written for one session, each with its shape as a comment.

Each function returns (code, comment) pairs computing one stage exactly as
core.attention.engine does: the same operations in the same order, so a float64 run gives
the app's numbers. With one head the per-head tensors have no head axis, as in the trace.
The comments' words go through core.i18n (context "Code"); the shapes are filled in after.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from core.codegen.literals import note
from core.i18n import translate
from core.session.value import Session

Line = tuple[str, str]  # (code, shape comment or "")
CAUSAL = "torch.ones(n, n, dtype=torch.bool).tril()"


@dataclass(frozen=True)
class Shapes:
    """A session's sizes, and shape comments written with them: '(h, n, d_head) = (2, 5, 4)'."""

    n: int
    d_model: int
    d_head: int
    h: int

    @classmethod
    def of(cls, session: Session) -> Shapes:
        return cls(session.n_tokens, session.d_model, session.d_head, session.n_heads)

    @property
    def several_heads(self) -> bool:
        return self.h > 1

    def size(self, symbol: str) -> int:
        return {"n": self.n, "d_model": self.d_model, "d_head": self.d_head, "h": self.h,
                "h*d_head": self.h * self.d_head}[symbol]

    def of_symbols(self, *symbols: str) -> str:
        """Shape comment; 'h' is dropped with one head (the trace has no head axis then)."""
        if not self.several_heads:
            symbols = tuple(s for s in symbols if s != "h")
        numbers = tuple(self.size(s) for s in symbols)
        return f"({', '.join(symbols)}) = {numbers}" if len(numbers) != 1 else \
            f"({symbols[0]},) = ({numbers[0]},)"

    def per_head(self, *symbols: str) -> str:
        return self.of_symbols("h", *symbols)


def x_lines(session: Session, shapes: Shapes) -> list[Line]:
    if session.positional is not True:   # rotary positions turn q and k, not X
        return [("x = embeddings", shapes.of_symbols("n", "d_model"))]
    half = "ceil(d_model/2)"
    return [
        ("# " + note(translate("Code", "sinusoidal positions, as in 'Attention Is All You Need'")),
         ""),
        ("position = torch.arange(n, dtype=DTYPE)[:, None]", f"(n, 1) = ({shapes.n}, 1)"),
        ("pair = torch.arange(0, d_model, 2, dtype=DTYPE)[None, :]",
         f"(1, {half}) = (1, {(shapes.d_model + 1) // 2})"),
        ("angle = position / torch.pow(10000.0, pair / d_model)",
         f"(n, {half}) = ({shapes.n}, {(shapes.d_model + 1) // 2})"),
        ("positions = torch.zeros(n, d_model, dtype=DTYPE)", shapes.of_symbols("n", "d_model")),
        ("positions[:, 0::2] = torch.sin(angle)", note(translate("Code", "even features"))),
        ("positions[:, 1::2] = torch.cos(angle[:, : d_model // 2])",
         note(translate("Code", "odd features"))),
        ("x = embeddings + positions", shapes.of_symbols("n", "d_model")),
    ]


def _projection(name: str, bias) -> Callable[[Session, Shapes], list[Line]]:
    def lines(session: Session, shapes: Shapes) -> list[Line]:
        code = f"{name} = x @ w_{name}"
        if getattr(session, bias) is not None:
            code += f" + b_{name}[:, None, :]" if shapes.several_heads else f" + b_{name}"
        return [(code, shapes.per_head("n", "d_head"))]
    return lines


def scores_lines(session: Session, shapes: Shapes) -> list[Line]:
    if session.rotary:   # rotary positions: the scores multiply q and k turned by position
        return [("q_rotated = rope(q)", shapes.per_head("n", "d_head")),
                ("k_rotated = rope(k)", shapes.per_head("n", "d_head")),
                ("scores = q_rotated @ k_rotated.transpose(-2, -1)", shapes.per_head("n", "n"))]
    return [("scores = q @ k.transpose(-2, -1)", shapes.per_head("n", "n"))]


def scaled_lines(session: Session, shapes: Shapes) -> list[Line]:
    if not session.scaled:
        return [("scaled = scores", note(translate("Code", "scaling is off: divided by 1, {shape}"),
                                         shape=shapes.per_head("n", "n")))]
    if session.temperature is not None:
        return [(f"tau = {session.temperature!r}",
                 note(translate("Code", "the divisor τ, chosen instead of √d_k"))),
                ("scaled = scores / tau", shapes.per_head("n", "n"))]
    return [("d_k = q.size(-1)", f"d_head = {shapes.d_head}"),
            ("scaled = scores / math.sqrt(d_k)", shapes.per_head("n", "n"))]


def masked_lines(session: Session, shapes: Shapes) -> list[Line]:
    if session.mask is None and not session.causal:
        return [("masked = scaled", note(translate(
            "Code", "no mask: every query sees every key, {shape}"),
            shape=shapes.per_head("n", "n")))]
    if session.mask is None:
        allowed = (f"allowed = {CAUSAL}", note(translate(
            "Code", "causal: keys j <= i, {shape}"), shape="(n, n)"))
    elif session.causal:
        allowed = (f"allowed = mask & {CAUSAL}", note(translate(
            "Code", "the mask, and causal, {shape}"), shape="(n, n)"))
    else:
        allowed = ("allowed = mask", "(n, n)")
    return [allowed, ("masked = scaled.masked_fill(~allowed, float('-inf'))",
                      shapes.per_head("n", "n"))]


def weights_lines(session: Session, shapes: Shapes) -> list[Line]:
    lines = [("weights = torch.softmax(masked, dim=-1)", note(
        translate("Code", "{shape}, rows sum to 1"), shape=shapes.per_head("n", "n")))]
    if session.mask is not None:  # a custom mask can hide every key of a row
        lines.append(("weights = weights.masked_fill(~allowed.any(dim=-1, keepdim=True), 0.0)",
                      note(translate("Code", "all keys hidden: 0, not NaN"))))
    return lines


def z_lines(session: Session, shapes: Shapes) -> list[Line]:
    return [("z = weights @ v", shapes.per_head("n", "d_head"))]


def concat_lines(session: Session, shapes: Shapes) -> list[Line]:
    if not shapes.several_heads:
        lines = [("concat = z", note(translate(
            "Code", "one head: nothing to put side by side, {shape}"),
            shape=shapes.of_symbols("n", "d_head")))]
    else:
        lines = [("concat = torch.cat(list(z), dim=-1)",
                  note(translate("Code", "the heads side by side, {shape}"),
                       shape=shapes.of_symbols("n", "h*d_head")))]
    return lines + heads_off_lines(session, shapes)


def heads_off_lines(session: Session, shapes: Shapes) -> list[Line]:
    """The switched-off heads leave concat as zeros (their own z stays as computed), as the
    app's Heads switches do; nothing when every head is on."""
    if not session.heads_off:
        return []
    shown = ", ".join(str(head + 1) for head in session.heads_off)
    lines: list[Line] = [
        ("# " + note(translate("Code", "heads switched off in the app: {heads} (1-based); their "
                               "columns of concat are 0"), heads=shown), ""),
        ("concat = concat.clone()", note(translate("Code", "z itself keeps what the heads "
                                                   "computed"))),
    ]
    for head in session.heads_off:
        start, stop = head * shapes.d_head, (head + 1) * shapes.d_head
        lines.append((f"concat[:, {start}:{stop}] = 0.0",
                      note(translate("Code", "head {number} off (index {index}, 0-based)"),
                           number=head + 1, index=head)))
    return lines


def output_lines(session: Session, shapes: Shapes) -> list[Line]:
    if session.w_o is None:
        if shapes.several_heads:
            return [("output = concat", note(translate(
                "Code", "no W^O: the heads side by side, {shape}"),
                shape=shapes.of_symbols("n", "h*d_head")))]
        return [("output = concat", note(translate(
            "Code", "no W^O: the output is z itself, {shape}"),
            shape=shapes.of_symbols("n", "d_head")))]
    code = "output = concat @ w_o" + (" + b_o" if session.b_o is not None else "")
    return [(code, shapes.of_symbols("n", "d_model"))]


# Every stage the generator knows, in forward order. A stage missing from core.STAGES (concat,
# in a version without it) is folded into the next stage that core.STAGES names.
STAGE_CODE: dict[str, Callable[[Session, Shapes], list[Line]]] = {
    "x": x_lines,
    "q": _projection("q", "b_q"),
    "k": _projection("k", "b_k"),
    "v": _projection("v", "b_v"),
    "scores": scores_lines,
    "scaled": scaled_lines,
    "masked": masked_lines,
    "weights": weights_lines,
    "z": z_lines,
    "concat": concat_lines,
    "output": output_lines,
}
