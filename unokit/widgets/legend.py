"""ColorADDLegend: the ColorADD colours with their signs and names, and a colour-vision preview.

Shows the nine ColorADD colours (COLORADD.md, "The nine colours") and the spectrum game's teal and
magenta (with the note that ColorADD has no sign of their own). A dropdown re-draws the swatches as
seen with protanopia, deuteranopia, tritanopia or achromatopsia, so a teacher can show why the
signs matter: the names and signs stay the same while some swatches become hard to tell apart.
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
from unokit.widgets.signs import check_vision, sign_svg, swatch_svg

__all__ = ["ColorADDLegend", "VISION_LABELS", "legend_html"]

#: The colours the legend lists: the nine of ColorADD, then teal and magenta (spectrum).
LEGEND_COLOURS = tuple(c.name for c in coloradd.NINE) + ("teal", "magenta")


@lru_cache(maxsize=1)
def _legend_css() -> str:
    return (Path(__file__).parent / "static" / "legend.css").read_text(encoding="utf-8")


def legend_html(vision: str = "normal", colours: tuple[str, ...] = LEGEND_COLOURS) -> str:
    """The legend as an HTML table: swatch (as seen with ``vision``), sign, name, how it is made."""
    vision = check_vision(vision)
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


class ColorADDLegend(widgets.VBox):
    """The ColorADD legend with a colour-vision preview dropdown.

    ``vision`` (a traitlet, one of :data:`VISION_LABELS`) re-draws the swatches; a GameTable links
    its own preview to it. Raises :class:`~unokit.errors.UnokitError` for an unknown vision.
    """

    vision = traitlets.Unicode("normal")

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
        self.observe(self._redraw, "vision")
        self.vision = vision
        self._redraw()

    @traitlets.validate("vision")
    def _check_vision(self, proposal: dict[str, Any]) -> str:
        return check_vision(proposal["value"])

    def _redraw(self, change: Any = None) -> None:
        self.table.value = legend_html(self.vision)
