"""The ColorADD sign model (COLORADD.md): composition, geometry, and signs told apart by shape alone."""

from __future__ import annotations

import io
import itertools

import cairosvg
import numpy as np
import pytest
import svgwrite
from PIL import Image

from unokit import coloradd
from unokit.cards import Color
from unokit.coloradd import Primary, Tone
from unokit.errors import RenderError

R, Y, B = Primary.RED, Primary.YELLOW, Primary.BLUE


PX = 600  # raster pixels per unit when measuring geometry
VIEW = (-0.3, 1.6)  # the unit square with room around it (gold's crescent reaches x = -0.185)


def raster(d: str) -> np.ndarray:
    """Boolean mask of a path filled at PX pixels per unit over VIEW."""
    origin, span = VIEW
    size = round(span * PX)
    drawing = svgwrite.Drawing(size=(f"{size}px", f"{size}px"), viewBox=f"{origin} {origin} {span} {span}")
    drawing.add(drawing.path(d=d, fill="black", fill_rule="evenodd"))
    png = cairosvg.svg2png(bytestring=drawing.tostring().encode(), background_color="white")
    return np.asarray(Image.open(io.BytesIO(png)).convert("L")) < 128


def bbox(d: str) -> tuple[float, float, float, float]:
    """Bounding box (x0, y0, x1, y1) in unit coordinates, measured on the raster (±0.002)."""
    mask = raster(d)
    rows, cols = np.nonzero(mask)
    origin = VIEW[0]
    return (cols.min() / PX + origin, rows.min() / PX + origin, (cols.max() + 1) / PX + origin,
            (rows.max() + 1) / PX + origin)


def filled(d: str, x: float, y: float) -> bool:
    return bool(raster(d)[round((y - VIEW[0]) * PX), round((x - VIEW[0]) * PX)])


# --- composition: colours are built from what they are made of -----------------------------------


@pytest.mark.parametrize(
    "name, primaries",
    [
        ("yellow", {Y}), ("blue", {B}), ("red", {R}), ("green", {Y, B}), ("orange", {R, Y}),
        ("purple", {R, B}), ("brown", {R, Y, B}), ("white", set()), ("black", set()),
    ],
)
def test_the_nine_colours_are_mixtures_of_the_primaries(name, primaries):
    assert coloradd.get(name).primaries == frozenset(primaries)


def test_white_is_the_outline_and_black_the_filled_square():
    assert coloradd.get("white").tone is Tone.LIGHT and coloradd.get("black").tone is Tone.DARK
    assert [s.role for s in coloradd.get("white").shapes()] == ["ink"]
    assert [s.role for s in coloradd.get("black").shapes()] == ["ink"]


def test_light_tone_is_the_sign_in_the_frame_and_dark_tone_the_sign_cut_out():
    light = coloradd.get("light green").shapes()
    dark = coloradd.get("dark green").shapes()
    assert [s.role for s in light] == ["ink", "ink", "ink"]
    assert [s.role for s in dark] == ["ink", "paper", "paper"]
    assert [s.d for s in light[1:]] == [s.d for s in dark[1:]]  # the same sign, framed both times


def test_seven_hues_have_light_and_dark_tones_plus_greys_gold_and_silver():
    names = [c.name for c in coloradd.TONES]
    for hue in ("red", "yellow", "blue", "green", "orange", "purple", "brown"):
        assert f"light {hue}" in names and f"dark {hue}" in names
    assert {"light grey", "dark grey", "gold", "silver"} <= set(names)
    assert len(coloradd.NINE) == 9 and len(coloradd.TONES) == 18


def test_gold_is_dark_yellow_with_a_crescent_and_silver_light_grey_with_one():
    gold, silver = coloradd.get("gold"), coloradd.get("silver")
    assert gold.primaries == {Y} and gold.tone is Tone.DARK and gold.metallic
    assert silver.grey and silver.tone is Tone.LIGHT and silver.metallic
    crescent = gold.shapes()[-1].d
    x0, _, x1, _ = bbox(crescent)
    assert x0 == pytest.approx(-0.185, abs=0.002)
    assert 0.15 <= x1 - x0 <= 0.25  # a "(" about 0.2 wide


def test_teal_is_light_blue_and_magenta_light_purple_and_they_say_so():
    teal, magenta = coloradd.get(Color.TEAL), coloradd.get(Color.MAGENTA)
    assert teal.code_name == "light blue" and magenta.code_name == "light purple"
    assert [s.d for s in teal.shapes()] == [s.d for s in coloradd.get("light blue").shapes()]
    assert [s.d for s in magenta.shapes()] == [s.d for s in coloradd.get("light purple").shapes()]
    assert "no teal" in teal.note and "no magenta" in magenta.note


def test_every_card_colour_has_a_sign():
    for color in Color:
        assert coloradd.get(color).shapes()


def test_colours_outside_card_notation_are_reachable_by_name():
    assert coloradd.get("Dark  Brown").name == "dark brown"
    assert coloradd.get("violet").name == "purple" and coloradd.get("light gray").name == "light grey"
    assert coloradd.get(coloradd.get("gold")) is coloradd.get("gold")


def test_unknown_colour_names_the_colour_and_the_choices():
    with pytest.raises(RenderError, match=r"'chartreuse'.*light blue"):
        coloradd.get("chartreuse")


# --- geometry (unit square, COLORADD.md "Geometry") -------------------------------------------------


