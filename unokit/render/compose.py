"""Page composition: a page is a list of pieces (cards in cells, marks, the footer) joined into one
SVG page; cards are nested documents placed in their cells."""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from unokit.cards import Card, Color
from unokit.errors import RenderError
from unokit.render import faces, reference, sign_keys
from unokit.render.layout import (
    FOOTER_DEPTH,
    FOOTER_FONT,
    FOOTER_FONT_SIZE,
    RULER_LENGTH,
    SIGNS_KEY,
    TACTILE_KEY,
    Face,
    Layout,
    Rect,
    _crop_marks,
    _fmt,
    _registration_svg,
    svg_element,
    svg_text,
)
from unokit.render.signs import sign_system


def _place(card: ET.Element, lay: Layout, box: Rect) -> ET.Element:
    """Nest a standalone card SVG document (viewBox = the card in mm) in cell ``box`` of the page,
    as a child ``<svg>`` inside a group that moves (and, in a rotated layout, turns) it there."""
    for name in ("x", "y", "width", "height"):
        card.attrib.pop(name, None)
    card.attrib.update({"x": "0", "y": "0", "width": _fmt(lay.piece_width), "height": _fmt(lay.piece_height)})
    return svg_element("g", {"transform": lay.card_transform(box)}, card)


def _footer(lay: Layout, text: str, ink: str = "#000") -> tuple[ET.Element, ET.Element]:
    """The footer band: a 50 mm ruler (ticks every mm, longer every 5 and 10 mm) and one line of text,
    as two groups: the ruler with its "0" and "50 mm", and the line of text (a paragraph of the tagged
    PDF, while the ruler is an artifact).

    Drawn in band coordinates (x along the band, y across it, 0..FOOTER_DEPTH) and turned into the
    bottom margin, or up the left margin when the layout puts the footer at the side.
    """
    depth = FOOTER_DEPTH
    base = depth - 0.6  # the ruler's baseline, 0.6 mm inside the band's outer edge
    ticks = []
    for mm in range(int(RULER_LENGTH) + 1):
        length = 2.4 if mm % 10 == 0 else 1.6 if mm % 5 == 0 else 0.9
        ticks.append(f"M{mm} {_fmt(base)}v{_fmt(-length)}")
    ruler = svg_element("path", {"d": f"M0 {_fmt(base)}h{_fmt(RULER_LENGTH)}{''.join(ticks)}", "fill": "none",
                                 "stroke": ink, "stroke-width": "0.15", "stroke-linecap": "square"})
    font = {"font-family": FOOTER_FONT, "fill": ink}
    zero = svg_element("text", {"x": "0.4", "y": _fmt(base - 2.9), **font, "font-size": "1.8"}, text="0")
    fifty = svg_element("text", {"x": _fmt(RULER_LENGTH - 0.4), "y": _fmt(base - 2.9), **font, "font-size": "1.8",
                                 "text-anchor": "end"}, text="50 mm")
    words = svg_element("text", {"x": _fmt(RULER_LENGTH + 4), "y": _fmt(base - 0.2), **font,
                                 "font-size": str(FOOTER_FONT_SIZE)}, text=text)
    box = lay.footer_box
    inset = 0.5  # keeps the ruler's first tick (0.15 mm wide) off the printable margin's edge
    if lay.footer == "bottom":
        transform = f"translate({_fmt(box.x + inset)} {_fmt(box.y)})"
    else:  # up the left margin: band x runs up the page, band y runs right, towards the grid
        transform = f"translate({_fmt(box.x)} {_fmt(box.bottom - inset)}) rotate(-90)"
    band = {"class": "unokit-footer", "transform": transform}
    return svg_element("g", band, ruler, zero, fifty), svg_element("g", band, words)


