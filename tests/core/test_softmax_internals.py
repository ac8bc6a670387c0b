import numpy as np

from core.attention.softmax_internals import softmax_numerators, visible_row_max
from core.session.value import Session


def test_numerators_divided_by_their_row_sums_are_the_weights():
    mask = np.tri(4, dtype=bool)
    mask[2] = False  # a row that sees nothing
    trace = Session.from_text("a b c d").with_settings(mask=mask).run(dtype="float64")
    numerators = softmax_numerators(trace.numpy("masked"))
    assert (numerators[~trace.allowed] == 0).all() and (numerators[2] == 0).all()
    assert (numerators.max(axis=1)[[0, 1, 3]] == 1.0).all()  # each row's max is e^0
    sums = numerators.sum(axis=1, keepdims=True)
    np.testing.assert_allclose(np.divide(numerators, sums, where=sums > 0,
                                         out=np.zeros_like(numerators)),
                               trace.numpy("weights"), atol=1e-15)


def test_the_visible_row_max_is_the_largest_visible_score_and_zero_for_a_row_that_sees_none():
    inf = float("-inf")
    masked = np.array([[1.0, inf, 3.0], [inf, inf, inf], [-2.0, -5.0, inf]])
    expected = [max(v for v in row if v != inf) if any(v != inf for v in row) else 0.0
                for row in masked.tolist()]
    assert visible_row_max(masked).ravel().tolist() == expected

