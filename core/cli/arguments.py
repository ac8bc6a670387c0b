"""Every command's options, declared with argparse only: `main.py` builds its parser from
``add_parsers`` before torch or Qt load, so `--help` answers at once and a bad option is refused
early. One function per command, in the order `main.py --help` lists them.
"""

from __future__ import annotations

import argparse


def add_open_parser(commands) -> argparse.ArgumentParser:
    """`python main.py open` (the default command): the window's options."""
    open_ = commands.add_parser("open", help="open the window (the default command)")
    open_.add_argument("session", nargs="?", help="a session file (.json) to open")
    open_.add_argument("--text", help="start on this sentence as if typed into the window a "
                                      "plain start opens (its lesson's shape, fresh weights; "
                                      "with --example: typed into that lesson)")
    open_.add_argument("--example", help="open a built-in example by name (see File › Open "
                                         "Example), e.g. 'mole-face'")
    open_.add_argument("--screenshot", metavar="PNG",
                       help="open the window, wait until painted, save a PNG of it, and exit")
    open_.add_argument("--size", default=None, metavar="WxH",
                       help="window size, e.g. 1280x800 (default: remembered or 1280x800)")
    open_.add_argument("--stage", default=None,
                       help="start on this stage (e.g. weights) instead of the first")
    open_.add_argument("--layout-report", action="store_true",
                       help="after painting, print one JSON line measuring what the window drew "
                            "(sizes, labels and numbers shown), then exit")
    open_.add_argument("--language", default=None, metavar="CODE",
                       help="the window's language: en, de, es or zh_CN (default: "
                            "$QKV_LAB_LANGUAGE, View › Language, else the system's)")
    open_.add_argument("--tour", metavar="NAME|FILE",
                       help="start a guided tour: a built-in one by name (see `tour --list`) "
                            "or a tour file; --text is the learner's own sentence")
    open_.add_argument("--tour-step", type=int, default=1, metavar="K",
                       help="with --tour: start at step K (1-based; default 1)")
    open_.add_argument("--presentation", action="store_true",
                       help="start in full-screen presentation mode")
    open_.add_argument("--no-restore", action="store_true",
                       help="ignore window layout and crash-recovery data from earlier runs")
    open_.add_argument("--install-desktop-entry", action="store_true",
                       help="add QKV Lab to the applications menu and offer it for session files "
                            "(.json), under $XDG_DATA_HOME (default ~/.local/share), and exit")
    open_.add_argument("--remove-desktop-entry", action="store_true",
                       help="remove what --install-desktop-entry wrote, and exit")
    open_.add_argument("--restore-recovery", action="store_true",
                       help=argparse.SUPPRESS)  # answer "restore unsaved work?" with yes (tests)
    return open_


def add_export_parser(commands) -> argparse.ArgumentParser:
    """`python main.py export`: write matrices and images without a window."""
    export = commands.add_parser(
        "export", help="write matrices and images without opening a window",
        description="Render a session offscreen and write its stages as files.")
    export.add_argument("session", nargs="?", help="a session file (.json)")
    export.add_argument("--text", help="use the default session for this sentence instead")
    export.add_argument("--out", required=True, metavar="DIR", help="folder to write into")
    export.add_argument("--stages", nargs="+", metavar="STAGE",
                        help="stages to export (default: all), e.g. --stages scores weights")
    export.add_argument("--formats", default="csv,npy,npz,json,tex,png,svg,gif",
                        help="comma-separated: csv,npy,npz,json,tex,png,svg,gif, py,ipynb "
                             "for the forward pass as PyTorch code, and vectors for "
                             "vectors.json with the Vectors view's PNG and SVG "
                             "(default: all but py,ipynb,vectors)")
    export.add_argument("--precision", type=int, default=3,
                        help="decimals in CSV-free text formats such as LaTeX (default 3)")
    export.add_argument("--scale", type=int, default=2, choices=(1, 2, 4),
                        help="PNG scale factor (default 2)")
    export.add_argument("--causal", action="store_true", help="turn the causal mask on")
    export.add_argument("--model", default=None, metavar="NAME",
                        help="export a pretrained model's layer for --text instead: smollm2 "
                             "(the decoder: causal, rotary), gemma3 (Gemma 3 270M: npz only) "
                             "or minilm (the encoder)")
    export.add_argument("--gguf", default=None, metavar="FILE",
                        help="export a layer of this .gguf decoder (llama, qwen2 or gemma3 "
                             "architecture) for --text, as npz")
    export.add_argument("--layer", default=None, metavar="L",
                        help="with --model: the layer, counted from 1 as in the window")
    export.add_argument("--head", default=None, metavar="H",
                        help="with --model: one head, counted from 1 (default: all heads, "
                             "with the layer's W^O)")
    return export


