"""The print panel's status is said once per change (ux-audit-2 N7): "Making the file…" was written into its
status region twice (once more when the button's busy state changed), so it could be read twice before
"Saved unokit-classic-deck.pdf (… KB)."."""

from __future__ import annotations

from playwright.sync_api import expect
from test_dashboard_browser import DASHBOARD, VOILA_NOTEBOOKS, settle  # noqa: F401 (VOILA_NOTEBOOKS: what Voila serves)
from voila_support import BUSY_MACHINE_TIMEOUT_MS, wait_for_widgets

BUTTON = "Download a printable sheet of this deck (PDF)"

#: Records every text written into the download button's status region (a write of the same text counts:
#: a screen reader may read a region again when its text node is replaced).
RECORD = """(button) => {
    const status = document.getElementById(button.getAttribute('aria-describedby'));
    globalThis.__statuses = [];
    new MutationObserver(() => globalThis.__statuses.push(status.textContent))
        .observe(status, {childList: true, characterData: true, subtree: true});
}"""


def test_the_print_status_is_written_once_per_change(voila_server, page):
    page.goto(voila_server.notebook_url(DASHBOARD))
    wait_for_widgets(page, ".unokit-paper select")
    settle(page)
    button = page.get_by_role("button", name=BUTTON)
    button.evaluate(RECORD)
    with page.expect_download(timeout=2 * BUSY_MACHINE_TIMEOUT_MS):
        button.click()
    expect(page.locator(".unokit-file-status", has_text="Saved unokit-classic-deck.pdf")).to_be_visible(
        timeout=BUSY_MACHINE_TIMEOUT_MS)
    statuses = [text for text in page.evaluate("() => globalThis.__statuses") if text]
    assert statuses.count("Making the file…") == 1, statuses
    assert statuses[-1].startswith("Saved unokit-classic-deck.pdf"), statuses
