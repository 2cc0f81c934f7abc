"""Card faces and backs (:func:`card`, :func:`back`): the corner index and sign, the oval with the
large index and sign, the Wild's coloured sectors, and the placement rules that keep the braille label
strip clear (COLORADD.md, "Card layout rules")."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import Any

from unokit import coloradd
from unokit.cards import CLASSIC_COLORS, Card, Color, Rank
from unokit.coloradd import ColorSign
from unokit.errors import RenderError
from unokit.render.canvas import (
    CARD_SIZES,
    SvgString,
    _advance,
    _Canvas,
    _cap,
    _check_options,
    _check_prefix,
    _n,
    _s,
    check_bleed,
)
from unokit.render.contrast import _BLACK, _OUTLINE, _WHITE, _WILD_FIELD, _sign_of
from unokit.render.describe import _describe, _Face, _index_tokens, _resolve, _slug
from unokit.render.face_layout import (
    _CENTRE_INDEX,
    _CENTRE_SIGN,
    _TILT,
    _centre_sign_centre,
    _corner_and_oval,
    _large_centre_scale,
    _large_centre_sign,
    _layout,
    _scaled_oval,
    _wild_rim,
    _wild_sector,
    _wild_sign_spots,
)
from unokit.render.signs import SignSystem, sign_system


def _point_symmetric_sign(cv: _Canvas, parent: Any, ident: str, colour: ColorSign, *, x: float, y: float,
                          size: float, centre: tuple[float, float]) -> None:
    """Place a sign upright at (x, y) (top-left of its unit square, side ``size`` mm) and a copy turned
    180° about ``centre`` (the card's centre), so the card reads the same either way up."""
    cv.use_sign(parent, ident, colour, x=x, y=y, size=size)
    turned = cv.dwg.g(transform=f"rotate(180 {_n(centre[0])} {_n(centre[1])})")
    parent.add(turned)
    cv.use_sign(turned, ident, colour, x=x, y=y, size=size)


def _draw_face(
    cv: _Canvas, parent: Any, face: _Face, *, prefix: str, size: str, large_print: bool,
    signs: bool | str | SignSystem, wild_colours: Sequence[ColorSign], x: float = 0.0, y: float = 0.0,
    corner_braille: bool = False,
) -> None:
    """Draw one face into ``parent`` with its top-left corner at (x, y) mm, with the colour signs of
    ``signs`` (:func:`unokit.render.signs.sign_system`). Raises :class:`RenderError` for a colour the
    sign system has no sign for."""
    signs = sign_system(signs)
    signs.check([face.colour] if face.colour is not None else wild_colours,
                "this card" if face.colour is not None else "the Wild's oval")
    d = cv.dwg
    lay = _layout(size, large_print)
    w, h = lay.width, lay.height
    field = face.colour.hex if face.colour is not None else _WILD_FIELD
    ink = cv.ink_on(field)
    group = d.g(class_="unokit-card", transform=f"translate({_n(x)} {_n(y)})") if x or y else d.g(
        class_="unokit-card"
    )
    parent.add(group)
    _card_ground(cv, group, w, h, field, lay.border)

    # index, defined once; sign beside it; both together as the corner, used twice (turned 180°)
    tokens = _index_tokens(face.rank)
    underline = face.rank.value in ("6", "9")
    index_id = f"{prefix}-index"
    d.defs.add(cv.glyph_row(tokens, underline=underline, id=index_id))
    scale = lay.index_cap / _cap()
    corner = d.g(id=f"{prefix}-corner")
    corner.add(d.use(f"#{index_id}", fill=cv.color(ink), transform=(
        f"translate({_n(lay.corner_x)} {_n(lay.index_baseline)}) scale({_s(scale)} {_s(-scale)})")))
    has_corner_sign = signs and face.colour is not None
    sign_x, sign_y, fit = _corner_and_oval(face.rank, has_corner_sign, size, large_print, corner_braille)
    if has_corner_sign and face.colour is not None:
        sign_id = cv.sign(f"{prefix}-sign", face.colour, ink=ink, paper=field, system=signs)
        cv.use_sign(corner, sign_id, face.colour, x=sign_x, y=sign_y, size=lay.sign)
    d.defs.add(corner)
    group.add(d.use(f"#{prefix}-corner"))
    group.add(d.use(f"#{prefix}-corner", transform=f"rotate(180 {_n(w / 2)} {_n(h / 2)})"))

    cx, cy = w / 2, h / 2
    lay = _scaled_oval(lay, fit)
    oval = d.g(transform=f"rotate({_TILT} {_n(cx)} {_n(cy)})")
    group.add(oval)
    if face.colour is not None:
        oval.add(d.ellipse(center=(_n(cx), _n(cy)), r=(_n(lay.oval_rx), _n(lay.oval_ry)), fill=cv.color(_WHITE),
                           stroke=cv.color(ink), stroke_width=0.4))
        # the big index in the middle; with signs, the big sign twice, point-symmetric about the card's
        # centre like the corners: upright in the oval's upper end, turned 180° in its lower end. Either way
        # up the card looks the same, and the sign in the upper half (like the top-left corner) reads
        # upright, so a card lying upside down never shows another colour's sign (red and blue are the
        # same triangle turned 180°: COLORADD.md, "Card layout rules").
        cap_limit = lay.big_cap * (_CENTRE_INDEX if signs else 1.0)
        big_scale = min(cap_limit / _cap(), lay.big_width / _advance(tokens))
        if large_print:  # at least as big as the normal deck's, and bigger where the oval leaves room
            big_scale = _large_centre_scale(tokens, size, lay, underline, lay.big_sign * _CENTRE_SIGN if signs else 0.0)
        big_cap = _cap() * big_scale
        drop = 0.2 * big_cap if underline else 0.0
        baseline = cy + (big_cap - drop) / 2
        left = cx - _advance(tokens) * big_scale / 2
        group.add(d.use(
            f"#{index_id}", fill=cv.color(field), stroke=cv.color(_BLACK), stroke_width=_n(0.7 / big_scale),
            stroke_linejoin="round",
            transform=f"translate({_n(left)} {_n(baseline)}) scale({_s(big_scale)} {_s(-big_scale)})",
        ))
        if signs:
            big_id = cv.sign(f"{prefix}-osign", face.colour, ink=_BLACK, paper=_WHITE, system=signs)
            size_ = lay.big_sign * _CENTRE_SIGN
            sx, sy = _centre_sign_centre(lay)
            if large_print:
                index_box = (_advance(tokens) * big_scale, big_cap * (1.2 if underline else 1.0))
                placed = _large_centre_sign(lay, size_, index_box)
                assert placed is not None  # it shrinks the sign until it fits
                size_, (sx, sy) = placed
            _point_symmetric_sign(cv, group, big_id, face.colour, x=sx - size_ / 2, y=sy - size_ / 2, size=size_,
                                  centre=(cx, cy))
        return

    # Wild: the oval split into the colours a Wild can name, each twice, in opposite sectors (point-
    # symmetric about the centre); each sign is upright in the sector in the upper half and turned 180° in
    # its twin, so the card reads the same either way up and no sector shows another colour's sign
    n = len(wild_colours)
    sectors = 2 * n
    rx, ry = lay.oval_rx, lay.oval_ry
    for i in range(sectors):
        colour = wild_colours[i % n]
        a0, a1 = _wild_sector(i, sectors)
        p0, p1 = _wild_rim(rx, ry, a0, cx, cy), _wild_rim(rx, ry, a1, cx, cy)
        oval.add(d.path(
            d=(f"M{_n(cx)} {_n(cy)}L{_n(p0[0])} {_n(p0[1])}"
               f"A{_n(rx)} {_n(ry)} 0 0 1 {_n(p1[0])} {_n(p1[1])}Z"),
            fill=cv.color(colour.hex),
        ))
    oval.add(d.ellipse(center=(_n(cx), _n(cy)), r=(_n(rx), _n(ry)), fill="none", stroke=cv.color(_WHITE),
                       stroke_width=0.8))
    if signs:
        badge = (0.24 * w, 0.1 * h) if face.rank is Rank.WILD_DRAW_FOUR else (0.0, 0.0)
        sign_size, spots = _wild_sign_spots(round(rx, 3), round(ry, 3), sectors, badge)
        tilt = math.radians(_TILT)
        for i, colour in enumerate(wild_colours):
            positions = [(cx + ex * math.cos(tilt) - ey * math.sin(tilt), cy + ex * math.sin(tilt) + ey * math.cos(tilt))
                         for ex, ey in (spots[i], spots[i + n])]
            sx, sy = min(positions, key=lambda p: (p[1], p[0]))  # the one in the upper half
            ident = cv.sign(f"{prefix}-w{i}", colour, ink=cv.ink_on(colour.hex), paper=colour.hex, system=signs)
            _point_symmetric_sign(cv, group, ident, colour, x=sx - sign_size / 2, y=sy - sign_size / 2,
                                  size=sign_size, centre=(cx, cy))
    if face.rank is Rank.WILD_DRAW_FOUR:
        badge_w, badge_h = 0.24 * w, 0.1 * h
        group.add(d.rect(insert=(_n(cx - badge_w / 2), _n(cy - badge_h / 2)), size=(_n(badge_w), _n(badge_h)),
                         rx=_n(badge_h * 0.25), ry=_n(badge_h * 0.25), fill=cv.color(_WHITE),
                         stroke=cv.color(_BLACK), stroke_width=0.5))
        big_scale = min(badge_h * 0.62 / _cap(), badge_w * 0.8 / _advance(tokens))
        left = cx - _advance(tokens) * big_scale / 2
        group.add(d.use(f"#{index_id}", fill=cv.color(_BLACK), transform=(
            f"translate({_n(left)} {_n(cy + _cap() * big_scale / 2)}) scale({_s(big_scale)} {_s(-big_scale)})")))


def _card_ground(cv: _Canvas, group: Any, w: float, h: float, field: str, border: float) -> None:
    """The card's ground: a white rim ``border`` mm wide with a 0.3 mm grey outline on the cut (rounded
    corners) around the coloured ``field``; or, on a canvas with a bleed (:attr:`_Canvas.bleed`), the field
    alone, square, reaching the bleed's edge, with no rim and no outline on the cut: a print shop's cut
    wanders about 1/16 in (1.6 mm), which would leave a rim of uneven width and a grey hairline on some
    cards and not others, and it cuts square corners (print-review-2 N8; DriveThruCards: no die line for
    rounded corners; printplaygames.com: a white border is not a bleed)."""
    d = cv.dwg
    bleed = cv.bleed
    if bleed:
        group.add(d.rect(insert=(_n(-bleed), _n(-bleed)), size=(_n(w + 2 * bleed), _n(h + 2 * bleed)),
                         fill=cv.color(field), class_="unokit-bleed"))
        return
    radius = 0.07 * w
    group.add(d.rect(insert=(0, 0), size=(_n(w), _n(h)), rx=_n(radius), ry=_n(radius),
                     fill=cv.color(_WHITE), stroke=cv.color(_OUTLINE), stroke_width=0.3))
    group.add(d.rect(insert=(_n(border), _n(border)), size=(_n(w - 2 * border), _n(h - 2 * border)),
                     rx=_n(radius - border * 0.6), ry=_n(radius - border * 0.6), fill=cv.color(field)))


def _distinct_colours(option: str, colours: Sequence[ColorSign], *, by_sign: bool = False) -> None:
    """Refuse a colour listed twice in ``option`` (``"red"``, ``Color.RED`` and ``"Red"`` are one colour);
    with ``by_sign``, also two colours that carry the same ColorADD sign (teal and light blue, magenta
    and light purple: COLORADD.md "Spectrum game colours"), which a reader of the signs cannot tell apart."""
    names: set[str] = set()
    signs: dict[str, ColorSign] = {}
    for colour in colours:
        if colour.name in names:
            raise RenderError(f"{option} lists {colour.name} twice; name each colour once")
        names.add(colour.name)
        first = signs.setdefault(colour.code_name, colour)
        if by_sign and first.name != colour.name:
            raise RenderError(f"{option} lists {first.name} and {colour.name}, which have the same ColorADD "
                              f"sign ({colour.code_name}); name colours whose signs differ")


def _wild_colours(wild_colors: Iterable[Color | ColorSign | str] | None) -> tuple[ColorSign, ...]:
    if wild_colors is not None and (isinstance(wild_colors, (str, bytes)) or not isinstance(wild_colors, Iterable)):
        raise RenderError(f"wild_colors must be a list of 2 to 8 colours, not {wild_colors!r}")
    colours = tuple(_sign_of(c) for c in (CLASSIC_COLORS if wild_colors is None else wild_colors))
    if not 2 <= len(colours) <= 8:
        raise RenderError(f"wild_colors must name 2 to 8 colours, got {len(colours)}")
    _distinct_colours("wild_colors", colours, by_sign=True)
    return colours



def card(
    card: Card | None = None,
    *,
    color: Color | ColorSign | str | None = None,
    rank: Rank | None = None,
    size: str = "uno",
    large_print: bool = False,
    vision: str = "normal",
    signs: bool | str | SignSystem = True,
    wild_colors: Iterable[Color | ColorSign | str] | None = None,
    id_prefix: str | None = None,
    width_px: float | None = None,
    lang: str | None = None,
    bleed_mm: float = 0.0,
    corner_braille: bool = False,
) -> SvgString:
    """The face of one card as an SVG document.

    Args:
        card: a :class:`~unokit.cards.Card`; or leave it out and give ``color`` and ``rank`` to draw
            any ColorADD colour (:mod:`unokit.coloradd` names such as ``"brown"``, ``"dark blue"``,
            ``"gold"``, or a :class:`~unokit.coloradd.ColorSign`) with any rank.
        size: ``"uno"`` (56 x 88 mm), ``"poker"`` (63.5 x 88.9) or ``"bridge"`` (57 x 88.9), in any case
            (``"Poker"``), as the command line and :func:`unokit.render.sheets.sheet_pdf` read it.
        large_print: a bigger corner index (14 % of the card height instead of 10 %) and signs.
        vision: draw the colours as seen with a colour-vision deficiency (:data:`cvd.VISIONS`, any case).
        signs: the colour sign system (:data:`unokit.render.signs.SIGN_SYSTEMS`): ``"coloradd"`` or
            ``True`` (the default), ``"mattel"`` (red, yellow, green and blue only), ``"letters"``, or
            ``"none"`` / ``False``, which leaves the signs out (to show why they matter). The card's
            description names the system.
        wild_colors: the colours shown in a Wild's oval (default: the classic four; 2 to 8, each once and
            no two with the same ColorADD sign, such as teal and light blue).
        id_prefix: prefix of every id in the document (default: ``uk<counter>-<card>``, unique per call).
        width_px: give the root width in px instead of mm (height follows the card's aspect ratio).
        lang: the language of the ``<title>`` and ``<desc>`` (DESIGN.md contract 7; :mod:`unokit.i18n`):
            ``"en"`` (the default), ``"pt-PT"`` or ``"es"``; another language also sets the root's
            ``lang`` attribute (WCAG 3.1.2). Raises :class:`~unokit.errors.LanguageError` for another tag.
        bleed_mm: for a print shop, 0 to :data:`~unokit.render.canvas.MAX_BLEED` mm of bleed: the document
            reaches that far past the cut on every side (viewBox from ``-bleed_mm``, so the card keeps its
            coordinates), the card's colour fills the card and its bleed, square, with no white rim and no
            outline on the cut (:func:`_card_ground`). 0 (the default): the card ends at its cut.
        corner_braille: keep the oval clear of the corner braille labels' box too (a print sheet with
            ``braille_placement="corners"``; :func:`unokit.render.face_layout.corner_label_top`): up to 6 %
            smaller on number cards. Every face keeps the long-edge labels' strip clear in any case.

    Layout: index and ColorADD sign top-left and, turned 180° together, bottom-right; a white oval
    leaning 25° with the large index and the large sign, or (Wilds) split into the Wild's colours,
    each with its sign. 6 and 9 are underlined.

    Raises :class:`~unokit.errors.RenderError` for an unknown size, vision, colour or a bad combination.
    """
    face = _resolve(card, color, rank)
    size, vision = _check_options(size, vision)
    w, h = CARD_SIZES[size]
    colours = _wild_colours(wild_colors)
    prefix = _check_prefix(id_prefix, _slug(face))
    cv = _Canvas(w, h, prefix=prefix, width_px=width_px, vision=vision, bleed=check_bleed(bleed_mm))
    signs = sign_system(signs)
    _draw_face(cv, cv.dwg, face, prefix=prefix, size=size, large_print=large_print, signs=signs,
               wild_colours=colours, corner_braille=corner_braille)
    if lang is not None:
        from unokit.i18n import resolve_language

        lang = resolve_language(lang)
    if lang is None or lang == "en":
        return cv.finish(face.name, _describe(face, signs=signs, vision=vision, wild_colours=colours))
    from unokit.i18n.faces import face_description, face_title  # the words in another language (issue 26)

    text = cv.finish(face_title(face, lang), face_description(face, signs=signs, vision=vision,
                                                              wild_colours=colours, lang=lang))
    return SvgString(text.replace("<svg ", f'<svg lang="{lang}" ', 1))


# --- back, reference cards, legend ------------------------------------------------------------


def back(*, size: str = "uno", vision: str = "normal", id_prefix: str | None = None,
         width_px: float | None = None, bleed_mm: float = 0.0, lang: str | None = None) -> SvgString:
    """The card back: a black field with a red oval leaning 25° and the word "unokit" (a name, the same in
    every language).

    Same sizes and options as :func:`card` (``bleed_mm``: the black field reaches into the bleed; ``lang``:
    the language of its ``<title>`` and ``<desc>``, :mod:`unokit.i18n`). Raises :class:`RenderError` for an
    unknown size or vision, :class:`~unokit.errors.LanguageError` for an unknown language.
    """
    size, vision = _check_options(size, vision)
    w, h = CARD_SIZES[size]
    prefix = _check_prefix(id_prefix, "back")
    cv = _Canvas(w, h, prefix=prefix, width_px=width_px, vision=vision, bleed=check_bleed(bleed_mm))
    _draw_back(cv, cv.dwg, size=size)
    from unokit.i18n import message

    return with_lang(cv.finish(message("back-title", lang), message("back-description", lang)), lang)


def with_lang(svg: str, lang: str | None) -> SvgString:
    """``svg`` with ``lang="..."`` on its root when ``lang`` is not English (English documents stay as they
    always were, without it). Raises :class:`~unokit.errors.LanguageError` for an unknown language."""
    from unokit.i18n import resolve_language

    lang = resolve_language(lang)
    return SvgString(svg if lang == "en" else svg.replace("<svg ", f'<svg lang="{lang}" ', 1))


def _draw_back(cv: _Canvas, parent: Any, *, size: str, x: float = 0.0, y: float = 0.0) -> None:
    """Draw a card back into ``parent`` with its top-left corner at (x, y) mm."""
    d = cv.dwg
    w, h = CARD_SIZES[size]
    lay = _layout(size, False)
    group = d.g(class_="unokit-back", transform=f"translate({_n(x)} {_n(y)})") if x or y else d.g(
        class_="unokit-back")
    parent.add(group)
    _card_ground(cv, group, w, h, _WILD_FIELD, lay.border)
    cx, cy = w / 2, h / 2
    oval = d.g(transform=f"rotate(-62 {_n(cx)} {_n(cy)})")
    group.add(oval)
    oval.add(d.ellipse(center=(_n(cx), _n(cy)), r=(_n(0.31 * h), _n(0.225 * w)),
                       fill=cv.color(coloradd.get("red").hex), stroke=cv.color(_WHITE), stroke_width=1.2))
    cv.text(oval, "unokit", x=cx, baseline=cy + 0.045 * h, cap=0.09 * h, fill=cv.color(_WHITE),
            anchor="middle", max_width=0.52 * h)




