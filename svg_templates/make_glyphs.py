"""Regenerate ``glyphs.json``: the outlines unokit draws its text with.

unokit never relies on installed fonts: every digit and label on a card is an SVG path taken once
from Atkinson Hyperlegible Bold (Braille Institute, SIL Open Font License 1.1, ``fonts/OFL.txt``;
the .woff file comes from the npm package ``@fontsource/atkinson-hyperlegible`` 5.x).

Run from the repository root (needs fontTools)::

    python svg_templates/make_glyphs.py [OUTPUT]   # default: svg_templates/glyphs.json

Output: ``svg_templates/glyphs.json`` with font units per em, ascender, cap height and, per
character, the advance width and the outline as SVG path data in font units (y up, baseline 0);
under ``artwork`` the Skip and Reverse glyphs drawn in the same units.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.ttLib import TTFont

HERE = Path(__file__).resolve().parent
FONT = HERE / "fonts" / "atkinson-hyperlegible-latin-700-normal.woff"
#: Printable ASCII plus the registered sign (for "ColorADD®") and the en dash, then the letters and marks
#: Portuguese and Spanish print on the reference and key cards: Latin-1's accented letters (À-ÿ, not × or
#: ÷), the guillemets, ¡ ¿ and the ordinal indicators ª º.
CHARACTERS = ("".join(chr(code) for code in range(32, 127)) + "\u00ae\u2013"
              + "\u00a1\u00aa\u00ab\u00ba\u00bb\u00bf"
              + "".join(chr(code) for code in range(0xC0, 0x100) if code not in (0xD7, 0xF7)))


def _number(value: float) -> str:
    text = f"{value:.0f}" if value == int(value) else f"{value:.1f}"
    return "0" if text == "-0" else text


def _polygon(points: list[tuple[float, float]], counter_clockwise: bool = True) -> str:
    area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1], strict=False))
    if (area > 0) != counter_clockwise:
        points = points[::-1]
    return "M" + "L".join(f"{_number(round(x))} {_number(round(y))}" for x, y in points) + "Z"


def _circle(cx: float, cy: float, r: float, sweep: int) -> str:
    return (
        f"M{_number(cx + r)} {_number(cy)}A{_number(r)} {_number(r)} 0 1 {sweep} {_number(cx - r)} {_number(cy)}"
        f"A{_number(r)} {_number(r)} 0 1 {sweep} {_number(cx + r)} {_number(cy)}Z"
    )


def artwork(cap_height: int) -> dict[str, dict[str, object]]:
    """The action glyphs, in font units (y up, sitting on the baseline, cap height tall).

    Nonzero fill: outer shapes run counter-clockwise (in y-up coordinates), holes clockwise.
    - ``skip``: a ring with a slash from bottom-left to top-right (the "no entry" sign).
    - ``reverse``: two arrows on parallel diagonals pointing opposite ways.
    """
    side = 40
    r = cap_height / 2
    cx, cy = side + r, r
    ring = _circle(cx, cy, r, 1) + _circle(cx, cy, r - 96, 0)
    half = 50
    dx = dy = (r - 48) / math.sqrt(2)
    ux, uy = 1 / math.sqrt(2), 1 / math.sqrt(2)
    slash = [
        (cx - dx - uy * half, cy - dy + ux * half), (cx + dx - uy * half, cy + dy + ux * half),
        (cx + dx + uy * half, cy + dy - ux * half), (cx - dx + uy * half, cy - dy - ux * half),
    ]
    skip = {"advance": round(2 * (side + r)), "d": ring + _polygon(slash)}

    shaft, head_half, head_len, length, offset = 58, 150, 210, 560, 118
    local = [(0, -shaft), (length - head_len, -shaft), (length - head_len, -head_half), (length, 0),
             (length - head_len, head_half), (length - head_len, shaft), (0, shaft)]
    arrows = []
    for sign in (1, -1):
        points = []
        for x, y in local:
            x, y = sign * (x - length / 2), sign * y + offset * sign  # arrow centred, shifted sideways
            points.append((x * ux - y * uy, x * uy + y * ux))  # rotate 45 degrees
        arrows.append(points)
    xs = [x for points in arrows for x, _ in points]
    ys = [y for points in arrows for _, y in points]
    scale = cap_height / (max(ys) - min(ys))
    placed = [[((x - min(xs)) * scale + side, (y - min(ys)) * scale) for x, y in points] for points in arrows]
    reverse = {
        "advance": round((max(xs) - min(xs)) * scale + 2 * side),
        "d": "".join(_polygon(points) for points in placed),
    }
    return {"skip": skip, "reverse": reverse}


def main(out: Path = HERE / "glyphs.json") -> None:
    font = TTFont(FONT)
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for char in CHARACTERS:
        name = cmap.get(ord(char))
        if name is None:
            continue
        pen = SVGPathPen(glyph_set, ntos=_number)
        glyph_set[name].draw(pen)
        glyphs[char] = {"advance": glyph_set[name].width, "d": pen.getCommands()}
    os2 = font["OS/2"]
    data = {
        "font": "Atkinson Hyperlegible Bold",
        "license": "SIL Open Font License 1.1 (fonts/OFL.txt)",
        "units_per_em": font["head"].unitsPerEm,
        "ascender": font["hhea"].ascent,
        "cap_height": os2.sCapHeight,
        "x_height": os2.sxHeight,
        "glyphs": glyphs,
        "artwork": artwork(os2.sCapHeight),
    }
    out.write_text(json.dumps(data, separators=(",", ":"), ensure_ascii=False, sort_keys=True) + "\n")
    print(f"wrote {out} ({len(glyphs)} glyphs, {out.stat().st_size} bytes)")


if __name__ == "__main__":
    main(*(Path(arg) for arg in sys.argv[1:2]))
