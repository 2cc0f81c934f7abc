"""Where things sit on a card face, in mm: the layout of a card size, the oval's scale that keeps it clear of
the corner index, the corner sign and the braille labels' areas, the centre index and signs of large print, and
the Wild's sectors and where their signs fit (COLORADD.md, "Card layout rules"). Pure geometry: the drawing is
:mod:`unokit.render.faces`."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

from unokit.cards import Card, Color, Rank
from unokit.render.braille import CORNER_GAP, CORNER_MARGIN, braille_area
from unokit.render.canvas import CARD_SIZES, _advance, _cap
from unokit.render.describe import _index_tokens


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
_UNDERLINE = 0.2  # depth of the 6/9 underline below the corner index's baseline, as a fraction of its cap height


@cache
def _oval_fit(size: str, large_print: bool, right: float, bottom: float,
              braille: tuple[float, float, float] | None = None,
              corner_label: tuple[float, float, float, float] | None = None) -> float:
    """Largest scale (<= 1, in steps of 0.02) of the oval that keeps it ``_OVAL_MARGIN`` mm clear of
    the corner box (0, 0)-(right, bottom), of the braille label's area ``braille`` = (right, top,
    bottom) along the left edge and of a corner label's box ``corner_label`` = (left, top, right, bottom)
    (and, by symmetry, of their turned twins)."""
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
            if (x < right and y < bottom) or (braille is not None and x < strip_right and strip_top < y < strip_bottom) \
                    or (corner_label is not None and corner_label[0] - _BRAILLE_MARGIN < x < corner_label[2] + _BRAILLE_MARGIN
                        and corner_label[1] - _BRAILLE_MARGIN < y < corner_label[3] + _BRAILLE_MARGIN):
                clear = False
                break
        if clear:
            return round(scale, 2)
        scale -= 0.02
    return round(scale, 2)


def corner_label_top(size: str, large_print: bool) -> float:
    """Where the corner braille labels' first line starts on a card of ``size`` (mm from the top cut to the
    dots' top edges): :data:`unokit.render.braille.CORNER_GAP` below the lowest point of the corner index
    (its 6/9 underline included), and never nearer the cut than :data:`~unokit.render.braille.CORNER_MARGIN`."""
    lay = _layout(size, large_print)
    return round(max(CORNER_MARGIN, lay.index_baseline + _UNDERLINE * lay.index_cap + CORNER_GAP), 3)


def _corner_label_box(rank: Rank, size: str, large_print: bool) -> tuple[float, float, float, float]:
    """The box (left, top, right, bottom; mm, card coordinates) a corner braille label of this rank covers."""
    card_ = Card(None if rank.is_wild else Color.RED, rank)
    area = braille_area(card_, *CARD_SIZES[size], corner_top=corner_label_top(size, large_print))
    return round(area.x, 2), round(area.y, 2), round(area.right, 2), round(area.bottom, 2)


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
def _corner_and_oval(rank: Rank, has_corner_sign: bool, size: str, large_print: bool,
                     corner_braille: bool = False) -> tuple[float, float, float]:
    """Where a face's corner sign goes (x, y of its unit square's top-left, mm) and the oval's scale
    (:func:`_oval_fit`): the sign sits right of the index; when that squeezes the oval too much, under it.
    The oval keeps clear of both corner groups and of the braille labels' area on the edges
    (:func:`_braille_area`, on every face so that every face looks the same with and without braille), and
    with ``corner_braille`` also of the corner labels' box (:func:`_corner_label_box`), which lies under the
    index, where the sign then never moves."""
    lay = _layout(size, large_print)
    w, h = lay.width, lay.height
    index_width = _advance(_index_tokens(rank)) * lay.index_cap / _cap()
    underline_depth = _UNDERLINE * lay.index_cap if rank.value in ("6", "9") else 0.0
    sign_x, sign_y = lay.corner_x + index_width + 0.02 * w, lay.index_baseline - lay.index_cap / 2 - lay.sign / 2
    corner_right = sign_x + lay.sign if has_corner_sign else lay.corner_x + index_width
    corner_bottom = max(lay.index_baseline + underline_depth, sign_y + lay.sign if has_corner_sign else 0)
    braille = _braille_area(rank, size)
    label = _corner_label_box(rank, size, large_print) if corner_braille else None
    fit = _oval_fit(size, large_print, round(corner_right, 2), round(corner_bottom, 2), braille, label)
    if has_corner_sign and fit < 0.8 and not corner_braille:
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
