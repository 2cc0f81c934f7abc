"""Print sheets (issue 4): page counts, page sizes, card positions measured on the rendered PDF,
mirrored backs, embedded fonts, the footer, braille labels and the swell-paper dot sheet.

Measurements render PDF pages with pdfium at 5 px/mm (127 dpi) and compare with where the card
should be on paper. The expensive whole-deck PDFs are built once per module.
"""

from __future__ import annotations

import io
import re

import numpy as np
import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from unokit.cards import CLASSIC_COLORS, SPECTRUM_COLORS, Card, Color, Rank, make_deck
from unokit.cli import main
from unokit.errors import InvalidCardError, RenderError
from unokit.render import sheets

pdfium = pytest.importorskip("pypdfium2")
cairosvg = pytest.importorskip("cairosvg")

PX_PER_MM = 5.0  # 127 dpi
PT_PER_MM = 72 / 25.4
PAPER_PT = {"a4": (595.2756, 841.8898), "letter": (612.0, 792.0)}  # ISO 216 and 8.5 x 11 in


# --- fixtures: each whole deck rendered once ---------------------------------------------------------


@pytest.fixture(scope="module")
def classic_long_edge() -> bytes:
    return sheets.sheet_pdf(make_deck("classic"), backs="long-edge", braille=True, title="classic",
                            reference_cards=False)


@pytest.fixture(scope="module")
def spectrum_short_edge() -> bytes:
    return sheets.sheet_pdf(make_deck("spectrum"), backs="short-edge", paper="letter", title="spectrum",
                            reference_cards=False)


@pytest.fixture(scope="module")
def classic_dots() -> bytes:
    return sheets.braille_dots_pdf(make_deck("classic"), reference_cards=False)


@pytest.fixture(scope="module")
def classic_dots_on_the_edges() -> bytes:
    return sheets.braille_dots_pdf(make_deck("classic"), reference_cards=False, braille_placement="edges")


def reader(pdf: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(pdf))


def render_page(pdf: bytes, index: int) -> np.ndarray:
    """Page ``index`` as a grey image (0 black .. 255 white), PX_PER_MM pixels per mm."""
    document = pdfium.PdfDocument(pdf)
    try:
        bitmap = document[index].render(scale=PX_PER_MM / PT_PER_MM, grayscale=True)
        image = bitmap.to_numpy()
    finally:
        document.close()
    return np.asarray(image, dtype=np.float32).reshape(image.shape[0], image.shape[1], -1)[:, :, 0]


_templates: dict[tuple[str, str, bool], np.ndarray] = {}


def card_image(face: Card | None, size: str = "uno", corner_braille: bool = False) -> np.ndarray:
    """A card face (or the back, for ``None``) rendered alone at PX_PER_MM, grey 0..255; with
    ``corner_braille`` as a sheet with corner braille labels draws it (its oval clear of them)."""
    from unokit.render import svg

    key = (face.code if face else "back", size, corner_braille)
    if key not in _templates:
        w, h = svg.CARD_SIZES[size]
        source = svg.card(face, size=size, corner_braille=corner_braille) if face else svg.back(size=size)
        png = cairosvg.svg2png(bytestring=str(source).encode(), output_width=round(w * PX_PER_MM),
                               output_height=round(h * PX_PER_MM), background_color="white")
        from PIL import Image

        _templates[key] = np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=np.float32)
    return _templates[key]


def locate(page: np.ndarray, template: np.ndarray, x_mm: float, y_mm: float, search_mm: float = 2.0):
    """Where ``template`` sits on ``page`` near (x_mm, y_mm): the top-left corner in mm.

    Slides the card's interior (the card shrunk by ``search_mm`` on every side, so no neighbour's ink
    takes part) over the page within +-search_mm and takes the shift with the least squared difference.
    """
    m = round(search_mm * PX_PER_MM)
    th, tw = template.shape
    inner = template[m:th - m:2, m:tw - m:2]
    x0, y0 = round(x_mm * PX_PER_MM), round(y_mm * PX_PER_MM)
    best = (np.inf, 0, 0)
    for dy in range(-m, m + 1):
        for dx in range(-m, m + 1):
            window = page[y0 + m + dy:y0 + th - m + dy:2, x0 + m + dx:x0 + tw - m + dx:2]
            score = float(np.mean((window - inner) ** 2))
            if score < best[0]:
                best = (score, dx, dy)
    score, dx, dy = best
    assert score < 400, f"no card found near ({x_mm:.1f}, {y_mm:.1f}) mm (best mean sq. diff {score:.0f})"
    return (x0 + dx) / PX_PER_MM, (y0 + dy) / PX_PER_MM


# --- layout ---------------------------------------------------------------------------------------------


def test_uno_cards_fill_a_centred_3x3_grid_on_a4():
    lay = sheets.layout("a4", "uno")
    assert (lay.columns, lay.rows) == (3, 3)
    grid = lay.grid
    assert grid.x == pytest.approx(210 - grid.right) and grid.y == pytest.approx(297 - grid.bottom)
    assert lay.footer == "bottom"


def test_cards_are_butted_so_one_cut_serves_two_cards():
    lay = sheets.layout("a4", "poker")
    assert lay.slot(0).right == pytest.approx(lay.slot(1).x)
    assert lay.slot(0).bottom == pytest.approx(lay.slot(3).y)


def test_tall_cards_on_letter_get_the_largest_grid_that_fits():
    # upright, 3 rows of 88.9 mm leave no room for crop marks on 279.4 mm paper (3 x 2 = 6 would
    # fit); cards turned a quarter turn fit 2 x 4 = 8
    for size in ("poker", "bridge"):
        lay = sheets.layout("letter", size)
        room = (279.4 - 3 * lay.card_height) / 2
        assert room < sheets.PRINTABLE_MARGIN + sheets.CROP_GAP + sheets.CROP_MIN
        assert (lay.columns, lay.rows, lay.rotated) == (2, 4, True)
        assert (lay.cell_width, lay.cell_height) == (lay.card_height, lay.card_width)
    assert not any(sheets.layout("a4", size).rotated for size in ("uno", "poker", "bridge"))


