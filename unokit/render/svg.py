"""Card faces, backs, reference cards, legends, hands and tables as SVG (svgwrite): the public names.

Built like python-chess's ``chess/svg.py``: plain functions with keyword-only options that return an
:class:`SvgString`, a ``str`` with ``_repr_svg_`` so Jupyter shows it. Shapes are defined once in
``<defs>`` and placed with ``<use>``; every id starts with a prefix that is unique per call (a
deterministic counter, or ``id_prefix``), so 108 cards can share one HTML page.

The work is done in one module per job; this module gathers their public names so callers keep
``from unokit.render import svg`` / ``svg.card(...)``:

- :mod:`unokit.render.canvas`: one SVG document, glyph outlines, ids, option checks;
- :mod:`unokit.render.contrast`: luminance, contrast ratio, black or white ink;
- :mod:`unokit.render.describe`: titles and descriptions of faces;
- :mod:`unokit.render.faces`: :func:`card` and :func:`back`;
- :mod:`unokit.render.reference`: :func:`reference_card`;
- :mod:`unokit.render.sign_keys`: :func:`signs_card` and :func:`legend`;
- :mod:`unokit.render.scene`: :func:`hand` and :func:`table`;
- :mod:`unokit.render.files`: :func:`write_cards`;
- :mod:`unokit.render.signs`: the colour sign systems (:func:`sign_system`, :data:`SIGN_SYSTEMS`).

Units: card geometry is in millimetres; the root ``<svg>`` has ``width``/``height`` in mm (or in px
with ``width_px``) and a matching ``viewBox`` in mm.

Accessibility (DESIGN.md contract 5): every picture has ``role="img"``, a ``<title>`` (the card's
accessible name, contract 1) and a ``<desc>`` (colour, colour sign, what the card does), linked by
``aria-labelledby`` / ``aria-describedby``. Signs and indices are black or white, whichever contrasts
more with the colour behind them: at least 3:1 for signs (WCAG 2.1 SC 1.4.11) and 4.5:1 for the
index (SC 1.4.3) with unokit's palette. ColorADD® (Miguel Neiva) is a licensed system; unokit draws
its signs from their geometry (:mod:`unokit.coloradd`).

Setting a name here (``svg.DEBUG = True``, or a test's ``monkeypatch.setattr(svg, "card", ...)``) sets it
in the module that owns it, where it is read.

>>> from unokit.cards import Card
>>> svg = card(Card.parse("R7"), id_prefix="demo")
>>> svg.startswith("<svg") and 'role="img"' in svg and "<title id=\\"demo-title\\">Red 7</title>" in svg
True
"""

from __future__ import annotations

import sys
import types

from unokit.render import canvas, contrast, describe, faces, files, reference, scene
from unokit.render.canvas import CARD_SIZES, DEBUG, SvgString, _cap, templates_dir
from unokit.render.contrast import _sign_of, card_color_hex, contrast_ratio, ink_for
from unokit.render.describe import _EFFECTS
from unokit.render.faces import (
    _CENTRE_SIGN,
    _TILT,
    _centre_sign_centre,
    _corner_and_oval,
    _layout,
    _scaled_oval,
    _wild_colours,
    _wild_sign_spots,
    back,
    card,
)
from unokit.render.files import write_cards
from unokit.render.reference import (
    _REFERENCE_CAPS,
    _reference_colours,
    _reference_entries,
    reference_card,
    reference_parts,
)
from unokit.render.scene import hand, table
from unokit.render.sign_keys import legend, signs_card, signs_parts
from unokit.render.signs import SIGN_SYSTEMS, SignSystem, sign_system

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
    "signs_card",
    "signs_parts",
    "SIGN_SYSTEMS",
    "SignSystem",
    "sign_system",
]

_HOMES = (canvas, contrast, describe, faces, reference, scene, files)
_KEPT = (DEBUG, _cap, _sign_of, _EFFECTS, _CENTRE_SIGN, _TILT, _centre_sign_centre, _corner_and_oval, _layout,
         _scaled_oval, _wild_colours, _wild_sign_spots, _REFERENCE_CAPS, _reference_colours, _reference_entries)


class _Gathered(types.ModuleType):
    """This module: setting one of its names also sets it in the module that owns and reads it."""

    def __setattr__(self, name: str, value: object) -> None:
        for home in _HOMES:
            if name in vars(home):
                setattr(home, name, value)
                break
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Gathered
