"""The export dialogs start in the folder of the last export, also after QKV Lab restarts
(the folder is kept in the app's QSettings, not only for the run)."""

from __future__ import annotations

from gui.export.export_prompts import FolderMemory


def test_the_last_folder_outlives_the_run(tmp_path, monkeypatch):
    monkeypatch.setenv("QKV_LAB_DATA_DIR", str(tmp_path / "data"))
    chosen = tmp_path / "exports"
    chosen.mkdir()
    monkeypatch.setattr(FolderMemory, "folder", None)
    FolderMemory.remember(chosen / "scores.csv")
    monkeypatch.setattr(FolderMemory, "folder", None)          # a new run: nothing in memory
    assert FolderMemory.start_folder() == chosen
    chosen.rmdir()                                              # gone: the usual start again
    monkeypatch.setattr(FolderMemory, "folder", None)
    assert FolderMemory.start_folder() != chosen
