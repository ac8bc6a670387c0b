"""Tests of gui/explain/."""
