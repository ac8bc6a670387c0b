"""Make tests/data/gemma3_reference.npz: transformers' own numbers for the shipped Gemma 3 270M.

Not a dependency of QKV Lab: run it once, by hand, in a separate virtualenv that has
transformers and accelerate (never the app's):

    python3 -m venv /tmp/tfenv
    /tmp/tfenv/bin/pip install torch==2.13.0 transformers accelerate gguf sentencepiece
    /tmp/tfenv/bin/python tests/data/make_gemma3_reference.py GGUF [OUT.npz]

GGUF is the assembled gemma-3-270m-q4_k_m.gguf (core.pretrained.gemma3_files assembles it into
the model cache folder). transformers loads the same file (it dequantizes every tensor to
float32) and runs Gemma3ForCausalLM with eager attention in float32. Stored:

- ``tok_<k>`` / ``text_<k>``: the ids transformers' tokenizer gives each text (with <bos>);
- ``sentence``, its ids and ``weights_layer<L>`` (4, n, n) for every layer L = 1 … 18;
- ``long_text`` (over 1,300 tokens), its ids, and for layers 1 (sliding) and 6 (global) the
  last ``LONG_ROWS`` query rows of the weights, (4, LONG_ROWS, n): there a sliding layer gives
  the keys 512 back and earlier exactly 0 and a global layer does not;
- ``prompt``, ``greedy_ids``: transformers' greedy continuation (``generate``, do_sample off),
  and ``prompt_top_ids`` / ``prompt_top_logits``: the largest next-token logits after it.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import numpy as np

SENTENCE = "The lighthouse keeper climbed the stairs to light the lamp for the ships at sea."
PROMPT = "The capital of Italy is"
GREEDY_TOKENS = 12
TOP_LOGITS = 20
LAYERS = tuple(range(1, 19))   # every layer
LONG_LAYERS = (1, 6)
LONG_ROWS = 6
TOKENIZER_TEXTS = (
    "The capital of Italy is",
    "  two spaces, then\na line break\tand a tab",
    "Zürich, São Paulo and 東京 in 2024: 3.14159!",
    "emoji 🙂 and <b>markup</b> and snake_case_names()",
)


def long_text() -> str:
    """A deterministic English text of well over 1,300 tokens (no file, no network)."""
    subjects = ("The keeper", "A sailor", "The old dog", "My neighbour", "The teacher",
                "A small boat", "The baker", "Her brother")
    verbs = ("watched", "painted", "counted", "remembered", "carried", "followed", "described")
    objects = ("the grey waves", "a red lantern", "seven white gulls", "the northern coast",
               "an empty basket", "the evening train", "a letter from home")
    sentences = []
    for index in range(105):
        sentences.append(f"{subjects[index % 8]} {verbs[(index * 3) % 7]} "
                         f"{objects[(index * 5) % 7]} on day {index + 1}.")
    return " ".join(sentences)


def main() -> int:
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    gguf = Path(sys.argv[1]).resolve()
    out = Path(sys.argv[2]) if len(sys.argv) > 2 else Path(__file__).with_name(
        "gemma3_reference.npz")
    torch.set_num_threads(2)
    started = time.perf_counter()
    tokenizer = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
    model = AutoModelForCausalLM.from_pretrained(
        str(gguf.parent), gguf_file=gguf.name, dtype=torch.float32,
        attn_implementation="eager").eval()
    print(f"loaded in {time.perf_counter() - started:.1f} s", file=sys.stderr)
    arrays: dict[str, np.ndarray] = {}
    for index, text in enumerate(TOKENIZER_TEXTS):
        arrays[f"text_{index}"] = np.asarray(text)
        arrays[f"tok_{index}"] = np.asarray(tokenizer(text)["input_ids"], dtype=np.int64)

    def attentions(ids: list[int]):
        with torch.no_grad():
            output = model(torch.tensor([ids]), output_attentions=True)
        return output.attentions, output.logits[0]

    ids = tokenizer(SENTENCE)["input_ids"]
    arrays["sentence"], arrays["sentence_ids"] = np.asarray(SENTENCE), np.asarray(ids)
    weights, _ = attentions(ids)
    for layer in LAYERS:
        arrays[f"weights_layer{layer}"] = weights[layer - 1][0].numpy().astype(np.float32)

    text = long_text()
    ids = tokenizer(text)["input_ids"]
    assert len(ids) > 1300, len(ids)
    arrays["long_text"], arrays["long_ids"] = np.asarray(text), np.asarray(ids)
    weights, _ = attentions(ids)
    for layer in LONG_LAYERS:
        arrays[f"long_rows_layer{layer}"] = weights[layer - 1][0, :, -LONG_ROWS:].numpy().astype(
            np.float32)
    del weights

    ids = tokenizer(PROMPT)["input_ids"]
    _, logits = attentions(ids)
    arrays["prompt"], arrays["prompt_ids"] = np.asarray(PROMPT), np.asarray(ids)
    top = torch.topk(logits[-1], TOP_LOGITS)
    arrays["prompt_top_ids"] = top.indices.numpy()
    arrays["prompt_top_logits"] = top.values.numpy().astype(np.float32)
    with torch.no_grad():
        generated = model.generate(torch.tensor([ids]), max_new_tokens=GREEDY_TOKENS,
                                   do_sample=False)
    arrays["greedy_ids"] = generated[0, len(ids):].numpy()
    arrays["greedy_text"] = np.asarray(tokenizer.decode(arrays["greedy_ids"]))
    np.savez_compressed(out, **arrays)
    print(f"wrote {out}: greedy {arrays['greedy_text']!r}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
