"""Tests of gui/document/."""
