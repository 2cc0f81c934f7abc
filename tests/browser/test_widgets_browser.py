"""HandView and GameTable in Voila, driven by keyboard in headless Chromium.

The notebook ``notebooks/hand.ipynb`` shows a HandView (classic, players "Ana" and an HTML-looking
name) and a GameTable in play mode against a random bot, both on the first seed whose seat to act can
play a non-Wild card and holds an unplayable one. The expected cards come from the same seeded game
built here.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from voila_support import ARTIFACTS, BUSY_MACHINE_TIMEOUT_MS, wait_for_widgets

from unokit.cards import Card
from unokit.game import Game
from unokit.widgets.hand import card_description

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"
NOTEBOOK = "hand.ipynb"
EVIL = "<img src=x onerror=alert(1)>"
HAND = ".test-hand button.unokit-card"


def teaching_seed(players: list[str]) -> int:
    """The notebook's seed choice: the seat to act can play a non-Wild card and holds an unplayable one."""
    for seed in range(100):
        game = Game("classic", players=players, seed=seed)
        seat = game.current
        plays = {m.cards[0] for m in game.legal_moves(seat) if m.kind.value == "play" and len(m.cards) == 1}
        if any(not card.is_wild for card in plays) and set(game.hand(seat)) - plays:
            return seed
    raise AssertionError("no suitable seed")


def expected_game() -> Game:
    players = ["Ana", EVIL]
    return Game("classic", players=players, seed=teaching_seed(players))


def open_notebook(voila_server, page):
    page.goto(voila_server.notebook_url(NOTEBOOK))
    wait_for_widgets(page, HAND)
    wait_for_widgets(page, ".test-table .unokit-summary")
    return page


def shot(page, name: str) -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    path = ARTIFACTS / f"widgets-{name}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def focused(page) -> dict:
    return page.evaluate(
        """() => { const el = document.activeElement;
                   return {index: el.dataset.index ?? null, label: el.getAttribute('aria-label'),
                           inHand: !!el.closest('.test-hand')}; }"""
    )


def test_handview_loads_in_voila_with_one_named_button_per_card(voila_server, page):
    open_notebook(voila_server, page)
    game = expected_game()
    cards = game.hand(game.current)
    buttons = page.locator(HAND)
    assert buttons.count() == len(cards)
    assert [buttons.nth(i).get_attribute("aria-label") for i in range(len(cards))] == [c.name for c in cards]
    # the card picture is inside the button but hidden from the accessibility tree
    assert page.locator(f"{HAND} .unokit-card-art[aria-hidden='true'] img[alt='']").count() == len(cards)
    # roving tabindex: one tab stop for the whole hand
    assert page.locator(f"{HAND}[tabindex='0']").count() == 1
    # a name that looks like HTML is shown as text and never becomes an element
    assert page.locator("img[src='x']").count() == 0
    if game.current == 1:
        assert EVIL in page.locator(".test-hand .unokit-hand-label").inner_text()
    assert not [e for e in page.console_errors if "unokit" in e.lower()]
    # the page asks for reduced motion (fixture): raised cards do not animate
    assert buttons.first.evaluate("b => getComputedStyle(b).transitionDuration") == "0s"
    shot(page, "hand-loaded")


def test_arrow_keys_move_focus_and_enter_plays_a_card(voila_server, page):
    open_notebook(voila_server, page)
    game = expected_game()
    seat = game.current
    cards = game.hand(seat)
    buttons = page.locator(HAND)
    buttons.first.focus()
    assert focused(page) == {"index": "0", "label": cards[0].name, "inHand": True}
    page.keyboard.press("ArrowRight")
    assert focused(page)["index"] == "1"
    page.keyboard.press("ArrowLeft")
    assert focused(page)["index"] == "0"
    page.keyboard.press("End")
    assert focused(page)["index"] == str(len(cards) - 1)
    page.keyboard.press("Home")
    assert focused(page)["index"] == "0"
    assert page.locator(f"{HAND}[tabindex='0']").get_attribute("data-index") == "0"

    playable = {m.cards[0] for m in game.legal_moves(seat) if m.kind.value == "play" and len(m.cards) == 1}
    target = next(i for i, c in enumerate(cards) if c in playable and not c.is_wild)
    for _ in range(target):
        page.keyboard.press("ArrowRight")
    assert focused(page)["label"] == cards[target].name
    assert buttons.nth(target).get_attribute("aria-disabled") is None
    shot(page, "hand-focus-before-enter")
    page.keyboard.press("Enter")
    page.wait_for_function("([sel, n]) => document.querySelectorAll(sel).length === n",
                           arg=[HAND, len(cards) - 1])
    # the hand is redrawn by Python; focus stays in the hand, still one tab stop
    assert focused(page)["inHand"]
    assert page.locator(f"{HAND}[tabindex='0']").count() == 1
    remaining = [buttons.nth(i).get_attribute("aria-label") for i in range(len(cards) - 1)]
    expected = list(cards)
    expected.remove(cards[target])
    assert remaining == [c.name for c in expected]
    shot(page, "hand-after-enter")


