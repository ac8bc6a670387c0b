"""File › Export… (Ctrl+E), Export Window Image…, Export Step-Through Animation….

``install_export_menu(frame, controller, (view_state, stage_view), show_message, file_menu,
quit_action)`` puts the three actions in the File menu (above Quit) and returns the
WindowExports that runs them; ``frame`` is the picture of Export Window Image and the
parent of the dialogs; the view state says which stage and head are in view, ``stage_view``
(the large view) is the SVG of the current stage. Every export reports each file in the status bar,
then a summary; a failure is one clear message box and no file written.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from core.export import ExportError
from core.export.handout import handout_caption, session_stem
from core.i18n import english_plural
from core.session.view_state import ViewState
from gui.document.controller import SessionController
from gui.export import export_prompts
from gui.export.export_dialog import ExportDialog
from gui.export.export_job import ExportChoice, export_choice
from gui.export.image import ANIMATION_FORMATS, export_animation, export_png, export_svg

translate = QCoreApplication.translate

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
    """File › Export…, the window image and the step-through animation of ``controller``'s
    trace; ``show_message`` puts one line in the status bar."""

    def __init__(self, frame: QWidget, controller: SessionController,
                 view: tuple[ViewState, QWidget], show_message: Callable[[str], None]) -> None:
        """``view``: (the view state, the large view whose SVG is the current stage's)."""
        super().__init__(frame)
        self._frame = frame
        self._controller = controller
        self._view_state, self._stage_view = view
        self._show_message = show_message
        self.dialog: ExportDialog | None = None
        self.export_action = QAction(translate("WindowExports", "&Export…"), frame)
        self.export_action.setShortcut(QKeySequence("Ctrl+E"))
        self.export_action.setToolTip(translate(
            "WindowExports", "export stages as CSV, NumPy, JSON, LaTeX, PNG, SVG, GIF"))
        self.window_image_action = QAction(translate("WindowExports", "Export &Window Image…"),
                                           frame)
        self.window_image_action.setToolTip(translate(
            "WindowExports", "the whole window as PNG, or the stage view as SVG"))
        self.animation_action = QAction(translate(
            "WindowExports", "Export Step-Through &Animation…"), frame)
        self.animation_action.setToolTip(translate("WindowExports",
                                                    "every stage, animated, as a GIF"))
        self.export_action.triggered.connect(self.open_dialog)
        self.window_image_action.triggered.connect(self.export_window_image)
        self.animation_action.triggered.connect(self.export_step_through)

    def actions(self) -> list[QAction]:
        return [self.export_action, self.window_image_action, self.animation_action]

    # ----- File › Export… -----------------------------------------------------------------
    def open_dialog(self) -> ExportDialog:
        """Show the export dialog (window-modal, returns at once); Export writes the files."""
        if self.dialog is None:
            self.dialog = ExportDialog(self._frame)
            self.dialog.accepted.connect(self._dialog_accepted)
        session, stage = self._controller.session, self._view_state.stage
        self.dialog.prepare(stage=stage, stem=session_stem(session),
                            caption=handout_caption(session, stage))
        self.dialog.open()
        return self.dialog

    def _dialog_accepted(self) -> None:
        try:
            choice = self.dialog.choice()
        except ValueError as error:
            export_prompts.show_error(self._frame, translate("WindowExports", "Nothing to export"),
                                      str(error))
            return
        self.run(self.dialog.folder(), choice)

    def run(self, folder: Path, choice: ExportChoice) -> list[Path] | None:
        """Write the chosen files into ``folder``; the paths, or None after an error box."""
        controller, frame = self._controller, self._frame
        session = controller.session
        settings = {"scaled": session.scaled, "positional": session.positional}
        try:
            paths = busy(lambda: export_choice(
                controller.trace, session.tokens, folder, choice, settings=settings,
                on_file=lambda path: self._show_message(
                    translate("WindowExports", "wrote {written}").format(written=path)),
                notes=lambda stage, head: handout_caption(session, stage),
                resolve_existing=lambda names: export_prompts.ask_existing(frame, names)))
        except (ExportError, ValueError) as error:
            export_prompts.show_error(frame, translate("WindowExports", "Export failed"),
                                      translate("WindowExports", "{error}\n\nNothing was "
                                                                 "written.").format(
                                          error=error))
            return None
        if not paths:
            self._show_message(translate("WindowExports", "export cancelled: nothing written "
                                                           "to {folder}").format(folder=folder))
            return None
        export_prompts.FolderMemory.remember(Path(folder))
        count = len(paths)   # self.tr: lupdate sees a plural's count only there (PySide 6.10)
        summary = english_plural(self.tr("exported %n file(s) to {folder}", "", count),
                                 count).format(folder=folder)
        self._show_message(summary)
        export_prompts.show_summary(frame, translate("WindowExports", "Export finished"), summary,
                                    "\n".join(path.name for path in paths))
        return paths

    # ----- File › Export Window Image… ----------------------------------------------------
    def export_window_image(self) -> Path | None:
        frame = self._frame
        stem = session_stem(self._controller.session)
        caption = translate("WindowExports", "Export window image")
        path = export_prompts.ask_save_path(frame, caption, f"{stem}_window.png",
                                            WINDOW_IMAGE_FILTERS)
        if path is None:
            return None
        if path.suffix.lower() == ".svg":
            return self._write(path, lambda: export_svg(self._stage_view, path))
        scale = export_prompts.ask_scale(frame)
        if scale is None:
            return None
        return self._write(path, lambda: export_png(frame, path, scale))

    # ----- File › Export Step-Through Animation… ------------------------------------------
    def export_step_through(self) -> Path | None:
        frame = self._frame
        session = self._controller.session
        path = export_prompts.ask_save_path(frame, translate("WindowExports",
                                                              "Export step-through animation"),
                                            f"{session_stem(session)}_step-through.gif",
                                            ANIMATION_FILTERS)
        if path is None:
            return None
        if path.suffix.lower() not in ANIMATION_FORMATS:
            path = path.with_suffix(".gif")
        trace, head = self._controller.trace, self._view_state.head
        note = handout_caption(session)
        return self._write(path, lambda: export_animation(trace, session.tokens, path,
                                                          head=head, note=note))

    def _write(self, path: Path, write: Callable[[], Path]) -> Path | None:
        try:
            written = busy(write)
        except (ExportError, OSError, ValueError) as error:
            export_prompts.show_error(self._frame, translate("WindowExports", "Export failed"),
                                      str(error))
            return None
        self._show_message(translate("WindowExports", "wrote {written}").format(written=written))
        return written


def install_export_menu(frame: QWidget, controller: SessionController,
                        view: tuple[ViewState, QWidget], show_message: Callable[[str], None],
                        menu: QMenu, quit_action: QAction | None) -> WindowExports:
    """Add the export actions to File, above Quit (or at the end when there is no Quit);
    ``view``: (the view state, the large view)."""
    exports = WindowExports(frame, controller, view, show_message)
    if quit_action in menu.actions():
        menu.insertActions(quit_action, exports.actions())
        menu.insertSeparator(quit_action)
    else:
        menu.addActions(exports.actions())
    frame.addActions(exports.actions())   # Ctrl+E also with the menu bar hidden
    return exports