def add_heads_parser(commands) -> argparse.ArgumentParser:
    """`python main.py heads`: rank MiniLM's heads for a word in two sentences, or a decoder's
    (SmolLM2, Gemma 3, any .gguf) previous-token, sink and induction heads on one text."""
    heads = commands.add_parser(
        "heads", help="rank MiniLM's heads by how differently a word attends in two sentences, "
                      "or a decoder's previous-token, sink and induction heads",
        description="For every layer and head of the shipped MiniLM model, where TOKEN attends "
                    "most in each sentence and how different the two rows are; most "
                    "different first. With --model smollm2 or gemma3, or --gguf FILE: a "
                    "decoder's heads ranked by three kinds of key on --text.")
    heads.add_argument("texts", nargs="*", metavar="SENTENCE",
                       help="two sentences (MiniLM; not with a decoder)")
    heads.add_argument("--token", default=None, help="the word to follow, e.g. mole (MiniLM)")
    heads.add_argument("--text", default=None,
                       help="with a decoder: the text to find previous-token heads and "
                            "first-token sinks on (induction heads use a repeated random "
                            "sequence)")
    heads.add_argument("--top", type=int, default=None, help="show only the first N heads")
    heads.add_argument("--model", default=None, metavar="DIR",
                       help="a BERT-family model folder (default: the shipped MiniLM, also "
                            "`minilm`), or smollm2 or gemma3 for a decoder's previous-token, "
                            "sink and induction heads")
    heads.add_argument("--gguf", default=None, metavar="FILE",
                       help="rank the previous-token, sink and induction heads of this .gguf "
                            "decoder (llama, qwen2 or gemma3 architecture) on --text")
    return heads


def add_generate_parser(commands) -> argparse.ArgumentParser:
    """`python main.py generate`: continue a text with the shipped SmolLM2 decoder, token by
    token."""
    generate = commands.add_parser(  # numbers stay text: core.cli.generate_report checks them
        "generate", help="continue a text with the SmolLM2 decoder, one token at a time",
        description="Run the shipped SmolLM2-135M decoder offline: append N tokens to the text, "
                    "each chosen from the model's next-token prediction, with the KV cache "
                    "(each step reads one new token) or without it (each step rereads the "
                    "whole text). Prints the continuation and the time per token.")
    generate.add_argument("--model", default="smollm2",
                          help="smollm2 (the default) or gemma3 (Gemma 3 270M); MiniLM is an "
                               "encoder and writes no text")
    generate.add_argument("--gguf", metavar="FILE", default=None,
                          help="a .gguf decoder of the llama, qwen2 or gemma3 architecture "
                               "instead of --model")
    generate.add_argument("--text", required=True, help="the text to continue")
    generate.add_argument("--tokens", default="20", metavar="N",
                          help="how many tokens to append (default 20)")
    choice = generate.add_mutually_exclusive_group()
    choice.add_argument("--greedy", action="store_true",
                        help="always take the likeliest token (the default)")
    choice.add_argument("--temperature", metavar="T", default=None,
                        help="sample: divide the logits by T (> 0) before the softmax")
    generate.add_argument("--seed", default="0", metavar="S",
                          help="seed of the sampling (default 0)")
    generate.add_argument("--top-k", default=None, metavar="K",
                          help="sample among the K likeliest tokens only")
    generate.add_argument("--top-p", default=None, metavar="P",
                          help="sample among the likeliest tokens that reach probability P")
    generate.add_argument("--no-cache", action="store_true",
                          help="recompute every step from the whole text (same tokens, slower)")
    generate.add_argument("--json", action="store_true",
                          help='end with one line {"text": …, "tokens": […], '
                               '"pieces": […], "ms_per_token": …}')
    return generate


def add_weights_cache_parser(commands) -> argparse.ArgumentParser:
    """`python main.py weights-cache`: the decoder's weights cache, its size, deleting it."""
    weights = commands.add_parser(
        "weights-cache", help="show (or --delete) the decoder's weights cache",
        description="The decoder's weights cache holds each model file's unpacked numbers "
                    "(~540 MB for SmolLM2), one per file content, so later loads are fast. It "
                    "is not the KV cache of a generation. Deleting it is safe: the next load "
                    "rebuilds it.")
    weights.add_argument("--delete", action="store_true",
                         help="delete every weights cache file and say how much was freed")
    return weights


