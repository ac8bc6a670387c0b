"""A tiny llama-architecture GGUF written with gguf's own writer, for the loader's tests.

Two blocks, d_model 8, 2 query heads sharing 1 key/value head (d_head 4), d_ff 12 and a
seven-token byte-level vocabulary: enough to exercise reading, caching and refusing without
the 98 MB shipped file. ``architecture`` and ``quantization`` make the files it must refuse.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
from gguf import GGMLQuantizationType, GGUFWriter

TOKENS = ["a", "b", "c", "Ġ", "ab", "Ġa", "!"]
MERGES = ["a b", "Ġ a"]
D_MODEL, N_HEADS, N_KV, D_FF, N_LAYERS = 8, 2, 1, 12, 2
Q6_K_BLOCK_BYTES, Q6_K_BLOCK = 210, 256  # bytes and values per block


def write_tiny_llama(path: Path, *, architecture: str = "llama", quantization: str = "F32",
                     seed: int = 0) -> Path:
    """Write the tiny model to ``path``; ``quantization`` "Q6_K" stores attn_q in a kind the
    loader does not know (random bytes: only the type matters)."""
    rng = np.random.default_rng(seed)
    writer = GGUFWriter(str(path), architecture)
    writer.add_block_count(N_LAYERS)
    writer.add_context_length(32)
    writer.add_embedding_length(D_MODEL)
    writer.add_feed_forward_length(D_FF)
    writer.add_head_count(N_HEADS)
    writer.add_head_count_kv(N_KV)
    writer.add_rope_freq_base(10000.0)
    writer.add_layer_norm_rms_eps(1e-5)
    writer.add_tokenizer_model("gpt2")
    writer.add_token_list(TOKENS)
    writer.add_token_merges(MERGES)
    d_kv = D_MODEL // N_HEADS * N_KV
    shapes = {"token_embd.weight": (len(TOKENS), D_MODEL), "output_norm.weight": (D_MODEL,)}
    for layer in range(N_LAYERS):
        shapes.update({f"blk.{layer}.attn_norm.weight": (D_MODEL,),
                       f"blk.{layer}.attn_q.weight": (D_MODEL, D_MODEL),
                       f"blk.{layer}.attn_k.weight": (d_kv, D_MODEL),
                       f"blk.{layer}.attn_v.weight": (d_kv, D_MODEL),
                       f"blk.{layer}.attn_output.weight": (D_MODEL, D_MODEL),
                       f"blk.{layer}.ffn_norm.weight": (D_MODEL,),
                       f"blk.{layer}.ffn_gate.weight": (D_FF, D_MODEL),
                       f"blk.{layer}.ffn_up.weight": (D_FF, D_MODEL),
                       f"blk.{layer}.ffn_down.weight": (D_MODEL, D_FF)})
    for name, shape in shapes.items():
        if quantization == "Q6_K" and name == "blk.0.attn_q.weight":
            rows = D_MODEL * D_MODEL // Q6_K_BLOCK + 1
            raw = rng.integers(0, 255, (rows, Q6_K_BLOCK_BYTES), dtype=np.uint8)
            writer.add_tensor(name, raw, raw_shape=(rows, Q6_K_BLOCK_BYTES),
                              raw_dtype=GGMLQuantizationType.Q6_K)
            continue
        writer.add_tensor(name, rng.standard_normal(shape).astype(np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path
