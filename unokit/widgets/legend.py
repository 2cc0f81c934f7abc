"""ColorADDLegend: the ColorADD colours with their signs and names, and a colour-vision preview.

Shows the nine ColorADD colours (COLORADD.md, "The nine colours") and the spectrum game's teal and
magenta (with the note that ColorADD has no sign of their own). A dropdown re-draws the swatches as
seen with protanopia, deuteranopia, tritanopia or achromatopsia, so a teacher can show why the
signs matter: the names and signs stay the same while some swatches become hard to tell apart.
With ``signs`` another sign system (a table's setting: Mattel's symbols, letters) the legend lists the
colours that system covers, names the system in its caption (a circle is red in one system and could
mean another colour in another) and gives its credit; with ``"none"`` it says the cards carry no signs.
"""

from __future__ import annotations

import html
from functools import lru_cache
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import traitlets

from unokit import coloradd
from unokit.choices import VISION_LABELS
from unokit.widgets.signs import check_signs, check_vision, sign_svg, swatch_svg

__all__ = ["ColorADDLegend", "VISION_LABELS", "legend_html"]

#: The colours the legend lists: the nine of ColorADD, then teal and magenta (spectrum).
LEGEND_COLOURS = tuple(c.name for c in coloradd.NINE) + ("teal", "magenta")


@lru_cache(maxsize=1)
def _legend_css() -> str:
    return (Path(__file__).parent / "static" / "legend.css").read_text(encoding="utf-8")


def legend_html(vision: str = "normal", colours: tuple[str, ...] = LEGEND_COLOURS, signs: str = "coloradd") -> str:
    """The legend as an HTML table: swatch (as seen with ``vision``), sign, name, how it is made; for another
    sign system than ColorADD (``signs``, :func:`~unokit.widgets.signs.check_signs`) the colours it covers
    with its signs, the system named in the caption; for ``"none"`` a line saying the cards carry no signs."""
    vision = check_vision(vision)
    if check_signs(signs) != "coloradd":
        return _system_legend_html(vision, signs)
    rows = []
    for name in colours:
        sign = coloradd.get(name)
        made = sign.describe()
        if sign.note:
            made += f". {sign.note}"
        rows.append(
            f'<tr data-colour="{html.escape(sign.name)}"><td>{swatch_svg(sign, vision=vision)}</td>'
            f"<td>{sign_svg(sign, size_px=28)}</td>"
            f"<th scope=\"row\">{html.escape(sign.title)}</th><td>{html.escape(made)}</td></tr>"
        )
    caption = "ColorADD colour signs"
    if vision != "normal":
        caption += f" — swatches as seen with {VISION_LABELS[vision].split(' (')[0].lower()}"
    return (
        f"<style>{_legend_css()}</style>"
        f'<table class="unokit-legend" data-vision="{vision}"><caption>{html.escape(caption)}</caption>'
        "<thead><tr><th scope=\"col\">Colour</th><th scope=\"col\">Sign</th><th scope=\"col\">Name</th>"
        "<th scope=\"col\">The sign is</th></tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
        '<p class="unokit-credit">ColorADD® is a colour identification system by Miguel Neiva '
        "(licensed); unokit draws the signs from their published geometry.</p>"
    )


def _system_legend_html(vision: str, signs: str) -> str:
    from unokit.render.signs import sign_system

    system = sign_system(signs)
    if not system:
        return ('<p class="unokit-legend-none">No colour signs: the cards show their colours only. Choose ColorADD, '
                "Mattel symbols or letters under Colour signs to add them.</p>")
    rows = []
    for name, _kind in system.words:
        sign = coloradd.get(name)
        rows.append(
            f'<tr data-colour="{html.escape(name)}"><td>{swatch_svg(sign, vision=vision)}</td>'
            f"<td>{sign_svg(sign, size_px=28, signs=system)}</td>"
            f'<th scope="row">{html.escape(sign.title)}</th><td>{html.escape(system.describe(sign))}</td></tr>'
        )
    caption = f"{system.title}: the colour signs on these cards"
    if vision != "normal":
        caption += f" — swatches as seen with {VISION_LABELS[vision].split(' (')[0].lower()}"
    credit = f'<p class="unokit-credit">{html.escape(system.credit)}.</p>' if system.credit else ""
    return (
        f"<style>{_legend_css()}</style>"
        f'<table class="unokit-legend" data-vision="{vision}" data-signs="{system.name}">'
        f"<caption>{html.escape(caption)}</caption>"
        "<thead><tr><th scope=\"col\">Colour</th><th scope=\"col\">Sign</th><th scope=\"col\">Name</th>"
        "<th scope=\"col\">The sign is</th></tr></thead><tbody>" + "".join(rows) + "</tbody></table>" + credit
    )


class ColorADDLegend(widgets.VBox):
    """The ColorADD legend with a colour-vision preview dropdown.

    ``vision`` (a traitlet, one of :data:`VISION_LABELS`) re-draws the swatches; a GameTable links
    its own preview to it, and sets ``signs`` (a traitlet: ``"coloradd"``, ``"mattel"``, ``"letters"`` or
    ``"none"``) to the sign system its cards carry. Raises :class:`~unokit.errors.UnokitError` for an
    unknown vision or sign system.
    """

    vision = traitlets.Unicode("normal")
    signs = traitlets.Unicode("coloradd")

    def __init__(self, *, vision: str = "normal", **kwargs: Any) -> None:
        self.preview = widgets.Dropdown(
            options=[(label, key) for key, label in VISION_LABELS.items()],
            value="normal",
            description="Preview as",
            style={"description_width": "initial"},
        )
        self.table = widgets.HTML()
        super().__init__(children=[self.preview, self.table], **kwargs)
        self.add_class("unokit-legend-box")
        traitlets.link((self.preview, "value"), (self, "vision"))
        self.observe(self._redraw, ["vision", "signs"])
        self.vision = vision
        self._redraw()

    @traitlets.validate("vision")
    def _check_vision(self, proposal: dict[str, Any]) -> str:
        return check_vision(proposal["value"])

    @traitlets.validate("signs")
    def _check_signs(self, proposal: dict[str, Any]) -> str:
        return check_signs(proposal["value"])

    def _redraw(self, change: Any = None) -> None:
        self.table.value = legend_html(self.vision, signs=self.signs)