def test_bar_runs_at_45_degrees_with_round_caps_and_width_0129():
    (bar,) = coloradd.primary_shapes(frozenset({Y}), framed=True)
    x0, y0, x1, y1 = bbox(bar)
    cap = 0.129 / 2  # a round cap reaches half the width past each end of the centre line
    assert (x0, y1) == pytest.approx((0.269 - cap, 0.731 + cap), abs=0.003)
    assert (x1, y0) == pytest.approx((0.731 + cap, 0.269 - cap), abs=0.003)
    assert x1 - x0 == pytest.approx(y1 - y0, abs=0.002)  # 45 degrees
    assert filled(bar, 0.5, 0.5) and filled(bar, 0.5 + 0.06 / np.sqrt(2), 0.5 + 0.06 / np.sqrt(2))
    assert not filled(bar, 0.5 + 0.07 / np.sqrt(2), 0.5 + 0.07 / np.sqrt(2))  # half width 0.0645


def test_triangles_keep_their_corners_beside_the_bar():
    _, red, blue = coloradd.primary_shapes(frozenset({R, Y, B}), framed=True)
    assert bbox(red)[:2] == pytest.approx((0.204, 0.204), abs=0.002)
    assert bbox(blue)[2:] == pytest.approx((0.796, 0.796), abs=0.002)
    x0, y0, x1, y1 = bbox(red)
    assert x1 - x0 < 0.435 and x1 - x0 == pytest.approx(0.333, abs=0.02)  # rounded corners shrink it


def test_a_lone_triangle_is_centred_and_red_and_blue_differ_by_a_half_turn():
    (red,) = coloradd.primary_shapes(frozenset({R}), framed=True)
    (blue,) = coloradd.primary_shapes(frozenset({B}), framed=True)
    rx0, ry0, rx1, ry1 = bbox(red)
    assert (rx0 + rx1) / 2 == pytest.approx(0.5, abs=0.003) and (ry0 + ry1) / 2 == pytest.approx(0.5, abs=0.003)
    assert rx0 == pytest.approx(0.334, abs=0.003)  # red's right-angle corner near (0.334, 0.334)
    turned = np.rot90(raster(blue), 2)  # VIEW is symmetric about 0.5, so this turns about the centre
    assert np.mean(turned != raster(red)) < 0.0005


def test_purple_puts_both_triangles_on_one_band():
    red, blue = coloradd.primary_shapes(frozenset({R, B}), framed=True)
    assert bbox(red)[1] == pytest.approx(0.334, abs=0.003) and bbox(blue)[3] == pytest.approx(0.667, abs=0.003)
    assert bbox(red)[0] == pytest.approx(0.204, abs=0.003) and bbox(blue)[2] == pytest.approx(0.796, abs=0.003)


@pytest.mark.parametrize("mix", [{R}, {Y}, {B}, {Y, B}, {R, Y}, {R, B}, {R, Y, B}])
def test_unframed_signs_are_132_times_larger_about_the_centre(mix):
    framed = coloradd.primary_shapes(frozenset(mix), framed=True)
    bare = coloradd.primary_shapes(frozenset(mix), framed=False)
    for a, b in zip(framed, bare, strict=True):
        inside = np.array(bbox(a)) - 0.5
        outside = np.array(bbox(b)) - 0.5
        assert outside == pytest.approx(inside * 1.32, abs=0.004)


def test_pure_colours_are_unframed_and_tones_framed():
    assert not coloradd.get("green").framed
    assert coloradd.get("teal").framed and coloradd.get("dark red").framed and coloradd.get("white").framed


def test_frame_is_a_rounded_square_outline_drawn_inward():
    (frame,) = [s.d for s in coloradd.get("white").shapes()]
    assert bbox(frame) == pytest.approx((0, 0, 1, 1), abs=0.002)
    assert filled(frame, 0.04, 0.5) and filled(frame, 0.5, 0.96)  # inside the 0.091 stroke
    assert not filled(frame, 0.11, 0.5) and not filled(frame, 0.5, 0.5)  # the white inside
    assert not filled(frame, 0.03, 0.03)  # the rounded corner (radius 0.242)
    (square,) = [s.d for s in coloradd.get("black").shapes()]
    assert filled(square, 0.5, 0.5) and filled(square, 0.11, 0.5)


def test_grey_square_is_036_wide_and_centred():
    grey = coloradd.get("light grey").shapes()[1].d
    assert bbox(grey) == pytest.approx((0.32, 0.32, 0.68, 0.68), abs=0.003)


# --- signs told apart by shape: grayscale rendering ----------------------------------------------


def render_gray(colour: coloradd.ColorSign, px: int = 64) -> np.ndarray:
    d = svgwrite.Drawing(size=(f"{px}px", f"{px}px"), viewBox="-0.2 -0.1 1.3 1.2")
    for shape in colour.shapes():
        d.add(d.path(d=shape.d, fill="black" if shape.role == "ink" else "white", fill_rule="evenodd"))
    png = cairosvg.svg2png(bytestring=d.tostring().encode(), background_color="white")
    return np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=np.float64) / 255


#: Smallest mean absolute grayscale difference between two of the nine signs at 64 px; measured
#: 0.053 (red vs blue, which differ only by a half turn). The assertion keeps a safety margin.
NINE_SIGNS_MIN_DIFFERENCE = 0.04


def test_the_nine_signs_differ_pairwise_in_grayscale():
    images = {c.name: render_gray(c) for c in coloradd.NINE}
    differences = {
        (a, b): float(np.abs(images[a] - images[b]).mean()) for a, b in itertools.combinations(images, 2)
    }
    worst = min(differences, key=differences.get)
    assert differences[worst] >= NINE_SIGNS_MIN_DIFFERENCE, (worst, differences[worst])


def test_all_tones_differ_pairwise_in_grayscale():
    images = {c.name: render_gray(c) for c in coloradd.ALL.values() if not c.note}
    for a, b in itertools.combinations(images, 2):
        assert np.abs(images[a] - images[b]).mean() >= 0.015, (a, b)
