"""Card faces and backs (:func:`card`, :func:`back`): the corner index and sign, the oval with the
large index and sign, the Wild's coloured sectors, and the placement rules that keep the braille label
strip clear (COLORADD.md, "Card layout rules")."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from unokit import coloradd
from unokit.cards import CLASSIC_COLORS, Card, Color, Rank
from unokit.coloradd import ColorSign
from unokit.errors import RenderError
from unokit.render.braille import braille_area
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
from unokit.render.signs import SignSystem, sign_system


@dataclass(frozen=True)
class _Layout:
    """Where things sit on a face, in mm (computed from the card size and print options)."""

    width: float
    height: float
    border: float
    corner_x: float
    index_cap: float
    index_baseline: float
    sign: float
    oval_rx: float
    oval_ry: float
    big_cap: float
    big_width: float
    big_sign: float


@cache
def _layout(size: str, large_print: bool) -> _Layout:
    width, height = CARD_SIZES[size]
    border = round(0.045 * width, 3)
    index_cap = height * (0.14 if large_print else 0.1)
    oval = 0.86 if large_print else 1.0
    return _Layout(
        width=width,
        height=height,
        border=border,
        corner_x=border + 0.035 * width,
        index_cap=index_cap,
        index_baseline=border + 0.03 * height + index_cap,
        sign=index_cap * 1.2,
        oval_rx=0.3 * width * oval,
        oval_ry=0.39 * height * oval,
        big_cap=0.22 * height * oval,
        big_width=0.46 * width * oval,
        big_sign=0.2 * height * oval,
    )


_TILT = 25  # degrees the oval leans to the right
_OVAL_MARGIN = 1.2  # mm kept free between the oval and the corner index / sign
_BRAILLE_MARGIN = 0.6  # mm kept free between the oval's rim and the braille dots' edges


@cache
def _oval_fit(size: str, large_print: bool, right: float, bottom: float,
              braille: tuple[float, float, float] | None = None) -> float:
    """Largest scale (<= 1, in steps of 0.02) of the oval that keeps it ``_OVAL_MARGIN`` mm clear of
    the corner box (0, 0)-(right, bottom) and of the braille label's area ``braille`` = (right, top,
    bottom) along the left edge (and, by symmetry, of their turned twins)."""
    lay = _layout(size, large_print)
    cx, cy = lay.width / 2, lay.height / 2
    cos, sin = math.cos(math.radians(_TILT)), math.sin(math.radians(_TILT))
    right, bottom = right + _OVAL_MARGIN, bottom + _OVAL_MARGIN
    if braille is not None:
        strip_right, strip_top, strip_bottom = (braille[0] + _BRAILLE_MARGIN, braille[1] - _BRAILLE_MARGIN,
                                                braille[2] + _BRAILLE_MARGIN)
    scale = 1.0
    while scale > 0.5:
        rx, ry = lay.oval_rx * scale, lay.oval_ry * scale
        clear = True
        for step in range(240):
            t = 2 * math.pi * step / 240
            ex, ey = rx * math.cos(t), ry * math.sin(t)
            x, y = cx + ex * cos - ey * sin, cy + ex * sin + ey * cos
            if (x < right and y < bottom) or (braille is not None and x < strip_right and strip_top < y < strip_bottom):
                clear = False
                break
        if clear:
            return round(scale, 2)
        scale -= 0.02
    return round(scale, 2)


def _braille_area(rank: Rank, size: str) -> tuple[float, float, float]:
    """The box (right, top, bottom; mm, card coordinates, left edge at x = 0) that a braille label of this
    rank covers on a print sheet (:func:`unokit.render.sheets.braille_area`; the length depends on the
    rank only). Kept free on every face, with or without braille, so one set of card pictures serves both."""
    card_ = Card(None if rank.is_wild else Color.RED, rank)
    area = braille_area(card_, *CARD_SIZES[size])
    return round(area.right, 2), round(area.y, 2), round(area.bottom, 2)


#: In the oval of a number or action card: the big index's cap height and the big sign's side as
#: fractions of the layout's ``big_cap`` and ``big_sign`` (room for the index and two signs), and how far
#: each sign's centre is from the card's centre along the oval's long axis, as a fraction of ``oval_ry``.
_CENTRE_INDEX = 0.84
_CENTRE_SIGN = 0.8
_CENTRE_DISTANCE = 0.6
#: Largest side (mm) of a sign in a Wild's oval, and the room kept (mm) between a sign and the edges
#: of its sector, the oval's rim and the Wild Draw Four's badge.
_WILD_SIGN_MAX = 9.7
_WILD_SIGN_ROOM = 0.6
#: How a Wild's oval is split: sector sides are rays from the centre along (rx^B cos a, ry^B sin a) for
#: equal steps of a. B = 1 gives equal steps of the ellipse's angle (sectors thin at the oval's ends),
#: B = 0 equal angles on the card (sectors thin at its sides); in between leaves every sector room.
_WILD_SPLIT = 0.5


def _centre_sign_centre(lay: _Layout) -> tuple[float, float]:
    """Centre (mm, card coordinates) of the upright big sign: on the oval's long axis, above the middle."""
    tilt = math.radians(_TILT)
    distance = _CENTRE_DISTANCE * lay.oval_ry
    return lay.width / 2 + distance * math.sin(tilt), lay.height / 2 - distance * math.cos(tilt)


