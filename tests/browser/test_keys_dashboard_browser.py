"""Play by ear in the Voila dashboard (issue 11 items 1-3): the question keys and the command field
work in the dashboard's table, and axe finds no violation with the "Keys and commands" and
"Announcements" panels open and with the "Keys" dialog open.

The dashboard deals a random game, so these checks only use what is true of any deal: the hand answer
starts with the card count, a draw is announced as the person's draw.
"""

from __future__ import annotations

import re
from pathlib import Path

from playwright.sync_api import expect
from test_dashboard_browser import HAND, _axe_violations, settle
from test_table_browser import RECORD_LIVE
from voila_support import wait_for_widgets

VOILA_NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
DASHBOARD = "dashboard.ipynb"
MESSAGES = "() => window.__ukLive.filter(m => m.region.includes('unokit-announce')).map(m => m.text)"


def open_dashboard(voila_server, page):
    page.goto(voila_server.notebook_url(DASHBOARD))
    wait_for_widgets(page, f"{HAND} button.unokit-card-button")
    wait_for_widgets(page, ".unokit-command-input")
    settle(page, quiet_ms=300)
    page.evaluate(RECORD_LIVE)
    return page


def test_the_dashboard_answers_keys_and_commands(voila_server, page):
    page = open_dashboard(voila_server, page)
    card = page.locator(f"{HAND} button.unokit-card-button[tabindex='0']").first
    card.focus()
    page.keyboard.press("h")
    page.wait_for_function(f"() => ({MESSAGES})().length > 0")
    settle(page, quiet_ms=400)
    messages = page.evaluate(MESSAGES)
    assert len(messages) == 1 and re.match(r"^\d+ cards\. ", messages[0]), messages
    assert card.evaluate("(el) => el === document.activeElement")
    field = page.get_by_role("textbox", name="Command")
    field.fill("w")
    page.keyboard.press("Enter")
    expect(field).to_have_value("")
    page.wait_for_function(f"() => ({MESSAGES})().length > 1")
    settle(page, quiet_ms=400)
    messages = page.evaluate(MESSAGES)
    assert len(messages) == 2 and re.match(r"^(Your turn|Round over|\w+'s turn)", messages[1]), messages


def test_axe_finds_no_violation_with_the_keys_panels_and_the_keys_dialog_open(voila_server, page):
    page = open_dashboard(voila_server, page)
    page.get_by_role("button", name="Keys and commands").click()
    page.get_by_role("button", name="Announcements").click()
    expect(page.get_by_role("radio", name="Number first (5 red)")).to_be_visible()
    expect(page.locator(".unokit-keys-list")).to_be_visible()
    assert _axe_violations(page) == []
    page.locator(f"{HAND} button.unokit-card-button[tabindex='0']").first.focus()
    page.keyboard.press("?")
    expect(page.get_by_role("dialog", name="Keys")).to_be_visible()
    assert _axe_violations(page) == []
