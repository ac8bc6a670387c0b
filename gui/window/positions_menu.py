"""Lesson › Positions: off, sinusoidal (added to X) or rotary (q and k turned by position), and
the rotary base; the same menu drops down from the toolbar's "+ positions" button.

Each choice and each base is one undo step (the controller's ``edit``); the menu follows the
session as it is now (its signals blocked, so showing never edits). The "+ positions" toggle
stays what it was (sinusoidal on or off); while rotary positions are on it is checked and says
so, and a click turns positions off.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSignalBlocker
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QToolButton,
    QWidget,
    QWidgetAction,
)

from core.limits import MAX_ABS_VALUE
from core.session.value import Session
from gui.document.controller import SessionController

translate = QCoreApplication.translate

CHOICES = (False, True, "rotary")   # Session.positional's values, in the menu's order
MIN_BASE = 1.0                      # below 1 the turns grow with the pair index: not taught


class PositionsMenu(QObject):
    """The Positions menu of one window: three exclusive choices and the rotary base."""

    def __init__(self, controller: SessionController, toggle: QAction, lesson_menu: QMenu,
                 toggle_button: QWidget | None) -> None:
        super().__init__(lesson_menu)
        self.controller = controller
        self.toggle = toggle          # the toolbar's "+ positions" (the window's actions)
        self.menu = QMenu(translate("Positions", "&Positions"), lesson_menu)
        self.group = QActionGroup(self.menu)
        words = (translate("Positions", "Off"),
                 translate("Positions", "Sinusoidal: added to X"),
                 translate("Positions", "Rotary: q and k turned by position (RoPE)"))
        self.choices: dict[object, QAction] = {}
        for value, text in zip(CHOICES, words, strict=True):
            action = self.menu.addAction(text)
            action.setCheckable(True)
            self.group.addAction(action)
            action.triggered.connect(lambda _on=False, value=value: self.choose(value))
            self.choices[value] = action
        self.base_box = QDoubleSpinBox()
        self.base_box.setRange(MIN_BASE, MAX_ABS_VALUE)
        self.base_box.setDecimals(1)
        self.base_box.setStepType(QDoubleSpinBox.StepType.AdaptiveDecimalStepType)
        self.base_box.setKeyboardTracking(False)    # one step per value, not per key typed
        self.base_box.setAccessibleName(translate("Positions", "rotary base"))
        self._base_tip = translate(
            "Positions", "pair i turns by p·base^(−2i/d_head) at position p: a small base turns "
                         "fast (short wavelengths), a large one slowly")
        self.base_box.setToolTip(self._base_tip)
        self.base_box.valueChanged.connect(self.set_base)
        self.base_note = QLabel(translate(
            "Positions", "d_head 2 has one pair, turned by p radians at position p whatever the "
                         "base: the base matters from d_head 4"))
        self.base_note.setWordWrap(True)
        self.base_note.setContentsMargins(8, 0, 8, 2)
        self.menu.addSeparator()
        self.menu.addAction(self._base_action())
        self.note_action = QWidgetAction(self.menu)
        self.note_action.setDefaultWidget(self.base_note)
        self.menu.addAction(self.note_action)
        lesson_menu.addMenu(self.menu)
        self._add_to_toolbar(toggle_button)
        self.controller.session_changed.connect(self.show_session)
        self.show_session(self.controller.session)

    def _base_action(self) -> QWidgetAction:
        row = QWidget()
        layout = QHBoxLayout(row)
        layout.setContentsMargins(8, 2, 8, 2)
        label = QLabel(translate("Positions", "Rotary base:"))
        label.setBuddy(self.base_box)
        layout.addWidget(label)
        layout.addWidget(self.base_box)
        action = QWidgetAction(self.menu)
        action.setText(translate("Positions", "Rotary base:"))   # what menus and keys name
        action.setDefaultWidget(row)
        return action

    def _add_to_toolbar(self, button: QWidget | None) -> None:
        """``button``: the toolbar's widget for the toggle; its menu is this one."""
        if isinstance(button, QToolButton):
            button.setMenu(self.menu)
            button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)

    # ----- edits: one undo step each --------------------------------------------------------
    def choose(self, value) -> bool:
        label = {False: translate("Positions", "positions off"),
                 True: translate("Positions", "sinusoidal positions"),
                 "rotary": translate("Positions", "rotary positions")}[value]
        changed = self.controller.edit(label, lambda s: s.with_settings(positional=value),
                                       ("setting", "positional"))
        if not changed:    # refused (odd d_head) or no change: the menu shows the session again
            self.show_session(self.controller.session)
        return changed

    def set_base(self, base: float) -> bool:
        label = translate("Positions", "rotary base {base}").format(base=f"{base:g}")
        return self.controller.edit(label, lambda s: s.with_settings(rope_base=float(base)))

    # ----- showing the session (signals blocked: nothing echoes back as an edit) -----------
    def show_session(self, session: Session) -> None:
        for value, action in self.choices.items():
            with QSignalBlocker(action):
                action.setChecked(session.positional is value or
                                  (value == "rotary" and session.rotary))
        with QSignalBlocker(self.base_box):
            self.base_box.setValue(session.rope_base)
        self.base_box.setEnabled(session.rotary)
        # θᵢ = base^(−2i/d_head): with one pair (i = 0) the turn is 1 radian per position for
        # any base, so a change of base changed nothing and nothing said why
        one_pair = session.rotary and session.d_head == 2
        self.note_action.setVisible(one_pair)
        self.base_box.setToolTip(self.base_note.text() if one_pair else self._base_tip)
        with QSignalBlocker(self.toggle):
            self.toggle.setChecked(bool(session.positional))
        self.toggle.setText(translate("Positions", "↻ positions") if session.rotary else
                            translate("Actions", "+ positions"))
        self.toggle.setToolTip(
            translate("Positions", "rotary positions turn q and k; click to turn positions off")
            if session.rotary else
            translate("Actions", "add sinusoidal position encodings to the embeddings (X)"))

