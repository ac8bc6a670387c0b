"""Explain any number: the explanation panel, the pinned explanation, feeding-cell outlines,
tooltips.

Everything here draws what core.explanations computes. It may import core, gui.document,
gui.palette and gui.settings; never the views, editors, the code view, export, classroom or the
window (the window wires explanations to the views in gui.window.explain_features).
"""
