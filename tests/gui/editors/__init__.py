"""Tests of gui/editors/."""
