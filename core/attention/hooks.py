"""Per-call stage hooks: ``hooks={"weights": fn}``, fn(tensor, *, stage) -> Tensor | None.

A hook observes a stage (returns None) or replaces it (returns a tensor of the same shape, moved
to the stage's device and dtype). The engine (core.attention.engine) and the attention core
(core.attention.attend) pass every stage through ``stage_observer``; a call with no hooks gets
None back and checks nothing per stage.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping

import torch

Hook = Callable[..., "torch.Tensor | None"]
Observer = Callable[[str, torch.Tensor], torch.Tensor]


def checked_hooks(hooks: Mapping[str, Hook] | None,
                  hookable: Collection[str]) -> Mapping[str, Hook]:
    """The hooks as a dict ({} for None); ValueError names any stage not in ``hookable``."""
    if not hooks:
        return {}
    unknown = [name for name in hooks if name not in hookable]
    if unknown:
        raise ValueError(f"unknown hook stage(s) {', '.join(map(repr, unknown))}; "
                         f"stages are {', '.join(hookable)}")
    return dict(hooks)


def stage_observer(hooks: Mapping[str, Hook],
                   squeezed: Collection[str] = ()) -> Observer | None:
    """observe(stage, value) -> value or its hook's replacement; None when there are no hooks.

    ``squeezed`` names stages whose leading axis (of length 1) the hook does not see: the
    engine's one-head runs show a head's (n, …) matrix, not (1, n, …).
    """
    if not hooks:
        return None

    def observe(stage: str, value: torch.Tensor) -> torch.Tensor:
        hook = hooks.get(stage)
        if hook is None:
            return value
        squeeze = stage in squeezed
        shown = value[0] if squeeze else value
        replacement = hook(shown, stage=stage)
        if replacement is None:
            return value
        if not isinstance(replacement, torch.Tensor) or replacement.shape != shown.shape:
            got = tuple(replacement.shape) if isinstance(replacement, torch.Tensor) else type(
                replacement).__name__
            raise ValueError(f"hook for {stage!r} must return None or a tensor of shape "
                             f"{tuple(shown.shape)}, got {got}")
        replacement = replacement.to(device=value.device, dtype=value.dtype)
        return replacement.unsqueeze(0) if squeeze else replacement

    return observe
