"""Tests of gui/classroom/."""
