"""The built-in lessons: session files under resources/examples (installed: package data in
qkv_lab_resources/examples), listed with their titles."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from functools import lru_cache
from pathlib import Path

from core.files.lesson_translations import LessonTexts, translated_texts
from core.files.resource_files import resources_folder
from core.files.session_io import SessionFileError, load_session
from core.files.translation_files import wants_translation
from core.i18n import translate
from core.session.value import Session

EXAMPLES_FOLDER = resources_folder() / "examples"   # the checkout's, or the installed package's
# Lessons in teaching order; any other example file follows, by name.
LESSON_ORDER = ("tiny-by-hand", "mole-face", "mole-chemistry", "causal-next-word",
                "why-sqrt-dk", "three-heads", "rotary-positions", "attention-sinks")
LABS = ("why-sqrt-dk",)  # labs a lesson may open (its optional "lab" object names one)


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
    lab: LabRequest | None = None
    note: str = ""      # why the lesson's translation was refused (its words are English)


@dataclass(frozen=True)
class LabRequest:
    """A lesson's optional "lab": {"name": ..., "d_k": ..., "banner": ...}: open that lab too."""

    name: str           # one of LABS
    d_k: int | None     # where the lab's d_k slider starts
    banner: str         # what to try, shown at the top of the lab


def read_lab_request(path: Path) -> LabRequest | None:
    """The lesson file's "lab" object, checked; None when it has none."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise SessionFileError(f"{path.name}: cannot read it ({error})") from None
    lab = data.get("lab") if isinstance(data, dict) else None
    if lab is None:
        return None
    if not isinstance(lab, dict) or lab.get("name") not in LABS:
        raise SessionFileError(f"{path.name}: 'lab' must be an object whose 'name' is one of "
                               f"{', '.join(LABS)}")
    d_k, banner = lab.get("d_k"), lab.get("banner", "")
    if d_k is not None and (isinstance(d_k, bool) or not isinstance(d_k, int) or
                            not 1 <= d_k <= 1024):
        raise SessionFileError(f"{path.name}: lab.d_k must be a whole number from 1 to 1024")
    if not isinstance(banner, str):
        raise SessionFileError(f"{path.name}: lab.banner must be text")
    return LabRequest(name=lab["name"], d_k=d_k, banner=banner)


def list_examples(folder: Path = EXAMPLES_FOLDER,
                  language: str | None = None) -> list[ExampleInfo]:
    """Every example session in ``folder``, lessons first, its title, description and lab
    banner in ``language`` where translated (core.files.lesson_translations; None, "en":
    English); a broken file raises SessionFileError."""
    paths = sorted(folder.glob("*.json"), key=_lesson_key)
    infos = []
    for path in paths:
        session = load_session(path)
        info = ExampleInfo(name=path.stem, title=session.title or path.stem,
                           description=session.description, path=path,
                           lab=read_lab_request(path))
        infos.append(_translated(info, folder, language) if language else info)
    return infos


def _translated(info: ExampleInfo, folder: Path, language: str) -> ExampleInfo:
    lab = info.lab
    english = LessonTexts(info.title, info.description, lab.banner if lab else None)
    texts, note = translated_texts(info.name, english, folder, language)
    return replace(info, title=texts.title, description=texts.description, note=note,
                   lab=replace(lab, banner=texts.lab_banner) if lab else None)


def lesson_title(title: str, language: str | None, folder: Path = EXAMPLES_FOLDER) -> str:
    """A built-in lesson's English ``title`` in ``language`` (a window title says it there);
    any other title (a sentence, a MiniLM head's) as it is."""
    if not title or not wants_translation(language):
        return title
    return _lesson_titles(str(folder), language).get(title, title)


@lru_cache(maxsize=8)
def _lesson_titles(folder: str, language: str) -> dict[str, str]:
    """English title -> the title in ``language``, for every built-in lesson (read once)."""
    try:
        english = list_examples(Path(folder))
        translated = list_examples(Path(folder), language)
    except SessionFileError:
        return {}
    return {e.title: t.title for e, t in zip(english, translated, strict=True)}


def example_title(name: str, language: str | None, folder: Path = EXAMPLES_FOLDER) -> str:
    """The title of the built-in lesson called ``name`` in ``language`` (its name when there is
    no such lesson or the lessons cannot be read)."""
    code = language if wants_translation(language) else ""
    return _titles_by_name(str(folder), code).get(name, name)


@lru_cache(maxsize=8)
def _titles_by_name(folder: str, language: str) -> dict[str, str]:
    try:
        return {info.name: info.title for info in list_examples(Path(folder), language or None)}
    except SessionFileError:
        return {}


def load_example(name: str, folder: Path = EXAMPLES_FOLDER) -> Session:
    """The example session called ``name``; UnknownExampleError (a KeyError) lists the names."""
    path = folder / f"{name}.json"
    if "/" in name or "\\" in name or not path.is_file():
        names = ", ".join(p.stem for p in sorted(folder.glob("*.json"), key=_lesson_key))
        raise UnknownExampleError(translate("Lessons", "no example called {name}; examples are "
                                             "{names}").format(name=repr(name), names=names))
    return load_session(path)


def _lesson_key(path: Path) -> tuple[int, str]:
    order = LESSON_ORDER.index(path.stem) if path.stem in LESSON_ORDER else len(LESSON_ORDER)
    return order, path.stem


def banner_texts(title: str, description: str, language: str | None,
                 folder: Path = EXAMPLES_FOLDER) -> tuple[str, str]:
    """The title and description to show for a session whose English ones these are: a
    built-in lesson's translation when they are that lesson's own words, else themselves."""
    if not wants_translation(language):
        return title, description
    return _by_english(language, folder).get((title, description), (title, description))


@lru_cache(maxsize=8)
def _by_english(language: str, folder: Path) -> dict[tuple[str, str], tuple[str, str]]:
    """(English title, description) -> (translated title, description), every lesson of
    ``folder`` (read once: the built-in lessons do not change while QKV Lab runs)."""
    try:
        english, translated = list_examples(folder), list_examples(folder, language)
    except SessionFileError:
        return {}
    return {(e.title, e.description): (t.title, t.description)
            for e, t in zip(english, translated, strict=True)}
