"""Worksheets and answer keys: exercises drawn from a session, seeded variants with numbers
pleasant by hand, and the worked answers from core.explanations. The PDF is drawn by
gui/export; this room only says what goes on the page. May import explanations, export, files,
masks, scaling, session, attention and limits; never Qt.
"""
