"""``concat`` (i, c), or ``output`` (i, c) without W^O: one head's z at one feature."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from core.explanations.base import Cell, Explanation, Tokens, Vector, cell_symbol, long_number
from core.explanations.notation import head_label, number, token_sub
from core.i18n import translate


@dataclass(frozen=True)
class ConcatExplanation(Explanation):
    """``concat`` (i, c), or ``output`` (i, c) without W^O (the output is concat itself): column c
    is z of head ``source_head`` at feature ``feature`` (c = source_head * d_head + feature),
    or 0 when that head is switched off (``head_off``; ``z_value`` is still the head's z).

    head_contributions: one number per head (``n_heads`` of them), the value at source_head and
    0 elsewhere, so that Σ head_contributions = value as for :class:`OutputExplanation`.
    """

    source_head: int
    feature: int
    z_value: float
    head_off: bool = False

    @property
    def bias(self) -> None:
        """No b^O without W^O (so every output explanation has a ``bias``)."""
        return None

    @cached_property
    def head_contributions(self) -> Vector:
        share = 0.0 if self.head_off else self.z_value
        return tuple(share if h == self.source_head else 0.0 for h in range(self.n_heads))

    def recombine(self) -> float:
        return 0.0 if self.head_off else self.z_value

    def source(self) -> str:
        """'z₂[1] of head 2' (and why, when it is not simply that); with one head 'z₂[1]'."""
        head, z = head_label(self.source_head), f"z{token_sub(self.row)}[{self.feature}]"
        text = translate("Explanations", "{z} of {head}").format(z=z, head=head) \
            if self.n_heads > 1 else z
        if self.head_off:
            return "0: " + translate(
                "Explanations", "{head} is switched off (its {z} = {value} is left out)").format(
                    head=head, z=z, value=number(self.z_value))
        if self.stage == "output":
            why = translate("Explanations", "one head, no W^O: the output is z") \
                if self.n_heads == 1 else \
                translate("Explanations", "no W^O: the heads' z side by side")
            return f"{text} ({why})"
        return text

    def formula(self) -> str:
        return f"{cell_symbol(self)} = {self.source()}"

    def short_text(self, tokens: Tokens = None) -> str:
        return f"{cell_symbol(self)} = {number(self.value)}: {self.source()}"

    def long_lines(self, tokens: Tokens = None) -> list[str]:
        i, j, head = self.row, self.col, head_label(self.source_head)
        if self.stage == "output":
            why = translate("Explanations", "one head and no W^O: the output is z itself") \
                if self.n_heads == 1 else \
                translate("Explanations", "no W^O: the output is the heads' z side by side")
        elif self.n_heads == 1:
            why = translate("Explanations", "one head: concat is z itself")
        else:
            why = translate("Explanations",
                            "concat lays the heads' z side by side, d_head columns per head")
        z = f"z{token_sub(i)}[{self.feature}]"
        if self.n_heads > 1:
            z = translate("Explanations", "{z} of {head}").format(z=z, head=head)
            column = translate("Explanations", "{why}, so column {column} is {head}'s feature "
                                               "{feature}").format(why=why, column=j, head=head,
                                                                   feature=self.feature)
        else:
            column = translate("Explanations", "{why}, so column {column} is feature "
                                               "{feature}").format(why=why, column=j,
                                                                   feature=self.feature)
        lines = [column, f"{z} = {long_number(self.z_value)}"]
        if self.head_off:
            lines.append(translate("Explanations", "{head} is switched off: its block is zeros"
                                   ).format(head=head))
        return lines

    def feeding_cells(self) -> dict[str, list[Cell]]:
        return {"z": [(self.source_head, self.row, self.feature)]}
