"""A GGUF file's header, read directly: its metadata, and where each tensor lies and in what type.

GGUF (llama.cpp's format, version 2 or 3, little-endian): the magic ``GGUF``, a version, the
tensor and key counts, the key/value metadata (numbers, text, booleans and arrays of them),
one line per tensor (name, dimensions innermost first, type, offset), then the tensors' bytes
from the next multiple of ``general.alignment`` (32 by default). Reading it here, rather than
with `gguf`'s GGUFReader, takes a fraction of a second for Gemma's 262,144 vocabulary strings
(the reader builds a numpy view per string: tens of seconds here), and lets a listing of the
models on a computer skip the vocabulary. Nothing is dequantized; every problem is one
PretrainedError line naming the file and what was found (a cut-short file says so).
"""

from __future__ import annotations

import mmap
import struct
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.i18n import translate
from core.pretrained.errors import PretrainedError

MAGIC = b"GGUF"
MAX_KEYS, MAX_TENSORS, MAX_ARRAY, MAX_TEXT = 65_536, 65_536, 16_000_000, 2**24
_NUMBERS = {0: "<u1", 1: "<i1", 2: "<u2", 3: "<i2", 4: "<u4", 5: "<i4", 6: "<f4", 7: "<u1",
            10: "<u8", 11: "<i8", 12: "<f8"}
_STRING, _ARRAY, _BOOL = 8, 9, 7


@dataclass(frozen=True)
class TensorInfo:
    name: str
    shape: tuple[int, ...]       # (out, in): GGUF's dimensions reversed, as nn.Linear keeps them
    type_name: str               # "Q8_0", "F32", … (gguf's GGMLQuantizationType names)
    type_id: int
    offset: int                  # from the start of the file
    nbytes: int

    @property
    def count(self) -> int:
        return int(np.prod(self.shape, dtype=np.int64))


@dataclass(frozen=True)
class GGUFHeader:
    path: Path
    size: int                    # bytes of the file
    metadata: dict               # key -> int, float, bool, str or list (arrays)
    tensors: dict[str, TensorInfo]

    def get(self, key: str, default=None):
        return self.metadata.get(key, default)

    @property
    def architecture(self) -> str:
        value = self.metadata.get("general.architecture")
        return value if isinstance(value, str) else "?"

    @property
    def parameter_count(self) -> int:
        return sum(info.count for info in self.tensors.values())


class _Cut(Exception):
    """The file ends before the header says it does."""


class _Bytes:
    """Reads little-endian values from a memory map, refusing to read past its end."""

    def __init__(self, data, position: int = 0) -> None:
        self.data, self.position = data, position

    def take(self, count: int) -> bytes:
        end = self.position + count
        if count < 0 or end > len(self.data):
            raise _Cut
        chunk = self.data[self.position:end]
        self.position = end
        return chunk

    def skip(self, count: int) -> None:
        if count < 0 or self.position + count > len(self.data):
            raise _Cut
        self.position += count

    def number(self, code: str):
        size = struct.calcsize(code)
        return struct.unpack(code, self.take(size))[0]

    def text(self) -> str:
        length = self.number("<Q")
        if length > MAX_TEXT:
            raise ValueError(f"a text of {length} bytes")
        return self.take(length).decode("utf-8", errors="replace")


def read_header(path: str | Path, skip_arrays: tuple[str, ...] = ()) -> GGUFHeader:
    """The header of the GGUF at ``path``; arrays named in ``skip_arrays`` are stepped over and
    kept as their length only (a listing needs no vocabulary)."""
    path = Path(path)
    try:
        with open(path, "rb") as handle:
            size = _file_size(handle)
            if size < 24:
                raise _Cut
            with mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ) as data:
                return _parse(path, size, data, skip_arrays)
    except _Cut:
        raise PretrainedError(translate("Pretrained", "{file} is cut short: it ends before its "
                                                      "header or tensors do").format(
            file=path)) from None
    except (ValueError, UnicodeDecodeError, struct.error) as error:
        raise PretrainedError(translate("Pretrained", "{file} is not a readable GGUF file "
                                                      "({error})").format(
            file=path, error=str(error)[:100])) from None
    except OSError as error:
        raise PretrainedError(translate("Pretrained", "cannot read {file}: {error}").format(
            file=path, error=error.strerror or error)) from None