def add_selfcheck_parser(commands) -> argparse.ArgumentParser:
    """`python main.py selfcheck`: check the engine against PyTorch and list the devices."""
    return commands.add_parser("selfcheck", help="check the engine against PyTorch's own attention "
                                          "and report the devices it can use")


def add_scaling_parser(commands) -> argparse.ArgumentParser:
    """`python main.py scaling`: the √d_k measurements as a table, JSON or CSV."""
    scaling = commands.add_parser(  # options stay text: core.cli.scaling_report checks them
        "scaling", help="measure why attention divides by √d_k: saturation and gradients",
        description="Draw random queries and keys (standard-normal entries) and compare the "
                    "softmax of q·k with and without dividing by √d_k.")
    scaling.add_argument("--d-k", default="1,4,16,64,256,1024", metavar="LIST",
                         help="comma-separated key sizes (default 1,4,16,64,256,1024)")
    for option, default, meaning in (("--tokens", "16", "keys per softmax row"),
                                     ("--samples", "2000", "rows drawn per d_k"),
                                     ("--seed", "0", "random seed")):
        scaling.add_argument(option, default=default, help=f"{meaning} (default {default})")
    scaling.add_argument("--csv", metavar="PATH", help="also write the rows as CSV")
    return scaling


def add_train_parser(commands) -> argparse.ArgumentParser:
    """`python main.py train`: train a one-layer attention model on a toy task, ÷√d_k on or off."""
    train = commands.add_parser(  # options stay text: core.cli.train_report checks them
        "train", help="train a tiny attention layer on a toy task, with and without ÷√d_k",
        description="Train a one-layer attention model (embeddings, positions, W^Q, W^K, W^V "
                    "per head, W^O, a read-out) with torch autograd on a toy task that needs "
                    "attention, and print loss, accuracy, gradients and saturation as it goes.")
    train.add_argument("--task", default="previous-token",
                       help="previous-token, first-token, same-word or copy (default "
                            "previous-token)")
    for option, default, meaning in (("--steps", "300", "optimizer steps"),
                                     ("--seed", "0", "seed of the weights and the sentences"),
                                     ("--d-k", "8", "key size d_k of each head"),
                                     ("--heads", "1", "attention heads")):
        train.add_argument(option, default=default, help=f"{meaning} (default {default})")
    train.add_argument("--optimizer", default="adam", help="sgd or adam (default adam)")
    train.add_argument("--lr", default=None,
                       help="learning rate (default 0.02 for adam, 0.5 for sgd)")
    train.add_argument("--tau", default=None, metavar="TAU",
                       help="divide the scores by τ instead of √d_k (scaling on)")
    scaling = train.add_mutually_exclusive_group()
    scaling.add_argument("--no-scaling", action="store_true",
                         help="divide the scores by 1 instead of √d_k")
    scaling.add_argument("--compare-scaling", action="store_true",
                         help="train twice from the same seed and data: ÷√d_k and ÷1")
    train.add_argument("--save", metavar="SESSION.json",
                       help="write the trained model as a session on the task's probe sentence "
                            "(with --compare-scaling: the ÷√d_k run)")
    train.add_argument("--csv", metavar="FILE", help="also write every recorded step as CSV")
    return train


def add_tour_parser(commands) -> argparse.ArgumentParser:
    """`python main.py tour`: list the built-in tours, check a tour file, print its answers."""
    tour = commands.add_parser(
        "tour", help="guided tours: list the built-in ones, check a tour file, print answers",
        description="Tours walk the window through the lesson and ask the learner to predict "
                    "before each reveal. `tour --list` names the built-in tours; `tour check "
                    "FILE` checks a tour file (exit 0, or exit 2 with one line per problem; "
                    "a translation NAME.de.json is checked against its tour); "
                    "`tour answers FILE|NAME` prints one JSON line per question.")
    tour.add_argument("--list", action="store_true",
                      help="one line per built-in tour: name, tab, title, tab, steps")
    tour.add_argument("action", nargs="?", choices=("check", "answers"),
                      help="check a tour file, or print the answers to its questions")
    tour.add_argument("target", nargs="?", metavar="FILE|NAME",
                      help="a tour file, or a built-in tour's name (answers)")
    tour.add_argument("--text", default=None, metavar="SENTENCE",
                      help="the learner's own sentence, for steps that use one (default: the "
                           "sentence the tour offers)")
    tour.add_argument("--language", default=None, metavar="CODE",
                      help="the tour's texts in this language where a translation is shipped "
                           "beside it (NAME.CODE.json: de, es, zh_CN); default: English")
    return tour


