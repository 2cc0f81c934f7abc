"""Card faces, backs, ColorADD reference cards, legends, hands and tables as SVG (svgwrite).

Built like python-chess's ``chess/svg.py``: plain functions with keyword-only options that return an
:class:`SvgString`, a ``str`` with ``_repr_svg_`` so Jupyter shows it. Shapes are defined once in
``<defs>`` and placed with ``<use>``; every id starts with a prefix that is unique per call (a
deterministic counter, or ``id_prefix``), so 108 cards can share one HTML page.

Units: card geometry is in millimetres; the root ``<svg>`` has ``width``/``height`` in mm (or in px
with ``width_px``) and a matching ``viewBox`` in mm. Text never depends on installed fonts: digits and
labels are outlines of Atkinson Hyperlegible Bold (SIL OFL 1.1) kept in ``svg_templates/glyphs.json``.

Accessibility (DESIGN.md contract 5): every picture has ``role="img"``, a ``<title>`` (the card's
accessible name, contract 1) and a ``<desc>`` (colour, ColorADD sign, what the card does), linked by
``aria-labelledby`` / ``aria-describedby``. Signs and indices are black or white, whichever contrasts
more with the colour behind them: at least 3:1 for signs (WCAG 2.1 SC 1.4.11) and 4.5:1 for the
index (SC 1.4.3) with unokit's palette. ColorADD® (Miguel Neiva) is a licensed system; unokit draws
its signs from their geometry (:mod:`unokit.coloradd`).

>>> from unokit.cards import Card
>>> svg = card(Card.parse("R7"), id_prefix="demo")
>>> svg.startswith("<svg") and 'role="img"' in svg and "<title id=\\"demo-title\\">Red 7</title>" in svg
True
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import svgwrite

import unokit
from unokit import coloradd
from unokit.cards import CLASSIC_COLORS, Card, Color, Rank
from unokit.coloradd import ColorSign
from unokit.errors import RenderError
from unokit.render import cvd
from unokit.rulebook import effect_text

__all__ = [
    "CARD_SIZES",
    "SvgString",
    "card",
    "back",
    "reference_card",
    "reference_parts",
    "legend",
    "hand",
    "table",
    "write_cards",
    "card_color_hex",
    "contrast_ratio",
    "ink_for",
    "templates_dir",
]

#: Card sizes in millimetres (width, height).
CARD_SIZES: dict[str, tuple[float, float]] = {"uno": (56.0, 88.0), "poker": (63.5, 88.9), "bridge": (57.0, 88.9)}

#: Build documents with svgwrite's validator on (the tests switch it on; it is slower).
DEBUG = False

_BLACK = "#000000"
_WHITE = "#ffffff"
_WILD_FIELD = "#1a1a1a"
_OUTLINE = "#4d4d4d"
_counter = itertools.count(1)

# What each action and Wild card does, in the words of the rule that gives the effect (classic)
_EFFECTS = {rank: effect_text(rank) for rank in Rank if not rank.is_number}


class SvgString(str):
    """An SVG document as a string; Jupyter displays it as a picture (``_repr_svg_``)."""

    def _repr_svg_(self) -> SvgString:
        return self


# --- templates ---------------------------------------------------------------------------------


def templates_dir() -> Path:
    """The ``svg_templates`` folder: inside the installed package (wheel), else the repository's
    top-level ``svg_templates/`` (editable install). Raises :class:`RenderError` if neither exists."""
    package = Path(unokit.__file__).resolve().parent
    for candidate in (package / "svg_templates", package.parent / "svg_templates"):
        if (candidate / "glyphs.json").is_file():
            return candidate
    raise RenderError(f"svg_templates/glyphs.json not found next to {package}; reinstall unokit")


@lru_cache(maxsize=1)
def _font() -> dict[str, Any]:
    data = json.loads((templates_dir() / "glyphs.json").read_text(encoding="utf-8"))
    data["glyphs"].update(data.pop("artwork"))
    return data


def _cap() -> float:
    return float(_font()["cap_height"])


def _advance(tokens: Sequence[str]) -> float:
    glyphs = _font()["glyphs"]
    return float(sum(glyphs[t]["advance"] for t in tokens))


def _tokens(text: str) -> list[str]:
    glyphs = _font()["glyphs"]
    return [c if c in glyphs else "?" for c in text]


# --- colour ------------------------------------------------------------------------------------


def _luminance(hex_color: str) -> float:
    """WCAG 2 relative luminance of ``#rrggbb``. Raises :class:`RenderError` for anything else."""
    text = hex_color.strip().lstrip("#") if isinstance(hex_color, str) else ""
    if not re.fullmatch(r"[0-9A-Fa-f]{6}", text):
        raise RenderError(f"colour {hex_color!r} is not a hex colour like '#d32f2f'")
    channels = []
    for i in (0, 2, 4):
        c = int(text[i : i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    r, g, b = channels
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(first: str, second: str) -> float:
    """WCAG 2 contrast ratio (1 to 21) of two ``#rrggbb`` colours (SC 1.4.3 / 1.4.11)."""
    a, b = sorted((_luminance(first), _luminance(second)), reverse=True)
    return (a + 0.05) / (b + 0.05)


def ink_for(background: str, vision: str = "normal") -> str:
    """Black or white, whichever contrasts more with ``background`` as seen with ``vision``
    (``"#000000"`` / ``"#ffffff"``, the colours before simulation).

    With a colour-vision deficiency the comparison is made between the simulated colours, i.e. the
    colours the face actually draws: a red field under deuteranopia is drawn #7e7e20, on which black
    reads 4.9:1 and white only 4.3:1. The better of the two always reaches at least 4.5:1, so signs meet
    3:1 (WCAG 2.1 SC 1.4.11) and the index meets 4.5:1 (SC 1.4.3) on any colour and any vision.
    Raises :class:`RenderError` for a malformed colour or an unknown vision (:data:`cvd.VISIONS`).
    """
    if vision == "normal":
        drawn, black, white = background, _BLACK, _WHITE
    else:
        drawn, black, white = (cvd.simulate_hex(c, vision) for c in (background, _BLACK, _WHITE))
    return _BLACK if contrast_ratio(drawn, black) >= contrast_ratio(drawn, white) else _WHITE


def _sign_of(color: Color | ColorSign | str) -> ColorSign:
    return coloradd.get(color)


def card_color_hex(color: Color | ColorSign | str | None, vision: str = "normal") -> str:
    """The printed colour of a card colour ``"#rrggbb"`` (Wilds, ``None``: the black field), as seen
    with ``vision`` (:data:`unokit.render.cvd.VISIONS`). Raises :class:`RenderError` for unknown input."""
    base = _WILD_FIELD if color is None else _sign_of(color).hex
    return base if vision == "normal" else cvd.simulate_hex(base, vision)


# --- the canvas: one SVG document --------------------------------------------------------------


def _n(value: float) -> str:
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _s(scale: float) -> str:
    """A scale factor with 5 significant digits (glyph scales are around 0.003)."""
    return f"{scale:.5g}"


def _check_options(size: str, vision: str) -> tuple[str, str]:
    """The names of :data:`CARD_SIZES` and :data:`cvd.VISIONS` that ``size`` and ``vision`` spell, in
    any case and with spaces around them (``"Poker"``, ``" Deuteranopia"``), as the command line and
    the print sheets read them. Raises :class:`RenderError` listing the allowed names otherwise."""
    key = size.strip().lower() if isinstance(size, str) else None
    if key not in CARD_SIZES:
        raise RenderError(f"unknown card size {size!r}; sizes are: {', '.join(CARD_SIZES)}")
    return key, cvd.canonical_vision(vision)


def _check_positive(name: str, value: float) -> None:
    """``value`` must be a finite number above 0 (not True, not a string, not infinity)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value < math.inf:
        raise RenderError(f"{name}={value!r} is not allowed; it must be a positive number")


def _check_prefix(prefix: str | None, default: str) -> str:
    if prefix is None:
        return f"uk{next(_counter)}-{default}"
    if not isinstance(prefix, str) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.-]*", prefix):
        raise RenderError(
            f"id_prefix {prefix!r} is not allowed; use letters, digits, '-', '_' or '.', starting with a letter"
        )
    return prefix


class _Canvas:
    """One SVG document: svgwrite drawing, per-document glyph definitions, colour simulation."""

    def __init__(self, width: float, height: float, *, prefix: str, width_px: float | None, vision: str):
        if width_px is not None:
            _check_positive("width_px", width_px)
            size = (_n(width_px), _n(width_px * height / width))
        else:
            size = (f"{_n(width)}mm", f"{_n(height)}mm")
        self.dwg = svgwrite.Drawing(
            size=size, viewBox=f"0 0 {_n(width)} {_n(height)}", debug=DEBUG, profile="full"
        )
        self.prefix = prefix
        self.vision = vision
        self._glyphs: dict[str, str] = {}

    def color(self, hex_color: str) -> str:
        return hex_color if self.vision == "normal" else cvd.simulate_hex(hex_color, self.vision)

    def ink_on(self, background: str) -> str:
        """:func:`ink_for` ``background`` as this canvas's vision draws it."""
        return ink_for(background, self.vision)

    def glyph(self, token: str) -> str:
        """Id of a glyph definition (a character or ``"skip"`` / ``"reverse"``), defined once."""
        ident = self._glyphs.get(token)
        if ident is None:
            name = token if len(token) > 1 else f"{ord(token):x}"
            ident = f"{self.prefix}-g{name}"
            self.dwg.defs.add(self.dwg.path(d=_font()["glyphs"][token]["d"], id=ident))
            self._glyphs[token] = ident
        return ident

    def glyph_row(self, tokens: Sequence[str], *, underline: bool = False, **extra: Any):
        """A group of glyph uses in font units (y up, baseline 0), optionally underlined."""
        group = self.dwg.g(**extra)
        x = 0.0
        glyphs = _font()["glyphs"]
        for token in tokens:
            if token != " ":
                group.add(self.dwg.use(f"#{self.glyph(token)}", x=_n(x)))
            x += glyphs[token]["advance"]
        if underline:
            group.add(self.dwg.rect(insert=(_n(40), -150), size=(_n(x - 80), 80)))
        return group

    def text(
        self, parent: Any, text: str, *, x: float, baseline: float, cap: float, fill: str,
        anchor: str = "start", max_width: float | None = None, **extra: Any,
    ) -> float:
        """Draw ``text`` with its cap height ``cap`` mm; returns its width in mm."""
        tokens = _tokens(text)
        width_units = _advance(tokens)
        scale = cap / _cap()
        if max_width is not None and width_units * scale > max_width:
            scale = max_width / width_units
        width = width_units * scale
        left = x - (width if anchor == "end" else width / 2 if anchor == "middle" else 0)
        parent.add(
            self.glyph_row(
                tokens, fill=fill,
                transform=f"translate({_n(left)} {_n(baseline)}) scale({_s(scale)} {_s(-scale)})", **extra,
            )
        )
        return width

    def sign(self, ident: str, colour: ColorSign, *, ink: str, paper: str) -> str:
        """Define a ColorADD sign (unit square) with the given ink and paper colours; returns its id."""
        group = self.dwg.g(id=ident)
        for shape in colour.shapes():
            group.add(
                self.dwg.path(d=shape.d, fill=self.color(ink if shape.role == "ink" else paper), fill_rule="evenodd")
            )
        self.dwg.defs.add(group)
        return ident

    def use_sign(self, parent: Any, ident: str, colour: ColorSign, *, x: float, y: float, size: float) -> None:
        """Place a defined sign with its unit square's top-left at (x, y) and side ``size`` mm."""
        if colour.metallic:  # the crescent reaches 0.185 left of the square
            x += 0.185 * size
        parent.add(self.dwg.use(f"#{ident}", transform=f"translate({_n(x)} {_n(y)}) scale({_s(size)})"))

    def finish(self, title: str, desc: str) -> SvgString:
        self.dwg.set_desc(title, desc)
        text = self.dwg.tostring()
        p = self.prefix
        # svgwrite does not know ARIA attributes; add them to the root element after validation.
        text = text.replace(
            "<svg ", f'<svg role="img" aria-labelledby="{p}-title" aria-describedby="{p}-desc" ', 1
        )
        text = text.replace("<title>", f'<title id="{p}-title">', 1).replace("<desc>", f'<desc id="{p}-desc">', 1)
        return SvgString(text)


# --- card faces ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Face:
    colour: ColorSign | None  # None: a Wild
    rank: Rank
    name: str


def _resolve(card_: Card | None, color: Any, rank: Rank | None) -> _Face:
    if card_ is not None:
        if color is not None or rank is not None:
            raise RenderError("give either a card or color= and rank=, not both")
        if not isinstance(card_, Card):
            raise RenderError(f"card must be a Card, not {card_!r}; parse codes with Card.parse('R7')")
        colour = None if card_.color is None else _sign_of(card_.color)
        return _Face(colour, card_.rank, card_.name)
    if not isinstance(rank, Rank):
        raise RenderError(f"rank must be a Rank (e.g. Rank.SEVEN), not {rank!r}")
    if rank.is_wild:
        if color is not None:
            raise RenderError(f"a {rank.title} has no colour; got color={color!r}")
        return _Face(None, rank, rank.title)
    if color is None:
        raise RenderError(f"a {rank.title} card needs color= (a Color or a ColorADD colour name)")
    colour = _sign_of(color)
    return _Face(colour, rank, f"{colour.title} {rank.title}")


def _index_tokens(rank: Rank) -> list[str]:
    if rank is Rank.SKIP:
        return ["skip"]
    if rank is Rank.REVERSE:
        return ["reverse"]
    if rank is Rank.DRAW_TWO:
        return ["+", "2"]
    if rank is Rank.WILD:
        return ["W"]
    if rank is Rank.WILD_DRAW_FOUR:
        return ["+", "4"]
    return [rank.value]


def _describe(face: _Face, *, signs: bool, vision: str, wild_colours: Sequence[ColorSign]) -> str:
    parts = []
    if face.colour is None:
        parts.append(
            "Black card with an oval in "
            + ", ".join(c.name for c in wild_colours)
            + (" showing the ColorADD sign of each colour." if signs else ".")
        )
    else:
        parts.append(f"{face.colour.title} card.")
        if signs:
            parts.append(f"ColorADD sign {face.colour.code_name}: {face.colour.describe()}.")
            if face.colour.note:
                parts.append(face.colour.note[0].upper() + face.colour.note[1:] + ".")
        else:
            parts.append("Drawn without ColorADD signs.")
    if face.rank.is_number:
        underline = " (underlined so it is not read as 6 or 9 upside down)" if face.rank.value in "69" else ""
        parts.append(f"Number {face.rank.value}{underline}: it can be played on the same colour or number.")
    else:
        parts.append(_EFFECTS[face.rank])
    if vision != "normal":
        parts.append(f"Colours as seen with {vision} (simulated).")
    return " ".join(parts)


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
    from unokit.render import sheets

    card_ = Card(None if rank.is_wild else Color.RED, rank)
    area = sheets.braille_area(card_, *CARD_SIZES[size])
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
    rim = [(rx * math.cos(2 * math.pi * k / 720), ry * math.sin(2 * math.pi * k / 720)) for k in range(720)]
    tilt_cos, tilt_sin = math.cos(math.radians(_TILT)), math.sin(math.radians(_TILT))

    def room(px: float, py: float, a0: float, a1: float) -> float:
        best = min(math.hypot(px - qx, py - qy) for qx, qy in rim) - 0.4  # the rim's white line, 0.8 mm wide
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
    cv: _Canvas, parent: Any, face: _Face, *, prefix: str, size: str, large_print: bool, signs: bool,
    wild_colours: Sequence[ColorSign], x: float = 0.0, y: float = 0.0,
) -> None:
    """Draw one face into ``parent`` with its top-left corner at (x, y) mm."""
    d = cv.dwg
    lay = _layout(size, large_print)
    w, h = lay.width, lay.height
    field = face.colour.hex if face.colour is not None else _WILD_FIELD
    ink = cv.ink_on(field)
    group = d.g(class_="unokit-card", transform=f"translate({_n(x)} {_n(y)})") if x or y else d.g(
        class_="unokit-card"
    )
    parent.add(group)
    radius = 0.07 * w
    group.add(d.rect(insert=(0, 0), size=(_n(w), _n(h)), rx=_n(radius), ry=_n(radius),
                     fill=cv.color(_WHITE), stroke=cv.color(_OUTLINE), stroke_width=0.3))
    b = lay.border
    group.add(d.rect(insert=(_n(b), _n(b)), size=(_n(w - 2 * b), _n(h - 2 * b)), rx=_n(radius - b * 0.6),
                     ry=_n(radius - b * 0.6), fill=cv.color(field)))

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
    if has_corner_sign:
        sign_id = cv.sign(f"{prefix}-sign", face.colour, ink=ink, paper=field)
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
            big_id = cv.sign(f"{prefix}-osign", face.colour, ink=_BLACK, paper=_WHITE)
            size_ = lay.big_sign * _CENTRE_SIGN
            sx, sy = _centre_sign_centre(lay)
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
            ident = cv.sign(f"{prefix}-w{i}", colour, ink=cv.ink_on(colour.hex), paper=colour.hex)
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


def _slug(face: _Face) -> str:
    colour = "" if face.colour is None else face.colour.name.replace(" ", "")
    return (colour + "-" if colour else "") + face.rank.value.replace("+", "p").lower()


def card(
    card: Card | None = None,
    *,
    color: Color | ColorSign | str | None = None,
    rank: Rank | None = None,
    size: str = "uno",
    large_print: bool = False,
    vision: str = "normal",
    signs: bool = True,
    wild_colors: Iterable[Color | ColorSign | str] | None = None,
    id_prefix: str | None = None,
    width_px: float | None = None,
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
        signs: ``False`` leaves the ColorADD signs out (to show why they matter).
        wild_colors: the colours shown in a Wild's oval (default: the classic four; 2 to 8, each once and
            no two with the same ColorADD sign, such as teal and light blue).
        id_prefix: prefix of every id in the document (default: ``uk<counter>-<card>``, unique per call).
        width_px: give the root width in px instead of mm (height follows the card's aspect ratio).

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
    cv = _Canvas(w, h, prefix=prefix, width_px=width_px, vision=vision)
    _draw_face(cv, cv.dwg, face, prefix=prefix, size=size, large_print=large_print, signs=signs,
               wild_colours=colours)
    return cv.finish(face.name, _describe(face, signs=signs, vision=vision, wild_colours=colours))


# --- back, reference cards, legend ------------------------------------------------------------


def back(*, size: str = "uno", vision: str = "normal", id_prefix: str | None = None,
         width_px: float | None = None) -> SvgString:
    """The card back: a black field with a red oval leaning 25° and the word "unokit".

    Same sizes and options as :func:`card`. Raises :class:`RenderError` for an unknown size or vision.
    """
    size, vision = _check_options(size, vision)
    w, h = CARD_SIZES[size]
    prefix = _check_prefix(id_prefix, "back")
    cv = _Canvas(w, h, prefix=prefix, width_px=width_px, vision=vision)
    _draw_back(cv, cv.dwg, size=size)
    return cv.finish("Card back", "The back of a unokit card: a red oval with the word unokit on black.")


def _draw_back(cv: _Canvas, parent: Any, *, size: str, x: float = 0.0, y: float = 0.0) -> None:
    """Draw a card back into ``parent`` with its top-left corner at (x, y) mm."""
    d = cv.dwg
    w, h = CARD_SIZES[size]
    lay = _layout(size, False)
    radius = 0.07 * w
    b = lay.border
    group = d.g(class_="unokit-back", transform=f"translate({_n(x)} {_n(y)})") if x or y else d.g(
        class_="unokit-back")
    parent.add(group)
    group.add(d.rect(insert=(0, 0), size=(_n(w), _n(h)), rx=_n(radius), ry=_n(radius), fill=cv.color(_WHITE),
                     stroke=cv.color(_OUTLINE), stroke_width=0.3))
    group.add(d.rect(insert=(_n(b), _n(b)), size=(_n(w - 2 * b), _n(h - 2 * b)), rx=_n(radius - b * 0.6),
                     ry=_n(radius - b * 0.6), fill=cv.color(_WILD_FIELD)))
    cx, cy = w / 2, h / 2
    oval = d.g(transform=f"rotate(-62 {_n(cx)} {_n(cy)})")
    group.add(oval)
    oval.add(d.ellipse(center=(_n(cx), _n(cy)), r=(_n(0.31 * h), _n(0.225 * w)),
                       fill=cv.color(coloradd.get("red").hex), stroke=cv.color(_WHITE), stroke_width=1.2))
    cv.text(oval, "unokit", x=cx, baseline=cy + 0.045 * h, cap=0.09 * h, fill=cv.color(_WHITE),
            anchor="middle", max_width=0.52 * h)




def _swatch(cv: _Canvas, parent: Any, colour: ColorSign, ident: str, *, x: float, y: float, side: float,
            signs: bool = True, width: float | None = None) -> float:
    """A rounded rectangle of the colour (``width`` x ``side`` mm, default square) and, right of it, the
    sign black on white as in the ColorADD chart. Returns the x where the row's text can start."""
    d = cv.dwg
    width = side if width is None else width
    parent.add(d.rect(insert=(_n(x), _n(y)), size=(_n(width), _n(side)), rx=_n(side * 0.14), ry=_n(side * 0.14),
                      fill=cv.color(colour.hex), stroke=cv.color(_OUTLINE), stroke_width=0.25))
    x += width + 0.12 * side
    if not signs:
        return x
    cv.sign(ident, colour, ink=_BLACK, paper=_WHITE)
    inner = side / (1.185 if colour.metallic else 1.0)
    cv.use_sign(parent, ident, colour, x=x, y=y + (side - inner) / 2, size=inner)
    return x + side + 0.2 * side


def _swatch_on_colour(cv: _Canvas, parent: Any, colour: ColorSign, ident: str, *, x: float, y: float,
                      side: float, signs: bool = True) -> None:
    """A square of the colour with its sign on it, black or white as on a card (the table's colour)."""
    d = cv.dwg
    parent.add(d.rect(insert=(_n(x), _n(y)), size=(_n(side), _n(side)), rx=_n(side * 0.14), ry=_n(side * 0.14),
                      fill=cv.color(colour.hex), stroke=cv.color(_OUTLINE), stroke_width=0.25))
    if signs:
        cv.sign(ident, colour, ink=cv.ink_on(colour.hex), paper=colour.hex)
        inset = side * (0.16 if not colour.metallic else 0.24)
        inner = side - 2 * inset - (0.185 * (side - 2 * inset) if colour.metallic else 0)
        cv.use_sign(parent, ident, colour, x=x + inset, y=y + inset, size=inner)


#: Text sizes on the reference cards (cap height, mm), one per role (the print review: one size per role;
#: --large-print multiplies all but the heading, already large, by :data:`_LARGE_REFERENCE`, as it enlarges
#: the corner index 1.4 times). A line too long for the card wraps; it never shrinks.
#: Body text (descriptions, tone names, the braille key) 1.7 mm is 7 pt; the colour names 2.4 mm, 10 pt.
_REFERENCE_CAPS = {"heading": 4.0, "name": 2.4, "body": 1.7, "credit": 1.45}
_LARGE_REFERENCE = 1.4
#: Rows a reference card holds: per card number, (normal, large print). Large print splits a card's rows
#: over several cards (parts) instead of shrinking the text.
_REFERENCE_ROWS = {1: (9, 5), 2: (20, 7), 3: (14, 7)}
_REFERENCE_HEADING = {1: "ColorADD", 2: "ColorADD tones", 3: "Braille key"}
_REFERENCE_TITLE = {1: "ColorADD: the nine colours", 2: "ColorADD: light and dark tones",
                    3: "Braille key: the card labels"}
_CREDIT = ("ColorADD\u00ae colour code by Miguel Neiva", "coloradd.net \u2013 signs drawn by unokit")


def _reference_colours(colors: Iterable[Color | ColorSign | str] | None) -> tuple[ColorSign, ...]:
    if colors is not None and (isinstance(colors, (str, bytes)) or not isinstance(colors, Iterable)):
        raise RenderError(f"colors must be a list of the deck's colours, not {colors!r}")
    colours = tuple(_sign_of(c) for c in (CLASSIC_COLORS if colors is None else colors))
    _distinct_colours("colors", colours)
    return colours


def _reference_entries(number: int, colours: Sequence[ColorSign]) -> list[Any]:
    """The rows of reference card ``number`` for a deck of ``colours``: ColorSigns (cards 1 and 2; teal
    and magenta only when the deck has them) or (braille, text) pairs (card 3, the braille key)."""
    if number == 1:
        return list(coloradd.NINE)
    if number == 2:
        names = {c.name for c in colours}
        return list(coloradd.TONES) + [coloradd.get(n) for n in ("teal", "magenta") if n in names]
    from unokit.render.sheets import braille_label

    rows: list[Any] = []
    for colour in colours:
        color = Color(colour.name) if colour.name in {c.value for c in Color} else None
        if color is None or color.letter is None:
            continue
        rows.append((braille_label(Card(color, Rank.SKIP))[0], f"{color.letter.lower()} = {colour.name}"))
    red = Color.RED
    rows += [
        (braille_label(Card(red, Rank.SEVEN))[1:], "#g = 7 (# then a-j: 1-9, 0)"),
        (braille_label(Card(red, Rank.SKIP))[1:], "s = Skip"),
        (braille_label(Card(red, Rank.REVERSE))[1:], "r = Reverse (second letter)"),
        (braille_label(Card(red, Rank.DRAW_TWO))[1:], "+#2 = Draw Two"),
        (braille_label(Card(None, Rank.WILD)), 'w = Wild, not "will"'),
        (braille_label(Card(None, Rank.WILD_DRAW_FOUR)), "w+#4 = Wild Draw Four"),
    ]
    return rows


def _check_reference(number: Any) -> int:
    if isinstance(number, bool) or number not in (1, 2, 3):
        raise RenderError(f"reference card number {number!r} is not allowed; there are cards 1, 2 and 3 "
                          "(3 is the braille key)")
    return int(number)


def reference_parts(number: int, *, large_print: bool = False,
                    colors: Iterable[Color | ColorSign | str] | None = None) -> int:
    """How many cards reference card ``number`` takes: 1, or more with ``large_print``, which keeps the
    text large and spreads the rows over several cards (:data:`_REFERENCE_ROWS`)."""
    number = _check_reference(number)
    rows = len(_reference_entries(number, _reference_colours(colors)))
    per_card = _REFERENCE_ROWS[number][1 if large_print else 0]
    return -(-rows // per_card)


def _wrap(text: str, cap: float, width: float) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` mm at cap height ``cap`` mm (a word
    longer than the line stays whole)."""
    scale = cap / _cap()
    lines: list[str] = []
    for word in text.split():
        if lines and _advance(_tokens(lines[-1] + " " + word)) * scale <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _braille_key_cells(cv: _Canvas, parent: Any, label: str, *, x: float, y: float, height: float) -> float:
    """Draw a braille label's cells as print (black raised dots, light grey empty places), scaled to
    ``height`` mm tall, top-left at (x, y). Returns the width drawn (mm)."""
    from unokit.render.sheets import BRAILLE_CELL_SPACING, BRAILLE_DOT, BRAILLE_DOT_SPACING

    full = 2 * BRAILLE_DOT_SPACING + BRAILLE_DOT
    scale = height / full
    d = cv.dwg
    r = BRAILLE_DOT / 2
    for i, char in enumerate(label):
        bits = ord(char) - 0x2800
        for dot in range(6):
            cx = x + scale * (r + i * BRAILLE_CELL_SPACING + (dot // 3) * BRAILLE_DOT_SPACING)
            cy = y + scale * (r + (dot % 3) * BRAILLE_DOT_SPACING)
            raised = bits & (1 << dot)
            parent.add(d.circle(center=(_n(cx), _n(cy)), r=_n(scale * r * (1 if raised else 0.45)),
                                fill=cv.color(_BLACK if raised else "#b3b3b3")))
    return scale * ((len(label) - 1) * BRAILLE_CELL_SPACING + full)


def reference_card(number: int, *, size: str = "uno", vision: str = "normal", id_prefix: str | None = None,
                   width_px: float | None = None, large_print: bool = False,
                   colors: Iterable[Color | ColorSign | str] | None = None, part: int = 1) -> SvgString:
    """A reference card, with the ColorADD credit on cards 1 and 2.

    ``number=1``: the nine ColorADD colours (red, yellow, blue, green, orange, purple, brown, white,
    black), each as a swatch with its sign, its name and its sign in words. ``number=2``: the tones of
    the full chart (light and dark of the seven hues, light and dark grey, gold, silver) and, when the
    deck's ``colors`` have them, the spectrum game's teal and magenta with the codes unokit uses for
    them (COLORADD.md, "Tones", "Spectrum game colours"). ``number=3``: the braille key: the labels are
    uncontracted (grade 1) UEB, and what each letter means for the deck's ``colors`` (default: the
    classic four).

    Text has one size per role (:data:`_REFERENCE_CAPS`), black on white (21:1, WCAG 1.4.3);
    ``large_print`` makes it 1.4 times larger and spreads the rows over :func:`reference_parts` cards,
    ``part`` (1-based) choosing which. Raises :class:`RenderError` for another number or part, or a
    colour of ``colors`` listed twice.
    """
    number = _check_reference(number)
    size, vision = _check_options(size, vision)
    w, h = CARD_SIZES[size]
    colours = _reference_colours(colors)
    entries = _reference_entries(number, colours)
    parts = reference_parts(number, large_print=large_print, colors=colours)
    if isinstance(part, bool) or part not in range(1, parts + 1):
        raise RenderError(f"part {part!r} is not allowed; reference card {number} has {parts} part(s) here")
    per_card = _REFERENCE_ROWS[number][1 if large_print else 0]
    rows = entries[(part - 1) * per_card:part * per_card]
    prefix = _check_prefix(id_prefix, f"reference{number}")
    cv = _Canvas(w, h, prefix=prefix, width_px=width_px, vision=vision)
    d = cv.dwg
    lay = _layout(size, False)
    b = lay.border
    radius = 0.07 * w
    d.add(d.rect(insert=(0, 0), size=(_n(w), _n(h)), rx=_n(radius), ry=_n(radius), fill=cv.color(_WHITE),
                 stroke=cv.color(_OUTLINE), stroke_width=0.3))
    black = cv.color(_BLACK)
    grow = _LARGE_REFERENCE if large_print else 1.0
    caps = {role: cap * (1.0 if role == "heading" else grow) for role, cap in _REFERENCE_CAPS.items()}
    left, right = b + 2.0, w - b - 1.5
    heading = _REFERENCE_HEADING[number] + (f" {part}/{parts}" if parts > 1 else "")
    top = b + 1.5
    for text in _wrap(heading, caps["heading"], right - left):
        top += caps["heading"]
        cv.text(d, text, x=w / 2, baseline=top, cap=caps["heading"], fill=black, anchor="middle")
        top += 0.4 * caps["heading"]
    top += 1.0
    bottom = h - b - 1.5
    body, line = caps["body"], caps["body"] * 1.4  # line: baseline to baseline
    if number in (1, 2):  # the credit at the foot of the ColorADD cards
        credit = [text for part_ in _CREDIT for text in _wrap(part_, caps["credit"], right - left)]
        for i, text in enumerate(reversed(credit)):
            cv.text(d, text, x=w / 2, baseline=bottom - i * caps["credit"] * 1.6, cap=caps["credit"], fill=black,
                    anchor="middle")
        bottom -= len(credit) * caps["credit"] * 1.6 + 1.0
    if number == 3:  # what kind of braille, before the rows
        for text in _wrap("Uncontracted (grade 1) UEB, lower case: the colour letter, then the number or "
                          "action. Each card has it twice: down the left edge, and turned, up the right.",
                          body, right - left):
            top += line
            cv.text(d, text, x=left, baseline=top, cap=body, fill=black)
        top += line * 0.6
    if number == 1:
        step = (bottom - top) / per_card
        side = min(step * 0.78, 6.2)
        for i, colour in enumerate(rows):
            y = top + i * step
            tx = _swatch(cv, d, colour, f"{prefix}-s{i}", x=left, y=y, side=side)
            baseline = y + caps["name"]
            cv.text(d, colour.name, x=tx, baseline=baseline, cap=caps["name"], fill=black)
            baseline += 0.35 * line
            words = colour.describe()  # the sign in words; for a mixture, what it mixes ("yellow + blue")
            words = words[words.index("(") + 1:words.index(")")] if "(" in words else words
            for text in _wrap(words, body, right - tx):
                baseline += line
                cv.text(d, text, x=tx, baseline=baseline, cap=body, fill=black)
    elif number == 2:
        # tones in columns (two, or one in large print), each name wrapped to its column; teal and magenta
        # (spectrum only) below them across the whole card, as "teal = light blue"
        tones = [c for c in rows if not c.note]
        extra = [c for c in rows if c.note]
        columns = 1 if large_print else 2
        per_column = -(-len(tones) // columns)
        step = (bottom - top) / max(per_column + len(extra), -(-per_card // columns))
        side = min(step * 0.82, 6.0 * grow)
        column_width = (right - left) / columns
        for i, colour in enumerate(tones + extra):
            column, row = divmod(i, per_column) if i < len(tones) else (0, per_column + i - len(tones))
            x = left + column * column_width
            y = top + row * step
            tx = _swatch(cv, d, colour, f"{prefix}-s{i}", x=x, y=y, side=side, width=side * 0.4)
            text = f"{colour.name} = {colour.code_name}" if colour.note else colour.name
            room = (right if colour.note else x + column_width) - tx - 0.8
            lines = _wrap(text, body, room)
            baseline = y + (side + body) / 2 - (len(lines) - 1) * line / 2
            for text_line in lines:
                cv.text(d, text_line, x=tx, baseline=baseline, cap=body, fill=black)
                baseline += line
    else:
        step = (bottom - top) / per_card
        cells = max(len(label) for label, _ in entries)
        cell_height = min(step * 0.7, 2.9 * grow)
        for i, (label, text) in enumerate(rows):
            y = top + i * step
            width = _braille_key_cells(cv, d, label, x=left, y=y + (step - cell_height) / 2, height=cell_height)
            tx = left + width / len(label) * cells + 1.5
            lines = _wrap(text, body, right - tx)
            baseline = y + step / 2 + body / 2 - (len(lines) - 1) * line / 2
            for text_line in lines:
                cv.text(d, text_line, x=tx, baseline=baseline, cap=body, fill=black)
                baseline += line
    if number == 1:
        desc = "The nine ColorADD colours with their signs: " + "; ".join(f"{c.name}: {c.describe()}" for c in rows)
    elif number == 2:
        desc = ("ColorADD tones: a light tone is the sign in a white frame, a dark tone the sign cut out of a "
                "black square. " + "; ".join(f"{c.name}: {c.describe()}" for c in rows if not c.note))
        if any(c.note for c in rows):
            desc += ". Teal and magenta are not ColorADD colours; unokit prints them as light blue and light purple"
    else:
        desc = ("Braille key. The labels are uncontracted (grade 1) Unified English Braille, lower case: the "
                "colour letter, then the number or action; each card has its label twice, down the left edge and, "
                "turned, up the right. " + "; ".join(f"{label} {text}" for label, text in rows))
    if number in (1, 2):
        desc += f". {_CREDIT[0]}; ColorADD is a licensed system, unokit draws its signs from their geometry"
    title = _REFERENCE_TITLE[number] + (f" ({part} of {parts})" if parts > 1 else "")
    return cv.finish(title, desc + ".")


def legend(colors: Iterable[Color | ColorSign | str] | None = None, *, vision: str = "normal",
           signs: bool = True, id_prefix: str | None = None, width_px: float | None = None) -> SvgString:
    """A sign legend: one row per colour with a swatch, its ColorADD sign, its name and the sign in words.

    ``colors`` defaults to the nine ColorADD colours; pass a preset's colours (e.g.
    ``rules.colors``) to explain one game. Teal and magenta rows say which code stands in for them.
    Width 150 mm, 10 mm per row. Raises :class:`RenderError` for an unknown colour or vision, or a
    colour listed twice.
    """
    if colors is not None and (isinstance(colors, (str, bytes)) or not isinstance(colors, Iterable)):
        raise RenderError(f"legend takes a list of colours, not {colors!r}")
    colours = tuple(_sign_of(c) for c in (coloradd.NINE if colors is None else colors))
    _distinct_colours("colors", colours)
    if not colours:
        raise RenderError("legend needs at least one colour")
    vision = _check_options("uno", vision)[1]
    prefix = _check_prefix(id_prefix, "legend")
    row, width = 10.0, 150.0
    height = row * len(colours) + 2
    cv = _Canvas(width, height, prefix=prefix, width_px=width_px, vision=vision)
    d = cv.dwg
    d.add(d.rect(insert=(0, 0), size=(_n(width), _n(height)), fill=cv.color(_WHITE)))
    black = cv.color(_BLACK)
    for i, colour in enumerate(colours):
        y = 1 + i * row
        tx = _swatch(cv, d, colour, f"{prefix}-s{i}", x=1, y=y + 0.5, side=row - 1, signs=signs)
        cv.text(d, colour.title, x=tx, baseline=y + 4.6, cap=3.2, fill=black, max_width=30)
        words = colour.describe()
        if colour.note:
            words = f"{colour.code_name}: {words} ({colour.note.split(';')[0]})"
        cv.text(d, words, x=tx, baseline=y + 8.4, cap=1.9, fill=black, max_width=width - tx - 2)
    names = ", ".join(c.name for c in colours)
    desc = "; ".join(f"{c.name}: {c.describe()}" + (f" ({c.note})" if c.note else "") for c in colours)
    return cv.finish(f"ColorADD legend: {names}", desc + ".")


# --- hands and tables ----------------------------------------------------------------------------

_GAP = 3.0  # mm between cards in a row
_BADGE = 9.0  # mm of space under a card for its "playable" badge


def _row_of_cards(
    cv: _Canvas, parent: Any, cards: Sequence[Card], *, x: float, y: float, legal: set[int] | None, size: str,
    large_print: bool, signs: bool, wild_colours: Sequence[ColorSign], prefix: str,
) -> None:
    w, h = CARD_SIZES[size]
    d = cv.dwg
    for i, card_ in enumerate(cards):
        face = _resolve(card_, None, None)
        left = x + i * (w + _GAP)
        group = d.g(class_="unokit-hand-card")
        parent.add(group)
        if legal is not None and i in legal:
            group.add(d.rect(insert=(_n(left - 1.3), _n(y - 1.3)), size=(_n(w + 2.6), _n(h + 2.6)),
                             rx=_n(0.07 * w + 1.3), ry=_n(0.07 * w + 1.3), fill="none",
                             stroke=cv.color(_BLACK), stroke_width=1.1, class_="unokit-legal"))
            badge_w = w * 0.8
            group.add(d.rect(insert=(_n(left + (w - badge_w) / 2), _n(y + h + 2)), size=(_n(badge_w), 6),
                             rx=1.5, ry=1.5, fill=cv.color(_BLACK)))
            cv.text(group, "playable", x=left + w / 2, baseline=y + h + 6.5, cap=3.0, fill=cv.color(_WHITE),
                    anchor="middle", max_width=badge_w - 2)
        _draw_face(cv, group, face, prefix=f"{prefix}-c{i}", size=size, large_print=large_print, signs=signs,
                   wild_colours=wild_colours, x=left, y=y)


def _hand_card(position: int, card_: Card | str) -> Card:
    """A card of a hand: a :class:`Card`, or its code (``"R7"``) as :func:`unokit.cards.parse_cards` reads it."""
    if isinstance(card_, str):
        from unokit.errors import InvalidCardError

        try:
            return Card.parse(card_)
        except InvalidCardError as error:
            raise RenderError(f"hand: the card at position {position}: {error}") from None
    if not isinstance(card_, Card):
        raise RenderError(f"hand: the card at position {position} must be a Card or a card code such as 'R7', not {card_!r}")
    return card_


def hand(
    cards: Iterable[Card | str], *, legal: Iterable[int] | None = None, size: str = "uno", large_print: bool = False,
    vision: str = "normal", signs: bool = True, wild_colors: Iterable[Color | ColorSign | str] | None = None,
    id_prefix: str | None = None, width_px: float | None = None,
) -> SvgString:
    """A hand as a row of faces, 3 mm apart, in the order given (:class:`Card` values or codes, ``"R7"``).

    ``legal`` holds the positions (0-based) of cards that can be played now: each gets a black
    outline and a "playable" text badge underneath, so the cue is not colour alone (WCAG 1.4.1).
    Raises :class:`RenderError` for an empty hand, a position out of range or listed twice, or a bad option.
    """
    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise RenderError(f"hand takes a list of cards (Card or card code), not {cards!r}")
    cards = [_hand_card(i, c) for i, c in enumerate(cards)]
    if not cards:
        raise RenderError("hand needs at least one card")
    if legal is not None and (isinstance(legal, (str, bytes)) or not isinstance(legal, Iterable)):
        raise RenderError(f"legal must be a list of card positions, not {legal!r}")
    legal = None if legal is None else list(legal)
    repeated = sorted({i for i in legal if legal.count(i) > 1}) if legal is not None else []
    if repeated:
        raise RenderError(f"legal lists position {repeated[0]} twice; list each playable position once")
    legal_set = None if legal is None else set(legal)
    if legal_set is not None and not legal_set <= set(range(len(cards))):
        raise RenderError(f"legal positions {sorted(legal_set)} must be between 0 and {len(cards) - 1}")
    size, vision = _check_options(size, vision)
    w, h = CARD_SIZES[size]
    colours = _wild_colours(wild_colors)
    prefix = _check_prefix(id_prefix, "hand")
    margin = 2.0
    width = 2 * margin + len(cards) * w + (len(cards) - 1) * _GAP
    height = 2 * margin + h + (_BADGE if legal_set is not None else 0)
    cv = _Canvas(width, height, prefix=prefix, width_px=width_px, vision=vision)
    _row_of_cards(cv, cv.dwg, cards, x=margin, y=margin, legal=legal_set, size=size, large_print=large_print,
                  signs=signs, wild_colours=colours, prefix=prefix)
    names = ", ".join(c.name for c in cards)
    title = f"Hand of {len(cards)} card{'s' if len(cards) != 1 else ''}: {names}"
    if legal_set is None:
        desc = f"Cards in hand, left to right: {names}."
    elif legal_set:
        desc = f"Playable now: {', '.join(cards[i].name for i in sorted(legal_set))}. Outlined and marked playable."
    else:
        desc = "No card can be played now."
    return cv.finish(title, desc)


def _legal_positions(game: Any, seat: int, cards: Sequence[Card]) -> set[int]:
    """Positions of cards a seat may play now (single-card plays among ``legal_moves``)."""
    moves = game.legal_moves(seat) if callable(getattr(game, "legal_moves", None)) else game.legal_moves
    playable = {m.cards[-1] for m in moves if getattr(m, "cards", ())}
    return {i for i, c in enumerate(cards) if c in playable}


def table(
    game: Any, *, seat: int | None = None, size: str = "uno", vision: str = "normal", signs: bool = True,
    wild_colors: Iterable[Color | ColorSign | str] | None = None, id_prefix: str | None = None,
    width_px: float | None = None,
) -> SvgString:
    """A static picture of the table: draw pile, discard pile top card, the colour to play, each seat's
    hand size and whose turn it is; with ``seat``, that seat's hand with its playable cards marked.

    ``game`` is duck-typed: it needs ``top`` (Card) and ``color`` (Color or None); it may have
    ``players``, ``hand_sizes`` or ``hands``, ``current``, ``direction``, ``draw_pile`` or
    ``draw_pile_size``, ``hand(seat)`` / ``hand`` and ``legal_moves`` (a :class:`unokit.game.Game` or
    a :class:`unokit.game.SeatView` works). Raises :class:`RenderError` for a bad option.
    """
    size, vision = _check_options(size, vision)
    w, h = CARD_SIZES[size]
    colours = _wild_colours(wild_colors)
    prefix = _check_prefix(id_prefix, "table")
    if not isinstance(getattr(game, "top", None), Card):
        raise RenderError(f"table needs a game or seat view with a top card, not {game!r}")
    top = game.top
    colour = getattr(game, "color", None)
    sizes = getattr(game, "hand_sizes", None)
    if sizes is None:
        sizes = tuple(len(cards) for cards in getattr(game, "hands", ()))
    players = tuple(getattr(game, "players", ()) or ())
    if len(players) != len(sizes):
        players = tuple(f"Seat {i}" for i in range(len(sizes)))
    current = getattr(game, "current", None)
    direction = getattr(game, "direction", 1)
    draw_size = getattr(game, "draw_pile_size", None)
    if draw_size is None:
        draw_size = len(getattr(game, "draw_pile", ()))
    own: list[Card] = []
    legal: set[int] | None = None
    if seat is not None:
        hand_of = getattr(game, "hand", None)
        own = list(hand_of(seat) if callable(hand_of) else hand_of or ())
        if own and hasattr(game, "legal_moves"):
            legal = _legal_positions(game, seat, own)
    margin = 4.0
    width = max(3 * w + 2 * 12 + 2 * margin, len(own) * (w + _GAP) - _GAP + 2 * margin if own else 0, 200.0)
    seats_height = 7.0 * max(len(sizes), 1) + 4
    pile_y = margin + seats_height
    height = pile_y + h + 14 + ((h + _BADGE + 12) if own else 0)
    cv = _Canvas(width, height, prefix=prefix, width_px=width_px, vision=vision)
    d = cv.dwg
    black = cv.color(_BLACK)
    d.add(d.rect(insert=(0, 0), size=(_n(width), _n(height)), fill=cv.color("#f2f2f2")))
    for i, (name, count) in enumerate(zip(players, sizes, strict=True)):
        marker = "> " if i == current else ""
        turn = "  (to play)" if i == current else ""
        cv.text(d, f"{marker}{name}: {count} card{'s' if count != 1 else ''}{turn}", x=margin,
                baseline=margin + 5 + 7 * i, cap=3.2, fill=black, max_width=width - 2 * margin)
    turn_words = "clockwise" if direction == 1 else "counter-clockwise"
    cv.text(d, f"Direction: {turn_words}", x=width - margin, baseline=margin + 5, cap=3.2, fill=black,
            anchor="end")
    # draw pile (a back), discard pile (top card), colour to play
    x0 = margin
    _draw_back(cv, d, size=size, x=x0, y=pile_y)
    cv.text(d, f"Draw pile: {draw_size}", x=x0 + w / 2, baseline=pile_y + h + 6, cap=3.2, fill=black,
            anchor="middle")
    x1 = x0 + w + 12
    _draw_face(cv, d, _resolve(top, None, None), prefix=f"{prefix}-top", size=size, large_print=False,
               signs=signs, wild_colours=colours, x=x1, y=pile_y)
    cv.text(d, "Discard pile", x=x1 + w / 2, baseline=pile_y + h + 6, cap=3.2, fill=black, anchor="middle")
    x2 = x1 + w + 12
    if colour is not None:
        sign = _sign_of(colour)
        _swatch_on_colour(cv, d, sign, f"{prefix}-colour", x=x2, y=pile_y + h / 2 - 15, side=30, signs=signs)
        cv.text(d, f"Colour: {sign.name}", x=x2, baseline=pile_y + h / 2 + 24, cap=3.2, fill=black)
    else:
        cv.text(d, "Colour: to be named", x=x2, baseline=pile_y + h / 2, cap=3.2, fill=black)
    if own:
        cv.text(d, f"Hand of {players[seat]}", x=margin, baseline=pile_y + h + 18, cap=3.2, fill=black)
        _row_of_cards(cv, d, own, x=margin + 1.5, y=pile_y + h + 23, legal=legal, size=size, large_print=False,
                      signs=signs, wild_colours=colours, prefix=f"{prefix}-h")
    colour_words = f"the colour to play is {_sign_of(colour).name}" if colour is not None else "no colour named yet"
    seats_words = "; ".join(f"{n} has {c} card{'s' if c != 1 else ''}" for n, c in zip(players, sizes, strict=True))
    desc = f"Top of the discard pile: {top.name}; {colour_words}; draw pile: {draw_size} {'card' if draw_size == 1 else 'cards'}; {seats_words}."
    if current is not None and 0 <= current < len(players):
        desc += f" {players[current]} is to play; play goes {turn_words}."
    if own:
        playable = [own[i].name for i in sorted(legal or ())]
        desc += f" Hand of {players[seat]}: {', '.join(c.name for c in own)}."
        if legal is not None:
            desc += f" Playable: {', '.join(playable) if playable else 'none'}."
    return cv.finish(f"Table: {top.name} on the discard pile", desc)


# --- a folder of card files (``unokit cards``) ---------------------------------------------------

_FORMATS = ("svg", "png")


def write_cards(
    rules: Any = "classic", out: str | Path = "cards", *, size: str = "uno", format: str = "svg",
    vision: str = "normal", large_print: bool = False, dpi: float = 300.0,
) -> list[Path]:
    """Write one file per distinct card of a preset's deck (``R7.svg``, ``W+4.svg``), the back
    (``back``), the two ColorADD reference cards (``reference-1``, ``reference-2``; with ``large_print``
    split into ``reference-1-1``, ``reference-1-2``, ...) and ``index.html``, a contact sheet showing them
    all with their accessible names as alt text. The braille key (reference card 3) is not written: these
    faces carry no braille; the print sheets do (:func:`unokit.render.sheets.sheet_pdf` with ``braille``).

    Args:
        rules: a preset name or :class:`unokit.rules.Rules`; its deck and colours are drawn.
        out: folder to write into (created if missing).
        format: ``"svg"`` or ``"png"`` (cairosvg, ``dpi`` dots per inch, written into each PNG as its
            resolution, so it prints at the card's true size in mm); any case, as ``size`` and
            ``vision`` (:func:`card`).

    Returns the paths written, ``index.html`` last. Raises :class:`RenderError` for a bad format,
    size or vision, :class:`~unokit.errors.RulesError` for an unknown preset, ``OSError`` if the
    folder cannot be written.
    """
    from html import escape
    from urllib.parse import quote

    from unokit.cards import make_deck
    from unokit.rules import Rules, find_preset

    key = format.strip().lower() if isinstance(format, str) else None
    if key not in _FORMATS:
        raise RenderError(f"unknown format {format!r}; formats are: {', '.join(_FORMATS)}")
    format = key
    size, vision = _check_options(size, vision)
    _check_positive("dpi", dpi)
    preset = rules if isinstance(rules, Rules) else find_preset(rules)
    folder = Path(out)
    folder.mkdir(parents=True, exist_ok=True)
    options = {"size": size, "vision": vision}
    pictures: list[tuple[str, str, SvgString]] = []
    for card_ in sorted(set(make_deck(preset.deck))):
        pictures.append((card_.code, card_.name, card(
            card_, large_print=large_print, wild_colors=preset.colors, id_prefix=f"card-{_file_id(card_.code)}",
            **options)))
    card_count = len(pictures)
    pictures.append(("back", "Card back", back(id_prefix="back", **options)))
    for number in (1, 2):  # not the braille key: no braille on these faces
        parts = reference_parts(number, large_print=large_print, colors=preset.colors)
        for part in range(1, parts + 1):
            stem = f"reference-{number}" + (f"-{part}" if parts > 1 else "")
            title = _REFERENCE_TITLE[number] + (f" ({part} of {parts})" if parts > 1 else "")
            pictures.append((stem, title, reference_card(number, id_prefix=stem, large_print=large_print,
                                                         colors=preset.colors, part=part, **options)))
    written = []
    width_mm = CARD_SIZES[size][0]
    for stem, _name, text in pictures:
        path = folder / f"{stem}.{format}"
        if format == "svg":
            path.write_text(text + "\n", encoding="utf-8")
        else:
            import cairosvg

            width_px = round(width_mm / 25.4 * dpi)
            png = cairosvg.svg2png(bytestring=text.encode("utf-8"), output_width=width_px)
            path.write_bytes(_png_with_resolution(png, round(width_px / (width_mm / 1000))))
        written.append(path)
    title = f"unokit cards: {preset.name}" + (f" as seen with {vision}" if vision != "normal" else "")
    figures = "\n".join(
        f'<figure><img src="{quote(path.name)}" alt="{escape(name)}" width="{_n(width_mm * 3)}">'
        f"<figcaption>{escape(stem)}</figcaption></figure>"
        for (stem, name, _text), path in zip(pictures, written, strict=True)
    )
    html = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{escape(title)}</title>
<style>
body {{ font-family: system-ui, sans-serif; margin: 1.5rem; background: #f2f2f2; color: #000; }}
main {{ display: flex; flex-wrap: wrap; gap: 12px; }}
figure {{ margin: 0; text-align: center; }}
figure img {{ display: block; height: auto; }}
figcaption {{ font-size: 0.9rem; margin-top: 4px; }}
</style>
</head>
<body>
<h1>{escape(title)}</h1>
<p>{card_count} distinct cards of the {escape(preset.name)} deck ({escape(size)} size), the back, the
ColorADD reference cards. ColorADD&reg; is a colour code by Miguel Neiva (coloradd.net), used under
its licence terms; unokit draws its signs from their geometry.</p>
<main>
{figures}
</main>
</body>
</html>
"""
    index = folder / "index.html"
    index.write_text(html, encoding="utf-8")
    written.append(index)
    return written


def _png_with_resolution(png: bytes, pixels_per_metre: int) -> bytes:
    """``png`` with a pHYs chunk (PNG 1.2 section 4.2.4.2) saying ``pixels_per_metre`` in both directions,
    so that a program that prints or places the picture shows it at its true size (cairosvg writes no
    resolution, which image viewers and word processors then take as 72 or 96 dpi). The chunk goes right
    after IHDR, before the image data, as the specification requires; a pHYs already there is replaced.
    The pixels are not touched."""
    import struct
    import zlib

    signature, position = png[:8], 8
    chunks: list[bytes] = []
    while position < len(png):
        (length,) = struct.unpack(">I", png[position:position + 4])
        end = position + 12 + length
        if png[position + 4:position + 8] != b"pHYs":
            chunks.append(png[position:end])
        position = end
    body = b"pHYs" + struct.pack(">IIB", pixels_per_metre, pixels_per_metre, 1)  # unit 1: the metre
    phys = struct.pack(">I", 9) + body + struct.pack(">I", zlib.crc32(body))
    return signature + chunks[0] + phys + b"".join(chunks[1:])


def _file_id(code: str) -> str:
    return code.replace("+", "p").lower()
