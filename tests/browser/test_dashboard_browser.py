"""The dashboard in Voila, in headless Chromium: keyboard play, reasons, history, axe, focus rings, zoom.

Voila serves ``notebooks/`` in directory mode; the dashboard notebook picks the ``unokit`` page template
from its metadata. Each test opens a fresh page (and so a fresh kernel) on a seeded game: three players,
seat 0 (Ana) a person, two random bots that move straight after her.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from voila_support import ARTIFACTS, BUSY_MACHINE_TIMEOUT_MS, busy_context, error_outputs, wait_for_widgets

VOILA_NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
DASHBOARD = "dashboard.ipynb"
HAND = ".unokit-hand.unokit-hand-interactive"
PLAYABLE = f"{HAND} button.unokit-card:not([aria-disabled='true'])"
MAX_TABS = 200


@pytest.fixture
def dashboard(voila_server, page):
    """The dashboard page, rendered, with seat 0's hand ready to play and the table's folded panels
    (legal moves, log, history, options, scores, records) opened."""
    page.goto(voila_server.notebook_url(DASHBOARD))
    wait_for_widgets(page, f"{HAND} button.unokit-card")
    settle(page)
    page.evaluate("() => document.querySelectorAll(\".unokit-table .unokit-disclosure-button[aria-expanded='false']\")"
                  ".forEach(button => button.click())")
    page.wait_for_function("() => !document.querySelector(\".unokit-table .unokit-disclosure-button"
                           "[aria-expanded='false']\")")
    settle(page)
    return page


# --- helpers ----------------------------------------------------------------------------------


def focused(page) -> dict:
    """What has keyboard focus: tag, classes, text, aria-disabled, whether it is a card of the live hand."""
    return page.evaluate(
        """(hand) => {
            const el = document.activeElement;
            if (!el || el === document.body) return {tag: 'body'};
            return {tag: el.tagName.toLowerCase(), cls: el.className || '', text: (el.innerText || el.value || '').trim(),
                    label: el.getAttribute('aria-label') || '', disabled: el.getAttribute('aria-disabled') === 'true',
                    liveCard: el.matches(hand + ' button.unokit-card'), index: el.dataset ? el.dataset.index : null,
                    action: el.matches('.unokit-action, .unokit-color')};
        }""",
        HAND,
    )


def tab_until(page, predicate, what: str, *, backwards: bool = False) -> dict:
    """Press Tab (or Shift+Tab) until ``predicate(focused(page))``; fails after MAX_TABS presses."""
    for _ in range(MAX_TABS):
        page.keyboard.press("Shift+Tab" if backwards else "Tab")
        now = focused(page)
        if predicate(now):
            return now
    pytest.fail(f"{what} was not reached with {MAX_TABS} presses of Tab")


def table_state(page) -> dict:
    """The shown position (cursor, total), whose turn, the log length, the scores and the turn text."""
    return page.evaluate(
        """() => {
            const pos = document.querySelector('.unokit-position');
            const summary = document.querySelector('.unokit-summary');
            return {
                cursor: pos ? Number(pos.dataset.cursor) : -1, total: pos ? Number(pos.dataset.total) : -1,
                current: summary ? summary.dataset.current : null,
                top: summary ? summary.dataset.top : null,
                log: document.querySelectorAll('.unokit-log li').length,
                scores: (document.querySelector('.unokit-scores') || {}).innerText || '',
                turn: (document.querySelector('.unokit-turn') || {}).innerText || '',
            };
        }"""
    )


def wait_for_change(page, before: dict) -> dict:
    """Wait until the table shows a later position than ``before`` and the person may act or it is over."""
    page.wait_for_function(
        """([total, hand]) => {
            const pos = document.querySelector('.unokit-position');
            if (!pos || Number(pos.dataset.total) <= total || pos.dataset.cursor !== pos.dataset.total) return false;
            const turn = (document.querySelector('.unokit-turn') || {}).innerText || '';
            return turn.startsWith('Round over') || document.querySelector(hand) !== null;
        }""",
        arg=[before["total"], HAND],
        timeout=BUSY_MACHINE_TIMEOUT_MS,
    )
    settle(page)
    return table_state(page)


def settle(page, quiet_ms: int = 150, limit_ms: int = 10_000) -> None:
    """Wait until the page has not changed for ``quiet_ms`` (the kernel's burst of updates is drawn)."""
    page.evaluate(
        """([quiet, limit]) => new Promise(resolve => {
            let timer = setTimeout(done, quiet);
            const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, quiet); });
            const stop = setTimeout(done, limit);
            function done() { observer.disconnect(); clearTimeout(stop); resolve(); }
            observer.observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
        })""",
        [quiet_ms, limit_ms],
    )


def round_over(page) -> bool:
    return table_state(page)["turn"].startswith("Round over")


def play_one_turn_by_keyboard(page) -> str:
    """Make seat 0's move with Tab, arrow keys and Enter only; returns what was done.

    A playable card is reached with the arrow keys inside the hand (roving tabindex) and played with
    Enter; a Wild's colour is chosen with Enter on the first colour. Without a playable card, Tab leads
    to the first action button on offer (draw, keep, challenge / accept ...), and Enter presses it.
    """
    if not focused(page).get("liveCard"):
        tab_until(page, lambda f: f.get("liveCard"), "a card of the hand")
    playable = page.eval_on_selector_all(PLAYABLE, "els => els.map(el => Number(el.dataset.index))")
    if playable:
        here = int(focused(page)["index"])
        target = playable[0]
        for _ in range(abs(target - here)):
            page.keyboard.press("ArrowRight" if target > here else "ArrowLeft")
        now = focused(page)
        assert now.get("liveCard") and int(now["index"]) == target and not now["disabled"], (now, here, target)
        name = now["label"]
        page.keyboard.press("Enter")
        if name.startswith("Wild"):
            page.wait_for_selector(".unokit-hand .unokit-chooser button.unokit-color")
            page.wait_for_function("() => document.activeElement && document.activeElement.matches('.unokit-color')")
            page.keyboard.press("Enter")
        return f"play {name}"
    action = tab_until(page, lambda f: f.get("action") and not f.get("disabled"), "an action button")
    page.keyboard.press("Enter")
    return action["text"]


# --- tests ------------------------------------------------------------------------------------


def test_the_page_has_landmarks_a_title_and_headings(dashboard):
    page = dashboard
    assert page.title() == "Play unokit — dashboard"
    assert page.locator("html").get_attribute("lang")
    assert page.locator("main").count() == 1
    assert page.locator("header").count() == 1 and page.locator("footer").count() == 1
    assert page.locator("main h1").inner_text() == "Play unokit"
    headings = [text.strip() for text in page.locator("main h2").all_text_contents()]
    assert "New game" in headings and "Printable cards" in headings  # "New game" is folded, not gone
    assert any(text.startswith("Table: Classic rules") for text in headings)
    assert error_outputs(page) == []
    assert page.console_errors == []


def test_a_person_plays_a_whole_round_against_bots_with_the_keyboard_only(dashboard):
    page = dashboard
    tab_until(page, lambda f: f.get("liveCard"), "the hand")  # Tab from the top of the page
    turns = []
    state = table_state(page)
    assert state["log"] >= 1 and state["cursor"] == state["total"]
    for _ in range(300):
        if round_over(page):
            break
        done = play_one_turn_by_keyboard(page)
        after = wait_for_change(page, state)
        assert after["total"] > state["total"], f"{done} did not change the table"
        assert after["log"] > state["log"], f"{done} did not add to the log"
        turns.append(done)
        state = after
    else:
        pytest.fail(f"the round did not end after {len(turns)} turns")
    page.screenshot(path=str(ARTIFACTS / "dashboard-round-over.png"), full_page=True)
    assert any(t.startswith("play ") for t in turns)
    assert "Round over" in state["turn"]
    points = [int(cell) for cell in page.eval_on_selector_all(
        ".unokit-scores tbody td:nth-child(2)", "els => els.map(e => e.innerText)")]
    assert sum(points) > 0, "the winner's points should be in the scores"
    assert page.console_errors == []


def test_unplayable_cards_are_aria_disabled_and_say_why_in_text(dashboard):
    page = dashboard
    cards = page.locator(f"{HAND} button.unokit-card")
    disabled = page.locator(f"{HAND} button.unokit-card[aria-disabled='true']")
    assert cards.count() == 7
    # the seeded deal leaves Ana at least one card she cannot play now (checked in Python below)
    assert disabled.count() >= 1
    for i in range(disabled.count()):
        card = disabled.nth(i)
        reason_id = card.get_attribute("aria-describedby")
        reason = page.locator(f"[id='{reason_id}']").inner_text()
        assert reason and card.get_attribute("aria-label") not in ("", None)
        assert "playable" not in card.inner_text()
    # pressing Enter on one changes nothing but says why
    before = table_state(page)
    disabled.first.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(
        "() => (document.querySelector('.unokit-hand-root:has(.unokit-hand-interactive) .unokit-hand-message')"
        " || {}).innerText")
    message = page.locator(".unokit-hand-root:has(.unokit-hand-interactive) .unokit-hand-message").inner_text()
    assert "cannot be played" in message
    assert table_state(page)["total"] == before["total"]


def test_stepping_back_and_forward_shows_past_positions_without_changing_the_game(dashboard):
    page = dashboard
    for _ in range(2):
        state = table_state(page)
        play_one_turn_by_keyboard(page)
        wait_for_change(page, state)
    latest = table_state(page)
    assert latest["total"] >= 2
    back = page.get_by_role("button", name="Back", exact=True)
    back.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => document.querySelector('.unokit-position').dataset.cursor === '{latest['total'] - 1}'")
    past = table_state(page)
    assert past["total"] == latest["total"] and past["log"] == latest["log"] - 1
    assert "a past position" in page.locator(".unokit-position").inner_text()
    assert page.locator(f"{HAND}").count() == 0  # nothing can be played on a past position
    page.get_by_role("button", name="First", exact=True).click()
    page.wait_for_function("() => document.querySelector('.unokit-position').dataset.cursor === '0'")
    forward = page.get_by_role("button", name="Forward", exact=True)
    forward.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.querySelector('.unokit-position').dataset.cursor === '1'")
    page.get_by_role("button", name="Last", exact=True).click()
    page.wait_for_function(f"() => document.querySelector('.unokit-position').dataset.cursor === '{latest['total']}'")
    assert table_state(page) == latest
    wait_for_widgets(page, f"{HAND} button.unokit-card")


def _axe_violations(page) -> list[str]:
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page)
    found = []
    for violation in results.response["violations"]:
        targets = [", ".join(node["target"]) for node in violation["nodes"]][:5]
        found.append(f"{violation['id']} ({violation['impact']}): {violation['help']} -> {targets}")
    return found