#: Large print's centre index: its cap height is at least the normal deck's (:func:`_large_centre_scale`) and
#: up to LARGE_CENTRE_CAP of the card's height (uno: 19.4 mm, 5/8 in = 15.9 mm being the least cap height
#: ADA 2010 section 703.5.5 asks of characters read from up to 1.83 m), as wide as LARGE_CENTRE_WIDTH of
#: the oval's width; the centre signs keep LARGE_CENTRE_GAP mm from it and from the oval's rim.
LARGE_CENTRE_CAP = 0.22
LARGE_CENTRE_WIDTH = 0.62
LARGE_CENTRE_GAP = 0.8


def _large_centre_scale(tokens: Sequence[str], size: str, lay: _Layout, underline: bool, sign: float) -> float:
    """The glyph scale of a large-print card's centre index (``lay``: the large-print layout with its oval
    fitted; ``sign``: the centre signs' side, mm, 0 without signs): the normal deck's centre index at the
    least; grown, in 2 % steps, towards :data:`LARGE_CENTRE_CAP` of the card height while it is no wider
    than :data:`LARGE_CENTRE_WIDTH` of the oval and the centre signs keep their full size clear of it
    (:func:`_large_centre_sign`). Print-review-2 N5: large print had shrunk the centre index by 16-26 %."""
    normal = _layout(size, False)
    advance = _advance(tokens)
    normal_scale = min(normal.big_cap * _CENTRE_INDEX / _cap(), normal.big_width / advance)
    grown = min(LARGE_CENTRE_CAP * lay.height / _cap(), LARGE_CENTRE_WIDTH * 2 * lay.oval_rx / advance)
    scale = grown
    while scale > normal_scale:
        cap = _cap() * scale
        box = (advance * scale, cap * (1.2 if underline else 1.0))
        if not sign or _large_centre_sign(lay, sign, box, shrink=False) is not None:
            return scale
        scale *= 0.98
    return normal_scale


def _large_centre_sign(lay: _Layout, side: float, index_box: tuple[float, float],
                       shrink: bool = True) -> tuple[float, tuple[float, float]] | None:
    """Side (mm) and centre (card coordinates) of the upright centre sign of a large-print card whose centre
    index covers ``index_box`` (width, height; mm, centred on the card): on the oval's long axis, far enough
    out to keep :data:`LARGE_CENTRE_GAP` from the index, and no bigger than keeps it that far inside the
    oval's rim (its side shrinks in 4 % steps until it fits, to half its size at most; with ``shrink``
    False, None when the full side does not fit)."""
    cx, cy = lay.width / 2, lay.height / 2
    tilt = math.radians(_TILT)
    ux, uy = math.sin(tilt), -math.cos(tilt)  # up the oval's long axis
    half_w, half_h = index_box[0] / 2 + LARGE_CENTRE_GAP, index_box[1] / 2 + LARGE_CENTRE_GAP
    for step in range(13 if shrink else 1):
        s = side * (1 - 0.04 * step)
        # the least distance along the axis at which the sign's square clears the index's box
        distance = min((half_h + s / 2) / -uy, (half_w + s / 2) / ux)
        x, y = distance * ux, distance * uy
        # the square's corners, in the oval's untilted frame, must stay GAP inside the rim
        inside = True
        for dx in (-s / 2, s / 2):
            for dy in (-s / 2, s / 2):
                px, py = x + dx, y + dy
                ex = px * math.cos(-tilt) - py * math.sin(-tilt)
                ey = px * math.sin(-tilt) + py * math.cos(-tilt)
                if math.hypot(ex / max(lay.oval_rx - LARGE_CENTRE_GAP, 0.1), ey / max(lay.oval_ry - LARGE_CENTRE_GAP, 0.1)) > 1:
                    inside = False
        if inside:
            return s, (cx + x, cy + y)
    if not shrink:
        return None
    return side * 0.5, (cx + distance * ux, cy + distance * uy)


