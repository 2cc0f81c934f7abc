"""Card faces as SVG: structure, validation, accessibility attributes, ids (DESIGN.md contract 5)."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import numpy as np
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


# --- back, reference cards, legend, hand, table ----------------------------------------------------


def test_back_and_reference_cards_validate_and_are_labelled():
    for text, name in [
        (svg.back(), "Card back"),
        (svg.reference_card(1), "ColorADD: the nine colours"),
        (svg.reference_card(2), "ColorADD: light and dark tones"),
    ]:
        root = parse(text)
        check_references(root)
        check_accessible(root, name)


def test_reference_cards_credit_coloradd():
    for number in (1, 2):
        desc = parse(svg.reference_card(number)).find(f"{SVG}desc").text
        assert "Miguel Neiva" in desc and "licensed" in desc


def test_first_reference_card_names_the_nine_colours_second_the_tones():
    first = parse(svg.reference_card(1, id_prefix="r")).find(f"{SVG}desc").text
    for name in ("red", "yellow", "blue", "green", "orange", "purple", "brown", "white", "black"):
        assert f"{name}:" in first
    second = parse(svg.reference_card(2, id_prefix="r")).find(f"{SVG}desc").text
    assert "light purple" in second and "dark grey" in second and "gold" in second and "silver" in second


def test_reference_card_number_must_be_1_2_or_3():
    with pytest.raises(RenderError, match="cards 1, 2 and 3"):
        svg.reference_card(4)
    with pytest.raises(RenderError, match="part 9 is not allowed"):
        svg.reference_card(1, part=9, large_print=True)


def _text_caps(source: str) -> list[float]:
    """Cap height (mm) of every line of text on a picture, from its glyph rows' scale."""
    cap = svg._cap()
    return [round(float(scale) * cap, 3) for scale in re.findall(r'translate\([^)]*\) scale\(([\d.e-]+) -', source)]


@pytest.mark.parametrize("large_print", [False, True])
@pytest.mark.parametrize("colors", [None, SPECTRUM_COLORS])
def test_reference_card_text_has_one_size_per_role_and_large_print_enlarges_it(large_print, colors):
    from unokit.render.reference import _LARGE_REFERENCE_CAPS

    roles = _LARGE_REFERENCE_CAPS if large_print else svg._REFERENCE_CAPS
    allowed = {round(cap, 3) for cap in roles.values()}
    # large print: no text under 16 pt, a cap height of 3.89 mm in the face's font (print-review-2 N5)
    assert not large_print or min(roles.values()) >= round(16 * 0.3528 * 0.69, 2)
    for number in (1, 2, 3):
        parts = svg.reference_parts(number, large_print=large_print, colors=colors)
        spectrum = colors is not None
        assert parts == (1 if not large_print else {1: 4, 2: 5 if spectrum else 4, 3: 4 if spectrum else 3}[number])
        body = set()
        for part in range(1, parts + 1):
            source = svg.reference_card(number, large_print=large_print, colors=colors, part=part, id_prefix="r")
            caps = _text_caps(source)
            assert caps and set(caps) <= allowed, (number, part, sorted(set(caps) - allowed))
            body |= set(caps)
        assert round(roles["body"], 3) in body  # descriptions, tone names, key rows


def test_reference_text_stays_inside_the_card_and_out_of_the_next_row():
    # the text's glyph rows, drawn, end before the card's edge: render and look for ink past the margin
    import io

    import cairosvg
    from PIL import Image

    for number in (1, 2, 3):
        for large_print in (False, True):
            for part in range(1, svg.reference_parts(number, large_print=large_print, colors=SPECTRUM_COLORS) + 1):
                source = svg.reference_card(number, large_print=large_print, colors=SPECTRUM_COLORS, part=part)
                png = cairosvg.svg2png(bytestring=source.encode(), output_width=280, background_color="white")
                grey = np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=np.int32)  # 5 px/mm
                border = round(svg._layout("uno", False).border * 5)
                assert (grey[25:-25, -border:-3] > 200).all(), (number, large_print, part)  # inside the outline


