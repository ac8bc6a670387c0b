"""`main.py export --gguf FILE | --model gemma3` and `main.py generate --gguf FILE | --model
gemma3`, in process (main.main).

Numbers are checked against the float64 numpy forward of tests/core/tiny_gguf_models.py and
transformers' stored numbers for Gemma 3 (tests/data/gemma3_reference.npz), not against core.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from main import main
from tests.core.shipped_decoder import one_torch_thread
from tests.core.shipped_gemma3 import REFERENCE, TEST_DATA, needs_gemma3, shipped_gemma3
from tests.core.tiny_gguf_models import GEMMA3, LLAMA, QWEN2, read_back, reference, write_tiny


@pytest.fixture(scope="module")
def tiny_files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cli-gguf")
    return {"qwen2": write_tiny(folder / "qwen2.gguf", QWEN2),
            "gemma3": write_tiny(folder / "gemma3.gguf", GEMMA3),
            "phi3": write_tiny(folder / "phi3.gguf", LLAMA, architecture="phi3")}


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_export_a_tiny_qwen2_layer_as_npz(tiny_files, capsys, tmp_path):
    path = tiny_files["qwen2"]
    code, out, err = _run(capsys, "export", "--gguf", str(path), "--layer", "2", "--text",
                          "ab ab!", "--formats", "npz", "--out", str(tmp_path / "all"))
    assert code == 0, err
    with np.load(tmp_path / "all" / "stages.npz", allow_pickle=False) as bundle:
        ids = [int(i) for i in bundle["token_ids"]]
        expected = reference(QWEN2, read_back(path), ids)[0][1]               # (4, n, n)
        np.testing.assert_allclose(bundle["weights"], expected, atol=2e-6)
        assert list(bundle["tokens"]) == ["ab", "␣", "ab", "!"]   # "a b" merges before "Ġ a"
    code, out, err = _run(capsys, "export", "--gguf", str(path), "--layer", "2", "--head", "3",
                          "--text", "ab ab!", "--formats", "npz", "--out", str(tmp_path / "one"))
    assert code == 0, err
    with np.load(tmp_path / "one" / "stages.npz", allow_pickle=False) as bundle:
        np.testing.assert_allclose(bundle["weights"], expected[2], atol=2e-6)


def test_generate_with_a_tiny_gemma3_file_takes_the_reference_argmax(tiny_files, capsys):
    path = tiny_files["gemma3"]
    code, out, err = _run(capsys, "generate", "--gguf", str(path), "--text", "ab a",
                          "--tokens", "1", "--greedy", "--json")
    assert code == 0, err
    last = json.loads(out.strip().splitlines()[-1])
    logits = reference(GEMMA3, read_back(path), [2, 9, 8])[1][-1]            # <bos> ab ▁a
    assert last["tokens"] == [int(np.argmax(logits))]
    assert set(last) == {"text", "tokens", "pieces", "ms_per_token"}


def test_generate_steps_through_the_model_protocol(tiny_files, capsys, monkeypatch):
    """One path: the command's tokens come from the protocol's start_generation stepper (the
    Generate dialog's), not from a direct call beside it."""
    from core.pretrained.gguf_attention_model import GGUFAttentionModel

    started, original = [], GGUFAttentionModel.start_generation

    def recorded(self, ids, *args, **kwargs):
        stepper = original(self, ids, *args, **kwargs)
        started.append((list(ids), stepper))
        return stepper

    monkeypatch.setattr(GGUFAttentionModel, "start_generation", recorded)
    code, out, err = _run(capsys, "generate", "--gguf", str(tiny_files["gemma3"]), "--text",
                          "ab a", "--tokens", "2", "--greedy", "--json")
    assert code == 0, err
    last = json.loads(out.strip().splitlines()[-1])
    assert [ids for ids, _ in started] == [[2, 9, 8]]                        # <bos> ab ▁a
    assert started[0][1].ids == [2, 9, 8, *last["tokens"]]


@pytest.mark.parametrize(("argv", "message"), [
    (["export", "--gguf", "{phi3}", "--layer", "1", "--formats", "npz"],
     "holds a 'phi3' model; supported: llama, qwen2, gemma3"),
    (["generate", "--gguf", "{phi3}"], "holds a 'phi3' model"),
    (["export", "--gguf", "{qwen2}", "--layer", "1", "--formats", "csv"],
     "a GGUF model's layer is written as npz only"),
    (["export", "--gguf", "{qwen2}", "--layer", "3", "--formats", "npz"],
     "--layer 3 is out of range: the model has layers 1..2"),
    (["export", "--gguf", "{qwen2}", "--model", "gemma3", "--layer", "1"],
     "give --model or --gguf, not both"),
])
def test_refusals_are_one_line_and_exit_2(tiny_files, capsys, tmp_path, argv, message):
    argv = [part.format(**{k: str(v) for k, v in tiny_files.items()}) for part in argv]
    extra = ["--out", str(tmp_path / "out")] if argv[0] == "export" else ["--tokens", "1"]
    code, out, err = _run(capsys, *argv, "--text", "ab a", *extra)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1


@needs_gemma3
def test_gemma3_export_and_generate_give_transformers_numbers(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(TEST_DATA))   # the commands find it loaded
    with np.load(REFERENCE, allow_pickle=False) as data:
        ref = {name: data[name] for name in data.files}
    with one_torch_thread():
        shipped_gemma3()
        code, out, err = _run(capsys, "export", "--model", "gemma3", "--layer", "6", "--text",
                              str(ref["sentence"]), "--formats", "npz", "--out", str(tmp_path))
        assert code == 0, err
        with np.load(tmp_path / "stages.npz", allow_pickle=False) as bundle:
            np.testing.assert_allclose(bundle["weights"], ref["weights_layer6"], atol=3e-4)
            assert bundle["weights"].shape[0] == 4 and bundle["tokens"][0] == "<bos>"
            assert list(bundle["token_ids"]) == list(ref["sentence_ids"])
        code, out, err = _run(capsys, "generate", "--model", "gemma3", "--text",
                              str(ref["prompt"]), "--tokens", "4", "--greedy", "--json")
    assert code == 0, err
    last = json.loads(out.strip().splitlines()[-1])
    assert last["tokens"] == list(ref["greedy_ids"][:4])
    assert last["pieces"] == ["␣the", "␣capital", "␣of", "␣the"]
    assert last["text"] == " the capital of the" and last["ms_per_token"] > 0


def _printed_heads(out: str) -> dict[str, list[tuple[int, int, float]]]:
    """{kind: [(layer, head, score)]} from the report's lines 'layer  L  head H  kind 0.42'."""
    found: dict[str, list] = {}
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 6 and parts[0] == "layer" and parts[2] == "head":
            found.setdefault(parts[4], []).append((int(parts[1]) - 1, int(parts[3]) - 1,
                                                   float(parts[5])))
    return found


def test_heads_of_a_tiny_gemma3_file_rank_as_the_reference_weights_say(tiny_files, capsys):
    path, text = tiny_files["gemma3"], "ab a b ab a b ab a b"
    code, out, err = _run(capsys, "heads", "--gguf", str(path), "--text", text, "--top", "4")
    assert code == 0, err
    assert out.startswith("tiny gemma3's heads worth looking at")
    every = reference(GEMMA3, read_back(path), [2, 9, 8, 10, 12, 8, 10, 12, 8, 10])[0]
    n = 10
    expected = {"previous": {(layer, h): np.mean([w[h, i, i - 1] for i in range(1, n)])
                             for layer, w in enumerate(every) for h in range(4)},
                "sink": {(layer, h): np.mean([w[h, i, 0] for i in range(3, n)])
                         for layer, w in enumerate(every) for h in range(4)}}
    printed = _printed_heads(out)
    assert set(printed) == {"previous", "sink", "induction"}
    for kind, scores in expected.items():
        rows = printed[kind]
        assert len(rows) == 4
        for layer, head, score in rows:
            assert score == pytest.approx(scores[layer, head], abs=0.006)
        best = sorted(scores.values(), reverse=True)[:4]
        assert [scores[layer, head] for layer, head, _ in rows] == pytest.approx(best, abs=1e-5)
    assert {layer for layer, _, _ in printed["sink"]} == {5}   # the one global layer


@pytest.mark.parametrize(("argv", "message"), [
    (["heads", "--gguf", "{phi3}"], "holds a 'phi3' model; supported: llama, qwen2, gemma3"),
    (["heads", "--gguf", "{qwen2}", "--model", "gemma3"], "give --model or --gguf, not both"),
    (["heads", "--gguf", "{qwen2}", "one", "two", "--token", "a"],
     "a decoder ranks heads on one text: give --text"),
    (["heads", "--gguf", "{qwen2}", "--text", "ab"], "type a longer text"),
])
def test_heads_refusals_are_one_line_and_exit_2(tiny_files, capsys, argv, message):
    argv = [part.format(**{k: str(v) for k, v in tiny_files.items()}) for part in argv]
    code, out, err = _run(capsys, *argv)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1
