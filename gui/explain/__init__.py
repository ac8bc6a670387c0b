"""Explain any number: the explanation panel, its dock, feeding-cell outlines, tooltips.

Everything here draws what core.explanations computes. It may import core, gui.document,
gui.palette and gui.settings; never the views, editors, export, classroom or the window (the
window wires explanations to the views in gui.window.explain_link).
"""
