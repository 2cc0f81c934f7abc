"""The table at every size (issue 24 item 4, ux-audit-2 N1, N10, N11): the dashboard in headless Chromium at
1920×1080 (a projector), 1280×800, 1280×720 (a small projector), 1280×800 at 150% zoom and on a 390×844 phone.

Each test opens the dashboard on a position given by its address (``record=z.…``: seat 0, Ana, a person
with 7 or 12 cards, two bots) and asserts by geometry (bounding boxes in CSS px) what the audit measured by eye:

- every hand card and both piles lie inside the viewport, with nothing scrolled;
- nothing covers them: ``document.elementFromPoint`` at each card's centre and at its index corner (where the
  rank and the ColorADD corner sign are drawn) hits that card's own button, and at each pile's centre the pile;
- a hand of 7 or 12 cards lies in one row; the discard pile is at least as large as a hand card.

150% zoom is Chromium's page zoom as a 1280×800 window shows it: a 853×533 CSS px viewport at a device scale
factor of 1.5 (Playwright's ``device_scale_factor``; the browser's zoom is not scriptable headless).

A screenshot of each size is saved under ``tests/_artifacts/table-sizes/`` (ignored by git) to look at.
"""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote

import pytest
from voila_support import ARTIFACTS, BUSY_MACHINE_TIMEOUT_MS, busy_context, next_frames, wait_for_widgets

from unokit.dashboard.address import encode_record

VOILA_NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
DASHBOARD = "dashboard.ipynb"
HAND = ".unokit-hand.unokit-hand-interactive"
CARDS = f"{HAND} button.unokit-card"
SHOTS = ARTIFACTS / "table-sizes"

#: name: (viewport width, height in CSS px, device scale factor)
SIZES = {
    "1920x1080": (1920, 1080, 1),
    "1280x800": (1280, 800, 1),
    "1280x720": (1280, 720, 1),
    "1280x800-at-150pct": (853, 533, 1.5),
}
PHONE = (390, 844, 3)

HAND_7 = ["R7", "Y3", "G5", "B9", "RS", "G+2", "W"]
HAND_12 = HAND_7 + ["B1", "Y8", "GR", "R0", "W+4"]
OTHERS = [["Y1", "Y2", "B2", "B3", "G1", "G2", "R4"], ["Y4", "Y5", "B5", "B6", "G6", "G7", "R6"]]
DRAW_PILE = ["R8", "Y9", "B7", "G8", "R9", "Y6", "B8", "G9", "R3", "Y7", "BS", "GS", "YR", "BR", "Y+2", "B+2"]


def position_record(hand: list[str]) -> dict:
    """A classic round at Ana's turn: Ana holds ``hand``, Ben and Cy 7 cards each, Red 2 on the discard pile."""
    return {"unokit": 1, "rules": "classic", "players": ["Ana", "Ben", "Cy"],
            "position": {"hands": [hand, *OTHERS], "discard": ["B4", "R2"], "draw_pile": DRAW_PILE,
                         "current": 0, "direction": 1, "color": "red"}}


def open_table(browser, voila_server, size: tuple[int, int, float], hand: list[str], **options):
    """A new page of ``size`` (width, height, scale) on the dashboard at :func:`position_record`, its hand drawn."""
    width, height, scale = size
    context = busy_context(browser, viewport={"width": width, "height": height}, device_scale_factor=scale,
                           reduced_motion="reduce", **options)
    page = context.new_page()
    query = f"?record={quote(encode_record(position_record(hand)))}&humans=0"
    page.goto(voila_server.notebook_url(DASHBOARD) + query)
    wait_for_widgets(page, CARDS, count=len(hand))
    # the address's record is loaded once the page has told Python its address: wait for its position
    page.wait_for_function("([cards, n]) => { const s = document.querySelector('.unokit-summary');"
                           " return s && s.dataset.top === 'R2' && s.dataset.moves === '0'"
                           " && document.querySelectorAll(cards).length === n; }",
                           arg=[CARDS, len(hand)], timeout=BUSY_MACHINE_TIMEOUT_MS)
    page.wait_for_selector(f"{CARDS}:not([aria-disabled='true'])", timeout=BUSY_MACHINE_TIMEOUT_MS)
    page.evaluate("() => document.fonts.ready")
    page.evaluate(STILL, BUSY_MACHINE_TIMEOUT_MS)
    return context, page


