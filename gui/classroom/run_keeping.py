"""Keeping a finished run in "Watch it learn": compare never discards one without asking.

Turning "compare ÷√d_k and ÷1" on starts new runs; a run that finished (and did not
diverge) is the learner's work, so the training window asks first and keeps it on Cancel.
The words keep the training window's translation context ("TrainingWindow").
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from core.i18n import whole_number
from gui.classroom.training_driver import TrainingDriver
from gui.keyboard_focus import MessageBox

translate = QCoreApplication.translate


def keeps_finished_run(driver: TrainingDriver, confirm_discard: Callable[[int], bool]) -> bool:
    """Whether the learner keeps a finished run that "compare" would discard (asked)."""
    done = driver.finished and driver.steps_done > 0 and \
        not any(run.diverged for run in driver.runs.values())
    return done and not confirm_discard(driver.steps_done)


def ask_discard(parent: QWidget, steps: int) -> bool:
    """Ask whether the finished run of ``steps`` steps may go: True on OK, False on Cancel."""
    box = discard_question(parent, steps)
    box.exec()
    discard = box.clickedButton() is box.button(QMessageBox.StandardButton.Ok)
    box.deleteLater()
    return discard


def discard_question(parent: QWidget, steps: int) -> QMessageBox:
    """"Start a new run?" over the training window, not yet shown: Cancel (the button Enter
    presses) keeps the finished run of ``steps`` steps; its buttons show the keyboard's focus."""
    buttons = QMessageBox.StandardButton
    box = MessageBox(
        QMessageBox.Icon.Question, translate("TrainingWindow", "Start a new run?"),
        translate("TrainingWindow", "Comparing starts new runs: the finished run of {steps} "
                                    "steps "
                                    "will be discarded.").format(steps=whole_number(steps)),
        buttons.Ok | buttons.Cancel, parent)
    box.setDefaultButton(buttons.Cancel)
    return box
