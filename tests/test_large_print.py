"""Large print enlarges the centre index too, not only the corner one (issue 28 item 5, print-review-2 N5).

The centre index's cap height is measured in the card SVG (the glyph scale of its ``<use>`` times the
font's cap height, in mm) against two floors: the normal deck's centre index, and, for numbers, Skip and
Reverse, 5/8 in (15.9 mm), the least cap height ADA 2010 Standards section 703.5.5 (table 703.5.5) asks
of visual characters read from less than 72 in (1.83 m) away, which covers a discard pile across a table.
"""

from __future__ import annotations

import math
import re

import pytest

from unokit.cards import Card, make_deck
from unokit.render import face_layout, faces
from unokit.render.canvas import CARD_SIZES, _cap

#: ADA 2010 Standards 703.5.5: 5/8 in minimum character height for viewing distances under 72 in (mm).
ADA_MIN_CAP_MM = 15.875


def centre_index(code: str, size: str, large_print: bool) -> tuple[float, float, float]:
    """Cap height (mm) of a card's centre index and the centre (x, y; mm) of its cap box."""
    source = str(faces.card(Card.parse(code), size=size, large_print=large_print, id_prefix="p"))
    uses = [u for u in re.findall(r"<use [^>]*>", source) if "stroke=" in u and "#p-index" in u]
    assert len(uses) == 1
    x, y, scale = map(float, re.search(r"translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.e-]+)", uses[0]).groups())
    return _cap() * scale, x, y


def centre_signs(code: str, size: str, large_print: bool) -> list[tuple[float, float, float]]:
    """The centre signs' squares (left, top, side; mm, before the 180° turn of the second one)."""
    source = str(faces.card(Card.parse(code), size=size, large_print=large_print, id_prefix="p"))
    found = re.findall(r'<use transform="translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.e-]+)\)"[^>]*#p-osign', source)
    return [tuple(map(float, f)) for f in found]


CODES = sorted({card.code for card in make_deck("classic") if card.color is not None})


@pytest.mark.parametrize("size", list(CARD_SIZES))
def test_large_print_centre_index_is_never_smaller_than_the_normal_one(size):
    for code in CODES:
        normal, _, _ = centre_index(code, size, False)
        large, _, _ = centre_index(code, size, True)
        assert large >= normal - 1e-3, (code, normal, large)
        if not code.endswith("+2"):  # numbers, Skip, Reverse: one glyph wide
            assert large >= ADA_MIN_CAP_MM, (code, large)


def test_large_print_enlarges_the_centre_of_most_cards():
    grown = {code[1:] for code in CODES if centre_index(code, "uno", True)[0] > centre_index(code, "uno", False)[0] + 0.5}
    # measured on uno: 1-5, 7, 8 and +2 grow (16.26 -> 16.82-19.36 mm; +2 12.58 -> 14.29 mm); 0, 6, 9, Skip and
    # Reverse keep the normal 16.26 mm, where a bigger index would crowd the centre signs or the oval's width
    assert grown >= {"1", "2", "3", "5", "7", "+2"}


@pytest.mark.parametrize("code", ["R0", "R6", "G7", "BS", "YR", "R+2"])
def test_large_print_centre_signs_keep_their_size_and_clear_the_index(code):
    normal_lay, large_lay = face_layout._layout("uno", False), face_layout._layout("uno", True)
    del normal_lay
    cap, left, baseline = centre_index(code, "uno", True)
    source = str(faces.card(Card.parse(code), large_print=True, id_prefix="p"))
    scale = float(re.search(r'scale\(([\d.e-]+) -', [u for u in re.findall(r"<use [^>]*>", source)
                                                    if "stroke=" in u][0]).group(1))
    from unokit.render.canvas import _advance
    from unokit.render.describe import _index_tokens

    width = _advance(_index_tokens(Card.parse(code).rank)) * scale
    depth = 0.2 * cap if code[1:] in ("6", "9") else 0.0
    index = (left, baseline - cap, left + width, baseline + depth)
    signs = centre_signs(code, "uno", True)
    assert len(signs) == 2
    x, y, side = signs[0]
    # the upright sign's square clears the index's box by at least the gap (on one axis or the other)
    gap = max(index[0] - (x + side), x - index[2], index[1] - (y + side), y - index[3])
    assert gap >= face_layout.LARGE_CENTRE_GAP - 0.05, (code, gap)
    # both signs are the same size; the turned one is the upright one's image through the card's centre
    assert signs[1][2] == pytest.approx(side)
    assert side >= 0.5 * large_lay.big_sign * face_layout._CENTRE_SIGN
    assert math.isfinite(side)
