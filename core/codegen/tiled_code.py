"""FlashAttention's Algorithm 1 (Dao et al. 2022) as PyTorch code, for the exported script,
the notebook and the code view: about twenty lines with the paper's names (S_ij, m̃, P̃, ℓ̃,
m, ℓ, O) that compute z tile by tile from the session's q, k (rotated when rotary), v, divisor
and mask, and check the result against z. Words go through core.i18n ("Code")."""

from __future__ import annotations

from core.codegen.literals import comment_text
from core.i18n import translate
from core.session.value import Session

BLOCK_ROWS = BLOCK_KEYS = 2   # small tiles, so a lesson of a few words has several


def tiled_function_lines() -> list[str]:
    """``def flash_attention(Q, K, V, divisor, allowed, B_r, B_c)``: Algorithm 1, one head."""
    def say(text: str) -> str:
        return comment_text(translate("Code", text))

    return [
        "def flash_attention(Q, K, V, divisor, allowed, B_r=2, B_c=2):",
        "    # " + say("FlashAttention, Algorithm 1: z one tile at a time, never all n × n "
                      "scores."),
        "    N = Q.shape[0]",
        f"    O = torch.zeros(N, V.shape[1], dtype=Q.dtype)  # (N, d_v) {say('in slow memory')}",
        f"    l = torch.zeros(N, dtype=Q.dtype)  # (N,) {say('running sums ℓ')}",
        f"    m = torch.full((N,), -math.inf, dtype=Q.dtype)  # (N,) {say('running maxima m')}",
        f"    for j in range(0, N, B_c):  # {say('outer loop: load K_j, V_j on chip')}",
        "        K_j, V_j = K[j:j + B_c], V[j:j + B_c]  # (B_c, d), (B_c, d_v)",
        f"        for i in range(0, N, B_r):  # {say('inner loop: load Q_i, O_i, ℓ_i, m_i')}",
        "            seen = allowed[i:i + B_r, j:j + B_c]  # (B_r, B_c)",
        "            if not seen.any():",
        f"                continue  # {say('every score of the tile masked: skip it')}",
        "            S_ij = torch.where(seen, Q[i:i + B_r] @ K_j.T / divisor, -math.inf)",
        "            m_tilde = S_ij.amax(dim=1)  # (B_r,)",
        "            P_tilde = torch.exp(S_ij - m_tilde.nan_to_num(neginf=0.0)[:, None])",
        "            l_tilde = P_tilde.sum(dim=1)  # (B_r,)",
        "            m_i, l_i, O_i = m[i:i + B_r], l[i:i + B_r], O[i:i + B_r]",
        "            m_new = torch.maximum(m_i, m_tilde)",
        f"            old = torch.exp(m_i - m_new).nan_to_num(0.0)  # {say('the rescale factor')}",
        "            new = torch.exp(m_tilde - m_new).nan_to_num(0.0)",
        "            l_new = old * l_i + new * l_tilde",
        "            O_new = (l_i * old)[:, None] * O_i + new[:, None] * (P_tilde @ V_j)",
        "            O[i:i + B_r] = torch.nan_to_num(O_new / l_new[:, None])  # (B_r, d_v)",
        f"            m[i:i + B_r], l[i:i + B_r] = m_new, l_new  # {say('written back')}",
        "    return O",
    ]


def tiled_call_lines(session: Session) -> list[str]:
    """The call on the session's heads and the check that the tiles give z."""
    q, k = ("q_rotated", "k_rotated") if session.rotary else ("q", "k")
    divisor = ("math.sqrt(d_k)" if session.temperature is None else "tau") if session.scaled \
        else "1.0"
    allowed = "allowed" if (session.mask is not None or session.causal) else \
        "torch.ones(n, n, dtype=torch.bool)"
    check = comment_text(translate("Code", "the same z, tile by tile"))
    if session.n_heads == 1:
        call = f"tiled = flash_attention({q}, {k}, v, {divisor}, {allowed})  # (n, d_head)"
    else:
        call = (f"tiled = torch.stack([flash_attention({q}[h], {k}[h], v[h], {divisor}, "
                f"{allowed}) for h in range({q}.shape[0])])  # (h, n, d_head)")
    return [call, f"assert torch.allclose(tiled, z, atol=1e-6), 'tiled != z'  # {check}"]


def tiled_lines(session: Session) -> list[str]:
    heading = comment_text(tiled_heading())
    return ["", "", f"# {heading}", *tiled_function_lines(), "", "",
            *tiled_call_lines(session)]


def tiled_heading() -> str:
    return translate("Code", "How a GPU computes z without storing the scores: FlashAttention "
                             "(Dao et al. 2022)")
