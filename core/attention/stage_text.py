"""What each stage's title and meaning say, following the session's settings.

core.attention.stages holds the fixed names and the default texts. The words on screen must never
contradict the numbers: "S / √d_k" only while scaling is on, "+ M" only while a mask is on,
"+ positions" only while positions are added to X. The words (not the maths) are in the
window's language (core.i18n): "row by row", "scaling off", the meanings.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.attention.stages import FORMULAS, MEANINGS, ROTATED_SOURCES
from core.i18n import translate


@dataclass(frozen=True)
class StageSettings:
    """The settings that change how a stage is described."""
    scaled: bool = True
    masked: bool = False      # a causal or custom mask is on
    positional: bool = False  # sinusoidal positions added to X
    rotary: bool = False      # rotary positions: q and k turned by position before the scores
    rope_base: float = 10000.0  # rotary: θᵢ = base^(−2i/d_k)
    n_heads: int = 2          # one head without W^O: concat and output are z itself
    projected: bool = True    # W^O is there
    biased: bool = False      # b^O is there
    temperature: float | None = None  # a divisor τ chosen instead of √d_k (scaling on only)
    projection_biases: tuple[str, ...] = ()  # "q", "k", "v" whose b is added (MiniLM: all)
    heads_off: tuple[int, ...] = ()   # 0-based heads whose z leaves concat as zeros

    @classmethod
    def of(cls, session) -> StageSettings:
        return cls(scaled=session.scaled, masked=session.causal or session.mask is not None,
                   positional=session.positional is True, rotary=session.positional == "rotary",
                   rope_base=session.rope_base,
                   n_heads=session.n_heads,
                   projected=session.w_o is not None, biased=session.b_o is not None,
                   temperature=session.temperature if session.scaled else None,
                   projection_biases=tuple(name for name in ("q", "k", "v")
                                           if getattr(session, f"b_{name}") is not None),
                   heads_off=tuple(session.heads_off))

    @classmethod
    def of_trace(cls, trace) -> StageSettings:
        """What a trace alone tells (sinusoidal positions are not recorded in it: assumed off;
        rotary ones are)."""
        return cls(scaled=trace.scaled, masked=not trace.allowed.all(), n_heads=trace.n_heads,
                   rotary=trace.rotary, rope_base=trace.rope_base or 10000.0,
                   projected=trace.inputs.get("W_O") is not None,
                   biased=trace.inputs.get("b_O") is not None, temperature=trace.temperature,
                   projection_biases=tuple(name for name in ("q", "k", "v")
                                           if trace.inputs.get(f"b_{name.upper()}") is not None),
                   heads_off=tuple(getattr(trace, "heads_off", ()) or ()))


def divisor_text(settings: StageSettings) -> str:
    """What the scores are divided by, as every formula writes it: '√d_k', 'τ (1.5)' or '1'."""
    if not settings.scaled:
        return "1"
    return "√d_k" if settings.temperature is None else f"τ ({settings.temperature:.3g})"


def _scaled_expression(settings: StageSettings) -> str:
    return f"S / {divisor_text(settings)}" if settings.scaled else "S"


def formula(stage: str, settings: StageSettings) -> str:
    """The stage's formula as plain text, e.g. 'A = softmax(S / √d_k + M), row by row'."""
    scaled = _scaled_expression(settings)
    if stage in ROTATED_SOURCES:
        return rotated_formula(stage, settings.rope_base)
    if stage == "scores" and settings.rotary:
        return "S = Q̃ K̃ᵀ   (" + translate("Stages", "q and k turned by their positions") + ")"
    if stage == "x" and settings.rotary:
        return "X = " + translate("Stages", "token embeddings") + "   (" + translate(
            "Stages", "rotary positions turn q and k instead") + ")"
    if stage == "x":
        return translate("Stages", "X = token embeddings + positions") if settings.positional \
            else translate("Stages", "X = token embeddings")
    if stage == "scaled":
        return scaled if settings.scaled else \
            "S   (" + translate("Stages", "scaling off: ÷ 1") + ")"
    if stage == "masked":
        note = translate("Stages", "M = −∞ where a key is hidden") if settings.masked else \
            translate("Stages", "no mask: M = 0")
        return f"{scaled} + M   ({note})"
    if stage == "weights":
        return (f"A = softmax({scaled}{' + M' if settings.masked else ''}), "
                + translate("Stages", "row by row"))
    if stage in ("q", "k", "v") and stage in settings.projection_biases:
        return f"{FORMULAS[stage]} + b^{stage.upper()}"
    if stage == "concat" and settings.heads_off:
        return _mixing_formula(stage, settings) + f"; {_heads_off_text(settings)} → 0"
    if stage in ("concat", "output"):
        return _mixing_formula(stage, settings)
    return FORMULAS[stage]


