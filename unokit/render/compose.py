"""Page composition: a page is a list of pieces (cards in cells, marks, the footer) joined into one
SVG page; cards are nested documents placed in their cells."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from xml.sax.saxutils import escape

from unokit.cards import Card, Color
from unokit.errors import RenderError
from unokit.render import faces, reference
from unokit.render.layout import (
    FOOTER_DEPTH,
    FOOTER_FONT,
    FOOTER_FONT_SIZE,
    RULER_LENGTH,
    Face,
    Layout,
    Rect,
    _crop_marks,
    _fmt,
    _registration_svg,
)

_ROOT_SIZE = re.compile(r'\s(?:width|height|x|y)="[^"]*"')


def _place(svg: str, lay: Layout, box: Rect) -> str:
    """Nest a standalone card SVG document (viewBox = the card in mm) in cell ``box`` of the page,
    as a child ``<svg>`` inside a group that moves (and, in a rotated layout, turns) it there."""
    svg = re.sub(r"^\s*<\?xml[^>]*\?>\s*", "", str(svg))
    svg = re.sub(r"^\s*<!DOCTYPE[^>]*>\s*", "", svg)
    end = svg.index(">", svg.index("<svg"))
    head = _ROOT_SIZE.sub("", svg[:end])
    if head.endswith("/"):
        head = head[:-1]
        tail = "/>" + svg[end + 1:]
    else:
        tail = svg[end:]
    return (f'<g transform="{lay.card_transform(box)}">{head} x="0" y="0" width="{_fmt(lay.card_width)}" '
            f'height="{_fmt(lay.card_height)}"{tail}</g>')


def _footer(lay: Layout, text: str, ink: str = "#000") -> tuple[str, str]:
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
    ruler = (f'<path d="M0 {_fmt(base)}h{_fmt(RULER_LENGTH)}{"".join(ticks)}" fill="none" stroke="{ink}" '
             f'stroke-width="0.15" stroke-linecap="square"/>')
    font = f'font-family="{FOOTER_FONT}" fill="{ink}"'
    labels = (f'<text x="0.4" y="{_fmt(base - 2.9)}" {font} font-size="1.8">0</text>'
              f'<text x="{_fmt(RULER_LENGTH - 0.4)}" y="{_fmt(base - 2.9)}" {font} font-size="1.8" '
              f'text-anchor="end">50 mm</text>')
    words = (f'<text x="{_fmt(RULER_LENGTH + 4)}" y="{_fmt(base - 0.2)}" {font} '
             f'font-size="{FOOTER_FONT_SIZE}">{escape(text)}</text>')
    box = lay.footer_box
    inset = 0.5  # keeps the ruler's first tick (0.15 mm wide) off the printable margin's edge
    if lay.footer == "bottom":
        transform = f"translate({_fmt(box.x + inset)} {_fmt(box.y)})"
    else:  # up the left margin: band x runs up the page, band y runs right, towards the grid
        transform = f"translate({_fmt(box.x)} {_fmt(box.bottom - inset)}) rotate(-90)"
    group = f'<g class="unokit-footer" transform="{transform}">'
    return group + ruler + labels + "</g>", group + words + "</g>"


@dataclass(frozen=True)
class _Piece:
    """One part of a page and its role in the tagged PDF (:mod:`unokit.render.tagged_pdf`).

    ``picture(prefix)`` gives its SVG with every id starting with ``prefix``: with ``box``, a standalone
    card document (viewBox = the card in mm) that goes in that cell of the grid; without, a fragment in
    page coordinates. ``role`` is ``"Figure"`` (``alt`` its text alternative; ``None``: the words of the
    picture's own ``<title>``), ``"P"`` or ``"Artifact"`` (``artifact`` its type). ``prefix`` is the id prefix
    the page SVG uses (ids must be unique on a page; the PDF renders each picture alone). ``text`` is a
    paragraph's words exactly (its ``/ActualText``); ``area`` the page area (mm) a Figure without ``box``
    covers (its ``/BBox``, which ISO 32000-1 table 344 requires of a Figure).
    """

    role: str
    picture: Callable[[str], str]
    box: Rect | None = None
    alt: str | None = None
    artifact: str = "Page"
    prefix: str = ""
    text: str | None = None
    area: Rect | None = None


def _text(fragment: str) -> Callable[[str], str]:
    return lambda prefix: fragment


def _margin_pieces(lay: Layout, footer_text: str, *, ink: str = "#000",
                   registration: bool = False) -> list[_Piece]:
    """What a page has outside the grid: crop marks and the footer's ruler (artifacts: printer's aids),
    the footer's line of text (a paragraph), and the registration marks when asked (artifacts)."""
    ruler, words = _footer(lay, footer_text, ink)
    pieces = [_Piece("Artifact", _text(_crop_marks(lay, ink) + ruler)), _Piece("P", _text(words), text=footer_text)]
    if registration:
        pieces.append(_Piece("Artifact", _text(_registration_svg(lay, ink))))
    return pieces