def _large_print_cards():
    """Every large-print reference and sign key card of the spectrum deck, as (name, SVG source)."""
    for number in (1, 2, 3):
        for part in range(1, svg.reference_parts(number, large_print=True, colors=SPECTRUM_COLORS) + 1):
            yield f"reference {number}/{part}", svg.reference_card(number, large_print=True, colors=SPECTRUM_COLORS,
                                                                  part=part)
    for system, colours in (("mattel", None), ("letters", SPECTRUM_COLORS), ("coloradd", SPECTRUM_COLORS)):
        for part in range(1, svg.signs_parts(system, colors=colours, large_print=True) + 1):
            yield f"{system} {part}", svg.signs_card(system, colors=colours, large_print=True, part=part)


def test_large_print_key_cards_are_16_pt_and_their_lines_never_overlap_or_leave_the_card():
    import io

    import cairosvg
    from PIL import Image

    least = 16 * 0.3528 * 0.69  # mm: 16 pt in the face's font (cap height 0.69 of the size)
    seen = 0
    for name, source in _large_print_cards():
        seen += 1
        assert min(_text_caps(source)) >= least - 0.01, name
        rows = sorted((float(x), float(y), float(scale) * svg._cap()) for x, y, scale in re.findall(
            r'translate\(([\d.]+) ([\d.]+)\) scale\(([\d.e-]+) -', source))
        for (x0, y0, cap0), (x1, y1, cap1) in zip(rows, rows[1:], strict=False):
            if abs(x0 - x1) < 0.01:  # two lines starting at one x: the lower one's capitals clear the upper one
                assert y1 - y0 >= cap1 + 0.2 * cap0, (name, y0, y1)
        png = cairosvg.svg2png(bytestring=str(source).encode(), output_width=280, background_color="white")
        grey = np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=np.int32)  # 5 px/mm
        border = round(svg._layout("uno", False).border * 5)
        assert (grey[25:-25, -border:-3] > 200).all() and (grey[25:-25, 3:border] > 200).all(), name
    assert seen == 4 + 5 + 4 + 2 + 2 + 6  # the rows spread over more cards rather than shrink


def test_a_long_hyphenated_word_breaks_after_a_hyphen_and_paginate_gives_explanations_and_credits_room():
    from unokit.render.reference import _paginate, _wrap

    assert _wrap("Mattel's colour-blind-friendly UNO cards", 3.9, 50) == ["Mattel's colour-", "blind-friendly", "UNO cards"]
    assert _wrap("a well-known word", 1.7, 200) == ["a well-known word"]  # fits: left whole
    assert _paginate([10, 10, 10], 25, 0, 0, "x", "uno") == ((0, 2), (2, 3))
    assert _paginate([10, 10], 25, 20, 0, "x", "uno") == ((0, 0), (0, 2))  # the explanation fills card 1
    assert _paginate([10, 20], 25, 0, 10, "x", "uno") == ((0, 1), (1, 2), (2, 2))  # the credit on its own
    with pytest.raises(RenderError, match="a row of large print does not fit a uno card"):
        _paginate([30], 25, 0, 0, "x", "uno")


def test_classic_tones_card_leaves_out_teal_and_magenta_the_spectrum_one_explains_them():
    classic = parse(svg.reference_card(2, id_prefix="r")).find(f"{SVG}desc").text
    assert "teal" not in classic.lower() and "magenta" not in classic.lower()
    spectrum = parse(svg.reference_card(2, colors=SPECTRUM_COLORS, id_prefix="r")).find(f"{SVG}desc").text
    assert "Teal and magenta are not ColorADD colours" in spectrum
    assert len(svg._reference_entries(2, [svg._sign_of(c) for c in SPECTRUM_COLORS])) == 20