#: Resolves once the board and the first card have kept their place for 20 frames in a row (the page settles:
#: messages above the table come and go while the link's game opens), or after ``timeout`` ms.
STILL = """(timeout) => new Promise((done) => {
  const started = performance.now(); let last = '', still = 0;
  const step = () => {
    const board = document.querySelector('.unokit-board'), card = document.querySelector('.unokit-card-img');
    const now = [board, card].map(el => el ? Math.round(el.getBoundingClientRect().top) : -1).join(' ');
    still = now === last ? still + 1 : 0; last = now;
    if (still >= 20 || performance.now() - started > timeout) done(); else requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
})"""


#: Measures the hand cards and the piles, and what sits on top of each at its centre and index corner.
GEOMETRY = """(cardsSelector) => {
  const box = (el) => { const r = el.getBoundingClientRect();
    return {x: r.x, y: r.y, w: r.width, h: r.height, right: r.right, bottom: r.bottom}; };
  const hits = (el, x, y) => { const top = document.elementFromPoint(x, y); return !!top && el.contains(top); };
  const cards = Array.from(document.querySelectorAll(cardsSelector)).map((button) => {
    const img = button.querySelector('img.unokit-card-img');
    const r = img.getBoundingClientRect();
    return {name: button.getAttribute('aria-label'), ...box(img),
            centre: hits(button, r.x + r.width / 2, r.y + r.height / 2),
            // the index (rank) and the corner ColorADD sign: the card's top-left eighth
            corner: hits(button, r.x + r.width * 0.12, r.y + r.height * 0.1)};
  });
  const discardImg = document.querySelector('.unokit-discard-pile img');
  const draw = document.querySelector('.unokit-draw-pile');
  const drawImg = draw && draw.querySelector('img');
  const pile = (el, target) => { if (!el) return null; const r = el.getBoundingClientRect();
    return {...box(el), centre: hits(target, r.x + r.width / 2, r.y + r.height / 2)}; };
  const live = document.querySelector('.unokit-table .unokit-announce');
  const boardEl = document.querySelector('.unokit-board'), bar = document.querySelector('.unokit-hand-interactive .unokit-hand-cards');
  const header = boardEl ? boardEl.getBoundingClientRect().top : null;
  return {cards, discard: pile(discardImg, discardImg), draw: pile(drawImg, draw), boardTop: header,
          boardWidth: boardEl ? boardEl.clientWidth : null, barWidth: bar ? bar.clientWidth : null,
          live: live ? box(live) : null,
          viewport: {w: document.documentElement.clientWidth, h: window.innerHeight},
          scroll: {x: window.scrollX, y: window.scrollY}};
}"""


def measure(page) -> dict:
    return page.evaluate(GEOMETRY, CARDS)


def inside(rect: dict, viewport: dict) -> bool:
    return rect["x"] >= 0 and rect["y"] >= 0 and rect["right"] <= viewport["w"] + 0.5 and \
        rect["bottom"] <= viewport["h"] + 0.5