def _page_svg(lay: Layout, pieces: Sequence[_Piece]) -> str:
    """The page as one SVG document (viewBox in mm): every piece in order, cards placed in their cells."""
    w, h = _fmt(lay.page_width), _fmt(lay.page_height)
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">',
    ]
    for piece in pieces:
        picture = piece.picture(piece.prefix)
        parts.append(picture if piece.box is None else _place(picture, lay, piece.box))
    parts.append("</svg>")
    return "".join(parts)


def _card_document(lay: Layout, body: str) -> str:
    """A standalone SVG document of the card's size (viewBox in mm) holding ``body``."""
    w, h = _fmt(lay.card_width), _fmt(lay.card_height)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">'
            f"{body}</svg>")


def _with_braille(card_svg: str, braille: str) -> str:
    """A card document with the braille group drawn last, over the face (card coordinates)."""
    end = card_svg.rindex("</svg>")
    return card_svg[:end] + braille + card_svg[end:]


def _face_svg(face: Face, *, size: str, large_print: bool, prefix: str,
              wild_colors: Sequence[Color] | None) -> str:
    if isinstance(face, Card):
        return faces.card(face, size=size, large_print=large_print, wild_colors=wild_colors, id_prefix=prefix)
    return reference.reference_card(face.number, size=size, id_prefix=prefix, large_print=large_print,
                              colors=wild_colors, part=face.part)


def _alignment_pages(lay: Layout, backs: str) -> tuple[str, str]:
    """A face page and its back page of numbered frames with a cross at each card centre.

    Printed double-sided and held against the light, each frame's number shows through behind the
    same number and the crosses coincide when the printer's duplex registration is good.
    """
    font = f'font-family="{FOOTER_FONT}" fill="#000" text-anchor="middle"'
    sides = []
    for side in ("front", "back"):
        parts = []
        for i in range(lay.per_page):
            box = lay.slot(i) if side == "front" else lay.back_slot(i, backs)
            cx, cy = box.x + box.width / 2, box.y + box.height / 2
            parts.append(
                f'<rect x="{_fmt(box.x + 0.5)}" y="{_fmt(box.y + 0.5)}" width="{_fmt(box.width - 1)}" '
                f'height="{_fmt(box.height - 1)}" fill="none" stroke="#000" stroke-width="0.3"/>'
                f'<path d="M{_fmt(cx - 10)} {_fmt(cy)}h20M{_fmt(cx)} {_fmt(cy - 10)}v20" stroke="#000" '
                f'stroke-width="0.3"/>'
                f'<text x="{_fmt(cx)}" y="{_fmt(cy - 14)}" {font} font-size="12">{i + 1}</text>'
                f'<text x="{_fmt(cx)}" y="{_fmt(cy + 20)}" {font} font-size="3.5">{side}</text>'
            )
        sides.append("".join(parts))
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
    import copy
    import xml.etree.ElementTree as ET

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