@pytest.mark.parametrize("placement", ["corners", "edges"])
@pytest.mark.parametrize("colors, letters", [(None, "rygb"), (SPECTRUM_COLORS, "roygtbpm")])
def test_braille_key_card_says_uncontracted_and_explains_every_letter(colors, letters, placement):
    from unokit.render.sheets import braille_label

    root = parse(svg.reference_card(3, colors=colors, id_prefix="k", braille_placement=placement))
    check_references(root)
    check_accessible(root, "Braille key: the card labels")
    desc = root.find(f"{SVG}desc").text
    assert "uncontracted (grade 1) Unified English Braille" in desc
    for letter in letters:
        assert f" {letter} = " in desc
    assert f"{braille_label(Card.parse('W'))} w = Wild, not \"will\"" in desc  # read as "will" in grade 2
    assert "r = Reverse (second letter)" in desc  # so yr (Yellow Reverse) is not "your"
    wild_draw_four = braille_label(Card.parse("W+4"), placement=placement)
    assert f"{wild_draw_four} {'w+' if placement == 'corners' else 'w+#4'} = Wild Draw Four" in desc
    assert f" {'+' if placement == 'corners' else '+#2'} = Draw Two" in desc
    dots = root.findall(f".//{SVG}circle")
    raised = [c for c in dots if c.get("fill") == "#000000"]
    key_rows = svg._reference_entries(3, svg._reference_colours(colors), placement)
    assert len(dots) == 6 * sum(len(label) for label, _ in key_rows)  # every cell drawn whole
    assert len(raised) == sum(bin(ord(ch) - 0x2800).count("1") for label, _ in key_rows for ch in label)


def test_legend_lists_given_colours_and_explains_teal():
    root = parse(svg.legend(["red", "teal"]))
    check_references(root)
    title = root.find(f"{SVG}title").text
    assert title == "ColorADD legend: red, teal"
    assert "no teal" in root.find(f"{SVG}desc").text


def test_hand_marks_legal_cards_with_outline_and_text_badge():
    cards = [Card.parse(c) for c in ("R7", "G6", "W", "B+2")]
    root = parse(svg.hand(cards, legal=[0, 2], id_prefix="h"))
    check_references(root)
    check_accessible(root, "Hand of 4 cards: Red 7, Green 6, Wild, Blue Draw Two")
    outlines = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "unokit-legal"]
    assert len(outlines) == 2
    assert "Playable now: Red 7, Wild" in root.find(f"{SVG}desc").text
    # the badge text "playable" is drawn twice, from glyph outlines: one glyph use per letter
    p_glyph = "#h-g70"
    assert sum(1 for u in root.iter(f"{SVG}use") if u.get(XLINK) == p_glyph) == 2


def test_hand_errors():
    with pytest.raises(RenderError, match="at least one card"):
        svg.hand([])
    with pytest.raises(RenderError, match="between 0 and 1"):
        svg.hand([Card.parse("R1"), Card.parse("R2")], legal=[2])


class FakeTable:
    """Duck-typed game: only what table() reads."""

    top = Card.parse("G7")
    color = None
    hand_sizes = (3, 1)
    players = ("Ana", "Ben")
    current = 1
    direction = -1
    draw_pile_size = 40


def test_table_from_a_duck_typed_game():
    root = parse(svg.table(FakeTable()))
    check_references(root)
    check_accessible(root, "Table: Green 7 on the discard pile")
    desc = root.find(f"{SVG}desc").text
    assert "Ben has 1 card" in desc and "Ben is to play" in desc and "counter-clockwise" in desc


def test_table_from_a_real_game_shows_the_seat_hand_and_playable_cards():
    import unokit

    game = unokit.Game("classic", players=["Ana", "Ben", "Cy"], seed=3)
    seat = game.current
    root = parse(svg.table(game, seat=seat))
    check_references(root)
    desc = root.find(f"{SVG}desc").text
    playable = {m.cards[-1].name for m in game.legal_moves(seat) if m.cards}
    assert f"the colour to play is {game.color.value}" in desc
    for name in playable:
        assert name in desc.split("Playable:")[1]
    outlines = [r for r in root.iter(f"{SVG}rect") if r.get("class") == "unokit-legal"]
    assert len(outlines) == sum(1 for c in game.hand(seat) if c.name in playable)


