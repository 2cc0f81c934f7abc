"""A keyboard-only round of ``party`` at the dashboard, in headless Chromium (issue 13 item 3).

``notebooks/party.ipynb`` (in this directory) opens the dashboard on ``party``, seed 2: Ana (seat 0) is a
person, Ben and Cy greedy bots. Ana plays with the keyboard alone: she jumps in whenever a "Jump in with
..." action is offered, else plays her first playable card (a Wild's first colour, a Seven's first seat,
each chosen in the labelled group that takes focus), else presses the first action on offer. In that
round (tests/test_house_rules_table.py plays it in the kernel too) Ben swaps hands with Ana, Ana swaps
hands with Ben, Ana rotates the hands with a Zero and jumps in with Red Draw Two. The test checks each is
announced once, focus is never on <body>, and axe finds nothing with the new controls on the page (the
house-rule checkboxes, the seat chooser, the jump-in action); the first seat chooser is closed with Escape
(focus back on the Seven, nothing played) and opened again before Ana chooses.

``notebooks/hot_seat_jump_in.ipynb``: Ana and Ben are people at one screen, Cy a bot, and Ben holds the
twin of the top card while Ana is to act. By keyboard alone, Ana hands Ben the screen from his offer
("Ben: jump in with Red 3 (take the screen)"); every hand is hidden until Ben says it is him; then only his
hand is shown and his "Jump in with Red 3" action has focus; he jumps in, Cy answers, and the screen waits
for Ana with every hand hidden again.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_dashboard_browser import _axe_violations, focused, settle, tab_until
from voila_support import ARTIFACTS, BUSY_MACHINE_TIMEOUT_MS, wait_for_widgets

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"
NOTEBOOK = "party.ipynb"
HAND = ".unokit-hand.unokit-hand-interactive"
PLAYABLE = f"{HAND} button.unokit-card:not([aria-disabled='true'])"
JUMP = ".unokit-actions button.unokit-jump-in"

#: Collects every text the table's polite live region shows, in order (installed once the page is drawn).
RECORD_ANNOUNCEMENTS = """() => {
    window.__said = [];
    const region = document.querySelector('.unokit-announce');
    const note = () => { const text = region.textContent; if (text) window.__said.push(text); };
    note();
    new MutationObserver(note).observe(region, {childList: true, characterData: true, subtree: true});
}"""

#: What the page waits on between Ana's moves: the latest position shown, and Ana to act (her hand can
#: play), a jump-in offered to her, or the round over.
READY = """([total, hand, jump]) => {
    const pos = document.querySelector('.unokit-position');
    if (!pos || Number(pos.dataset.total) <= total || pos.dataset.cursor !== pos.dataset.total) return false;
    const turn = (document.querySelector('.unokit-turn') || {}).innerText || '';
    const offered = Array.from(document.querySelectorAll(jump)).some(b => b.offsetParent !== null);
    return turn.startsWith('Round over') || offered ||
        document.querySelector(hand + " button.unokit-card:not([aria-disabled='true'])") !== null ||
        // the actions, and the draw button, which lies over the draw pile (issue 24's card table)
        Array.from(document.querySelectorAll('.unokit-actions button.unokit-action, .unokit-draw-pile button'))
            .some(b => b.offsetParent !== null && /^(Draw|Keep|Accept|Challenge)/.test(b.innerText));
}"""


def total(page) -> int:
    return int(page.locator(".unokit-position").get_attribute("data-total"))


def wait_ready(page, before: int) -> None:
    page.wait_for_function(READY, arg=[before, HAND, JUMP], timeout=BUSY_MACHINE_TIMEOUT_MS)
    settle(page)


def not_on_body(page, after: str) -> None:
    page.wait_for_function("() => document.activeElement && document.activeElement !== document.body",
                           timeout=BUSY_MACHINE_TIMEOUT_MS)
    assert focused(page)["tag"] != "body", f"focus dropped to <body> after {after}"


def jump_offered(page) -> bool:
    return page.evaluate("(sel) => Array.from(document.querySelectorAll(sel)).some(b => b.offsetParent !== null)",
                         JUMP)


def round_over(page) -> bool:
    return page.evaluate("() => ((document.querySelector('.unokit-turn') || {}).innerText || '')"
                         ".startsWith('Round over')")


def choose_in_group(page, group: str, button: str) -> str:
    """The labelled group ``group`` took focus on its first ``button``: press Enter on it; its text."""
    page.wait_for_function("(sel) => document.activeElement && document.activeElement.matches(sel)",
                           arg=f"{group} {button}", timeout=BUSY_MACHINE_TIMEOUT_MS)
    text = page.evaluate("() => document.activeElement.innerText.trim()")
    page.keyboard.press("Enter")
    return text


def ana_moves(page, checks: dict) -> str:
    """Ana's next move by keyboard alone (see the module text); returns what she did."""
    if jump_offered(page):
        if not checks.get("axe jump-in"):
            checks["axe jump-in"] = _axe_violations(page)
        now = tab_until(page, lambda f: "unokit-jump-in" in f.get("cls", ""), "the jump-in action", backwards=True)
        page.keyboard.press("Enter")
        return f"jump: {now['text']}"
    if not focused(page).get("liveCard"):
        tab_until(page, lambda f: f.get("liveCard"), "a card of the hand")
    playable = page.eval_on_selector_all(PLAYABLE, "els => els.map(el => Number(el.dataset.index))")
    if not playable:
        action = tab_until(page, lambda f: f.get("action") and not f.get("disabled"), "an action button")
        page.keyboard.press("Enter")
        return action["text"]
    here, target = int(focused(page)["index"]), playable[0]
    for _ in range(abs(target - here)):
        page.keyboard.press("ArrowRight" if target > here else "ArrowLeft")
    now = focused(page)
    assert now.get("liveCard") and int(now["index"]) == target, (now, target)
    name = now["label"]
    before = total(page)
    page.keyboard.press("Enter")
    if name.startswith("Wild"):
        choose_in_group(page, ".unokit-color-chooser", "button.unokit-color")
    elif name.endswith(" 7"):
        # a Seven that is not the last card asks for the seat (the table moves on if it was the last)
        page.wait_for_function("([before]) => document.querySelector('.unokit-swap-chooser') !== null || "
                               "Number(document.querySelector('.unokit-position').dataset.total) > before",
                               arg=[before], timeout=BUSY_MACHINE_TIMEOUT_MS)
        if page.locator(".unokit-swap-chooser").count():
            settle(page)
            if not checks.get("axe seat chooser"):
                checks["axe seat chooser"] = _axe_violations(page)
                # Escape closes the chooser as it closes a Wild's, focus back on the Seven; Enter opens it again
                page.wait_for_function("() => document.activeElement && "
                                       "document.activeElement.matches('.unokit-swap-chooser button.unokit-swap')")
                page.keyboard.press("Escape")
                page.locator(".unokit-swap-chooser").wait_for(state="detached")
                page.wait_for_function("(name) => document.activeElement && document.activeElement.matches("
                                       "'.unokit-hand-interactive button.unokit-card') && "
                                       "document.activeElement.getAttribute('aria-label') === name", arg=name)
                page.wait_for_function("() => (document.querySelector('.unokit-announce') || {}).textContent === "
                                       "'Seat choice cancelled; nothing was played.'")
                assert total(page) == before
                page.keyboard.press("Enter")
                page.locator(".unokit-swap-chooser").wait_for()
            label = page.locator(".unokit-swap-chooser .unokit-chooser-label").inner_text()
            assert label == f"Choose the player to swap hands with for {name}"
            return f"play {name}, swap with {choose_in_group(page, '.unokit-swap-chooser', 'button.unokit-swap')}"
    return f"play {name}"