def test_an_aria_disabled_card_cannot_be_played_and_its_reason_is_text(voila_server, page):
    open_notebook(voila_server, page)
    game = expected_game()
    seat = game.current
    cards = game.hand(seat)
    playable = {m.cards[0] for m in game.legal_moves(seat) if m.kind.value == "play" and len(m.cards) == 1}
    index = next(i for i, c in enumerate(cards) if c not in playable)
    card: Card = cards[index]
    button = page.locator(HAND).nth(index)
    assert button.get_attribute("aria-disabled") == "true"
    # the visible cue is text, not colour alone
    assert "not now" in button.locator(".unokit-badge").inner_text()
    reason_id = button.get_attribute("aria-describedby")
    reason = page.locator(f"[id='{reason_id}']")
    assert reason.text_content() == card_description(card.name, game.explain(card, seat).reason)
    button.focus()
    # and shown under the hand while the card has focus
    panel = page.locator(".test-hand .unokit-hand-focus")
    assert panel.inner_text() == f"{card.name}: {game.explain(card, seat).reason}"
    assert panel.is_visible()
    shot(page, "hand-disabled-focus")
    page.keyboard.press("Enter")
    message = page.locator(".test-hand .unokit-hand-message")
    message.wait_for(state="visible")
    assert "cannot be played" in message.inner_text()
    assert page.locator(HAND).count() == len(cards)


def table_state(page) -> dict:
    """The table as drawn, once the summary, the hands and the log show the same number of moves.

    Each widget model applies its updates on its own promise chain, so right after a move one part
    of the page may be drawn a moment before another.
    """
    page.wait_for_function(
        """() => { const s = document.querySelector('.test-table .unokit-summary');
                   const n = document.querySelectorAll('.test-table .unokit-log li').length;
                   const hands = Array.from(document.querySelectorAll('.test-table .unokit-hand'));
                   return s && Number(s.dataset.moves) === n && hands.length > 0
                       && hands.every(h => Number(h.dataset.moves) === n); }""")
    return page.evaluate(
        """() => { const s = document.querySelector('.test-table .unokit-summary');
                   return {top: s.dataset.top, current: s.dataset.current,
                           log: document.querySelectorAll('.test-table .unokit-log li').length,
                           over: s.textContent.includes('Round over')}; }"""
    )


def table_game() -> Game:
    players = ["Ana", "<b>Ben</b>"]
    return Game("classic", players=players, seed=teaching_seed(players))


def play_by_keyboard(page) -> str:
    """The human's turn, by keyboard only: a playable card (and a colour), else Draw / Keep."""
    hand = ".test-table .unokit-hand-interactive"
    card = page.locator(f"{hand} button.unokit-card:not([aria-disabled])")
    if card.count():
        card.first.focus()
        label = card.first.get_attribute("aria-label")
        page.keyboard.press("Enter")
        if label.startswith("Wild"):
            colour = page.locator(f"{hand} .unokit-chooser button.unokit-color").first
            colour.wait_for()
            colour.focus()
            page.keyboard.press("Enter")
        return f"play {label}"
    for text in ("Draw", "Keep", "Accept", "Challenge", "Choose"):
        button = page.locator(".test-table .unokit-action:visible", has_text=text)
        if button.count():
            button.first.focus()
            page.keyboard.press("Enter")
            return text
    raise AssertionError("the human is to act but nothing can be pressed")


