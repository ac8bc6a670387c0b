"""`python main.py export`: write matrices and images without a window."""

from __future__ import annotations

import argparse


def add_parser(commands) -> argparse.ArgumentParser:
    export = commands.add_parser(
        "export", help="write matrices and images without opening a window",
        description="Render a session offscreen and write its stages as files.")
    export.add_argument("session", nargs="?", help="a session file (.json)")
    export.add_argument("--text", help="use the default session for this sentence instead")
    export.add_argument("--out", required=True, metavar="DIR", help="folder to write into")
    export.add_argument("--stages", nargs="+", metavar="STAGE",
                        help="stages to export (default: all), e.g. --stages scores weights")
    export.add_argument("--formats", default="csv,npy,npz,json,tex,png,svg,gif",
                        help="comma-separated: csv,npy,npz,json,tex,png,svg,gif, py,ipynb "
                             "for the forward pass as PyTorch code, and vectors for "
                             "vectors.json with the Vectors view's PNG and SVG "
                             "(default: all but py,ipynb,vectors)")
    export.add_argument("--precision", type=int, default=3,
                        help="decimals in CSV-free text formats such as LaTeX (default 3)")
    export.add_argument("--scale", type=int, default=2, choices=(1, 2, 4),
                        help="PNG scale factor (default 2)")
    export.add_argument("--causal", action="store_true", help="turn the causal mask on")
    export.add_argument("--model", default=None, metavar="NAME",
                        help="export a pretrained model's layer for --text instead: smollm2 "
                             "(the decoder: causal, rotary) or minilm (the encoder)")
    export.add_argument("--layer", default=None, metavar="L",
                        help="with --model: the layer, counted from 1 as in the window")
    export.add_argument("--head", default=None, metavar="H",
                        help="with --model: one head, counted from 1 (default: all heads, "
                             "with the layer's W^O)")
    return export
