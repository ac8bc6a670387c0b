"""Matrix export (no Qt): stages as CSV, TSV, NPY/NPZ, JSON and LaTeX, written atomically."""

from core.export.animation_plan import AnimationFrame, plan_animation
from core.export.bundle import (
    MATRIX_FORMATS,
    check_formats,
    export_payloads,
    export_stages,
    npy_bytes,
    npz_bytes,
    trace_to_json_text,
)
from core.export.handout import (
    file_stem,
    free_name,
    handout_caption,
    handout_name,
    session_stem,
)
from core.export.mask_files import MASK_FILE_SUFFIXES, allowed_csv, mask_latex, write_mask_file
from core.export.matrix_text import to_csv_text, to_latex, to_tsv_text
from core.export.stage_file import (
    STAGE_FILE_SUFFIXES,
    stage_clipboard_text,
    stage_matrix,
    write_stage_file,
)
from core.export.stage_matrices import StageMatrix, check_stages, stage_matrices
from core.export.writing import ExportError, check_folder, write_export_file
from core.number_text import format_number

__all__ = [
    "MASK_FILE_SUFFIXES", "allowed_csv", "mask_latex", "write_mask_file",
    "MATRIX_FORMATS", "STAGE_FILE_SUFFIXES", "stage_clipboard_text", "stage_matrix",
    "write_stage_file", "AnimationFrame", "ExportError", "StageMatrix", "check_folder",
    "check_formats", "check_stages", "export_payloads", "export_stages", "format_number",
    "npy_bytes", "npz_bytes", "plan_animation", "stage_matrices", "to_csv_text", "to_latex",
    "to_tsv_text", "trace_to_json_text", "write_export_file", "file_stem", "free_name",
    "handout_caption", "handout_name", "session_stem",
]
