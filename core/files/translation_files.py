"""Translation files: a tour's or a lesson's texts in one language, read safely.

A translation sits beside what it translates and is named after it and its language:
``the-lesson.de.json`` translates ``the-lesson.json`` into German. It holds only texts, in the
structure of the file it translates, under a small header::

    {"format": "qkv-lab-translation", "version": 1, "language": "de", "title": "…", …}

What may be translated, and how it must match the English, is said by its reader
(core.tours.translation for tours, core.files.lesson_translations for lessons); here is what
both share: the file's name, the safe read (a regular file, at most MAX_TRANSLATION_BYTES,
strict UTF-8 JSON) and the header's check. Every refusal is one line naming the file.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from core.files.file_checks import FileRefusedError, read_regular_file
from core.i18n import translate

FORMAT = "qkv-lab-translation"
VERSION = 1
MAX_TRANSLATION_BYTES = 2**20    # texts only: a 100 MB "translation" is refused unread
HEADER = ("format", "version", "language")
# de, es, fr, zh_CN, pt_BR: a language, and a region where it matters; nothing that is a path.
CODE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?")


class TranslationError(ValueError):
    """A translation refused; the message is one line naming the file (and the step)."""


def wants_translation(language: str | None) -> bool:
    """Whether ``language`` asks for a translation: None, "" and English ask for none."""
    return bool(language) and language != "en"


def translation_path(path: Path, language: str) -> Path:
    """``the-lesson.json`` -> ``the-lesson.de.json`` (beside it); ValueError for a code that
    is not a language code."""
    if not CODE.fullmatch(language):
        raise ValueError(f"{language!r} is not a language code such as de, es or zh_CN")
    return path.with_name(f"{path.stem}.{language}.json")


def is_translation_file(path: Path) -> bool:
    """``name.de.json`` is a translation, ``name.json`` is not (folder listings skip them)."""
    stem = Path(path).stem
    return "." in stem and CODE.fullmatch(stem.rsplit(".", 1)[1]) is not None


def read_translation(path: Path, language: str) -> dict | None:
    """The translation's JSON object with its header checked; None when there is no such
    file (the English stays, nothing to say); TranslationError for anything refused."""
    if not path.exists() and not path.is_symlink():
        return None
    try:
        raw = read_regular_file(path, MAX_TRANSLATION_BYTES, "translation file")
    except FileRefusedError as error:
        raise TranslationError(f"{path.name}: {_reason(error, path)}") from None
    try:
        document = json.loads(raw.decode("utf-8"), parse_constant=_refuse_constant)
    except UnicodeDecodeError:
        raise TranslationError(f"{path.name}: " + translate("Files", "not UTF-8 text")) from None
    except (ValueError, RecursionError) as error:
        raise TranslationError(f"{path.name}: " + translate(
            "Files", "the JSON is broken ({error})").format(error=error)) from None
    if not isinstance(document, dict):
        example = f'{{"format": "{FORMAT}", "version": 1, "language": "{language}", …}}'
        raise TranslationError(f"{path.name}: " + translate(
            "Files", "holds no JSON object: a translation is {example}").format(example=example))
    if document.get("format") != FORMAT:
        raise TranslationError(f"{path.name}: format: " + translate("Files", "must be {value}")
                               .format(value=repr(FORMAT)))
    if document.get("version") != VERSION:
        raise TranslationError(f"{path.name}: version: " + translate("Files", "must be {value}")
                               .format(value=VERSION))
    if document.get("language") != language:
        raise TranslationError(f"{path.name}: language: " + translate(
            "Files", "says {said}, but the file's name says {named}").format(
                said=repr(document.get("language")), named=repr(language)))
    return document


def check_fields(raw: dict, allowed: tuple[str, ...], where: str) -> None:
    """TranslationError naming the first key of ``raw`` that is not in ``allowed``."""
    for key in raw:
        if key not in allowed:
            raise TranslationError(f"{where}{key}: " + translate(
                "Files", "not a text a translation may give (it gives {allowed})").format(
                    allowed=", ".join(allowed)))


def text_or(raw: dict, key: str, english: str, where: str, limit: int = 20_000) -> str:
    """``raw[key]`` when given (non-empty text of at most ``limit`` characters), else the
    English; TranslationError naming the field otherwise."""
    if key not in raw:
        return english
    value = raw[key]
    if not isinstance(value, str) or not value.strip():
        raise TranslationError(f"{where}{key}: " + translate("Files", "must be text, not empty"))
    if len(value) > limit:
        raise TranslationError(f"{where}{key}: " + translate(
            "Files", "{count} characters; at most {limit}").format(count=len(value), limit=limit))
    return value


def _reason(error: FileRefusedError, path: Path) -> str:
    """The refusal without the full path (the line names the file already)."""
    text = str(error).replace(str(path), "it", 1)
    return "it" + text[len(path.name):] if text.startswith(path.name) else text


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a translation")
