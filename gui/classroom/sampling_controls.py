"""How Generate ▶ chooses the next token: the likeliest (greedy), or drawn at a temperature
after the top-k and top-p cuts, with a seed that makes the draws repeat. The boxes only hold
the settings; core.pretrained.decoder_generate.Sampling checks them and core draws the token.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QCheckBox, QDoubleSpinBox, QGridLayout, QLabel, QSpinBox, QWidget

from core.pretrained.decoder_generate import Sampling

translate = QCoreApplication.translate
TOP_K_MAX = 49152          # SmolLM2's vocabulary: a larger k cuts nothing
SEED_MAX = 2**31 - 1


class SamplingControls(QWidget):
    """Sample (else greedy), temperature, top-k and top-p (0 shows "off"), seed."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sample_box = QCheckBox(translate("SamplingControls",
                                              "Sample (otherwise the likeliest token)"))
        self.temperature_box = QDoubleSpinBox()
        self.temperature_box.setRange(0.05, 5.0)
        self.temperature_box.setSingleStep(0.1)
        self.temperature_box.setValue(1.0)
        self.top_k_box = QSpinBox()
        self.top_k_box.setRange(0, TOP_K_MAX)
        self.top_k_box.setSpecialValueText(translate("SamplingControls", "off"))
        self.top_p_box = QDoubleSpinBox()
        self.top_p_box.setRange(0.0, 1.0)
        self.top_p_box.setSingleStep(0.05)
        self.top_p_box.setSpecialValueText(translate("SamplingControls", "off"))
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, SEED_MAX)
        self.top_k_box.setToolTip(translate("SamplingControls", "keep the k likeliest tokens"))
        self.top_p_box.setToolTip(translate(
            "SamplingControls", "keep the likeliest tokens until their probability adds up to p"))
        self.seed_box.setToolTip(translate(
            "SamplingControls", "the same seed draws the same tokens again"))
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(self.sample_box, 0, 0, 1, 4)
        pairs = ((translate("SamplingControls", "Temperature:"), self.temperature_box),
                 (translate("SamplingControls", "Top-k:"), self.top_k_box),
                 (translate("SamplingControls", "Top-p:"), self.top_p_box),
                 (translate("SamplingControls", "Seed:"), self.seed_box))
        for index, (text, box) in enumerate(pairs):
            row, column = 1 + index // 2, 2 * (index % 2)
            label = QLabel(text)
            label.setBuddy(box)
            grid.addWidget(label, row, column)
            grid.addWidget(box, row, column + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        self.sample_box.toggled.connect(self._enable)
        for box in (self.temperature_box, self.top_k_box, self.top_p_box, self.seed_box):
            box.valueChanged.connect(self.changed)
        self.sample_box.toggled.connect(self.changed)
        self._enable(False)

    def sampling(self) -> Sampling:
        """The settings as core's Sampling (the boxes' ranges keep them valid)."""
        top_k, top_p = self.top_k_box.value(), self.top_p_box.value()
        return Sampling(greedy=not self.sample_box.isChecked(),
                        temperature=self.temperature_box.value(),
                        top_k=top_k or None, top_p=top_p or None, seed=self.seed_box.value())

    def set_sampling(self, sampling: Sampling) -> None:
        self.sample_box.setChecked(not sampling.greedy)
        self.temperature_box.setValue(sampling.temperature)
        self.top_k_box.setValue(sampling.top_k or 0)
        self.top_p_box.setValue(sampling.top_p or 0.0)
        self.seed_box.setValue(sampling.seed)

    def _enable(self, sampling: bool) -> None:
        for box in (self.top_k_box, self.top_p_box, self.seed_box):
            box.setEnabled(sampling)
