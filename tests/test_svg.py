"""Card faces as SVG: structure, validation, accessibility attributes, ids (DESIGN.md contract 5)."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from unokit.cards import SPECTRUM_COLORS, Card, Rank, make_deck
from unokit.coloradd import ALL
from unokit.errors import RenderError
from unokit.render import svg

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"


@pytest.fixture(autouse=True)
def validate(monkeypatch):
    """Build every document with svgwrite's full-profile validator on."""
    monkeypatch.setattr(svg, "DEBUG", True)


def parse(text: str) -> ET.Element:
    return ET.fromstring(text)


def check_references(root: ET.Element) -> None:
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert len(ids) == len(set(ids)), "an id repeats"
    for use in root.iter(f"{SVG}use"):
        target = use.get(XLINK) or use.get("href")
        assert target and target.startswith("#") and target[1:] in ids, target


def check_accessible(root: ET.Element, name: str) -> None:
    assert root.get("role") == "img"
    title = root.find(f"{SVG}title")
    desc = root.find(f"{SVG}desc")
    assert title is not None and title.text == name
    assert desc is not None and desc.text
    assert root.get("aria-labelledby") == title.get("id")
    assert root.get("aria-describedby") == desc.get("id")


@pytest.mark.parametrize("kind", ["classic", "spectrum"])
def test_every_card_of_every_deck_validates_parses_and_is_labelled(kind):
    wild = SPECTRUM_COLORS if kind == "spectrum" else None
    for card in sorted(set(make_deck(kind))):
        root = parse(svg.card(card, wild_colors=wild))
        check_references(root)
        check_accessible(root, card.name)


@pytest.mark.parametrize("size", sorted(svg.CARD_SIZES))
def test_size_in_mm_matches_viewbox(size):
    width, height = svg.CARD_SIZES[size]
    root = parse(svg.card(Card.parse("G5"), size=size))
    assert root.get("width") == f"{width:g}mm" and root.get("height") == f"{height:g}mm"
    assert root.get("viewBox") == f"0 0 {width:g} {height:g}"


def test_width_px_keeps_the_aspect_ratio():
    root = parse(svg.card(Card.parse("G5"), width_px=112))
    assert root.get("width") == "112" and root.get("height") == "176"


def test_any_coloradd_colour_with_any_rank():
    for colour in ALL.values():
        for rank in (Rank.SIX, Rank.DRAW_TWO):
            text = svg.card(color=colour, rank=rank)
            root = parse(text)
            check_references(root)
            check_accessible(root, f"{colour.title} {rank.title}")
            assert colour.describe() in root.find(f"{SVG}desc").text


def test_desc_names_colour_sign_and_effect():
    desc = parse(svg.card(Card.parse("G+2"))).find(f"{SVG}desc").text
    assert "Green card" in desc and "bar and blue triangle" in desc and "draws 2 cards" in desc
    teal = parse(svg.card(Card.parse("T3"))).find(f"{SVG}desc").text
    assert "light blue" in teal and "no teal" in teal


def test_six_and_nine_are_underlined_and_seven_is_not():
    def rects_in_index(code):
        root = parse(svg.card(Card.parse(code), id_prefix="x"))
        index = next(el for el in root.iter() if el.get("id") == "x-index")
        return len(index.findall(f"{SVG}rect"))

    assert rects_in_index("R6") == 1 and rects_in_index("B9") == 1 and rects_in_index("G7") == 0


def test_corner_is_used_twice_the_second_turned_180_degrees():
    root = parse(svg.card(Card.parse("Y4"), id_prefix="c"))
    uses = [u for u in root.iter(f"{SVG}use") if u.get(XLINK) == "#c-corner"]
    assert len(uses) == 2
    assert uses[1].get("transform") == "rotate(180 28 44)"


def test_108_cards_on_one_page_never_share_an_id():
    page = "".join(svg.card(card) for card in make_deck("classic"))
    ids = re.findall(r'\bid="([^"]+)"', page)
    assert len(ids) > 108 * 5
    assert len(ids) == len(set(ids))


def test_ids_are_deterministic_with_a_prefix():
    assert svg.card(Card.parse("R1"), id_prefix="a") == svg.card(Card.parse("R1"), id_prefix="a")


def test_signs_false_draws_no_sign():
    with_signs = svg.card(Card.parse("R1"), id_prefix="s")
    without = svg.card(Card.parse("R1"), id_prefix="s", signs=False)
    assert 'id="s-sign"' in with_signs and "-sign" not in without and "osign" not in without


def test_large_print_makes_the_index_bigger():
    def index_scale(text):
        corner = next(el for el in parse(text).iter() if el.get("id") == "p-corner")
        use = next(u for u in corner.iter(f"{SVG}use") if u.get(XLINK) == "#p-index")
        return float(re.search(r"scale\(([\d.]+)", use.get("transform"))[1])

    normal = svg.card(Card.parse("R1"), id_prefix="p")
    large = svg.card(Card.parse("R1"), id_prefix="p", large_print=True)
    assert index_scale(large) > 1.3 * index_scale(normal)


def test_repr_svg_of_card_and_svgstring():
    text = Card.parse("B2")._repr_svg_()
    assert text.startswith("<svg") and "Blue 2" in text
    assert svg.card(Card.parse("B2"))._repr_svg_().startswith("<svg")


@pytest.mark.parametrize(
    "kwargs, words",
    [
        ({"size": "tarot"}, "uno, poker, bridge"),
        ({"vision": "x-ray"}, "protanopia"),
        ({"id_prefix": "1 bad"}, "id_prefix"),
        ({"width_px": 0}, "positive"),
    ],
)
def test_bad_options_raise_render_error_naming_what_is_allowed(kwargs, words):
    with pytest.raises(RenderError, match=words):
        svg.card(Card.parse("R1"), **kwargs)


def test_bad_card_arguments():
    with pytest.raises(RenderError, match="color"):
        svg.card(rank=Rank.FIVE)
    with pytest.raises(RenderError, match="no colour"):
        svg.card(color="red", rank=Rank.WILD)
    with pytest.raises(RenderError, match="not both"):
        svg.card(Card.parse("R1"), color="red")
    with pytest.raises(RenderError, match="unknown ColorADD colour"):
        svg.card(color="chartreuse", rank=Rank.ONE)


def test_importing_unokit_does_not_load_svgwrite():
    code = "import sys, unokit, unokit.cards, unokit.rules; print('svgwrite' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_one_card_is_at_most_12_kb():
    sizes = [len(svg.card(card).encode()) for card in set(make_deck("spectrum"))]
    assert max(sizes) <= 12 * 1024
