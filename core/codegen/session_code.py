"""The session's own numbers as Python lines: tokens, embeddings, weights, biases and mask.

The comments' words go through core.i18n (context "Code"): English until the window installs
a language; names, shapes and numbers are filled in after the lookup and stay as they are.
"""

from __future__ import annotations

from core.codegen.literals import comment_text, list_lines, tensor_lines
from core.codegen.stage_code import Shapes
from core.i18n import QT_TRANSLATE_NOOP, translate
from core.session.value import Session

TOKENS_NOTE = QT_TRANSLATE_NOOP("Code", "tokens[i]: row i of x, token i + 1 on screen")


def dtype_line() -> str:
    """``DTYPE = torch.float64  # …``: the one line to change for float32."""
    return "DTYPE = torch.float64  # " + comment_text(translate(
        "Code", "the app's numbers exactly; torch.float32 works too"))


def describe(session: Session) -> str:
    """'5 tokens, d_model = 4, one head of d_head = 2, scaled, causal' (one line, no code)."""
    heads = translate("Code", "one head of d_head = {d_head}") if session.n_heads == 1 else \
        translate("Code", "{count} heads of d_head = {d_head}")
    if not session.scaled:
        scaling = translate("Code", "not scaled")
    elif session.temperature is None:
        scaling = translate("Code", "scaled by 1/√d_k")
    else:
        scaling = translate("Code", "scaled by 1/τ (τ = {tau})").format(
            tau=f"{session.temperature:g}")
    settings = [translate("Code", "{count} tokens").format(count=session.n_tokens),
                f"d_model = {session.d_model}",
                heads.format(count=session.n_heads, d_head=session.d_head), scaling]
    if session.positional is True:
        settings.append(translate("Code", "sinusoidal positions"))
    if session.rotary:
        settings.append(translate("Code", "rotary positions (base {base})").format(
            base=f"{session.rope_base:g}"))
    if session.causal:
        settings.append(translate("Code", "causal"))
    if session.mask is not None:
        settings.append(translate("Code", "a custom mask"))
    if session.w_o is not None:
        settings.append("W^O" + (" + b_O" if session.b_o is not None else ""))
    if session.heads_off:
        off = ", ".join(str(head + 1) for head in session.heads_off)
        settings.append((translate("Code", "heads {heads} off") if len(session.heads_off) > 1
                         else translate("Code", "head {heads} off")).format(heads=off))
    return comment_text(", ".join(settings))


def session_title(session: Session) -> str:
    """The session's title on one line, safe in a comment or Markdown heading."""
    return comment_text(session.title) if session.title.strip() else \
        comment_text(translate("Code", "(untitled)"))


def head_label(head: int) -> str:
    """'head 2 (index 1)': people count heads from 1, the tensors' head axis from 0."""
    return translate("Code", "head {number} (index {index})").format(number=head + 1, index=head)


def session_lines(session: Session) -> list[str]:
    """Lines defining every input of the forward pass, with their shapes in comments."""
    shapes = Shapes.of(session)
    lines = ["# " + comment_text(translate("Code", "The session: {title}").format(
        title=session_title(session))), f"# {describe(session)}"]
    lines += list_lines("tokens", session.tokens,
                        comment_text(translate("Code", TOKENS_NOTE)), english=TOKENS_NOTE)
    lines += tensor_lines("embeddings", session.embeddings, "DTYPE", comment_text(translate(
        "Code", "{shape}, a row per token").format(shape=shapes.of_symbols("n", "d_model"))))
    lines.append("n, d_model = embeddings.shape")
    # people count heads from 1; the tensors' head axis counts from 0 (index h - 1)
    head_names = [head_label(h) for h in range(session.n_heads)]
    for name in ("q", "k", "v"):
        weights = getattr(session, f"w_{name}")
        lines += tensor_lines(f"w_{name}", weights if shapes.several_heads else weights[0],
                              "DTYPE", shapes.per_head("d_model", "d_head"), labels=head_names)
    for name in ("q", "k", "v"):
        bias = getattr(session, f"b_{name}")
        if bias is not None:
            lines += tensor_lines(f"b_{name}", bias if shapes.several_heads else bias[0],
                                  "DTYPE", shapes.per_head("d_head"), labels=head_names)
    if session.w_o is not None:
        lines += tensor_lines("w_o", session.w_o, "DTYPE",
                              shapes.of_symbols("h*d_head", "d_model"))
    if session.b_o is not None:
        lines += tensor_lines("b_o", session.b_o, "DTYPE", shapes.of_symbols("d_model"))
    if session.mask is not None:
        lines += tensor_lines("mask", session.mask, "torch.bool", comment_text(translate(
            "Code", "{shape}: 1 where query i may see key j").format(shape="(n, n)")),
            bools=True)
    if session.rotary:
        lines += rope_lines(session.rope_base)
    return lines


def rope_lines(base: float) -> list[str]:
    """``def rope(x)``: rotary positions as core.attention.rotary computes them (the angles in
    float64, then cast), so the script's q_rotated and k_rotated equal the trace's."""
    turn = comment_text(translate("Code", "row p's pair (2i, 2i+1) turns by p·θᵢ, "
                                          "θᵢ = ROPE_BASE^(−2i/d_head)"))
    layout = comment_text(translate("Code", "adjacent pairs, as RoFormer and llama.cpp"))
    other = comment_text(translate("Code", "Hugging Face pairs i with i + d/2: the same scores "
                                           "with permuted weights"))
    return [
        f"ROPE_BASE = {base!r}",
        "",
        "",
        "def rope(x):",
        f"    # {turn}",
        f"    # {layout}",
        f"    # {other}",
        "    n, d = x.shape[-2], x.shape[-1]",
        "    pair = torch.arange(0, d, 2, dtype=torch.float64)  # (d/2,) = 2i",
        "    theta = torch.pow(torch.tensor(ROPE_BASE, dtype=torch.float64), -pair / d)",
        "    angle = torch.arange(n, dtype=torch.float64)[:, None] * theta[None, :]  # (n, d/2)",
        "    cos, sin = angle.cos().to(x.dtype), angle.sin().to(x.dtype)",
        "    even, odd = x[..., 0::2], x[..., 1::2]  # (..., n, d/2)",
        "    turned = torch.stack((even * cos - odd * sin, even * sin + odd * cos), dim=-1)",
        "    return turned.flatten(-2)  # (..., n, d)",
        "",
    ]