def add_worksheet_parser(commands) -> argparse.ArgumentParser:
    """`python main.py worksheet`: printable worksheets and answer keys, a variant per student."""
    worksheet = commands.add_parser(  # options stay text: core.worksheets.options checks them
        "worksheet", help="write worksheets and an answer key as PDF, different numbers for "
                          "every student",
        description="Write DIR/worksheet.pdf (the students' pages, every variant), "
                    "DIR/answer-key.pdf (the same exercises worked out) and DIR/variant-01.json "
                    "… (each variant's session, which the window opens).")
    worksheet.add_argument("session", nargs="?", help="a session file (.json)")
    worksheet.add_argument("--example", metavar="NAME", help="a built-in lesson, e.g. mole-face")
    worksheet.add_argument("--text", metavar="SENTENCE",
                        help="a sentence (d_model 4, d_head 2, as the mole lessons)")
    worksheet.add_argument("--out", metavar="DIR", help="folder to write into (required)")
    worksheet.add_argument("--variants", default="1", metavar="N",
                           help="how many variants, one per student (1 to 100; default 1)")
    worksheet.add_argument("--seed", default="0", metavar="S",
                           help="whole number; the same seed gives the same worksheets "
                                "(default 0)")
    worksheet.add_argument("--paper", default="a4", metavar="a4|letter",
                           help="paper size (default a4)")
    worksheet.add_argument("--exercises", metavar="LIST",
                           help="comma-separated: query,rotate,score,scale,softmax,attends,mask,z,"
                                "heads (default: all that fit the session)")
    worksheet.add_argument("--decimals", default="2", metavar="D",
                           help="decimals of the answers (1 to 4; default 2)")
    worksheet.add_argument("--language", default=None, metavar="CODE",
                           help="the pages in this language, as the window writes them: en, "
                                "de, es or zh_CN (default: en)")
    return worksheet


def add_tiles_parser(commands) -> argparse.ArgumentParser:
    """`python main.py tiles`: FlashAttention's tiles and online softmax on one head."""
    tiles = commands.add_parser(  # options stay text: core.cli.tiles_report checks them
        "tiles", help="how a GPU computes attention: FlashAttention's tiles on one head",
        description="Run FlashAttention's Algorithm 1 on one head of a session: Q in blocks of "
                    "rows, K and V in blocks of keys, the running maximum m and normaliser ℓ "
                    "of every row after every block, the output beside the lesson's z, and "
                    "the elements each pass reads and writes in slow memory.")
    tiles.add_argument("session", nargs="?", help="a session file (.json)")
    tiles.add_argument("--example", metavar="NAME", help="a built-in lesson, e.g. mole-face")
    tiles.add_argument("--text", metavar="SENTENCE", help="the default session for a sentence")
    tiles.add_argument("--head", default=None, metavar="H",
                       help="the head, counted from 1 (default 1)")
    tiles.add_argument("--block-q", default=None, metavar="BR",
                       help="B_r: query rows per block (default: about n/3, at most 64)")
    tiles.add_argument("--block-k", default=None, metavar="BC",
                       help="B_c: keys per block (default: about n/3, at most 64)")
    tiles.add_argument("--sram", default=None, metavar="M",
                       help="on-chip memory in elements: B_c = ⌈M/4d⌉, B_r = min(⌈M/4d⌉, d) "
                            "(49152 elements = 192 KiB of float32)")
    tiles.add_argument("--causal", action="store_true", help="turn the causal mask on")
    tiles.add_argument("--json", action="store_true",
                       help='end with one JSON line {"n", "d", "block_q", "block_k", "steps", '
                            '"output", "z", "max_difference", "skipped_blocks", "io"}')
    return tiles


PARSERS = {
    "open": add_open_parser,
    "export": add_export_parser,
    "heads": add_heads_parser,
    "generate": add_generate_parser,
    "weights-cache": add_weights_cache_parser,
    "selfcheck": add_selfcheck_parser,
    "scaling": add_scaling_parser,
    "train": add_train_parser,
    "tour": add_tour_parser,
    "worksheet": add_worksheet_parser,
    "tiles": add_tiles_parser,
}


def add_parsers(commands) -> None:
    """Every command's sub-parser, added to ``commands`` (argparse's subparsers action)."""
    for add_parser in PARSERS.values():
        add_parser(commands)
