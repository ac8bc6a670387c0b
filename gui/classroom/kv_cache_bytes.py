"""What the KV cache stores, in bytes: K and V of shape [layers, key/value heads, tokens,
d_head], the bytes they take now (float32, and as float16/bfloat16), and what one key/value
head per query head (multi-head) or one for all (multi-query) would take. The arithmetic is
core's (core.pretrained.kv_cache_size); this only writes it out.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from core.pretrained.kv_cache_size import CacheSize

translate = QCoreApplication.translate
MIB = 2**20


def byte_text(count: int) -> str:
    """1,059,840 bytes (1.01 MiB), in the language's digit grouping."""
    locale = QLocale()
    return translate("KVCacheBytes", "{bytes} bytes ({mib} MiB)").format(
        bytes=locale.toString(count), mib=locale.toString(count / MIB, "f", 2))


def groups_sentence(size: CacheSize) -> str:
    """Query heads 1–3 share key/value head 1, 4–6 key/value head 2, …"""
    parts = [translate("KVCacheBytes", "query heads {first}–{last} share key/value head "
                                       "{kv}").format(first=first, last=last, kv=kv)
             for first, last, kv in size.groups()]
    return "; ".join(parts)


def saving_sentence(size: CacheSize) -> str:
    """Grouped-query attention in words and numbers."""
    return translate(
        "KVCacheBytes", "Grouped-query attention: {groups}. The cache keeps {kv} key/value "
        "heads per layer instead of {h}: {saved} less than one per query head would "
        "take.").format(groups=groups_sentence(size), kv=size.n_kv_heads, h=size.n_heads,
                        saved=byte_text(size.one_per_query_head() - size.nbytes()))


def cache_bytes_html(size: CacheSize) -> str:
    """The whole account, as rich text for a QTextBrowser."""
    layers, kv, tokens, d_head = size.shape
    shape = translate("KVCacheBytes", "K and V, each [{layers} layers, {kv} key/value heads, "
                                      "{tokens} tokens, d_head {d_head}]").format(
        layers=layers, kv=kv, tokens=tokens, d_head=d_head)
    rows = [
        (translate("KVCacheBytes", "now, float32 (the tensors' nbytes)"),
         byte_text(size.nbytes())),
        (translate("KVCacheBytes", "as float16 or bfloat16"), byte_text(size.nbytes("float16"))),
        (translate("KVCacheBytes", "one key/value head per query head ({h})").format(
            h=size.n_heads),
         translate("KVCacheBytes", "{bytes}, ×{times}").format(
             bytes=byte_text(size.one_per_query_head()), times=size.group)),
        (translate("KVCacheBytes", "one key/value head for all"),
         translate("KVCacheBytes", "{bytes}, ÷{times}").format(
             bytes=byte_text(size.one_for_all()), times=size.n_kv_heads)),
    ]
    table = "".join(f"<tr><td>{_escape(name)}</td><td align='right'>&nbsp;{_escape(value)}"
                    f"</td></tr>" for name, value in rows)
    return (f"<p><b>{_escape(shape)}</b></p><table>{table}</table>"
            f"<p>{_escape(saving_sentence(size))}</p>")


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