def test_axe_finds_no_violation_before_and_after_playing(dashboard):
    page = dashboard
    assert _axe_violations(page) == []
    for _ in range(3):
        if round_over(page):
            break
        state = table_state(page)
        play_one_turn_by_keyboard(page)
        wait_for_change(page, state)
    page.get_by_role("button", name="Back", exact=True).click()  # a past position shows other controls
    page.wait_for_function("() => document.querySelector('.unokit-position').dataset.cursor !== "
                           "document.querySelector('.unokit-position').dataset.total")
    settle(page)
    assert _axe_violations(page) == []
    # the scan does see problems: an image without a text alternative is reported
    page.evaluate("() => document.querySelector('main').appendChild(document.createElement('img'))")
    assert any(v.startswith("image-alt") for v in _axe_violations(page))


def test_tab_visits_every_control_without_a_trap_and_each_shows_a_focus_indicator(dashboard):
    page = dashboard
    seen = []
    first_key = None
    for _ in range(MAX_TABS):
        page.keyboard.press("Tab")
        box = page.evaluate(
            """() => {
                const el = document.activeElement;
                if (!el || el === document.body) return null;
                if (!el.dataset.ukFocus) el.dataset.ukFocus = String(Math.random()).slice(2);
                const r = el.getBoundingClientRect();
                return {key: el.dataset.ukFocus, x: r.x, y: r.y, w: r.width, h: r.height,
                        what: el.tagName + ' ' + (el.getAttribute('aria-label') || el.innerText || el.className).slice(0, 40)};
            }"""
        )
        if box is None:
            continue
        if box["key"] == first_key:
            break  # back at the start: every tab stop was visited
        first_key = first_key or box["key"]
        clip = {"x": max(box["x"] - 6, 0), "y": max(box["y"] - 6, 0), "width": box["w"] + 12, "height": box["h"] + 12}
        page.evaluate("() => document.activeElement.scrollIntoView({block: 'center'})")
        box2 = page.evaluate("() => { const r = document.activeElement.getBoundingClientRect(); "
                             "return {x: r.x, y: r.y}; }")
        clip["x"], clip["y"] = max(box2["x"] - 6, 0), max(box2["y"] - 6, 0)
        with_focus = page.screenshot(clip=clip)
        page.evaluate("() => { window.__ukFocused = document.activeElement; document.activeElement.blur(); }")
        without_focus = page.screenshot(clip=clip)
        page.evaluate("() => window.__ukFocused.focus()")
        seen.append(box["what"])
        assert with_focus != without_focus, f"no visible focus indicator on {box['what']}"
    else:
        pytest.fail(f"Tab did not come back to the first control after {MAX_TABS} presses: a keyboard trap?")
    assert len(seen) >= 15, seen  # the form, the hand, the table's controls, the sheet button


