"""The matrices dock: pick X / W^Q / W^K / W^V / W^O (and a head), edit cells, resize.

Every edit goes to the controller as one undo step; the panel refreshes from
``session_changed`` with signals blocked, so nothing echoes.

Nothing typed is lost: a number typed into a cell goes to the matrix and head it was typed
into, also when another tab or head is chosen before Enter (the tab bar leaves the focus in the
cell), and stays in its editor through a session change (the delegate keeps typed text). When
the session changes the matrix shown under the typing (its size, or the tab it falls back to),
the editor opens again on that cell with the typed text; a cell that is gone says so in the
status bar, naming it.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QSignalBlocker, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabBar,
    QVBoxLayout,
    QWidget,
)

from core.limits import MAX_D_HEAD, MAX_D_MODEL, MAX_HEADS, LimitError, parse_number
from core.number_text import format_cell_value
from core.session.value import Session
from gui.document.controller import SessionController
from gui.editors.matrix_editor import presets
from gui.editors.matrix_editor.matrix_table_model import MatrixTableModel
from gui.editors.matrix_editor.matrix_table_view import MatrixTableView
from gui.editors.matrix_editor.w_o_rows import w_o_row_colors, w_o_row_labels
from gui.editors.matrix_editor.wrap_row import WrapRow
from gui.palette import token_qcolors

translate = QCoreApplication.translate

DISPLAY_NAMES = {"X": "X", "W_Q": "W^Q", "W_K": "W^K", "W_V": "W^V", "W_O": "W^O"}
PER_HEAD = ("W_Q", "W_K", "W_V")


BUTTON_NAMES = (QT_TRANSLATE_NOOP("MatrixEditorPanel", "Randomize"),
                QT_TRANSLATE_NOOP("MatrixEditorPanel", "Identity"),
                QT_TRANSLATE_NOOP("MatrixEditorPanel", "Zero"),
                QT_TRANSLATE_NOOP("MatrixEditorPanel", "Reset"))


class MatrixEditorPanel(QWidget):
    message = Signal(str)  # refusals, for the status bar

    def __init__(self, controller: SessionController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._presses = 0
        self._selected_token: int | None = None
        self._shown: tuple[str, int] = ("X", 0)   # the matrix and head the model holds
        self.tabs = QTabBar()
        self.tabs.setExpanding(False)
        self.head_box = QComboBox()
        self.head_box.setToolTip(translate("MatrixEditorPanel", "which head's weights to edit"))
        self.model = MatrixTableModel(self)
        self.view = MatrixTableView()
        self.view.setModel(self.model)
        self.buttons = {name: QPushButton(translate("MatrixEditorPanel", name)) for name in
                        BUTTON_NAMES}   # keyed by their English names
        self.buttons["Randomize"].setToolTip(translate("MatrixEditorPanel",
                                                       "seeded random values in [-1, 1)"))
        self.buttons["Reset"].setToolTip(translate("MatrixEditorPanel",
                                                   "back to this session's default numbers"))
        self.spins = {"d_model": QSpinBox(), "d_head": QSpinBox(), "n_heads": QSpinBox()}
        for name, maximum in (("d_model", MAX_D_MODEL), ("d_head", MAX_D_HEAD),
                              ("n_heads", MAX_HEADS)):
            self.spins[name].setRange(1, maximum)
            self.spins[name].setKeyboardTracking(False)
        self._layout()
        self._connect()
        self.refresh(controller.session)

    def _layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.tabs, 1)
        self.tabs.setUsesScrollButtons(False)   # every tab, W^O included, always in sight
        self.head_label = QLabel(translate("MatrixEditorPanel", "head"))
        heads_row = QHBoxLayout()   # its own row: the head box never squeezes the tabs
        heads_row.addWidget(self.head_label)
        heads_row.addWidget(self.head_box)
        heads_row.addStretch(1)
        buttons = WrapRow()      # wraps in a narrow column: the stage view's numbers first
        for button in self.buttons.values():
            buttons.addWidget(button)
        dims = WrapRow()
        for name, spin in self.spins.items():
            dims.add_group(QLabel(name), spin)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addLayout(heads_row)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)
        layout.addLayout(dims)

    def _connect(self) -> None:
        self.controller.session_changed.connect(self.refresh)
        self.tabs.currentChanged.connect(lambda _: self._show_chosen())
        self.head_box.currentIndexChanged.connect(lambda _: self._show_chosen())
        self.model.cell_edit_requested.connect(
            lambda row, col, value: self.request_cell(row, col, value, None))
        self.model.cell_refused.connect(self._refused)
        self.view.value_requested.connect(self.request_cell)
        self.buttons["Randomize"].clicked.connect(self.randomize)
        self.buttons["Identity"].clicked.connect(
            lambda: self._set_whole(QT_TRANSLATE_NOOP("MatrixEditorPanel", "identity"),
                                    presets.identity(self.model.values.shape)))
        self.buttons["Zero"].clicked.connect(
            lambda: self._set_whole(QT_TRANSLATE_NOOP("MatrixEditorPanel", "zero"),
                                    presets.zeros(self.model.values.shape)))
        self.buttons["Reset"].clicked.connect(self.reset)
        for name, spin in self.spins.items():
            spin.valueChanged.connect(lambda value, name=name: self.request_dimension(name, value))

    # ----- what is shown ------------------------------------------------------------------
    @property
    def matrix_name(self) -> str:
        return self.tabs.tabData(self.tabs.currentIndex()) or "X"

    @property
    def head(self) -> int:
        return max(0, self.head_box.currentIndex()) if self.matrix_name in PER_HEAD else 0

    def select_matrix(self, name: str, head: int = 0) -> None:
        for i in range(self.tabs.count()):
            if self.tabs.tabData(i) == name:
                self.tabs.setCurrentIndex(i)
        self.head_box.setCurrentIndex(head)

    def refresh(self, session: Session) -> None:
        """Show the session's numbers; widgets updated with their signals blocked."""
        names = ["X", *PER_HEAD] + (["W_O"] if session.w_o is not None else [])
        with QSignalBlocker(self.tabs), QSignalBlocker(self.head_box):
            current = self.matrix_name if self.tabs.count() else "X"
            if [self.tabs.tabData(i) for i in range(self.tabs.count())] != names:
                while self.tabs.count():
                    self.tabs.removeTab(0)
                for name in names:
                    self.tabs.setTabData(self.tabs.addTab(DISPLAY_NAMES[name]), name)
            self.tabs.setCurrentIndex(names.index(current) if current in names else 0)
            head = self.head_box.currentIndex()
            if self.head_box.count() != session.n_heads:
                self.head_box.clear()
                self.head_box.addItems([translate("MatrixEditorPanel", "{head} of {heads}")
                                        .format(head=h + 1, heads=session.n_heads)
                                        for h in range(session.n_heads)])
            self.head_box.setCurrentIndex(min(max(head, 0), session.n_heads - 1))
        shows_heads = session.n_heads > 1 and self.matrix_name in PER_HEAD
        self.head_box.setVisible(shows_heads)
        self.head_label.setVisible(shows_heads)
        rotary = session.positional == "rotary"      # turns pairs of features: even d_head
        d_head = self.spins["d_head"]
        with QSignalBlocker(d_head):                 # a raised minimum is no edit of d_head
            d_head.setSingleStep(2 if rotary else 1)
            if d_head.minimum() != (2 if rotary else 1):  # setMinimum lays the window out
                d_head.setMinimum(2 if rotary else 1)     # again, even to the same number
        for name, spin in self.spins.items():
            if spin.value() != getattr(session, name):  # an unchanged box need not repaint
                with QSignalBlocker(spin):
                    spin.setValue(getattr(session, name))
        self._show_matrix(session)

    def _show_chosen(self) -> None:
        """Another tab or head: a number typed into the matrix shown goes there first."""
        typed, typed_into = self.view.take_typed(), self._shown
        self.refresh(self.controller.session)
        if typed is not None:
            self._land_typed(typed_into, *typed)

    def _show_matrix(self, session: Session) -> None:
        name, head = self.matrix_name, self.head
        values = session.matrix(name, head)  # (rows, cols)
        rows, cols = values.shape
        # Qt closes an open editor, uncommitted, on a reset (another shape), and would leave
        # it over another matrix's cell: what was typed is taken out and put back below.
        moved = (name, head) != self._shown or values.shape != self.model.values.shape
        typed, typed_into = (self.view.take_typed() if moved else None), self._shown
        self._shown = (name, head)
        if name == "X":
            row_labels = [f"{i + 1} {t}" for i, t in enumerate(session.tokens)]  # from 1
            row_colors = token_qcolors(session.n_tokens)
        elif name == "W_O":   # rows grouped by the head whose z they multiply
            row_labels = w_o_row_labels(session.n_heads, session.d_head)
            row_colors = w_o_row_colors(session.n_heads, session.d_head)
        else:
            row_labels, row_colors = [str(r) for r in range(rows)], None
        self.model.set_matrix(values, display_name=DISPLAY_NAMES[name], row_labels=row_labels,
                              col_labels=[str(c) for c in range(cols)], row_colors=row_colors)
        self.model.set_highlighted_row(self._selected_token if name == "X" else None)
        if typed is not None:
            self._keep_typed(typed_into, *typed)

    def _keep_typed(self, typed_into: tuple[str, int], row: int, col: int, text: str) -> None:
        """The session changed under a typed cell: its editor again with the typed text, on
        the same cell of the same matrix; a cell no longer shown is said to be not taken."""
        rows, cols = self.model.values.shape
        editor = None
        if typed_into == self._shown and row < rows and col < cols:
            index = self.model.index(row, col)
            self.view.setCurrentIndex(index)
            self.view.edit(index)
            editor = self.view.indexWidget(index)
        if not isinstance(editor, QLineEdit):
            self.controller.say(translate(   # after the change's own line, not under it
                "MatrixEditorPanel", "not changed: {cell} = {text} was not taken: the matrix "
                "changed before Enter").format(cell=self._cell_title(*typed_into, row, col),
                                               text=text[:20]))
            return
        editor.setText(text)
        editor.setModified(True)    # the learner's: the delegate leaves it as it is

    def show_selected_token(self, token: int | None) -> None:
        """The linked selection: outline token i's row of X (other matrices have no tokens)."""
        self._selected_token = token
        self.model.set_highlighted_row(token if self.matrix_name == "X" else None)

    # ----- edits --------------------------------------------------------------------------
    def request_cell(self, row: int, col: int, value: float, gesture: int | None) -> None:
        """A cell of the matrix shown (the model's, whichever tab is chosen) to ``value``."""
        self._edit_cell(*self._shown, row, col, value, gesture)

    def _edit_cell(self, name: str, head: int, row: int, col: int, value: float,
                   gesture: int | None) -> None:
        old = float(self.controller.session.matrix(name, head)[row, col])
        label = translate("MatrixEditorPanel", "edited {edited_name} {old} → {value}").format(
            edited_name=self._edited_name(name, head, row, col),
            old=format_cell_value(old),
            value=format_cell_value(value))
        key = None if gesture is None else ("cell", name, head, row, col, gesture)
        self.controller.edit(label, lambda s: s.with_cell(name, head, row, col, value), key)

    def _land_typed(self, typed_into: tuple[str, int], row: int, col: int, text: str) -> None:
        """Text typed into a cell of ``typed_into`` (matrix, head), committed there: the
        model's own parsing, for a matrix no longer shown."""
        name, head = typed_into
        try:
            value = parse_number(text, self._cell_title(name, head, row, col))
        except LimitError as error:
            self.message.emit(translate("MatrixEditorPanel", "not changed: {message}").format(
                message=str(error)))
            return
        self._edit_cell(name, head, row, col, value, None)

    def _cell_title(self, name: str, head: int, row: int, col: int) -> str:
        """'W^Q[1,2]', with its head (from 1) when the session has several."""
        cell = f"{DISPLAY_NAMES[name]}[{row},{col}]"
        if name in PER_HEAD and self.controller.session.n_heads > 1:
            return translate("MatrixEditorPanel", "{name} of head {head}").format(
                name=cell, head=head + 1)
        return cell

    def _edited_name(self, name: str, head: int, row: int, col: int) -> str:
        """The cell as the editor labels it: X's row is the token (from 1, '2 mole'), a
        feature column from 0; a head's matrix names its head (from 1) when there are several."""
        if name == "X":
            return translate("MatrixEditorPanel", "X row {row} “{tokens}”, column {col}").format(
                row=row + 1,
                tokens=self.controller.session.tokens[row],
                col=col)
        return self._cell_title(name, head, row, col)

    def _refused(self, row: int, col: int, message: str) -> None:
        self.view.flash_refused(row, col, message)
        self.message.emit(translate("MatrixEditorPanel", "not changed: {message}").format(
            message=message))

    def _set_whole(self, what: str, values) -> None:
        name, head = self.matrix_name, self.head
        suffix = translate("MatrixEditorPanel", " (head {head})").format(head=head + 1) \
            if self._per_head() else ""
        label = f"{translate('MatrixEditorPanel', what)} {DISPLAY_NAMES[name]}{suffix}"
        self.controller.edit(label, lambda s: s.with_matrix(name, head, values))

    def randomize(self) -> None:
        self._presses += 1
        values = presets.randomized(self.matrix_name, self.head, self.model.values.shape,
                                    self.controller.session.seed, self._presses)
        self._set_whole(QT_TRANSLATE_NOOP("MatrixEditorPanel", "randomize"), values)

    def reset(self) -> None:
        self._set_whole(QT_TRANSLATE_NOOP("MatrixEditorPanel", "reset"),
                        self.controller.session.default_matrix(self.matrix_name, self.head))

    def request_dimension(self, name: str, value: int) -> None:
        old = getattr(self.controller.session, name)
        self.controller.edit(f"{name} {old} → {value}",
                             lambda s: s.with_dimensions(**{name: value}))
        if getattr(self.controller.session, name) != value:  # refused: show the real value
            with QSignalBlocker(self.spins[name]):
                self.spins[name].setValue(getattr(self.controller.session, name))

    def _per_head(self) -> bool:
        return self.controller.session.n_heads > 1 and self.matrix_name in PER_HEAD
