"""File › Export… (Ctrl+E), Export Window Image…, Export Step-Through Animation….

``install_export_menu(window)`` puts the three actions in the File menu (above Quit) and
returns the WindowExports that runs them. Every export reports each file in the status bar,
then a summary; a failure is one clear message box and no file written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from core.export import ExportError
from core.export.handout import handout_caption, session_stem
from gui.export import export_prompts
from gui.export.export_dialog import ExportDialog
from gui.export.export_job import ExportChoice, export_choice
from gui.export.image import ANIMATION_FORMATS, export_animation, export_png, export_svg

WINDOW_IMAGE_FILTERS = "PNG image of the window (*.png);;SVG of the current stage view (*.svg)"
ANIMATION_FILTERS = "GIF animation (*.gif);;Animated PNG (*.png *.apng);;WebP animation (*.webp)"


def busy(work: Callable[[], object]) -> object:
    """Run ``work`` under a wait cursor (exports render offscreen and can take seconds)."""
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        return work()
    finally:
        QApplication.restoreOverrideCursor()


class WindowExports(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: ExportDialog | None = None
        self.export_action = QAction("&Export…", window)
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        self.export_action.setToolTip("export stages as CSV, NumPy, JSON, LaTeX, PNG, SVG, GIF")
        self.window_image_action = QAction("Export &Window Image…", window)
        self.window_image_action.setToolTip("the whole window as PNG, or the stage view as SVG")
        self.animation_action = QAction("Export Step-Through &Animation…", window)
        self.animation_action.setToolTip("every stage, animated, as a GIF")
        self.export_action.triggered.connect(self.open_dialog)
        self.window_image_action.triggered.connect(self.export_window_image)
        self.animation_action.triggered.connect(self.export_step_through)

    def actions(self) -> list[QAction]:
        return [self.export_action, self.window_image_action, self.animation_action]

    # ----- File › Export… -----------------------------------------------------------------
    def open_dialog(self) -> ExportDialog:
        """Show the export dialog (window-modal, returns at once); Export writes the files."""
        if self.dialog is None:
            self.dialog = ExportDialog(self.window)
            self.dialog.accepted.connect(self._dialog_accepted)
        session, panel = self.window.controller.session, self.window.stage_panel
        self.dialog.prepare(stage=panel.stage, stem=session_stem(session),
                            caption=handout_caption(session, panel.stage))
        self.dialog.open()
        return self.dialog

    def _dialog_accepted(self) -> None:
        try:
            choice = self.dialog.choice()
        except ValueError as error:
            export_prompts.show_error(self.window, "Nothing to export", str(error))
            return
        self.run(self.dialog.folder(), choice)

    def run(self, folder: Path, choice: ExportChoice) -> list[Path] | None:
        """Write the chosen files into ``folder``; the paths, or None after an error box."""
        controller, window = self.window.controller, self.window
        session = controller.session
        settings = {"scaled": session.scaled, "positional": session.positional}
        try:
            paths = busy(lambda: export_choice(
                controller.trace, session.tokens, folder, choice, settings=settings,
                on_file=lambda path: window.show_message(f"wrote {path}"),
                notes=lambda stage, head: handout_caption(session, stage),
                resolve_existing=lambda names: export_prompts.ask_existing(window, names)))
        except (ExportError, ValueError) as error:
            export_prompts.show_error(window, "Export failed",
                                      f"{error}\n\nNothing was written.")
            return None
        if not paths:
            window.show_message(f"export cancelled: nothing written to {folder}")
            return None
        export_prompts.FolderMemory.remember(Path(folder))
        summary = f"exported {len(paths)} file{'s' if len(paths) != 1 else ''} to {folder}"
        window.show_message(summary)
        export_prompts.show_summary(window, "Export finished", summary,
                                    "\n".join(path.name for path in paths))
        return paths

    # ----- File › Export Window Image… ----------------------------------------------------
    def export_window_image(self) -> Path | None:
        window = self.window
        stem = session_stem(window.controller.session)
        path = export_prompts.ask_save_path(window, "Export window image", f"{stem}_window.png",
                                            WINDOW_IMAGE_FILTERS)
        if path is None:
            return None
        if path.suffix.lower() == ".svg":
            return self._write(path, lambda: export_svg(window.stage_panel.large, path))
        scale = export_prompts.ask_scale(window)
        if scale is None:
            return None
        return self._write(path, lambda: export_png(window, path, scale))

    # ----- File › Export Step-Through Animation… ------------------------------------------
    def export_step_through(self) -> Path | None:
        window = self.window
        session = window.controller.session
        path = export_prompts.ask_save_path(window, "Export step-through animation",
                                            f"{session_stem(session)}_step-through.gif",
                                            ANIMATION_FILTERS)
        if path is None:
            return None
        if path.suffix.lower() not in ANIMATION_FORMATS:
            path = path.with_suffix(".gif")
        trace, head = window.controller.trace, window.stage_panel.head
        note = handout_caption(session)
        return self._write(path, lambda: export_animation(trace, session.tokens, path,
                                                          head=head, note=note))

    def _write(self, path: Path, write: Callable[[], Path]) -> Path | None:
        try:
            written = busy(write)
        except (ExportError, OSError, ValueError) as error:
            export_prompts.show_error(self.window, "Export failed", str(error))
            return None
        self.window.show_message(f"wrote {written}")
        return written


def install_export_menu(window) -> WindowExports:
    """Add the export actions to File, above Quit (or at the end when there is no Quit)."""
    exports = WindowExports(window)
    menu = window.menu("File")
    quit_action = window.actions.quit
    if quit_action in menu.actions():
        menu.insertActions(quit_action, exports.actions())
        menu.insertSeparator(quit_action)
    else:
        menu.addActions(exports.actions())
    window.addActions(exports.actions())   # Ctrl+E also with the menu bar hidden
    return exports
