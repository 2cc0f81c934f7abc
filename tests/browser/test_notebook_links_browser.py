"""Links inside the notebooks' text are told apart from the text around them by more than colour: they are
underlined (WCAG 1.4.1; axe ``link-in-text-block``, ux-audit-2 F13: the ColorADD link of 01-tour and the
DaltonLens link of 04-colour-blindness)."""

from __future__ import annotations

from pathlib import Path

import pytest
from voila_support import RENDER_TIMEOUT_MS, wait_for_voila

pytestmark = pytest.mark.browser

VOILA_NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@pytest.mark.parametrize(("name", "link"), [("01-tour.ipynb", "ColorADD"), ("04-colour-blindness.ipynb", "DaltonLens")])
def test_links_in_text_are_underlined(voila_server, page, name, link):
    from axe_playwright_python.sync_playwright import Axe

    page.goto(voila_server.notebook_url(name), wait_until="commit", timeout=RENDER_TIMEOUT_MS)
    wait_for_voila(page, timeout=RENDER_TIMEOUT_MS)
    anchor = page.locator("main p a", has_text=link).first
    anchor.wait_for(state="attached")
    assert "underline" in anchor.evaluate("el => getComputedStyle(el).textDecorationLine")
    results = Axe().run(page, options={"runOnly": {"type": "rule", "values": ["link-in-text-block"]}})
    assert results.response["violations"] == []