def test_a_page_of_hand_table_and_cards_never_repeats_an_id():
    import unokit

    game = unokit.Game("spectrum", players=2, seed=1)
    parts = [svg.table(game, seat=0), svg.hand(game.hand(1)), svg.legend(), svg.back(), svg.reference_card(2)]
    parts += [svg.card(card) for card in game.hand(0)]
    ids = re.findall(r'\bid="([^"]+)"', "".join(parts))
    assert len(ids) == len(set(ids))


# --- unokit cards ------------------------------------------------------------------------------------


def test_cards_command_writes_every_distinct_card_back_references_and_contact_sheet(tmp_path):
    from click.testing import CliRunner

    from unokit.cli import main

    result = CliRunner().invoke(main, ["cards", "--rules", "classic", "--out", str(tmp_path / "c")])
    assert result.exit_code == 0, result.output
    names = {p.name for p in (tmp_path / "c").iterdir()}
    expected = {f"{card.code}.svg" for card in set(make_deck("classic"))}
    assert len(expected) == 54 and expected <= names
    assert {"back.svg", "reference-1.svg", "reference-2.svg", "index.html"} <= names
    # the two ColorADD reference cards, not the braille key: these faces carry no braille
    assert "reference-3.svg" not in names and len(names) == 54 + 4
    assert not list((tmp_path).glob("**/.*unokit-partial*"))  # no temporary file left
    html = (tmp_path / "c" / "index.html").read_text()
    assert html.count("<img ") == 57 and 'alt="Wild Draw Four"' in html and 'src="W%2B4.svg"' in html
    parse((tmp_path / "c" / "W+4.svg").read_text())


def test_cards_command_spectrum_png_with_vision(tmp_path):
    from click.testing import CliRunner
    from PIL import Image

    from unokit.cli import main

    out = tmp_path / "s"
    result = CliRunner().invoke(main, ["cards", "--rules", "spectrum", "--out", str(out), "--format", "png",
                                       "--size", "poker", "--vision", "tritanopia"])
    assert result.exit_code == 0, result.output
    pngs = sorted(out.glob("*.png"))
    assert len(pngs) == 8 * 13 + 2 + 3  # the cards, back and the two ColorADD reference cards
    with Image.open(out / "T3.png") as image:
        assert image.size == (round(63.5 / 25.4 * 300), round(88.9 / 25.4 * 300)) == (750, 1050)
        assert image.info["dpi"] == pytest.approx((300, 300), abs=0.01)  # Pillow reads the pHYs chunk
    for png in pngs:  # every file prints at the card's size: pixels / (pixels per metre) = 63.5 x 88.9 mm
        (width, height), (per_metre_x, per_metre_y, unit) = png_size_and_resolution(png.read_bytes())
        assert unit == 1 and per_metre_x == per_metre_y == round(750 / 0.0635)
        assert 1000 * width / per_metre_x == pytest.approx(63.5, abs=0.01)
        assert 1000 * height / per_metre_y == pytest.approx(88.9, abs=0.05)
    assert "tritanopia" in (out / "index.html").read_text()


def png_size_and_resolution(png: bytes) -> tuple[tuple[int, int], tuple[int, int, int]]:
    """Width and height (IHDR) and the pHYs chunk (x, y, unit) of a PNG, read from its chunks; the
    pHYs chunk must come before the image data (PNG 1.2, 4.2.4.2) and its CRC must be right."""
    import struct
    import zlib

    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    position, size, resolution = 8, None, None
    while position < len(png):
        (length,) = struct.unpack(">I", png[position:position + 4])
        kind, data = png[position + 4:position + 8], png[position + 8:position + 8 + length]
        assert struct.unpack(">I", png[position + 8 + length:position + 12 + length])[0] == zlib.crc32(kind + data)
        if kind == b"IHDR":
            size = struct.unpack(">II", data[:8])
        elif kind == b"pHYs":
            assert resolution is None, "two pHYs chunks"
            resolution = struct.unpack(">IIB", data)
        elif kind == b"IDAT":
            assert resolution is not None, "no pHYs chunk before the image data"
        position += 12 + length
    return size, resolution


