"""The canvas: one SVG document (svgwrite), glyph outlines from ``svg_templates``, number
formatting, ids and the checks of the options every picture takes.

Units: millimetres; the root ``<svg>`` has ``width``/``height`` in mm (or px with ``width_px``) and a
matching ``viewBox`` in mm. Text never depends on installed fonts: digits and labels are outlines of
Atkinson Hyperlegible Bold (SIL OFL 1.1) kept in ``svg_templates/glyphs.json``.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

import svgwrite

import unokit
from unokit.coloradd import ColorSign
from unokit.errors import RenderError
from unokit.render import cvd
from unokit.render.contrast import ink_for

CARD_SIZES: dict[str, tuple[float, float]] = {"uno": (56.0, 88.0), "poker": (63.5, 88.9), "bridge": (57.0, 88.9)}

#: Build documents with svgwrite's validator on (the tests switch it on; it is slower).
DEBUG = False

_BLACK = "#000000"
_WHITE = "#ffffff"
_WILD_FIELD = "#1a1a1a"
_OUTLINE = "#4d4d4d"
_counter = itertools.count(1)

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


#: Largest bleed a card takes (mm): print shops ask for 1/8 in (3.175 mm; The Game Crafter, DriveThruCards)
#: or 2-3 mm (printplaygames.com); 6 mm leaves room for any of them.
MAX_BLEED = 6.0


def check_bleed(bleed_mm: float) -> float:
    """``bleed_mm`` as a float: a number from 0 to :data:`MAX_BLEED` mm (0: no bleed, the card ends at its
    cut). Raises :class:`RenderError` naming the value and the allowed range otherwise."""
    if isinstance(bleed_mm, bool) or not isinstance(bleed_mm, (int, float)) or not 0 <= bleed_mm <= MAX_BLEED:
        raise RenderError(f"bleed_mm={bleed_mm!r} is not allowed; give a length in mm from 0 to {_n(MAX_BLEED)} "
                          "(print shops ask for 3 mm or 1/8 in = 3.175 mm)")
    return float(bleed_mm)


def parse_bleed(text: str | float) -> float:
    """A bleed as typed on the command line, in mm: ``"3mm"``, ``"3"`` (mm), ``"3.175 mm"`` or
    ``"0.125in"`` (inches, 25.4 mm each); a number is taken as mm. Raises :class:`RenderError` naming the
    value and what is allowed, for text that is no length or a length outside :func:`check_bleed`'s range."""
    if isinstance(text, (int, float)) and not isinstance(text, bool):
        return check_bleed(text)
    match = re.fullmatch(r"\s*(\d+(?:\.\d*)?|\.\d+)\s*(mm|in)?\s*", str(text), re.IGNORECASE)
    if match is None:
        shown = str(text) if len(str(text)) <= 40 else str(text)[:40] + "..."
        raise RenderError(f"no length in {shown!r}; give the bleed in mm or inches, e.g. 3mm or 0.125in")
    value = float(match.group(1)) * (25.4 if (match.group(2) or "").lower() == "in" else 1.0)
    return check_bleed(round(value, 6))


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

    def __init__(self, width: float, height: float, *, prefix: str, width_px: float | None, vision: str,
                 bleed: float = 0.0):
        # with a bleed (mm) the document reaches that far past the card on every side: its viewBox starts
        # at (-bleed, -bleed), so the card keeps its own coordinates (0..width, 0..height)
        outer_w, outer_h = width + 2 * bleed, height + 2 * bleed
        if width_px is not None:
            _check_positive("width_px", width_px)
            size = (_n(width_px), _n(width_px * outer_h / outer_w))
        else:
            size = (f"{_n(outer_w)}mm", f"{_n(outer_h)}mm")
        view = f"0 0 {_n(width)} {_n(height)}" if not bleed else f"{_n(-bleed)} {_n(-bleed)} {_n(outer_w)} {_n(outer_h)}"
        self.dwg = svgwrite.Drawing(size=size, viewBox=view, debug=DEBUG, profile="full")
        self.bleed = bleed
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

    def sign(self, ident: str, colour: ColorSign, *, ink: str, paper: str, system: Any = None) -> str:
        """Define ``colour``'s sign (unit square) in ``system`` (a :class:`unokit.render.signs.SignSystem`;
        default ColorADD) with the given ink and paper colours; returns its id."""
        group = self.dwg.g(id=ident)
        for shape in (colour.shapes() if system is None else system.shapes(colour)):
            group.add(
                self.dwg.path(d=shape.d, fill=self.color(ink if shape.role == "ink" else paper), fill_rule="evenodd")
            )
        self.dwg.defs.add(group)
        return ident

    def use_sign(self, parent: Any, ident: str, colour: ColorSign, *, x: float, y: float, size: float,
                 system: Any = None) -> None:
        """Place a defined sign with its unit square's top-left at (x, y) and side ``size`` mm."""
        if colour.metallic and (system is None or system.name == "coloradd"):  # the crescent reaches 0.185 left of the square
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


