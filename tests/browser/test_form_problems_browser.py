"""Form errors are described, not only marked (ux-audit-2 N14; WCAG 3.3.1 Error identification, technique
ARIA21): a field at fault in the New game form has ``aria-invalid`` and, through ``aria-describedby``, its
problem's sentence as its accessible description, so a screen reader that lands on it says what is wrong;
a visible outline marks it too. A good start takes the marks and the descriptions away."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect
from test_keys_dashboard_browser import VOILA_NOTEBOOKS, open_dashboard  # noqa: F401 (VOILA_NOTEBOOKS: what Voila serves)
from voila_support import BUSY_MACHINE_TIMEOUT_MS

pytestmark = pytest.mark.browser


def test_a_field_at_fault_is_described_by_its_problem(voila_server, page):
    page = open_dashboard(voila_server, page)
    page.get_by_role("button", name="New game: rules, players, bots, seed").click()
    seat_1 = page.get_by_role("textbox", name="Seat 1 name")
    seat_1.fill("")
    page.get_by_role("button", name="Start game").click()
    expect(seat_1).to_have_attribute("aria-invalid", "true", timeout=BUSY_MACHINE_TIMEOUT_MS)
    expect(seat_1).to_have_accessible_description("Seat 1 name is empty: type a name.",
                                                  timeout=BUSY_MACHINE_TIMEOUT_MS)
    outline = seat_1.evaluate("(el) => { const s = getComputedStyle(el); return [s.outlineStyle, s.outlineWidth]; }")
    assert outline[0] == "solid" and float(outline[1].removesuffix("px")) >= 2, outline

    seat_1.fill("Ben 2")
    page.get_by_role("button", name="Start game").click()
    # the game starts and the form folds: the field (hidden now) keeps neither mark nor description
    expect(page.locator(".unokit-start-problems li")).to_have_count(0, timeout=BUSY_MACHINE_TIMEOUT_MS)
    field = page.locator(".unokit-field-seat-name-1 input")
    expect(field).not_to_have_attribute("aria-invalid", "true", timeout=BUSY_MACHINE_TIMEOUT_MS)
    expect(field).not_to_have_attribute("aria-describedby", re.compile("unokit-problem"),
                                        timeout=BUSY_MACHINE_TIMEOUT_MS)
