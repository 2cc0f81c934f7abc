"""A number field of the New game form left empty stays empty (ipywidgets alone puts the last value back
without a word) and *Start game* lists it as a problem, marking the field; typed again, the game starts."""

from __future__ import annotations

from playwright.sync_api import expect
from test_keys_dashboard_browser import VOILA_NOTEBOOKS, open_dashboard  # noqa: F401 (VOILA_NOTEBOOKS: what Voila serves)

PROBLEMS = ".unokit-start-problems .unokit-form-problems"


def test_an_emptied_number_of_players_stays_empty_and_start_says_what_to_type(voila_server, page):
    page = open_dashboard(voila_server, page)
    page.get_by_role("button", name="New game: rules, players, bots, seed").click()
    players = page.get_by_role("spinbutton", name="Number of players")
    players.fill("")
    players.press("Tab")
    page.get_by_role("button", name="Start game").click()
    region = page.locator(PROBLEMS)
    expect(region.locator("li")).to_have_text(
        ["Number of players is empty; type a whole number from 2 to 10 (classic rules)."])
    expect(players).to_have_value("")  # never refilled behind the person's back
    expect(players).to_have_attribute("aria-invalid", "true")
    players.fill("4")
    players.press("Tab")
    page.get_by_role("button", name="Start game").click()
    expect(region.locator("li")).to_have_count(0)
    expect(page.locator(".unokit-table-heading")).to_contain_text("4 players")
