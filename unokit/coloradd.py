"""The ColorADD sign model: a colour is drawn from what it is made of.

ColorADD (Miguel Neiva, 2010; ColorAdd® is a licensed system) names colours with shapes. Three
primary signs combine the way paints mix, and white / black squares give tones (COLORADD.md, "The
nine colours" and "Tones"):

- the primaries: yellow is a bar, red a triangle with its right angle at the top-left, blue the same
  triangle turned 180°; mixtures put their signs together (green = bar + blue triangle);
- white is a rounded-square outline, black the filled square;
- a *light* tone is a sign inside the white outline, a *dark* tone the sign cut out of the black square;
  greys put a small square inside; gold and silver add a "(" crescent on the left.

This module holds geometry only (no SVG library): every sign is a tuple of :class:`Shape` values whose
``d`` is SVG path data in the unit square (origin top-left, y down; COLORADD.md, "Geometry"). The
renderer (:mod:`unokit.render.svg`) scales them to millimetres. unokit draws the signs from this
geometry; no ColorADD artwork is copied.

>>> get("green").describe()
'bar and blue triangle (yellow + blue)'
>>> [shape.role for shape in get("dark red").shapes()]
['ink', 'paper']
>>> get(Color.TEAL).code_name
'light blue'
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from functools import cache

from unokit.cards import Color
from unokit.errors import RenderError

__all__ = [
    "Primary",
    "Tone",
    "Shape",
    "ColorSign",
    "get",
    "NINE",
    "TONES",
    "ALL",
    "primary_shapes",
    "UNFRAMED_SCALE",
    "SIGN_BOX",
]


class Primary(enum.Enum):
    """The three ColorADD primaries; ``value`` is the colour word."""

    RED = "red"
    YELLOW = "yellow"
    BLUE = "blue"


class Tone(enum.Enum):
    """How the primaries sit: alone (``PURE``), in the white outline (``LIGHT``) or cut out of the
    black square (``DARK``). White is ``LIGHT`` with no primary, black is ``DARK`` with none."""

    PURE = "pure"
    LIGHT = "light"
    DARK = "dark"


@dataclass(frozen=True)
class Shape:
    """One filled part of a sign.

    ``d`` is SVG path data in unit-square coordinates (fill rule even-odd). ``role`` is ``"ink"``
    (drawn in the sign colour) or ``"paper"`` (drawn in the colour behind the sign: the white cut out
    of a dark tone's black square).
    """

    d: str
    role: str = "ink"


#: Inside a frame, signs live in this box of the unit square (COLORADD.md, "Geometry").
SIGN_BOX = (0.204, 0.796)
#: Without a frame a sign is drawn this much larger, about the centre of the unit square.
UNFRAMED_SCALE = 1.32

_FRAME_RADIUS = 0.242
_FRAME_STROKE = 0.091
_BAR = ((0.269, 0.731), (0.731, 0.269))
_BAR_WIDTH = 0.129
_LEG = 0.435
_CORNER_RADIUS = 0.072
_GREY_SIDE = 0.36
_GREY_RADIUS = 0.078
_CRESCENT_SHIFT = 0.185
_CRESCENT_GROW = 0.09


def _f(value: float) -> str:
    text = f"{value:.4f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _point(x: float, y: float) -> str:
    return f"{_f(x)} {_f(y)}"


def _rounded_rect(x: float, y: float, w: float, h: float, r: float) -> str:
    """Closed path of a rounded rectangle, clockwise."""
    return (
        f"M{_point(x + r, y)}H{_f(x + w - r)}A{_f(r)} {_f(r)} 0 0 1 {_point(x + w, y + r)}"
        f"V{_f(y + h - r)}A{_f(r)} {_f(r)} 0 0 1 {_point(x + w - r, y + h)}"
        f"H{_f(x + r)}A{_f(r)} {_f(r)} 0 0 1 {_point(x, y + h - r)}"
        f"V{_f(y + r)}A{_f(r)} {_f(r)} 0 0 1 {_point(x + r, y)}Z"
    )


def _transform(points: list[tuple[float, float]], scale: float, dx: float, dy: float):
    """Scale about the unit-square centre, then shift."""
    return [(0.5 + (x - 0.5) * scale + dx, 0.5 + (y - 0.5) * scale + dy) for x, y in points]


def _rounded_triangle(vertices: list[tuple[float, float]], scale: float, dx: float, dy: float) -> str:
    """A triangle with every corner rounded by ``_CORNER_RADIUS`` (shrink by r, then grow by r).

    ``vertices`` are the sharp corners (clockwise on screen) in frame coordinates; the whole sign is
    scaled by ``scale`` about the centre and shifted by (dx, dy) afterwards.
    """
    (ax, ay), (bx, by), (cx, cy) = vertices
    a, b, c = math.dist((bx, by), (cx, cy)), math.dist((ax, ay), (cx, cy)), math.dist((ax, ay), (bx, by))
    perimeter = a + b + c
    ix, iy = (a * ax + b * bx + c * cx) / perimeter, (a * ay + b * by + c * cy) / perimeter  # incentre
    area = abs((bx - ax) * (cy - ay) - (cx - ax) * (by - ay)) / 2
    inradius = 2 * area / perimeter
    r = _CORNER_RADIUS
    k = (inradius - r) / inradius
    inner = [(ix + (x - ix) * k, iy + (y - iy) * k) for x, y in vertices]
    inner = _transform(inner, scale, dx, dy)
    r *= scale
    # outward normals of the edges (vertices are clockwise on screen, y down)
    normals = []
    for i in range(3):
        (x0, y0), (x1, y1) = inner[i], inner[(i + 1) % 3]
        length = math.dist((x0, y0), (x1, y1))
        normals.append(((y0 - y1) / length * -1, (x1 - x0) / length * -1))
    parts = []
    for i in range(3):
        (x0, y0), (x1, y1) = inner[i], inner[(i + 1) % 3]
        nx, ny = normals[i]
        start = (x0 + r * nx, y0 + r * ny)
        end = (x1 + r * nx, y1 + r * ny)
        mx, my = normals[(i + 1) % 3]
        arc_end = (x1 + r * mx, y1 + r * my)
        if i == 0:
            parts.append("M" + _point(*start))
        parts.append("L" + _point(*end))
        parts.append(f"A{_f(r)} {_f(r)} 0 0 1 {_point(*arc_end)}")
    return "".join(parts) + "Z"


def _bar(scale: float) -> str:
    """The yellow bar: a stadium around the 45° centre line, round caps."""
    (x0, y0), (x1, y1) = _transform(list(_BAR), scale, 0, 0)
    half = _BAR_WIDTH * scale / 2
    length = math.dist((x0, y0), (x1, y1))
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    nx, ny = -uy * half, ux * half
    return (
        f"M{_point(x0 + nx, y0 + ny)}L{_point(x1 + nx, y1 + ny)}"
        f"A{_f(half)} {_f(half)} 0 0 0 {_point(x1 - nx, y1 - ny)}"
        f"L{_point(x0 - nx, y0 - ny)}A{_f(half)} {_f(half)} 0 0 0 {_point(x0 + nx, y0 + ny)}Z"
    )


_LO, _HI = SIGN_BOX
_RED = [(_LO, _LO), (_LO + _LEG, _LO), (_LO, _LO + _LEG)]  # right angle top-left
_BLUE = [(_HI, _HI), (_HI - _LEG, _HI), (_HI, _HI - _LEG)]  # right angle bottom-right
_VISIBLE = 0.333  # visible size of a rounded triangle (legs shrunk by r, grown by r)


@cache
def primary_shapes(primaries: frozenset[Primary], *, framed: bool) -> tuple[str, ...]:
    """Path data of the primary signs for a mixture, in the unit square.

    ``framed=True`` places them in the frame's sign box [0.204, 0.796]²; ``framed=False`` draws them
    :data:`UNFRAMED_SCALE` (1.32×) larger about the centre (COLORADD.md, "Geometry"). Positions:
    a triangle alone is centred; with the bar, triangles keep their corners; red + blue alone
    (purple) share one horizontal band.
    """
    scale = 1.0 if framed else UNFRAMED_SCALE
    red, yellow, blue = (p in primaries for p in (Primary.RED, Primary.YELLOW, Primary.BLUE))
    paths = []
    red_cw, blue_cw = _RED, _BLUE  # both listed clockwise on screen (y down)
    centred = 0.5 - _VISIBLE / 2  # where a lone triangle's visible box starts
    if yellow:
        paths.append(_bar(scale))
        if red:
            paths.append(_rounded_triangle(red_cw, scale, 0, 0))
        if blue:
            paths.append(_rounded_triangle(blue_cw, scale, 0, 0))
    elif red and blue:  # purple: both on the band y 0.334-0.667
        shift = centred - _LO
        paths.append(_rounded_triangle(red_cw, scale, 0, shift * scale))
        paths.append(_rounded_triangle(blue_cw, scale, 0, -shift * scale))
    elif red:
        shift = (centred - _LO) * scale
        paths.append(_rounded_triangle(red_cw, scale, shift, shift))
    elif blue:
        shift = (_HI - _VISIBLE - centred) * scale
        paths.append(_rounded_triangle(blue_cw, scale, -shift, -shift))
    return tuple(paths)


_FRAME_OUTER = _rounded_rect(0, 0, 1, 1, _FRAME_RADIUS)
_FRAME_INNER = _rounded_rect(
    _FRAME_STROKE, _FRAME_STROKE, 1 - 2 * _FRAME_STROKE, 1 - 2 * _FRAME_STROKE, _FRAME_RADIUS - _FRAME_STROKE
)
_GREY = _rounded_rect(0.5 - _GREY_SIDE / 2, 0.5 - _GREY_SIDE / 2, _GREY_SIDE, _GREY_SIDE, _GREY_RADIUS)


def _rounded_rect_x_range(y: float, x0: float, y0: float, w: float, h: float, r: float):
    """x-interval of a rounded rectangle at height ``y``, or None outside it."""
    if not y0 <= y <= y0 + h:
        return None
    dy = max(y0 + r - y, y - (y0 + h - r), 0.0)
    inset = r - math.sqrt(max(r * r - dy * dy, 0.0)) if dy > 0 else 0.0
    return x0 + inset, x0 + w - inset


@cache
def _crescent() -> str:
    """The gold/silver "(": the square shifted left by 0.185 minus the square grown by 0.09."""
    left: list[tuple[float, float]] = []
    right: list[tuple[float, float]] = []
    steps = 40
    for i in range(steps + 1):
        y = i / steps
        shifted = _rounded_rect_x_range(y, -_CRESCENT_SHIFT, 0, 1, 1, _FRAME_RADIUS)
        grown = _rounded_rect_x_range(
            y, -_CRESCENT_GROW, -_CRESCENT_GROW, 1 + 2 * _CRESCENT_GROW, 1 + 2 * _CRESCENT_GROW,
            _FRAME_RADIUS + _CRESCENT_GROW,
        )
        if shifted is None or grown is None or shifted[0] >= grown[0]:
            continue
        left.append((shifted[0], y))
        right.append((min(shifted[1], grown[0]), y))
    points = left + right[::-1]
    return "M" + "L".join(_point(x, y) for x, y in points) + "Z"


@dataclass(frozen=True)
class ColorSign:
    """A colour with its ColorADD code: what it is made of, its name and its display colour.

    Attributes:
        name: the colour's name, lower case (``"green"``, ``"light blue"``, ``"teal"``).
        hex: the sRGB colour unokit prints for it, ``"#rrggbb"``.
        primaries: the primaries mixed (empty for white, black, greys).
        tone: :class:`Tone` — pure, light (white outline) or dark (black square).
        grey: a small square inside the frame (light / dark grey, silver).
        metallic: the "(" crescent of gold and silver.
        note: why the code was chosen when ColorADD has no sign of its own (teal, magenta).
    """

    name: str
    hex: str
    primaries: frozenset[Primary] = frozenset()
    tone: Tone = Tone.PURE
    grey: bool = False
    metallic: bool = False
    note: str = ""

    @property
    def framed(self) -> bool:
        """True when the frame is part of the code (white, black, tones, greys, teal, magenta)."""
        return self.tone is not Tone.PURE

    @property
    def title(self) -> str:
        """Capitalised name for titles: ``"Light Blue"``."""
        return " ".join(word.capitalize() for word in self.name.split())

    @property
    def code_name(self) -> str:
        """The ColorADD colour this code spells (``"light blue"`` for teal, else the name)."""
        hues = _NAME_OF_PRIMARIES.get(self.primaries, "")
        if self.metallic:
            return "gold" if self.tone is Tone.DARK else "silver"
        if self.grey:
            return f"{self.tone.value} grey"
        if not hues:
            return "white" if self.tone is Tone.LIGHT else "black"
        return hues if self.tone is Tone.PURE else f"{self.tone.value} {hues}"

    def describe(self) -> str:
        """The sign in words, for ``<desc>`` and screen readers: ``'bar and blue triangle (yellow + blue)'``."""
        parts = []
        if Primary.YELLOW in self.primaries:
            parts.append("bar")
        if Primary.RED in self.primaries:
            parts.append("red triangle")
        if Primary.BLUE in self.primaries:
            parts.append("blue triangle")
        mixture = " + ".join(p.value for p in Primary if p in self.primaries)
        if self.grey:
            parts.append("small square")
        text = " and ".join(parts) if len(parts) < 3 else ", ".join(parts[:-1]) + " and " + parts[-1]
        if mixture and len(self.primaries) > 1:
            text += f" ({mixture})"
        if self.tone is Tone.LIGHT:
            text = f"{text} in a white frame" if text else "white frame"
        elif self.tone is Tone.DARK:
            text = f"{text} cut out of a black square" if text else "black square"
        if self.metallic:
            text += " with a crescent on the left"
        return text

    def shapes(self, *, framed: bool | None = None) -> tuple[Shape, ...]:
        """The sign as :class:`Shape` paths in unit-square coordinates (y down).

        ``framed`` (default: :attr:`framed`) draws the primaries at frame size; without a frame they
        are 1.32× larger. Gold and silver reach left of the square (x down to -0.185).
        """
        return _shapes(self, self.framed if framed is None else framed)


@cache
def _shapes(colour: ColorSign, framed: bool) -> tuple[Shape, ...]:
    shapes: list[Shape] = []
    inner_role = "ink"
    if colour.tone is Tone.LIGHT:
        shapes.append(Shape(_FRAME_OUTER + _FRAME_INNER))
    elif colour.tone is Tone.DARK:
        shapes.append(Shape(_FRAME_OUTER))
        inner_role = "paper"
    if colour.grey:
        shapes.append(Shape(_GREY, inner_role))
    shapes.extend(Shape(d, inner_role) for d in primary_shapes(colour.primaries, framed=framed))
    if colour.metallic:
        shapes.append(Shape(_crescent()))
    return tuple(shapes)


_P = Primary
_NAME_OF_PRIMARIES = {
    frozenset({_P.RED}): "red",
    frozenset({_P.YELLOW}): "yellow",
    frozenset({_P.BLUE}): "blue",
    frozenset({_P.YELLOW, _P.BLUE}): "green",
    frozenset({_P.RED, _P.YELLOW}): "orange",
    frozenset({_P.RED, _P.BLUE}): "purple",
    frozenset({_P.RED, _P.YELLOW, _P.BLUE}): "brown",
}
_HUE_HEX = {
    "red": "#d32f2f",
    "yellow": "#fbc800",
    "blue": "#1565c0",
    "green": "#2e7d32",
    "orange": "#f57c00",
    "purple": "#6a1b9a",
    "brown": "#795548",
}
_LIGHT_HEX = {
    "red": "#f4a6a6",
    "yellow": "#fff0a0",
    "blue": "#9cc8f2",
    "green": "#a5d6a7",
    "orange": "#ffcc80",
    "purple": "#ce93d8",
    "brown": "#c8a898",
}
_DARK_HEX = {
    "red": "#8b1414",
    "yellow": "#b08a00",
    "blue": "#0b2f6b",
    "green": "#14451a",
    "orange": "#a34f00",
    "purple": "#3b0b5c",
    "brown": "#3e2a22",
}


def _build() -> dict[str, ColorSign]:
    table: dict[str, ColorSign] = {}
    for primaries, hue in _NAME_OF_PRIMARIES.items():
        table[hue] = ColorSign(hue, _HUE_HEX[hue], primaries)
    table["white"] = ColorSign("white", "#ffffff", tone=Tone.LIGHT)
    table["black"] = ColorSign("black", "#1a1a1a", tone=Tone.DARK)
    for primaries, hue in _NAME_OF_PRIMARIES.items():
        table[f"light {hue}"] = ColorSign(f"light {hue}", _LIGHT_HEX[hue], primaries, Tone.LIGHT)
        table[f"dark {hue}"] = ColorSign(f"dark {hue}", _DARK_HEX[hue], primaries, Tone.DARK)
    table["light grey"] = ColorSign("light grey", "#c6c6c6", tone=Tone.LIGHT, grey=True)
    table["dark grey"] = ColorSign("dark grey", "#595959", tone=Tone.DARK, grey=True)
    table["gold"] = ColorSign("gold", "#c9a227", frozenset({_P.YELLOW}), Tone.DARK, metallic=True)
    table["silver"] = ColorSign("silver", "#b8b8b8", tone=Tone.LIGHT, grey=True, metallic=True)
    note = "ColorADD has no {0}; unokit uses the nearest code, {1}"
    table["teal"] = ColorSign(
        "teal", "#26a69a", frozenset({_P.BLUE}), Tone.LIGHT, note=note.format("teal", "light blue")
    )
    table["magenta"] = ColorSign(
        "magenta", "#c2185b", frozenset({_P.RED, _P.BLUE}), Tone.LIGHT,
        note=note.format("magenta", "light purple"),
    )
    return table


_TABLE = _build()
_ALIASES = {"violet": "purple", "gray": "grey"}

#: The nine ColorADD colours, in the order of the first reference card.
NINE: tuple[ColorSign, ...] = tuple(
    _TABLE[n] for n in ("red", "yellow", "blue", "green", "orange", "purple", "brown", "white", "black")
)
#: The tones of the full chart (second reference card): light and dark of the seven hues, greys, gold, silver.
TONES: tuple[ColorSign, ...] = tuple(
    _TABLE[f"{tone} {hue}"]
    for hue in ("red", "yellow", "blue", "green", "orange", "purple", "brown")
    for tone in ("light", "dark")
) + tuple(_TABLE[n] for n in ("light grey", "dark grey", "gold", "silver"))
#: Every colour unokit can draw, by name (the nine, the tones, teal and magenta).
ALL: dict[str, ColorSign] = dict(_TABLE)


def get(colour: Color | ColorSign | str) -> ColorSign:
    """The :class:`ColorSign` of a card :class:`~unokit.cards.Color`, a name, or a ColorSign itself.

    Names are case-insensitive (``"Light Blue"``, ``"dark grey"``; ``"violet"`` and ``"gray"`` are
    accepted). Raises :class:`~unokit.errors.RenderError` naming the colour and the allowed names.
    """
    if isinstance(colour, ColorSign):
        return colour
    if isinstance(colour, Color):
        return _TABLE[colour.value]
    if isinstance(colour, str):
        key = " ".join(colour.strip().lower().split())
        for alias, real in _ALIASES.items():
            key = key.replace(alias, real)
        if key in _TABLE:
            return _TABLE[key]
    raise RenderError(f"unknown ColorADD colour {colour!r}; colours are: {', '.join(_TABLE)}")
