"""Shared pytest configuration: hypothesis profiles (``HYPOTHESIS_PROFILE=ci`` in CI), and the table service
fixture of the shared-table tests."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci",
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
)
settings.register_profile("dev", max_examples=30, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "dev"))

# The dashboard deals every new game from a fresh seed unless this variable names one
# (unokit.dashboard.app.SEED_ENVIRONMENT). The browser tests' Voila server and its kernels inherit it, so the
# dashboard page opens on the deal of seed 1 that they were written for; tests of fresh seeds remove it.
os.environ.setdefault("UNOKIT_DASHBOARD_SEED", "1")


@pytest.fixture
def service(tmp_path: Path) -> Iterator[Any]:
    """A running ``unokit tables serve`` as a real process (bots move at once), its records in ``tmp_path``;
    stopped after the test. The process and its client helpers are in ``tests/test_tables_service.py``."""
    from test_tables_service import Service

    running = Service(tmp_path / "records")
    running.start()
    yield running
    running.stop()
