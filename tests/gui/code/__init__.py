"""Tests of gui/code/: the code view and its dock."""
