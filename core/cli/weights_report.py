"""`python main.py weights-cache [--delete]`: where the decoder's weights cache lies, how much
disk it takes, and deleting it.

The weights cache (core.pretrained.weights_cache) holds a model file's dequantized tensors, one
file per model file content (~540 MB for SmolLM2), so that later loads take well under 2 s;
it is not the KV cache of a generation. Deleting it is safe: the next load rebuilds it (~10-25
s). Prints one line per cache file and a total; with --delete, what was deleted and freed. A
file that cannot be deleted is named on stderr and the exit status is 1.
"""

from __future__ import annotations

import argparse
import sys

PROGRAM = "qkv-lab weights-cache"


def weights_cache_command(args: argparse.Namespace) -> int:
    from core.pretrained.weights_cache import (
        default_cache_folder,
        delete_weights_cache,
        weights_cache_files,
    )

    files = weights_cache_files()
    print(f"weights cache folder: {default_cache_folder()}")
    for path in files:
        print(f"  {_megabytes(path.stat().st_size):>10}  {path}")
    total = sum(path.stat().st_size for path in files)
    print(f"{len(files)} cache file{'' if len(files) == 1 else 's'}, {_megabytes(total)} in all")
    if not args.delete:
        return 0
    deleted, freed, failed = delete_weights_cache()
    for line in failed:
        print(f"{PROGRAM}: error: could not delete {line}", file=sys.stderr)
    print(f"deleted {deleted} cache file{'' if deleted == 1 else 's'}, {_megabytes(freed)} "
          f"freed; the next load of a model rebuilds its cache")
    return 1 if failed else 0


def _megabytes(size: int) -> str:
    return f"{size / 1e6:.1f} MB"
