"""Stages of a trace as files: CSV, NPY, one NPZ, one JSON and LaTeX, written atomically.

File names (``stage`` is a stage name from core.attention.stages.STAGES):
- ``stage.csv`` / ``stage.tex``: one matrix with token labels; a per-head stage of a trace with
  several heads gives ``stage_h0.csv``, ``stage_h1.csv``, … instead. CSV holds every digit;
  LaTeX rounds to ``precision`` decimals.
- ``stage.npy``: the stage as it is in the trace, (n, …) or (n_heads, n, …) with several heads.
- ``stages.npz``: every chosen stage, keyed by stage name, arrays as in the ``.npy`` files
  (``q_rotated`` and ``k_rotated`` too, with rotary positions), and with ``masked`` chosen and
  a key hidden ``mask_allowed``, the (n, n) bool mask the engine applied: the file alone
  rebuilds scores = q_rotated · k_rotatedᵀ, the weights and z.
- with rotary positions, ``q`` and ``k`` bring their turned arrays along, named ``q_rotated``
  and ``k_rotated`` in every format (the scores multiply those).
- ``stages.json``: tokens, shapes, head count, settings and every chosen stage's numbers.
  Masked cells (−∞) are the string ``"-inf"`` in JSON (JSON has no infinity); NaN never appears.
- with ``masked`` chosen and a key hidden: ``mask_allowed.csv``/``.npy`` and ``mask_M.tex``
  (see mask_files.py).
- with ``token_pieces`` (a pretrained model's raw tokenizer pieces, e.g. "Ġcapital", "æ¸"):
  ``tokens.csv`` (position, the token as shown, the raw piece), ``"token_pieces"`` in the JSON,
  and ``tokens`` and ``token_pieces`` arrays in the NPZ.
"""

from __future__ import annotations

import csv
import io
import json
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from core.attention.stage_text import StageSettings, formula
from core.attention.trace import Trace
from core.export.mask_files import mask_file_payloads
from core.export.matrix_text import to_csv_text, to_latex
from core.export.stage_matrices import exported_names, stage_matrices
from core.export.writing import check_folder, write_export_file

MATRIX_FORMATS: tuple[str, ...] = ("csv", "npy", "npz", "json", "tex")
JSON_FORMAT = "qkv-lab-stages"
JSON_VERSION = 1
MASKED_IN_JSON = "-inf"


def check_formats(formats: Iterable[str], valid: Sequence[str] = MATRIX_FORMATS) -> tuple[str, ...]:
    """The formats, lower-cased and de-duplicated; ValueError names the valid ones."""
    chosen: list[str] = []
    for name in formats:
        name = name.strip().lower()
        if name not in valid:
            raise ValueError(f"unknown format {name!r}; formats are {', '.join(valid)}")
        if name not in chosen:
            chosen.append(name)
    if not chosen:
        raise ValueError(f"no format chosen; formats are {', '.join(valid)}")
    return tuple(chosen)


def npy_bytes(values: np.ndarray) -> bytes:
    buffer = io.BytesIO()
    np.save(buffer, np.asarray(values), allow_pickle=False)
    return buffer.getvalue()


def npz_bytes(arrays: Mapping[str, np.ndarray]) -> bytes:
    buffer = io.BytesIO()
    np.savez(buffer, allow_pickle=False, **{k: np.asarray(v) for k, v in arrays.items()})
    return buffer.getvalue()


def trace_to_json_text(trace: Trace, tokens: Sequence[str], stages: Sequence[str] | None = None,
                       settings: Mapping[str, Any] | None = None,
                       token_pieces: Sequence[str] | None = None) -> str:
    """The chosen stages as JSON; every number exact (shortest round-trip form)."""
    stages = _checked_names(trace, stages)
    described = StageSettings.of_trace(trace)  # the title's formula: scaling, mask, W^O as run
    document = {
        "format": JSON_FORMAT,
        "version": JSON_VERSION,
        "masked_value": MASKED_IN_JSON,
        "tokens": list(tokens),
        **({"token_pieces": list(token_pieces)} if token_pieces is not None else {}),
        "n_tokens": trace.n_tokens,
        "n_heads": trace.n_heads,
        "d_model": trace.d_model,
        "d_head": trace.d_head,
        "settings": {"causal": trace.causal, "divisor": trace.divisor,
                     **({"rope_base": trace.rope_base} if trace.rotary else {}),
                     **dict(settings or {})},
        "allowed": trace.allowed.tolist(),
        "warnings": list(trace.warnings),
        "stages": {stage: {"shape": list(trace.numpy(stage).shape),
                           "formula": formula(stage, described),  # as the window says it
                           "values": _json_values(trace.numpy(stage))} for stage in stages},
    }
    return json.dumps(document, ensure_ascii=False, indent=1, allow_nan=False) + "\n"


