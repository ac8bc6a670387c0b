"""Toy tasks that one attention layer can only solve by attending to the right key.

Every task draws sentences of n words from a small vocabulary (seeded) and asks, at each
scored position i, for one class: a word of the vocabulary (copy tasks) or a position
(same-word). All tasks look left (causal mask) and need word positions (sinusoidal, on), so
the pattern that solves them is visible in the weights: rows are queries, columns keys.

Shapes: B sentences, n positions; tokens and targets are (B, n) int64, target −1 = not scored.
"""

from __future__ import annotations

from dataclasses import dataclass

import torch

from core.i18n import QT_TRANSLATE_NOOP, translate

WORDS = ("the", "cat", "sat", "on", "a", "mat", "dog", "ran", "to", "red", "big", "sun")
IGNORED = -1  # a target that is not scored (cross-entropy's ignore_index)


@dataclass(frozen=True)
class Task:
    name: str
    sentence: str          # what the model must learn, in one sentence
    words: tuple[str, ...]  # the vocabulary the sentences are drawn from
    length: int            # n, positions per sentence
    predicts: str          # "word" (a class per vocabulary word) or "position" (per position)
    probe: tuple[str, ...]  # the sentence a saved session shows

    def described(self) -> str:
        """``sentence`` in the window's language."""
        return translate("TrainingTasks", self.sentence)

    @property
    def classes(self) -> tuple[str, ...]:
        """The read-out's classes, in order."""
        if self.predicts == "word":
            return self.words
        return tuple(f"position {i}" for i in range(self.length))

    @property
    def vocabulary_size(self) -> int:
        return len(self.words)

    def probe_ids(self) -> torch.Tensor:
        """(n,) the probe sentence as word ids."""
        return torch.tensor([self.words.index(w) for w in self.probe], dtype=torch.int64)

    def batch(self, generator: torch.Generator, size: int) -> tuple[torch.Tensor, torch.Tensor]:
        """(B, n) tokens and (B, n) targets, drawn from ``generator``."""
        if self.name == "copy":   # a phrase of n/2 words, said twice
            half = torch.randint(self.vocabulary_size, (size, self.length // 2),
                                 generator=generator)
            tokens = torch.cat([half, half], dim=1)
        else:
            tokens = torch.randint(self.vocabulary_size, (size, self.length), generator=generator)
        return tokens, targets_for(self.name, tokens)

    def expected_key(self, tokens: torch.Tensor) -> torch.Tensor:
        """(n,) for one sentence (n,): the key each query must attend to (−1: any)."""
        n = tokens.shape[0]
        if self.name == "previous-token":
            return torch.arange(-1, n - 1)
        if self.name == "first-token":
            return torch.where(torch.arange(n) == 0, IGNORED, 0)
        if self.name == "copy":
            back = torch.arange(n) - (n // 2 - 1)
            return torch.where((back >= 0) & (torch.arange(n) < n - 1), back, IGNORED)
        return first_copies(tokens.unsqueeze(0))[0]


def targets_for(name: str, tokens: torch.Tensor) -> torch.Tensor:
    """(B, n) tokens -> (B, n) targets of task ``name``; position 0 is not scored."""
    targets = torch.full_like(tokens, IGNORED)
    if name == "previous-token":
        targets[:, 1:] = tokens[:, :-1]
    elif name == "first-token":
        targets[:, 1:] = tokens[:, :1]
    elif name == "same-word":
        targets[:, 1:] = first_copies(tokens)[:, 1:]
    elif name == "copy":   # from the phrase's last word on: the next word, said n/2 − 1 back
        back = tokens.shape[1] // 2 - 1
        targets[:, back:-1] = tokens[:, :tokens.shape[1] - back - 1]
    else:
        raise ValueError(f"unknown task {name!r}; tasks are {', '.join(TASKS)}")
    return targets


def first_copies(tokens: torch.Tensor) -> torch.Tensor:
    """(B, n) -> (B, n): the position of the first copy of each word (its own if it is new)."""
    n = tokens.shape[1]
    same = tokens.unsqueeze(2) == tokens.unsqueeze(1)            # (B, n query, n key)
    earlier = torch.ones(n, n, dtype=torch.bool).tril()          # (n, n) key ≤ query
    position = torch.arange(n).expand_as(same)                   # (B, n, n) key index
    return torch.where(same & earlier, position, n).min(-1).values  # (B, n)


TASKS: dict[str, Task] = {task.name: task for task in (
    Task("previous-token",
         QT_TRANSLATE_NOOP("TrainingTasks",
                           "Predict the word just before each word: every row must attend to "
                           "the key one place to its left (the band under the diagonal)."),
         WORDS, 8, "word", ("the", "big", "cat", "sat", "on", "a", "red", "mat")),
    Task("first-token",
         QT_TRANSLATE_NOOP("TrainingTasks",
                           "Predict the sentence's first word at every position: every row "
                           "must attend to key 1 (the first column)."),
         WORDS, 8, "word", ("a", "dog", "ran", "to", "the", "big", "red", "sun")),
    Task("same-word",
         QT_TRANSLATE_NOOP("TrainingTasks",
                           "Name the position of the first copy of each word: every row must "
                           "attend to the earlier copy of its own word (or to itself when the "
                           "word is new)."),
         WORDS[:6], 8, "position", ("the", "cat", "sat", "on", "the", "mat", "cat", "the")),
    Task("copy",
         QT_TRANSLATE_NOOP("TrainingTasks",
                           "A phrase of four words is said twice: from its last word on, "
                           "predict the next word, which is the word three places back "
                           "(attend to the key three to the left)."),
         WORDS, 8, "word", ("the", "big", "red", "sun", "the", "big", "red", "sun")),
)}


def task_named(name: str) -> Task:
    """The task called ``name``; ValueError naming the known ones."""
    if name not in TASKS:
        raise ValueError(f"unknown task {name!r}; tasks are {', '.join(TASKS)}")
    return TASKS[name]
