"""The explanation panel: how one number of the forward pass is made, drawn.

    panel = ExplanationPanel()
    panel.show_explanation(core.explanations.explain(trace, "scores", 2, 4), session.tokens)
"""

from gui.explain.panel.explanation_panel import ExplanationPanel

__all__ = ["ExplanationPanel"]
