"""The kinds of explanation, one module each: the dataclass of its parts and its behaviour.

A kind's module says how its parts add up (``recombine``), how it reads as text (formula, short
line, long lines), which cells fed it and which picture the panel draws (``drawing``). Modules
here import core.explanations.base and core.explanations.notation only (and output imports
dot_product, whose products it sums); never Qt.
"""
