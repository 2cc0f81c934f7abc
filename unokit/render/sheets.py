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

Braille (:func:`braille_label`) is uncontracted (grade 1) Unified English Braille, laid out at the
standard dimensions of :data:`BRAILLE_DOT`, :data:`BRAILLE_DOT_SPACING` and
:data:`BRAILLE_CELL_SPACING`, twice on each card (down the left edge, and turned 180° up the right),
explained on a braille key card; :func:`braille_dots_pdf` gives the dots alone for swell paper.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from unokit import coloradd
from unokit.cards import CLASSIC_COLORS, Card, Color
from unokit.errors import RenderError
from unokit.render.braille import (
    BRAILLE_CELL_SPACING,
    BRAILLE_DOT,
    BRAILLE_DOT_SPACING,
    _braille_svg,
    braille_cells,
    braille_label,
    key_description,
    key_pages,
    key_svg,
)

# Kept importable from here, where callers and tests have always found them.
from unokit.render.braille import BRAILLE_EDGE as BRAILLE_EDGE
from unokit.render.braille import BRAILLE_START as BRAILLE_START
from unokit.render.braille import _braille_dots as _braille_dots
from unokit.render.braille import braille_area as braille_area
from unokit.render.compose import (
    _alignment_pages,
    _card_document,
    _face_svg,
    _margin_pieces,
    _page_svg,
    _Piece,
    _text,
    _with_braille,
)
from unokit.render.compose import _inline_uses as _inline_uses
from unokit.render.faces import back as _card_back
from unokit.render.layout import (
    BACKS,
    CROP_STROKE,
    MAX_CARDS,
    PAPERS,
    PRINTABLE_MARGIN,
    SIGNS_KEY,
    SWELL_MARK_COLOUR,
    TACTILE_KEY,
    Face,
    Layout,
    Rect,
    Reference,
    _fmt,
    layout,
    svg_element,
    svg_tree,
)
from unokit.render.layout import CROP_GAP as CROP_GAP
from unokit.render.layout import CROP_MAX as CROP_MAX
from unokit.render.layout import CROP_MIN as CROP_MIN
from unokit.render.layout import registration_marks as registration_marks
from unokit.render.pdf import DUPLEX as DUPLEX
from unokit.render.pdf import _pdf
from unokit.render.reference import reference_parts
from unokit.render.signs import sign_system

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

def _check_title(title: str) -> None:
    if not isinstance(title, str):
        raise RenderError(f"title must be text (the preset name goes in every footer), not {title!r}")


def _faces(cards: Iterable[Card | str], reference_cards: bool, braille: bool = False, large_print: bool = False,
           colors: Sequence[Color] | None = None, signs: str | bool = "coloradd",
           card_size: tuple[float, float] = (56.0, 88.0), lang: str | None = None) -> list[Face]:
    """The faces of a sheet in order: the cards, then the legend of its signs: with ColorADD the ColorADD
    reference cards (``reference_cards``, the default; ``False`` leaves them out), with another system its
    key card, always (:func:`unokit.render.reference.signs_card`), with ``signs="none"`` nothing; the
    braille key (with ``braille``, English only so far), split into parts in large print, then the braille key in braille (with ``braille``; in ``lang``; as many
    :data:`TACTILE_KEY` cards of ``card_size`` mm as its lines need, :func:`braille.key_pages`). Raises :class:`RenderError` for a colour of the deck the sign system has
    no sign for."""
    system = sign_system(signs)
    if system:
        system.check(coloradd.get(c) for c in (CLASSIC_COLORS if colors is None else colors))
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise RenderError(f"a sheet takes a list of cards (Card or card code), not {cards!r}")
    faces: list[Face] = []
    for item in cards:
        if len(faces) >= MAX_CARDS:
            raise RenderError(f"too many cards for one sheet: give at most {MAX_CARDS:,}")
        if isinstance(item, Card):
            faces.append(item)
        elif isinstance(item, str):
            faces.append(Card.parse(item))
        else:
            raise RenderError(f"a sheet holds cards (Card or card code), not {item!r}")
    # the legend of the signs shown: ColorADD's reference cards (as UNO ColorADD ships two), unless left out,
    # or another system's key card for the deck's colours, always; none without signs
    if system and system.name != "coloradd":
        faces.append(Reference(SIGNS_KEY))
    # the printed braille key (reference card 3) is drawn in English words with UEB's cells: a sheet in
    # another language leaves it out rather than show a plus sign its labels do not use; its tactile key,
    # in that language, follows (issue 26: the reference cards' printed words are the next step)
    full_chart = bool(system) and system.name == "coloradd" and reference_cards
    numbers = ([1, 2] if full_chart else []) + ([3] if braille and lang is None else [])
    for number in numbers:
        parts = reference_parts(number, large_print=large_print, colors=colors)
        faces += [Reference(number, part) for part in range(1, parts + 1)]
    if braille:
        pages = key_pages(CLASSIC_COLORS if colors is None else colors, *card_size, lang)
        faces += [Reference(TACTILE_KEY, part) for part in range(1, len(pages) + 1)]
    if not any(isinstance(face, Card) for face in faces):
        raise RenderError("no cards to print: give at least one card")
    return faces  # MAX_CARDS cards at most; the few reference and key cards are not counted (print-review-2 N10)