def test_png_cards_at_another_resolution_still_print_at_their_size(tmp_path):
    written = svg.write_cards("classic", tmp_path, format="png", dpi=96)
    for path in (tmp_path / "R7.png", tmp_path / "back.png", tmp_path / "reference-1.png"):
        assert path in written
        (width, height), (per_metre, _, unit) = png_size_and_resolution(path.read_bytes())
        assert width == round(56 / 25.4 * 96) == 212 and unit == 1
        assert 1000 * width / per_metre == pytest.approx(56.0, abs=0.01)
        assert 1000 * height / per_metre == pytest.approx(88.0, abs=0.1)


@pytest.mark.parametrize(
    "args, words",
    [
        (["--rules", "nope"], "--rules: unknown preset 'nope'"),
        (["--size", "tarot"], "unknown card size 'tarot'"),
        (["--format", "gif"], "unknown format 'gif'"),
        (["--vision", "xray"], "unknown vision 'xray'"),
    ],
)
def test_cards_command_bad_options_give_one_line_errors(tmp_path, args, words):
    command = [sys.executable, "-m", "unokit.cli", "cards", "--out", str(tmp_path / "x"), *args]
    result = subprocess.run(command, capture_output=True, text=True)
    assert result.returncode == 2  # a bad option value is a usage error, as in every command
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1 and result.stderr.startswith("error: ") and words in result.stderr


def test_cards_command_options_ignore_case_and_spaces_like_sheet(tmp_path):
    from click.testing import CliRunner

    from unokit.cli import main

    out = tmp_path / "c"
    result = CliRunner().invoke(main, ["cards", "--out", str(out), "--size", "Poker", "--vision", " ACHROMATOPSIA",
                                       "--format", "SVG"])
    assert result.exit_code == 0, result.output
    assert result.stdout == f"wrote 57 svg files and {out / 'index.html'}\n"
    assert 'width="63.5mm"' in (out / "R7.svg").read_text()


@pytest.mark.parametrize("value, message", [
    ("", "error: --out: an empty path is not allowed; name the folder to write, e.g. cards"),
    ("{file}", "error: --out: {file} is a file, not a folder; name a folder to write into, e.g. {parent}/cards"),
])
def test_cards_command_bad_out_folder(tmp_path, monkeypatch, value, message):
    from click.testing import CliRunner

    from unokit.cli import main

    file = tmp_path / "file.txt"
    file.write_text("keep")
    monkeypatch.chdir(tmp_path)  # an empty --out used to fill the current folder with cards
    result = CliRunner().invoke(main, ["cards", "--out", value.format(file=file)])
    assert result.exit_code == 1
    assert result.stdout == ""
    assert result.stderr.splitlines() == [message.format(file=file, parent=tmp_path)]
    assert [p.name for p in tmp_path.iterdir()] == ["file.txt"]


def test_glyph_outlines_are_what_the_script_makes_from_the_ofl_font(tmp_path):
    templates = svg.templates_dir()
    assert (templates / "fonts" / "OFL.txt").read_text().count("SIL OPEN FONT LICENSE Version 1.1") == 1
    out = tmp_path / "glyphs.json"
    subprocess.run([sys.executable, str(templates / "make_glyphs.py"), str(out)], check=True, capture_output=True)
    assert out.read_bytes() == (templates / "glyphs.json").read_bytes()


@pytest.mark.parametrize(("draw_pile", "words"), [(("B1",), "draw pile: 1 card;"), (("B1", "G9"), "draw pile: 2 cards;")])
def test_table_description_counts_the_draw_pile_in_words(draw_pile, words):
    from unokit.game import Game, Position

    position = Position(hands=(("R7",), ("Y1", "B5")), discard=("Y3", "R5"), draw_pile=draw_pile, current=0)
    desc = ET.fromstring(svg.table(Game("classic", players=2, position=position))).find(
        "{http://www.w3.org/2000/svg}desc").text
    assert words in desc


# --- a face turned 180° shows only signs of its own colour (issue 9) -----------------------------------

_PX = 6.0  # px per mm


def _pixels(source: str, width_mm: float) -> np.ndarray:
    import io

    import cairosvg
    from PIL import Image

    png = cairosvg.svg2png(bytestring=str(source).encode(), output_width=round(width_mm * _PX), background_color="white")
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.int32)


