"""The toolbar's Undo and Redo say their word while the toolbar has room for it.

"↶ Undo" reads better than a bare arrow, but in a narrow window with long words ("↷ Rehacer"
at 1024 px) the toolbar would push Redo into its overflow menu, out of sight. So after every
resize of the toolbar the two measure themselves: the words when the whole toolbar fits, the
arrows alone when it does not. The word stays in the tooltip (with the step) and in the button's
accessible name, so nothing a screen reader says changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QToolBar


class StepTextsFit(QObject):
    def __init__(self, toolbar: QToolBar, actions, verbs: list[str]) -> None:
        super().__init__(toolbar)
        self._bar, self._actions = toolbar, list(actions)
        self._long = [action.text() for action in self._actions]
        self._short = [text.split()[0] if text.split() else text for text in self._long]
        for action, verb in zip(self._actions, verbs, strict=True):
            button = toolbar.widgetForAction(action)
            if button is not None:
                button.setAccessibleName(verb)
        toolbar.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt naming)
        if watched is self._bar and event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        """Words if the toolbar with words fits its width, else the arrows."""
        self._set(self._long)
        self._bar.layout().invalidate()
        if self._bar.sizeHint().width() > self._bar.width():
            self._set(self._short)

    def _set(self, texts: list[str]) -> None:
        for action, text in zip(self._actions, texts, strict=True):
            if action.text() != text:
                action.setText(text)
