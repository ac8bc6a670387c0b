"""The code view: the forward pass as PyTorch (core.codegen), the current stage's lines lit.

The read-only code view, its Python highlighter and View › Code (PyTorch), the dock that follows
the controller's session and the stepper's stage. It may import core, gui.document, gui.palette
and gui.settings; never the views, editors, explanations, export, classroom or the window.
"""
