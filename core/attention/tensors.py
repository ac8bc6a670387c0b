"""Turning user input (numpy arrays, nested lists, tensors) into tensors on a chosen device."""

from __future__ import annotations

import numpy as np
import torch

DTYPES = {"float32": torch.float32, "float64": torch.float64}


def resolve_device(device: str | torch.device | None) -> torch.device:
    """cpu by default; a clear ValueError for a device this machine does not have."""
    if device is None:
        return torch.device("cpu")
    try:
        resolved = torch.device(device)
    except (RuntimeError, TypeError) as error:
        raise ValueError(f"unknown device {device!r}: use 'cpu', 'cuda' or 'mps'") from error
    if resolved.type == "cuda" and not torch.cuda.is_available():
        raise ValueError("device 'cuda' was asked for but no CUDA GPU is available")
    if resolved.type == "mps" and not torch.backends.mps.is_available():
        raise ValueError("device 'mps' was asked for but Apple's MPS is not available")
    if resolved.type not in {"cpu", "cuda", "mps"}:
        raise ValueError(f"unsupported device {device!r}: use 'cpu', 'cuda' or 'mps'")
    return resolved


def resolve_dtype(dtype: str | torch.dtype | None) -> torch.dtype:
    """float32 by default; float64 available."""
    if dtype is None:
        return torch.float32
    if isinstance(dtype, str):
        dtype = DTYPES.get(dtype.removeprefix("torch."), dtype)
    if dtype not in (torch.float32, torch.float64):
        raise ValueError(f"unsupported dtype {dtype!r}: use float32 or float64")
    return dtype


def as_tensor(value, name: str, device: torch.device, dtype: torch.dtype) -> torch.Tensor:
    """Any array-like as a floating tensor; ValueError names the argument when it is not numeric."""
    if isinstance(value, torch.Tensor):
        return value.to(device=device, dtype=dtype)
    try:
        array = np.asarray(value, dtype=np.float64)
    except (TypeError, ValueError) as error:
        raise ValueError(f"{name} must be numeric (an array, nested list or tensor)") from error
    return torch.tensor(array, device=device, dtype=dtype)  # a copy: inputs may be read-only


def as_bool_mask(value, n: int, device: torch.device) -> torch.Tensor:
    """A (n, n) boolean mask tensor, True where query i may attend to key j."""
    if isinstance(value, torch.Tensor):
        mask = value.to(device=device)
    else:
        mask = torch.tensor(np.asarray(value), device=device)
    if mask.dtype != torch.bool:
        raise ValueError(f"mask must be boolean (True = may attend), got {mask.dtype}")
    if tuple(mask.shape) != (n, n):
        raise ValueError(f"mask must have shape ({n}, {n}), got {tuple(mask.shape)}")
    return mask
