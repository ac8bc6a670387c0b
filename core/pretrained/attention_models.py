"""A loaded model of any family as the model protocol's AttentionModel
(core.pretrained.model_protocol): what a window part holding a family's own loaded model
(SmolLM2's DecoderModel, a GGUFModel, MiniLM's PretrainedModel) hands to code that speaks
only the protocol (the Generate dialog, the ranking panel)."""

from __future__ import annotations

from core.pretrained.model_protocol import AttentionModel


def attention_model(model) -> AttentionModel:
    """``model`` itself when it speaks the protocol, else its family's adapter around it;
    TypeError for anything else."""
    if isinstance(model, AttentionModel):
        return model
    from core.pretrained.gguf_model import GGUFModel
    from core.pretrained.model_files import PretrainedModel
    from core.pretrained.smollm2_model import DecoderModel

    if isinstance(model, GGUFModel):
        from core.pretrained.gguf_attention_model import GGUFAttentionModel

        return GGUFAttentionModel(model)
    if isinstance(model, DecoderModel):
        from core.pretrained.smollm2 import SmolLM2

        return SmolLM2(model)
    if isinstance(model, PretrainedModel):
        from core.pretrained.minilm import MiniLM

        return MiniLM(model)
    raise TypeError(f"not a model QKV Lab loads: {type(model).__name__}")
