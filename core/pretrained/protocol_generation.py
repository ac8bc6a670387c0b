"""A text continued through the model protocol alone: what `python main.py generate` runs for
SmolLM2, Gemma 3 and any GGUF file (one path, whatever the family).

The prompt is read by ``tokenize``, the room checked against the model's ``max_tokens``, and
each token chosen by the stepper ``start_generation`` gives (its ``step()`` is the generate
step the Generate dialog runs too); the continuation's text, pieces and readable form come
from the stepper's tokenizer, read with the prompt.
"""

from __future__ import annotations

from collections.abc import Mapping

from core.attention.hooks import Hook
from core.i18n import translate
from core.pretrained.decoder_generate import Generation, Sampling, check_room
from core.pretrained.errors import PretrainedError
from core.pretrained.model_protocol import GREEDY, AttentionModel


def generate_text(model: AttentionModel, text: str, n_tokens: int,
                  sampling: Sampling = GREEDY, *, use_cache: bool = True,
                  hooks: Mapping[str, Hook] | None = None) -> Generation:
    """``n_tokens`` tokens after ``text``; PretrainedError when the prompt and the tokens
    would not fit, or the model does not generate (an encoder)."""
    if isinstance(n_tokens, bool) or not isinstance(n_tokens, int) or n_tokens < 1:
        raise PretrainedError(translate("Pretrained", "the number of tokens to generate must be "
                                                      "1 or more, got {value}").format(
            value=repr(n_tokens)))
    prompt = tuple(int(i) for i in model.tokenize(text).ids)
    check_room(len(prompt), n_tokens, model.shape.max_tokens)
    stepper = model.start_generation(prompt, sampling, use_cache=use_cache, hooks=hooks)
    steps = tuple(stepper.step() for _ in range(n_tokens))
    start = len(prompt)
    return Generation(prompt_ids=prompt, steps=steps, text=stepper.decoded(start),
                      pieces=tuple(stepper.labels()[start:]), readable=stepper.written(start))