#: How far the cut lines around a label strip on the swell-paper sheet stand off the dots' edges (mm).
LABEL_CUT_MARGIN = 1.5


def _label_cut_lines(card: Card, lay: Layout) -> ET.Element:
    """A card document of the cut lines (in :data:`SWELL_MARK_COLOUR`, which does not rise) around the
    card's two label strips, :data:`LABEL_CUT_MARGIN` off the dots, so each strip can be cut out of the
    fused swell sheet and glued onto its printed card over the white guide dots (docs/tactile-cards.md)."""
    area = braille_area(card, lay.card_width, lay.card_height)
    m = LABEL_CUT_MARGIN
    group = svg_element("g", {"class": "unokit-label-cut-lines", "fill": "none", "stroke": SWELL_MARK_COLOUR,
                              "stroke-width": str(CROP_STROKE)})
    for x, y in ((area.x, area.y), (lay.card_width - area.right, lay.card_height - area.bottom)):
        group.append(svg_element("rect", {"x": _fmt(x - m), "y": _fmt(y - m), "width": _fmt(area.width + 2 * m),
                                          "height": _fmt(area.height + 2 * m)}))
    return _card_document(lay, group)


def _tactile_key(lay: Layout, part: int, colors: Sequence[Color] | None, *, swell: bool,
                 lang: str | None = None) -> ET.Element:
    """Tactile key card ``part`` as a card document: on the face sheet a white card with the key's dots as
    guides (white with a black rim, as the labels), on the swell-paper sheet the dots alone in black. Its
    ``<title>`` and ``<desc>`` spell the key out (:func:`braille.key_description`)."""
    pages = key_pages(CLASSIC_COLORS if colors is None else colors, lay.card_width, lay.card_height, lang)
    lines = pages[part - 1]
    title, desc = key_description(lines, part, len(pages), lang)
    dots = key_svg(lines, lay.card_width, swell=swell, lang=lang)
    w, h = lay.card_width, lay.card_height
    radius = _fmt(0.07 * w)
    document = _card_document(lay, svg_element("title", text=title))
    document.append(svg_element("desc", text=desc))
    if not swell and lay.bleed:  # white to the bleed's edge, square, no outline on the cut (faces._card_ground)
        b = lay.bleed
        document.append(svg_element("rect", {"x": _fmt(-b), "y": _fmt(-b), "width": _fmt(w + 2 * b),
                                             "height": _fmt(h + 2 * b), "fill": "#fff"}))
    elif not swell:
        document.append(svg_element("rect", {"x": "0", "y": "0", "width": _fmt(w), "height": _fmt(h), "rx": radius,
                                             "fill": "#fff", "stroke": "#4d4d4d", "stroke-width": "0.3"}))
    document.append(dots)
    return document


def _chunks(faces: Sequence[Face], n: int) -> list[Sequence[Face]]:
    return [faces[i:i + n] for i in range(0, len(faces), n)]