def check_table(geometry: dict, count: int, what: str, *, one_row: bool = True, centres: bool = True,
                whole: bool = True) -> None:
    """Every card (``whole``: the whole card, else its index corner) and both piles inside the viewport and not
    covered; the discard pile at least a hand card."""
    viewport, cards = geometry["viewport"], geometry["cards"]
    assert geometry["scroll"] == {"x": 0, "y": 0}, f"{what}: the page was scrolled: {geometry['scroll']}"
    assert len(cards) == count, f"{what}: {len(cards)} cards drawn, {count} dealt"
    for card in cards:
        corner = {"x": card["x"], "y": card["y"], "right": card["x"] + card["w"] * 0.25,
                  "bottom": card["y"] + card["h"] * 0.2}
        assert inside(card if whole else corner, viewport), (
            f"{what}: {card['name']} is not inside the {viewport} viewport: {card}")
        assert card["corner"], f"{what}: the index corner of {card['name']} is covered: {card}"
        if centres:
            assert card["centre"], f"{what}: the centre of {card['name']} is covered: {card}"
    if one_row:
        tops = {round(card["y"]) for card in cards}
        assert max(tops) - min(tops) <= 12, f"{what}: the hand wraps onto more than one row (card tops {sorted(tops)})"
    for name in ("discard", "draw"):
        pile = geometry[name]
        assert pile is not None, f"{what}: no {name} pile drawn"
        assert inside(pile, viewport), f"{what}: the {name} pile is not inside the viewport: {pile}"
        assert pile["centre"], f"{what}: something covers the {name} pile: {pile}"
    largest = max(cards, key=lambda card: card["w"])
    discard = geometry["discard"]
    assert discard["w"] >= largest["w"] - 0.5 and discard["h"] >= largest["h"] - 0.5, (
        f"{what}: the discard pile ({discard['w']:.0f}×{discard['h']:.0f} px) is smaller than a hand card "
        f"({largest['w']:.0f}×{largest['h']:.0f} px)")


def report(geometry: dict, what: str) -> str:
    cards = geometry["cards"]
    card = cards[0]
    return (f"{what}: card {card['w']:.0f}×{card['h']:.0f} px, hand x {cards[0]['x']:.0f}–{cards[-1]['right']:.0f} "
            f"y {min(c['y'] for c in cards):.0f}–{max(c['bottom'] for c in cards):.0f}; discard "
            f"{geometry['discard']['w']:.0f}×{geometry['discard']['h']:.0f} px at y {geometry['discard']['y']:.0f}; "
            f"draw {geometry['draw']['w']:.0f}×{geometry['draw']['h']:.0f} px; board top {geometry['boardTop']:.0f}, "
            f"width {geometry['boardWidth']}, hand row {geometry['barWidth']}")


@pytest.mark.parametrize("size", list(SIZES))
def test_a_whole_turn_fits_the_screen(browser, voila_server, size):
    """At each size a hand of 7 cards and one of 12 lie in one row, whole, with both piles, without scrolling."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    for hand in (HAND_7, HAND_12):
        context, page = open_table(browser, voila_server, SIZES[size], hand)
        try:
            geometry = measure(page)
            page.screenshot(path=str(SHOTS / f"{size}-{len(hand)}-cards.png"))
            print(report(geometry, f"{size}, {len(hand)} cards"))
            check_table(geometry, len(hand), f"{size}, {len(hand)} cards")
        finally:
            context.close()


def test_phone_hand_and_piles_on_the_first_screen(browser, voila_server):
    """390×844: the piles and every card's index corner (one row, a held fan) are on the first screen; after a tap on a card the
    status line saying what the bots did is on screen too (ux-audit-2 N11)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    context, page = open_table(browser, voila_server, PHONE, HAND_7, is_mobile=True, has_touch=True)
    try:
        geometry = measure(page)
        page.screenshot(path=str(SHOTS / "390x844-7-cards.png"))
        print(report(geometry, "390x844, 7 cards"))
        check_table(geometry, len(HAND_7), "390x844", centres=False, whole=False)
        moves = page.locator(".unokit-summary").get_attribute("data-moves")
        # a held fan: the next card covers Red 7's centre, so it is tapped on its index corner, as a person would
        page.locator(f"{CARDS}[data-code='R7']").tap(position={"x": 14, "y": 16})
        # the bots answer: the status line names them, and the table shows moves beyond Ana's
        page.wait_for_function("(before) => { const s = document.querySelector('.unokit-summary');"
                               " return s && Number(s.dataset.moves) >= Number(before) + 3; }",
                               arg=moves, timeout=BUSY_MACHINE_TIMEOUT_MS)
        page.wait_for_function("() => /Ben|Cy/.test(document.querySelector('.unokit-table .unokit-announce')"
                               ".textContent)", timeout=BUSY_MACHINE_TIMEOUT_MS)
        next_frames(page, 3)
        live = page.evaluate("() => { const r = document.querySelector('.unokit-table .unokit-announce')"
                             ".getBoundingClientRect(); return {top: r.top, bottom: r.bottom, h: innerHeight}; }")
        page.screenshot(path=str(SHOTS / "390x844-after-tap.png"))
        assert 0 <= live["top"] and live["bottom"] <= live["h"], f"the bots' moves are off-screen after a tap: {live}"
    finally:
        context.close()