def _sign_mask(colour, side_px: int) -> np.ndarray:
    """The ink of a ColorADD sign drawn alone (COLORADD.md geometry, unit square), black on white."""
    paths = "".join(f'<path d="{shape.d}" fill="{"#000" if shape.role == "ink" else "#fff"}" fill-rule="evenodd"/>'
                    for shape in colour.shapes())
    source = (f'<svg xmlns="http://www.w3.org/2000/svg" width="{side_px}" height="{side_px}" viewBox="0 0 1 1">'
              f'{paths}</svg>')
    import io

    import cairosvg
    from PIL import Image

    png = cairosvg.svg2png(bytestring=source.encode(), output_width=side_px, output_height=side_px,
                           background_color="white")
    return np.asarray(Image.open(io.BytesIO(png)).convert("L")) < 128


def _iou(a: np.ndarray, b: np.ndarray) -> float:
    return float((a & b).sum() / max((a | b).sum(), 1))


def _centre_index_box(face: Card, lay) -> tuple[slice, slice]:
    """Pixels of the big index in the middle of the oval (the only part allowed to differ when turned)."""
    half_w, half_h = lay.big_width / 2 + 1.0, lay.big_cap / 2 + 1.5
    cx, cy = lay.width / 2, lay.height / 2
    return (slice(round((cy - half_h) * _PX), round((cy + half_h) * _PX)),
            slice(round((cx - half_w) * _PX), round((cx + half_w) * _PX)))


def _every_face() -> list[tuple[Card, tuple]]:
    faces = [(card, SPECTRUM_COLORS) for card in sorted(set(make_deck("spectrum")))]
    return faces + [(Card.parse(code), None) for code in ("W", "W+4")]  # the classic Wilds' four colours


def test_every_face_turned_180_degrees_shows_the_same_signs():
    """Turned, a face looks as it did upright (apart from the big index in the middle, which has no
    sign in it), so it cannot show another colour's sign: the upside-down red card used to show the
    blue triangle in the middle."""
    w, h = svg.CARD_SIZES["uno"]
    for card, colours in _every_face():
        image = _pixels(svg.card(card, wild_colors=colours, id_prefix="t"), w)
        turned = image[::-1, ::-1]
        differs = np.abs(image - turned).max(axis=2) > 40
        if card.color is not None:  # the big index is drawn once, upright
            rows, columns = _centre_index_box(card, svg._layout("uno", False))
            differs[rows, columns] = False
        elif card.rank is Rank.WILD_DRAW_FOUR:  # the "+4" badge in the middle
            differs[round(0.45 * h * _PX):round(0.55 * h * _PX), round(0.38 * w * _PX):round(0.62 * w * _PX)] = False
        # the corner indices are turned copies: equal after the turn; allow anti-aliasing specks
        assert differs.mean() < 0.002, (card.code, float(differs.mean()))


@pytest.mark.parametrize("code", ["R0", "B0", "RS", "BS", "RR", "BR", "G+2", "O5", "P9", "T7", "M6", "Y8"])
def test_the_big_sign_read_upright_is_the_cards_own_whichever_way_the_card_lies(code):
    card = Card.parse(code)
    lay = svg._layout("uno", False)
    image = _pixels(svg.card(card, wild_colors=SPECTRUM_COLORS, id_prefix="t"), lay.width)
    scaled = svg._scaled_oval(lay, svg._corner_and_oval(card.rank, True, "uno", False)[2])
    side = scaled.big_sign * svg._CENTRE_SIGN
    sx, sy = svg._centre_sign_centre(scaled)
    own = svg._sign_of(card.color)
    other = {"red": "blue", "blue": "red", "green": "orange", "orange": "green"}.get(own.name)
    for picture in (image, image[::-1, ::-1]):  # upright, and turned 180°
        box = picture[round((sy - side / 2) * _PX):round((sy + side / 2) * _PX),
                      round((sx - side / 2) * _PX):round((sx + side / 2) * _PX)]
        ink = box.max(axis=2) < 100  # the big signs are black on the white oval
        template = _sign_mask(own, ink.shape[0])[:, :ink.shape[1]]
        assert _iou(ink, template) > 0.8, code
        if other:  # red and blue are the same triangle turned: a turned sign would match the other one
            assert _iou(ink, _sign_mask(svg._sign_of(other), ink.shape[0])[:, :ink.shape[1]]) < 0.6, code


