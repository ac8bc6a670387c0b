"""A translator that marks every text it is asked for, for the tests that check a text went
through core.i18n: "«" + text + "»", and ``unmarked`` gives back the English exactly. The
``hook`` fixture (installed for tests/core by its conftest.py) marks every text for one test."""

from __future__ import annotations

import pytest

from core import i18n


def marked(context: str, text: str) -> str:
    return f"«{text}»"


def unmarked(text: str) -> str:
    return text.replace("«", "").replace("»", "")


@pytest.fixture
def hook():
    """core.i18n marks every text while the test runs (English again afterwards)."""
    i18n.install_translator(marked)
    yield
    i18n.remove_translator()
