"""Watch attention learn: a one-layer attention model of the session's shape, toy tasks that
need attention, and a seeded training loop with per-step records (loss, accuracy, gradient
norms, saturation). May import files, masks, scaling, session, attention and limits; never Qt.
"""