def test_a_keyboard_only_party_round_with_a_swap_a_rotation_and_a_jump_in(voila_server, page):
    page.goto(voila_server.notebook_url(NOTEBOOK))
    wait_for_widgets(page, f"{HAND} button.unokit-card")
    settle(page)
    page.evaluate(RECORD_ANNOUNCEMENTS)
    heading = page.locator(".unokit-table-heading").inner_text()
    assert heading.startswith("Table: Party rules")
    assert page.locator(".unokit-rules-in-force").inner_text() == (
        "House rules in force: Stacking Draw Twos, Stacking Wild Draw Fours, Stack cross, Seven-O, Zero rotate, "
        "Jump-in, Draw to match.")

    # the new-game panel: a labelled checkbox per house rule, by keyboard, and axe finds nothing
    toggle = page.locator(".unokit-new-game .unokit-disclosure-button").first
    toggle.focus()
    page.keyboard.press("Enter")
    seven = page.get_by_role("checkbox", name="Seven-O: a Seven that is not the last card swaps hands with a seat "
                                              "of the player's choice.")
    seven.wait_for(state="visible")
    assert seven.is_checked()
    assert page.get_by_role("checkbox", name="Force play: ", exact=False).is_checked() is False
    checks: dict = {"axe new game": _axe_violations(page)}
    page.keyboard.press("Enter")  # fold it again: focus stays on the disclosure button
    seven.wait_for(state="hidden")
    not_on_body(page, "folding the new-game panel")

    tab_until(page, lambda f: f.get("liveCard"), "the hand")
    done = []
    for _ in range(200):
        if round_over(page):
            break
        before = total(page)
        done.append(ana_moves(page, checks))
        wait_ready(page, before)
        not_on_body(page, done[-1])
    else:
        pytest.fail(f"the round did not end: {done}")
    page.screenshot(path=str(ARTIFACTS / "party-round-over.png"), full_page=True)
    # the status line says each message for as long as it takes to say it (ux-audit-2 N4): the last ones may
    # still be waiting their turn when the table already shows the end of the round
    page.wait_for_function("() => (window.__said || []).join(' ').includes('wins the round')",
                           timeout=BUSY_MACHINE_TIMEOUT_MS)
    said = page.evaluate("() => window.__said")
    text = " ".join(said)

    assert "play Green 7, swap with Ben (8 cards)" in done
    assert "jump: Jump in with Red Draw Two" in done
    assert sum("You swap hands with Ben: you now hold 8 cards, Ben 7 cards." in s for s in said) == 1
    assert sum("Ben swaps hands with you: you now hold 9 cards, Ben 4 cards." in s for s in said) == 1
    assert "swaps hands with Ben" not in text and "swaps hands with Ana" not in text  # told once, as "you"
    assert sum("You now hold 11 cards." in s for s in said) == 1
    assert sum("You can jump in: Jump in with Red Draw Two" in s for s in said) == 1
    assert "Ana jumps in; Ben loses the turn." in text
    assert text.count("wins the round") == 1  # the end of the round told once
    assert checks == {"axe new game": [], "axe seat chooser": [], "axe jump-in": []}
    assert page.console_errors == []


