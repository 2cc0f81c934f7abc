"""The dashboard's "Explore house rules" section in Voila, in headless Chromium: tick a house rule, run a
few rounds, wait for the results and read the table; a setting that changes nothing gives a message.

Every assertion waits for the state it checks (Playwright ``expect`` / ``wait_for``): the kernel plays
the rounds after the click, so nothing is read right after it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from voila_support import error_outputs, wait_for_widgets

pytestmark = pytest.mark.browser

VOILA_NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
DASHBOARD = "dashboard.ipynb"
#: Waits for the kernel's answer: a few rounds take well under a second, a loaded CI machine much longer.
KERNEL_MS = 90_000
FIGURE = re.compile(r"^\d+\.\d \(\d+\.\d to \d+\.\d\)$")
SHARE = re.compile(r"^\d+\.\d% \(\d+\.\d% to \d+\.\d%\)$")


@pytest.fixture
def explorer(voila_server, page):
    """The dashboard page with the "Explore house rules" section opened."""
    from playwright.sync_api import expect

    page.goto(voila_server.notebook_url(DASHBOARD), wait_until="commit", timeout=KERNEL_MS)
    wait_for_widgets(page, ".unokit-explore .unokit-disclosure-button", timeout=KERNEL_MS)
    button = page.get_by_role("button", name="Compare house rules with the plain rules")
    button.click()
    expect(button).to_have_attribute("aria-expanded", "true", timeout=KERNEL_MS)
    expect(page.get_by_role("button", name="Run the comparison")).to_be_visible(timeout=KERNEL_MS)
    return page


def axe_violations(page, selector: str) -> list[str]:
    """axe-core's violations inside ``selector``, one line each (rule, impact, first targets)."""
    from axe_playwright_python.sync_playwright import Axe

    results = Axe().run(page, context=selector)
    return [f"{v['id']} ({v['impact']}): {v['help']} -> {[', '.join(n['target']) for n in v['nodes']][:5]}"
            for v in results.response["violations"]]


def set_number(page, label: str, value: int) -> None:
    """Type ``value`` into the explorer's number field labelled ``label`` and leave it (the value goes to
    the kernel)."""
    field = page.locator(".unokit-explore").get_by_label(label)
    field.fill(str(value))
    field.press("Tab")


def test_a_few_rounds_of_seven_o_fill_the_table_and_the_figure(explorer):
    from playwright.sync_api import expect

    page = explorer
    page.get_by_role("checkbox", name=re.compile("^Seven-O:")).check()
    set_number(page, "Players per simulated round", 3)
    set_number(page, "Rounds per rule set", 8)
    page.get_by_role("button", name="Run the comparison").click()

    status = page.locator(".unokit-explorer-status")
    expect(status).to_contain_text("Done: classic with Seven-O against plain classic, 8 rounds each",
                                   timeout=KERNEL_MS)
    table = page.locator(".unokit-explorer-table")
    expect(table.locator("caption")).to_contain_text("8 rounds each from the same seeds", timeout=KERNEL_MS)
    expect(table.locator("caption")).to_contain_text("3 players")
    assert table.locator("thead th[scope='col']").all_inner_texts() == [
        "Measure", "plain classic", "classic with Seven-O", "Change (paired by seed)"]
    rows = table.locator("tbody tr")
    # the bots play whenever they can: "turns with a legal play" and "turns in which a card is played" are
    # one row that says so (ux-audit-2 N12), so 5 rows
    assert rows.count() == 5
    expect(rows.filter(has=page.locator("th", has_text="Turns with a legal play (the bots played a card in every"))
           ).to_have_count(1)
    first = rows.nth(0)
    assert first.locator("th[scope='row']").inner_text() == "Round length: mean turns"
    plain, house = (text.strip() for text in first.locator("td").all_inner_texts()[:2])
    assert FIGURE.match(plain) and FIGURE.match(house), (plain, house)
    blocked = rows.filter(has=page.locator("th", has_text="Rounds that end blocked")).locator("td").first
    assert SHARE.match(blocked.inner_text().strip())
    # the progress bar ends full, the figure has its text alternative
    expect(page.locator("progress.unokit-explorer-progress")).to_have_attribute("aria-valuetext", "16 of 16 rounds")
    image = page.locator(".unokit-explorer-figure img")
    expect(image).to_have_attribute("alt", re.compile("^Two charts comparing plain classic"))
    expect(page.locator(".unokit-explorer-figure figcaption")).to_contain_text("Round length: plain classic rounds last")
    assert error_outputs(page) == []
    assert page.console_errors == []
    # the opened section, its form, table and figure break no rule axe checks (labels, contrast, alt, ...)
    assert axe_violations(page, ".unokit-explore") == []