def test_footer_moves_to_the_side_when_top_and_bottom_are_thin():
    lay = sheets.layout("letter", "poker")
    assert (lay.columns, lay.rows, lay.footer) == (2, 4, "side")
    assert lay.footer_box.right <= lay.left - sheets.CROP_GAP - lay.crop_length_x


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("size", ["uno", "poker", "bridge"])
def test_every_mark_is_inside_the_printable_margin(paper, size):
    lay = sheets.layout(paper, size)
    pm = sheets.PRINTABLE_MARGIN
    grid = lay.grid
    assert grid.x - sheets.CROP_GAP - lay.crop_length_x >= pm - 1e-9
    assert grid.y - sheets.CROP_GAP - lay.crop_length_y >= pm - 1e-9
    assert lay.crop_length_x >= sheets.CROP_MIN and lay.crop_length_y >= sheets.CROP_MIN
    box = lay.footer_box
    assert box.x >= pm and box.y >= pm and box.right <= lay.page_width - pm
    assert box.bottom <= lay.page_height - pm + 1e-9


def test_unknown_paper_and_size_name_what_is_allowed():
    with pytest.raises(RenderError, match="a3.*a4, letter"):
        sheets.layout("a3")
    with pytest.raises(RenderError, match="tarot.*uno, poker, bridge"):
        sheets.layout("a4", "tarot")
    with pytest.raises(RenderError, match="sideways"):
        sheets.sheet_pages(["R7"], backs="sideways")


# --- page counts and page boxes --------------------------------------------------------------------


def test_classic_deck_is_12_face_pages_and_its_reference_cards_a_13th():
    assert len(sheets.sheet_pages(make_deck("classic"), reference_cards=False)) == 12
    assert len(sheets.sheet_pages(make_deck("classic"))) == 13  # the ColorADD reference cards by default


def test_classic_deck_with_backs_is_26_pages_faces_then_backs(classic_long_edge):
    pages = reader(classic_long_edge).pages
    assert len(pages) == 26  # 108 cards and, with braille, the braille key card: 13 face pages
    assert "backs 1/13" in pages[1].extract_text() and "faces 1/13" in pages[0].extract_text()


def test_spectrum_deck_is_14_face_pages_on_letter_and_28_with_backs(spectrum_short_edge):
    assert len(sheets.sheet_pages(make_deck("spectrum"), paper="letter", reference_cards=False)) == 14  # 8 a page
    assert len(reader(spectrum_short_edge).pages) == 28
    assert len(sheets.sheet_pages(make_deck("spectrum"))) == 13  # 9 a page on A4


def test_reference_cards_and_alignment_test_add_pages():
    assert len(sheets.sheet_pages(make_deck("classic"), reference_cards=True)) == 13  # 110 faces
    pages = sheets.sheet_pages(["R7"], backs="long-edge", alignment_test=True)
    assert len(pages) == 4
    with pytest.raises(RenderError, match="long-edge or short-edge"):
        sheets.sheet_pages(["R7"], alignment_test=True)


@pytest.mark.parametrize("fixture, paper", [("classic_long_edge", "a4"), ("spectrum_short_edge", "letter")])
def test_every_page_box_is_the_paper_size_within_half_a_point(fixture, paper, request):
    want_w, want_h = PAPER_PT[paper]
    for page in reader(request.getfixturevalue(fixture)).pages:
        for box in (page.mediabox, page.cropbox, page.trimbox):
            assert float(box.left) == 0 and float(box.bottom) == 0
            assert abs(float(box.width) - want_w) <= 0.5 and abs(float(box.height) - want_h) <= 0.5


# --- positions measured on the rendered pages ---------------------------------------------------------


@pytest.mark.parametrize("fixture, paper, kind, face_pages", [
    ("classic_long_edge", "a4", "classic", range(12)),  # every card of the deck
    ("spectrum_short_edge", "letter", "spectrum", [0, 13]),
])
def test_every_card_is_within_half_a_mm_of_its_place(fixture, paper, kind, face_pages, request):
    pdf = request.getfixturevalue(fixture)
    lay = sheets.layout(paper, "uno")
    deck = make_deck(kind)
    n = lay.per_page
    for page_number in face_pages:
        page = render_page(pdf, 2 * page_number)
        for i, card in enumerate(deck[n * page_number:n * page_number + n]):
            want = lay.slot(i)
            image = card_image(card, corner_braille=fixture == "classic_long_edge")  # the one with braille
            template = np.rot90(image, k=-1) if lay.rotated else image
            x, y = locate(page, template, want.x, want.y)
            assert abs(x - want.x) <= 0.5 and abs(y - want.y) <= 0.5, (card, x, y, want)


def mirrored(x: float, y: float, w: float, h: float, paper_w: float, paper_h: float, backs: str):
    """Where the back of a card at (x, y) must print so it lands behind it: the sheet turned about
    its vertical axis (long edge) or its horizontal axis (short edge)."""
    if backs == "long-edge":
        return paper_w - x - w, y
    return x, paper_h - y - h


