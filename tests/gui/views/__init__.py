"""Tests of gui/views/."""