def test_the_table_updates_after_each_move_and_a_round_can_be_played_by_keyboard(voila_server, page):
    open_notebook(voila_server, page)
    game = table_game()
    human = game.current
    state = table_state(page)
    assert state["current"] == str(human) and state["log"] == 0
    assert page.locator("b", has_text="Ben").count() == 0  # "<b>Ben</b>" is shown as text
    step = page.locator(".test-table").get_by_role("button", name="Step", exact=True)
    moves = tries = 0
    while not state["over"] and moves < 300 and tries < 900:
        before = state["log"]
        tries += 1
        if state["current"] == str(human):
            play_by_keyboard(page)
        else:
            try:
                page.wait_for_function("(b) => !b.disabled", arg=step.element_handle(), timeout=BUSY_MACHINE_TIMEOUT_MS)
            except PlaywrightTimeout:
                state = table_state(page)
                continue
            step.focus()
            page.keyboard.press("Enter")
        try:
            page.wait_for_function(
                "(n) => document.querySelectorAll('.test-table .unokit-log li').length !== n", arg=before,
                timeout=BUSY_MACHINE_TIMEOUT_MS)
        except PlaywrightTimeout:
            # a key pressed on a view that was being redrawn is refused as stale (by design): look again
            state = table_state(page)
            continue
        new = table_state(page)
        assert new["log"] == before + 1  # one sentence per move
        state = new
        moves += 1
        if moves == 3:
            shot(page, "table-after-3-moves")
    assert state["over"], f"no end after {moves} moves"
    shot(page, "table-round-over")
    # step back through the round (its panel is folded in play mode): the position line says it is past
    page.locator(".test-table").get_by_role("button", name="Step through the round").click()
    page.locator(".test-table").get_by_role("button", name="Back", exact=True).focus()
    page.keyboard.press("Enter")
    page.locator(".test-table .unokit-position", has_text="past position").wait_for()
    assert table_state(page)["log"] == state["log"] - 1
    # the move slider is a labelled native range input: Home goes back to the deal
    slider = page.locator(".test-table").get_by_label("Move", exact=True)
    slider.focus()
    page.keyboard.press("Home")
    page.locator(".test-table .unokit-position", has_text="after the deal").wait_for()
    assert table_state(page)["log"] == 0
    page.keyboard.press("ArrowRight")
    page.locator(".test-table .unokit-position", has_text="after move 1 of").wait_for()
    # a past position still explains every card of the seated player's hand
    reasons = page.locator(".test-table .unokit-hand .unokit-reason")
    assert reasons.count() > 0 and all(t.strip() for t in reasons.all_text_contents())
    shot(page, "table-stepped-back")


def test_a_wild_opens_a_labelled_colour_group_operable_by_keyboard(voila_server, page):
    open_notebook(voila_server, page)
    wait_for_widgets(page, ".test-teaching .unokit-hand-interactive")
    hand = ".test-teaching .unokit-hand-interactive"
    wild = page.locator(f"{hand} button.unokit-card:not([aria-disabled])[data-code^='W']").first
    wild.focus()
    page.keyboard.press("Enter")
    chooser = page.locator(f"{hand} .unokit-chooser")
    chooser.wait_for()
    assert chooser.get_attribute("role") == "group"
    label = page.locator(f"[id='{chooser.get_attribute('aria-labelledby')}']").inner_text()
    assert label.startswith("Choose the colour for Wild")
    colours = chooser.locator("button.unokit-color")
    assert [colours.nth(i).inner_text().strip() for i in range(colours.count())] == ["Red", "Yellow", "Green", "Blue"]
    assert colours.first.locator(".unokit-sign[aria-hidden='true'] svg.unokit-sign-svg").count() == 1
    assert page.evaluate("() => document.activeElement.dataset.color") == "red"  # focus moved into the group
    shot(page, "wild-chooser")
    page.keyboard.press("Escape")
    chooser.wait_for(state="detached")
    assert page.evaluate("() => document.activeElement.classList.contains('unokit-card')")
    wild.focus()
    page.keyboard.press("Enter")
    chooser.wait_for()
    page.keyboard.press("ArrowRight")  # the colours are one tab stop: arrow keys move between them
    page.wait_for_function("() => document.activeElement.dataset.color === 'yellow'")
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => document.querySelector('.test-teaching .unokit-summary').dataset.color === 'yellow'")
    # the log is redrawn last: one sentence for the one move
    page.locator(".test-teaching .unokit-log li").wait_for()
    assert page.locator(".test-teaching .unokit-log li").count() == 1


def test_no_axe_violations_in_the_widgets(voila_server, page):
    from axe_playwright_python.sync_playwright import Axe

    open_notebook(voila_server, page)
    result = Axe().run(page, context={"include": [[".unokit-table"], [".unokit-hand-root"]]})
    shot(page, "axe-page")
    problems = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
                for v in result.response["violations"]]
    assert problems == []


@pytest.fixture(autouse=True)
def _no_page_errors(page):
    yield
    assert not [e for e in page.console_errors if "Uncaught" in e or "TypeError" in e], page.console_errors
