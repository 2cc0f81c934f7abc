"""Three people at one shared table on the dashboard, each in their own browser (issue 25).

The real command (``unokit dashboard``, which starts the table service beside Voila) and three Chromium
contexts: Ana creates a table under "Play with others", Ben joins with its room code and Cy with the invite
link (the join form opens with the code filled in), Ana starts the round. Each page's shared table holds its own hand's cards and no card of another seat's hand (the DOM is
read, not the widget state); a move by the person whose turn it is (a card, the draw pile, or the Wild
starter's colour) appears on the two other pages. axe-core finds no violation in any page's shared table.
"""

from __future__ import annotations

import re

import pytest
from voila_support import (
    ARTIFACTS,
    BUSY_MACHINE_TIMEOUT_MS,
    busy_context,
    error_outputs,
    free_port,
    start_dashboard,
    wait_for_widgets,
)

#: ms a page may take to open on a loaded 2-core machine: three kernels start, one after another.
START_MS = 240_000
SHARED = ".unokit-shared-table"
NAMES = ("Ana", "Ben", "Cy")


@pytest.fixture
def dashboard(request):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    server = start_dashboard("--tables-port", str(free_port()), "--max-visitors", "4",
                             log_path=ARTIFACTS / f"dashboard-{request.node.name}.log")
    yield server
    assert server.stop() == 0


def open_panel(page, url: str) -> None:
    page.goto(url)
    wait_for_widgets(page, ".unokit-play-others", timeout=START_MS)
    page.get_by_role("button", name=re.compile(r"^Play with others")).click()
    page.locator(".unokit-create-table").wait_for()


def own_codes(page) -> list[str]:
    return page.eval_on_selector_all(f"{SHARED} .unokit-you [data-code]", "els => els.map(e => e.dataset.code)")


def moves_shown(page) -> int:
    return int(page.get_attribute(f"{SHARED} .unokit-summary", "data-moves"))


