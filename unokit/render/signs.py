"""Colour sign systems: the shapes printed beside a card's index so that its colour never depends on
colour vision, and the words and legend rows that explain them.

A :class:`SignSystem` has a ``name`` (what ``signs=`` and ``--signs`` take), a ``title`` (what a legend
or description calls it), the colours it covers, the shapes of each colour's sign in the unit square
(origin top-left, y down, filled with the fill rule even-odd, as :class:`unokit.coloradd.Shape`), the
words for a sign, and the rows of its reference card. The systems:

- ``"coloradd"``: ColorADD (Miguel Neiva; COLORADD.md), every colour unokit draws; the default.
- ``"mattel"``: the four symbols Mattel prints on its colour-blind-friendly UNO cards: a circle for red,
  a square for blue, a triangle for green and a star for yellow. It covers those four colours only; a
  deck with others (spectrum, party) is refused with a :class:`~unokit.errors.RenderError`.
- ``"letters"``: the colour's initial (R, Y, G, B, O, T, P, M): a cue that needs no learning. It covers
  the eight game colours.
- ``"none"``: no signs (to show why they matter).

Two systems can give one shape different meanings (a circle is red to Mattel; ColorADD has no
circle, but a reader who knows other codes may guess), so every legend and description names the system
it shows. Signs are drawn in the ink :func:`unokit.render.contrast.ink_for` picks (black or white,
at least 4.5:1 on every card colour under every simulated vision, above the 3:1 WCAG 2.1 SC 1.4.11 asks
of graphics), whatever the system.

>>> from unokit import coloradd
>>> sign_system("Mattel").describe(coloradd.get("red"))
'circle'
>>> bool(sign_system(False)), sign_system(True).name
(False, 'coloradd')
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from unokit.coloradd import ColorSign, Shape
from unokit.errors import RenderError

__all__ = ["SignSystem", "SIGN_SYSTEMS", "sign_system"]


@dataclass(frozen=True)
class SignSystem:
    """One colour sign system (see the module's list). ``covers`` holds the names of the colours it has a
    sign for (``None``: every ColorADD colour); ``shape_of``/``words`` map a colour name to its shape
    kind and its words. Falsy when it draws no signs (``"none"``)."""

    name: str
    title: str
    covers: frozenset[str] | None
    words: tuple[tuple[str, str], ...] = ()
    credit: str = ""

    def __bool__(self) -> bool:
        return self.name != "none"

    def check(self, colours: Iterable[ColorSign], what: str = "the deck") -> None:
        """Refuse colours this system has no sign for. Raises :class:`RenderError` naming them and the
        colours the system covers."""
        if self.covers is None or not self:
            return
        missing = [c.name for c in colours if c.name not in self.covers]
        if missing:
            raise RenderError(
                f"the {self.name} signs cover only {', '.join(c for c, _ in self.words)}; {what} has "
                f"{', '.join(dict.fromkeys(missing))}; choose the coloradd signs (every colour) or letters "
                f"(the eight game colours)")

    def shapes(self, colour: ColorSign) -> tuple[Shape, ...]:
        """The filled parts of ``colour``'s sign in the unit square. Raises :class:`RenderError` for a
        colour this system does not cover, or for the ``"none"`` system."""
        if not self:
            raise RenderError("the none sign system draws no signs")
        if self.name == "coloradd":
            return colour.shapes()
        self.check([colour], f"colour {colour.name!r}")
        kind = dict(self.words)[colour.name]
        return (Shape(_letter(kind) if self.name == "letters" else _MATTEL_SHAPES[kind]),)

    def describe(self, colour: ColorSign) -> str:
        """The sign of ``colour`` in words (ColorADD: :meth:`ColorSign.describe`; Mattel: ``"circle"``;
        letters: ``"letter R"``)."""
        if self.name == "coloradd":
            return colour.describe()
        self.check([colour], f"colour {colour.name!r}")
        kind = dict(self.words)[colour.name]
        return f"letter {kind}" if self.name == "letters" else kind

    def sign_name(self, colour: ColorSign) -> str:
        """What a description calls the sign, naming the system: ``"ColorADD sign red: red triangle"``,
        ``"Mattel colour-blind symbols: circle for red"``, ``"Letter signs: letter R for red"``."""
        if self.name == "coloradd":
            return f"ColorADD sign {colour.code_name}: {colour.describe()}"
        return f"{self.title}: {self.describe(colour)} for {colour.name}"

    def rows(self, colours: Iterable[ColorSign]) -> list[tuple[ColorSign, str]]:
        """The reference card's rows for a deck of ``colours``: each colour and its sign in words."""
        colours = list(colours)
        self.check(colours)
        return [(c, self.describe(c)) for c in colours]


def _polygon(points: Iterable[tuple[float, float]]) -> str:
    return "M" + "L".join(f"{x:.4f} {y:.4f}" for x, y in points) + "Z"


def _star(points: int = 5, outer: float = 0.5, inner: float = 0.2, cx: float = 0.5, cy: float = 0.53) -> str:
    corners = []
    for i in range(2 * points):
        radius = outer if i % 2 == 0 else inner
        angle = -math.pi / 2 + i * math.pi / points
        corners.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return _polygon(corners)


#: The Mattel symbols in the unit square: filled, each about 0.8 wide, so a sign reads at the same size as
#: a ColorADD sign. A triangle pointing up turned 180° points down and is still a triangle; no shape
#: turns into another, so a card read upside down never names another colour.
_MATTEL_SHAPES = {
    "circle": "M0.9 0.5A0.4 0.4 0 1 1 0.1 0.5A0.4 0.4 0 1 1 0.9 0.5Z",
    "square": _polygon([(0.14, 0.14), (0.86, 0.14), (0.86, 0.86), (0.14, 0.86)]),
    "triangle": _polygon([(0.5, 0.08), (0.96, 0.88), (0.04, 0.88)]),
    "star": _star(),
}


@cache
def _letter(letter: str) -> str:
    """The outline of ``letter`` (Atkinson Hyperlegible Bold, as every card text) scaled into the unit
    square: cap height 0.8, centred."""
    from unokit.render.canvas import _cap, _font

    glyph = _font()["glyphs"][letter]
    scale = 0.8 / _cap()
    dx = 0.5 - glyph["advance"] * scale / 2
    return _transform_path(glyph["d"], scale, dx, 0.9)


def _transform_path(d: str, scale: float, dx: float, baseline: float) -> str:
    """Path data in font units (y up, absolute commands) mapped to x' = dx + s x, y' = baseline - s y."""
    import re

    out, numbers_seen, command = [], 0, "M"
    for token in re.findall(r"[A-Za-z]|-?\d*\.?\d+(?:[eE][-+]?\d+)?", d):
        if token.isalpha():
            if token.islower() and token != "z":
                raise RenderError(f"glyph path uses a relative command {token!r}")
            out.append(token)
            numbers_seen, command = 0, token
            continue
        value = float(token)
        is_x = command == "H" or (command != "V" and numbers_seen % 2 == 0)
        value = dx + scale * value if is_x else baseline - scale * value
        out.append(f"{value:.4f}")
        numbers_seen += 1
    return " ".join(out)


_CLASSIC_FOUR = (("red", "circle"), ("blue", "square"), ("green", "triangle"), ("yellow", "star"))
_LETTERS = (("red", "R"), ("yellow", "Y"), ("green", "G"), ("blue", "B"), ("orange", "O"), ("teal", "T"),
            ("purple", "P"), ("magenta", "M"))

#: The sign systems by name.
SIGN_SYSTEMS: dict[str, SignSystem] = {
    "coloradd": SignSystem("coloradd", "ColorADD", None,
                           credit="ColorADD\u00ae colour code by Miguel Neiva (coloradd.net)"),
    "mattel": SignSystem("mattel", "Mattel colour-blind symbols", frozenset(c for c, _ in _CLASSIC_FOUR),
                         _CLASSIC_FOUR, credit="after the symbols on Mattel's colour-blind-friendly UNO cards"),
    "letters": SignSystem("letters", "Letter signs", frozenset(c for c, _ in _LETTERS), _LETTERS),
    "none": SignSystem("none", "No signs", None),
}


def sign_system(signs: bool | str | SignSystem) -> SignSystem:
    """The :class:`SignSystem` that ``signs`` names: ``True`` is ColorADD, ``False`` none, a name of
    :data:`SIGN_SYSTEMS` in any case, or a system itself. Raises :class:`RenderError` otherwise."""
    if isinstance(signs, SignSystem):
        return signs
    if isinstance(signs, bool):
        return SIGN_SYSTEMS["coloradd" if signs else "none"]
    key = signs.strip().lower() if isinstance(signs, str) else None
    if key not in SIGN_SYSTEMS:
        raise RenderError(f"unknown sign system {signs!r}; sign systems are: {', '.join(SIGN_SYSTEMS)}")
    return SIGN_SYSTEMS[key]
