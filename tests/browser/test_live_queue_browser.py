"""The table's status line by ear, in the page (ux-audit-2 N2, N4).

- N4: a message is never replaced before a screen reader has had time to say it: the live region keeps
  each message for at least :func:`unokit.widgets.live.hold_ms` of it, and the ones that come meanwhile
  wait their turn (none is lost, each is shown once); the answer to a key the person presses is not kept
  waiting behind them.
- N2: a bot's missed UNO is said in the status line, not only shown as a *Catch* button.

Situation ``catch`` of ``notebooks/situations.ipynb``: Ben has played down to one card without UNO; Ana
(a person) is to act with Red 5, Green 7 and Yellow 2. Every wait is sized for a busy machine.
"""

from __future__ import annotations

from pathlib import Path

from test_table_focus_browser import HAND_CARD, TABLE, open_situation, press
from voila_support import BUSY_MACHINE_TIMEOUT_MS

from unokit.widgets.live import hold_ms

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"  # situations.ipynb
STATUS = f"{TABLE} p.unokit-announce"

#: Records every text the status line shows, with the time it was shown (ms, performance.now()).
RECORD = """(sel) => {
    const region = document.querySelector(sel);
    globalThis.__shown = [{t: performance.now(), text: region.textContent}];
    new MutationObserver(() => globalThis.__shown.push({t: performance.now(), text: region.textContent}))
        .observe(region, {childList: true, characterData: true, subtree: true});
}"""


def shown(page) -> list[dict]:
    """The status line's texts in order, each once (a text set again in place counts once)."""
    texts: list[dict] = []
    for item in page.evaluate("() => globalThis.__shown"):
        if not texts or texts[-1]["text"] != item["text"]:
            texts.append(item)
    return texts


def test_the_catch_chance_is_said_in_the_status_line(voila_server, page):
    page = open_situation(voila_server, page, "catch")
    page.wait_for_function("(sel) => document.querySelector(sel)?.textContent.includes("
                           "'Ben did not say UNO: you can catch Ben')", arg=STATUS, timeout=BUSY_MACHINE_TIMEOUT_MS)
    assert page.get_by_role("button", name="Catch Ben: no UNO said").count() == 1


def test_a_message_is_kept_until_it_can_be_said_and_the_next_waits_its_turn(voila_server, page):
    page = open_situation(voila_server, page, "catch")
    page.evaluate(RECORD, STATUS)
    press(page, page.locator(f"{HAND_CARD}[aria-label='Red 5']"))
    # Ana's move is said at once; Ben's answer comes from the kernel about 0.15 s later and must wait
    page.wait_for_function("(sel) => document.querySelector(sel).textContent.startsWith('Ben ')",
                           arg=STATUS, timeout=BUSY_MACHINE_TIMEOUT_MS)
    texts = shown(page)[1:]  # after the opening message
    own = next(i for i, item in enumerate(texts) if item["text"].startswith("Ana plays Red 5."))
    assert texts[-1]["text"].startswith("Ben "), texts
    for before, after in zip(texts[own:], texts[own + 1:], strict=False):
        held = after["t"] - before["t"]
        # one animation frame of slack: the timer that ends a hold fires on the page's clock
        assert held >= hold_ms(before["text"]) - 20, (before["text"], held, hold_ms(before["text"]))
    said = " ".join(item["text"] for item in texts)
    assert said.count("Ana plays Red 5.") == 1  # each message once (one announcement per move)

    # a question key while a message is held: its answer is shown at once, not after the hold
    page.locator(f"{HAND_CARD}[tabindex='0']").first.focus()
    page.evaluate(RECORD, STATUS)
    page.keyboard.press("t")
    page.wait_for_function("(sel) => document.querySelector(sel).textContent.startsWith('Top card')",
                           arg=STATUS, timeout=BUSY_MACHINE_TIMEOUT_MS)
