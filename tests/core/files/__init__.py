"""Tests of core/files/."""
