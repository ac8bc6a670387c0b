"""`python main.py selfcheck`: the engine against PyTorch's own attention on every device here."""

from __future__ import annotations

import numpy as np
import torch
import torch.nn.functional as F

from core.attention.engine import run_attention


def available_devices() -> list[str]:
    devices = ["cpu"]
    if torch.cuda.is_available():
        devices.append("cuda")
    if torch.backends.mps.is_available():
        devices.append("mps")
    return devices


def check_device(device: str, dtype: torch.dtype) -> float:
    """Largest |z - SDPA z| over causal and plain runs of random inputs on ``device``."""
    generator = torch.Generator().manual_seed(0)
    x = torch.randn(16, 12, generator=generator, dtype=torch.float64)
    w_q, w_k, w_v = (torch.randn(3, 12, 4, generator=generator, dtype=torch.float64)
                     for _ in range(3))
    worst = 0.0
    for causal in (False, True):
        trace = run_attention(x, w_q, w_k, w_v, causal=causal, device=device, dtype=dtype)
        q, k, v = (trace[name] for name in ("q", "k", "v"))
        expected = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
        worst = max(worst, float(np.abs(trace.numpy("z") - expected.double().cpu().numpy()).max()))
    return worst


def selfcheck_command(args=None) -> int:
    print(f"torch {torch.__version__}; devices: {', '.join(available_devices())}")
    failures = 0
    for device in available_devices():
        dtypes = [torch.float32] if device == "mps" else [torch.float32, torch.float64]
        for dtype in dtypes:
            tolerance = 1e-12 if dtype == torch.float64 else 1e-5
            error = check_device(device, dtype)
            ok = error <= tolerance
            failures += not ok
            print(f"{'ok  ' if ok else 'FAIL'} {device:<5} {str(dtype).removeprefix('torch.'):<8} "
                  f"max |z - SDPA| = {error:.2e} (tolerance {tolerance:.0e})")
    failures += not check_lessons()
    return 1 if failures else 0


def check_lessons() -> bool:
    """Print whether the built-in lessons are there and load (an install without them is broken)."""
    from core.files.examples import EXAMPLES_FOLDER, LESSON_ORDER, list_examples
    from core.files.session_io import SessionFileError

    try:
        names = [example.name for example in list_examples()]
    except SessionFileError as error:
        print(f"FAIL lessons in {EXAMPLES_FOLDER}: {error}")
        return False
    missing = [name for name in LESSON_ORDER if name not in names]
    if missing:
        print(f"FAIL lessons in {EXAMPLES_FOLDER}: missing {', '.join(missing)}")
        return False
    print(f"ok   lessons: {len(names)} examples in {EXAMPLES_FOLDER}")
    return True
