"""The session's own numbers as Python lines: tokens, embeddings, weights, biases and mask."""

from __future__ import annotations

from core.codegen.literals import comment_text, list_lines, tensor_lines
from core.codegen.stage_code import Shapes
from core.session.value import Session

DTYPE_LINE = "DTYPE = torch.float64  # the app's numbers exactly; torch.float32 works too"


def describe(session: Session) -> str:
    """'5 tokens, d_model = 4, one head of d_head = 2, scaled, causal' (one line, no code)."""
    heads = "one head" if session.n_heads == 1 else f"{session.n_heads} heads"
    settings = [f"{session.n_tokens} tokens", f"d_model = {session.d_model}",
                f"{heads} of d_head = {session.d_head}",
                "not scaled" if not session.scaled else "scaled by 1/√d_k"
                if session.temperature is None else f"scaled by 1/τ (τ = {session.temperature:g})"]
    if session.positional:
        settings.append("sinusoidal positions")
    if session.causal:
        settings.append("causal")
    if session.mask is not None:
        settings.append("a custom mask")
    if session.w_o is not None:
        settings.append("W^O" + (" + b_O" if session.b_o is not None else ""))
    if session.heads_off:
        off = ", ".join(str(head + 1) for head in session.heads_off)
        settings.append(f"head{'s' if len(session.heads_off) > 1 else ''} {off} off")
    return ", ".join(settings)


def session_title(session: Session) -> str:
    """The session's title on one line, safe in a comment or Markdown heading."""
    return comment_text(session.title) if session.title.strip() else "(untitled)"


def session_lines(session: Session) -> list[str]:
    """Lines defining every input of the forward pass, with their shapes in comments."""
    shapes = Shapes.of(session)
    lines = [f"# The session: {session_title(session)}", f"# {describe(session)}"]
    lines += list_lines("tokens", session.tokens,
                        "tokens[i]: row i of x, token i + 1 on screen")
    lines += tensor_lines("embeddings", session.embeddings, "DTYPE",
                          shapes.of_symbols("n", "d_model") + ", a row per token")
    lines.append("n, d_model = embeddings.shape")
    # people count heads from 1; the tensors' head axis counts from 0 (index h - 1)
    head_names = [f"head {h + 1} (index {h})" for h in range(session.n_heads)]
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
        lines += tensor_lines("mask", session.mask, "torch.bool",
                              "(n, n): 1 where query i may see key j", bools=True)
    return lines
