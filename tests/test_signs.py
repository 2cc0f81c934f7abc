"""Colour sign systems (unokit.render.signs): Mattel's symbols, letters, ColorADD and none.

Each system's signs are told apart in the card corner under every simulated vision and in grayscale (the
method of tests/test_cvd.py: count the corner pixels that differ between two faces), contrast 3:1 or more
with the card under every vision, read the same on a card turned upside down, and are always explained:
a sheet or a folder of cards that shows them carries the system's key card, whose title names it.
"""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET

import cairosvg
import numpy as np
import pytest
from click.testing import CliRunner
from PIL import Image

from unokit import coloradd
from unokit.cards import CLASSIC_COLORS, SPECTRUM_COLORS, Card, Rank, make_deck
from unokit.cli import main
from unokit.errors import RenderError
from unokit.render import cvd, sheets, svg
from unokit.render.signs import SIGN_SYSTEMS, sign_system

SVG = "{http://www.w3.org/2000/svg}"
CORNER_MM = (40, 22)
PX_PER_MM = 4
#: The corner-pixel limits of tests/test_cvd.py (ColorADD measured 274 colour / 163 grayscale at worst).
MIN_DIFFERENT_PIXELS = 200
MIN_DIFFERENT_PIXELS_GRAY = 120
VISIONS = ["normal", "protanopia", "deuteranopia", "tritanopia", "achromatopsia"]


def corner_pixels(text: str) -> np.ndarray:
    w, h = CORNER_MM
    text = re.sub(r'viewBox="[^"]*"', f'viewBox="0 0 {w} {h}"', text, count=1)
    text = re.sub(r'width="[^"]*"', f'width="{w}mm"', text, count=1)
    text = re.sub(r'height="[^"]*"', f'height="{h}mm"', text, count=1)
    png = cairosvg.svg2png(bytestring=text.encode(), output_width=w * PX_PER_MM, background_color="white")
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"))


def fewest_different_pixels(cards, pixels, vision):
    seen = (pixels if vision == "normal" else cvd.simulate_rgb(pixels, vision)).astype(np.int16)
    seen = seen.reshape(len(cards), -1, 3)
    worst = (None, None, 10**9)
    for i in range(len(cards) - 1):
        counts = (np.abs(seen[i + 1:] - seen[i]).max(axis=2) > 51).sum(axis=1)
        j = int(counts.argmin())
        if counts[j] < worst[2]:
            worst = (cards[i].code, cards[i + 1 + j].code, int(counts[j]))
    return worst


@pytest.fixture(scope="module", params=[("mattel", "classic"), ("letters", "classic"), ("letters", "spectrum")],
                ids=lambda p: f"{p[0]}-{p[1]}")
def corners(request):
    signs, preset = request.param
    wild = SPECTRUM_COLORS if preset == "spectrum" else CLASSIC_COLORS
    cards = sorted(set(make_deck(preset)))
    return cards, np.stack([corner_pixels(svg.card(c, wild_colors=wild, signs=signs)) for c in cards])


@pytest.mark.parametrize("vision", VISIONS)
def test_every_pair_of_faces_stays_distinguishable_in_the_corner(corners, vision):
    cards, pixels = corners
    first, second, count = fewest_different_pixels(cards, pixels, vision)
    limit = MIN_DIFFERENT_PIXELS_GRAY if vision == "achromatopsia" else MIN_DIFFERENT_PIXELS
    assert count >= limit, f"{first} and {second} differ in only {count} pixels"


@pytest.mark.parametrize("signs", ["mattel", "letters"])
def test_each_colours_sign_differs_from_the_others_in_grayscale(signs):
    """The signs alone (same rank, so only the sign and the field differ), in grayscale."""
    system = sign_system(signs)
    colours = [coloradd.get(name) for name, _ in system.words]
    pixels = np.stack([corner_pixels(svg.card(color=c, rank=Rank.SEVEN, signs=signs, vision="achromatopsia"))
                       for c in colours])
    gray = pixels.astype(np.int16).reshape(len(colours), -1, 3)
    for i in range(len(colours)):
        for j in range(i + 1, len(colours)):
            count = int((np.abs(gray[i] - gray[j]).max(axis=1) > 51).sum())
            assert count >= MIN_DIFFERENT_PIXELS_GRAY, (colours[i].name, colours[j].name, count)


def test_the_check_can_fail_without_signs():
    cards = [Card.parse("R5"), Card.parse("G5")]
    pixels = np.stack([corner_pixels(svg.card(card, signs="none")) for card in cards])
    assert fewest_different_pixels(cards, pixels, "deuteranopia")[2] < MIN_DIFFERENT_PIXELS


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("signs", ["mattel", "letters"])
def test_signs_contrast_3_to_1_with_the_card_under_every_vision(signs, vision):
    for name, _ in sign_system(signs).words:
        root = ET.fromstring(svg.card(color=name, rank=Rank.FIVE, signs=signs, vision=vision, id_prefix="k"))
        field = list(root.iter(f"{SVG}rect"))[1].get("fill")
        sign = next(el for el in root.iter() if el.get("id") == "k-sign")
        inks = {path.get("fill") for path in sign.iter(f"{SVG}path")}
        assert inks and all(svg.contrast_ratio(ink, field) >= 3.0 for ink in inks), (name, vision, inks, field)


