"""Loading a BERT folder: tokenizing, caching, every error's own message, and no network."""

from __future__ import annotations

import json
import shutil
import socket
from pathlib import Path

import pytest
import torch
from safetensors.torch import save_file

from core.pretrained import PretrainedError, build_session, default_model_folder, load_model
from core.pretrained.model_files import RecentResults, forget_model, read_config
from core.pretrained.tokenizer import tokenize

MOLE_IDS = [101, 1996, 16709, 2006, 2010, 2227, 102]


@pytest.fixture(scope="module")
def model():
    return load_model()


@pytest.fixture(autouse=True)
def forget_copies(tmp_path):
    """Models loaded from a test's folder leave the process cache with the test."""
    yield
    if (tmp_path / "model").is_dir():
        forget_model(tmp_path / "model")


def linked_copy(tmp_path: Path, *, skip: tuple[str, ...] = ()) -> Path:
    """A new folder with links to the shipped model's files (cheap), minus ``skip``."""
    folder = tmp_path / "model"
    folder.mkdir()
    for name in ("config.json", "model.safetensors", "tokenizer.json", "vocab.txt",
                 "tokenizer_config.json"):
        if name not in skip:
            (folder / name).symlink_to(default_model_folder() / name)
    return folder


def test_tokenizes_the_mole_sentence(model):
    tokenized = tokenize(model.tokenizer, "the mole on his face", model.config.max_positions)
    assert tokenized.tokens == ("[CLS]", "the", "mole", "on", "his", "face", "[SEP]")
    assert list(tokenized.ids) == MOLE_IDS
    assert tokenized.word_ids == (None, 0, 1, 2, 3, 4, None)
    assert len(model.tokenizer.encode("a b").ids) == 4  # padding to 128 is off


def test_config_numbers(model):
    config = model.config
    assert (config.n_layers, config.n_heads, config.d_model, config.d_head) == (6, 12, 384, 32)
    assert (config.max_positions, config.activation, config.name) == (512, "gelu", "MiniLM")
    assert read_config() == config


def test_model_is_loaded_once_per_folder(model):
    assert load_model() is model
    assert load_model(str(default_model_folder())) is model
    assert load_model(default_model_folder() / ".." / default_model_folder().name) is model


def test_vocab_txt_alone_tokenizes_the_same(tmp_path):
    folder = linked_copy(tmp_path, skip=("tokenizer.json",))
    other = load_model(folder)
    assert list(tokenize(other.tokenizer, "The Mole on his FACE", 512).ids) == MOLE_IDS


def test_loading_opens_no_socket(tmp_path, monkeypatch):
    constructed = []
    original = socket.socket

    class CountingSocket(original):
        def __init__(self, *args, **kwargs):
            constructed.append(args)
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(socket, "socket", CountingSocket)
    folder = linked_copy(tmp_path)  # a new path: really loads, not from the cache
    session = build_session("the mole on his face", 2, 5, model=folder)
    assert session.n_tokens == 7
    assert constructed == []


def expect_error(match: str, **where) -> None:
    with pytest.raises(PretrainedError, match=match):
        load_model(**where)


def test_missing_folder(tmp_path):
    expect_error(r"model folder .*nowhere does not exist", folder=tmp_path / "nowhere")


def test_a_file_is_not_a_folder(tmp_path):
    (tmp_path / "file").write_text("x")
    expect_error("is a file, not a model folder", folder=tmp_path / "file")


def test_missing_config(tmp_path):
    expect_error("has no config.json", folder=linked_copy(tmp_path, skip=("config.json",)))


def test_broken_config(tmp_path):
    folder = linked_copy(tmp_path, skip=("config.json",))
    (folder / "config.json").write_text("{not json")
    expect_error("config.json is not readable JSON", folder=folder)
    (folder / "config.json").write_text(json.dumps({"hidden_size": 384}))
    expect_error("num_attention_heads must be a positive whole number", folder=folder)


def test_missing_weights(tmp_path):
    expect_error("has no model.safetensors",
                 folder=linked_copy(tmp_path, skip=("model.safetensors",)))


