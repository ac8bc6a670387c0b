"""`python main.py export --model smollm2|minilm --layer L [--head H] --text TEXT`: the session.

A pretrained model's layer becomes an ordinary Session (core.pretrained), which export_run
writes like any other; layer and head are counted from 1 as the window counts them, and a
number out of range is refused naming the option and the range. Such an export also keeps
the tokenizer's raw pieces beside the tokens as shown (core.export.bundle: ``tokens.csv``,
``"token_pieces"`` in the JSON, ``tokens`` and ``token_pieces`` in the .npz).
"""

from __future__ import annotations

import argparse

from core.session.value import Session

PRETRAINED_MODELS = ("smollm2", "minilm")


class PretrainedOptionError(ValueError):
    """A --model, --layer or --head that cannot be used; the message names it."""


def pretrained_session(args: argparse.Namespace) -> Session:
    """The layer's session; PretrainedOptionError for a bad option, text or model file."""
    from core.pretrained.errors import PretrainedError

    name = str(args.model).lower()
    if name not in PRETRAINED_MODELS:
        raise PretrainedOptionError(f"--model {args.model}: choose smollm2, gemma3 or minilm")
    if args.session is not None or args.text is None:
        raise PretrainedOptionError("--model needs --text \"a sentence\" (and no session file)")
    if args.layer is None:
        raise PretrainedOptionError("--model needs --layer L (counted from 1)")
    try:
        if name == "smollm2":
            from core.pretrained.decoder_session import build_decoder_session
            from core.pretrained.smollm2_model import load_decoder

            model = load_decoder()
            layer, head = _chosen(args, model.config.n_layers, model.config.n_heads)
            return build_decoder_session(args.text, layer, head, model=model)
        from core.pretrained import build_session, load_model

        model = load_model()
        layer, head = _chosen(args, model.config.n_layers, model.config.n_heads)
        return build_session(args.text, layer, head, model=model)
    except PretrainedError as error:
        raise PretrainedOptionError(f"--model {name}: {error}") from None


def pretrained_token_pieces(args: argparse.Namespace, session: Session) -> tuple[str, ...]:
    """The raw pieces of the layer's tokens: SmolLM2's byte-level spelling ("Ġcapital", "æ¸"),
    MiniLM's WordPieces (the same as shown)."""
    if str(args.model).lower() == "smollm2":
        from core.pretrained.smollm2_model import load_decoder

        return load_decoder().encode(args.text).pieces
    return tuple(session.tokens)


def _chosen(args: argparse.Namespace, n_layers: int, n_heads: int) -> tuple[int, int | None]:
    layer = _counted(args.layer, "--layer", n_layers, "layers")
    head = None if args.head is None else _counted(args.head, "--head", n_heads, "heads")
    return layer, head


def _counted(text: str, option: str, count: int, what: str) -> int:
    """A 1-based number typed by a person -> the 0-based index."""
    try:
        value = int(text)
    except (TypeError, ValueError):
        raise PretrainedOptionError(f"{option} must be a whole number, got {text!r}") from None
    if not 1 <= value <= count:
        raise PretrainedOptionError(f"{option} {value} is out of range: the model has {what} "
                                    f"1..{count}")
    return value - 1
