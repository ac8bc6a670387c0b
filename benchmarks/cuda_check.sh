#!/usr/bin/env bash
# The GPU path in one prepared command, for a session that has a CUDA device:
#   bash benchmarks/cuda_check.sh            (from the repository root)
# 1. the core tests, whose device-parametrized cases run on CUDA there (they skip without it),
#    including float32 CUDA vs float64 CPU for every stage, with and without masks, 1 and 12 heads;
# 2. the engine benchmark on CUDA (n up to 16,384): traced, traced causal, fused SDPA, to host;
#    its last line is one JSON object (traced_causal_over_traced, traced_over_fused per row);
# 3. FlashAttention's backends on CUDA (benchmarks/tiles.py --device cuda): flash,
#    memory-efficient and math through sdpa_kernel, float16 and float32, n up to 16,384, each
#    with its time, peak memory and, when refused, torch's reason (can_use_*(debug=True)).
# PYTHON picks the interpreter (default .venv/bin/python, else python3); with $OUT set, the log is
# also written to $OUT/cuda_check.log.
set -uo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-.venv/bin/python}
[ -x "$PYTHON" ] || PYTHON=python3
LOG=${OUT:-/tmp}/cuda_check.log
{
  "$PYTHON" -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda,
"available", torch.cuda.is_available(),
torch.cuda.get_device_name(0) if torch.cuda.is_available() else "-")'
  "$PYTHON" -c 'import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)' \
    || { echo "no CUDA device: nothing to check here"; exit 2; }
  QT_QPA_PLATFORM=offscreen "$PYTHON" -m pytest tests/core -q -p no:cacheprovider -rs
  tests=$?
  "$PYTHON" benchmarks/engine.py --device cuda "$@"
  bench=$?
  "$PYTHON" benchmarks/tiles.py --device cuda
  tiles=$?
  echo "pytest exit $tests, benchmark exit $bench, tiles exit $tiles"
  exit $(( tests || bench || tiles ))
} 2>&1 | tee "$LOG"
exit "${PIPESTATUS[0]}"
