"""Tests of gui/window/."""
