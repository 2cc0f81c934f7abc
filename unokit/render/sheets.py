"""Printable card sheets: page layout in mm, crop marks, duplex backs, braille, PDF output.

People print these pages, cut the cards out along the crop marks and play. Every length here is
in millimetres on paper; the page SVG has ``viewBox="0 0 W H"`` in mm, so one user unit is 1 mm.

How a sheet is built (the issue "Printable accessible card sheets"):

- :func:`layout` fits the largest grid of cards on the paper, at most 3 x 3 (3 x 3 upright for every
  card size on A4; on Letter, three rows of cards leave no room for crop marks at least
  :data:`CROP_MIN` (3 mm) long, so every size goes 2 x 4, turned a quarter turn, instead of 3 x 2
  upright). Cards are butted, so one cut serves two neighbours, and the grid is centred on the page,
  so a grid mirrored left-right or top-bottom lands on itself: that is what lets backs line up.
- Crop marks continue every cut line into the margin. The footer (preset, page number,
  "print at 100%" and a 50 mm ruler to check the scale) goes below the grid, or along the left
  side when the top and bottom margins are too thin (Letter with poker cards). Two registration marks
  in the right margin let a swell-paper sheet be laid over its face sheet. Nothing is drawn closer
  than :data:`PRINTABLE_MARGIN` (5 mm) to a paper edge, the margin most printers cannot reach.
- The PDF asks viewers to print at 100 % and, with backs, double-sided on the matching edge
  (``/ViewerPreferences``, :data:`DUPLEX`).
- Backs (``backs="long-edge"`` or ``"short-edge"``) go on the page after each face page, mirrored
  so each back lands behind its face when the sheet is printed double-sided: flipping on the long
  edge of a portrait page turns it about the vertical axis (columns swap), flipping on the short
  edge turns it about the horizontal axis (rows swap).
- The PDF is tagged (ISO 32000-1 14.7-14.9 "Logical structure" and "Tagged PDF", modelled on PDF/UA-1,
  ISO 14289-1), so a screen reader says which card is where: each card on a face page is a ``/Figure``
  whose ``/Alt`` is the card's accessible name, the words of its SVG face's ``<title>`` (WCAG 2 technique
  PDF1), in the order the sheet lists its cards, row by row; each page's footer line is a ``/P`` of real
  text; crop marks, registration marks, the ruler and the card outlines of the swell-paper sheet are
  ``/Artifact``s of type Page (printer's aids), and the card backs ``/Artifact``s of type Layout (WCAG 2
  technique PDF4: nine identical backs a page would only repeat "Card back", and the footer already
  says the page is backs). On the swell-paper sheet each card's dots are a Figure named for the card.
  The catalog says ``/MarkInfo << /Marked true >>``, ``/Lang`` en and ``/DisplayDocTitle``.
- How the PDF is made: a page is a list of pieces (:class:`_Piece`: each card, the margins' marks, the
  footer line). :func:`sheet_pages` joins them into one SVG page; for the PDF each piece is rendered alone
  by cairosvg (a card as its own card-sized document, braille dots included) and drawn on the page by
  :mod:`unokit.render.tagged_pdf` inside its marked-content sequence, a card as a Form XObject placed
  in its cell by a matrix. The same picture (two of each card in a deck, every back, the crop marks of
  every page) is rendered and stored once; cairo embeds a subset of the footer's font, so that text
  stays real and extractable. The pages look as the page SVG rendered whole (tests compare the pixels).

Braille (:func:`braille_label`) is uncontracted (grade 1) Unified English Braille (with ``lang``, that
language's grade 1 braille), laid out at the
standard dimensions of :data:`BRAILLE_DOT`, :data:`BRAILLE_DOT_SPACING` and
:data:`BRAILLE_CELL_SPACING`, twice on each card (down the left edge, and turned 180° up the right),
explained on a braille key card; :func:`braille_dots_pdf` gives the dots alone for swell paper.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from unokit.cards import Card, Color
from unokit.errors import RenderError
from unokit.render.braille import (
    BRAILLE_CELL_SPACING,
    BRAILLE_DOT,
    BRAILLE_DOT_SPACING,
    _braille_svg,
    braille_cells,
    braille_label,
)

# Kept importable from here, where callers and tests have always found them.
from unokit.render.braille import BRAILLE_EDGE as BRAILLE_EDGE
from unokit.render.braille import BRAILLE_START as BRAILLE_START
from unokit.render.braille import _braille_dots as _braille_dots
from unokit.render.braille import braille_area as braille_area
from unokit.render.compose import (
    _alignment_pages,
    _face_svg,
    _margin_pieces,
    _page_svg,
    _Piece,
    _text,
    _with_braille,
)
from unokit.render.compose import _inline_uses as _inline_uses
from unokit.render.face_layout import corner_label_top
from unokit.render.faces import back as _card_back
from unokit.render.layout import (
    BACKS,
    PAPERS,
    PRINTABLE_MARGIN,
    TACTILE_KEY,
    Face,
    Layout,
    Rect,
    Reference,
    layout,
    svg_tree,
)
from unokit.render.layout import CROP_GAP as CROP_GAP
from unokit.render.layout import CROP_MAX as CROP_MAX
from unokit.render.layout import CROP_MIN as CROP_MIN
from unokit.render.layout import MAX_CARDS as MAX_CARDS
from unokit.render.layout import SWELL_MARK_COLOUR as SWELL_MARK_COLOUR
from unokit.render.layout import registration_marks as registration_marks
from unokit.render.pdf import DUPLEX as DUPLEX
from unokit.render.pdf import _pdf
from unokit.render.sheet_faces import LABEL_CUT_MARGIN as LABEL_CUT_MARGIN
from unokit.render.sheet_faces import (
    _check_backs,
    _check_title,
    _chunks,
    _faces,
    _footer_words,
    _tactile_key,
)
from unokit.render.sheet_faces import braille_language as braille_language
from unokit.render.swell import braille_dots_pages as braille_dots_pages
from unokit.render.swell import braille_dots_pdf as braille_dots_pdf

__all__ = [
    "PAPERS",
    "BACKS",
    "PRINTABLE_MARGIN",
    "BRAILLE_DOT",
    "BRAILLE_DOT_SPACING",
    "BRAILLE_CELL_SPACING",
    "Rect",
    "Layout",
    "layout",
    "braille_label",
    "braille_cells",
    "sheet_pages",
    "sheet_pdf",
    "braille_dots_pages",
    "braille_dots_pdf",
]


def sheet_pages(
    cards: Iterable[Card | str],
    *,
    paper: str = "a4",
    size: str = "uno",
    backs: str = "none",
    alignment_test: bool = False,
    reference_cards: bool = True,
    large_print: bool = False,
    braille: bool = False,
    title: str = "classic",
    wild_colors: Sequence[Color] | None = None,
    signs: str | bool = "coloradd",
    lang: str | None = None,
    bleed_mm: float = 0.0,
    braille_placement: str = "corners",
) -> list[str]:
    """The pages of a sheet as SVG documents (viewBox in mm), in print order.

    Order: the alignment test sheet (face page, back page) when asked, then each face page followed
    by its back page when ``backs`` is ``"long-edge"`` or ``"short-edge"``. ``cards`` are
    :class:`Card` values or card codes, at most :data:`MAX_CARDS`. The legend of the sheet's ``signs``
    follows them: with ColorADD its two reference cards (``reference_cards``, the default; ``False`` leaves
    them out), with another sign system its key card, always (none for ``"none"``).
    ``braille`` adds the braille key card (:func:`unokit.render.svg.reference_card`;
    large print splits them over more cards). Every face page carries the registration marks of
    :func:`registration_marks`.
    ``title`` (the preset name) goes in every footer; ``wild_colors`` are the colours a Wild's oval
    shows (the preset's colours; default the classic four). ``lang`` (:mod:`unokit.i18n`, default
    English): the language of the cards' titles and descriptions, the footer, and with ``braille`` the
    labels and the braille key (that language's grade 1 braille, :data:`braille.LABEL_TABLES`; needs
    liblouis), and every word printed on the reference cards, the printed braille key (in the language's
    grade 1 braille, naming its table) and a sign key card. ``bleed_mm`` (0 to 6 mm; print shops ask
    for 3 mm or 1/8 in) sets the cards apart with their art reaching that far past every cut and the crop
    marks outside it (:func:`layout`; 0, the default: butted cards for home printing).
    ``braille_placement`` (:data:`braille.PLACEMENTS`): ``"corners"`` (the default) puts each card's short
    label across its top-left corner under the index and again, turned, across the bottom-right corner,
    the dots 6 mm or more from every cut, as UNO Braille and RNIB's braille deck place theirs
    (print-review-2 N6); ``"edges"`` the longer labels down the long edges.
    Raises :class:`RenderError` (bad paper, size, backs mode, bleed, placement, empty list, alignment test
    without backs) or :class:`~unokit.errors.InvalidCardError` (a bad card code).
    """
    lay, plan = _sheet_plan(cards, paper=paper, size=size, backs=backs, alignment_test=alignment_test,
                            reference_cards=reference_cards, large_print=large_print, braille=braille, title=title,
                            wild_colors=wild_colors, signs=signs, lang=lang, bleed_mm=bleed_mm,
                            braille_placement=braille_placement)
    return [_page_svg(lay, pieces) for pieces in plan]


#: Text alternatives of the alignment test pages (their frames and numbers are one picture each).
ALIGNMENT_ALT = {
    "front": "Alignment test, front: a numbered frame with a cross at its centre where each card goes",
    "back": "Alignment test, back: the same numbered frames, mirrored, to line up with the front against the light",
}


def _sheet_plan(
    cards: Iterable[Card | str],
    *,
    paper: str,
    size: str,
    backs: str,
    alignment_test: bool,
    reference_cards: bool,
    large_print: bool,
    braille: bool,
    title: str,
    wild_colors: Sequence[Color] | None,
    signs: str | bool = "coloradd",
    lang: str | None = None,
    bleed_mm: float = 0.0,
    braille_placement: str = "corners",
) -> tuple[Layout, list[list[_Piece]]]:
    """The layout and the pages of :func:`sheet_pages` (same options and errors), each page a list of
    pieces in drawing and reading order: the cards row by row, then the margins."""
    lang = braille_language(lang)
    lay = layout(paper, size, bleed_mm)
    backs = _check_backs(backs)
    if alignment_test and backs == "none":
        raise RenderError("an alignment test checks double-sided printing: give backs long-edge or short-edge")
    _check_title(title)
    faces = _faces(cards, reference_cards, braille, large_print, wild_colors, signs,
                   (lay.card_width, lay.card_height), lang, braille_placement, lay.size)
    placement = braille_placement if braille else None
    corner_top = corner_label_top(lay.size, large_print) if placement == "corners" else None
    chunks = _chunks(faces, lay.per_page)
    bodies: list[tuple[list[_Piece], str, bool]] = []  # (pieces, what the footer says this page is, registration)
    edge = "long" if backs == "long-edge" else "short"
    if alignment_test:
        front, back = _alignment_pages(lay, backs)
        bodies.append(([_Piece("Figure", _text(front), alt=ALIGNMENT_ALT["front"], area=lay.grid)],
                       "alignment test, front", False))
        bodies.append(([_Piece("Figure", _text(back), alt=ALIGNMENT_ALT["back"], area=lay.grid)],
                       f"alignment test, back (flip on {edge} edge)", False))
    def face_picture(face: Face) -> Callable[[str], ET.Element]:
        def picture(prefix: str) -> ET.Element:
            if isinstance(face, Reference) and face.number == TACTILE_KEY:
                return _tactile_key(lay, face.part, wild_colors, swell=False, lang=lang, placement=braille_placement)
            drawn = svg_tree(_face_svg(face, size=lay.size, large_print=large_print, prefix=prefix,
                                       wild_colors=wild_colors, signs=signs, lang=lang, bleed=lay.bleed,
                                       braille_placement=placement))
            if braille and isinstance(face, Card):
                drawn = _with_braille(drawn, _braille_svg(face, lay, swell=False, lang=lang, corner_top=corner_top))
            return drawn
        return picture

    def back_picture(prefix: str) -> ET.Element:
        return svg_tree(_card_back(size=lay.size, id_prefix=prefix, bleed_mm=lay.bleed))

    for number, chunk in enumerate(chunks, start=1):
        pieces = [_Piece("Figure", face_picture(face), box=lay.slot(i), prefix=f"f{number}-{i}",
                         described=isinstance(face, Reference)) for i, face in enumerate(chunk)]
        bodies.append((pieces, _footer_words(lang, "sheet-footer-faces", f"faces {number}/{len(chunks)}",
                                             number=number, total=len(chunks)), True))
        if backs != "none":
            # the backs are all alike and say nothing the footer does not: artifacts (WCAG technique PDF4)
            pieces = [_Piece("Artifact", back_picture, box=lay.back_slot(i, backs), artifact="Layout",
                             prefix=f"b{number}-{i}") for i in range(len(chunk))]
            bodies.append((pieces, _footer_words(lang, f"sheet-footer-backs-{edge}",
                                                 f"backs {number}/{len(chunks)} (flip on {edge} edge)",
                                                 number=number, total=len(chunks)), False))
    total = len(bodies)
    return lay, [
        pieces + _margin_pieces(lay, _footer_words(
            lang, "sheet-footer", f"{title} · page {n} of {total} · {what} · print at 100%: ruler = 50 mm",
            title=title, page=n, pages=total, what=what), registration=registration)
        for n, (pieces, what, registration) in enumerate(bodies, start=1)
    ]


def _write_svgs(pages: Sequence[str], svg_dir: str | Path, stem: str) -> None:
    folder = Path(svg_dir)
    folder.mkdir(parents=True, exist_ok=True)
    for n, page in enumerate(pages, start=1):
        (folder / f"{stem}-{n:03d}.svg").write_text(page, encoding="utf-8")


def sheet_pdf(
    cards: Iterable[Card | str],
    *,
    paper: str = "a4",
    size: str = "uno",
    backs: str = "none",
    alignment_test: bool = False,
    reference_cards: bool = True,
    large_print: bool = False,
    braille: bool = False,
    title: str = "classic",
    svg_dir: str | Path | None = None,
    wild_colors: Sequence[Color] | None = None,
    signs: str | bool = "coloradd",
    lang: str | None = None,
    bleed_mm: float = 0.0,
    braille_placement: str = "corners",
) -> bytes:
    """A printable, tagged PDF of card sheets (see :func:`sheet_pages` for the options and errors).

    Every page is exactly the paper size (MediaBox = CropBox; TrimBox = BleedBox = the page too, or with
    ``bleed_mm`` the cut extent of the cards and that grown by the bleed). Every card on a face page is a
    ``/Figure`` structure element whose ``/Alt`` is its face's ``<title>`` (ISO 32000-1 14.9.3, WCAG 2
    technique PDF1), in sheet order; the footer line a ``/P``; marks and backs artifacts (see the module's
    "How a sheet is built"). With ``svg_dir`` each page is also written there as ``page-001.svg``,
    ``page-002.svg``, ...
    """
    lay, plan = _sheet_plan(cards, paper=paper, size=size, backs=backs, alignment_test=alignment_test,
                            reference_cards=reference_cards, large_print=large_print, braille=braille, title=title,
                            wild_colors=wild_colors, signs=signs, lang=lang, bleed_mm=bleed_mm,
                            braille_placement=braille_placement)
    if svg_dir is not None:
        _write_svgs([_page_svg(lay, pieces) for pieces in plan], svg_dir, "page")
    return _pdf(plan, lay, title, _check_backs(backs), lang=braille_language(lang) or "en")


