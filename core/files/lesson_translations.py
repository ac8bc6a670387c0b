"""A built-in lesson's words in another language: its title, its description (the banner above
the stages) and its lab's banner, from ``examples/translations/<lesson>.<language>.json``.

The lesson itself stays one session file, read by core.files.session_io with its strict checks
untouched: its numbers, tokens and settings have no translation. The translations live in
their own folder, so the lesson folder holds only sessions. A translation holds::

    {"format": "qkv-lab-translation", "version": 1, "language": "de",
     "title": "…", "description": "…", "lab": {"banner": "…"}}

``lab`` only where the lesson opens a lab. A broken or mismatched translation is refused with
one line naming the file, and the English words are used.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.files.translation_files import (
    HEADER,
    TranslationError,
    check_fields,
    read_translation,
    text_or,
    translation_path,
    wants_translation,
)

LESSON_TEXTS = (*HEADER, "title", "description", "lab")
FOLDER_NAME = "translations"   # beside the lessons: examples/translations/


@dataclass(frozen=True)
class LessonTexts:
    title: str
    description: str
    lab_banner: str | None = None    # None: the lesson opens no lab (or its lab has no banner)


def translated_texts(name: str, english: LessonTexts, folder: Path,
                     language: str | None) -> tuple[LessonTexts, str]:
    """The lesson ``name`` (in ``folder``) in ``language``, and "" or the one line saying why
    its translation was refused (then the English comes back)."""
    if not wants_translation(language):
        return english, ""
    try:
        path = translation_path(folder / FOLDER_NAME / f"{name}.json", language)
        document = read_translation(path, language)
        if document is None:
            return english, ""
        return _translated(english, document, f"{path.name}: "), ""
    except (TranslationError, ValueError) as error:
        return english, f"{error}; the lesson's words are shown in English"


def _translated(english: LessonTexts, document: dict, where: str) -> LessonTexts:
    check_fields(document, LESSON_TEXTS, where)
    banner = english.lab_banner
    if "lab" in document:
        lab = document["lab"]
        if english.lab_banner is None:
            raise TranslationError(f"{where}lab: the lesson opens no lab with a banner")
        if not isinstance(lab, dict):
            raise TranslationError(f"{where}lab: must be an object {{\"banner\": …}}")
        check_fields(lab, ("banner",), f"{where}lab.")
        banner = text_or(lab, "banner", english.lab_banner, f"{where}lab.")
    return LessonTexts(title=text_or(document, "title", english.title, where, 200),
                       description=text_or(document, "description", english.description,
                                           where),
                       lab_banner=banner)
