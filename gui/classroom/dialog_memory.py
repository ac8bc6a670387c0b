"""What a dialog remembers between openings (its last model, text, layer and head), kept in the
app's QSettings (gui.settings) under the dialog's own group. Only plain values: strings and
whole numbers; a value of another type read back (a hand-edited file) is ignored.
"""

from __future__ import annotations

from gui.settings import app_settings


def remember(group: str, values: dict[str, str | int]) -> None:
    settings = app_settings()
    settings.beginGroup(group)
    for key, value in values.items():
        settings.setValue(key, value)
    settings.endGroup()
    settings.sync()


def recalled_text(group: str, key: str) -> str | None:
    value = app_settings().value(f"{group}/{key}")
    return value if isinstance(value, str) else None


def recalled_number(group: str, key: str) -> int | None:
    value = app_settings().value(f"{group}/{key}")
    try:
        return int(value) if value is not None else None
    except (TypeError, ValueError):
        return None
