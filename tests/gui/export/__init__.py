"""Tests of gui/export/."""