def _point_symmetric_sign(cv: _Canvas, parent: Any, ident: str, colour: ColorSign, *, x: float, y: float,
                          size: float, centre: tuple[float, float]) -> None:
    """Place a sign upright at (x, y) (top-left of its unit square, side ``size`` mm) and a copy turned
    180° about ``centre`` (the card's centre), so the card reads the same either way up."""
    cv.use_sign(parent, ident, colour, x=x, y=y, size=size)
    turned = cv.dwg.g(transform=f"rotate(180 {_n(centre[0])} {_n(centre[1])})")
    parent.add(turned)
    cv.use_sign(turned, ident, colour, x=x, y=y, size=size)


def _wild_sector(i: int, sectors: int) -> tuple[float, float]:
    """Start and end angle a (radians) of sector ``i`` of ``sectors``; sector 0 starts straight up (the
    oval's long axis), so the sectors beside a Wild Draw Four's badge are not the narrowest ones."""
    start = -90.0
    return math.radians(start + 360.0 * i / sectors), math.radians(start + 360.0 * (i + 1) / sectors)


def _wild_ray(rx: float, ry: float, angle: float) -> tuple[float, float]:
    """Unit vector of the ray at ``angle`` (see :data:`_WILD_SPLIT`) in the untilted oval's frame."""
    ux, uy = rx ** _WILD_SPLIT * math.cos(angle), ry ** _WILD_SPLIT * math.sin(angle)
    length = math.hypot(ux, uy)
    return ux / length, uy / length


def _wild_rim(rx: float, ry: float, angle: float, cx: float, cy: float) -> tuple[float, float]:
    """Where the ray at ``angle`` meets the rim of the oval centred at (cx, cy) (untilted frame, mm)."""
    ux, uy = _wild_ray(rx, ry, angle)
    reach = 1 / math.hypot(ux / rx, uy / ry)
    return cx + reach * ux, cy + reach * uy