@dataclass(frozen=True)
class _Piece:
    """One part of a page and its role in the tagged PDF (:mod:`unokit.render.tagged_pdf`).

    ``picture(prefix)`` gives its SVG element tree with every id starting with ``prefix``: with ``box``, a standalone
    card document (viewBox = the card in mm) that goes in that cell of the grid; without, a fragment in
    page coordinates. ``role`` is ``"Figure"`` (``alt`` its text alternative; ``None``: the words of the
    picture's own ``<title>``), ``"P"`` or ``"Artifact"`` (``artifact`` its type). ``prefix`` is the id prefix
    the page SVG uses (ids must be unique on a page; the PDF renders each picture alone). ``text`` is a
    paragraph's words exactly (its ``/ActualText``); ``area`` the page area (mm) a Figure without ``box``
    covers (its ``/BBox``, which ISO 32000-1 table 344 requires of a Figure). ``described``: the Figure's
    alt is its picture's ``<title>`` and ``<desc>`` together, for a card whose content is text (reference
    and key cards: WCAG technique PDF1, the text alternative conveys the same information).
    """

    role: str
    picture: Callable[[str], ET.Element]
    box: Rect | None = None
    alt: str | None = None
    artifact: str = "Page"
    prefix: str = ""
    text: str | None = None
    area: Rect | None = None
    described: bool = False


def _text(fragment: ET.Element) -> Callable[[str], ET.Element]:
    """A picture that is always ``fragment`` (a copy each time: a tree is placed in one page only)."""
    return lambda prefix: copy.deepcopy(fragment)


def _margin_pieces(lay: Layout, footer_text: str, *, ink: str = "#000",
                   registration: bool = False) -> list[_Piece]:
    """What a page has outside the grid: crop marks and the footer's ruler (artifacts: printer's aids),
    the footer's line of text (a paragraph), and the registration marks when asked (artifacts)."""
    ruler, words = _footer(lay, footer_text, ink)
    marks = svg_element("g", {}, _crop_marks(lay, ink), ruler)
    pieces = [_Piece("Artifact", _text(marks)), _Piece("P", _text(words), text=footer_text)]
    if registration:
        pieces.append(_Piece("Artifact", _text(_registration_svg(lay, ink))))
    return pieces


def _page_svg(lay: Layout, pieces: Sequence[_Piece]) -> str:
    """The page as one SVG document (viewBox in mm): every piece in order, cards placed in their cells."""
    return svg_text(_page_tree(lay, [piece.picture(piece.prefix) if piece.box is None
                                     else _place(piece.picture(piece.prefix), lay, piece.box) for piece in pieces]))


def _page_tree(lay: Layout, children: Sequence[ET.Element]) -> ET.Element:
    """A page-sized SVG root (viewBox in mm) holding ``children``."""
    w, h = _fmt(lay.page_width), _fmt(lay.page_height)
    return svg_element("svg", {"width": f"{w}mm", "height": f"{h}mm", "viewBox": f"0 0 {w} {h}"}, *children)


def _card_document(lay: Layout, body: ET.Element) -> ET.Element:
    """A standalone SVG document of the card's size and its bleed (viewBox in mm, from ``-lay.bleed``, so
    ``body`` draws in card coordinates) holding ``body``."""
    w, h = _fmt(lay.piece_width), _fmt(lay.piece_height)
    origin = _fmt(-lay.bleed) if lay.bleed else "0"
    return svg_element("svg", {"width": f"{w}mm", "height": f"{h}mm", "viewBox": f"{origin} {origin} {w} {h}"},
                       body)


def _with_braille(card: ET.Element, braille: ET.Element) -> ET.Element:
    """A card document with the braille group drawn last, over the face (card coordinates)."""
    card.append(braille)
    return card


def _face_svg(face: Face, *, size: str, large_print: bool, prefix: str,
              wild_colors: Sequence[Color] | None, signs: str | bool = "coloradd", lang: str | None = None,
              bleed: float = 0.0, braille_placement: str | None = None) -> str:
    """The SVG document of one face of a sheet (with ``bleed`` mm past its cut): a card with the sheet's
    signs (its title and description in ``lang``), or a reference or sign key card (its words in ``lang``). ``braille_placement``:
    where the sheet's braille labels go (None: no braille), which the oval and the braille key follow."""
    if isinstance(face, Card):
        return faces.card(face, size=size, large_print=large_print, wild_colors=wild_colors, id_prefix=prefix,
                          signs=signs, lang=lang, bleed_mm=bleed, corner_braille=braille_placement == "corners")
    if face.number == TACTILE_KEY:
        raise RenderError("the tactile braille key is drawn by the sheet (it needs the layout)")
    if face.number == SIGNS_KEY:
        return sign_keys.signs_card(sign_system(signs), colors=wild_colors, size=size, id_prefix=prefix,
                                    large_print=large_print, bleed_mm=bleed, part=face.part, lang=lang)
    return reference.reference_card(face.number, size=size, id_prefix=prefix, large_print=large_print,
                                     colors=wild_colors, part=face.part, bleed_mm=bleed,
                                     braille_placement=braille_placement or "corners", lang=lang)