@pytest.mark.parametrize("fixture, paper, backs, pages", [
    ("classic_long_edge", "a4", "long-edge", range(1, 24, 2)),
    ("spectrum_short_edge", "letter", "short-edge", [1, 27]),
])
def test_each_back_is_printed_mirrored_behind_its_face(fixture, paper, backs, pages, request):
    pdf = request.getfixturevalue(fixture)
    lay = sheets.layout(paper, "uno")
    n_cards = 109 if paper == "a4" else 112  # the classic sheet has the braille key card
    back = np.rot90(card_image(None), k=-1) if lay.rotated else card_image(None)
    for page_index in pages:
        page = render_page(pdf, page_index)
        first = (page_index // 2) * lay.per_page
        for i in range(min(lay.per_page, n_cards - first)):
            face = lay.slot(i)
            want = mirrored(face.x, face.y, face.width, face.height, lay.page_width, lay.page_height, backs)
            x, y = locate(page, back, *want)
            assert abs(x - want[0]) <= 0.5 and abs(y - want[1]) <= 0.5, (page_index, i, x, y, want)


@pytest.mark.parametrize("backs", ["long-edge", "short-edge"])
def test_a_partial_page_shows_the_mirroring(backs):
    # two faces in the top-left corner: their backs belong in the top-right (long edge) or
    # bottom-left (short edge) corner, and the cell behind nothing stays blank
    lay = sheets.layout("a4", "uno")
    pdf = sheets.sheet_pdf(["R1", "G2"], backs=backs, reference_cards=False)
    page = render_page(pdf, 1)
    for i in range(2):
        face = lay.slot(i)
        want = mirrored(face.x, face.y, face.width, face.height, 210.0, 297.0, backs)
        x, y = locate(page, card_image(None), *want)
        assert abs(x - want[0]) <= 0.5 and abs(y - want[1]) <= 0.5
    blank = lay.slot(0)
    cell = page[round(blank.y * PX_PER_MM) + 5:round(blank.bottom * PX_PER_MM) - 5,
                round(blank.x * PX_PER_MM) + 5:round(blank.right * PX_PER_MM) - 5]
    assert cell.min() > 250


def test_last_back_page_leaves_the_unused_places_blank(classic_long_edge):
    # face page 13 holds the braille key card and the 4 cards of the key in braille (a row and two places
    # of the second); their long-edge backs land mirrored, so the place left of them in the second row and
    # the whole third row of the back page stay white
    lay = sheets.layout("a4", "uno")
    page = render_page(classic_long_edge, 25)
    lower_rows = page[round(lay.cut_ys[2] * PX_PER_MM) + 5:round(lay.grid.bottom * PX_PER_MM) - 5,
                      round(lay.left * PX_PER_MM) + 5:round(lay.grid.right * PX_PER_MM) - 5]
    assert lower_rows.min() > 250
    empty_place = page[round(lay.cut_ys[1] * PX_PER_MM) + 5:round(lay.cut_ys[2] * PX_PER_MM) - 5,
                       round(lay.left * PX_PER_MM) + 5:round(lay.cut_xs[1] * PX_PER_MM) - 5]
    assert empty_place.min() > 250
    x, y = locate(page, card_image(None), *mirrored(lay.left, lay.top, lay.card_width, lay.card_height,
                                                    210.0, 297.0, "long-edge"))
    assert abs(x - lay.cut_xs[-2]) <= 0.5 and abs(y - lay.top) <= 0.5


@pytest.mark.parametrize("fixture, index", [("classic_long_edge", 0), ("classic_long_edge", 1),
                                            ("spectrum_short_edge", 0)])
def test_no_ink_within_the_printable_margin(fixture, index, request):
    page = render_page(request.getfixturevalue(fixture), index)
    border = round(sheets.PRINTABLE_MARGIN * PX_PER_MM)
    ink = page < 200
    assert not ink[:border].any() and not ink[-border:].any()
    assert not ink[:, :border].any() and not ink[:, -border:].any()


def test_crop_marks_continue_the_cut_lines(classic_long_edge):
    lay = sheets.layout("a4", "uno")
    page = render_page(classic_long_edge, 0)
    # the band of the top margin where the marks are: columns holding ink are the vertical cuts
    band = page[round((lay.top - 2.0) * PX_PER_MM) - 1, :] < 128
    found = _runs_centres(band)
    assert len(found) == lay.columns + 1
    for x_px, want in zip(found, lay.cut_xs, strict=True):
        assert abs(x_px / PX_PER_MM - want) <= 0.25
    band = page[:, round((lay.left - 2.0) * PX_PER_MM) - 1] < 128
    band[round((lay.grid.bottom + 3) * PX_PER_MM):] = False  # below the grid: the footer's ruler
    found = _runs_centres(band)
    assert len(found) == lay.rows + 1
    for y_px, want in zip(found, lay.cut_ys, strict=True):
        assert abs(y_px / PX_PER_MM - want) <= 0.25


def _runs_centres(mask: np.ndarray) -> list[float]:
    """Centres (in pixels) of the runs of True in a 1-D mask."""
    edges = np.flatnonzero(np.diff(np.concatenate([[0], mask.astype(np.int8), [0]])))
    return [(start + end - 1) / 2 + 0.5 for start, end in zip(edges[::2], edges[1::2], strict=True)]


def test_footer_ruler_measures_50_mm(classic_long_edge):
    lay = sheets.layout("a4", "uno")
    page = render_page(classic_long_edge, 0)
    box = lay.footer_box
    rows = page[round(box.y * PX_PER_MM):round(box.bottom * PX_PER_MM)]
    # the ruler's baseline is the longest horizontal run of ink in the footer band
    best = max((_longest_run(row < 160) for row in rows), key=lambda run: run[1] - run[0])
    length_mm = (best[1] - best[0]) / PX_PER_MM
    assert abs(length_mm - 50.0) <= 0.4


def test_side_footer_ruler_measures_50_mm_up_the_left_margin():
    lay = sheets.layout("letter", "poker")
    assert lay.footer == "side"
    page = render_page(sheets.sheet_pdf(["R7"], paper="letter", size="poker"), 0)
    box = lay.footer_box
    columns = page[:, round(box.x * PX_PER_MM):round(box.right * PX_PER_MM)].T
    best = max((_longest_run(column < 160) for column in columns), key=lambda run: run[1] - run[0])
    assert abs((best[1] - best[0]) / PX_PER_MM - 50.0) <= 0.4


def _longest_run(mask: np.ndarray) -> tuple[int, int]:
    edges = np.flatnonzero(np.diff(np.concatenate([[0], mask.astype(np.int8), [0]])))
    runs = list(zip(edges[::2], edges[1::2], strict=True))
    return max(runs, key=lambda r: r[1] - r[0]) if runs else (0, 0)


def test_poker_cards_on_letter_print_eight_a_page_turned_and_in_place():
    assert len(sheets.sheet_pages(make_deck("classic"), paper="letter", size="poker")) == 14  # 108 / 8
    cards = [Card.parse(code) for code in ("R7", "GS", "W", "B+2", "Y0", "W+4", "G9")]
    pdf = sheets.sheet_pdf(cards, paper="letter", size="poker", backs="long-edge", reference_cards=False)
    lay = sheets.layout("letter", "poker")
    face, back = render_page(pdf, 0), render_page(pdf, 1)
    turned_back = np.rot90(card_image(None, "poker"), k=-1)  # a quarter turn clockwise
    for i, card in enumerate(cards):
        want = lay.slot(i)
        x, y = locate(face, np.rot90(card_image(card, "poker"), k=-1), want.x, want.y)
        assert abs(x - want.x) <= 0.5 and abs(y - want.y) <= 0.5, (card, x, y, want)
        bx, by = mirrored(want.x, want.y, want.width, want.height, 215.9, 279.4, "long-edge")
        x, y = locate(back, turned_back, bx, by)
        assert abs(x - bx) <= 0.5 and abs(y - by) <= 0.5, (card, x, y, bx, by)
    # 7 faces: the last cell (bottom right) is empty, so behind it, bottom left, stays blank
    blank = lay.cell(0, 3)
    cell = back[round(blank.y * PX_PER_MM) + 5:round(blank.bottom * PX_PER_MM) - 5,
                round(blank.x * PX_PER_MM) + 5:round(blank.right * PX_PER_MM) - 5]
    assert cell.min() > 250


def test_inlining_svg_use_references_draws_the_same_picture():
    from PIL import Image

    page = sheets.sheet_pages(["R6", "GS", "W+4", "B+2"], backs="short-edge", braille=True, large_print=True)[0]
    flat = sheets._inline_uses(page)
    drawn = re.sub(r"<defs>.*?</defs>", "", flat, flags=re.S)  # templates stay; nothing drawn uses them
    assert "<use" in page and "<use" not in drawn

    def png(source: str) -> np.ndarray:
        return np.asarray(Image.open(io.BytesIO(cairosvg.svg2png(bytestring=source.encode(), dpi=50))))

    assert np.array_equal(png(page), png(flat))


# --- text and fonts ----------------------------------------------------------------------------------


def _fonts(pdf: bytes):
    for page in reader(pdf).pages:
        resources = page.get("/Resources")
        fonts = resources.get_object().get("/Font") if resources else None
        for font in (fonts.get_object().values() if fonts else ()):
            yield font.get_object()


def test_every_font_is_embedded(classic_long_edge, spectrum_short_edge):
    seen = 0
    for pdf in (classic_long_edge, spectrum_short_edge):
        for font in _fonts(pdf):
            seen += 1
            if font["/Subtype"] == "/Type3":  # glyphs drawn in the PDF itself
                continue
            if font["/Subtype"] == "/Type0":
                font = font["/DescendantFonts"][0].get_object()
            descriptor = font["/FontDescriptor"].get_object()
            assert any(k in descriptor for k in ("/FontFile", "/FontFile2", "/FontFile3")), font["/BaseFont"]
    assert seen > 0  # the footer is text, so some font must be there


def test_footer_text_is_extractable_on_every_page(classic_long_edge, spectrum_short_edge):
    for pdf, title, total in ((classic_long_edge, "classic", 26), (spectrum_short_edge, "spectrum", 28)):
        for n, page in enumerate(reader(pdf).pages, start=1):
            text = page.extract_text()
            assert "print at 100%" in text
            assert title in text and f"page {n} of {total}" in text


# --- options ----------------------------------------------------------------------------------------


def test_large_print_passes_to_the_card_renderer():
    from unokit.render import svg

    big = sheets.sheet_pages(["R7"], large_print=True)[0]
    normal = sheets.sheet_pages(["R7"])[0]
    assert big != normal
    inner = re.sub(r"^<svg[^>]*>", "", str(svg.card(Card.parse("R7"), large_print=True, id_prefix="f1-0")))
    assert inner in big


def test_svg_dir_gets_every_page(tmp_path):
    sheets.sheet_pdf(["R7", "G7", "W"], backs="long-edge", svg_dir=tmp_path)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["page-001.svg", "page-002.svg"]
    assert (tmp_path / "page-001.svg").read_text().startswith("<svg")


def test_custom_card_codes_and_errors():
    pages = sheets.sheet_pages(["r7", Card.parse("W+4")])
    assert len(pages) == 1
    with pytest.raises(InvalidCardError, match="X9"):
        sheets.sheet_pages(["X9"])
    with pytest.raises(RenderError, match="no cards"):
        sheets.sheet_pages([])


# --- braille ------------------------------------------------------------------------------------------

# Braille tables written out here, independent of the module: dots of a-z (English braille),
# UEB numeric indicator 3456 (digits 1-9, 0 are the letters a-j) and the UEB plus sign 5, 235.
LETTERS = {
    "a": {1}, "b": {1, 2}, "c": {1, 4}, "d": {1, 4, 5}, "e": {1, 5}, "f": {1, 2, 4}, "g": {1, 2, 4, 5},
    "h": {1, 2, 5}, "i": {2, 4}, "j": {2, 4, 5}, "k": {1, 3}, "l": {1, 2, 3}, "m": {1, 3, 4},
    "n": {1, 3, 4, 5}, "o": {1, 3, 5}, "p": {1, 2, 3, 4}, "q": {1, 2, 3, 4, 5}, "r": {1, 2, 3, 5},
    "s": {2, 3, 4}, "t": {2, 3, 4, 5}, "u": {1, 3, 6}, "v": {1, 2, 3, 6}, "w": {2, 4, 5, 6},
    "x": {1, 3, 4, 6}, "y": {1, 3, 4, 5, 6}, "z": {1, 3, 5, 6},
}
NUMBER_SIGN = {3, 4, 5, 6}
PLUS = [{5}, {2, 3, 5}]
COLOR_LETTERS = {"r": Color.RED, "o": Color.ORANGE, "y": Color.YELLOW, "g": Color.GREEN,
                 "t": Color.TEAL, "b": Color.BLUE, "p": Color.PURPLE, "m": Color.MAGENTA}


def unicode_cells(label: str) -> list[set[int]]:
    """Unicode braille (U+2800 + bit n-1 for dot n) to dot-number sets."""
    cells = []
    for char in label:
        bits = ord(char) - 0x2800
        assert 0 <= bits < 64, f"{char!r} is not six-dot braille"
        cells.append({d for d in range(1, 7) if bits >> (d - 1) & 1})
    return cells


def decode(cells: list[set[int]]) -> Card:
    """Read a card label (the scheme documented in sheets.braille_label, on the edges or in the corners,
    where a draw card's plus sign stands alone) back to a card."""
    letters = {frozenset(dots): letter for letter, dots in LETTERS.items()}

    def number(rest: list[set[int]]) -> int:
        assert rest[0] == NUMBER_SIGN and len(rest) == 2, rest
        return "jabcdefghi".index(letters[frozenset(rest[1])])

    first = letters[frozenset(cells[0])]
    rest = cells[1:]
    if first == "w" and not rest:
        return Card(None, Rank.WILD)
    if first == "w":
        assert rest[:2] == PLUS and (rest[2:] == [] or number(rest[2:]) == 4)
        return Card(None, Rank.WILD_DRAW_FOUR)
    color = COLOR_LETTERS[first]
    if rest[:2] == PLUS:
        assert rest[2:] == [] or number(rest[2:]) == 2
        return Card(color, Rank.DRAW_TWO)
    if rest[0] == NUMBER_SIGN:
        return Card(color, Rank(str(number(rest))))
    assert len(rest) == 1
    return Card(color, {"s": Rank.SKIP, "r": Rank.REVERSE}[letters[frozenset(rest[0])]])


@pytest.mark.parametrize("placement, longest", [("corners", 3), ("edges", 5)])
@pytest.mark.parametrize("kind", ["classic", "spectrum"])
def test_braille_labels_decode_to_the_cards_colour_and_rank(kind, placement, longest):
    for card in set(make_deck(kind)):
        label = sheets.braille_label(card, placement=placement)
        assert decode(unicode_cells(label)) is card, (card, label)
        assert len(label) <= longest  # corners: under the index; edges: between the corner indices


def test_corner_labels_end_at_the_plus_sign():
    assert [sheets.braille_label(Card.parse(code)) for code in ("Y+2", "W+4", "R7", "GS", "BR", "W")] == [
        "⠽⠐⠖", "⠺⠐⠖", "⠗⠼⠛", "⠛⠎", "⠃⠗", "⠺"]
    assert sheets.braille_label(Card.parse("Y+2"), placement="edges") == "⠽⠐⠖⠼⠃"
    with pytest.raises(RenderError, match="braille placement 'top' is not allowed; placements are: corners, edges"):
        sheets.braille_label(Card.parse("R7"), placement="top")
    with pytest.raises(RenderError, match="placements are: corners, edges"):
        sheets.sheet_pages(["R7"], braille=True, braille_placement="middle")


def test_braille_label_examples():
    assert sheets.braille_label(Card.parse("R7")) == "⠗⠼⠛"  # r, numeric indicator, g = 7
    assert sheets.braille_label(Card.parse("W")) == "⠺"
    assert sheets.braille_label(Card.parse("B0")) == "⠃⠼⠚"
    with pytest.raises(RenderError, match="Brown 3"):
        sheets.braille_label(Card(Color.BROWN, Rank.THREE))


def test_braille_colour_letters_are_distinct_for_every_play_colour():
    heads = {sheets.braille_label(Card(color, Rank.FIVE))[0] for color in SPECTRUM_COLORS}
    assert len(heads) == len(SPECTRUM_COLORS) and set(CLASSIC_COLORS) <= set(SPECTRUM_COLORS)


def _blobs(mask: np.ndarray) -> list[tuple[float, float, float]]:
    """Dots on a binary image: (x, y, diameter) in pixels, by flood fill (4-connected)."""
    seen = np.zeros_like(mask, dtype=bool)
    found = []
    for y, x in zip(*np.nonzero(mask), strict=True):
        if seen[y, x]:
            continue
        stack, pixels = [(y, x)], []
        seen[y, x] = True
        while stack:
            cy, cx = stack.pop()
            pixels.append((cy, cx))
            for ny, nx in ((cy + 1, cx), (cy - 1, cx), (cy, cx + 1), (cy, cx - 1)):
                if 0 <= ny < mask.shape[0] and 0 <= nx < mask.shape[1] and mask[ny, nx] and not seen[ny, nx]:
                    seen[ny, nx] = True
                    stack.append((ny, nx))
        ys, xs = np.array(pixels).T
        found.append((xs.mean(), ys.mean(), 2 * np.sqrt(len(pixels) / np.pi)))
    return found


def _read_label(xs: np.ndarray, ys: np.ndarray, card: Card) -> Card:
    """Decode one label running down a card's left edge from its dot centres (mm, card coordinates)."""
    # u along the line (page y), v across it, growing towards the edge (page -x). Every label starts
    # with a letter that has a dot in the cell's first column and one in its top row (dot 1 or 4),
    # which fixes the origin.
    u0, v0 = ys.min(), xs.max()
    cells: dict[int, set[int]] = {}
    for x, y in zip(xs, ys, strict=True):
        cell, offset = divmod(y - u0 + 1.0, 6.2)
        column = round((offset - 1.0) / 2.34)
        row = round((v0 - x) / 2.34)
        assert abs(offset - 1.0 - 2.34 * column) <= 0.15, (card, x, y)
        assert abs(v0 - x - 2.34 * row) <= 0.15 and column in (0, 1) and row in (0, 1, 2)
        cells.setdefault(int(cell), set()).add(1 + row + 3 * column)
    assert abs(sheets.BRAILLE_EDGE + 4.68 - v0) <= 0.3  # the dots nearest the card edge are 4.2 mm from it
    return decode([cells.get(k, set()) for k in range(max(cells) + 1)])


def _read_corner_label(xs: np.ndarray, ys: np.ndarray, card: Card, width: float, top: float) -> Card:
    """Decode one label running left to right across a card's top-left corner from its dot centres (mm,
    card coordinates), and check it keeps 6 mm from the left cut and sits where the sheet says."""
    u0, v0 = xs.min(), ys.min()  # every label starts with a letter with a dot in its first column and top row
    cells: dict[int, set[int]] = {}
    for x, y in zip(xs, ys, strict=True):
        cell, offset = divmod(x - u0 + 1.0, 6.2)
        column = round((offset - 1.0) / 2.34)
        row = round((y - v0) / 2.34)
        assert abs(offset - 1.0 - 2.34 * column) <= 0.15 and abs(y - v0 - 2.34 * row) <= 0.15, (card, x, y)
        assert column in (0, 1) and row in (0, 1, 2)
        cells.setdefault(int(cell), set()).add(1 + row + 3 * column)
    r = sheets.BRAILLE_DOT / 2
    assert u0 - r >= 6.0 - 0.15 and abs(v0 - r - top) <= 0.3  # dot edges 6 mm from the left cut, under the index
    assert width - (xs.max() + r) >= 6.0 and len(cells) <= 3
    return decode([cells.get(k, set()) for k in range(max(cells) + 1)])


@pytest.mark.parametrize("fixture", ["classic_dots", "classic_dots_on_the_edges"])
def test_swell_paper_dots_have_standard_size_and_spacing_and_read_back(fixture, request):
    from unokit.render.face_layout import corner_label_top

    classic_dots = request.getfixturevalue(fixture)
    pages = reader(classic_dots).pages
    assert len(pages) == 13  # 108 cards and the braille key card
    lay = sheets.layout("a4", "uno")
    deck = make_deck("classic")
    for page_number in (0, 11):
        # in colour, the brightest channel: the K-only dots stay dark, the C-only marks and cut lines turn white
        document = pdfium.PdfDocument(classic_dots)
        try:
            page = document[page_number].render(scale=PX_PER_MM / PT_PER_MM).to_numpy()[:, :, :3].max(axis=2)
        finally:
            document.close()
        page = page.astype(np.float32)
        for i, card in enumerate(deck[9 * page_number:9 * page_number + 9]):
            box = lay.slot(i)
            crop = page[round(box.y * PX_PER_MM):round(box.bottom * PX_PER_MM),
                        round(box.x * PX_PER_MM):round(box.right * PX_PER_MM)]
            dots = _blobs(crop < 144)  # K-only dots (grey 32; edges to the midpoint), not the C-only marks
            assert dots, card
            xs = np.array([d[0] for d in dots]) / PX_PER_MM
            ys = np.array([d[1] for d in dots]) / PX_PER_MM
            for _, _, diameter in dots:
                assert abs(diameter / PX_PER_MM - 1.44) <= 0.15
            left = xs < box.width / 2
            if fixture == "classic_dots":  # across the top-left corner, and the same turned 180° in the bottom-right
                top = corner_label_top("uno", False)
                assert _read_corner_label(xs[left], ys[left], card, box.width, top) is card
                assert _read_corner_label(box.width - xs[~left], box.height - ys[~left], card, box.width, top) is card
                continue
            # two labels: down the left edge, and the same turned 180° up the right edge
            assert _read_label(xs[left], ys[left], card) is card
            assert _read_label(box.width - xs[~left], box.height - ys[~left], card) is card


# --- command line ------------------------------------------------------------------------------------


def test_sheet_command_writes_a_pdf_and_the_dot_sheet(tmp_path):
    out, dots = tmp_path / "deck.pdf", tmp_path / "dots.pdf"
    result = CliRunner().invoke(main, ["sheet", "--rules", "classic", "--paper", "letter", "--cards",
                                       "R7,G7,W", "--backs", "short-edge", "--braille", "--braille-dots",
                                       str(dots), "--no-reference-cards", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert len(reader(out.read_bytes()).pages) == 2
    assert len(reader(dots.read_bytes()).pages) == 1


@pytest.mark.parametrize("args, message", [
    (["--cards", "R7,X9"], "error: --cards: unknown card 'X9'"),
    (["--paper", "a3"], "error: --paper: unknown paper 'a3'; papers are: a4, letter"),
    (["--size", "tarot"], "error: --size: unknown card size 'tarot'"),
    (["--rules", "poker"], "error: --rules: unknown preset 'poker'"),
])
def test_bad_input_is_one_line_error_without_traceback(tmp_path, args, message):
    result = CliRunner().invoke(main, ["sheet", *args, "--out", str(tmp_path / "x.pdf")])
    assert result.exit_code == 2  # a bad option value is a usage error, as in every command
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(message)
    assert not (tmp_path / "x.pdf").exists()


@pytest.mark.parametrize("option, value, message", [
    ("--out", "", "error: --out: an empty path is not allowed; name the file to write"),
    ("--out", "{dir}", "error: --out: {dir} is a folder; name the file to write"),
    ("--braille-dots", "", "error: --braille-dots: an empty path is not allowed"),
    ("--braille-dots", "{dir}", "error: --braille-dots: {dir} is a folder"),
    ("--svg", " ", "error: --svg: an empty path is not allowed; name the folder to write"),
    ("--svg", "{file}", "error: --svg: {file} is a file, not a folder"),
])
def test_output_paths_are_checked_first_one_line_exit_1(tmp_path, monkeypatch, option, value, message):
    folder, file = tmp_path / "folder", tmp_path / "file.txt"
    folder.mkdir()
    file.write_text("keep")
    monkeypatch.chdir(tmp_path)  # an empty path must not write into the current folder
    args = {"--out": str(tmp_path / "x.pdf")}
    args[option] = value.format(dir=folder, file=file)
    result = CliRunner().invoke(main, ["sheet", "--cards", "R7", *[part for pair in args.items() for part in pair]])
    assert result.exit_code == 1
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(message.format(dir=folder, file=file))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.txt", "folder"]
    assert not any(folder.iterdir()) and file.read_text() == "keep"


# --- issue 9, "Print sheets" ----------------------------------------------------------------------------


@pytest.mark.parametrize("backs, duplex", [("none", "/Simplex"), ("long-edge", "/DuplexFlipLongEdge"),
                                           ("short-edge", "/DuplexFlipShortEdge")])
def test_sheet_pdf_asks_viewers_to_print_at_100_percent_and_duplex_as_the_backs_are_mirrored(backs, duplex):
    catalog = reader(sheets.sheet_pdf(["R7"], backs=backs)).trailer["/Root"]
    preferences = catalog["/ViewerPreferences"].get_object()
    assert preferences["/PrintScaling"] == "/None"
    assert preferences["/Duplex"] == duplex


@pytest.mark.parametrize("make", [lambda: sheets.sheet_pdf(["R7"]), lambda: sheets.braille_dots_pdf(["R7"])],
                         ids=["sheet", "braille-dots"])
def test_the_pdfs_say_their_language_and_show_their_title(make):
    # a screen reader reads the text in the right language (WCAG 3.1.1) and a viewer shows the title,
    # not the file name (WCAG 2.4.2); the sheets had neither
    pdf = reader(make())
    catalog = pdf.trailer["/Root"]
    assert catalog["/Lang"] == "en"
    assert catalog["/ViewerPreferences"].get_object()["/DisplayDocTitle"].value is True
    assert pdf.metadata.title.startswith("unokit")


def test_swell_paper_pdf_prints_at_100_percent_on_one_side():
    preferences = reader(sheets.braille_dots_pdf(["R7"])).trailer["/Root"]["/ViewerPreferences"].get_object()
    assert preferences["/PrintScaling"] == "/None" and preferences["/Duplex"] == "/Simplex"


_MARK = re.compile(r"M([\d.]+) ([\d.]+)([vh])(-?[\d.]+)")


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("size", ["uno", "poker", "bridge"])
def test_every_crop_mark_is_at_least_3_mm_long_and_5_mm_from_the_edge(paper, size):
    lay = sheets.layout(paper, size)
    page = sheets.sheet_pages(["R7"], paper=paper, size=size)[0]
    d = re.search(r'class="unokit-crop-marks" d="([^"]+)"', page).group(1)
    marks = _MARK.findall(d)
    assert len(marks) == 2 * (lay.columns + 1) + 2 * (lay.rows + 1)
    for x, y, direction, length in marks:
        x0, y0, length = float(x), float(y), float(length)
        x1, y1 = (x0, y0 + length) if direction == "v" else (x0 + length, y0)
        assert abs(length) >= 3.0, (paper, size, x0, y0, length)
        for x_ in (x0, x1):
            assert 5.0 - 1e-6 <= x_ <= lay.page_width - 5.0 + 1e-6
        for y_ in (y0, y1):
            assert 5.0 - 1e-6 <= y_ <= lay.page_height - 5.0 + 1e-6


def test_uno_cards_on_letter_go_eight_a_page_turned_so_the_marks_are_long_enough():
    lay = sheets.layout("letter", "uno")
    assert (lay.columns, lay.rows, lay.rotated, lay.footer) == (2, 4, True, "bottom")
    assert min(lay.crop_length_x, lay.crop_length_y) >= 3.0


def test_too_many_cards_or_none_are_refused():
    with pytest.raises(RenderError, match="at most 1,000"):
        sheets.sheet_pages(["R7"] * (sheets.MAX_CARDS + 1))
    assert len(sheets._faces(["R7"] * sheets.MAX_CARDS, False)) == sheets.MAX_CARDS


def _svg_path(page: str, name: str) -> str:
    return re.search(rf'<path class="{name}" d="([^"]+)"[^>]*stroke="([^"]+)"', page).groups()


def test_swell_paper_page_has_marks_ruler_and_says_which_face_page_it_goes_with():
    cards = make_deck("classic")[:12]  # two face pages
    faces = sheets.sheet_pages(cards, backs="long-edge", alignment_test=True, braille=True, reference_cards=False)
    dots = sheets.braille_dots_pages(cards, backs="long-edge", alignment_test=True, reference_cards=False)
    assert len(faces) == 2 + 2 * 2 and len(dots) == 2
    # dots page k goes with face page 2 + 2k - 1 (after the alignment test's two pages, faces and backs alternate)
    for k, page in enumerate(dots, start=1):
        number = 2 + 2 * k - 1
        assert f"braille dots {k}/2 · goes with page {number} of 6 of the card sheet" in page
        assert f"faces {k}/2" in faces[number - 1]
        assert "print at 100%: ruler = 50 mm" in page
        crop, ink = _svg_path(page, "unokit-crop-marks")
        assert ink == sheets.SWELL_MARK_COLOUR and crop == _svg_path(faces[number - 1], "unokit-crop-marks")[0]
        marks, ink = _svg_path(page, "unokit-registration")
        assert ink == sheets.SWELL_MARK_COLOUR
        assert marks == _svg_path(faces[number - 1], "unokit-registration")[0]  # same place on both sheets
        assert page.count("<rect ") >= (9 if k == 1 else 3)  # a cut outline for every card
    # with neither backs nor alignment test, dots page k goes with page k
    assert "goes with page 1 of 1 " in sheets.braille_dots_pages(["R7"])[0]


def test_swell_paper_pdf_marks_are_cyan_and_only_the_dots_are_black():
    pdf = sheets.braille_dots_pdf(["R7", "W+4"], title="classic", reference_cards=False)
    document = pdfium.PdfDocument(pdf)
    try:
        image = document[0].render(scale=PX_PER_MM / PT_PER_MM).to_numpy()[:, :, :3].astype(int)
    finally:
        document.close()
    assert "goes with page 1 of 1" in reader(pdf).pages[0].extract_text()
    b, g, r = image[:, :, 0], image[:, :, 1], image[:, :, 2]  # pdfium renders BGR
    cyan = (r < 80) & (g > 120) & (b > 180)
    black = (r < 60) & (g < 60) & (b < 60)
    assert cyan.sum() > 2000  # marks, ruler, label
    lay = sheets.layout("a4", "uno")
    ys, xs = np.nonzero(black)
    from unokit.render.face_layout import corner_label_top

    dots = [(x, y) for card, i in (("R7", 0), ("W+4", 1)) for x, y in sheets._braille_dots(
        Card.parse(card), lay.card_width, lay.card_height, corner_top=corner_label_top("uno", False))
        for x, y in [(lay.slot(i).x + x, lay.slot(i).y + y)]]
    # the braille key in braille follows the print key card (place 2)
    from unokit.render import braille

    for part, lines in enumerate(braille.key_pages(CLASSIC_COLORS, lay.card_width, lay.card_height), start=3):
        dots += [(lay.slot(part).x + x, lay.slot(part).y + y) for x, y in braille.key_dots(lines, lay.card_width)]
    centres = np.array(dots) * PX_PER_MM
    nearest = np.min(np.hypot(xs[:, None] + 0.5 - centres[None, :, 0], ys[:, None] + 0.5 - centres[None, :, 1]), axis=1)
    assert nearest.max() <= (sheets.BRAILLE_DOT / 2 + 0.3) * PX_PER_MM  # every black pixel is part of a dot
    x, y, diameter = sheets.registration_marks(lay)[0]
    assert diameter >= 3.0 and x + diameter / 2 <= lay.page_width - sheets.PRINTABLE_MARGIN


def _png(source: str, left: float, top: float, width: float, height: float, px_per_mm: float) -> np.ndarray:
    """The part (left, top, width, height; mm) of an SVG document whose viewBox is in mm, RGB pixels."""
    from PIL import Image

    cropped = re.sub(r'viewBox="[^"]*"', f'viewBox="{left} {top} {width} {height}"', source, count=1)
    cropped = re.sub(r' width="[^"]*"', f' width="{width}mm"', cropped, count=1)
    cropped = re.sub(r' height="[^"]*"', f' height="{height}mm"', cropped, count=1)
    png = cairosvg.svg2png(bytestring=cropped.encode(), output_width=round(width * px_per_mm),
                           output_height=round(height * px_per_mm))
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB"), dtype=np.int32)


def _faces_for_braille() -> list[tuple[Card, tuple[Color, ...]]]:
    """A face of every rank (colours taken in turn, so every sign shape is drawn) and the Wilds of both
    colour sets: the braille label's length and the face's layout depend on nothing else."""
    ranks = [rank for rank in Rank if not rank.is_wild]
    faces = [(Card(SPECTRUM_COLORS[i % len(SPECTRUM_COLORS)], rank), SPECTRUM_COLORS) for i, rank in enumerate(ranks)]
    faces += [(Card(None, rank), colours) for rank in (Rank.WILD, Rank.WILD_DRAW_FOUR)
              for colours in (CLASSIC_COLORS, SPECTRUM_COLORS)]
    return faces


@pytest.mark.parametrize("placement", ["corners", "edges"])
@pytest.mark.parametrize("size", ["uno", "poker", "bridge"])
@pytest.mark.parametrize("large_print", [False, True])
def test_no_braille_dot_lands_on_a_printed_edge(size, large_print, placement):
    """Each dot (and 0.3 mm around it) covers one flat colour of the face: no rim, oval edge, index or sign."""
    from unokit.render import svg
    from unokit.render.face_layout import corner_label_top

    px, r = 8.0, sheets.BRAILLE_DOT / 2 + 0.3
    w, h = svg.CARD_SIZES[size]
    corners = placement == "corners"
    corner_top = corner_label_top(size, large_print) if corners else None
    for card, colours in _faces_for_braille():
        face = svg.card(card, size=size, large_print=large_print, wild_colors=colours, id_prefix="f",
                        corner_braille=corners)
        dots = np.array(sheets._braille_dots(card, w, h, corner_top=corner_top))
        for half in (dots[dots[:, 0] < w / 2], dots[dots[:, 0] >= w / 2]):  # each label: render only its strip
            if not len(half):
                continue
            left, top = half.min(axis=0) - r - 0.2
            width, height = half.max(axis=0) + r + 0.2 - (left, top)
            image = _png(face, left, top, width, height, px)
            yy, xx = np.mgrid[0:image.shape[0], 0:image.shape[1]]
            for x, y in half:
                inside = (xx + 0.5 - (x - left) * px) ** 2 + (yy + 0.5 - (y - top) * px) ** 2 <= (r * px) ** 2
                pixels = image[inside]
                spread = int((pixels.max(axis=0) - pixels.min(axis=0)).max())
                assert spread <= 24, (card.code, size, large_print, round(x, 2), round(y, 2), spread)
    for card, _ in _faces_for_braille():  # two labels: the upright one and, turned 180°, its twin
        dots = np.array(sheets._braille_dots(card, w, h, corner_top=corner_top))
        label = sheets.braille_label(card, placement=placement)
        assert len(dots) == 2 * sum(len(cell) for cell in sheets.braille_cells(label))
        first, second = dots[:len(dots) // 2], dots[len(dots) // 2:]
        assert np.allclose(second, np.array([w, h]) - first) and (second[:, 0] > w / 2).all()


def test_braille_key_card_comes_with_braille_and_says_uncontracted():
    pages = sheets.sheet_pages(["R7"], braille=True, title="classic")
    assert "Braille key" in pages[0]
    assert "Braille key" not in sheets.sheet_pages(["R7"], title="classic")[0]
