"""A GGUF decoder continuing a text one token at a time, with its KV cache or recomputing.

The choice of each token (greedy, or temperature, top-k, top-p with a seeded generator), the
steps, the kept attention pattern, the hooks and the result are SmolLM2's
(core.pretrained.decoder_generate.Decoder), and so is the forward pass: the one decoder block
(core.pretrained.decoder_blocks) reads the architecture from the model's config. With the
cache each step runs the new token alone through the blocks against every cached key; Gemma
3's single key/value head keeps the cache at a quarter of its four query heads' size.
"""

from __future__ import annotations

from core.pretrained.decoder_generate import Decoder, Generation, Sampling, generate
from core.pretrained.gguf_model import GGUFModel

GREEDY = Sampling()


class GGUFDecoder(Decoder):
    """A text being continued (``step()``), cached or recomputed from the whole text, through a
    GGUF model's blocks (hooks in every block, ``keep_pattern`` as Decoder's)."""

    model: GGUFModel


def generate_gguf(model: GGUFModel, text: str, n_tokens: int, sampling: Sampling = GREEDY,
                  use_cache: bool = True) -> Generation:
    """``n_tokens`` tokens after ``text`` (read with <bos> first when the file says so)."""
    return generate(model, text, n_tokens, sampling, use_cache, decoder_class=GGUFDecoder)
