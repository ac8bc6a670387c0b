"""Tests of core/tours/."""
