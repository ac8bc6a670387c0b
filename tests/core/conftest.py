"""Fixtures of the core tests: ``hook`` marks every text core.i18n looks up."""

from tests.core.marking import hook  # noqa: F401 - a fixture, found by pytest here
