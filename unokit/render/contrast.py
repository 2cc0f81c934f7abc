"""Colour maths: WCAG 2 relative luminance and contrast ratio, the ink (black or white) that reads
best on a colour under a simulated vision, and the printed colour of a card colour."""

from __future__ import annotations

import re

from unokit import coloradd
from unokit.cards import Color
from unokit.coloradd import ColorSign
from unokit.errors import RenderError
from unokit.render import cvd

_BLACK = "#000000"
_WHITE = "#ffffff"
_WILD_FIELD = "#1a1a1a"
_OUTLINE = "#4d4d4d"
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