def _alignment_pages(lay: Layout, backs: str) -> tuple[ET.Element, ET.Element]:
    """A face page and its back page of numbered frames with a cross at each card centre.

    Printed double-sided and held against the light, each frame's number shows through behind the
    same number and the crosses coincide when the printer's duplex registration is good.
    """
    font = {"font-family": FOOTER_FONT, "fill": "#000", "text-anchor": "middle"}
    sides = []
    for side in ("front", "back"):
        group = svg_element("g")
        for i in range(lay.per_page):
            box = lay.trim(lay.slot(i) if side == "front" else lay.back_slot(i, backs))
            cx, cy = box.x + box.width / 2, box.y + box.height / 2
            group.extend([
                svg_element("rect", {"x": _fmt(box.x + 0.5), "y": _fmt(box.y + 0.5), "width": _fmt(box.width - 1),
                                     "height": _fmt(box.height - 1), "fill": "none", "stroke": "#000",
                                     "stroke-width": "0.3"}),
                svg_element("path", {"d": f"M{_fmt(cx - 10)} {_fmt(cy)}h20M{_fmt(cx)} {_fmt(cy - 10)}v20",
                                     "stroke": "#000", "stroke-width": "0.3"}),
                svg_element("text", {"x": _fmt(cx), "y": _fmt(cy - 14), **font, "font-size": "12"}, text=str(i + 1)),
                svg_element("text", {"x": _fmt(cx), "y": _fmt(cy + 20), **font, "font-size": "3.5"}, text=side),
            ])
        sides.append(group)
    return sides[0], sides[1]


_SVG = "{http://www.w3.org/2000/svg}"
_XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
_USE_OWN = {"x", "y", "width", "height", "href", _XLINK_HREF, "transform", "id"}


def _inline_uses(page: str) -> str:
    """The page with every ``<use href="#id">`` replaced by a ``<g>`` holding a copy of its target.

    Same picture (the ``<g>`` gets the use's transform, then ``translate(x y)``, and its other
    attributes, which the copy inherits as SVG prescribes), but cairosvg no longer searches the whole
    document for each reference (quadratic in the page's size), which makes pages several times faster.
    """
    root = ET.fromstring(page)
    targets = {el.get("id"): el for el in root.iter() if el.get("id")}

    def expand(parent: ET.Element, depth: int) -> None:
        if depth > 20:
            raise RenderError("SVG <use> references nest more than 20 deep (a cycle?)")
        for index, child in enumerate(list(parent)):
            if child.tag == _SVG + "defs":
                continue
            if child.tag == _SVG + "use":
                href = child.get(_XLINK_HREF) or child.get("href") or ""
                target = targets.get(href[1:]) if href.startswith("#") else None
                if target is None or target.tag in (_SVG + "svg", _SVG + "symbol"):
                    continue  # leave it to cairosvg
                group = ET.Element(_SVG + "g", {k: v for k, v in child.attrib.items() if k not in _USE_OWN})
                transform = child.get("transform", "")
                x, y = child.get("x", "0"), child.get("y", "0")
                if x not in ("0", "") or y not in ("0", ""):
                    transform += f" translate({x or 0} {y or 0})"
                if transform.strip():
                    group.set("transform", transform.strip())
                clone = copy.deepcopy(target)
                for element in clone.iter():
                    element.attrib.pop("id", None)
                group.append(clone)
                expand(group, depth + 1)
                parent[index] = group
            else:
                expand(child, depth)

    expand(root, 0)
    # write the SVG namespace as the default one (ElementTree would invent "ns0:" prefixes)
    for element in root.iter():
        if element.tag.startswith(_SVG):
            element.tag = element.tag[len(_SVG):]
        if _XLINK_HREF in element.attrib:
            element.set("href", element.attrib.pop(_XLINK_HREF))
    root.set("xmlns", _SVG[1:-1])
    return ET.tostring(root, encoding="unicode")


#: The PDF viewer preference ``/Duplex`` for each backs mode (PDF 1.7, ISO 32000-1 table 150): it tells
#: the print dialog to print double-sided, flipped on the edge the backs were mirrored for.
