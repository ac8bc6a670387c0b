"""Guided tours: the tour file format (JSON, versioned), its checks, and the answers to a
step's question, computed from the step's session. May import explanations, export, files, masks,
scaling, session, attention and limits; never Qt.
"""
