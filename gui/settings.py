"""Where the app remembers things: one QSettings for recent files, window layout and view choices.

With QKV_LAB_DATA_DIR set (tests, benchmarks, portable use) an INI file in that folder, so nothing
is written under the user's home; otherwise the platform's usual place for "QKV Lab". The lowest
module of gui/: every room may import it, it imports no other gui module.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings

DATA_DIR_VARIABLE = "QKV_LAB_DATA_DIR"
SETTINGS_ORG = SETTINGS_APP = "QKV Lab"


def app_settings() -> QSettings:
    """The app's QSettings: an INI file under $QKV_LAB_DATA_DIR when set, else the native one."""
    folder = os.environ.get(DATA_DIR_VARIABLE)
    if folder:
        return QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings(SETTINGS_ORG, SETTINGS_APP)