def _mixing_formula(stage: str, settings: StageSettings) -> str:
    """concat's and output's formula for this shape (one head without W^O: output = z); the
    words in parentheses in the window's language."""
    if stage == "output" and not settings.projected:
        if settings.n_heads == 1:
            return "O = Z (" + translate("Stages", "one head, no W^O") + ")"
        return "O = concat(Z_1 … Z_h) (" + translate("Stages", "no W^O") + ")"
    if stage == "concat" and settings.n_heads == 1:
        return "C = concat(Z) = Z (" + translate("Stages", "one head") + ")"
    if stage == "output" and settings.n_heads == 1:
        return "O = Z W^O" + (" + b^O" if settings.biased else "")
    if stage == "output" and settings.biased:
        return FORMULAS["output"] + " + b^O"
    return FORMULAS[stage]


def rotated_formula(name: str, base: float) -> str:
    """'Q̃ = rope(Q): pair (2i, 2i+1) of row p turned by p·θᵢ, θᵢ = 10000^(−2i/d_k)'."""
    letter = ROTATED_SOURCES[name].upper()
    return (f"{letter}\u0303 = rope({letter}): "
            + translate("Stages", "pair (2i, 2i+1) of row p turned by p·θᵢ")
            + f", θᵢ = {base:g}^(−2i/d_k)")


def _heads_off_text(settings: StageSettings) -> str:
    """'Z_2' or 'Z_1, Z_3': the switched-off heads, 1-based as on screen."""
    return ", ".join(f"Z_{head + 1}" for head in settings.heads_off)


def meaning(stage: str, settings: StageSettings) -> str:
    """The stage's one-sentence meaning, true for these settings."""
    if stage in ROTATED_SOURCES:
        return translate("Stages", "Each query is turned by its position: pair i of the token "
                                   "at position p turns by the angle p·θᵢ.") if stage == \
            "q_rotated" else translate("Stages", "Each key is turned by its position: pair i of "
                                                 "the token at position p turns by the angle "
                                                 "p·θᵢ.")
    if stage == "scores" and settings.rotary:
        return translate("Stages", "How well each turned query matches each turned key: the "
                                   "score depends on the two words and on how far apart they "
                                   "are (i − j), not on where they stand.")
    if stage == "x" and settings.rotary:
        return translate("Stages", "Each token becomes a vector of numbers (one row per token); "
                                   "rotary positions leave X alone and turn q and k instead.")
    if stage == "x" and settings.positional:
        return translate("Stages", "Each token becomes a vector of numbers (one row per token), "
                                   "plus its position.")
    if stage == "scaled" and not settings.scaled:
        return translate("Stages", "Scaling is off: the scores pass unchanged (÷ 1), so softmax "
                                   "can saturate.")
    if stage == "scaled" and settings.temperature is not None:
        return translate("Stages", "The scores are divided by τ = {tau} instead of √d_k: a "
                                   "larger τ flattens the softmax, a smaller one sharpens it."
                         ).format(tau=f"{settings.temperature:.3g}")
    if stage == "masked" and not settings.masked:
        return translate("Stages", "No mask is on: every query sees every key (M is all zeros).")
    if stage == "output" and not settings.projected:
        if settings.n_heads == 1:
            return translate("Stages",
                             "With one head and no W^O the output is z itself (n × d_head).")
        return translate("Stages",
                         "The heads' outputs side by side (no W^O to mix them back to d_model).")
    if stage == "concat" and settings.n_heads == 1:
        return translate("Stages",
                         "With one head there is nothing to lay side by side: concat is z itself.")
    if stage == "output" and settings.n_heads == 1:
        return translate("Stages", "One head's z, projected back to d_model by W^O.")
    return translate("Stages", MEANINGS[stage])
