"""The widgets in JupyterLab's dark theme (Voila ``--theme=dark``): readable, and axe finds nothing.

Colours come from the ``--jp-*`` theme variables, so the same page must pass in both themes.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import expect
from voila_support import ARTIFACTS, wait_for_widgets

VOILA_NOTEBOOKS = Path(__file__).parent / "notebooks"
VOILA_ARGS = ("--theme=dark",)


def luminance(css: str | list[float]) -> float:
    """WCAG relative luminance of an ``rgb(r, g, b)`` / ``rgba(...)`` colour, or of ``[r, g, b]`` (0-255)."""
    parts = css if isinstance(css, list) else [float(p) for p in css[css.index("(") + 1:css.index(")")].split(",")[:3]]
    channels = [(c / 255 / 12.92) if c / 255 <= 0.04045 else ((c / 255 + 0.055) / 1.055) ** 2.4 for c in parts]
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]


def contrast(a: list[float], b: list[float]) -> float:
    """WCAG contrast ratio of two opaque colours ``[r, g, b]``."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


#: The colours an element is drawn with, as opaque [r, g, b]: its text, its box (its own background over its
#: ancestors' backgrounds, translucent ones mixed in), its left border (drawn over its box) and the box around it.
DRAWN_COLOURS = """(el) => {
    const rgba = (css) => { const n = css.match(/[\\d.]+/g).map(Number); return [n[0], n[1], n[2], n.length > 3 ? n[3] : 1]; };
    const over = (colour, below) => below.map((v, i) => colour[i] * colour[3] + v * (1 - colour[3]));
    const box = (element) => {
        const layers = [];
        for (let e = element; e; e = e.parentElement) {
            const c = rgba(getComputedStyle(e).backgroundColor);
            if (c[3] > 0) layers.push(c);
            if (c[3] >= 1) break;
        }
        return layers.reverse().reduce((below, c) => over(c, below), [255, 255, 255]);
    };
    const style = getComputedStyle(el), inside = box(el);
    return {text: over(rgba(style.color), inside), box: inside, border: over(rgba(style.borderLeftColor), inside),
            borderWidth: parseFloat(style.borderLeftWidth), around: box(el.parentElement)};
}"""


def check_command_field_contrast(page, table: str) -> dict[str, dict[str, float]]:
    """Type a question into ``table``'s command field and measure the field and the answer box under it, as
    drawn: text 4.5:1 on its box (WCAG 1.4.3), border 3:1 against the box and the colour around it (1.4.11).
    Returns the ratios measured, by part."""
    field = page.locator(f"{table} .unokit-command-input")
    field.fill("top")
    field.press("Enter")
    answer = page.locator(f"{table} .unokit-command-answer")
    expect(answer).to_be_visible()
    expect(answer).to_contain_text("Top card")
    ratios = {}
    for part, element in (("answer", answer), ("field", field)):
        drawn = element.evaluate(DRAWN_COLOURS)
        assert drawn["borderWidth"] >= 1, (part, drawn)
        ratios[part] = {"text": contrast(drawn["text"], drawn["box"]), "border": contrast(drawn["border"], drawn["box"]),
                        "border_around": contrast(drawn["border"], drawn["around"]), "box": luminance(drawn["box"])}
        assert ratios[part]["text"] >= 4.5 and ratios[part]["border"] >= 3, (part, drawn, ratios[part])
        assert ratios[part]["border_around"] >= 3, (part, drawn, ratios[part])
    return ratios


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


def test_the_command_fields_answer_box_keeps_its_contrast_in_the_dark_theme(voila_server, page):
    """JupyterLab's dark theme (the table's "auto" theme follows its --jp-* colours): its border grey
    (#616161 on #212121, 2.6:1; 1.6:1 against the felt) once drew the answer box's and the field's borders."""
    page.goto(voila_server.notebook_url("keys.ipynb"))
    wait_for_widgets(page, ".test-keys .unokit-command-input")
    ratios = check_command_field_contrast(page, ".test-keys")
    assert ratios["answer"]["box"] < 0.1 and ratios["field"]["box"] < 0.1, ratios  # measured in the dark
