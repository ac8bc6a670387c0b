"""The "Why √d_k?" lab: softmax saturation and vanishing gradients, measured and plotted."""

from gui.classroom.scaling_lab.lab_window import PLOT_NAMES, ScalingLab
from gui.classroom.scaling_lab.session_panel import SessionPanel

__all__ = ["PLOT_NAMES", "ScalingLab", "SessionPanel"]
