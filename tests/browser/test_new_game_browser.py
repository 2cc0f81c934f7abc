"""The dashboard's New game panel in Voila, in headless Chromium, as a new user met it: settings that
cannot be dealt are listed all at once next to *Start game* (an alert region styled as an error), the
fields at fault are marked ``aria-invalid`` and focus moves to the first (WCAG 3.3.1, 3.3.3, 4.1.3);
a successful start clears the list, the marks, the table's assertive region and the command field.
axe finds nothing with the list shown.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from test_dashboard_browser import _axe_violations
from test_keys_dashboard_browser import VOILA_NOTEBOOKS, open_dashboard  # noqa: F401 (VOILA_NOTEBOOKS: what Voila serves)

pytestmark = pytest.mark.browser

PROBLEMS = ".unokit-start-problems .unokit-form-problems"
HOUSE_PROBLEM = ".unokit-house-problem .unokit-form-problems"
STACK_BOX = ".unokit-flag-stack-wild-draw-four input"
CHALLENGE_BOX = ".unokit-flag-challenge input"


def test_every_problem_is_listed_next_to_start_the_fields_marked_and_all_cleared_on_a_good_start(voila_server, page):
    page = open_dashboard(voila_server, page)
    command = page.get_by_role("textbox", name="Command")
    command.fill("asdfgh")
    command.press("Enter")
    expect(command).to_have_attribute("aria-invalid", "true")  # the old game's refused command

    page.get_by_role("button", name="New game: rules, players, bots, seed").click()
    players = page.get_by_role("spinbutton", name="Number of players")
    players.fill("10")
    players.press("Tab")
    seat_1 = page.get_by_role("textbox", name="Seat 1 name")
    expect(page.get_by_role("textbox", name="Seat 9 name")).to_be_visible()
    seat_1.fill("")
    page.locator(STACK_BOX).check()
    # the house rules say it at once, politely, under the boxes, without taking focus from the box
    house = page.locator(HOUSE_PROBLEM)
    expect(house).to_have_attribute("role", "status")
    expect(house).to_contain_text("Untick “Stacking Wild Draw Fours” or untick “Challenge”.")
    expect(page.locator(STACK_BOX)).to_be_focused()
    expect(page.locator(CHALLENGE_BOX)).to_have_attribute("aria-invalid", "true")
    start = page.get_by_role("button", name="Start game")
    start.click()

    region = page.locator(PROBLEMS)
    expect(region).to_have_attribute("role", "alert")
    expect(region.locator("li")).to_have_count(2)
    expect(region).to_contain_text("The game was not started: 2 problems.")
    expect(region.locator("li").nth(0)).to_contain_text("Untick “Stacking Wild Draw Fours” or untick “Challenge”.")
    expect(region.locator("li").nth(1)).to_have_text("Seat 1 name is empty: type a name.")
    expect(page.locator(STACK_BOX)).to_have_attribute("aria-invalid", "true")
    expect(page.locator(CHALLENGE_BOX)).to_have_attribute("aria-invalid", "true")
    expect(seat_1).to_have_attribute("aria-invalid", "true")
    expect(page.locator(STACK_BOX)).to_be_focused()  # the first field at fault, in the form's order
    # next to the button: the list starts within a line or two under Start game, and looks like an error
    start_box, list_box = start.bounding_box(), region.bounding_box()
    assert 0 <= list_box["y"] - (start_box["y"] + start_box["height"]) < 60, (start_box, list_box)
    style = region.evaluate("(el) => { const s = getComputedStyle(el); return [s.borderLeftStyle, s.borderLeftWidth]; }")
    assert style[0] == "solid" and float(style[1].removesuffix("px")) >= 4, style
    assert page.locator(".unokit-announce-assertive").inner_text() == ""  # said once, by the list itself
    assert _axe_violations(page) == []  # the list, the marked fields and their outline pass axe

    page.locator(CHALLENGE_BOX).uncheck()
    expect(house.locator("li")).to_have_count(0)
    seat_1.fill("Ben")
    start.click()
    expect(page.get_by_role("heading", name=re.compile(r"^Table: Classic rules, .*10 players"))).to_be_visible()
    expect(region.locator("li")).to_have_count(0)
    expect(page.locator(".unokit-form [aria-invalid='true']")).to_have_count(0)
    expect(command).to_have_value("")
    expect(command).not_to_have_attribute("aria-invalid", "true")
    expect(page.locator(".unokit-announce-assertive")).to_have_text("")


def test_a_player_count_that_cannot_be_played_stays_as_typed_and_is_listed_next_to_start(voila_server, page):
    page = open_dashboard(voila_server, page)
    page.get_by_role("button", name="New game: rules, players, bots, seed").click()
    players = page.get_by_role("spinbutton", name="Number of players")
    start = page.get_by_role("button", name="Start game")
    region = page.locator(PROBLEMS)
    for typed, problem in (
        ("2.5", "Number of players: 2.5 is not a whole number; type a whole number from 2 to 10 (classic rules)."),
        ("0", "Number of players: 0 cannot play classic; type a whole number from 2 to 10."),
        ("100", "Number of players: 100 cannot play classic; type a whole number from 2 to 10."),
    ):
        players.fill(typed)
        players.press("Tab")
        start.click()
        expect(region.locator("li")).to_have_count(1)
        expect(region.locator("li").nth(0)).to_have_text(problem)
        expect(players).to_have_attribute("aria-invalid", "true")
        expect(players).to_be_focused()  # the field at fault
        expect(players).to_have_value(typed)  # never rounded nor clamped behind the person's back
        expect(page.get_by_role("textbox", name="Seat 2 name")).to_be_visible()  # the rows as they were
        expect(page.get_by_role("textbox", name="Seat 3 name")).to_have_count(0)
    players.fill("4")
    players.press("Tab")
    expect(page.get_by_role("textbox", name="Seat 3 name")).to_be_visible()
    start.click()
    expect(page.get_by_role("heading", name=re.compile(r"^Table: Classic rules, .*4 players"))).to_be_visible()
    expect(region.locator("li")).to_have_count(0)
    expect(page.locator(".unokit-form [aria-invalid='true']")).to_have_count(0)  # the form is folded away now


def test_the_new_game_form_at_390_by_844_orders_its_settings_before_start_with_24px_selects_and_single_spaced_text(
        voila_server, page):
    """A phone-sized window: "Bots move straight after you" came after Start game on screen and in Tab order,
    the Rules and Bots selects were 19 px tall (WCAG 2.5.8: 24 px) and the form's paragraphs had 36 px lines
    for 16 px text."""
    page.set_viewport_size({"width": 390, "height": 844})
    page = open_dashboard(voila_server, page)
    page.get_by_role("button", name="New game: rules, players, bots, seed").click()
    start = page.get_by_role("button", name="Start game")
    bots_answer = page.get_by_role("checkbox", name="Bots move straight after you")
    expect(start).to_be_visible()
    expect(bots_answer).to_be_visible()
    # Tab order: the bots' kind and the seed, then the checkbox, then Start game
    page.get_by_role("textbox", name="Seed (same seed, same deal)").focus()
    page.keyboard.press("Tab")
    expect(bots_answer).to_be_focused()
    page.keyboard.press("Tab")
    expect(start).to_be_focused()
    # on screen: the checkbox above the button
    assert bots_answer.bounding_box()["y"] + bots_answer.bounding_box()["height"] <= start.bounding_box()["y"]
    for name in ("Rules", "Bots"):
        select = page.get_by_role("combobox", name=name)
        expect(select).to_be_visible()
        box = select.bounding_box()
        assert box["height"] >= 24 and box["width"] >= 24, (name, box)
    for text in ("Ticked rules are played", "The whole deck of the current rules"):
        paragraph = page.locator("p", has_text=text).first
        expect(paragraph).to_be_visible()
        line, size = paragraph.evaluate(
            "(el) => [parseFloat(getComputedStyle(el).lineHeight), parseFloat(getComputedStyle(el).fontSize)]")
        assert line <= 1.6 * size, (text, line, size)