def _file_size(handle) -> int:
    handle.seek(0, 2)
    return handle.tell()


def _parse(path: Path, size: int, data, skip_arrays) -> GGUFHeader:
    reader = _Bytes(data)
    if reader.take(4) != MAGIC:
        raise ValueError("it does not start with GGUF")
    version = reader.number("<I")
    if version not in (2, 3):
        raise ValueError(f"GGUF version {version}; versions 2 and 3 are read")
    n_tensors, n_keys = reader.number("<Q"), reader.number("<Q")
    if n_tensors > MAX_TENSORS or n_keys > MAX_KEYS:
        raise ValueError(f"{n_tensors} tensors and {n_keys} keys")
    metadata = {}
    for _ in range(n_keys):
        key = reader.text()
        metadata[key] = _value(reader, reader.number("<I"), key in skip_arrays)
    infos = []
    for _ in range(n_tensors):
        name = reader.text()
        n_dims = reader.number("<I")
        if not 1 <= n_dims <= 4:
            raise ValueError(f"tensor {name} has {n_dims} dimensions")
        dims = tuple(reader.number("<Q") for _ in range(n_dims))
        infos.append((name, dims, reader.number("<I"), reader.number("<Q")))
    alignment = metadata.get("general.alignment", 32)
    if not isinstance(alignment, int) or alignment < 1:
        raise ValueError(f"general.alignment {alignment!r}")
    start = -(-reader.position // alignment) * alignment
    tensors = {}
    for name, dims, type_id, offset in infos:
        type_name, nbytes = _type_and_bytes(type_id, dims)
        where = start + offset
        if where + nbytes > size:
            raise _Cut
        tensors[name] = TensorInfo(name, tuple(int(d) for d in reversed(dims)), type_name,
                                   type_id, where, nbytes)
    return GGUFHeader(path=path, size=size, metadata=metadata, tensors=tensors)


def _value(reader: _Bytes, kind: int, skip: bool = False):
    if kind == _STRING:
        return reader.text()
    if kind == _ARRAY:
        item, count = reader.number("<I"), reader.number("<Q")
        if count > MAX_ARRAY:
            raise ValueError(f"an array of {count} values")
        if item in _NUMBERS:
            dtype = np.dtype(_NUMBERS[item])
            values = np.frombuffer(reader.take(dtype.itemsize * count), dtype=dtype)
            return count if skip else (values.astype(bool) if item == _BOOL else values).tolist()
        if item == _STRING:
            if skip:
                for _ in range(count):
                    reader.skip(reader.number("<Q"))
                return count
            return [reader.text() for _ in range(count)]
        raise ValueError(f"an array of type {item}")
    if kind in _NUMBERS:
        dtype = np.dtype(_NUMBERS[kind])
        value = np.frombuffer(reader.take(dtype.itemsize), dtype=dtype)[0].item()
        return bool(value) if kind == _BOOL else value
    raise ValueError(f"a value of type {kind}")


def _type_and_bytes(type_id: int, dims) -> tuple[str, int]:
    from gguf.constants import GGML_QUANT_SIZES, GGMLQuantizationType

    try:
        kind = GGMLQuantizationType(type_id)
    except ValueError:
        return f"type {type_id}", 0
    block, block_bytes = GGML_QUANT_SIZES.get(kind, (0, 0))
    count = int(np.prod(dims, dtype=np.int64))
    if block == 0 or dims[0] % block:          # a row (innermost dimension) is whole blocks
        return kind.name, 0
    return kind.name, count // block * block_bytes


def tensor_bytes(header: GGUFHeader, info: TensorInfo) -> np.ndarray:
    """The tensor's raw bytes as a uint8 array (a copy: the file may change or go)."""
    with open(header.path, "rb") as handle:
        handle.seek(info.offset)
        raw = handle.read(info.nbytes)
    if len(raw) != info.nbytes:
        raise PretrainedError(translate("Pretrained", "{file} is cut short: it ends before its "
                                                      "header or tensors do").format(
            file=header.path))
    return np.frombuffer(raw, dtype=np.uint8).copy()
