"""The "Keys" dialog in the dashboard, in headless Chromium: it tells a screen-reader user in browse mode to
type the question in the command field (or switch to focus mode), and its button names the keys that open it
in ``aria-keyshortcuts`` (ux-audit-2 N5)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from test_keys_dashboard_browser import VOILA_NOTEBOOKS, open_dashboard  # noqa: F401 (VOILA_NOTEBOOKS: what Voila serves)

from unokit.widgets.keys import BROWSE_MODE_NOTE, KEYS_DIALOG_SHORTCUTS

pytestmark = pytest.mark.browser


def test_the_keys_dialog_offers_the_command_field_for_browse_mode(voila_server, page):
    page = open_dashboard(voila_server, page)
    button = page.get_by_role("button", name="Keys (? or F1)")
    expect(button).to_have_attribute("aria-keyshortcuts", KEYS_DIALOG_SHORTCUTS)
    page.get_by_role("textbox", name="Command").focus()
    page.keyboard.press("F1")
    dialog = page.get_by_role("dialog", name="Keys")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text(BROWSE_MODE_NOTE)
