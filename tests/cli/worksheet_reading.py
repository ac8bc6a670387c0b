"""Reading worksheet PDFs back with pypdf (never the code that wrote them), and the reference
numbers, computed here with numpy from a variant's session file, that the key must show."""

from __future__ import annotations

import json
import math
import re
import shutil
import subprocess
from pathlib import Path

import numpy as np
import pypdf

SUBSCRIPTS = str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789")
NUMBER = re.compile(r"(?<![\w.])[-−]?\d+(?:\.\d+)?")
VARIANT = re.compile(r"Variant (\d{2,3})")


def page_texts(path: Path) -> list[str]:
    """Each page's text, whitespace folded to single spaces."""
    reader = pypdf.PdfReader(str(path))
    return [" ".join(page.extract_text().split()) for page in reader.pages]


def texts_by_variant(path: Path) -> dict[int, str]:
    """Variant number -> the text of its pages (each page is headed with its variant)."""
    grouped: dict[int, list[str]] = {}
    for text in page_texts(path):
        number = int(VARIANT.search(text).group(1))
        grouped.setdefault(number, []).append(text)
    return {number: " ".join(pages) for number, pages in grouped.items()}


def pages_by_variant(path: Path) -> dict[int, int]:
    counts: dict[int, int] = {}
    for text in page_texts(path):
        number = int(VARIANT.search(text).group(1))
        counts[number] = counts.get(number, 0) + 1
    return counts


def numbers_in(text: str) -> list[float]:
    return [float(token.replace("−", "-")) for token in NUMBER.findall(text)]


def index(text: str) -> int:
    """The 0-based array index of a token's subscript: tokens count from 1 on paper, as in
    the window (q₂ is tokens[1])."""
    return int(text.translate(SUBSCRIPTS)) - 1


def vector(text: str) -> np.ndarray:
    return np.array([float(part.replace("−", "-")) for part in text.split(",")])


def fonts_embedded(path: Path) -> bool:
    """Every font on every page carries its glyphs (FontFile, FontFile2 or FontFile3)."""
    reader = pypdf.PdfReader(str(path))
    for page in reader.pages:
        for font in page["/Resources"]["/Font"].values():
            font = font.get_object()
            descendants = font.get("/DescendantFonts")
            described = descendants[0].get_object() if descendants else font
            descriptor = described["/FontDescriptor"].get_object()
            if not any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")):
                return False
    return True


def rendered_ink(path: Path, folder: Path) -> list[float]:
    """Each page rendered by poppler's pdftoppm (grey, 30 dpi): the share of pixels not white."""
    prefix = folder / "page"
    subprocess.run([shutil.which("pdftoppm"), "-r", "30", "-gray", str(path), str(prefix)],
                   check=True, capture_output=True, timeout=60)
    shares = []
    for image in sorted(folder.glob("page-*.pgm")):
        data = image.read_bytes()
        fields = data.split(maxsplit=4)        # P5 width height maxval pixels
        width, height = int(fields[1]), int(fields[2])
        pixels = np.frombuffer(data[-width * height:], dtype=np.uint8)
        shares.append(float(np.mean(pixels < 200)))
    return shares


class Reference:
    """Every stage of a variant's session file, computed here with numpy (head 0 for the
    per-head stages, as the exercises use head 1)."""

    def __init__(self, path: Path, causal_for_mask: bool) -> None:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        self.tokens = data["tokens"]
        settings = data["settings"]
        self.x = np.array(data["embeddings"], dtype=np.float64)            # (n, d_model)
        w_q, w_k, w_v = (np.array(data[k], dtype=np.float64) for k in ("W_Q", "W_K", "W_V"))
        self.w_q, self.w_o = w_q, None if data["W_O"] is None else np.array(data["W_O"])
        n, d_head = len(self.tokens), w_q.shape[2]
        self.d_head = d_head
        self.q, self.k, self.v = (self.x @ w for w in (w_q, w_k, w_v))      # (h, n, d_head)
        self.scores = self.q @ self.k.transpose(0, 2, 1)                     # (h, n, n)
        divisor = math.sqrt(d_head) if settings["scaled"] else 1.0
        self.scaled = self.scores / divisor
        mask = np.ones((n, n), bool) if data["mask"] is None else np.array(data["mask"], bool)
        self.own_allowed = mask & (np.tril(np.ones((n, n), bool)) if settings["causal"] else True)
        self.mask_allowed = self.own_allowed
        if causal_for_mask and data["mask"] is None and not settings["causal"]:
            self.mask_allowed = np.tril(np.ones((n, n), bool))
        self.weights = softmax(np.where(self.own_allowed, self.scaled, -np.inf))
        self.mask_weights = softmax(np.where(self.mask_allowed, self.scaled, -np.inf))
        self.z = self.weights @ self.v                                       # (h, n, d_head)
        self.concat = np.concatenate(list(self.z), axis=1)                  # (n, h*d_head)
        self.output = self.concat if self.w_o is None else self.concat @ self.w_o

    def all_numbers(self) -> np.ndarray:
        """Every number the key may print: inputs, stages and the softmax internals."""
        pieces = [self.x, self.w_q, self.k, self.q, self.v, self.scores, self.scaled,
                  self.weights, self.mask_weights, self.z, self.concat, self.output]
        if self.w_o is not None:
            pieces.append(self.w_o)
        for allowed in (self.own_allowed, self.mask_allowed):
            masked = np.where(allowed, self.scaled[0], -np.inf)
            top = masked.max(axis=1, keepdims=True)
            shifted = masked - top
            exps = np.exp(shifted)
            pieces += [top, np.where(allowed, shifted, 0.0), exps, exps.sum(axis=1)]
        values = np.concatenate([np.ravel(p) for p in pieces])
        return values[np.isfinite(values)]


def softmax(masked: np.ndarray) -> np.ndarray:
    top = masked.max(axis=-1, keepdims=True)
    exps = np.exp(masked - top)
    return exps / exps.sum(axis=-1, keepdims=True)
