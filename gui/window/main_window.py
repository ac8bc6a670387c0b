"""The main window: docks (tokens, matrices, explanation) around the stage panel.

It wires widgets to the controller, the stepper and the linked selection, and renders what
they say. Other features add their actions through ``menu(name)``.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QEvent,
    QSignalBlocker,
    Qt,
)
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QMenu,
    QSizeGrip,
    QVBoxLayout,
    QWidget,
)

from core.attention.stage_text import StageSettings
from core.attention.stages import SQUARE_STAGES
from core.attention.trace import Trace
from core.session.value import Session
from core.session.view_state import ViewState
from gui.document.controller import SessionController
from gui.document.selection import SelectionModel
from gui.document.session_files import SessionFiles
from gui.document.stepper import Stepper
from gui.editors.matrix_editor import MatrixEditorPanel
from gui.editors.token_editor import TokenEditor
from gui.explain.panel import ExplanationPanel
from gui.explain.pinned_explanation import ExplanationLink
from gui.settings import app_settings
from gui.views.formula_bar import FormulaBar
from gui.views.large_view_animation import StageAnimation
from gui.views.stage_panel import StagePanel
from gui.window.actions import ClickerKeys, build_actions
from gui.window.feature_registry import FeatureRegistry
from gui.window.features import FEATURES
from gui.window.window_frame import build_docks, build_lesson_toolbar, build_undo_corner
from gui.window.window_parts import WindowParts
from gui.window.window_texts import MENU_TITLES, dimensions_text

translate = QCoreApplication.translate

MENU_NAMES = ("File", "Edit", "View", "Lesson", "Help")
STATUS_MS = 8000


STATUS_MARGIN_PX = 12  # between the status line and the first permanent widget


class MainWindow(QMainWindow):
    """QKV Lab's window: the stage panel in the middle, docks for tokens, matrices and the
    explanation around it, the lesson toolbar, the menus and the status bar.

    It owns the stepper and the linked selection, holds the one SessionController and renders
    what they announce (its slots only show). Each feature is installed with the parts it
    uses (controller, stepper, menus, docks), never with the window itself.
    """

    def __init__(self, controller: SessionController, *, restore: bool = True) -> None:
        super().__init__()
        self.setObjectName("QKVLabMainWindow")
        self.controller = controller
        self.view_state = ViewState()     # how the session is seen (core/session/view_state)
        self.stepper = Stepper(self.view_state, self)              # its stage and reach,
        self.selection = SelectionModel(self.view_state, self)     # its selection
        self.formula_bar = FormulaBar()
        self.stage_panel = StagePanel(self.view_state)
        self.animation = StageAnimation(self.stage_panel, self)
        self.token_editor = TokenEditor(controller)
        self.matrix_panel = MatrixEditorPanel(controller)
        self.explanation = ExplanationPanel()
        self.explanation_link = ExplanationLink(self.explanation, self, self.view_state)
        self.actions = build_actions(self, controller, self.stepper)
        self.clicker_keys = ClickerKeys(self)  # Page Up/Down step whatever has focus
        self._menus: dict[str, QMenu] = {}
        self._build_central()
        self.docks = self._build_docks()
        self._build_toolbar()
        self._build_menus()
        self._build_status_bar()
        self._connect()
        self._show_session(controller.session)
        self.stage_panel.set_trace(controller.trace, controller.session.tokens,
                                   StageSettings.of(controller.session))
        self.explanation_link.set_trace(controller.trace, controller.session.tokens,
                                        StageSettings.of(controller.session))
        self._show_stage(self.stepper.stage, False)
        self.features = FeatureRegistry(self._parts(), FEATURES)   # gui/window/features.py
        if restore:
            self.restore_layout()

    # ----- public API ---------------------------------------------------------------------
    def menu(self, name: str) -> QMenu:
        """The menu called ``name`` (File, Edit, View, Lesson, Help, or a new one at the end)."""
        if name not in self._menus:
            title = translate("MainWindow", MENU_TITLES[name]) if name in MENU_TITLES else \
                f"&{name}"
            self._menus[name] = self.menuBar().addMenu(title)
        return self._menus[name]

    def show_message(self, text: str) -> None:
        """One line in the status bar, elided before the dimensions text (the whole line in
        its tooltip and in ``status_message``), never drawn under it."""
        self._status_text = text
        bar = self.statusBar()
        shown = bar.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                             max(self.status_room(), 40))
        bar.setToolTip(text if shown != text else "")
        bar.showMessage(shown, STATUS_MS)

    def status_room(self) -> int:
        """Pixels a status line may take: up to the first permanent widget on the right (a
        hint that a message replaces, marked ``status_hint``, takes none)."""
        bar = self.statusBar()
        lefts = [w.geometry().left() for w in bar.findChildren(
            QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if w.isVisible() and not isinstance(w, QSizeGrip) and not w.property("status_hint")]
        return min(lefts, default=bar.width()) - STATUS_MARGIN_PX

    def status_message(self) -> str:
        """The last status line in full (the bar may show it elided)."""
        return self._status_text if self.statusBar().currentMessage() else ""

    def focus_stage_view(self) -> None:
        """Keys go to the large view again (after Enter in the sentence box): Space and the
        arrows step."""
        self.stage_panel.large.graphics_view().setFocus(Qt.FocusReason.OtherFocusReason)

    # ----- building -----------------------------------------------------------------------
    def _build_central(self) -> None:
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        layout.addWidget(self.formula_bar)
        layout.addWidget(self.stage_panel, 1)
        self.setCentralWidget(central)

    def _build_docks(self) -> dict[str, QDockWidget]:
        return build_docks(self, self.token_editor, self.matrix_panel, self.explanation)

    def _build_toolbar(self) -> None:
        self.toolbar, self.speed_slider = build_lesson_toolbar(self.actions)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)
        self.undo_corner = build_undo_corner(self.actions, self.menuBar())

    def _build_menus(self) -> None:
        for name in MENU_NAMES:
            self.menu(name)
        a = self.actions
        self.menu("File").addAction(a.quit)
        self.menu("Edit").addActions([a.undo, a.redo])
        for dock in self.docks.values():
            self.menu("View").addAction(dock.toggleViewAction())
        self.menu("View").addAction(self.toolbar.toggleViewAction())
        self.menu("View").addSeparator()
        self.menu("View").addAction(a.presentation)   # gui/window/features.py: Presentation
        self.menu("Lesson").addActions([a.previous, a.next, a.play, a.first, a.last, a.reset])
        self.menu("Lesson").addSeparator()
        self.menu("Lesson").addActions([a.causal, a.scaled, a.positional])
        self.menu("Help").addActions([a.shortcuts, a.about])   # features.py: Keyboard

    def _parts(self) -> WindowParts:
        return WindowParts(
            self, self.controller, self.view_state, self.stepper, self.stage_panel,
            self.matrix_panel, self.token_editor, self.explanation, self.explanation_link,
            self.formula_bar, self.animation, self.actions, self.docks, self.toolbar,
            self.centralWidget().layout(), self.menu, self.show_message)

    def _build_status_bar(self) -> None:
        self._status_text = ""
        self.dimensions_label = QLabel()
        self.statusBar().addPermanentWidget(self.dimensions_label)

    def _connect(self) -> None:
        c = self.controller
        c.session_changed.connect(self._show_session)
        c.trace_changed.connect(self._show_trace)
        c.message.connect(self.show_message)
        self.matrix_panel.message.connect(self.show_message)
        self.stepper.stage_changed.connect(self._show_stage)
        self.stepper.playing_changed.connect(self._show_playing)
        self.animation.caption_changed.connect(self.formula_bar.show_frame_caption)
        self.speed_slider.valueChanged.connect(lambda percent: self._set_speed(percent / 100))
        self.stage_panel.stage_clicked.connect(self.stepper.jump)
        self.stage_panel.cell_clicked.connect(self._cell_clicked)
        self.token_editor.token_clicked.connect(self.selection.select_token)
        self.token_editor.sentence_applied.connect(self.focus_stage_view)
        self.matrix_panel.view.row_clicked.connect(self._matrix_row_clicked)
        self.selection.changed.connect(self._show_selection)

    # ----- rendering (slots: no arithmetic, only showing) -------------------------------------
    def _show_session(self, session: Session) -> None:
        for setting in ("causal", "scaled", "positional"):
            with QSignalBlocker(getattr(self.actions, setting)):
                getattr(self.actions, setting).setChecked(bool(getattr(session, setting)))
        self.dimensions_label.setText(dimensions_text(session))
        self.selection.clip(session.n_tokens)

    def _show_trace(self, trace: Trace) -> None:
        self.animation.stop()
        session = self.controller.session
        self.stage_panel.set_trace(trace, session.tokens, StageSettings.of(session))
        self.explanation_link.set_trace(trace, session.tokens, StageSettings.of(session))
        self._show_formula()

    def _show_stage(self, stage: str, animate: bool) -> None:
        self.animation.stop()
        self.stage_panel.show_stage()           # the view state's stage and reach
        self._show_formula()
        if animate:
            self.animation.play(self.controller.trace, stage, self.view_state.head)

    def _show_formula(self) -> None:
        session = self.controller.session
        self.formula_bar.show_stage(self.stepper.stage, StageSettings.of(session))

    def _show_selection(self, selection) -> None:   # the stage panel follows it itself
        self.matrix_panel.show_selected_token(selection.query)
        self.token_editor.show_selected_token(selection.query)

    def _show_playing(self, playing: bool) -> None:
        with QSignalBlocker(self.actions.play):
            self.actions.play.setChecked(playing)
        self.actions.play.setText(translate("MainWindow", "❚❚ Pause") if playing else
                                  translate("MainWindow", "▶ Play"))

    def _set_speed(self, factor: float) -> None:
        self.stepper.set_speed(factor)
        self.animation.set_speed(factor)

    def _cell_clicked(self, stage: str, i: int, j: int) -> None:
        self.explanation_link.explain_cell(stage, i, j, self.view_state.head)
        if stage in SQUARE_STAGES:
            self.selection.select_cell(i, j)
        else:
            self.selection.select_token(i)

    def _matrix_row_clicked(self, row: int) -> None:
        if self.matrix_panel.matrix_name == "X":
            self.selection.select_token(row)

    # ----- layout memory ------------------------------------------------------------------
    def restore_layout(self, *, geometry: bool = True) -> None:
        """Window geometry (unless ``geometry`` is False) and dock layout from QSettings."""
        settings = app_settings()
        saved_geometry, state = settings.value("window/geometry"), settings.value("window/state")
        if geometry and isinstance(saved_geometry, QByteArray):
            self.restoreGeometry(saved_geometry)
        if isinstance(state, QByteArray):
            self.restoreState(state)
        self.features.restore_layout()   # transpose, the Heads dock, then the docks' places

    def save_layout(self) -> None:
        settings = app_settings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState())

    def closeEvent(self, event: QCloseEvent) -> None:
        if SessionFiles in self.features and \
                not self.features.get(SessionFiles).allow_close(event.spontaneous()):
            event.ignore()  # the user chose Cancel on the unsaved-changes question
            return
        self.stepper.pause()
        self.animation.stop()
        self.save_layout()
        super().closeEvent(event)
        if self.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose):   # the app's window:
            self._let_go()                       # Qt deletes it once the close is done

    # ----- going away ---------------------------------------------------------------------
    def dispose(self) -> None:
        """Free the window now (a closed one, or it is hidden first): every feature torn down,
        the last built first, then the window deleted with its controller, its docks and its
        companions. Nothing may use it afterwards; collecting garbage then frees its Python
        side too (tests/gui/window/test_window_freed.py)."""
        if self.isVisible():
            self.hide()
        self._let_go()
        self.deleteLater()
        QCoreApplication.sendPostedEvents(self, QEvent.Type.DeferredDelete)

    def _let_go(self) -> None:
        """Break what keeps the window alive from outside it: the features' ties (torn down
        in reverse order) and the controller, whose signals hold the window's slots and which
        was built before it: the window takes it over, so both go together."""
        self.features.teardown()
        self.controller.setParent(self)