def test_three_people_play_at_one_shared_table_each_seeing_only_their_own_hand(browser, dashboard):
    pages = []
    for _ in NAMES:
        context = busy_context(browser, viewport={"width": 1280, "height": 900})
        pages.append(context.new_page())
    try:
        ana, ben, cy = pages
        for page in (ana, ben):
            open_panel(page, dashboard.url)
        # Ana creates the table: three seats, everyone a person
        ana.locator(".unokit-create-table").click()
        code = ana.locator(f"{SHARED} .unokit-room-code")
        code.wait_for(timeout=BUSY_MACHINE_TIMEOUT_MS)
        room = code.inner_text()
        assert re.fullmatch(r"[A-Z0-9]{5}", room), room
        invite = ana.locator(f"{SHARED} a.unokit-invite")
        assert invite.get_attribute("href").endswith(f"?room={room}")
        # Ben types the code; Cy opens the invite link, which opens the join form with the code filled in
        ben.get_by_label("Room code").fill(room)
        cy.goto(invite.get_attribute("href"))
        wait_for_widgets(cy, ".unokit-join-form", timeout=START_MS)
        cy.wait_for_function("([room]) => document.querySelector('.unokit-room-field input').value === room",
                             arg=[room])
        assert cy.get_by_label("Room code").is_visible()
        assert "invited to table" in cy.locator(".unokit-others-status").inner_text()
        for page, name in ((ben, "Ben"), (cy, "Cy")):
            page.get_by_label("Your name").fill(name)
            page.locator(".unokit-join-table").click()
            page.locator(f"{SHARED} .unokit-lobby-seats li", has_text=f"{name} (you)").wait_for()
        ana.locator(f"{SHARED} .unokit-lobby-seats li", has_text="Cy, here").wait_for()
        ana.get_by_role("button", name="Start the round").click()
        for page in pages:
            page.locator(f"{SHARED} .unokit-summary").wait_for()
            # the hand is drawn whole: as many cards as its seat's heading counts (7, or more when the
            # starter card was a Draw Two for this seat)
            page.wait_for_function(
                """([shared]) => {
                    const heading = document.querySelector(`${shared} .unokit-you .unokit-seat-name`);
                    const cards = document.querySelectorAll(`${shared} .unokit-you [data-code]`).length;
                    return heading !== null && cards > 0 && cards === Number(heading.dataset.count);
                }""", arg=[SHARED])
        assert not [text for page in pages for text in error_outputs(page)]
        # each page holds its own hand, and no card only another seat holds
        hands = [own_codes(page) for page in pages]
        top = ana.get_attribute(f"{SHARED} .unokit-summary", "data-top")
        for seat, page in enumerate(pages):
            assert page.locator(f"{SHARED} .unokit-others [data-code]").count() == 0
            fans = page.locator(f"{SHARED} .unokit-others .unokit-fan[role='img']")
            counts = page.eval_on_selector_all(f"{SHARED} .unokit-others .unokit-seat-name",
                                               "els => els.map(e => Number(e.dataset.count))")
            assert [fans.nth(i).get_attribute("aria-label") for i in range(fans.count())] == [
                f"{count} face-down cards" for count in counts] and len(counts) == 2
            assert page.locator(f"{SHARED} .unokit-others button.unokit-card").count() == 0
            shared_html = page.eval_on_selector(SHARED, "el => el.outerHTML")
            others = {c for other, hand in enumerate(hands) if other != seat for c in hand}
            hidden = others - set(hands[seat]) - {top}
            assert hidden and all(f'data-code="{c}"' in shared_html for c in hands[seat])  # the check can see cards
            assert not [c for c in hidden if f'="{c}"' in shared_html], seat
        for page in pages:  # axe-core: no violation in any person's shared table
            assert axe_violations(page, SHARED) == []
        # the person whose turn it is moves; the two others see it
        current = int(ana.get_attribute(f"{SHARED} .unokit-summary", "data-current"))
        mover = pages[current]
        before = moves_shown(mover)
        make_a_move(mover)
        for page in pages:
            page.wait_for_function(
                "([sel, n]) => Number(document.querySelector(sel).dataset.moves) > n",
                arg=[f"{SHARED} .unokit-summary", before])
        last = [page.locator(f"{SHARED} .unokit-log li").last.inner_text() for page in pages]
        assert last[0] == last[1] == last[2] and NAMES[current] in last[0], last
        # the scan does look inside the shared table: an image without a text alternative is reported
        ana.evaluate(f"() => document.querySelector('{SHARED}').appendChild(document.createElement('img'))")
        assert any(v.startswith("image-alt") for v in axe_violations(ana, SHARED))
    finally:
        for page in pages:
            page.context.close()


def axe_violations(page, selector: str) -> list[str]:
    """axe-core's violations inside ``selector``, one line each (rule, impact, first targets)."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, context=selector)
    return [f"{v['id']} ({v['impact']}): {v['help']} -> {[', '.join(n['target']) for n in v['nodes']][:5]}"
            for v in results.response["violations"]]


def make_a_move(page) -> None:
    """The person's move, as a person makes it: Enter on the first playable card (a Wild: its first colour),
    else the draw pile's button, else the first action on offer (the Wild starter's colour)."""
    playable = page.locator(f"{SHARED} .unokit-you button.unokit-card:not([aria-disabled='true'])")
    page.locator(f"{SHARED} .unokit-you button.unokit-card:not([aria-disabled='true']), "
                 f"{SHARED} button.unokit-draw-button:visible, {SHARED} button.unokit-action:visible").first.wait_for()
    if playable.count():
        wild = (playable.first.get_attribute("aria-label") or "").startswith("Wild")
        playable.first.focus()
        page.keyboard.press("Enter")
        if wild:
            page.locator(f"{SHARED} .unokit-you .unokit-chooser button.unokit-color").first.click()
    elif page.locator(f"{SHARED} button.unokit-draw-button:visible").count():
        page.locator(f"{SHARED} button.unokit-draw-button").click()
    else:
        page.locator(f"{SHARED} button.unokit-action:visible").first.click()
