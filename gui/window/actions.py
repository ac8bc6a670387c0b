"""The window's actions: stepping, playing, toggles, undo/redo, help; with their shortcuts.

Shortcuts are window-wide, so they work while a heatmap has focus. Actions always act (a
toolbar click or a menu item steps whatever has focus); a focused text field, cell editor or spin
box claims only the keys it needs (Space, arrows, Home/End, letters) before the shortcuts see
them, and Page Up/Down (a presenter's clicker) step from anywhere.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from gui.document.controller import SessionController
from gui.document.stepper import Stepper
from gui.keyboard_focus import FocusWatch

translate = QCoreApplication.translate


@dataclass
class WindowActions:
    previous: QAction
    next: QAction
    clicker_previous: QAction  # Page Up/Down: a presenter's clicker, heard from any focus
    clicker_next: QAction
    play: QAction
    reset: QAction
    first: QAction
    last: QAction
    causal: QAction
    scaled: QAction
    positional: QAction
    undo: QAction          # Edit menu: "Undo edited W^Q[1,2] …", with the shortcuts
    redo: QAction
    toolbar_undo: QAction  # toolbar: short fixed text, the step in the tooltip
    toolbar_redo: QAction
    quit: QAction
    about: QAction
    shortcuts: QAction
    presentation: QAction


class ClickerKeys(QObject):
    """Page Up/Down (what a presenter's clicker sends) step from any widget of the window: a
    focused widget that would claim them (a spin box, the code view, a list) is not asked.

    Only the widget that has the focus in this window is watched (gui.keyboard_focus)."""

    KEYS = frozenset({Qt.Key.Key_PageUp, Qt.Key.Key_PageDown})

    def __init__(self, frame: QWidget) -> None:
        super().__init__(frame)
        self._focus = FocusWatch(frame, self)
        self._focus.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in self.KEYS \
                and not event.modifiers():
            event.ignore()      # not claimed: the window's clicker shortcut runs
            return True
        return False


def _action(parent: QObject, text: str, keys: tuple[str, ...] = (), tip: str = "") -> QAction:
    action = QAction(text, parent)
    if keys:
        action.setShortcuts([QKeySequence(k) for k in keys])
        action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    native = QKeySequence.SequenceFormat.NativeText   # key names in the window's language
    shown = f" ({', '.join(QKeySequence(k).toString(native) for k in keys)})" if keys else ""
    action.setToolTip(f"{tip or text}{shown}")
    return action


class StepAction(QAction):
    """A toolbar Undo/Redo with short text; the step it would undo/redo is its tooltip."""

    def __init__(self, text: str, verb: str, parent: QObject) -> None:
        super().__init__(text, parent)
        self._verb = verb
        self.setToolTip(verb)       # a word from the start, never the text's bare arrow
        self.setEnabled(False)

    def show_step(self, step: str) -> None:
        """'Undo: edited W^Q[1,2]': the verb, then the step it would take."""
        self.setToolTip(translate("Actions", "{verb}: {step}").format(verb=self._verb, step=step)
                        if step else self._verb)


def _connect_step(action: StepAction, stack, undo: bool) -> None:
    """Bound methods only, so Qt disconnects them when either side is deleted."""
    if undo:
        stack.canUndoChanged.connect(action.setEnabled)
        stack.undoTextChanged.connect(action.show_step)
        action.triggered.connect(stack.undo)
    else:
        stack.canRedoChanged.connect(action.setEnabled)
        stack.redoTextChanged.connect(action.show_step)
        action.triggered.connect(stack.redo)


def toggle_setting(controller: SessionController, setting: str, label: str, on: bool) -> bool:
    """One undo step; toggling the same setting back at once merges into no step at all."""
    text = translate("Actions", "{setting} on") if on else translate("Actions", "{setting} off")
    return controller.edit(text.format(setting=label),
                           lambda s: s.with_settings(**{setting: on}), ("setting", setting))


def build_actions(frame: QWidget, controller: SessionController, stepper: Stepper) -> WindowActions:
    actions = WindowActions(
        previous=_action(frame, translate("Actions", "◀ Prev"), ("Left",),
                         translate("Actions", "previous stage (or Page Up)")),
        next=_action(frame, translate("Actions", "Next ▶"), ("Space", "Right"),
                     translate("Actions", "next stage (or Page Down)")),
        clicker_previous=_action(frame, translate("Actions", "Previous stage (clicker)"),
                                 ("PgUp",)),
        clicker_next=_action(frame, translate("Actions", "Next stage (clicker)"), ("PgDown",)),
        play=_action(frame, translate("Actions", "▶ Play"), ("P",),
                     translate("Actions", "play through every stage")),
        reset=_action(frame, translate("Actions", "⟲ Start over"), (),
                      translate("Actions", "back to the first stage, later stages hidden")),
        first=_action(frame, translate("Actions", "First stage"), ("Home",)),
        last=_action(frame, translate("Actions", "Last stage"), ("End",)),
        causal=_action(frame, translate("Actions", "Causal mask"), (),
                       translate("Actions", "hide later tokens from each query")),
        scaled=_action(frame, "÷ √d_k", (), translate("Actions", "scale scores by 1/√d_k")),
        positional=_action(frame, translate("Actions", "+ positions"), (), translate(
            "Actions", "add sinusoidal position encodings to the embeddings (X)")),
        undo=controller.undo_stack.createUndoAction(frame, translate("Actions", "Undo")),
        redo=controller.undo_stack.createRedoAction(frame, translate("Actions", "Redo")),
        toolbar_undo=StepAction(translate("Actions", "↶ Undo"), translate("Actions", "Undo"),
                                frame),
        toolbar_redo=StepAction(translate("Actions", "↷ Redo"), translate("Actions", "Redo"),
                                frame),
        quit=_action(frame, translate("Actions", "Quit"), ("Ctrl+Q",)),
        about=_action(frame, translate("Actions", "About QKV Lab")),
        shortcuts=_action(frame, translate("Actions", "Keyboard shortcuts"), ("F1",)),
        presentation=_action(frame, translate("Actions", "Presentation mode"), ("F11", "F5"),
                             translate("Actions", "full screen with larger text, for a "
                                                  "projector")),
    )
    actions.presentation.setCheckable(True)
    actions.undo.setShortcuts([QKeySequence("Ctrl+Z")])
    actions.redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
    _connect_step(actions.toolbar_undo, controller.undo_stack, undo=True)
    _connect_step(actions.toolbar_redo, controller.undo_stack, undo=False)
    actions.play.setCheckable(True)
    for toggle in (actions.causal, actions.scaled, actions.positional):
        toggle.setCheckable(True)
    # An action always acts (toolbar, menu, shortcut): a focused text field or spin box keeps
    # the keys it needs by accepting their ShortcutOverride itself (Space, arrows, Home, End,
    # letters), so those never reach these actions; Page Up/Down never are kept (see below).
    actions.previous.triggered.connect(lambda *_: stepper.previous())
    actions.next.triggered.connect(lambda *_: stepper.next())
    for clicker, step in ((actions.clicker_previous, stepper.previous),
                          (actions.clicker_next, stepper.next)):
        clicker.triggered.connect(lambda *_, step=step: step())
        frame.addAction(clicker)
    actions.first.triggered.connect(lambda *_: stepper.first())
    actions.last.triggered.connect(lambda *_: stepper.last())
    actions.play.triggered.connect(lambda *_: stepper.toggle_play())
    actions.reset.triggered.connect(stepper.reset)
    for setting, label in (("causal", translate("Actions", "causal mask")),
                           ("scaled", translate("Actions", "scaling by 1/√d_k")),
                           ("positional", translate("Actions", "position encodings"))):
        getattr(actions, setting).triggered.connect(
            lambda on, setting=setting, label=label: toggle_setting(controller, setting, label, on))
    return actions
