"""What goes on a card sheet, before it is laid out: the list of faces (cards, reference cards, braille key
cards), the key cards' and label strips' drawings, the footer's words in the sheet's language, and the checks of
the sheet's options. Shared by the face sheet (:mod:`unokit.render.sheets`) and the swell-paper sheet
(:mod:`unokit.render.swell`)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence

from unokit import coloradd
from unokit.cards import CLASSIC_COLORS, Card, Color
from unokit.errors import RenderError
from unokit.render.braille import braille_area, check_placement, key_description, key_pages, key_svg
from unokit.render.compose import _card_document
from unokit.render.layout import (
    BACKS,
    CROP_STROKE,
    MAX_CARDS,
    SIGNS_KEY,
    SWELL_MARK_COLOUR,
    TACTILE_KEY,
    Face,
    Layout,
    Reference,
    _fmt,
    svg_element,
)
from unokit.render.reference import reference_parts
from unokit.render.sign_keys import signs_parts
from unokit.render.signs import sign_system


def _check_title(title: str) -> None:
    if not isinstance(title, str):
        raise RenderError(f"title must be text (the preset name goes in every footer), not {title!r}")


def _faces(cards: Iterable[Card | str], reference_cards: bool, braille: bool = False, large_print: bool = False,
           colors: Sequence[Color] | None = None, signs: str | bool = "coloradd",
           card_size: tuple[float, float] = (56.0, 88.0), lang: str | None = None,
           braille_placement: str = "corners", size: str = "uno") -> list[Face]:
    """The faces of a sheet in order: the cards, then the legend of its signs: with ColorADD the ColorADD
    reference cards (``reference_cards``, the default; ``False`` leaves them out), with another system its
    key card, always (:func:`unokit.render.sign_keys.signs_card`, as many parts as large print needs), with ``signs="none"`` nothing; the
    printed braille key (with ``braille``), split into parts in large print, then the braille key in braille (with ``braille``; as many
    :data:`TACTILE_KEY` cards of ``card_size`` mm as its lines need, :func:`braille.key_pages`, for labels at
    ``braille_placement``); the words and braille of all of them in ``lang``. Raises :class:`RenderError` for a colour of the deck the sign system has no sign
    for, or a placement not in :data:`unokit.render.braille.PLACEMENTS`."""
    check_placement(braille_placement)
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
        parts = signs_parts(system, colors=colors, size=size, large_print=large_print, lang=lang)
        faces += [Reference(SIGNS_KEY, part) for part in range(1, parts + 1)]
    # the printed braille key (reference card 3), in the words and grade 1 braille of the sheet's language
    full_chart = bool(system) and system.name == "coloradd" and reference_cards
    numbers = ([1, 2] if full_chart else []) + ([3] if braille else [])
    for number in numbers:
        parts = reference_parts(number, large_print=large_print, colors=colors, size=size,
                                braille_placement=braille_placement, lang=lang)
        faces += [Reference(number, part) for part in range(1, parts + 1)]
    if braille:
        pages = key_pages(CLASSIC_COLORS if colors is None else colors, *card_size, lang, braille_placement)
        faces += [Reference(TACTILE_KEY, part) for part in range(1, len(pages) + 1)]
    if not any(isinstance(face, Card) for face in faces):
        raise RenderError("no cards to print: give at least one card")
    return faces  # MAX_CARDS cards at most; the few reference and key cards are not counted (print-review-2 N10)


#: How far the cut lines around a label strip on the swell-paper sheet stand off the dots' edges (mm).
LABEL_CUT_MARGIN = 1.5


def _label_cut_lines(card: Card, lay: Layout, corner_top: float | None = None) -> ET.Element:
    """A card document of the cut lines (in :data:`SWELL_MARK_COLOUR`, which does not rise) around the
    card's two label strips (on the edges, or in the corners ``corner_top`` mm from the top cut),
    :data:`LABEL_CUT_MARGIN` off the dots, so each strip can be cut out of the fused swell sheet and glued
    onto its printed card over the white guide dots (docs/tactile-cards.md)."""
    area = braille_area(card, lay.card_width, lay.card_height, corner_top=corner_top)
    m = LABEL_CUT_MARGIN
    group = svg_element("g", {"class": "unokit-label-cut-lines", "fill": "none", "stroke": SWELL_MARK_COLOUR,
                              "stroke-width": str(CROP_STROKE)})
    for x, y in ((area.x, area.y), (lay.card_width - area.right, lay.card_height - area.bottom)):
        group.append(svg_element("rect", {"x": _fmt(x - m), "y": _fmt(y - m), "width": _fmt(area.width + 2 * m),
                                          "height": _fmt(area.height + 2 * m)}))
    return _card_document(lay, group)


def _tactile_key(lay: Layout, part: int, colors: Sequence[Color] | None, *, swell: bool,
                 lang: str | None = None, placement: str = "corners") -> ET.Element:
    """Tactile key card ``part`` as a card document: on the face sheet a white card with the key's dots as
    guides (white with a black rim, as the labels), on the swell-paper sheet the dots alone in black. Its
    ``<title>`` and ``<desc>`` spell the key out (:func:`braille.key_description`)."""
    pages = key_pages(CLASSIC_COLORS if colors is None else colors, lay.card_width, lay.card_height, lang,
                      placement)
    lines = pages[part - 1]
    title, desc = key_description(lines, part, len(pages), lang, placement)
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


def _face_page_numbers(chunks: int, backs: str, alignment_test: bool) -> tuple[list[int], int]:
    """The page number (1-based) in the sheet PDF of each face page, and the sheet's page count, for a
    sheet of ``chunks`` face pages (see :func:`sheet_pages` for the order)."""
    first = 2 if alignment_test else 0
    stride = 1 if backs == "none" else 2
    return [first + k * stride + 1 for k in range(chunks)], first + chunks * stride
