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

__all__ = [
    "CARD_SIZES",
    "SvgString",
    "card",
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

_EFFECTS = {
    Rank.SKIP: "Skip: the next player loses their turn.",
    Rank.REVERSE: "Reverse: the direction of play changes (with two players it acts as a Skip).",
    Rank.DRAW_TWO: "Draw Two: the next player draws 2 cards and loses their turn.",
    Rank.WILD: "Wild: it can be played on any card; the player names the colour to play next.",
    Rank.WILD_DRAW_FOUR: (
        "Wild Draw Four: the player names the colour to play next; the next player draws 4 cards "
        "and loses their turn."
    ),
}


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
    """WCAG 2 relative luminance of ``#rrggbb``."""
    text = hex_color.lstrip("#")
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


def ink_for(background: str) -> str:
    """Black or white, whichever contrasts more with ``background`` (``"#000000"`` / ``"#ffffff"``).

    The better of the two always reaches at least 4.58:1, so signs meet 3:1 (SC 1.4.11) and the
    index meets 4.5:1 (SC 1.4.3) on any colour.
    """
    return _BLACK if contrast_ratio(background, _BLACK) >= contrast_ratio(background, _WHITE) else _WHITE


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


def _check_options(size: str, vision: str) -> tuple[float, float]:
    if size not in CARD_SIZES:
        raise RenderError(f"unknown card size {size!r}; sizes are: {', '.join(CARD_SIZES)}")
    if vision not in cvd.VISIONS:
        raise RenderError(f"unknown vision {vision!r}; visions are: {', '.join(cvd.VISIONS)}")
    return CARD_SIZES[size]


def _check_prefix(prefix: str | None, default: str) -> str:
    if prefix is None:
        return f"uk{next(_counter)}-{default}"
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.-]*", prefix):
        raise RenderError(
            f"id_prefix {prefix!r} is not allowed; use letters, digits, '-', '_' or '.', starting with a letter"
        )
    return prefix


class _Canvas:
    """One SVG document: svgwrite drawing, per-document glyph definitions, colour simulation."""

    def __init__(self, width: float, height: float, *, prefix: str, width_px: float | None, vision: str):
        if width_px is not None:
            if not width_px > 0:
                raise RenderError(f"width_px={width_px!r} is not allowed; it must be a positive number")
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
                transform=f"translate({_n(left)} {_n(baseline)}) scale({_n(scale)} {_n(-scale)})", **extra,
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
        parent.add(self.dwg.use(f"#{ident}", transform=f"translate({_n(x)} {_n(y)}) scale({_n(size)})"))

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


