"""QKV Lab's engine: attention as named stages, the editable session, explanations and export.

Nothing here imports Qt.
"""

from .engine import run_attention
from .explain import explain, feeding_cells, long_text, short_text
from .stages import FORMULAS, MEANINGS, STAGES, TRANSFORMER_LENS_HOOKS
from .trace import Trace

__all__ = [
    "FORMULAS", "MEANINGS", "STAGES", "TRANSFORMER_LENS_HOOKS", "Trace", "explain",
    "feeding_cells", "long_text", "run_attention", "short_text",
]
