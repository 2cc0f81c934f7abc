"""The swell-paper sheet: the braille dots of each face page alone, in black, at the face sheet's layout, with
the card outlines, cut lines around the label strips, the tactile key cards and the margins' marks in a colour
that does not rise (:data:`unokit.render.layout.SWELL_MARK_COLOUR`)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from unokit.cards import Card, Color
from unokit.render.braille import _braille_svg
from unokit.render.compose import _card_document, _margin_pieces, _page_svg, _Piece, _text
from unokit.render.face_layout import corner_label_top
from unokit.render.layout import (
    CROP_STROKE,
    SWELL_MARK_COLOUR,
    TACTILE_KEY,
    Layout,
    Reference,
    _fmt,
    layout,
    svg_element,
)
from unokit.render.pdf import _pdf
from unokit.render.sheet_faces import (
    _check_backs,
    _check_title,
    _chunks,
    _face_page_numbers,
    _faces,
    _footer_words,
    _label_cut_lines,
    _tactile_key,
    braille_language,
)

__all__ = ["braille_dots_pages", "braille_dots_pdf"]


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
    braille_placement: str = "corners",
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
                           colors=colors, signs=signs, lang=lang, bleed_mm=bleed_mm,
                           braille_placement=braille_placement)
    return [_page_svg(lay, pieces) for pieces in plan]


def _dots_plan(cards: Iterable[Card | str], *, paper: str, size: str, reference_cards: bool, backs: str,
               alignment_test: bool, large_print: bool, braille: bool, title: str,
               colors: Sequence[Color] | None, signs: str | bool = "coloradd",
               lang: str | None = None, bleed_mm: float = 0.0,
               braille_placement: str = "corners") -> tuple[Layout, list[list[_Piece]]]:
    """The layout and pages of :func:`braille_dots_pages` as pieces: the card outlines (an artifact, a cutting
    aid), each card's dots (a Figure named for the card), then the margins; in ``lang`` as :func:`sheet_pages`."""
    lang = braille_language(lang)
    lay = layout(paper, size, bleed_mm)
    backs = _check_backs(backs)
    _check_title(title)
    faces = _faces(cards, reference_cards, braille, large_print, colors, signs, (lay.card_width, lay.card_height),
                   lang, braille_placement, lay.size)
    corner_top = corner_label_top(lay.size, large_print) if braille_placement == "corners" else None
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
        pieces += [_Piece("Figure", _text(_card_document(lay, _braille_svg(face, lay, swell=True, lang=lang,
                                                                          corner_top=corner_top))),
                          box=lay.slot(i), alt=_footer_words(lang, "sheet-braille-label-alt", f"{face.name}: braille label",
                                                             card=face))
                   for i, face in enumerate(chunk) if isinstance(face, Card)]
        pieces += [_Piece("Artifact", _text(_label_cut_lines(face, lay, corner_top)), box=lay.slot(i))
                   for i, face in enumerate(chunk) if isinstance(face, Card)]
        pieces += [_Piece("Figure", _text(_tactile_key(lay, face.part, colors, swell=True, lang=lang,
                                                      placement=braille_placement)), box=lay.slot(i),
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
    braille_placement: str = "corners",
) -> bytes:
    """The swell-paper PDF of :func:`braille_dots_pages` (same options); page boxes exactly the paper
    size, viewer preferences print at 100 % and single-sided (swell paper takes one side). Tagged like
    :func:`sheet_pdf`: each card's dots are a ``/Figure`` with ``/Alt`` "<card name>: braille label", the
    footer line a ``/P``, outlines and marks artifacts."""
    lay, plan = _dots_plan(cards, paper=paper, size=size, reference_cards=reference_cards, backs=backs,
                           alignment_test=alignment_test, large_print=large_print, braille=braille, title=title,
                           colors=colors, signs=signs, lang=lang, bleed_mm=bleed_mm,
                           braille_placement=braille_placement)
    return _pdf(plan, lay, title + " braille dots", swell=True, lang=braille_language(lang) or "en")
