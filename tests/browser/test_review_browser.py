"""Review together in headless Chromium (issue 29): ``notebooks/review.ipynb`` shows three reviews of one
record, a host and two viewers that follow it. The host steps with its table's Forward button and jumps
with its move list, and both viewers show the same position; one viewer presses "Step on my own", steps
by itself while the host and the other viewer go on, then "Rejoin the review" brings it back to the host's
position.
Every check waits for the state it asserts (BUSY_MACHINE_TIMEOUT_MS, conftest's default)."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import expect
from voila_support import wait_for_widgets

pytestmark = pytest.mark.browser

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"
HOST, VIEWER, SECOND = ".test-host", ".test-viewer", ".test-second"


def status(page, review: str):
    return page.locator(f"{review} p.unokit-review-status")


def test_the_viewer_follows_the_host_leaves_and_rejoins(voila_server, page):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(voila_server.notebook_url("review.ipynb"))
    wait_for_widgets(page, f"{VIEWER} p.unokit-review-status")
    expect(status(page, VIEWER)).to_have_attribute("data-cursor", "0")
    host_table = page.locator(f"{HOST} .unokit-table")
    for expected in ("1", "2"):
        host_table.get_by_role("button", name="Forward", exact=True).click()
        expect(status(page, HOST)).to_have_attribute("data-cursor", expected)
        expect(status(page, VIEWER)).to_have_attribute("data-cursor", expected)
        expect(status(page, SECOND)).to_have_attribute("data-cursor", expected)
    page.locator(HOST).get_by_label("Jump to move").select_option(index=9)
    expect(status(page, HOST)).to_have_attribute("data-cursor", "9")
    expect(status(page, VIEWER)).to_have_attribute("data-cursor", "9")
    expect(status(page, SECOND)).to_have_attribute("data-cursor", "9")
    # every hand face up at the viewer's table: each seat shows its cards by name
    expect(page.locator(f"{VIEWER} .unokit-hand button.unokit-card-button").first).to_be_visible()
    # the viewer leaves and steps back on its own; the host goes on
    page.locator(VIEWER).get_by_role("button", name="Step on my own").click()
    expect(status(page, VIEWER)).to_contain_text("stepping on your own")
    page.locator(f"{VIEWER} .unokit-table").get_by_role("button", name="Back", exact=True).click()
    expect(status(page, VIEWER)).to_have_attribute("data-cursor", "8")
    host_table.get_by_role("button", name="Forward", exact=True).click()
    expect(status(page, HOST)).to_have_attribute("data-cursor", "10")
    expect(status(page, VIEWER)).to_have_attribute("data-cursor", "8")
    expect(status(page, SECOND)).to_have_attribute("data-cursor", "10")  # the other viewer still follows
    # rejoining: back to the host's position
    page.locator(VIEWER).get_by_role("button", name="Rejoin the review").click()
    expect(status(page, VIEWER)).to_have_attribute("data-cursor", "10")
    expect(status(page, VIEWER)).to_contain_text("You follow the host's review")
    host_table.get_by_role("button", name="Back", exact=True).click()
    for review in (HOST, VIEWER, SECOND):
        expect(status(page, review)).to_have_attribute("data-cursor", "9")