def export_payloads(trace: Trace, tokens: Sequence[str], *, stages: Sequence[str] | None = None,
                    formats: Iterable[str] = MATRIX_FORMATS, precision: int = 3,
                    settings: Mapping[str, Any] | None = None,
                    token_pieces: Sequence[str] | None = None) -> dict[str, bytes]:
    """File name -> bytes for every chosen stage and format, in stage order (nothing written)."""
    stages, formats = exported_names(trace, stages), check_formats(formats)
    if token_pieces is not None and len(token_pieces) != trace.n_tokens:
        raise ValueError(f"{len(token_pieces)} token pieces for a trace of {trace.n_tokens}")
    payloads: dict[str, bytes] = {}
    if token_pieces is not None and "csv" in formats:
        payloads["tokens.csv"] = tokens_csv(tokens, token_pieces).encode("utf-8")
    for stage in stages:
        matrices = stage_matrices(trace, tokens, stage)
        for matrix in matrices if "csv" in formats else ():
            payloads[f"{matrix.name}.csv"] = to_csv_text(
                matrix.values, matrix.row_labels, matrix.col_labels,
                float32=matrix.float32).encode("utf-8")
        if "npy" in formats:
            payloads[f"{stage}.npy"] = npy_bytes(trace.numpy(stage))
        for matrix in matrices if "tex" in formats else ():
            payloads[f"{matrix.name}.tex"] = to_latex(
                matrix.values, precision, matrix.row_labels, matrix.col_labels).encode("utf-8")
        if stage == "masked" and not trace.allowed.all():  # the mask itself (mask_files.py)
            payloads.update(mask_file_payloads(trace.allowed, tokens, formats))
    if "npz" in formats:
        payloads["stages.npz"] = npz_bytes(npz_arrays(trace, stages, tokens, token_pieces))
    if "json" in formats:
        payloads["stages.json"] = trace_to_json_text(trace, tokens, stages, settings,
                                                     token_pieces).encode("utf-8")
    return payloads


def npz_arrays(trace: Trace, names: Sequence[str], tokens: Sequence[str] = (),
               token_pieces: Sequence[str] | None = None) -> dict[str, np.ndarray]:
    """What stages.npz holds: each named array; ``mask_allowed`` (n, n) bool when ``masked``
    is among them and a key is hidden; ``tokens`` and ``token_pieces`` with token_pieces."""
    arrays = {name: trace.numpy(name) for name in names}
    if "masked" in names and not trace.allowed.all():
        arrays["mask_allowed"] = np.asarray(trace.allowed, dtype=bool)        # (n, n)
    if token_pieces is not None:
        arrays["tokens"] = np.asarray(list(tokens), dtype=str)
        arrays["token_pieces"] = np.asarray(list(token_pieces), dtype=str)
    return arrays


def tokens_csv(tokens: Sequence[str], token_pieces: Sequence[str]) -> str:
    """position, token (as the window shows it), piece (the tokenizer's own spelling)."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(["position", "token", "piece"])
    writer.writerows([index, token, piece]
                     for index, (token, piece) in enumerate(zip(tokens, token_pieces,
                                                                strict=True)))
    return buffer.getvalue()


def export_stages(trace: Trace, tokens: Sequence[str], folder: str | os.PathLike, *,
                  stages: Sequence[str] | None = None, formats: Iterable[str] = MATRIX_FORMATS,
                  precision: int = 3, settings: Mapping[str, Any] | None = None,
                  create_folder: bool = False,
                  token_pieces: Sequence[str] | None = None) -> list[Path]:
    """Write the chosen stages in the chosen formats into ``folder``; the paths written.

    Everything is rendered in memory first, so a bad stage or format writes nothing; then each
    file is written atomically. ExportError (an OSError) says which file failed and why.
    """
    payloads = export_payloads(trace, tokens, stages=stages, formats=formats,
                               precision=precision, settings=settings,
                               token_pieces=token_pieces)
    folder = check_folder(folder, create=create_folder)
    return [write_export_file(folder / name, data) for name, data in payloads.items()]


def _checked_names(trace: Trace, names: Sequence[str] | None) -> tuple[str, ...]:
    """Stages (with their turned arrays, rotary) or, one by one, any array the trace holds."""
    if names is not None and all(name in trace.names for name in names):
        return tuple(name for name in trace.names if name in set(names))
    return exported_names(trace, names)


def _json_values(values: np.ndarray) -> Any:
    """Nested lists of floats, with "-inf" where a cell is masked."""
    if values.ndim == 0:
        return MASKED_IN_JSON if np.isneginf(values) else float(values)
    if values.ndim == 1:
        return [MASKED_IN_JSON if np.isneginf(v) else float(v) for v in values]
    return [_json_values(row) for row in values]