#: The hot-seat jump-in (``notebooks/hot_seat_jump_in.ipynb``): Ana has the screen, Ben may jump in.
HOT_SEAT = "hot_seat_jump_in.ipynb"
OFFER = ".unokit-jump-ins button.unokit-jump-in-offer"
#: Every card name the hands hold or hold face up (none may be on the page while the screen is handed over).
HAND_CARD_LABELS = """() => Array.from(document.querySelectorAll('.unokit-hand [aria-label]'))
    .map(el => el.getAttribute('aria-label')).filter(label => !/face-down/.test(label))"""


def wait_focus(page, selector: str, text: str | None = None) -> None:
    page.wait_for_function(
        "([sel, text]) => { const el = document.activeElement; return el && el.matches(sel) && "
        "(text === null || el.innerText.trim() === text); }", arg=[selector, text], timeout=BUSY_MACHINE_TIMEOUT_MS)


def test_in_hot_seat_ben_takes_the_screen_and_jumps_in_by_keyboard(voila_server, page):
    page.goto(voila_server.notebook_url(HOT_SEAT))
    wait_for_widgets(page, f"{HAND} button.unokit-card")
    page.locator(OFFER).wait_for(state="visible")
    settle(page)
    page.evaluate(RECORD_ANNOUNCEMENTS)
    assert page.locator(OFFER).inner_text() == "Ben: jump in with Red 3 (take the screen)"
    axe_offer = _axe_violations(page)

    # Ana has the screen: she hands it to Ben with the keyboard; every hand is hidden, nothing is played
    tab_until(page, lambda f: "unokit-jump-in-offer" in f.get("cls", ""), "Ben's jump-in offer")
    page.keyboard.press("Enter")
    wait_focus(page, ".unokit-handover button", "I am Ben: show my hand")
    page.wait_for_function("() => (document.querySelector('.unokit-announce') || {}).textContent === "
                           "'Ben can jump in: pass the screen to Ben. Every hand is hidden until then.'")
    assert page.locator(".unokit-handover-text").inner_text() == (
        "Ben can jump in with Red 3: pass the screen to Ben. Every hand is hidden until then.")
    assert page.evaluate(HAND_CARD_LABELS) == [] and page.locator(HAND).count() == 0
    assert total(page) == 0

    # Ben says it is him: his hand only, and his Jump in action takes focus
    page.keyboard.press("Enter")
    wait_focus(page, JUMP.replace(".unokit-actions", ".unokit-jump-ins"), "Jump in with Red 3")
    page.wait_for_function("() => (document.querySelector('.unokit-announce') || {}).textContent.startsWith("
                           "\"Ben's hand is shown. Ana to act. You can jump in: Jump in with Red 3\")")
    # the announcement can come before the hand is drawn again: wait for Ben's hand itself
    page.wait_for_function(f"() => ({HAND_CARD_LABELS})().some(label => label.startsWith('Red 3'))")
    labels = page.evaluate(HAND_CARD_LABELS)
    assert any(label.startswith("Red 3") for label in labels), labels
    assert not any(label.startswith(("Green 2", "Blue 3", "Yellow 7")) for label in labels), labels  # Ana's
    axe_jump = _axe_violations(page)
    page.keyboard.press("Enter")

    # Ben's Red 3 is played out of turn; Cy (a bot) answers; then it is Ana's turn, every hand hidden again
    page.wait_for_function("() => (window.__said || []).join(' ').includes('Ben jumps in; Ana loses the turn.')",
                           timeout=BUSY_MACHINE_TIMEOUT_MS)
    page.locator(".unokit-handover-text").filter(has_text="It is Ana's turn").wait_for(state="visible",
                                                                                       timeout=BUSY_MACHINE_TIMEOUT_MS)
    not_on_body(page, "Ben's jump-in")
    assert page.evaluate(HAND_CARD_LABELS) == []
    said = page.evaluate("() => window.__said")
    assert sum("Ben can jump in: pass the screen to Ben." in s for s in said) == 1
    assert (axe_offer, axe_jump) == ([], [])
    assert page.console_errors == []
