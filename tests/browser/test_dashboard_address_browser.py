"""Links that open a game, in the Voila dashboard (the static site's test does the same in Voici):
the page's query reaches the kernel through the PageAddress widget, preheated kernel or not."""

from __future__ import annotations

import re

import pytest
from test_keys_dashboard_browser import DASHBOARD, HAND, VOILA_NOTEBOOKS  # noqa: F401 (VOILA_NOTEBOOKS: what Voila serves)
from voila_support import wait_for_widgets

pytestmark = pytest.mark.browser


def test_voila_opens_the_game_its_address_names(voila_server, page):
    page.goto(voila_server.notebook_url(DASHBOARD) + "?preset=party&players=4&humans=0&bots=greedy&seed=7")
    wait_for_widgets(page, f"{HAND} button.unokit-card-button")
    page.get_by_text("Opened the game the link names.").wait_for()
    assert re.match(r"Table: Party rules, round 1, 4 players", page.locator(".unokit-table-heading").text_content())
    assert page.get_by_label("Seed (same seed, same deal)").input_value() == "7"  # in the folded New game panel
