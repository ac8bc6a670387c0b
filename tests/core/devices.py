"""The torch devices numeric tests run on: the CPU always, CUDA when present (skipped otherwise)."""

import pytest
import torch

DEVICES = [
    "cpu",
    pytest.param("cuda", marks=pytest.mark.skipif(
        not torch.cuda.is_available(), reason="no CUDA device on this machine")),
]
