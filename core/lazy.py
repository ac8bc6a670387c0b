"""Names a package offers without importing them until first use.

A package's ``__init__`` says ``__getattr__, __all__ = lazy_names(__name__, {...})`` so that
importing a light module beside it (core.limits, core.files.file_checks) never pays for torch.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable


def lazy_names(package: str, where: dict[str, str]) -> tuple[Callable[[str], object], list[str]]:
    """A module ``__getattr__`` that loads ``name`` from ``where[name]`` (relative to package)."""

    def __getattr__(name: str) -> object:
        module = where.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module, package), name)
        setattr(sys.modules[package], name, value)
        return value

    return __getattr__, sorted(where)
