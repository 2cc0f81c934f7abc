"""The dashboard page in the pseudo-locale (issue 26, "Tests and numbers"): ``?lang=en-XA`` wraps every
catalogue message in brackets and accents it, so a word the page shows outside brackets is hard-coded
English. The test opens the page in headless Chromium, opens every folded section and panel (each made
when first opened), and reads everything a person sees or hears: the text of the page (banner, heading,
introduction, table, sections, footer; SVG card titles and descriptions too), the accessible names and
descriptions in attributes, and the page's title. Left aside: parts marked with another language (the
language chooser's own label and the languages' names, each in itself), notation (``<kbd>``, the move
notation's spans, the rules presets' names, moves in the list of moves), players' names and digits."""

from __future__ import annotations

import re

import pytest
from test_dashboard_browser import HAND
from test_keys_dashboard_browser import DASHBOARD, VOILA_NOTEBOOKS  # noqa: F401 (VOILA_NOTEBOOKS: what Voila serves)
from voila_support import BUSY_MACHINE_TIMEOUT_MS, wait_for_widgets

from unokit.dashboard.app import TABLE_PRESETS
from unokit.i18n import outside_brackets

pytestmark = pytest.mark.browser

#: What the page shows and says, as [where, text]: the text of the page without the parts that are not
#: the catalogue's (another language, notation, scripts), and each element's accessible attributes.
READ_PAGE = """() => {
  const other = 'script, style, kbd, .unokit-notation, [lang]:not([lang="en-XA"])';
  const body = document.body.cloneNode(true);
  for (const part of body.querySelectorAll(other)) part.remove();
  const out = [["title", document.title]];
  // each block's text, so that a bracket is matched within the element that shows it
  for (const block of body.querySelectorAll("p, li, h1, h2, h3, h4, td, th, caption, label, button, legend, " +
                                            "summary, option, title, desc, .widget-html-content, .unokit-announce")) {
    if (block.querySelector("p, li, h1, h2, h3, h4, td, th, label, button, legend, option")) continue;
    const text = block.textContent.replace(/\\s+/g, " ").trim();
    if (text) out.push([block.tagName + "." + (block.getAttribute("class") || ""), text]);
  }
  const names = ["aria-label", "title", "placeholder", "alt", "aria-description", "aria-roledescription",
                 "aria-valuetext"];
  for (const el of document.body.querySelectorAll("*")) {
    if (el.closest(other)) continue;
    for (const name of names) {
      const value = (el.getAttribute(name) || "").trim();
      if (value) out.push([name + "@" + el.tagName, value]);
    }
  }
  return out;
}"""

#: Words that may stand outside the brackets: the players' names; the rules presets' names and the moves
#: of the list of moves (notation, the same in every language); "and", which joins the parts of a ColorADD
#: sign in the pseudo-locale's lists (Babel's CLDR list pattern of English: the pseudo-locale has none of
#: its own); the key named Enter.
ALLOWED = {"Ana", "Ben", "Cy", "and", "Enter", *TABLE_PRESETS}
#: a move in notation, as the list of moves shows it ("Ana: challenge", "1: play R5")
MOVE = re.compile(r"^\w+: [\w +-]+$")


def _open_every_fold(page) -> int:
    """Press every closed disclosure button of the dashboard (each folded section or panel is made when
    first opened) until none is left; returns how many were opened."""
    opened = 0
    for _ in range(40):
        closed = page.locator(".unokit-dashboard button.unokit-disclosure-button[aria-expanded='false']")
        if closed.count() == 0:
            return opened
        button = closed.first.element_handle()  # this button, not the locator's next match once it opens
        button.click()
        page.wait_for_function("(button) => !button.isConnected || button.getAttribute('aria-expanded') === 'true'",
                               arg=button, timeout=BUSY_MACHINE_TIMEOUT_MS)
        opened += 1
    raise AssertionError("the dashboard's folds kept closing again")


def test_the_pseudo_locale_finds_no_hard_coded_english_on_the_page(voila_server, page):
    page.goto(voila_server.notebook_url(DASHBOARD) + "?lang=en-XA&seed=5&humans=0&players=3")
    wait_for_widgets(page, f".unokit-table[lang='en-XA'] {HAND} button.unokit-card-button")
    # the page's own words follow the dashboard's language once its chooser is drawn
    page.wait_for_function("() => document.title.startsWith('[')", timeout=BUSY_MACHINE_TIMEOUT_MS)
    assert page.locator("html").get_attribute("lang") == "en-XA"
    assert page.locator(".unokit-banner-words").inner_text().startswith("[")
    assert page.locator(".unokit-footer p").inner_text().startswith("[")
    assert page.locator("main h1").inner_text().startswith("[")
    assert _open_every_fold(page) >= 4  # New game, Play with others, Explore, Review and the table's panels
    page.get_by_role("button", name=re.compile(r"^\[")).first.wait_for(timeout=BUSY_MACHINE_TIMEOUT_MS)
    # a panel's controls drawn last get ipywidgets' title="null", which the table's script takes away the
    # next frame: read the page once none is left (a null title that stays fails here)
    page.wait_for_function("""() => !document.querySelector('.unokit-dashboard [title="null"]')""",
                           timeout=BUSY_MACHINE_TIMEOUT_MS)
    texts = page.evaluate(READ_PAGE)
    assert len(texts) > 100, texts
    left = []
    for where, text in texts:
        if MOVE.match(text):
            continue
        words = re.findall(r"[A-Za-z][A-Za-z'-]*", outside_brackets(text))
        if [word for word in words if word not in ALLOWED]:
            left.append(f"{where}: {text[:160]}")
    assert left == [], "\n".join(left)


def test_the_alert_of_a_lost_game_is_in_the_dashboards_language(voila_server, page):
    """The page template's own alert (a kernel gone: words and a Reload button, focused) takes the words the
    language chooser gave it; the alert's text is the page's, its English kept for English pages."""
    page.goto(voila_server.notebook_url(DASHBOARD) + "?lang=pt-PT&seed=5")
    wait_for_widgets(page, f".unokit-table[lang='pt-PT'] {HAND} button.unokit-card-button")
    page.wait_for_function("() => (globalThis.unokitPageWords || {}).game_lost !== undefined",
                           timeout=BUSY_MACHINE_TIMEOUT_MS)
    page.evaluate("window.unokitGameLost(globalThis.unokitPageWords.game_lost)")  # as the page does when its kernel is gone
    alert = page.locator("#unokit-page-alert")  # the page template's alert (the table has its own)
    assert alert.get_attribute("role") == "alert" and alert.inner_text().startswith("Este jogo parou: o seu kernel no servidor desapareceu")
    button = page.get_by_role("button", name="Recarregar a página")
    button.wait_for(timeout=BUSY_MACHINE_TIMEOUT_MS)
    assert page.evaluate("document.activeElement.textContent") == "Recarregar a página"
