"""The widgets in JupyterLab's dark theme (Voila ``--theme=dark``): readable, and axe finds nothing.

Colours come from the ``--jp-*`` theme variables, so the same page must pass in both themes.
"""

from __future__ import annotations

from pathlib import Path

from voila_support import ARTIFACTS, wait_for_widgets

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"
VOILA_ARGS = ("--theme=dark",)


def luminance(css: str) -> float:
    """WCAG relative luminance of an ``rgb(r, g, b)`` / ``rgba(...)`` colour."""
    parts = [float(p) for p in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
    channels = [(c / 255 / 12.92) if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in parts]
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]


def test_dark_theme_text_is_light_on_dark_and_axe_finds_nothing(voila_server, page):
    from axe_playwright_python.sync_playwright import Axe

    page.goto(voila_server.notebook_url("hand.ipynb"))
    wait_for_widgets(page, ".test-hand button.unokit-card")
    wait_for_widgets(page, ".test-teaching .unokit-summary")
    colours = page.evaluate(
        """() => { const label = document.querySelector('.test-hand .unokit-hand-label');
                   const body = getComputedStyle(document.body);
                   return {text: getComputedStyle(label).color, page: body.backgroundColor,
                           turn: getComputedStyle(document.querySelector('.test-teaching .unokit-turn')).color}; }"""
    )
    text, background = luminance(colours["text"]), luminance(colours["page"])
    assert background < 0.1 and text > 0.5, colours  # a dark page with light text
    assert (text + 0.05) / (background + 0.05) >= 4.5  # WCAG 1.4.3
    assert luminance(colours["turn"]) > 0.5
    result = Axe().run(page, context={"include": [[".unokit-table"], [".unokit-hand-root"]]})
    assert [(v["id"], v["impact"]) for v in result.response["violations"]] == []
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "widgets-dark-theme.png"))