@cache
def _oval_fit(size: str, large_print: bool, right: float, bottom: float) -> float:
    """Largest scale (<= 1, in steps of 0.02) of the oval that keeps it ``_OVAL_MARGIN`` mm clear of
    the corner box (0, 0)-(right, bottom) (and, by symmetry, of its turned twin)."""
    lay = _layout(size, large_print)
    cx, cy = lay.width / 2, lay.height / 2
    cos, sin = math.cos(math.radians(_TILT)), math.sin(math.radians(_TILT))
    right, bottom = right + _OVAL_MARGIN, bottom + _OVAL_MARGIN
    scale = 1.0
    while scale > 0.5:
        rx, ry = lay.oval_rx * scale, lay.oval_ry * scale
        clear = True
        for step in range(120):
            t = 2 * math.pi * step / 120
            ex, ey = rx * math.cos(t), ry * math.sin(t)
            x, y = cx + ex * cos - ey * sin, cy + ex * sin + ey * cos
            if x < right and y < bottom:
                clear = False
                break
        if clear:
            return round(scale, 2)
        scale -= 0.02
    return round(scale, 2)


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
    ink = ink_for(field)
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
    index_width = _advance(tokens) * scale
    corner = d.g(id=f"{prefix}-corner")
    corner.add(d.use(f"#{index_id}", fill=cv.color(ink), transform=(
        f"translate({_n(lay.corner_x)} {_n(lay.index_baseline)}) scale({_n(scale)} {_n(-scale)})")))
    has_corner_sign = signs and face.colour is not None
    underline_depth = 0.2 * lay.index_cap if underline else 0.0
    # the sign sits right of the index; when that squeezes the oval too much, under it
    sign_x, sign_y = lay.corner_x + index_width + 0.02 * w, lay.index_baseline - lay.index_cap / 2 - lay.sign / 2
    corner_right = sign_x + lay.sign if has_corner_sign else lay.corner_x + index_width
    corner_bottom = max(lay.index_baseline + underline_depth, sign_y + lay.sign if has_corner_sign else 0)
    fit = _oval_fit(size, large_print, round(corner_right, 2), round(corner_bottom, 2))
    if has_corner_sign and fit < 0.8:
        sign_x, sign_y = lay.corner_x, lay.index_baseline + underline_depth + 0.015 * h
        corner_right = lay.corner_x + max(index_width, lay.sign)
        corner_bottom = sign_y + lay.sign
        fit = _oval_fit(size, large_print, round(corner_right, 2), round(corner_bottom, 2))
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
        big_scale = min(lay.big_cap / _cap(), lay.big_width / _advance(tokens))
        big_cap = _cap() * big_scale
        has_sign = signs
        drop = 0.2 * big_cap if underline else 0.0
        baseline = cy + big_cap / 2 - ((lay.big_sign + drop) * 0.5 if has_sign else 0)
        left = cx - _advance(tokens) * big_scale / 2
        group.add(d.use(
            f"#{index_id}", fill=cv.color(field), stroke=cv.color(_BLACK), stroke_width=_n(0.7 / big_scale),
            stroke_linejoin="round",
            transform=f"translate({_n(left)} {_n(baseline)}) scale({_n(big_scale)} {_n(-big_scale)})",
        ))
        if has_sign:
            big_id = cv.sign(f"{prefix}-osign", face.colour, ink=_BLACK, paper=_WHITE)
            cv.use_sign(group, big_id, face.colour, x=cx - lay.big_sign / 2, y=baseline + drop + 0.03 * h,
                        size=lay.big_sign)
        return

    # Wild: the oval split into the colours a Wild can name, each with its sign
    n = len(wild_colours)
    rx, ry = lay.oval_rx, lay.oval_ry
    start = -90.0 - 180.0 / n if n > 2 else -90.0
    for i, colour in enumerate(wild_colours):
        a0 = math.radians(start + 360.0 * i / n)
        a1 = math.radians(start + 360.0 * (i + 1) / n)
        p0 = (cx + rx * math.cos(a0), cy + ry * math.sin(a0))
        p1 = (cx + rx * math.cos(a1), cy + ry * math.sin(a1))
        oval.add(d.path(
            d=(f"M{_n(cx)} {_n(cy)}L{_n(p0[0])} {_n(p0[1])}"
               f"A{_n(rx)} {_n(ry)} 0 0 1 {_n(p1[0])} {_n(p1[1])}Z"),
            fill=cv.color(colour.hex),
        ))
    oval.add(d.ellipse(center=(_n(cx), _n(cy)), r=(_n(rx), _n(ry)), fill="none", stroke=cv.color(_WHITE),
                       stroke_width=0.8))
    if signs:
        sign_size = lay.big_sign * (0.5 if n > 4 else 0.6 if face.rank is Rank.WILD_DRAW_FOUR else 0.75)
        tilt = math.radians(_TILT)
        for i, colour in enumerate(wild_colours):
            mid = math.radians(start + 360.0 * (i + 0.5) / n)
            far = 0.7 if face.rank is Rank.WILD_DRAW_FOUR else 0.62
            ex, ey = far * rx * math.cos(mid), (far + 0.02) * ry * math.sin(mid)
            sx = cx + ex * math.cos(tilt) - ey * math.sin(tilt)
            sy = cy + ex * math.sin(tilt) + ey * math.cos(tilt)
            sector_ink = ink_for(colour.hex)
            ident = cv.sign(f"{prefix}-w{i}", colour, ink=sector_ink, paper=colour.hex)
            cv.use_sign(group, ident, colour, x=sx - sign_size / 2, y=sy - sign_size / 2, size=sign_size)
    if face.rank is Rank.WILD_DRAW_FOUR:
        badge_w, badge_h = 0.24 * w, 0.1 * h
        group.add(d.rect(insert=(_n(cx - badge_w / 2), _n(cy - badge_h / 2)), size=(_n(badge_w), _n(badge_h)),
                         rx=_n(badge_h * 0.25), ry=_n(badge_h * 0.25), fill=cv.color(_WHITE),
                         stroke=cv.color(_BLACK), stroke_width=0.5))
        big_scale = min(badge_h * 0.62 / _cap(), badge_w * 0.8 / _advance(tokens))
        left = cx - _advance(tokens) * big_scale / 2
        group.add(d.use(f"#{index_id}", fill=cv.color(_BLACK), transform=(
            f"translate({_n(left)} {_n(cy + _cap() * big_scale / 2)}) scale({_n(big_scale)} {_n(-big_scale)})")))


def _wild_colours(wild_colors: Iterable[Color | ColorSign | str] | None) -> tuple[ColorSign, ...]:
    colours = tuple(_sign_of(c) for c in (CLASSIC_COLORS if wild_colors is None else wild_colors))
    if not 2 <= len(colours) <= 8:
        raise RenderError(f"wild_colors must name 2 to 8 colours, got {len(colours)}")
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
        size: ``"uno"`` (56 x 88 mm), ``"poker"`` (63.5 x 88.9) or ``"bridge"`` (57 x 88.9).
        large_print: a bigger corner index (14 % of the card height instead of 10 %) and signs.
        vision: draw the colours as seen with a colour-vision deficiency (:data:`cvd.VISIONS`).
        signs: ``False`` leaves the ColorADD signs out (to show why they matter).
        wild_colors: the colours shown in a Wild's oval (default: the classic four; 2 to 8).
        id_prefix: prefix of every id in the document (default: ``uk<counter>-<card>``, unique per call).
        width_px: give the root width in px instead of mm (height follows the card's aspect ratio).

    Layout: index and ColorADD sign top-left and, turned 180° together, bottom-right; a white oval
    leaning 25° with the large index and the large sign, or (Wilds) split into the Wild's colours,
    each with its sign. 6 and 9 are underlined.

    Raises :class:`~unokit.errors.RenderError` for an unknown size, vision, colour or a bad combination.
    """
    face = _resolve(card, color, rank)
    w, h = _check_options(size, vision)
    colours = _wild_colours(wild_colors)
    prefix = _check_prefix(id_prefix, _slug(face))
    cv = _Canvas(w, h, prefix=prefix, width_px=width_px, vision=vision)
    _draw_face(cv, cv.dwg, face, prefix=prefix, size=size, large_print=large_print, signs=signs,
               wild_colours=colours)
    return cv.finish(face.name, _describe(face, signs=signs, vision=vision, wild_colours=colours))
