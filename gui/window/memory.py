"""Give freed memory back to the system: large blocks are mapped and unmapped, never pooled.

glibc serves a block above its mmap threshold with its own mapping and unmaps it on free, but
it raises that threshold to the size of each such block freed (up to 32 MB). After the first
2,048-token trace is freed, every later 16 MB stage array comes from the heap instead, where
freed space is kept, fragmented, and the resident size only grows: +16 MB per edit or undo at
2,048 tokens, though the live arrays stay the same (measured: 671 -> 880 MB over 16 steps;
malloc_trim brought it to 563). A fixed threshold of 1 MB keeps it at 563.

The engine runs on a thread of its own (gui/document/engine_thread.py), whose arena keeps its
own tensors flat; this threshold is for everything else, the window thread's arrays above all.
Measured without it (issue 41): the monkey (benchmarks/monkey.py, seed 1, 1,500 actions) grew
151.5 MB from action 200 to the end, against 33.0 MB with it, so it stays.

Qt's pixmap cache (QPixmapCache, 10 MB by default) keeps what the Fusion style paints once and
reuses: header sections, buttons, frames, one pixmap per size. Every new window or column size
paints new ones, so the cache fills to its limit over a long session (heaptrack on the monkey:
5.4 MB of header pixmaps in 1,400 actions, all alive at the end); ``bound_the_pixmap_cache``
keeps it at 2 MB, the painting of a few screens' worth of those pieces.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

from PySide6.QtGui import QPixmapCache

PIXMAP_CACHE_KB = 2048           # QPixmapCache's limit (Qt's default: 10,240 KB)
M_MMAP_THRESHOLD = -3            # mallopt's parameter number (malloc.h)
MMAP_THRESHOLD_BYTES = 1 << 20   # blocks of 1 MB and more are mapped and given back on free


def return_large_blocks_to_the_system() -> bool:
    """Fix glibc's mmap threshold at 1 MB; False where there is no glibc (macOS, Windows)."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES))
    except (OSError, AttributeError):  # musl and others have no mallopt
        return False


def bound_the_pixmap_cache() -> None:
    """Keep Qt's pixmap cache (the style's painted pieces) within PIXMAP_CACHE_KB."""
    QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