def test_the_page_reflows_at_200_percent_zoom(browser, voila_server):
    context = busy_context(browser, viewport={"width": 640, "height": 450}, device_scale_factor=2)
    page = context.new_page()
    try:
        page.goto(voila_server.notebook_url(DASHBOARD))
        wait_for_widgets(page, f"{HAND} button.unokit-card")
        overflow = page.evaluate("() => document.documentElement.scrollWidth - window.innerWidth")
        page.screenshot(path=str(ARTIFACTS / "dashboard-zoom-200.png"), full_page=True)
        assert overflow <= 1, f"the page scrolls sideways by {overflow} px at 200% zoom"
        smallest = page.evaluate(
            """() => Math.min(...Array.from(document.querySelectorAll('main p, main label, main button, main li'))
                   .filter(el => el.offsetParent !== null && el.innerText.trim())
                   .map(el => parseFloat(getComputedStyle(el).fontSize)))"""
        )
        assert smallest >= 12, f"text as small as {smallest}px"
    finally:
        context.close()


def test_us_letter_chosen_by_keyboard_gives_a_sheet_of_letter_pages(voila_server, page):
    """The print panel's "Paper": US Letter chosen with the arrow keys, then Tab and Enter on the download
    button; every page of the PDF the browser saves is 612 x 792 pt (8.5 x 11 in), as ``unokit sheet
    --paper letter`` makes it (the unit tests check the sheet; this checks the choice reaches it)."""
    import io

    import pypdf
    from playwright.sync_api import expect

    page.goto(voila_server.notebook_url(DASHBOARD))
    wait_for_widgets(page, ".unokit-paper select")
    settle(page)
    paper = page.locator(".unokit-paper select")
    expect(paper.locator("option:checked")).to_have_text("A4 (210 × 297 mm)")  # the default
    paper.focus()
    expect(paper).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(paper.locator("option:checked")).to_have_text("US Letter (8.5 × 11 in)")
    page.keyboard.press("Tab")
    button = page.get_by_role("button", name="Download a printable sheet of this deck (PDF)")
    expect(button).to_be_focused()
    with page.expect_download(timeout=2 * BUSY_MACHINE_TIMEOUT_MS) as download_info:
        page.keyboard.press("Enter")
    pdf = download_info.value
    assert pdf.suggested_filename == "unokit-classic-deck.pdf"
    data = Path(pdf.path()).read_bytes()
    pages = pypdf.PdfReader(io.BytesIO(data)).pages
    assert len(pages) >= 2
    sizes = {(round(float(p.mediabox.width), 2), round(float(p.mediabox.height), 2)) for p in pages}
    assert sizes == {(612.0, 792.0)}, sizes
    expect(page.locator(".unokit-file-status", has_text="Saved unokit-classic-deck.pdf")).to_be_visible()


