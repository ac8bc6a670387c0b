"""Masks in the window: M beside the masked stage (paintable), the formula's M as a link,
Lesson › Mask with the presets, and the "why −∞" lab.

``MaskFeatures`` is built with the parts it uses (the controller, the stepper, the view state
(the head the lab follows), the stage panel (M goes beside its large view; a click on its
masked or weights view edits M) and its animation, the formula bar, the Lesson menu, the
toolbar's causal action, a maker of the M panel's fold, the owner window for its dialogs);
every edit goes through the controller.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QSplitter, QWidget

from core.masks.presets import PRESETS, preset, toggle
from core.masks.text import stroke_label
from core.session.view_state import ViewState
from gui.classroom.mask_lab import MaskLabDialog
from gui.document.controller import SessionController
from gui.document.stepper import Stepper
from gui.document.view_following import follow_view
from gui.editors.mask_editor_panel import MaskEditBinding, MaskEditorPanel
from gui.editors.mask_preset_dialog import MaskPresetDialog
from gui.views.formula_bar import FormulaBar
from gui.views.large_view_animation import StageAnimation
from gui.views.stage_panel import StagePanel
from gui.window.mask_side import MASK_STAGE, MaskSide

translate = QCoreApplication.translate

CLICK_STAGES = ("masked", "weights")   # views a click edits the mask on, in mask-editing mode


class MaskFeatures(QObject):
    def __init__(self, controller: SessionController, stepper: Stepper, view_state: ViewState,
                 stage_panel: StagePanel, animation: StageAnimation, formula_bar: FormulaBar,
                 lesson_menu: QMenu, causal_action: QAction,
                 make_fold: Callable[[QSplitter, QWidget], MaskSide], owner: QWidget) -> None:
        """``make_fold(side, panel)``: the M panel's fold (MaskSide, sized for the window)."""
        super().__init__(owner)
        self._controller, self._stepper, self._stage_panel = controller, stepper, stage_panel
        self._view_state = view_state
        self._animation, self._causal_action, self._owner = animation, causal_action, owner
        self.panel = MaskEditorPanel()
        self.panel.setObjectName("maskEditor")
        self.binding = MaskEditBinding(controller, self.panel)
        self.side = stage_panel.add_side_widget(self.panel)
        self.fold = make_fold(self.side, self.panel)  # M narrows or folds to a strip
        self.lab: MaskLabDialog | None = None
        self.menu = self._build_menu(lesson_menu.addMenu(translate("MaskFeatures", "&Mask")))
        stepper.stage_changed.connect(lambda stage, _animate: self._follow(stage))
        formula_bar.term_clicked.connect(self._term_clicked)
        stage_panel.cell_clicked.connect(self._view_cell_clicked)
        self._follow(stepper.stage)

    # ----- actions ------------------------------------------------------------------------
    def apply_preset(self, name: str, **params) -> bool:
        """Set the session's own mask to a preset ("none" clears it); one undo step."""
        title = translate("MaskPresets", PRESETS[name].title) if name in PRESETS else name
        # an undo step, written as the mask's other steps ("mask: hid 1 key")
        step = translate("Masks", "mask: {preset}").format(preset=title)
        if name == "none":  # every query sees every key: the causal mask goes too
            return self._controller.edit(
                step, lambda s: s.with_settings(mask=None, causal=False))
        return self._controller.edit(
            step,
            lambda s: s.with_settings(mask=preset(name, s.n_tokens, **params)))

    def ask_preset(self, name: str) -> MaskPresetDialog | None:
        """A preset from the menu: its parameters from a small dialog when it has any (opened
        without waiting: OK applies them; returned), else applied at once (None)."""
        if not PRESETS[name].parameters:
            self.apply_preset(name)
            return None
        dialog = MaskPresetDialog(name, self._controller.session.n_tokens, self._owner)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.apply_preset(name, **dialog.parameters()))
        dialog.open()
        return dialog

    def show_mask(self) -> None:
        """Go to the masked stage, where M is drawn beside S/√d_k + M."""
        self._stepper.jump(MASK_STAGE)
        self.fold.unfold()

    def set_view_editing(self, on: bool) -> None:
        """Mask-editing mode: a click on a cell of the masked or weights view hides or shows
        that key (one undo step a click)."""
        self.edit_views.setChecked(on)

    def show_lab(self) -> MaskLabDialog:
        if self.lab is None:
            view, lab = self._view_state, MaskLabDialog(self._controller, self._owner,
                                                        head=self._view_state.head)
            follow_view(view, ("head",), lambda: lab.set_head(view.head), lab)  # head in view
            self.lab = lab
        self.lab.show()
        self.lab.raise_()
        return self.lab

    # ----- internals ----------------------------------------------------------------------
    def _build_menu(self, menu: QMenu) -> QMenu:
        show = QAction(translate("MaskFeatures", "Show M and edit it"), self)
        show.setStatusTip(translate("MaskFeatures", "go to the masked stage: click or drag on M "
                                                    "to hide or show keys"))
        show.triggered.connect(self.show_mask)
        menu.addAction(show)
        self.edit_views = QAction(translate(
            "MaskFeatures", "Edit the mask by clicking the masked and weights views"), self)
        self.edit_views.setCheckable(True)
        self.edit_views.setStatusTip(translate(
            "MaskFeatures", "mask-editing mode: a click on a cell of the masked or weights view "
                            "hides that key from that query, or shows it"))
        menu.addAction(self.edit_views)
        menu.addSeparator()
        for name, spec in PRESETS.items():
            if name == "causal":  # the toolbar's own checkable action: one causal switch
                menu.addAction(self._causal_action)
                continue
            title = translate("MaskPresets", spec.title)   # marked in core.masks.presets
            action = QAction(title + ("…" if spec.parameters else ""), self)
            action.setObjectName(f"maskPreset_{name}")
            reason = translate("MaskPresets", spec.explanation)
            action.setToolTip(reason)
            action.setStatusTip(reason)
            action.triggered.connect(lambda _on=False, n=name: self.ask_preset(n))
            menu.addAction(action)
        menu.setToolTipsVisible(True)
        menu.addSeparator()
        lab = QAction(translate("MaskFeatures", "Why −∞? Compare −∞, 0 and −c…"), self)
        lab.setStatusTip(translate("MaskFeatures", "what a finite mask value lets leak through "
                                                   "softmax, row by row"))
        lab.triggered.connect(self.show_lab)
        menu.addAction(lab)
        return menu

    def side_width(self) -> int:
        """Pixels M would give the large view back if it folded (the layout policy's input)."""
        return self.fold.give_back_px()

    def _follow(self, stage: str) -> None:
        visible = stage == MASK_STAGE
        if self.fold.is_active() == visible:
            return
        self.fold.set_active(visible)
        self.side.refresh()                           # the large view's new width, now
        if not self._animation.is_running():   # a frame in flight keeps its own title
            self._stage_panel.render_current()  # the title elided for that width

    def _view_cell_clicked(self, stage: str, row: int, col: int) -> None:
        if not self.edit_views.isChecked() or stage not in CLICK_STAGES:
            return
        own = self._controller.session.mask   # the session's own mask, not causal's
        shown = own is None or bool(own[row, col])
        self._controller.edit(stroke_label(1, not shown), lambda s: s.with_settings(
            mask=toggle(s.mask, s.n_tokens, row, col)))

    def _term_clicked(self, term: str) -> None:
        if term == "M":
            self.show_mask()

