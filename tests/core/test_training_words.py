"""The training lab's sentences in the window's language: the task line and the status line go
through core.i18n, and a status line breaks only between its items (a name and its number,
'‖∂a/∂s‖ 0.012', stay on one line)."""

from __future__ import annotations

import re

from core.training.config import TrainingConfig
from core.training.snapshot import status_line
from core.training.tasks import TASKS
from core.training.trainer import Trainer
from tests.core.marking import unmarked


def test_the_task_and_status_lines_are_translated(hook):
    for task in TASKS.values():
        assert task.described() == f"«{task.sentence}»"
    trainer = Trainer(TrainingConfig(steps=2, d_k=2, d_model=4, seed=1))
    fresh = status_line(trainer, None).replace("\u00a0", " ")
    assert fresh.endswith("«step 0 of 2, not trained yet»"), fresh
    records = trainer.run()
    line = status_line(trainer, records[-1]).replace("\u00a0", " ")
    for word in ("step", "loss", "accuracy", "saturated rows", "finished"):
        assert re.search(rf"«{word}[^»]*»", line), (word, line)
    english = unmarked(line)
    assert "step 2 of 2" in english and english.endswith("— finished")


def test_a_status_line_breaks_only_between_its_items():
    trainer = Trainer(TrainingConfig(steps=2, d_k=2, d_model=4, seed=1, scaled=False))
    line = status_line(trainer, trainer.run()[-1])
    label, rest = line.split(": ", 1)
    items = rest.split(" — ")[0].split(" · ")
    assert len(items) == 6 and " " not in label
    for item in items:          # only no-break spaces inside; no break after a slash
        assert " " not in item and re.search(r"/(?!\u2060)", item) is None, repr(item)
    assert items[4].startswith("‖∂a/\u2060∂s‖\u00a0")


def test_the_status_line_writes_its_step_counts_by_the_languages_rule():
    """One rule per language (core.i18n.whole_number, docs/file-formats.md): English groups
    thousands (2,000), German, Spanish and Chinese write 2000; the status line follows it."""
    from core import i18n
    trainer = Trainer(TrainingConfig(steps=2000, d_k=2, d_model=4, seed=1))
    english = status_line(trainer, None).replace("\u00a0", " ")
    assert english.endswith("step 0 of 2,000, not trained yet"), english
    i18n.install_translator(lambda context, text: "1024" if text == "1,024" else text)
    try:
        german_rule = status_line(trainer, None).replace("\u00a0", " ")
    finally:
        i18n.remove_translator()
    assert german_rule.endswith("step 0 of 2000, not trained yet"), german_rule


def test_a_chinese_status_item_is_never_broken_between_its_characters():
    from core.training.snapshot import _unbroken

    item = _unbroken("饱和行 0%")
    # a line may break between two ideographs, or an ideograph and another character: every
    # such pair is joined (U+2060)
    visible = [c for c in item if c != "\u2060"]
    assert "".join(visible).count("\u00a0") == 1
    for index, char in enumerate(item[:-1]):
        if "\u4e00" <= char <= "\u9fff" or "\u4e00" <= item[index + 1] <= "\u9fff":
            assert "\u2060" in (char, item[index + 1]), repr(item)
    assert item.replace("\u2060", "").replace("\u00a0", " ") == "饱和行 0%"
    assert _unbroken("loss 0.5") == "loss\u00a00.5"       # other scripts as before