def test_the_sheet_downloads_and_a_record_uploads(dashboard, tmp_path):
    page = dashboard
    for _ in range(2):
        state = table_state(page)
        play_one_turn_by_keyboard(page)
        wait_for_change(page, state)
    with page.expect_download() as download_info:
        page.get_by_role("button", name="Download a printable sheet of this deck (PDF)").click()
    pdf = download_info.value
    assert pdf.suggested_filename == "unokit-classic-deck.pdf"
    assert Path(pdf.path()).read_bytes().startswith(b"%PDF")
    # a record of eight moves, loaded through the table's upload control
    from unokit.agents import make_agent
    from unokit.game import Game
    from unokit.record import to_record

    game = Game("classic", ["Ana", "Ben", "Cy"], seed=4)
    bots = [make_agent("random", seed) for seed in range(3)]
    for _ in range(8):
        game.push(bots[game.current].choose(game, game.current))
    record = tmp_path / "eight-moves.json"
    record.write_text(json.dumps(to_record(game)))
    with page.expect_file_chooser() as chooser:
        page.get_by_label("Load a game record").press("Enter")  # by keyboard, as a person would
    chooser.value.set_files(str(record))
    page.wait_for_function("(first) => (document.querySelector('.unokit-log li') || {}).innerText === first",
                           arg=game.narration[0])
    settle(page)
    state = table_state(page)
    assert state["total"] >= 8 and state["cursor"] == state["total"]  # the bots play on to Ana's turn
    logged = page.locator(".unokit-log li").all_inner_texts()
    assert logged[:8] == list(game.narration)


