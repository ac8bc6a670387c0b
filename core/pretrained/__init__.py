"""Real attention from a pretrained BERT-family model (default: the shipped MiniLM), offline.

Nothing here reaches the network or imports Qt.
"""

from core.pretrained.errors import PretrainedError, TokenNotFoundError
from core.pretrained.model_files import (
    BertConfig,
    PretrainedModel,
    default_model_folder,
    load_model,
    read_config,
)
from core.pretrained.session_builder import ALL_HEADS, build_session

__all__ = [
    "ALL_HEADS", "BertConfig", "PretrainedError", "PretrainedModel", "TokenNotFoundError",
    "build_session", "default_model_folder", "load_model", "read_config",
]
