"""A print shop's bleed (issue 28 item 5, print-review-2 N8): ``bleed_mm`` / ``--bleed 3mm`` sets the
cards apart, each card's colour reaching the bleed past its cut, the crop marks outside the bleed, and
the PDF pages' TrimBox and BleedBox set (MediaBox and CropBox the paper)."""

from __future__ import annotations

import io
import re
import xml.etree.ElementTree as ET

import numpy as np
import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from unokit import coloradd
from unokit.cards import Card
from unokit.cli import main
from unokit.errors import RenderError
from unokit.render import faces, sheets
from unokit.render.canvas import parse_bleed
from unokit.render.layout import CROP_GAP, PRINTABLE_MARGIN
from unokit.render.tagged_pdf import PT_PER_MM

BLEED = 3.0
PX_PER_MM = 8
CARDS = ["R7", "B2", "G5", "Y1", "W", "W+4", "RS", "BR"]


@pytest.fixture(scope="module")
def bled() -> bytes:
    return sheets.sheet_pdf(CARDS, bleed_mm=BLEED, backs="long-edge")


def boxes_mm(page) -> dict[str, tuple[float, ...]]:
    """Every page box in mm, (left, top, right, bottom) measured from the page's top-left, y down."""
    height = float(page.mediabox.top)
    found = {}
    for name in ("mediabox", "cropbox", "trimbox", "bleedbox"):
        box = getattr(page, name)
        found[name] = tuple(round(v / PT_PER_MM, 3) for v in (float(box.left), height - float(box.top),
                                                               float(box.right), height - float(box.bottom)))
    return found


def test_page_boxes_in_mm_trim_inside_bleed_inside_the_paper(bled):
    lay = sheets.layout("a4", "uno", BLEED)
    for page in PdfReader(io.BytesIO(bled)).pages:
        box = boxes_mm(page)
        assert box["mediabox"] == box["cropbox"] == (0.0, 0.0, 210.0, 297.0)
        trim, bleed = box["trimbox"], box["bleedbox"]
        extent = lay.trim_extent
        assert trim == pytest.approx((extent.x, extent.y, extent.right, extent.bottom), abs=1e-3)
        # the bleed box is the trim box grown by exactly the bleed on every side
        assert bleed == pytest.approx((trim[0] - BLEED, trim[1] - BLEED, trim[2] + BLEED, trim[3] + BLEED), abs=1e-3)
        assert 0 <= bleed[0] and 0 <= bleed[1] and bleed[2] <= 210 and bleed[3] <= 297


def test_without_bleed_every_box_is_the_paper():
    page = PdfReader(io.BytesIO(sheets.sheet_pdf(["R7"]))).pages[0]
    assert set(boxes_mm(page).values()) == {(0.0, 0.0, 210.0, 297.0)}


