"""Real attention from pretrained models, offline: a BERT-family encoder (default: the shipped
MiniLM; model_files, bert, tokenizer, session_builder, heads_report) and a llama-architecture
decoder (default: the shipped SmolLM2-135M GGUF; smollm2_files, weights_cache, load_progress,
smollm2_model, smollm2_tokenizer, decoder_forward, decoder_generate with sampling_filters,
kv_cache_size, decoder_session, decoder_heads). Both compute attention with the one core
(core.attention.attend) and implement one model protocol (model_protocol: load, tokenize, layer
input, layer session, generate step, rank heads; minilm and smollm2 are the adapters).

Nothing here reaches the network or imports Qt; it imports core.session, core.attention (the
attention core), core.files (file checks, atomic writes) and core.i18n below it.
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