@pytest.mark.parametrize("signs", ["mattel", "letters"])
def test_a_card_turned_upside_down_shows_the_same_corner(signs):
    """The bottom-right corner, turned 180°, is the top-left one: either way up the sign reads right."""
    for code in ("R7", "Y7", "G7", "B7"):
        png = cairosvg.svg2png(bytestring=svg.card(Card.parse(code), signs=signs).encode(), output_width=224)
        image = np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=np.int16)
        turned = image[::-1, ::-1]
        corner = (slice(0, 80), slice(0, 150))
        assert np.abs(image[corner] - turned[corner]).mean() < 2.0, code


def test_mattel_is_refused_for_colours_it_does_not_cover():
    with pytest.raises(RenderError, match="mattel signs cover only red, blue, green, yellow.*orange"):
        svg.card(Card.parse("O5"), signs="mattel")
    with pytest.raises(RenderError, match="teal"):
        svg.card(Card.parse("W"), signs="mattel", wild_colors=SPECTRUM_COLORS)
    with pytest.raises(RenderError, match="mattel signs cover only"):
        sheets.sheet_pages(["R5"], signs="mattel", wild_colors=SPECTRUM_COLORS)
    with pytest.raises(RenderError, match="unknown sign system 'braille'; sign systems are: coloradd, mattel"):
        svg.card(Card.parse("R5"), signs="braille")


def test_descriptions_and_legends_name_the_system():
    assert "Mattel colour-blind symbols: circle for red" in svg.card(Card.parse("R5"), signs="mattel")
    assert "Letter signs: letter T for teal" in svg.card(Card.parse("T5"), signs="letters")
    assert "ColorADD sign red" in svg.card(Card.parse("R5"))
    title = ET.fromstring(svg.legend(signs="mattel")).find(f"{SVG}title").text
    assert title == "Mattel colour-blind symbols legend: red, blue, green, yellow"
    assert ET.fromstring(svg.legend()).find(f"{SVG}title").text.startswith("ColorADD legend")


def _titles(page: str) -> list[str]:
    root = ET.fromstring(page)
    return [el.find(f"{SVG}title").text for el in root.iter(f"{SVG}svg") if el.find(f"{SVG}title") is not None]


@pytest.mark.parametrize("signs, preset_colours", [("mattel", CLASSIC_COLORS), ("letters", SPECTRUM_COLORS)])
def test_every_sheet_with_signs_carries_its_key_card(signs, preset_colours):
    system = SIGN_SYSTEMS[signs]
    for cards in (["R7"], ["R7", "G3", "W"] * 4):
        pages = sheets.sheet_pages(cards, signs=signs, wild_colors=preset_colours)
        titles = [t for page in pages for t in _titles(page)]
        assert titles[-1] == f"Colour signs: {system.title}"
    key = svg.legend(signs=signs) if signs == "mattel" else sheets.sheet_pages(["R7"], signs=signs)[0]
    assert system.title in key


def figure_alts(pdf: bytes) -> list[str]:
    from pypdf import PdfReader

    reader = PdfReader(io.BytesIO(pdf))
    found = []

    def walk(node):
        node = node.get_object()
        if isinstance(node, list):
            for kid in node:
                walk(kid)
        elif hasattr(node, "get") and "/S" in node:
            if node["/S"] == "/Figure":
                found.append(str(node["/Alt"]))
            if "/K" in node:
                walk(node["/K"])

    walk(reader.trailer["/Root"]["/StructTreeRoot"]["/K"])
    return found


def test_sheet_pdf_tags_the_key_card_with_its_rows():
    alts = figure_alts(sheets.sheet_pdf(["R7", "B2"], signs="mattel"))
    assert alts[:2] == ["Red 7", "Blue 2"]
    assert alts[2].startswith("Colour signs: Mattel colour-blind symbols") and "red: circle" in alts[2]


def test_cli_signs_option_for_sheet_and_cards(tmp_path):
    runner = CliRunner()
    result = runner.invoke(main, ["sheet", "--signs", "letters", "--cards", "R7,G3", "--out", str(tmp_path / "a.pdf")])
    assert result.exit_code == 0, result.output
    result = runner.invoke(main, ["sheet", "--rules", "spectrum", "--signs", "mattel", "--out", str(tmp_path / "b.pdf")])
    assert result.exit_code == 2 and "mattel signs cover only" in result.output and not (tmp_path / "b.pdf").exists()
    result = runner.invoke(main, ["cards", "--signs", "mattel", "--out", str(tmp_path / "cards")])
    assert result.exit_code == 0, result.output
    assert "Mattel colour-blind symbols" in (tmp_path / "cards" / "signs-key.svg").read_text()
    assert "circle for red" in (tmp_path / "cards" / "R7.svg").read_text()


def test_a_hand_with_other_signs_says_which_system_and_each_sign():
    desc = ET.fromstring(svg.hand(["R7", "G3", "W"], signs="letters")).find(f"{SVG}desc").text
    assert desc.endswith("Colour signs: Letter signs: red letter R; yellow letter Y; green letter G; blue letter B.")
    assert "Colour signs" not in ET.fromstring(svg.hand(["R7"])).find(f"{SVG}desc").text  # ColorADD: unchanged