#: The computed look of a card button (its frame and its focus ring) and of its badge.
CARD_LOOK = """(code) => {
  const button = document.querySelector(`.unokit-hand-interactive button.unokit-card[data-code='${code}']`);
  const style = getComputedStyle(button), badge = getComputedStyle(button.querySelector('.unokit-badge'));
  return {focused: document.activeElement === button, outlineStyle: style.outlineStyle,
          outlineWidth: parseFloat(style.outlineWidth), outlineColor: style.outlineColor,
          borderStyle: style.borderTopStyle, borderColor: style.borderTopColor,
          badge: button.querySelector('.unokit-badge').textContent.trim(), badgeSize: parseFloat(badge.fontSize),
          badgeLine: badge.textDecorationLine};
}"""


def contrast(first: str, second: str) -> float:
    """WCAG 2.x contrast ratio of two CSS ``rgb(...)``/``rgba(...)`` colours (relative luminance, WCAG 1.4.3)."""
    def luminance(css: str) -> float:
        red, green, blue = (float(part) / 255 for part in css[css.index("(") + 1:-1].split(",")[:3])
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (red, green, blue)]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_focus_on_a_playable_card_differs_from_its_playable_frame_and_the_not_now_badge_is_plain_text(
        browser, voila_server):
    """ux-audit-2 N9 (WCAG 2.4.7, 2.4.13): keyboard focus on a playable card is a ring of its own (an outline
    of at least 3 px in another colour than the playable frame), not the frame again; N10: the badge of a card
    that cannot be played is not struck through and is at least 14 px (CSS), so it stays readable."""
    context, page = open_table(browser, voila_server, SIZES["1280x800"], HAND_7)
    try:
        page.keyboard.press("Shift")  # a keyboard user: focus rings as the keyboard shows them
        page.locator(f"{CARDS}[data-code='R7']").focus()
        page.wait_for_function("() => document.activeElement && document.activeElement.dataset.code === 'R7'",
                               timeout=BUSY_MACHINE_TIMEOUT_MS)
        focused, playable, not_now = (page.evaluate(CARD_LOOK, code) for code in ("R7", "RS", "Y3"))
        assert focused["focused"] and playable["badge"].endswith("playable")
        assert playable["borderStyle"] == "solid" and playable["outlineStyle"] == "none", playable
        assert focused["outlineStyle"] != "none" and focused["outlineWidth"] >= 3, focused
        # WCAG 2.4.13: the focus indicator contrasts 3:1 with what it replaces (here: the playable frame)
        ratio = contrast(focused["outlineColor"], playable["borderColor"])
        assert ratio >= 3, (f"the focus ring ({focused['outlineColor']}) is {ratio:.2f}:1 against the playable "
                            f"frame ({playable['borderColor']}): a keyboard user cannot tell them apart")
        assert not_now["badge"] == "\u2715 not now", not_now
        assert "line-through" not in not_now["badgeLine"], not_now
        assert not_now["badgeSize"] >= 14, f"the 'not now' badge is {not_now['badgeSize']} px"
    finally:
        context.close()