def test_every_wild_sign_sits_in_its_own_colours_sector():
    """Each sign of a Wild's oval has its own colour all around it (also on the turned twin)."""
    for code, colours in (("W", None), ("W+4", None), ("W", SPECTRUM_COLORS), ("W+4", SPECTRUM_COLORS)):
        card = Card.parse(code)
        lay = svg._scaled_oval(svg._layout("uno", False), svg._corner_and_oval(card.rank, False, "uno", False)[2])
        cx, cy = lay.width / 2, lay.height / 2
        signs = svg._wild_colours(colours)
        image = _pixels(svg.card(card, wild_colors=colours, id_prefix="t"), lay.width)
        badge = (0.24 * lay.width, 0.1 * lay.height) if card.rank is Rank.WILD_DRAW_FOUR else (0.0, 0.0)
        side, spots = svg._wild_sign_spots(round(lay.oval_rx, 3), round(lay.oval_ry, 3), 2 * len(signs), badge)
        tilt = np.radians(svg._TILT)
        for i, (ex, ey) in enumerate(spots):
            colour = signs[i % len(signs)]
            x = cx + ex * np.cos(tilt) - ey * np.sin(tilt)
            y = cy + ex * np.sin(tilt) + ey * np.cos(tilt)
            ring = 0.61 * side + 0.3  # just outside the sign's disc, inside the room kept around it
            rgb = tuple(int(colour.hex[k:k + 2], 16) for k in (1, 3, 5))
            for angle in np.linspace(0, 2 * np.pi, 24, endpoint=False):  # the pixels holding those points
                px = image[int((y + ring * np.sin(angle)) * _PX), int((x + ring * np.cos(angle)) * _PX)]
                assert np.abs(px - rgb).max() <= 30, (code, colour.name, i)


# --- size, vision and format in any case, as the command line reads them -----------------------------


@pytest.mark.parametrize(("size", "vision"), [("UNO", "normal"), ("Poker", "Protanopia"),
                                              (" bridge ", "DEUTERANOPIA"), ("poker", " Achromatopsia")])
def test_size_and_vision_are_read_in_any_case_like_the_command_line(size, vision):
    """`unokit cards --size Poker --vision Protanopia` worked while card(size="UNO") raised: both agree."""
    canonical = {"size": size.strip().lower(), "vision": vision.strip().lower()}
    for draw in (lambda **o: svg.card(Card.parse("R5"), id_prefix="c", **o),
                 lambda **o: svg.back(id_prefix="c", **o),
                 lambda **o: svg.reference_card(1, id_prefix="c", **o),
                 lambda **o: svg.hand([Card.parse("R5"), Card.parse("W")], id_prefix="c", **o)):
        assert draw(size=size, vision=vision) == draw(**canonical)
    assert svg.legend(vision=vision, id_prefix="c") == svg.legend(vision=canonical["vision"], id_prefix="c")
    assert svg.card_color_hex("red", vision) == svg.card_color_hex("red", canonical["vision"])
    assert svg.ink_for("#d32f2f", vision) == svg.ink_for("#d32f2f", canonical["vision"])


def test_write_cards_reads_size_vision_and_format_in_any_case(tmp_path):
    written = svg.write_cards("classic", tmp_path / "a", size="Poker", vision="Tritanopia", format="PNG")
    assert written[0].suffix == ".png"
    assert "as seen with tritanopia" in written[-1].read_text()