def test_layout_with_bleed_sets_cards_apart_and_keeps_every_cut():
    lay = sheets.layout("a4", "uno", BLEED)
    assert (lay.columns, lay.rows, lay.rotated) == (2, 4, True)  # 3 x 3 no longer leaves room for marks
    xs, ys = lay.cut_xs, lay.cut_ys
    assert len(xs) == 2 * lay.columns and len(ys) == 2 * lay.rows
    # two cuts per card, the card's size apart; neighbours' cuts twice the bleed apart
    for cuts, size in ((xs, lay.card_height), (ys, lay.card_width)):
        assert [round(b - a, 6) for a, b in zip(cuts[::2], cuts[1::2], strict=True)] == [size] * (len(cuts) // 2)
        assert all(round(b - a, 6) == 2 * BLEED for a, b in zip(cuts[1:-1:2], cuts[2::2], strict=True))
    for i in range(lay.per_page):
        cell, cut = lay.slot(i), lay.trim(lay.slot(i))
        assert (cut.x - cell.x, cut.y - cell.y, cell.right - cut.right, cell.bottom - cut.bottom) == (BLEED,) * 4


def crop_segments(page_svg: str) -> list[tuple[float, float, float, float]]:
    root = ET.fromstring(page_svg)
    path = next(el for el in root.iter("{http://www.w3.org/2000/svg}path") if el.get("class") == "unokit-crop-marks")
    segments = []
    for x, y, direction, length in re.findall(r"M([-\d.]+) ([-\d.]+)([vh])([-\d.]+)", path.get("d")):
        x, y, length = float(x), float(y), float(length)
        end = (x, y + length) if direction == "v" else (x + length, y)
        segments.append((min(x, end[0]), min(y, end[1]), max(x, end[0]), max(y, end[1])))
    return segments


def test_crop_marks_continue_every_cut_outside_the_bleed():
    lay = sheets.layout("a4", "uno", BLEED)
    page = sheets.sheet_pages(CARDS, bleed_mm=BLEED)[0]
    grid = lay.grid  # the cells: every card with its bleed
    segments = crop_segments(page)
    for x0, y0, x1, y1 in segments:
        outside = max(grid.x - x1, x0 - grid.right, grid.y - y1, y0 - grid.bottom)
        assert outside >= CROP_GAP - 1e-6  # no mark reaches into the bleed, nor closer than the gap
        assert min(x0, y0) >= PRINTABLE_MARGIN - 1e-6
        assert x1 <= lay.page_width - PRINTABLE_MARGIN + 1e-6 and y1 <= lay.page_height - PRINTABLE_MARGIN + 1e-6
    vertical = {round(x0, 4) for x0, _, x1, _ in segments if x0 == x1}
    horizontal = {round(y0, 4) for _, y0, _, y1 in segments if y0 == y1}
    assert vertical == {round(x, 4) for x in lay.cut_xs} and horizontal == {round(y, 4) for y in lay.cut_ys}


def render_rgb(pdf: bytes, index: int) -> np.ndarray:
    document = pdfium.PdfDocument(pdf)
    try:
        image = document[index].render(scale=PX_PER_MM / PT_PER_MM).to_numpy()
    finally:
        document.close()
    return np.asarray(image[:, :, :3], dtype=np.int16)


def hex_rgb(hex_colour: str) -> np.ndarray:
    return np.array([int(hex_colour[i:i + 2], 16) for i in (1, 3, 5)], dtype=np.int16)


def test_the_card_colour_reaches_into_the_bleed_and_no_outline_is_on_the_cut(bled):
    lay = sheets.layout("a4", "uno", BLEED)
    image = render_rgb(bled, 0)
    assert image.shape[1] == pytest.approx(210 * PX_PER_MM, abs=2)
    # pdfium renders BGR
    image = image[:, :, ::-1]

    def at(x_mm: float, y_mm: float) -> np.ndarray:
        return image[round(y_mm * PX_PER_MM), round(x_mm * PX_PER_MM)]

    for i, code in enumerate(CARDS):
        card = Card.parse(code)
        field = hex_rgb(coloradd.get(card.color).hex if card.color is not None else faces._WILD_FIELD)
        cut = lay.trim(lay.slot(i))
        # along every edge of the card, a third of the way along: in the bleed (2.5 mm out), on the cut, and
        # 1 mm inside: the card's own colour every time (no white rim, no grey hairline on the cut)
        for t in (1 / 3, 2 / 3):
            x, y = cut.x + t * cut.width, cut.y + t * cut.height
            for px, py in ((cut.x - 2.5, y), (cut.x, y), (cut.x + 1.0, y), (cut.right + 2.5, y), (cut.right, y),
                           (x, cut.y - 2.5), (x, cut.y), (x, cut.bottom + 2.5), (x, cut.bottom)):
                assert np.abs(at(px, py) - field).max() <= 3, (code, px, py, at(px, py), field)
    # outside the bleed, between the grid and the crop marks: paper white
    grid = lay.grid
    assert (at(grid.x - 0.3, grid.y + 20) >= 250).all() and (at(grid.right + 0.3, grid.y + 20) >= 250).all()


def test_backs_carry_the_bleed_and_land_behind_their_faces(bled):
    lay = sheets.layout("a4", "uno", BLEED)
    image = render_rgb(bled, 1)[:, :, ::-1]
    back_field = hex_rgb(faces._WILD_FIELD)
    for i in range(len(CARDS)):
        face, back = lay.trim(lay.slot(i)), lay.trim(lay.back_slot(i, "long-edge"))
        assert back.x == pytest.approx(lay.page_width - face.right) and back.y == pytest.approx(face.y)
        x, y = back.x - 2.5, back.y + back.height / 3
        assert np.abs(image[round(y * PX_PER_MM), round(x * PX_PER_MM)] - back_field).max() <= 3


def test_card_svg_with_bleed_keeps_card_coordinates():
    plain, bled = str(faces.card(Card.parse("R7"))), str(faces.card(Card.parse("R7"), bleed_mm=BLEED))
    assert 'viewBox="0 0 56 88"' in plain and 'width="56mm"' in plain and "unokit-bleed" not in plain
    assert 'viewBox="-3 -3 62 94"' in bled and 'width="62mm"' in bled and 'height="94mm"' in bled
    assert "#4d4d4d" not in bled  # no outline on the cut
    assert 'viewBox="-3 -3 62 94"' in str(faces.back(bleed_mm=BLEED))


@pytest.mark.parametrize("typed, mm", [("3mm", 3.0), ("3", 3.0), ("3.175 mm", 3.175), ("0.125in", 3.175),
                                       ("0", 0.0), (".5MM", 0.5)])
def test_parse_bleed(typed, mm):
    assert parse_bleed(typed) == pytest.approx(mm)


@pytest.mark.parametrize("typed", ["7mm", "-1mm", "3cm", "three", "", "nan", 6.5, True])
def test_bad_bleed_is_refused_with_what_is_allowed(typed):
    with pytest.raises(RenderError, match="bleed"):
        parse_bleed(typed)


def test_cli_bleed(tmp_path):
    out = tmp_path / "deck.pdf"
    result = CliRunner().invoke(main, ["sheet", "--cards", "R7,G7", "--bleed", "3mm", "--out", str(out)])
    assert result.exit_code == 0, result.output
    box = boxes_mm(PdfReader(out).pages[0])
    assert round(box["trimbox"][0] - box["bleedbox"][0], 3) == 3.0
    bad = CliRunner().invoke(main, ["sheet", "--bleed", "7mm", "--out", str(tmp_path / "x.pdf")])
    assert bad.exit_code == 2 and "--bleed" in bad.output and "from 0 to 6" in bad.output
    assert not (tmp_path / "x.pdf").exists()


def test_cards_with_bleed_give_the_game_crafters_poker_size(tmp_path):
    from PIL import Image

    result = CliRunner().invoke(main, ["cards", "--size", "poker", "--format", "png", "--bleed", "0.125in",
                                       "--out", str(tmp_path)])
    assert result.exit_code == 0, result.output
    with Image.open(tmp_path / "R7.png") as image:
        assert image.size == (825, 1125)  # the trim 750 x 1050 px plus 1/8 in all round at 300 dpi
        rgb = image.convert("RGB")
        assert rgb.getpixel((5, 560)) == rgb.getpixel((40, 560))  # the card's colour from the bleed inwards


def braille_dot_positions(page_svg: str) -> list[tuple[str, str, str]]:
    """(placement transform of the card, cx, cy) of every braille dot on a page SVG."""
    root = ET.fromstring(page_svg)
    svg = "{http://www.w3.org/2000/svg}"
    found = []
    for placed in root.iter(f"{svg}g"):
        for card in placed.findall(f"{svg}svg"):
            for group in card.iter(f"{svg}g"):
                if group.get("class") == "unokit-braille":
                    found += [(placed.get("transform"), c.get("cx"), c.get("cy")) for c in group.iter(f"{svg}circle")]
    return found


def test_swell_sheet_with_bleed_registers_with_its_face_sheet():
    faces = sheets.sheet_pages(["R7", "W+4", "B+2"], braille=True, bleed_mm=BLEED, reference_cards=False)
    dots = sheets.braille_dots_pages(["R7", "W+4", "B+2"], bleed_mm=BLEED, reference_cards=False)
    assert len(faces) == len(dots) == 1
    on_faces, on_dots = braille_dot_positions(faces[0]), braille_dot_positions(dots[0])
    # the same dots in the same places (the labels, then the key in braille), the cards placed alike
    assert on_faces == on_dots
    assert len(on_faces) > sum(len(sheets._braille_dots(Card.parse(c), 56, 88)) for c in ("R7", "W+4", "B+2"))
    face_pdf = sheets.sheet_pdf(["R7"], braille=True, bleed_mm=BLEED, reference_cards=False)
    dots_pdf = sheets.braille_dots_pdf(["R7"], bleed_mm=BLEED, reference_cards=False)
    assert boxes_mm(PdfReader(io.BytesIO(face_pdf)).pages[0]) == boxes_mm(PdfReader(io.BytesIO(dots_pdf)).pages[0])
