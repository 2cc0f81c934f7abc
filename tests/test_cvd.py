"""Colour-vision deficiency: the simulation itself, and card faces that stay distinguishable under it."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET

import cairosvg
import numpy as np
import pytest
from PIL import Image

from unokit import coloradd
from unokit.cards import CLASSIC_COLORS, SPECTRUM_COLORS, Card, Rank, make_deck
from unokit.errors import RenderError
from unokit.render import cvd, svg

SVG = "{http://www.w3.org/2000/svg}"


def hex_distance(a: str, b: str) -> int:
    return max(abs(int(a[i : i + 2], 16) - int(b[i : i + 2], 16)) for i in (1, 3, 5))


# --- the simulation -------------------------------------------------------------------------------


def test_normal_vision_and_zero_severity_change_nothing():
    for colour in coloradd.ALL.values():
        assert cvd.simulate_hex(colour.hex, "normal") == colour.hex
        assert cvd.simulate_hex(colour.hex, "deuteranopia", 0.0) == colour.hex


@pytest.mark.parametrize("vision", cvd.VISIONS)
def test_black_and_white_stay_black_and_white(vision):
    assert hex_distance(cvd.simulate_hex("#000000", vision), "#000000") <= 2
    assert hex_distance(cvd.simulate_hex("#ffffff", vision), "#ffffff") <= 2


def test_deuteranopia_makes_classic_red_and_green_nearly_the_same():
    """COLORADD.md: under deuteranopia red and green become almost the same olive."""
    red, green = (coloradd.get(c).hex for c in ("red", "green"))
    assert hex_distance(red, green) > 150
    assert hex_distance(cvd.simulate_hex(red, "deuteranopia"), cvd.simulate_hex(green, "deuteranopia")) < 30


def test_severity_moves_gradually_towards_dichromacy():
    red = coloradd.get("red").hex
    full = cvd.simulate_hex(red, "protanopia", 1.0)
    distances = [hex_distance(cvd.simulate_hex(red, "protanopia", s), full) for s in (0.0, 0.3, 0.6, 0.9)]
    assert distances == sorted(distances, reverse=True) and distances[0] > 50


def test_achromatopsia_is_grey_of_the_same_luminance():
    for colour in coloradd.NINE:
        grey = cvd.simulate_hex(colour.hex, "achromatopsia")
        assert grey[1:3] == grey[3:5] == grey[5:7]
        assert svg.contrast_ratio(grey, colour.hex) < 1.05


def test_tritanopia_uses_brettel_and_changes_blue():
    blue = coloradd.get("blue").hex
    assert hex_distance(cvd.simulate_hex(blue, "tritanopia"), blue) > 40


def test_simulate_palette_keeps_keys():
    palette = {"a": "#d32f2f", 3: "#1565c0"}
    out = cvd.simulate_palette(palette, "protanopia")
    assert set(out) == {"a", 3} and all(re.fullmatch(r"#[0-9a-f]{6}", v) for v in out.values())


def test_simulate_rgb_keeps_the_shape():
    image = np.zeros((4, 5, 3), dtype=np.uint8)
    image[..., 0] = 200
    assert cvd.simulate_rgb(image, "tritanopia").shape == (4, 5, 3)


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: cvd.simulate_hex("#fff", "xray"), "visions are"),
        (lambda: cvd.simulate_hex("#fff", "protanopia", 1.5), "between 0 and 1"),
        (lambda: cvd.simulate_hex("red", "protanopia"), "hex colour"),
        (lambda: cvd.simulate_rgb(np.zeros((2, 4), dtype=np.uint8), "protanopia"), "3 colour channels"),
    ],
)
def test_bad_input_raises_render_error(call, words):
    with pytest.raises(RenderError, match=words):
        call()


def test_vision_re_renders_the_palette():
    normal = svg.card(Card.parse("R5"), id_prefix="v")
    seen = svg.card(Card.parse("R5"), id_prefix="v", vision="deuteranopia")
    red = coloradd.get("red").hex
    assert red in normal and red not in seen and cvd.simulate_hex(red, "deuteranopia") in seen
    assert "deuteranopia" in ET.fromstring(seen).find(f"{SVG}desc").text


# --- faces stay distinguishable in their corner index ------------------------------------------------

CORNER_MM = (40, 22)  # the top-left corner: index and sign
PX_PER_MM = 4
#: At 4 px per mm, the fewest corner pixels that differ by more than 51 of 255 (20 %) in some channel
#: between two distinct faces. Measured minimum: 274 (protan), 277 (deutan), 326 (tritan) — spectrum
#: O3/O5 and O4/Y4. Asserted with a margin; without signs, Red 5 and Green 5 differ in 0 pixels.
MIN_DIFFERENT_PIXELS = 200
#: In grayscale (achromatopsia) only the shapes are left: measured minimum 163 (Red 7 / Blue 7,
#: whose signs differ only by a half turn).
MIN_DIFFERENT_PIXELS_GRAY = 120


def corner_pixels(text: str) -> np.ndarray:
    """Rasterise only the top-left corner of a face (viewBox narrowed to CORNER_MM)."""
    w, h = CORNER_MM
    text = re.sub(r'viewBox="[^"]*"', f'viewBox="0 0 {w} {h}"', text, count=1)
    text = re.sub(r'width="[^"]*"', f'width="{w}mm"', text, count=1)
    text = re.sub(r'height="[^"]*"', f'height="{h}mm"', text, count=1)
    png = cairosvg.svg2png(bytestring=text.encode(), output_width=w * PX_PER_MM, background_color="white")
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))


@pytest.fixture(scope="module", params=["classic", "spectrum"])
def corners(request):
    wild = SPECTRUM_COLORS if request.param == "spectrum" else CLASSIC_COLORS
    cards = sorted(set(make_deck(request.param)))
    return cards, np.stack([corner_pixels(svg.card(card, wild_colors=wild)) for card in cards])


def fewest_different_pixels(cards, pixels, vision):
    seen = cvd.simulate_rgb(pixels, vision).astype(np.int16).reshape(len(cards), -1, 3)
    worst = (None, None, 10**9)
    for i in range(len(cards) - 1):
        counts = (np.abs(seen[i + 1 :] - seen[i]).max(axis=2) > 51).sum(axis=1)
        j = int(counts.argmin())
        if counts[j] < worst[2]:
            worst = (cards[i].code, cards[i + 1 + j].code, int(counts[j]))
    return worst


@pytest.mark.parametrize("vision", ["protanopia", "deuteranopia", "tritanopia"])
def test_every_pair_of_faces_stays_distinguishable_in_the_corner(corners, vision):
    cards, pixels = corners
    first, second, count = fewest_different_pixels(cards, pixels, vision)
    assert count >= MIN_DIFFERENT_PIXELS, f"{first} and {second} differ in only {count} pixels"


def test_in_grayscale_the_signs_alone_tell_faces_apart(corners):
    cards, pixels = corners
    first, second, count = fewest_different_pixels(cards, pixels, "achromatopsia")
    assert count >= MIN_DIFFERENT_PIXELS_GRAY, f"{first} and {second} differ in only {count} pixels"


def test_without_signs_red_and_green_collapse_under_deuteranopia():
    """The check above can fail: the same faces without ColorADD signs are not told apart."""
    cards = [Card.parse("R5"), Card.parse("G5")]
    pixels = np.stack([corner_pixels(svg.card(card, signs=False)) for card in cards])
    assert fewest_different_pixels(cards, pixels, "deuteranopia")[2] < MIN_DIFFERENT_PIXELS


# --- contrast of sign and index against every card colour (WCAG 1.4.11 and 1.4.3) -----------------


def _by_id(root: ET.Element, ident: str) -> ET.Element:
    return next(el for el in root.iter() if el.get("id") == ident)


@pytest.mark.parametrize("colour", list(coloradd.ALL.values()), ids=lambda c: c.name)
def test_index_and_sign_contrast_with_the_card_colour(colour):
    root = ET.fromstring(svg.card(color=colour, rank=Rank.SEVEN, id_prefix="k"))
    field = [r for r in root.iter(f"{SVG}rect")][1].get("fill")
    assert field == colour.hex
    corner = _by_id(root, "k-corner")
    index_use = next(u for u in corner.iter(f"{SVG}use") if u.get("fill"))
    assert svg.contrast_ratio(index_use.get("fill"), field) >= 4.5  # SC 1.4.3, small text
    sign_fills = {p.get("fill") for p in _by_id(root, "k-sign").iter(f"{SVG}path")}
    ink = sign_fills - {field}
    assert len(ink) == 1 and svg.contrast_ratio(ink.pop(), field) >= 3.0  # SC 1.4.11, graphics


def test_wild_sector_signs_contrast_with_their_sector():
    root = ET.fromstring(svg.card(Card.parse("W"), wild_colors=SPECTRUM_COLORS, id_prefix="w"))
    for i, color in enumerate(SPECTRUM_COLORS):
        sector = coloradd.get(color).hex
        fills = {p.get("fill") for p in _by_id(root, f"w-w{i}").iter(f"{SVG}path")} - {sector}
        assert all(svg.contrast_ratio(f, sector) >= 3.0 for f in fills)


def test_ink_is_black_on_yellow_and_white_on_blue():
    assert svg.ink_for(coloradd.get("yellow").hex) == "#000000"
    assert svg.ink_for(coloradd.get("blue").hex) == "#ffffff"
    assert svg.contrast_ratio("#ffffff", coloradd.get("yellow").hex) < 3  # why white would fail there


# --- the same contrast under every simulated vision, measured from the fills the SVG draws ----------


def _colours_to_check() -> list:
    """Every colour of every preset, then every other ColorADD colour (the light and dark tones too)."""
    from unokit.rules import PRESETS

    seen: dict[str, coloradd.ColorSign] = {}
    for rules in PRESETS.values():
        for color in rules.colors:
            seen.setdefault(coloradd.get(color).name, coloradd.get(color))
    for colour in coloradd.ALL.values():
        seen.setdefault(colour.name, colour)
    return list(seen.values())


def _sign_contrasts(root: ET.Element, ident: str, background: str) -> list[float]:
    """Contrast of every ink shape of sign ``ident`` with ``background``; its paper shapes must be
    exactly the background (so the ink is what stands out against it)."""
    fills = [p.get("fill") for p in _by_id(root, ident).iter(f"{SVG}path")]
    ink = {f for f in fills if f != background}
    assert ink, f"sign {ident} has no ink shape apart from its background {background}"
    return [svg.contrast_ratio(f, background) for f in ink]


@pytest.mark.parametrize("vision", cvd.VISIONS)
def test_every_ink_contrasts_with_the_colour_drawn_under_every_vision(vision):
    """SC 1.4.3 (index, 4.5:1) and SC 1.4.11 / COLORADD.md "Card layout rules" (signs and their frames,
    3:1) for each colour of each preset and each ColorADD tone, with the colours the simulation draws
    (the new user's case: R5 under deuteranopia drew #fefefe on #7e7e20, 4.29:1)."""
    failures = []
    for colour in _colours_to_check():
        root = ET.fromstring(svg.card(color=colour, rank=Rank.FIVE, vision=vision, id_prefix="k"))
        field = [r for r in root.iter(f"{SVG}rect")][1].get("fill")
        assert field == cvd.simulate_hex(colour.hex, vision)
        index = next(u for u in _by_id(root, "k-corner").iter(f"{SVG}use") if u.get("fill")).get("fill")
        if svg.contrast_ratio(index, field) < 4.5:
            failures.append(f"{colour.name}: index {index} on {field}: {svg.contrast_ratio(index, field):.2f}")
        for ratio in _sign_contrasts(root, "k-sign", field):
            if ratio < 3.0:
                failures.append(f"{colour.name}: corner sign on {field}: {ratio:.2f}")
        oval_element = next(e for e in root.iter(f"{SVG}ellipse"))
        oval = oval_element.get("fill")
        if svg.contrast_ratio(oval_element.get("stroke"), field) < 3.0:
            failures.append(f"{colour.name}: the oval's outline on {field}")
        big_index = next(u for u in root.iter(f"{SVG}use") if u.get("stroke")).get("stroke")
        if svg.contrast_ratio(big_index, oval) < 4.5:
            failures.append(f"{colour.name}: outline of the big index {big_index} on the oval {oval}")
        if min(_sign_contrasts(root, "k-osign", oval)) < 3.0:
            failures.append(f"{colour.name}: centre sign on the oval {oval}")
    assert failures == []


@pytest.mark.parametrize("vision", cvd.VISIONS)
def test_wild_signs_and_badge_contrast_under_every_vision(vision):
    from unokit.rules import PRESETS

    for name, rules in PRESETS.items():
        root = ET.fromstring(svg.card(Card.parse("W+4"), wild_colors=rules.colors, vision=vision, id_prefix="w"))
        sectors = [p.get("fill") for p in root.iter(f"{SVG}path") if p.get("d", "").startswith("M") and
                   "A" in p.get("d", "") and p.get("fill") != "none"]
        for i, color in enumerate(rules.colors):
            sector = cvd.simulate_hex(coloradd.get(color).hex, vision)
            assert sector in sectors
            assert min(_sign_contrasts(root, f"w-w{i}", sector)) >= 3.0, (name, color, vision)
        badge = [r for r in root.iter(f"{SVG}rect")][-1].get("fill")
        badge_index = [u for u in root.iter(f"{SVG}use") if u.get("fill")][-1].get("fill")
        assert svg.contrast_ratio(badge_index, badge) >= 4.5


def test_ink_for_compares_the_simulated_colours():
    red = coloradd.get("red").hex
    assert svg.ink_for(red) == "#ffffff"
    assert cvd.simulate_hex(red, "deuteranopia") == "#7e7e20"
    assert svg.ink_for(red, "deuteranopia") == "#000000"  # 4.89:1, where white would give 4.29:1
    assert svg.contrast_ratio("#fefefe", "#7e7e20") < 4.5
    with pytest.raises(RenderError, match="unknown vision"):
        svg.ink_for(red, "Deuteranomaly")


def test_visions_are_read_in_any_case():
    assert cvd.canonical_vision(" Deuteranopia ") == "deuteranopia"
    assert cvd.simulate_hex("#d32f2f", "ACHROMATOPSIA") == cvd.simulate_hex("#d32f2f", "achromatopsia") == "#707070"
    pixels = np.array([[211, 47, 47]], dtype=np.uint8)
    assert (cvd.simulate_rgb(pixels, "Protanopia") == cvd.simulate_rgb(pixels, "protanopia")).all()
    with pytest.raises(RenderError, match="unknown vision 'colour blind'; visions are: normal, protanopia"):
        cvd.canonical_vision("colour blind")
