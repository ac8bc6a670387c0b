"""Vectors you can see: the plane of each head's queries and keys (exact for d_head = 2, else
the best plane through the origin by SVD) and of x and the output, with the share it captures;
one score as |q||k| cos θ; one word in two sentences; with rotary positions one pair of q and k
before and after its turn; vectors.json.
May import files, masks, scaling, session, attention and limits; never Qt.
"""

from core.vectors.heads import HeadVectors, all_heads, head_vectors, score_match
from core.vectors.moves import MoveVectors, WordInTwo, move_vectors, word_in_two, word_index
from core.vectors.plane import Plane, best_plane
from core.vectors.score_text import ScoreEquation, projection_point, score_equation
from core.vectors.second_sentence import (
    PAIRED_LESSONS,
    SecondSentence,
    SecondSentenceError,
    second_sentence,
    second_sentence_from_file,
    second_sentence_from_lesson,
)
from core.vectors.turns import PairTurns, pair_count, pair_turns
from core.vectors.vectors_file import VECTORS_FILE, vectors_document, write_vectors_json

__all__ = [
    "HeadVectors", "MoveVectors", "PAIRED_LESSONS", "PairTurns", "Plane", "ScoreEquation",
    "SecondSentence", "SecondSentenceError", "VECTORS_FILE", "WordInTwo", "all_heads",
    "best_plane", "head_vectors", "move_vectors", "pair_count", "pair_turns", "projection_point",
    "score_equation", "score_match", "second_sentence", "second_sentence_from_file",
    "second_sentence_from_lesson", "vectors_document", "word_in_two", "word_index",
    "write_vectors_json",
]
