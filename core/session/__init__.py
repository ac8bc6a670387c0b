"""The session: everything a learner can edit, as an immutable value, and its checks.

``value.Session`` (tokens, embeddings, W^Q/W^K/W^V per head, W^O, settings) with edits that
return new sessions; ``tokens`` splits a sentence; ``checks`` and ``text_checks`` refuse bad
values; ``seeded`` makes the deterministic default numbers and ``default_matrices`` the
seeded default matrices (kept in the overlap by a resize); ``heads_off`` switches heads off
through a per-call hook; ``lesson`` keeps a lesson's words only while its numbers match;
``compute_devices`` runs a session on a device with a CPU fallback; ``model_head`` says which
head of a pretrained model a one-head session holds; ``view_state`` is how the window looks
at a session (stage, head in focus, selection, transpose, shared scales, presentation) with
change notifications, no Qt. Imports core.attention and
core.limits, never files, masks or anything above.
"""

from __future__ import annotations

from core.lazy import lazy_names

__getattr__, __all__ = lazy_names(__name__, {"Session": ".value", "split_tokens": ".tokens"})
