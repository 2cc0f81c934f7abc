"""Things said once, not twice or three times (ux-audit-2 N7), in the accessibility tree of the page.

- The hand: its label names the toolbar of cards, and its help describes it; neither is also exposed as a
  paragraph of its own (browse mode read "Ana's hand: 7 cards" as a paragraph and again as the toolbar).
- The Wild colour chooser: its label names the group focus moves into; it is not also a paragraph, nor said
  again in the status line (the group's name says it as focus arrives).
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import expect
from test_dashboard_browser import settle
from test_keys_focus_browser import open_table
from voila_support import BUSY_MACHINE_TIMEOUT_MS

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"  # keys.ipynb
HAND = ".test-keys .unokit-hand-interactive"


def test_the_hand_and_the_colour_chooser_are_named_once(voila_server, page):
    page = open_table(voila_server, page, "keys.ipynb", ".test-keys")
    hand = page.locator(HAND)
    label = hand.locator(".unokit-hand-label").inner_text()
    tree = hand.aria_snapshot().replace("''", "'")  # YAML doubles a quote inside quotes
    assert tree.count(label) == 1, tree  # the toolbar's name only
    status_before = page.locator(".test-keys p.unokit-announce").inner_text()

    page.locator(f"{HAND} button.unokit-card-button[aria-label='Wild']").focus()
    page.keyboard.press("Enter")
    group = page.get_by_role("group", name="Choose the colour for Wild")
    expect(group).to_be_visible(timeout=BUSY_MACHINE_TIMEOUT_MS)
    tree = hand.aria_snapshot()
    assert tree.count("Choose the colour for Wild") == 1, tree  # the group's name only
    assert tree.count("Arrow keys move between the colours") <= 1, tree  # its description, not a paragraph too
    settle(page, quiet_ms=300)  # the chooser is drawn from the kernel's answer, sent after any status message
    status = page.locator(".test-keys p.unokit-announce").inner_text()
    assert "Choose the colour" not in status, (status_before, status)
