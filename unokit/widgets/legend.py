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

__all__ = ["ColorADDLegend", "VISION_LABELS", "legend_html", "vision_labels"]

#: The colours the legend lists: the nine of ColorADD, then teal and magenta (spectrum).
LEGEND_COLOURS = tuple(c.name for c in coloradd.NINE) + ("teal", "magenta")


@lru_cache(maxsize=1)
def _legend_css() -> str:
    return (Path(__file__).parent / "static" / "legend.css").read_text(encoding="utf-8")


def vision_labels(lang: str = "en") -> dict[str, str]:
    """:data:`VISION_LABELS` (the colour-vision previews' choices) in ``lang``: the catalogue's
    ``table-vision-*`` messages (in English the same words, which the tests check)."""
    from unokit.i18n import message

    return {key: message(f"table-vision-{key}", lang) for key in VISION_LABELS}


def legend_html(vision: str = "normal", colours: tuple[str, ...] = LEGEND_COLOURS, signs: str = "coloradd",
                lang: str = "en") -> str:
    """The legend as an HTML table: swatch (as seen with ``vision``), sign, name, how it is made; for another
    sign system than ColorADD (``signs``, :func:`~unokit.widgets.signs.check_signs`) the colours it covers
    with its signs, the system named in the caption; for ``"none"`` a line saying the cards carry no signs.
    Its words are the catalogue's ``table-legend-*`` messages and the colours' and signs' names in ``lang``
    (DESIGN.md contract 7)."""
    from unokit.i18n import message
    from unokit.i18n.faces import sign_words

    vision = check_vision(vision)
    if check_signs(signs) != "coloradd":
        return _system_legend_html(vision, signs, lang)
    rows = []
    for name in colours:
        sign = coloradd.get(name)
        made = sign_words(sign, lang)
        if sign.note:
            made = message(f"table-legend-note-{sign.name}", lang, sign=made)
        rows.append(
            f'<tr data-colour="{html.escape(sign.name)}"><td>{swatch_svg(sign, vision=vision)}</td>'
            f"<td>{sign_svg(sign, size_px=28)}</td>"
            f"<th scope=\"row\">{html.escape(_colour_title(sign, lang))}</th><td>{html.escape(made)}</td></tr>"
        )
    return (
        f"<style>{_legend_css()}</style>"
        f'<table class="unokit-legend" data-vision="{vision}"><caption>'
        f'{html.escape(_caption(message("table-legend-caption", lang), vision, lang))}</caption>'
        + _head(lang) + "".join(rows) + "</tbody></table>"
        f'<p class="unokit-credit">{html.escape(message("table-legend-credit", lang))}</p>'
    )


def _colour_title(sign: Any, lang: str) -> str:
    """A legend row's colour name: ``"Red"``, ``"Vermelho"`` (the catalogue's colour, as a noun, capitalised)."""
    from unokit.i18n import message

    name = message(f"color-{sign.name}", lang, gender="masculine")
    return name[:1].upper() + name[1:]


def _caption(caption: str, vision: str, lang: str) -> str:
    from unokit.i18n import message
    from unokit.i18n.faces import vision_name

    if vision == "normal":
        return caption
    return message("table-legend-caption-vision", lang, caption=caption, vision=vision_name(vision, lang))


def _head(lang: str) -> str:
    from unokit.i18n import message

    cells = "".join(f'<th scope="col">{html.escape(message(f"table-legend-{key}", lang))}</th>'
                    for key in ("colour", "sign", "name", "sign-is"))
    return f"<thead><tr>{cells}</tr></thead><tbody>"


def _system_legend_html(vision: str, signs: str, lang: str = "en") -> str:
    from unokit.i18n import message
    from unokit.render.signs import sign_system

    system = sign_system(signs)
    if not system:
        return f'<p class="unokit-legend-none">{html.escape(message("table-legend-no-signs", lang))}</p>'
    rows = []
    for name, kind in system.words:
        sign = coloradd.get(name)
        made = message("face-letter", lang, letter=kind) if system.name == "letters" else message(f"shape-{kind}", lang)
        rows.append(
            f'<tr data-colour="{html.escape(name)}"><td>{swatch_svg(sign, vision=vision)}</td>'
            f"<td>{sign_svg(sign, size_px=28, signs=system)}</td>"
            f'<th scope="row">{html.escape(_colour_title(sign, lang))}</th><td>{html.escape(made)}</td></tr>'
        )
    caption = _caption(message(f"table-legend-caption-{system.name}", lang), vision, lang)
    credit = (f'<p class="unokit-credit">{html.escape(message(f"table-legend-credit-{system.name}", lang))}</p>'
              if system.credit else "")
    return (
        f"<style>{_legend_css()}</style>"
        f'<table class="unokit-legend" data-vision="{vision}" data-signs="{system.name}">'
        f"<caption>{html.escape(caption)}</caption>" + _head(lang) + "".join(rows) + "</tbody></table>" + credit
    )


class ColorADDLegend(widgets.VBox):
    """The ColorADD legend with a colour-vision preview dropdown.

    ``vision`` (a traitlet, one of :data:`VISION_LABELS`) re-draws the swatches; a GameTable links
    its own preview to it, and sets ``signs`` (a traitlet: ``"coloradd"``, ``"mattel"``, ``"letters"`` or
    ``"none"``) to the sign system its cards carry. ``lang``: the language of its words (a table's; DESIGN.md
    contract 7). Raises :class:`~unokit.errors.UnokitError` for an unknown vision or sign system, and
    :class:`~unokit.errors.LanguageError` for an unknown language.
    """

    vision = traitlets.Unicode("normal")
    signs = traitlets.Unicode("coloradd")

    def __init__(self, *, vision: str = "normal", lang: str = "en", **kwargs: Any) -> None:
        from unokit.i18n import message, resolve_language

        #: the language of the legend's words
        self.lang = resolve_language(lang)
        self.preview = widgets.Dropdown(
            options=[(label, key) for key, label in vision_labels(self.lang).items()],
            value="normal",
            description=message("table-legend-preview", self.lang),
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
        self.table.value = legend_html(self.vision, signs=self.signs, lang=self.lang)
