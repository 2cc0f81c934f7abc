"""Every text field and select keeps a border of 3:1 or more against its background, in the light and the dark
theme (WCAG 1.4.11 Non-text Contrast; ux-audit-2 N8: ipywidgets' #bdbdbd on white was 1.88:1, #616161 on the
dark page 2.92:1). The colours are read from the stylesheets the page loads, not restated here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from unokit.render.contrast import contrast_ratio

ROOT = Path(__file__).resolve().parents[1]
PAGE_CSS = ROOT / "unokit/dashboard/share/voila/templates/unokit/unokit-page.css"
TABLE_CSS = ROOT / "unokit/widgets/static/table.css"
FIELDS = ("input", "select")


def blocks(css: str) -> list[tuple[str, str]]:
    """(selector, body) of every rule (media queries' inner rules included), comments removed."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    css = re.sub(r"@media[^{]*\{", "", css)
    return [(sel.strip(), body) for sel, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css)]


def variable(css: str, selector_part: str, name: str) -> str:
    """The value ``name`` gets in the first rule whose selector contains ``selector_part``; a ``var(--x, #fff)``
    gives its fallback colour."""
    for selector, body in blocks(css):
        if selector_part in selector:
            found = re.search(rf"{re.escape(name)}\s*:\s*([^;]+);", body)
            if found:
                value = found.group(1).strip()
                fallback = re.search(r"var\([^,]+,\s*(#[0-9a-fA-F]{3,6})\)", value)
                colour = fallback.group(1) if fallback else value
                if re.fullmatch(r"#[0-9a-fA-F]{3}", colour):  # #fff -> #ffffff
                    colour = "#" + "".join(c * 2 for c in colour[1:])
                return colour
    raise AssertionError(f"{name} is not set in a rule for {selector_part!r}")


def field_border_variables(css: str, scope: str) -> set[str]:
    """The variables the border of a text field or select is drawn with, in rules under ``scope``."""
    found = set()
    for selector, body in blocks(css):
        if scope in selector and any(field in selector for field in FIELDS):
            border = re.search(r"(?<![-\w])border\s*:\s*[^;]*var\((--[\w-]+)", body)
            if border:
                found.add(border.group(1))
    return found


@pytest.mark.parametrize("theme, selector", [("light", ":root"), ("dark", "body.unokit-page.unokit-theme-dark")])
def test_the_pages_fields_have_a_border_of_three_to_one(theme, selector):
    css = PAGE_CSS.read_text()
    assert field_border_variables(css, "body.unokit-page") == {"--unokit-rule"}
    border = variable(css, selector, "--unokit-rule")
    page = variable(css, selector, "--unokit-paper")
    assert contrast_ratio(border, page) >= 3.0, f"{theme}: field border {border} on {page}"
    if theme == "dark":  # the fields' own background in the dark page
        field = variable(css, selector, "--jp-widgets-input-background-color")
        assert contrast_ratio(border, field) >= 3.0, f"{theme}: field border {border} on the field {field}"


@pytest.mark.parametrize("theme, selector", [("auto (JupyterLab's fallbacks)", ".unokit-table, .unokit-dashboard"),
                                             ("light", ".unokit-theme-light"), ("dark", ".unokit-theme-dark")])
def test_the_tables_fields_have_a_border_of_three_to_one(theme, selector):
    css = TABLE_CSS.read_text()
    assert field_border_variables(css, ".unokit-table") == {"--unokit-border"}
    border = variable(css, selector, "--unokit-border")
    for background in ("--unokit-bg", "--unokit-felt", "--unokit-bg-alt"):
        colour = variable(css, selector, background)
        assert contrast_ratio(border, colour) >= 3.0, f"{theme}: field border {border} on {background} {colour}"


def test_the_check_fails_for_the_audits_colours():
    """The audit's measured borders fail the same check (the test can fail)."""
    assert contrast_ratio("#bdbdbd", "#ffffff") < 3.0 and contrast_ratio("#616161", "#212121") < 3.0
