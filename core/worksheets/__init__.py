"""Worksheets and answer keys: exercises drawn from a session, seeded variants with numbers
pleasant by hand, and the worked answers from core.explain. The PDF is drawn by gui/export; this
room only says what goes on the page. May import explain, export, files, masks, scaling,
session, attention and limits; never Qt.
"""