def _check_backs(backs: str) -> str:
    key = str(backs).strip().lower()
    if key not in BACKS:
        raise RenderError(f"unknown backs mode {backs!r}; use one of: {', '.join(BACKS)}")
    return key


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
    liblouis); the reference cards stay English so far. ``bleed_mm`` (0 to 6 mm; print shops ask
    for 3 mm or 1/8 in) sets the cards apart with their art reaching that far past every cut and the crop
    marks outside it (:func:`layout`; 0, the default: butted cards for home printing).
    Raises :class:`RenderError` (bad paper, size, backs mode, bleed, empty list, alignment test without
    backs) or :class:`~unokit.errors.InvalidCardError` (a bad card code).
    """
    lay, plan = _sheet_plan(cards, paper=paper, size=size, backs=backs, alignment_test=alignment_test,
                            reference_cards=reference_cards, large_print=large_print, braille=braille, title=title,
                            wild_colors=wild_colors, signs=signs, lang=lang, bleed_mm=bleed_mm)
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
                   (lay.card_width, lay.card_height), lang)
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
                return _tactile_key(lay, face.part, wild_colors, swell=False, lang=lang)
            drawn = svg_tree(_face_svg(face, size=lay.size, large_print=large_print, prefix=prefix,
                                       wild_colors=wild_colors, signs=signs, lang=lang, bleed=lay.bleed))
            if braille and isinstance(face, Card):
                drawn = _with_braille(drawn, _braille_svg(face, lay, swell=False, lang=lang))
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


def braille_language(lang: str | None) -> str | None:
    """``lang`` resolved (:func:`unokit.i18n.resolve_language`), or ``None`` for English, whose sheet is
    drawn as it always was. Raises :class:`~unokit.errors.LanguageError` for an unknown language."""
    if lang is None:
        return None
    from unokit.i18n import resolve_language

    lang = resolve_language(lang)
    return None if lang == "en" else lang


def _footer_words(lang: str | None, msg_id: str, english: str, **args: object) -> str:
    """A footer's (or a label's alt text's) words: ``english`` as the sheet always said it, or message
    ``msg_id`` of the catalogues in ``lang`` (a :class:`~unokit.cards.Card` argument is named in it)."""
    if lang is None:
        return english
    from unokit.i18n import Message

    return Message(msg_id, args).text(lang)


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
                            wild_colors=wild_colors, signs=signs, lang=lang, bleed_mm=bleed_mm)
    if svg_dir is not None:
        _write_svgs([_page_svg(lay, pieces) for pieces in plan], svg_dir, "page")
    return _pdf(plan, lay, title, _check_backs(backs), lang=braille_language(lang) or "en")


def _face_page_numbers(chunks: int, backs: str, alignment_test: bool) -> tuple[list[int], int]:
    """The page number (1-based) in the sheet PDF of each face page, and the sheet's page count, for a
    sheet of ``chunks`` face pages (see :func:`sheet_pages` for the order)."""
    first = 2 if alignment_test else 0
    stride = 1 if backs == "none" else 2
    return [first + k * stride + 1 for k in range(chunks)], first + chunks * stride


def braille_dots_pages(
    cards: Iterable[Card | str],
    *,
    paper: str = "a4",
    size: str = "uno",
    reference_cards: bool = True,
    backs: str = "none",
    alignment_test: bool = False,
    large_print: bool = False,
    braille: bool = True,
    title: str = "classic",
    colors: Sequence[Color] | None = None,
    signs: str | bool = "coloradd",
    lang: str | None = None,
    bleed_mm: float = 0.0,
) -> list[str]:
    """Pages holding the braille dots of each face page, black, at standard size and spacing, for swell
    (microcapsule) paper, where black rises.

    The layout is that of the face pages of :func:`sheet_pages` with the same options (reference and
    key cards get no label; ``braille`` says whether the face sheet has braille, and so the key card),
    one page per face page. Everything else on the page is in
    :data:`SWELL_MARK_COLOUR`, which does not rise: the crop marks and the outline of each card, so the
    sheet can be cut like the face sheet; the registration marks of :func:`registration_marks`, so it
    can be laid over its face page; and a footer with the 50 mm ruler, "print at 100%" and the page
    number of the face page it belongs to in the sheet PDF (with backs or an alignment test those differ:
    dots page 2 goes with sheet page 3).
    """
    lay, plan = _dots_plan(cards, paper=paper, size=size, reference_cards=reference_cards, backs=backs,
                           alignment_test=alignment_test, large_print=large_print, braille=braille, title=title,
                           colors=colors, signs=signs, lang=lang, bleed_mm=bleed_mm)
    return [_page_svg(lay, pieces) for pieces in plan]


def _dots_plan(cards: Iterable[Card | str], *, paper: str, size: str, reference_cards: bool, backs: str,
               alignment_test: bool, large_print: bool, braille: bool, title: str,
               colors: Sequence[Color] | None, signs: str | bool = "coloradd",
               lang: str | None = None, bleed_mm: float = 0.0) -> tuple[Layout, list[list[_Piece]]]:
    """The layout and pages of :func:`braille_dots_pages` as pieces: the card outlines (an artifact, a cutting
    aid), each card's dots (a Figure named for the card), then the margins; in ``lang`` as :func:`sheet_pages`."""
    lang = braille_language(lang)
    lay = layout(paper, size, bleed_mm)
    backs = _check_backs(backs)
    _check_title(title)
    faces = _faces(cards, reference_cards, braille, large_print, colors, signs, (lay.card_width, lay.card_height),
                   lang)
    chunks = _chunks(faces, lay.per_page)
    numbers, total = _face_page_numbers(len(chunks), backs, alignment_test)
    plan = []
    for k, (chunk, number) in enumerate(zip(chunks, numbers, strict=True), start=1):
        outlines = svg_element("g", {"class": "unokit-card-outlines", "fill": "none", "stroke": SWELL_MARK_COLOUR,
                                     "stroke-width": str(CROP_STROKE)})
        outlines.extend(svg_element("rect", {"x": _fmt(box.x), "y": _fmt(box.y), "width": _fmt(box.width),
                                             "height": _fmt(box.height), "rx": _fmt(0.07 * lay.card_width)})
                        for box in (lay.trim(lay.slot(i)) for i in range(len(chunk))))
        pieces = [_Piece("Artifact", _text(outlines))]
        pieces += [_Piece("Figure", _text(_card_document(lay, _braille_svg(face, lay, swell=True, lang=lang))),
                          box=lay.slot(i), alt=_footer_words(lang, "sheet-braille-label-alt", f"{face.name}: braille label",
                                                             card=face))
                   for i, face in enumerate(chunk) if isinstance(face, Card)]
        pieces += [_Piece("Artifact", _text(_label_cut_lines(face, lay)), box=lay.slot(i))
                   for i, face in enumerate(chunk) if isinstance(face, Card)]
        pieces += [_Piece("Figure", _text(_tactile_key(lay, face.part, colors, swell=True, lang=lang)), box=lay.slot(i),
                          described=True)
                   for i, face in enumerate(chunk) if isinstance(face, Reference) and face.number == TACTILE_KEY]
        label = _footer_words(lang, "sheet-dots-footer",
                              f"{title} braille dots {k}/{len(chunks)} · goes with page {number} of {total} of the "
                              "card sheet · print at 100%: ruler = 50 mm",
                              title=title, part=k, parts=len(chunks), page=number, pages=total)
        plan.append(pieces + _margin_pieces(lay, label, ink=SWELL_MARK_COLOUR, registration=True))
    return lay, plan


def braille_dots_pdf(
    cards: Iterable[Card | str],
    *,
    paper: str = "a4",
    size: str = "uno",
    reference_cards: bool = True,
    title: str = "classic",
    backs: str = "none",
    alignment_test: bool = False,
    large_print: bool = False,
    braille: bool = True,
    colors: Sequence[Color] | None = None,
    signs: str | bool = "coloradd",
    lang: str | None = None,
    bleed_mm: float = 0.0,
) -> bytes:
    """The swell-paper PDF of :func:`braille_dots_pages` (same options); page boxes exactly the paper
    size, viewer preferences print at 100 % and single-sided (swell paper takes one side). Tagged like
    :func:`sheet_pdf`: each card's dots are a ``/Figure`` with ``/Alt`` "<card name>: braille label", the
    footer line a ``/P``, outlines and marks artifacts."""
    lay, plan = _dots_plan(cards, paper=paper, size=size, reference_cards=reference_cards, backs=backs,
                           alignment_test=alignment_test, large_print=large_print, braille=braille, title=title,
                           colors=colors, signs=signs, lang=lang, bleed_mm=bleed_mm)
    return _pdf(plan, lay, title + " braille dots", swell=True, lang=braille_language(lang) or "en")