def _nearest_of(points: Sequence[tuple[float, float]], group: int = 16) -> Callable[[float, float], float]:
    """A function giving the distance (mm) from (x, y) to the nearest of ``points`` (mm): exactly the minimum
    of ``math.hypot`` over all of them, found by looking closely only at the groups of ``group`` neighbouring
    points that could hold it. A group whose middle point is ``d`` away and whose points lie within ``r`` of
    that middle point holds no point nearer than ``d - r`` (triangle inequality), so it is skipped when that is
    beyond the nearest point found so far (with 1e-9 mm to spare for rounding). About 7 times fewer
    distances than trying every point; :func:`_wild_sign_spots` asks it 264 times per oval, which matters
    where Python is slow (Pyodide in a browser).
    """
    groups = []
    for start in range(0, len(points), group):
        members = list(points[start:start + group])
        mx, my = members[len(members) // 2]
        groups.append((mx, my, max(math.hypot(mx - qx, my - qy) for qx, qy in members), members))

    def nearest(x: float, y: float) -> float:
        middles = [(math.hypot(x - mx, y - my), reach, members) for mx, my, reach, members in groups]
        best = min(distance for distance, _, _ in middles)  # each middle is one of the points
        for distance, reach, members in middles:
            if distance - reach <= best + 1e-9:
                best = min(best, min(math.hypot(x - qx, y - qy) for qx, qy in members))
        return best

    return nearest


@cache
def _wild_sign_spots(rx: float, ry: float, sectors: int,
                     badge: tuple[float, float]) -> tuple[float, list[tuple[float, float]]]:
    """Where the signs go in a Wild's oval of semi-axes ``rx`` x ``ry`` mm split into ``sectors``
    sectors (:func:`_wild_sector`, :data:`_WILD_SPLIT`; an even number): one common sign side (mm) and, per sector, the
    sign's centre (mm, in the untilted oval's frame, origin at its centre) where it keeps the most room.
    A sign counts as a disc of radius 0.61 x its side (its rounded square's farthest point), which must
    stay :data:`_WILD_SIGN_ROOM` inside its sector, the rim and, on a Wild Draw Four, clear of the
    ``badge`` (width, height in mm, centred).
    """
    rim = _nearest_of([(rx * math.cos(2 * math.pi * k / 720), ry * math.sin(2 * math.pi * k / 720))
                       for k in range(720)])
    tilt_cos, tilt_sin = math.cos(math.radians(_TILT)), math.sin(math.radians(_TILT))

    def room(px: float, py: float, a0: float, a1: float) -> float:
        best = rim(px, py) - 0.4  # the rim's white line, 0.8 mm wide
        for a in (a0, a1):  # distance to each side of the sector (a ray from the centre)
            ux, uy = _wild_ray(rx, ry, a)
            along = px * ux + py * uy
            best = min(best, abs(px * uy - py * ux) if along > 0 else math.hypot(px, py))
        if badge[0]:  # the badge is upright on the card, the oval leans _TILT degrees
            qx, qy = px * tilt_cos - py * tilt_sin, px * tilt_sin + py * tilt_cos
            dx, dy = max(abs(qx) - badge[0] / 2, 0.0), max(abs(qy) - badge[1] / 2, 0.0)
            best = min(best, math.hypot(dx, dy) - 0.25)  # the badge's black line, 0.5 mm wide
        return best - _WILD_SIGN_ROOM

    spots = []
    sizes = []
    for i in range(sectors // 2):  # the other half: the same spots turned 180° (the oval is point-symmetric)
        a0, a1 = _wild_sector(i, sectors)
        ux, uy = _wild_ray(rx, ry, (a0 + a1) / 2)
        reach = 1 / math.hypot(ux / rx, uy / ry)  # centre to rim along the sector's middle
        best = (-1.0, 0.0, 0.0)
        for step in range(30, 96):
            f = step / 100 * reach
            px, py = f * ux, f * uy
            best = max(best, (room(px, py, a0, a1), px, py))
        sizes.append(best[0] / 0.61)
        spots.append((best[1], best[2]))
    spots += [(-x, -y) for x, y in spots]
    return min(_WILD_SIGN_MAX, min(sizes)), spots


@cache
def _corner_and_oval(rank: Rank, has_corner_sign: bool, size: str, large_print: bool) -> tuple[float, float, float]:
    """Where a face's corner sign goes (x, y of its unit square's top-left, mm) and the oval's scale
    (:func:`_oval_fit`): the sign sits right of the index; when that squeezes the oval too much, under it.
    The oval keeps clear of both corner groups and of the braille labels' area (:func:`_braille_area`)."""
    lay = _layout(size, large_print)
    w, h = lay.width, lay.height
    index_width = _advance(_index_tokens(rank)) * lay.index_cap / _cap()
    underline_depth = 0.2 * lay.index_cap if rank.value in ("6", "9") else 0.0
    sign_x, sign_y = lay.corner_x + index_width + 0.02 * w, lay.index_baseline - lay.index_cap / 2 - lay.sign / 2
    corner_right = sign_x + lay.sign if has_corner_sign else lay.corner_x + index_width
    corner_bottom = max(lay.index_baseline + underline_depth, sign_y + lay.sign if has_corner_sign else 0)
    braille = _braille_area(rank, size)
    fit = _oval_fit(size, large_print, round(corner_right, 2), round(corner_bottom, 2), braille)
    if has_corner_sign and fit < 0.8:
        sign_x, sign_y = lay.corner_x, lay.index_baseline + underline_depth + 0.015 * h
        corner_right = lay.corner_x + max(index_width, lay.sign)
        corner_bottom = sign_y + lay.sign
        fit = _oval_fit(size, large_print, round(corner_right, 2), round(corner_bottom, 2), braille)
    return sign_x, sign_y, fit


def _scaled_oval(lay: _Layout, scale: float) -> _Layout:
    if scale >= 1.0:
        return lay
    return dataclasses.replace(
        lay, oval_rx=lay.oval_rx * scale, oval_ry=lay.oval_ry * scale, big_cap=lay.big_cap * scale,
        big_width=lay.big_width * scale, big_sign=lay.big_sign * scale,
    )


def _draw_face(
    cv: _Canvas, parent: Any, face: _Face, *, prefix: str, size: str, large_print: bool,
    signs: bool | str | SignSystem, wild_colours: Sequence[ColorSign], x: float = 0.0, y: float = 0.0,
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
    sign_x, sign_y, fit = _corner_and_oval(face.rank, has_corner_sign, size, large_print)
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
               wild_colours=colours)
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
         width_px: float | None = None, bleed_mm: float = 0.0) -> SvgString:
    """The card back: a black field with a red oval leaning 25° and the word "unokit".

    Same sizes and options as :func:`card` (``bleed_mm``: the black field reaches into the bleed). Raises :class:`RenderError` for an unknown size or vision.
    """
    size, vision = _check_options(size, vision)
    w, h = CARD_SIZES[size]
    prefix = _check_prefix(id_prefix, "back")
    cv = _Canvas(w, h, prefix=prefix, width_px=width_px, vision=vision, bleed=check_bleed(bleed_mm))
    _draw_back(cv, cv.dwg, size=size)
    return cv.finish("Card back", "The back of a unokit card: a red oval with the word unokit on black.")


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




