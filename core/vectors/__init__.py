"""Vectors you can see: the plane of each head's queries and keys (exact for d_head = 2, else
the best plane through the origin by SVD) and of x and the output, with the share it captures.
May import files, masks, scaling, session, attention and limits; never Qt.
"""
