"""PySide6's ``__feature__`` import hook, without its source scan.

Importing PySide6 replaces ``builtins.__import__`` so that a module may opt in to
``from __feature__ import snake_case, true_property``. As a side effect, after every import
anywhere in the process ``shibokensupport.feature.feature_imported`` asks whether the new
module "uses PySide" by reading its whole source (``inspect.getsource``) and searching it for
the word PySide6. QKV Lab imports torch on a thread while its window's modules load (about
1,000 modules in all), and that scan cost 30 to 1,400 ms of the start, measured inside the
function over several starts (it holds the GIL while it reads).

QKV Lab uses no ``__feature__`` (tests/test_architecture.py checks that no module imports it),
so every module keeps PySide's default API either way: the answer is "no", without reading a
file. A PySide6 without this private function is left as it is.
"""

from __future__ import annotations


def _reads_no_source(module) -> bool:
    return False


_ORIGINAL: list = []     # PySide's own check, kept when replaced (tests put it back)


def original_source_scan():
    """PySide's own per-module check, whether or not skip_feature_source_scan replaced it."""
    import shibokensupport.feature as feature

    return _ORIGINAL[0] if _ORIGINAL else feature._mod_uses_pyside


def skip_feature_source_scan() -> bool:
    """Make the hook's per-module check free; True when it was found and replaced."""
    try:
        import shibokensupport.feature as feature  # exists once PySide6 is imported
    except ImportError:
        return False
    if not callable(getattr(feature, "_mod_uses_pyside", None)):
        return False
    if feature._mod_uses_pyside is not _reads_no_source:
        _ORIGINAL[:] = [feature._mod_uses_pyside]
    feature._mod_uses_pyside = _reads_no_source
    return True
