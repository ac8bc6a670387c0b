"""Real attention from a pretrained BERT-family model (default: the shipped MiniLM), offline.

Nothing here reaches the network or imports Qt.
"""

from .errors import PretrainedError, TokenNotFoundError
from .model_files import BertConfig, PretrainedModel, default_model_folder, load_model, read_config
from .session_builder import ALL_HEADS, build_session

__all__ = [
    "ALL_HEADS", "BertConfig", "PretrainedError", "PretrainedModel", "TokenNotFoundError",
    "build_session", "default_model_folder", "load_model", "read_config",
]
