"""Qt's pixmap cache stays within the app's bound (gui/window/memory.py), not Qt's 10 MB."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPixmap, QPixmapCache

from gui.window.memory import PIXMAP_CACHE_KB, bound_the_pixmap_cache

PIXMAP_KB = 256 * 256 * 4 // 1024    # one 256×256 pixmap of 32-bit pixels


@pytest.fixture
def bounded_cache(qapp):
    before = QPixmapCache.cacheLimit()
    QPixmapCache.clear()
    bound_the_pixmap_cache()
    yield
    QPixmapCache.clear()
    QPixmapCache.setCacheLimit(before)


def test_the_pixmap_cache_keeps_no_more_than_its_bound(bounded_cache):
    assert PIXMAP_CACHE_KB <= 4096                 # well under Qt's default of 10,240 KB
    keys = [f"qkv-lab-test-{i}" for i in range(10_240 // PIXMAP_KB)]   # 10 MB of pixmaps
    for key in keys:
        pixmap = QPixmap(256, 256)
        pixmap.fill()
        assert pixmap.depth() == 32
        QPixmapCache.insert(key, pixmap)
    kept = [key for key in keys if QPixmapCache.find(key) is not None]
    assert 1 <= len(kept) <= PIXMAP_CACHE_KB // PIXMAP_KB
    assert keys[-1] in kept                        # the newest stays, the oldest went
