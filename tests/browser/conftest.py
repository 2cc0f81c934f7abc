"""Browser fixtures: Voila on a loopback port, driven by Playwright's sync API in headless Chromium.

Every test collected under ``tests/browser/`` is marked ``browser`` (deselect with ``-m "not browser"``).

How a test module uses them::

    VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"   # directory served by Voila (directory mode)
    VOILA_TEMPLATE = "unokit"                                # optional; default: Voila's stock "lab"

    from voila_support import wait_for_voila, wait_for_widgets

    def test_hand_loads(voila_server, page):
        page.goto(voila_server.notebook_url("hand.ipynb"))
        wait_for_voila(page)
        wait_for_widgets(page, ".unokit-hand button")

``VOILA_ARGS`` (a tuple of extra Voila options) is optional too. A module may instead override the
module-scoped ``voila_notebook_dir`` / ``voila_template`` / ``voila_extra_args`` fixtures.
One Voila process is started per (directory, template) pair and shared by the whole session; all of them
are stopped (SIGTERM, then SIGKILL of the process group after 10 s) when the session ends. Voila's log is
written to ``tests/_artifacts/voila-<port>.log``; a failing test leaves a screenshot there too.

Chromium is Debian's ``/usr/bin/chromium`` (``.ci/run`` installs the ``chromium`` package); Playwright's
own browser download is never used.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

import pytest
from voila_support import (
    ARTIFACTS,
    BROWSER_DIR,
    BUSY_MACHINE_TIMEOUT_MS,
    VoilaServer,
    VoilaServers,
    wait_for_voila,  # noqa: F401  (re-exported for test modules)
    wait_for_widgets,  # noqa: F401
)

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test under ``tests/browser/`` with ``browser``."""
    for item in items:
        if BROWSER_DIR in Path(str(item.path)).resolve().parents:
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    """Keep the call-phase report on the item so the ``page`` fixture can screenshot failures."""
    report = yield
    setattr(item, f"_unokit_report_{report.when}", report)
    return report


@pytest.fixture(scope="session")
def voila_servers() -> Iterator[VoilaServers]:
    """Session-scoped pool of Voila servers; every server is stopped at the end of the session."""
    pool = VoilaServers()
    try:
        yield pool
    finally:
        pool.stop_all()


@pytest.fixture(scope="module")
def voila_notebook_dir(request: pytest.FixtureRequest) -> Path:
    """The directory Voila serves: the test module's ``VOILA_NOTEBOOKS`` (override the fixture to change)."""
    directory = getattr(request.module, "VOILA_NOTEBOOKS", None)
    if directory is None:
        raise pytest.UsageError(
            f"{request.module.__name__} must set VOILA_NOTEBOOKS (a directory of notebooks) "
            "or override the voila_notebook_dir fixture"
        )
    directory = Path(directory)
    if not directory.is_dir():
        raise pytest.UsageError(f"VOILA_NOTEBOOKS {directory} is not a directory")
    return directory


@pytest.fixture(scope="module")
def voila_template(request: pytest.FixtureRequest) -> str | None:
    """Voila template name: the module's ``VOILA_TEMPLATE``, default None (Voila's stock ``lab``)."""
    return getattr(request.module, "VOILA_TEMPLATE", None)


@pytest.fixture(scope="module")
def voila_extra_args(request: pytest.FixtureRequest) -> tuple[str, ...]:
    """Extra Voila command-line options: the module's ``VOILA_ARGS`` (a sequence of strings), default none."""
    return tuple(getattr(request.module, "VOILA_ARGS", ()))


@pytest.fixture(scope="module")
def voila_server(voila_servers: VoilaServers, voila_notebook_dir: Path, voila_template: str | None,
                 voila_extra_args: tuple[str, ...]) -> VoilaServer:
    """The running Voila for this module's notebook directory (shared with other modules asking the same)."""
    return voila_servers.get(voila_notebook_dir, voila_template, voila_extra_args)


# --- Playwright -------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def playwright_instance():
    """Playwright's sync API, started once per session."""
    from playwright.sync_api import expect, sync_playwright

    # assertions wait as long as actions: a busy CI machine, never Playwright's 5 s default
    expect.set_options(timeout=BUSY_MACHINE_TIMEOUT_MS)
    with sync_playwright() as playwright:
        yield playwright


@pytest.fixture(scope="session")
def browser(playwright_instance):
    """Headless Debian Chromium (``/usr/bin/chromium``); closed at the end of the session."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} not found: install Debian's chromium package (see .ci/run)")
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    yield browser
    browser.close()


@pytest.fixture
def page(browser, request: pytest.FixtureRequest):
    """A fresh page (own browser context, 1280x900 px viewport, reduced motion).

    ``page.console_errors`` collects the page's console errors and uncaught exceptions (strings).
    If the test fails, a full-page screenshot is saved as ``tests/_artifacts/<test name>.png``.
    """
    context = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page = context.new_page()
    page.set_default_timeout(BUSY_MACHINE_TIMEOUT_MS)
    errors: list[str] = []
    page.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.console_errors = errors  # type: ignore[attr-defined]
    yield page
    report = getattr(request.node, "_unokit_report_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        name = "".join(c if c.isalnum() or c in "-_." else "_" for c in request.node.name)
        with contextlib.suppress(Exception):
            page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
    context.close()


