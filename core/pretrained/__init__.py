"""Real attention from pretrained models, offline: a BERT-family encoder (default: the shipped
MiniLM; model_files, bert, tokenizer, session_builder, heads_report), a llama-architecture
decoder (default: the shipped SmolLM2-135M GGUF; smollm2_files, weights_cache, load_progress,
smollm2_model, smollm2_tokenizer, decoder_forward, decoder_generate with sampling_filters,
kv_cache_size, decoder_session, decoder_heads), and any GGUF decoder of the llama, qwen2 and
gemma3 architectures, the shipped Gemma 3 270M among them (gemma3_files assembles it;
gguf_header, gguf_config, gguf_weights, gguf_tokenizer, gguf_cache, gguf_model read and cache a
file; gguf_forward, gguf_generate, gguf_stages, gguf_session run it; gguf_catalog lists the GGUF
files already on the computer). Both decoders run the one decoder block (decoder_blocks: RMSNorm,
the attention step, the gated MLP, post-norms and QK-norm where the config says so; bpe_merges
trims a SentencePiece tokenizer's merges). They compute attention with the one core
(core.attention.attend); MiniLM, SmolLM2 and any GGUF decoder implement one model protocol
(model_protocol: load, tokenize, layer input, layer session, generate step, rank heads; minilm,
smollm2 and gguf_attention_model are the adapters); model_loading loads any choice of the
window through it, with progress and a cancel (load_progress), and word_heads ranks any
model's heads by a word in two sentences, read by its own tokenizer.

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
