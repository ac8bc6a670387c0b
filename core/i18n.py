"""The words core writes, in the window's language: a translation hook core calls, gui fills.

Core never imports Qt. The sentences a learner reads (stage meanings, explanation prose, mask
notes, error lines) go through ``translate(context, text)``; it returns ``text`` itself until a
translator is installed (gui.window.language installs ``QCoreApplication.translate`` for a
language other than English), so the CLI, exports and every English test read what they always
read. pyside6-lupdate finds the calls of both with literal texts in core/ (``make
translations``).

Texts with numbers carry named fields, formatted after the lookup, so every language keeps the
numbers and places them where its grammar wants them: the text "divided by τ = {tau}" is
looked up first, then ``.format(tau=...)`` fills it in (never an f-string inside translate:
lupdate needs the literal).

This is the project's one convention, in gui as in core: ``translate(...).format(name=...)``
with named fields, never Qt's ``%1`` with ``.replace``. Why: core cannot use Qt's ``arg``, a
named field tells the translator what goes there ({hidden} of {total}, not %1 of %2), and
``str.format`` fails loudly on a field the translation misspells (tests/gui/window/
test_translations.py checks every catalogue's fields against its source). Only Qt's plural
``%n`` (``self.tr(text, "", n)``) keeps its form: it is the one lupdate reads as a plural.
tests/gui/window/test_translations.py checks that no module writes ``%1`` any more.

Tables built at import time mark their texts with ``QT_TRANSLATE_NOOP`` (which returns them
unchanged) and look them up later with translate (the key picks the text, same context).
"""

from __future__ import annotations

import re
from collections.abc import Callable

Translator = Callable[[str, str], str]
_hook: list[Translator] = []
_language: list[str] = []     # the code of the language the hook speaks, where it said


def translate(context: str, text: str) -> str:
    """``text`` in the installed language (itself when no translator is installed)."""
    if not _hook:
        return text
    translated = _hook[-1](context, text)
    return translated if isinstance(translated, str) and translated else text


def english_plural(text: str, n: int) -> str:
    """A counted text as English writes it when no catalogue resolved its plural (Qt's
    ``tr(text, "", n)`` fills %n but keeps "(s)"): 'word(s)' becomes 'word' for 1, else
    'words'. A translated text has no "(s)" and comes back as it is."""
    return re.sub(r"(\w)\(s\)", r"\1" if n == 1 else r"\1s", text)


def whole_number(n: int) -> str:
    """A whole number as the window's language writes it (docs/learners-guide.md's rule):
    English groups thousands with a comma (1,024); German, Spanish and Chinese write 1024. Decimals
    always take a point (0.42), in every language, because numbers are pasted into code. The
    separator comes from the catalogue: each language writes the sample "1,024" its own way."""
    sample = translate("Numbers", "1,024")
    separator = sample[1:-3] if len(sample) >= 4 and sample[0] == "1" and \
        sample.endswith("024") else ","
    return f"{n:,}".replace(",", separator)


def quoted(text: str) -> str:
    """``text`` in the quotation marks of the window's language: “mole” in English and
    Chinese, „Maulwurf“ in German, «topo» in Spanish (the catalogue says which)."""
    return translate("Quotes", "“{text}”").format(text=text)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for pyside6-lupdate without translating it now (a module-level table)."""
    return text


def install_translator(hook: Translator, language: str | None = None) -> None:
    """Send every later ``translate`` through ``hook(context, text)`` (replaces an earlier one);
    ``language``: its code, for the texts that come from files rather than the catalogue (a
    lesson's title: core.files.examples)."""
    _hook[:] = [hook]
    _language[:] = [language] if language else []


def remove_translator() -> None:
    """Back to the English texts as written."""
    _hook.clear()
    _language.clear()


def language() -> str:
    """The code of the language ``translate`` speaks ("en" when no translator is installed or
    it did not say)."""
    return _language[0] if _hook and _language else "en"


def installed() -> bool:
    return bool(_hook)
