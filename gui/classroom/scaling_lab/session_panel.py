"""The learner's own session in the lab: its weights ÷√d_k beside ÷1, and the τ slider.

Both maps share one colour scale (weights, 0..1). Moving the slider pushes one undoable edit
per drag (scaling on, temperature τ), so every stage in the window follows it live.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSignalBlocker
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.scaling.lab import (
    compared_session,
    divisor_text,
    root_mark,
    session_caption,
    session_comparison,
    temperature_at,
    temperature_position,
)
from core.session.value import Session
from gui.document.commands import new_gesture_id
from gui.document.controller import SessionController
from gui.palette import token_qcolors
from gui.views.heatmap import MatrixHeatmap

from .temperature_slider import TemperatureSlider

translate = QCoreApplication.translate


class SessionPanel(QWidget):
    """Weights with and without scaling, and the temperature slider, for ``controller``."""

    def __init__(self, controller: SessionController, head=lambda: 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self._head = head
        self._gesture = new_gesture_id()
        self._stale = True       # the session changed while the panel was hidden
        self._compared: tuple[Session, int] | None = None  # what the two maps show
        self.scaled_map, self.unscaled_map = MatrixHeatmap(), MatrixHeatmap()
        self.slider = TemperatureSlider()
        self.tau_label = QLabel()
        self.default_button = QPushButton("τ = √d_k")
        self.default_button.setToolTip(translate("ScalingLab", "divide by √d_k again (the paper's "
                                                          "choice)"))
        self.off_button = QPushButton("τ = 1")
        self.off_button.setToolTip(translate("ScalingLab", "divide by 1: no scaling"))
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self._build()
        self.slider.sliderPressed.connect(self._new_gesture)
        self.slider.valueChanged.connect(self._slider_moved)
        self.slider.sliderReleased.connect(self._new_gesture)
        self.default_button.clicked.connect(self._use_default)
        self.off_button.clicked.connect(self._use_one)
        controller.session_changed.connect(self.show_session)
        self.show_session(controller.session)

    def _build(self) -> None:
        maps = QGridLayout()
        maps.addWidget(QLabel("<b>÷ √d_k</b> " + translate("ScalingLab", "(scaled)")), 0, 0)
        maps.addWidget(QLabel("<b>÷ 1</b> " + translate("ScalingLab", "(unscaled)")), 0, 1)
        maps.addWidget(self.scaled_map, 1, 0)
        maps.addWidget(self.unscaled_map, 1, 1)
        controls = QHBoxLayout()
        controls.addWidget(QLabel(translate("ScalingLab", "divisor τ")))
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.default_button)
        controls.addWidget(self.off_button)
        layout = QVBoxLayout(self)
        layout.addLayout(maps, 1)
        layout.addWidget(self.caption)
        layout.addLayout(controls)
        layout.addWidget(self.tau_label)

    # ----- showing (no arithmetic) --------------------------------------------------------------
    def show_session(self, session: Session) -> None:
        """Follow the session; while hidden, only remember to (a closed lab costs no edit
        anything); the two maps are redrawn only when they change (a τ drag leaves them)."""
        if not self.isVisible():
            self._stale = True
            return
        self._stale = False
        head = min(self._head(), session.n_heads - 1)
        compared = (compared_session(session), head)
        if self._compared is None or self._compared[1] != head or \
                self._compared[0] != compared[0]:
            self._compared = compared
            self._show_maps(session, head)
        position = temperature_position(session.divisor, session.d_head)
        with QSignalBlocker(self.slider):
            self.slider.setValue(position)
        self.slider.set_mark(*root_mark(session.d_head))
        self.tau_label.setText(divisor_text(session))
        self.caption.setText(session_caption(session, head))

    def _show_maps(self, session: Session, head: int) -> None:
        scaled, unscaled, _root = session_comparison(session, head)
        labels, colors = list(session.tokens), token_qcolors(session.n_tokens)
        for view, values, title in ((self.scaled_map, scaled, "weights, scores ÷ √d_k"),
                                    (self.unscaled_map, unscaled, "weights, scores ÷ 1")):
            view.set_matrix(values, row_labels=labels, col_labels=labels,
                            row_title=translate("ScalingLab", "query"),
                            col_title=translate("ScalingLab", "key"), kind="probability",
                            title=title, label_colors=colors)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.show_session(self.controller.session)

    # ----- editing: each builds one command -------------------------------------------------------
    def _new_gesture(self) -> None:
        self._gesture = new_gesture_id()

    def _slider_moved(self, position: int) -> None:
        d_head = self.controller.session.d_head
        tau = temperature_at(position, d_head)
        self.controller.edit(translate("ScalingLab", "temperature τ = {tau}").format(
            tau=f"{tau:.3g}"),
                             lambda s: s.with_settings(scaled=True, temperature=tau),
                             merge_key=("temperature", self._gesture))
        if not self.slider.isSliderDown():
            self._new_gesture()

    def _use_default(self) -> None:
        self.controller.edit(translate("ScalingLab", "temperature τ = √d_k"),
                             lambda s: s.with_settings(scaled=True, temperature=None))

    def _use_one(self) -> None:
        self.controller.edit(translate("ScalingLab", "temperature τ = 1"),
                             lambda s: s.with_settings(scaled=True, temperature=1.0))
