"""Each stage view's context menu: copy it as a table or LaTeX, save it as a file or a picture.

A right click on the large heatmap (its ``context_menu_requested``) or on a tile of the strip
opens a menu for that stage and the head shown. The numbers always come from the
controller's trace through core.export (never from the pixels), in matrix coordinates: rows
are queries/tokens, as in every exported file. Pictures of the large view are the view itself;
a tile's picture is rendered offscreen at slide size (gui.export.image.stage_picture).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPoint, Qt
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from core.codegen import torch_tensor_text
from core.export import (
    ExportError,
    handout_caption,
    handout_name,
    session_stem,
    stage_clipboard_text,
    stage_matrix,
    to_latex,
    write_stage_file,
)
from gui.document.controller import SessionController
from gui.export import export_prompts
from gui.export.image import SCALES, export_png, export_svg, stage_picture
from gui.export.torch_copy import COPY_TEXT
from gui.views.stage_panel import StagePanel

translate = QCoreApplication.translate

LATEX_PRECISION = 3
STAGE_FILE_KINDS = (  # (menu text, suffix, file dialog filter: shown translated)
    ("CSV…", ".csv", QT_TRANSLATE_NOOP("StageViewMenus", "CSV table (*.csv)")),
    ("NPY…", ".npy", QT_TRANSLATE_NOOP("StageViewMenus", "NumPy array (*.npy)")),
    ("JSON…", ".json", "JSON (*.json)"),
    ("LaTeX…", ".tex", QT_TRANSLATE_NOOP("StageViewMenus", "LaTeX matrix (*.tex)")),
)


class StageViewMenus(QObject):
    """Builds and shows the context menu of ``stage_panel``'s views (the controller's trace);
    ``parent`` owns the menus and the file dialogs, ``show_message`` is the status bar."""

    def __init__(self, parent: QWidget, controller: SessionController, stage_panel: StagePanel,
                 show_message: Callable[[str], None]) -> None:
        super().__init__(parent)
        self._parent = parent
        self._controller = controller
        self._panel = stage_panel
        self._show_message = show_message
        self.menu: QMenu | None = None   # the menu shown last (tests read it)
        self.outline_selection = False   # saved images leave the selection out unless asked
        panel = stage_panel
        panel.large.context_menu_requested.connect(self._large_menu)
        for stage, tile in panel.tiles.items():
            for widget in (tile.thumbnail, tile.caption):
                widget.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
                widget.customContextMenuRequested.connect(
                    partial(self._tile_menu, stage, widget))

    # ----- what a menu acts on ------------------------------------------------------------
    def _source(self) -> tuple:
        controller = self._controller
        return controller.trace, controller.session.tokens, self._panel.head

    def table_text(self, stage: str) -> str:
        """Tab-separated values of the stage (head shown), with token labels."""
        trace, tokens, head = self._source()
        return stage_clipboard_text(trace, tokens, stage, head)

    def latex_text(self, stage: str) -> str:
        """The stage (head shown) as a labelled LaTeX matrix, LATEX_PRECISION decimals."""
        trace, tokens, head = self._source()
        matrix = stage_matrix(trace, tokens, stage, head)
        return to_latex(matrix.values, LATEX_PRECISION, matrix.row_labels, matrix.col_labels)

    def torch_text(self, stage: str) -> str:
        """The stage (head shown) as ``torch.tensor([...])`` source; −∞ as float('-inf')."""
        trace, tokens, head = self._source()
        return torch_tensor_text(stage_matrix(trace, tokens, stage, head).values)

    # ----- building -----------------------------------------------------------------------
    def build_menu(self, stage: str, picture: Callable[[], QWidget] | None = None) -> QMenu:
        """The menu for ``stage``; ``picture`` gives the widget to save as an image (None: a
        slide-sized offscreen rendering of the stage)."""
        menu = QMenu(self._parent)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.addSection(f"{stage}")
        menu.addAction(translate("StageViewMenus", "Copy as table"),
                       lambda: self._copy(stage, self.table_text))
        menu.addAction(translate("StageViewMenus", "Copy as LaTeX"),
                       lambda: self._copy(stage, self.latex_text))
        menu.addAction(translate("TorchCopy", COPY_TEXT),
                       lambda: self._copy(stage, self.torch_text))
        files = menu.addMenu(translate("StageViewMenus", "Export this stage as"))
        for text, suffix, filters in STAGE_FILE_KINDS:
            files.addAction(text, partial(self.save_stage_file, stage, suffix,
                                          translate("StageViewMenus", filters)))
        images = menu.addMenu(translate("StageViewMenus", "Save image as"))
        for scale in SCALES:
            images.addAction(f"PNG {scale}×…", partial(self.save_image, stage, ".png", scale,
                                                       picture))
        images.addAction("SVG…", partial(self.save_image, stage, ".svg", 1, picture))
        images.addSeparator()
        outline = images.addAction(translate("StageViewMenus", "Outline the selection"))
        outline.setCheckable(True)
        outline.setChecked(self.outline_selection)
        outline.toggled.connect(lambda on: setattr(self, "outline_selection", on))
        return menu

    def _large_menu(self, global_pos: QPoint) -> None:
        # saved as an offscreen picture sized by the matrix, not the view's current shape; what
        # the view shows (q_rotated while "after rotation" is ticked, rotary positions)
        self._show(self.build_menu(self._panel.shown_name(self._panel.stage)), global_pos)

    def _tile_menu(self, stage: str, widget: QWidget, local_pos: QPoint) -> None:
        self._show(self.build_menu(stage), widget.mapToGlobal(local_pos))

    def _show(self, menu: QMenu, global_pos: QPoint) -> None:
        self.menu = menu
        menu.popup(global_pos)

    # ----- doing --------------------------------------------------------------------------
    def _copy(self, stage: str, text_for: Callable[[str], str]) -> None:
        QApplication.clipboard().setText(text_for(stage))
        self._show_message(translate("StageViewMenus", "copied {stage} to the clipboard").format(
            stage=stage))

    def _default_name(self, stage: str, suffix: str) -> str:
        """``<session>_scores.csv``; ``<session>_scores_head2.csv`` for one head's matrix of
        several (NPY and JSON files hold every head, so they keep the stage's name)."""
        stem = session_stem(self._controller.session)
        if suffix in (".npy", ".json"):
            return handout_name(stem, stage + suffix)
        trace, tokens, head = self._source()
        return handout_name(stem, stage_matrix(trace, tokens, stage, head).name + suffix)

    def save_stage_file(self, stage: str, suffix: str, filters: str) -> Path | None:
        path = export_prompts.ask_save_path(self._parent, translate("StageViewMenus", "Export "
                                                                                      "{stage}").format(
            stage=stage),
                                            self._default_name(stage, suffix), filters)
        if path is None:
            return None
        trace, tokens, head = self._source()
        return self._write(path, lambda: write_stage_file(
            trace, tokens, stage, path.with_suffix(suffix), head=head,
            precision=LATEX_PRECISION))

    def save_image(self, stage: str, suffix: str, scale: int,
                   picture: Callable[[], QWidget] | None = None) -> Path | None:
        filters = translate("StageViewMenus", "PNG image (*.png)") if suffix == ".png" else \
            translate("StageViewMenus", "SVG drawing (*.svg)")
        path = export_prompts.ask_save_path(self._parent, translate("StageViewMenus",
                                                                    "Save {stage} as image").format(
            stage=stage),
                                            self._default_name(stage, suffix), filters)
        if path is None:
            return None
        path = path.with_suffix(suffix)
        return self._write(path, lambda: self._write_image(stage, path, scale, picture))

    def _write_image(self, stage: str, path: Path, scale: int,
                     picture: Callable[[], QWidget] | None) -> Path:
        if picture is not None:
            view = picture()
            return export_png(view, path, scale) if path.suffix == ".png" else \
                export_svg(view, path)
        trace, tokens, head = self._source()
        highlight = self._panel.outline(stage) if self.outline_selection else None
        note = handout_caption(self._controller.session, stage)
        offscreen = stage_picture(trace, tokens, stage, head, highlight=highlight, note=note)
        try:
            return export_png(offscreen, path, scale) if path.suffix == ".png" else \
                export_svg(offscreen.heatmap, path, offscreen.caption_lines)
        finally:
            offscreen.close()
            offscreen.deleteLater()

    def _write(self, path: Path, write: Callable[[], Path]) -> Path | None:
        try:
            written = write()
        except (ExportError, OSError, ValueError) as error:
            export_prompts.show_error(self._parent, translate("StageViewMenus", "Could not save"),
                                      str(error))
            return None
        self._show_message(translate("StageViewMenus", "wrote {written}").format(written=written))
        return written
