"""Small inline SVGs for the widgets: a colour sign next to a colour swatch, and the check of a table's
sign system (:func:`check_signs`).

The sign is drawn from :mod:`unokit.coloradd` geometry (or another system's, :mod:`unokit.render.signs`) in ``currentColor`` (the text colour of the
page, so it reads in JupyterLab's light and dark themes); the swatch shows the colour as a person
with the chosen colour vision would see it (:func:`unokit.render.cvd.simulate_hex`). Both are
decorative (``aria-hidden``): the colour's name is always written next to them as text.
"""

from __future__ import annotations

from typing import Any

from unokit import coloradd
from unokit.choices import VISIONS as _VISIONS

__all__ = ["sign_svg", "swatch_svg", "simulated_hex", "VISIONS", "check_vision", "check_signs", "SIGNS_LABELS",
           "signs_labels"]

#: The sign systems a table offers (:data:`unokit.render.signs.SIGN_SYSTEMS`), as the options panel names them.
SIGNS_LABELS = {
    "coloradd": "ColorADD (every colour)",
    "mattel": "Mattel symbols (red, yellow, green, blue)",
    "letters": "Letters (R, Y, G, B, O, T, P, M)",
    "none": "No signs",
}


def signs_labels(lang: str = "en") -> dict[str, str]:
    """:data:`SIGNS_LABELS` in ``lang``: the catalogue's ``table-signs-*`` messages (in English the same
    words, which the tests check)."""
    from unokit.i18n import message

    return {name: message(f"table-signs-{name}", lang) for name in SIGNS_LABELS}


def check_signs(signs: Any, colours: Any = ()) -> str:
    """The name of the sign system ``signs`` spells (:func:`unokit.render.signs.sign_system`: a name in any
    case, True/False or a system), checked against the game's ``colours`` (Mattel's symbols cover
    only the four classic colours). Raises :class:`~unokit.errors.RenderError` (a
    :class:`~unokit.errors.UnokitError`) naming the systems, or the colours a system has no sign for."""
    from unokit.render.signs import sign_system

    system = sign_system(signs)
    system.check(coloradd.get(colour) for colour in colours)
    return system.name

#: The colour-vision previews a hand, a legend or a table can show: :data:`unokit.choices.VISIONS` (a
#: widget does not load the simulation, numpy and all, until a preview is drawn).
VISIONS = _VISIONS


def check_vision(vision: Any) -> str:
    """The name in :data:`VISIONS` that ``vision`` spells, in any case and with spaces around it
    (``"Deuteranopia"`` is ``"deuteranopia"``): :func:`unokit.render.cvd.canonical_vision`, the check the card
    renderer and the command line use, loaded when first called. Raises :class:`~unokit.errors.RenderError`
    (a :class:`~unokit.errors.UnokitError`) for anything else, listing the visions."""
    from unokit.render.cvd import canonical_vision

    return canonical_vision(vision)


def simulated_hex(colour: Any, vision: str = "normal") -> str:
    """The colour's display hex (``"#rrggbb"``) as seen with ``vision`` (render.cvd.VISIONS)."""
    hex_color = coloradd.get(colour).hex
    if vision == "normal":
        return hex_color
    from unokit.render.cvd import simulate_hex

    return simulate_hex(hex_color, vision)


def sign_svg(colour: Any, *, size_px: float = 24.0, signs: Any = "coloradd") -> str:
    """The sign of ``colour`` (a Color, a ColorSign or a name) in the sign system ``signs`` (default ColorADD;
    :func:`check_signs`) as an inline SVG, ``size_px`` square; "" for the system ``"none"``.

    Ink is ``currentColor``; the paper of a dark tone is the theme's background colour.
    Raises :class:`~unokit.errors.RenderError` for an unknown colour or system, or a colour the system has
    no sign for.
    """
    from unokit.render.signs import sign_system

    sign = coloradd.get(colour)
    system = sign_system(signs)
    if not system:
        return ""
    box = "-0.22 -0.02 1.26 1.04" if sign.metallic else "-0.02 -0.02 1.04 1.04"  # gold/silver reach left
    paths = []
    shapes = sign.shapes(framed=sign.framed) if system.name == "coloradd" else system.shapes(sign)
    for shape in shapes:
        fill = "currentColor" if shape.role == "ink" else "var(--jp-layout-color0, #fff)"
        paths.append(f'<path d="{shape.d}" fill="{fill}" fill-rule="evenodd"/>')
    return (
        f'<svg class="unokit-sign-svg" xmlns="http://www.w3.org/2000/svg" width="{size_px:g}" '
        f'height="{size_px:g}" viewBox="{box}" aria-hidden="true" focusable="false">'
        + "".join(paths)
        + "</svg>"
    )


def swatch_svg(colour: Any, *, vision: str = "normal", size_px: float = 24.0) -> str:
    """A rounded square filled with the colour as seen with ``vision``, outlined in the text colour."""
    fill = simulated_hex(colour, vision)
    return (
        f'<svg class="unokit-swatch" xmlns="http://www.w3.org/2000/svg" width="{size_px:g}" '
        f'height="{size_px:g}" viewBox="0 0 24 24" aria-hidden="true" focusable="false">'
        f'<rect x="1" y="1" width="22" height="22" rx="5" fill="{fill}" stroke="currentColor" '
        f'stroke-width="1.5"/></svg>'
    )
