"""Every model the window offers, loaded one way: a choice becomes the model protocol's
AttentionModel (core.pretrained.model_protocol) through its family's ``load``.

A choice is MINILM, SMOLLM2 or GEMMA3 (the shipped models) or the path of a .gguf file (any
llama, qwen2 or gemma3 decoder). ``load_chosen_model(choice, watch)`` hands the LoadWatch
(core.pretrained.load_progress) to the family's ``load``: it hears each stage (reading,
unpacking layer k of L, writing the weights cache, ready) and stops the load between layers
when cancelled. ``failure_line`` turns what a load raised into the one line a person reads,
naming the file or the model.
"""

from __future__ import annotations

from pathlib import Path

from core.i18n import translate
from core.pretrained.load_progress import LoadWatch
from core.pretrained.model_protocol import AttentionModel

MINILM, SMOLLM2, GEMMA3 = "minilm", "smollm2", "gemma3"
SHIPPED_NAMES = {MINILM: "MiniLM", SMOLLM2: "SmolLM2", GEMMA3: "Gemma 3 270M"}


def load_chosen_model(choice: str | Path, watch: LoadWatch | None = None,
                      minilm_folder: str | Path | None = None) -> AttentionModel:
    """The chosen model behind the protocol (loaded once per process by its family);
    ``minilm_folder``: another BERT-family folder for the MiniLM choice (None: the shipped
    one). PretrainedError (LoadCancelled when cancelled), OSError, MemoryError, ValueError."""
    if choice == MINILM:
        from core.pretrained.minilm import MiniLM

        return MiniLM.load(minilm_folder, watch)
    if choice == SMOLLM2:
        from core.pretrained.smollm2 import SmolLM2

        return SmolLM2.load(None, watch)
    from core.pretrained.gguf_attention_model import GGUFAttentionModel

    return GGUFAttentionModel.load(None if choice == GEMMA3 else choice, watch)


def chosen_name(choice: str | Path) -> str:
    """What a person calls the choice: the shipped model's name, else the file's name."""
    return SHIPPED_NAMES.get(str(choice)) or Path(choice).name


def failure_line(choice: str | Path, error: BaseException) -> str:
    """What went wrong, in one line that names the file (or the shipped model) it was
    about (translated)."""
    from core.pretrained.errors import PretrainedError

    words = str(error) if isinstance(error, PretrainedError) else \
        f"{type(error).__name__}: {error}"
    words = " ".join(words.split()) or type(error).__name__       # one line
    name = chosen_name(choice)
    if name in words or str(choice) in words:
        return words
    return translate("Pretrained", "{name}: {problem}").format(name=name, problem=words)
