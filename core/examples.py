"""The built-in lessons: session files under resources/examples (installed: package data in
qkv_lab_resources/examples), listed with their titles."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .resource_files import resources_folder
from .session import Session
from .session_io import load_session

EXAMPLES_FOLDER = resources_folder() / "examples"   # the checkout's, or the installed package's
# Lessons in teaching order; any other example file follows, by name.
LESSON_ORDER = ("tiny-by-hand", "mole-face", "mole-chemistry", "causal-next-word")


class UnknownExampleError(KeyError):
    """No example has that name; the message lists the ones there are."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


@dataclass(frozen=True)
class ExampleInfo:
    name: str           # the file's stem: "mole-face"
    title: str          # "The mole on his face"
    description: str
    path: Path


def list_examples(folder: Path = EXAMPLES_FOLDER) -> list[ExampleInfo]:
    """Every example session in ``folder``, lessons first; a broken file raises SessionFileError."""
    paths = sorted(folder.glob("*.json"), key=_lesson_key)
    infos = []
    for path in paths:
        session = load_session(path)
        infos.append(ExampleInfo(name=path.stem, title=session.title or path.stem,
                                 description=session.description, path=path))
    return infos


def load_example(name: str, folder: Path = EXAMPLES_FOLDER) -> Session:
    """The example session called ``name``; UnknownExampleError (a KeyError) lists the names."""
    path = folder / f"{name}.json"
    if "/" in name or "\\" in name or not path.is_file():
        names = ", ".join(p.stem for p in sorted(folder.glob("*.json"), key=_lesson_key))
        raise UnknownExampleError(f"no example called {name!r}; examples are {names}")
    return load_session(path)


def _lesson_key(path: Path) -> tuple[int, str]:
    order = LESSON_ORDER.index(path.stem) if path.stem in LESSON_ORDER else len(LESSON_ORDER)
    return order, path.stem