def test_rules_that_change_nothing_give_a_message_not_a_traceback(explorer):
    from playwright.sync_api import expect

    page = explorer
    page.get_by_role("button", name="Run the comparison").click()
    status = page.locator(".unokit-explorer-status")
    expect(status).to_have_text(
        "Problem: no house rule differs from plain classic: tick or untick at least one box", timeout=KERNEL_MS)
    expect(status).to_have_class(re.compile("unokit-explorer-problem"))
    assert page.locator(".unokit-explorer-table").count() == 0
    assert error_outputs(page) == []


def test_an_emptied_rounds_field_stays_empty_and_run_says_what_to_type(explorer):
    from playwright.sync_api import expect

    page = explorer
    page.get_by_role("checkbox", name=re.compile("^Seven-O:")).check()
    set_number(page, "Players per simulated round", 3)
    rounds = page.locator(".unokit-explore").get_by_label(re.compile("^Rounds per rule set"))
    rounds.fill("")
    rounds.press("Tab")  # left empty: ipywidgets alone would put the last value back
    page.get_by_role("button", name="Run the comparison").click()
    status = page.locator(".unokit-explorer-status")
    expect(status).to_contain_text("Problem: rounds per rule set is empty; type a whole number from 2 to",
                                   timeout=KERNEL_MS)
    expect(rounds).to_have_value("")  # never changed behind the person's back
    assert page.locator(".unokit-explorer-table").count() == 0
    rounds.fill("6")
    rounds.press("Tab")
    page.get_by_role("button", name="Run the comparison").click()
    expect(status).to_contain_text("Done: classic with Seven-O against plain classic, 6 rounds each",
                                   timeout=KERNEL_MS)


def test_the_explorer_speaks_portuguese_and_changes_to_spanish_with_the_chooser(voila_server, page):
    """Opened from ``?lang=pt-PT``: the section's form, bar, status line, table and figure are Portuguese and no
    part of it is marked ``lang="en"`` (the dashboard's root says pt-PT); the chooser changes it to Spanish."""
    from playwright.sync_api import expect

    page.goto(voila_server.notebook_url(DASHBOARD) + "?lang=pt-PT", wait_until="commit", timeout=KERNEL_MS)
    wait_for_widgets(page, ".unokit-explore .unokit-disclosure-button", timeout=KERNEL_MS)
    button = page.get_by_role("button", name="Comparar regras da casa com as regras simples")
    button.click()
    expect(button).to_have_attribute("aria-expanded", "true", timeout=KERNEL_MS)
    section = page.locator(".unokit-explore")
    section.get_by_role("checkbox", name=re.compile("^Sete-Zero:")).check()
    for label, value in (("Jogadores por ronda simulada", 3), ("Rondas por conjunto de regras", 6)):
        field = section.get_by_label(re.compile(f"^{label}"))
        field.fill(str(value))
        field.press("Tab")
    page.get_by_role("button", name="Fazer a comparação").click()
    status = page.locator(".unokit-explorer-status")
    expect(status).to_contain_text("Feito: classic com Sete-Zero contra classic simples, 6 rondas cada",
                                   timeout=KERNEL_MS)
    expect(page.locator("progress.unokit-explorer-progress")).to_have_attribute("aria-valuetext", "12 de 12 rondas")
    expect(page.get_by_role("progressbar", name="Rondas jogadas")).to_be_attached()
    table = page.locator(".unokit-explorer-table")
    assert table.locator("thead th[scope='col']").all_inner_texts() == [
        "Medida", "classic simples", "classic com Sete-Zero", "Mudança (emparelhada por semente)"]
    expect(page.locator(".unokit-explorer-figure img")).to_have_attribute(
        "alt", re.compile("^Dois gráficos que comparam classic simples"))
    expect(page.locator(".unokit-dashboard")).to_have_attribute("lang", "pt-PT")
    assert section.locator("[lang='en']").count() == 0  # nothing in it is marked English any more

    page.get_by_role("combobox", name="Language (Idioma)").select_option("es")
    expect(page.get_by_role("button", name="Hacer la comparación")).to_be_visible(timeout=KERNEL_MS)
    expect(status).to_contain_text("Hecho: classic con Siete-Cero contra classic básico", timeout=KERNEL_MS)
    expect(table.locator("thead th[scope='col']").first).to_have_text("Medida")
    expect(table.locator("thead th[scope='col']").last).to_have_text("Cambio (emparejado por semilla)")
    assert error_outputs(page) == []
    assert axe_violations(page, ".unokit-explore") == []
