"""Every model the window offers loads one way (core.pretrained.model_loading): the family's
protocol ``load`` with a LoadWatch that hears its stages and can stop it, a failure in one line
naming the file. Tiny GGUFs written with gguf's writer (tests/core/tiny_gguf_models.py)."""

from __future__ import annotations

import pytest

from core.pretrained.errors import PretrainedError
from core.pretrained.load_progress import LoadCancelled, LoadWatch
from core.pretrained.model_loading import (
    GEMMA3,
    MINILM,
    failure_line,
    load_chosen_model,
)
from core.pretrained.model_protocol import AttentionModel
from core.pretrained.word_heads import find_word_tokens
from tests.core.tiny_gguf_models import GEMMA3 as TINY_GEMMA3
from tests.core.tiny_gguf_models import write_tiny


@pytest.fixture
def tiny_gemma(tmp_path, monkeypatch):
    from core.pretrained.gguf_model import forget_gguf_model

    monkeypatch.setenv("QKV_LAB_WEIGHTS_CACHE", str(tmp_path / "weights"))
    path = write_tiny(tmp_path / "tiny-gemma.gguf", TINY_GEMMA3)
    yield path
    forget_gguf_model(path)


def test_a_gguf_file_loads_behind_the_protocol_saying_each_layer(tiny_gemma):
    steps = []
    model = load_chosen_model(str(tiny_gemma), LoadWatch(progress=steps.append))
    assert isinstance(model, AttentionModel) and model.shape.n_layers == TINY_GEMMA3.n_layers
    stages = [(step.stage, step.done) for step in steps]
    assert stages[0] == ("reading", 0) and stages[-1] == ("ready", 0)
    assert [done for stage, done in stages if stage == "unpacking" and done] == \
        list(range(1, TINY_GEMMA3.n_layers + 1))                    # layer k of L, in order
    assert ("writing", 0) in stages                                 # the weights cache
    again = []
    assert load_chosen_model(str(tiny_gemma), LoadWatch(progress=again.append)).model is \
        model.model                                                 # loaded once per process
    assert [step.stage for step in again] == ["ready"]


def test_the_shipped_gemma_choice_is_the_shipped_file(tiny_gemma, monkeypatch):
    monkeypatch.setattr("core.pretrained.gemma3_files.shipped_gemma3",
                        lambda cache_folder=None: tiny_gemma)
    assert load_chosen_model(GEMMA3).model.source == tiny_gemma.resolve()


def test_a_cancelled_load_stops_between_layers_and_keeps_nothing(tiny_gemma, tmp_path):
    watch = LoadWatch()

    def cancel_at_layer_2(step):
        if step.stage == "unpacking" and step.done == 2:
            watch.cancel.set()
    watch.progress = cancel_at_layer_2
    with pytest.raises(LoadCancelled):
        load_chosen_model(str(tiny_gemma), watch)
    assert not list((tmp_path / "weights").glob("*.safetensors"))
    steps = []
    load_chosen_model(str(tiny_gemma), LoadWatch(progress=steps.append))   # a new try loads
    assert steps[-1].stage == "ready" and any(step.stage == "writing" for step in steps)


def test_minilm_loads_through_the_same_path(tmp_path):
    steps = []
    model = load_chosen_model(MINILM, LoadWatch(progress=steps.append))
    assert model.shape.kind == "encoder" and model.shape.n_heads == 12
    assert [step.stage for step in steps] == ["reading", "ready"]
    with pytest.raises(PretrainedError, match="does not exist"):
        load_chosen_model(MINILM, minilm_folder=tmp_path / "nowhere")


def test_a_failure_is_one_line_naming_the_file(tmp_path):
    cut = tmp_path / "cut.gguf"
    cut.write_bytes(b"GGUF\x03\x00")
    with pytest.raises(Exception) as raised:
        load_chosen_model(str(cut))
    line = failure_line(str(cut), raised.value)
    assert "cut.gguf" in line and "\n" not in line
    assert failure_line(str(cut), ValueError("bad\nblock")) == "cut.gguf: ValueError: bad block"
    assert failure_line(GEMMA3, OSError("disk full")) == "Gemma 3 270M: OSError: disk full"


@pytest.mark.parametrize(("tokens", "word", "found"), [
    (("<bos>", "ab", "␣b", "␣ab", "␣a"), "ab", (1, 1)),            # the first whole one
    (("<bos>", "b", "␣a", "␣ab", "␣b"), "ab", (3, 3)),
    (("the", "␣mo", "le", "."), "mole", (1, 2)),                    # two pieces, then a stop
    (("the", "␣mo", "le", "s"), "mole", None),                       # "moles": not the word
    (("the", "␣a", "mole"), "mole", None),                           # inside "amole"
    (("the", "␣a", "␣b"), "a b", (1, 2)),
    (("the", "␣a"), " ", None),
])
def test_a_decoders_word_is_the_run_of_its_tokens_that_spells_it_whole(tokens, word, found):
    assert find_word_tokens(tokens, word) == found