def test_a_file_too_large_is_refused_in_the_page_and_loading_goes_on(dashboard, tmp_path):
    """A 30 MB file is refused before it is sent (sent, it closed the page's connection and later records
    loaded silently nothing): the status names its size and the limit; a record then loads."""
    from playwright.sync_api import expect

    page = dashboard
    big = tmp_path / "big.bin"
    big.write_bytes(bytes(range(256)) * (30 * 4096))  # 30 MB
    status = page.locator(".unokit-table .unokit-announce")
    page.get_by_label("Load a game record").set_input_files(str(big))
    expect(status).to_have_text("big.bin is 30 MB; a game record is at most 512 KB")
    page.get_by_label("Load a game record").set_input_files(str(Path(__file__).parents[1] / "data/spectrum_deck.json"))
    expect(status).to_contain_text("Loaded a record of")
    expect(page.locator(".unokit-log li").first).to_be_attached()


def test_a_what_if_branch_from_a_bots_turn_waits_for_the_person_to_choose(dashboard):
    """The new user's steps: load a finished round, Step through, Back x6 (move 20, Ben, a bot, to act),
    "Try another move from here": the bot played Yellow 9 at once; now Ben's hand waits for the person."""
    import re

    from playwright.sync_api import expect

    page = dashboard
    status = page.locator(".unokit-table .unokit-announce")
    record = Path(__file__).parents[1] / "data/classic_deck_greedy_round.json"
    page.get_by_label("Load a game record").set_input_files(str(record))
    expect(status).to_contain_text("Loaded a record of 26 moves")
    position = page.locator(".unokit-position")
    for cursor in range(25, 19, -1):
        page.get_by_role("button", name="Back", exact=True).click()
        expect(position).to_have_attribute("data-cursor", str(cursor))
    page.get_by_role("button", name="Try another move from here").click()
    expect(status).to_have_text(re.compile(r"^Branch 1 from move 20: .* You choose Ben's move: \d+ playable\.$"))
    settle(page, quiet_ms=400)  # a bot's move would come within the bots' pause (0.15 s)
    expect(status).to_contain_text("You choose Ben's move")
    expect(position).to_have_attribute("data-total", "20")
    ben = page.get_by_role("toolbar", name=re.compile("^Ben's hand"))
    card = ben.get_by_role("button", name="Yellow 1", exact=True)
    expect(card).not_to_have_attribute("aria-disabled", "true")
    card.click()
    expect(page.locator(".unokit-log li").nth(20)).to_contain_text("Ben plays Yellow 1")


def test_the_colour_vision_preview_redraws_the_cards(dashboard):
    page = dashboard
    first = page.locator(f"{HAND} button.unokit-card").first
    before = first.inner_html()
    page.get_by_label("Preview cards as").select_option(label="Achromatopsia (no colour)")
    page.wait_for_function("(html) => document.querySelector('.unokit-hand-interactive button.unokit-card')"
                           ".innerHTML !== html", arg=before)
    assert first.get_attribute("aria-label")  # same card, same name: only the picture changed
