"""Watch attention learn: a one-layer attention model of the session's shape, toy tasks that
need attention, and a seeded training loop with per-step records (loss, accuracy, gradient
norms, saturation). May import files, masks, scaling, session, attention and limits; never Qt.

tasks (previous-token, first-token, same-word: data and what each must learn), model (the
batched forward, the engine's stages through the attention core, core.attention.attend), config
(settings and their refusals), measures (‖∂a/∂s‖, saturated rows), trainer (seeded steps,
divergence), curves (decimated, bounded), session_out (a trained model as a Session), snapshot
(what the training window draws).
"""
