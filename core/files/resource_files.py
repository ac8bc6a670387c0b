"""Where QKV Lab's package data (lessons, icons) is: the checkout's resources/ or the installed
``qkv_lab_resources`` package.

Run from a checkout (``python main.py``, the tests, an editable install), ``core`` sits next to
the checkout's ``resources/`` folder and its files are used, so each checkout or worktree reads
its own lessons. Installed from a wheel, ``core`` sits in site-packages with no checkout around
it, and the same files come from the ``qkv_lab_resources`` package through importlib.resources
(setup.py maps resources/ to that name, so no generic ``resources`` lands in site-packages).
"""

from __future__ import annotations

import importlib.resources
from pathlib import Path

PACKAGE = "qkv_lab_resources"
_CHECKOUT = Path(__file__).resolve().parents[2]   # the checkout, if core is in one


def in_checkout() -> bool:
    """True when the running ``core`` is a checkout's (resources/ and pyproject.toml beside it)."""
    return (_CHECKOUT / "pyproject.toml").is_file() and (_CHECKOUT / "resources").is_dir()


def resources_folder() -> Path:
    """The folder holding examples/ and icons/.

    Never raises: with neither a checkout nor the installed package (a broken install) it is a
    folder that does not exist, so lists of lessons come out empty and ``qkv-lab selfcheck``
    reports the problem.
    """
    if in_checkout():
        return _CHECKOUT / "resources"
    try:
        folder = importlib.resources.files(PACKAGE)
    except ModuleNotFoundError:
        return _CHECKOUT / "resources"
    # A regular package on disk gives a Path; a zip import would not, and our files need one.
    return folder if isinstance(folder, Path) else _CHECKOUT / "resources"
