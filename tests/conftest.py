"""Fixtures shared by several test modules: the real services the web and store tests use,
each skipped with its reason where this machine cannot run it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from splitter_testkit import browser, postgres


@pytest.fixture(scope="module")
def postgres_server() -> Iterator[str]:
    """A throw-away PostgreSQL server's URL, for the module's tests."""
    try:
        with postgres.cluster() as url:
            yield url
    except postgres.UnavailableError as err:
        pytest.skip(f"no PostgreSQL server for this run: {err}")


@pytest.fixture(scope="module")
def phone() -> Iterator[Any]:
    """Headless Chromium as a 390 x 844 phone, for the module's tests."""
    try:
        with browser.phone() as driver:
            yield driver
    except browser.UnavailableError as err:
        pytest.skip(str(err))