@pytest.mark.parametrize(("options", "message"), [
    ({"size": "jumbo"}, "unknown card size 'jumbo'; sizes are: uno, poker, bridge"),
    ({"size": 5}, "unknown card size 5; sizes are: uno, poker, bridge"),
    ({"vision": "Deuteranomaly"}, "unknown vision 'Deuteranomaly'; visions are: normal, protanopia,"),
    ({"vision": None}, "unknown vision None; visions are: normal,"),
])
def test_an_unknown_size_or_vision_is_refused_listing_the_allowed(options, message):
    with pytest.raises(RenderError, match=re.escape(message)):
        svg.card(Card.parse("R5"), **options)


# --- argument lists: a colour or a position given twice is refused -------------------------------


@pytest.mark.parametrize(("wild_colors", "message"), [
    (["red", "red"], "wild_colors lists red twice; name each colour once"),
    (["red", "blue", "Red"], "wild_colors lists red twice"),
    ([SPECTRUM_COLORS[0], "yellow", SPECTRUM_COLORS[0]], "wild_colors lists red twice"),
    (["teal", "light blue"], "wild_colors lists teal and light blue, which have the same ColorADD sign (light blue)"),
    (["magenta", "red", "light purple"], "wild_colors lists magenta and light purple, which have the same"),
])
def test_a_wild_refuses_a_colour_twice_or_two_colours_with_one_sign(wild_colors, message):
    """The new user's `card(Card.parse("W"), wild_colors=["red", "red"])` drew a one-colour Wild."""
    with pytest.raises(RenderError, match=re.escape(message)):
        svg.card(Card.parse("W"), wild_colors=wild_colors)
    with pytest.raises(RenderError, match=re.escape(message)):
        svg.hand([Card.parse("W+4")], wild_colors=wild_colors)


def test_lists_of_colours_and_positions_refuse_repeats():
    with pytest.raises(RenderError, match="colors lists blue twice; name each colour once"):
        svg.legend(["red", "blue", "BLUE"])
    with pytest.raises(RenderError, match="colors lists green twice"):
        svg.reference_card(1, colors=["green", "red", "green"])
    with pytest.raises(RenderError, match="colors lists green twice"):
        svg.reference_parts(1, colors=["green", "green"])
    with pytest.raises(RenderError, match="legal lists position 1 twice; list each playable position once"):
        svg.hand([Card.parse("R5"), Card.parse("G5")], legal=[1, 0, 1])
    # what stays allowed: every preset's colours, the full chart with teal and magenta in a legend
    assert svg.card(Card.parse("W"), wild_colors=SPECTRUM_COLORS).startswith("<svg")
    assert svg.legend([*ALL]).startswith("<svg")
    assert svg.hand([Card.parse("R5"), Card.parse("R5")], legal=[0, 1]).startswith("<svg")


def test_a_hand_takes_card_codes_as_its_message_says():
    assert svg.hand(["R5", "W"], id_prefix="h") == svg.hand([Card.parse("R5"), Card.parse("W")], id_prefix="h")
    with pytest.raises(RenderError, match=r"hand: the card at position 1: unknown card 'X9'"):
        svg.hand(["R5", "X9"])
    with pytest.raises(RenderError, match=r"hand: the card at position 1 must be a Card or a card code such as 'R7', not 5"):
        svg.hand(["R5", 5])


def test_the_contact_sheet_does_not_promise_the_braille_key_it_leaves_out(tmp_path):
    written = svg.write_cards("classic", tmp_path)
    html = written[-1].read_text()
    assert not any(path.stem.startswith("reference-3") for path in written)
    assert "braille" not in html.lower()


def test_the_cards_command_and_python_agree_on_case(tmp_path):
    from click.testing import CliRunner

    from unokit.cli import main

    result = CliRunner().invoke(main, ["cards", "--out", str(tmp_path / "c"), "--size", "Poker",
                                       "--vision", "Protanopia"])
    assert result.exit_code == 0, result.stderr
    drawn = (tmp_path / "c" / "R5.svg").read_text().strip()
    assert drawn == svg.card(Card.parse("R5"), size="Poker", vision="Protanopia", id_prefix="card-r5")
    result = CliRunner().invoke(main, ["cards", "--out", str(tmp_path / "d"), "--size", "Tarot"])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: --size: unknown card size 'Tarot'; sizes are: uno, poker, bridge")
