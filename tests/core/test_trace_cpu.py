"""Trace.numpy: float64 by default, the trace's own dtype on request, the same numbers both ways."""

from __future__ import annotations

import numpy as np
import pytest

from core.attention.stages import STAGES
from core.session.value import Session


@pytest.mark.parametrize("n_heads", [1, 3])
def test_native_arrays_hold_exactly_the_float64_numbers_without_a_copy(n_heads):
    session = Session.from_text("the mole on his face", d_model=6, d_head=2, n_heads=n_heads)
    trace = session.with_settings(causal=True).run()              # float32 by default
    for stage in STAGES:
        wide, native = trace.numpy(stage), trace.numpy(stage, native=True)
        assert wide.dtype == np.float64 and native.dtype == np.float32
        assert not wide.flags.writeable and not native.flags.writeable
        np.testing.assert_array_equal(wide, native)               # −∞ of the mask included
        assert np.shares_memory(native, trace[stage].numpy())     # a view, not a copy
        assert trace.numpy(stage, native=True) is native          # converted once
        for head in range(n_heads):
            assert trace.head_shape(stage) == trace.head(stage, head).shape
            np.testing.assert_array_equal(trace.head(stage, head, native=True),
                                          trace.head(stage, head))


def test_a_float64_trace_gives_one_array_both_ways():
    trace = Session.from_text("a b c").run(dtype="float64")
    assert trace.numpy("weights", native=True).dtype == np.float64
    np.testing.assert_array_equal(trace.numpy("weights", native=True), trace.numpy("weights"))
    with pytest.raises(KeyError):
        trace.head_shape("nonsense")