def test_corrupt_safetensors(tmp_path):
    folder = linked_copy(tmp_path, skip=("model.safetensors",))
    (folder / "model.safetensors").write_bytes(b"\x13\x37garbage, not tensors" * 50)
    expect_error("model.safetensors is corrupt or not a safetensors file", folder=folder)


def test_truncated_safetensors(tmp_path):
    folder = linked_copy(tmp_path, skip=("model.safetensors",))
    with open(default_model_folder() / "model.safetensors", "rb") as source:
        (folder / "model.safetensors").write_bytes(source.read(100_000))
    expect_error("corrupt or not a safetensors file", folder=folder)


def test_safetensors_missing_a_tensor(tmp_path):
    folder = linked_copy(tmp_path, skip=("model.safetensors",))
    save_file({"embeddings.word_embeddings.weight": torch.zeros(30522, 384)},
              str(folder / "model.safetensors"))
    expect_error("lacks the tensor embeddings.position_embeddings.weight", folder=folder)


def test_no_vocabulary(tmp_path):
    expect_error("neither tokenizer.json nor vocab.txt",
                 folder=linked_copy(tmp_path, skip=("tokenizer.json", "vocab.txt")))


def test_corrupt_tokenizer(tmp_path):
    folder = linked_copy(tmp_path, skip=("tokenizer.json",))
    (folder / "tokenizer.json").write_text("{]")
    expect_error("tokenizer.json is corrupt", folder=folder)


def test_failed_load_is_not_cached(tmp_path):
    folder = linked_copy(tmp_path, skip=("config.json",))
    expect_error("has no config.json", folder=folder)
    shutil.copy(default_model_folder() / "config.json", folder / "config.json")
    assert load_model(folder).config.n_layers == 6


@pytest.mark.parametrize(("layer", "head", "message"), [
    (9, None, r"layer 9 out of range 0\.\.5"),
    (-1, 0, r"layer -1 out of range 0\.\.5"),
    (0, 12, r"head 12 out of range 0\.\.11"),
    (5, -3, r"head -3 out of range 0\.\.11"),
])
def test_unknown_layer_or_head(model, layer, head, message):
    with pytest.raises(PretrainedError, match=message):
        build_session("the mole on his face", layer, head, model=model)


@pytest.mark.parametrize("text", ["", "   \n\t"])
def test_empty_text(model, text):
    with pytest.raises(PretrainedError, match="the text is empty"):
        build_session(text, 0, 0, model=model)


def test_text_with_nothing_readable(model):
    with pytest.raises(PretrainedError, match="no word the model can read"):
        build_session("\u200b\u200b", 0, 0, model=model)


def test_too_long_text(model):
    text = "mole " * 511  # 511 words + [CLS] + [SEP] = 513 positions
    with pytest.raises(PretrainedError, match=r"513 tokens long .* at most 512 positions"):
        build_session(text, 0, 0, model=model)
    assert build_session("mole " * 510, 0, 0, model=model).n_tokens == 512


def test_long_text_title_is_cut_and_the_session_survives_a_file(model):
    from core.files.session_io import session_from_json, session_to_json
    text = "the mole on his face " * 20
    session = build_session(text, 1, 4, model=model)
    assert session.title.startswith("MiniLM layer 2 head 5: the mole on his face the mole")
    assert session.title.endswith("…") and len(session.title) < 110
    assert session_from_json(session_to_json(session)) == session


def test_errors_are_value_errors():
    assert issubclass(PretrainedError, ValueError)


def test_forget_model_drops_only_that_folder(tmp_path, model):
    folder = linked_copy(tmp_path)
    first = load_model(folder)
    forget_model(folder)
    assert load_model(folder) is not first
    assert load_model() is model


def test_recent_results_keeps_the_most_recent():
    recent = RecentResults(2)
    recent.put("a", 1)
    recent.put("b", 2)
    assert recent.get("a") == 1  # "a" is now the most recent
    recent.put("c", 3)
    assert (recent.get("a"), recent.get("b"), recent.get("c"), len(recent)) == (1, None, 3, 2)
