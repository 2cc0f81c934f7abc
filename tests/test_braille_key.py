"""The braille key in braille (print-review-2 N1, N4): embossed key cards on the swell-paper sheet, decoded
from the PDF's pixels and back-translated with liblouis (the table the key names), spelled out in the alt
text, and explained in the rules BRF."""

from __future__ import annotations

import io
import shutil
import subprocess

import numpy as np
import pypdfium2 as pdfium
import pytest

from unokit.cards import CLASSIC_COLORS, make_deck
from unokit.render import braille, sheets
from unokit.render.tagged_pdf import PT_PER_MM

PX_PER_MM = 12


def render_page(pdf: bytes, index: int) -> np.ndarray:
    document = pdfium.PdfDocument(pdf)
    try:
        image = document[index].render(scale=PX_PER_MM / PT_PER_MM, grayscale=True).to_numpy()
    finally:
        document.close()
    return np.asarray(image, dtype=np.float32).reshape(image.shape[0], image.shape[1], -1)[:, :, 0]


def dot_centres(mask: np.ndarray) -> list[tuple[float, float]]:
    """Centres (px) of the connected dark blobs of ``mask`` (flood fill, 4-connected)."""
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
        found.append((xs.mean(), ys.mean()))
    return found


def read_key_card(xs: np.ndarray, ys: np.ndarray, width: float) -> list[str]:
    """Unicode braille lines of a key card from its dot centres (mm, card coordinates), read as the key
    says: turned a quarter turn anticlockwise, first line along the right edge."""
    r = sheets.BRAILLE_DOT / 2
    lines: dict[int, dict[int, set[int]]] = {}
    for x, y in zip(xs, ys, strict=True):
        across = width - x - braille.KEY_MARGIN - r  # line * 10 + dot row * 2.34
        along = y - braille.KEY_MARGIN - r  # cell * 6.2 + dot column * 2.34
        line, rest = divmod(across + 1.0, braille.KEY_LINE_SPACING)
        row = round((rest - 1.0) / sheets.BRAILLE_DOT_SPACING)
        cell, offset = divmod(along + 1.0, sheets.BRAILLE_CELL_SPACING)
        column = round((offset - 1.0) / sheets.BRAILLE_DOT_SPACING)
        assert abs(rest - 1.0 - row * sheets.BRAILLE_DOT_SPACING) < 0.15 and row in (0, 1, 2)
        assert abs(offset - 1.0 - column * sheets.BRAILLE_DOT_SPACING) < 0.15 and column in (0, 1)
        lines.setdefault(int(line), {}).setdefault(int(cell), set()).add(1 + row + 3 * column)
    text = []
    for line in range(max(lines) + 1):
        cells = lines.get(line, {})
        text.append("".join(chr(0x2800 + sum(1 << (d - 1) for d in cells.get(k, ())))
                            for k in range(max(cells, default=-1) + 1)))
    return text


@pytest.fixture(scope="module")
def classic_dots() -> bytes:
    return sheets.braille_dots_pdf(make_deck("classic"), braille=True, reference_cards=False)


def test_the_key_is_embossed_and_back_translates_with_the_named_table(classic_dots):
    if shutil.which("lou_translate") is None:
        pytest.skip("liblouis (lou_translate) is not installed")
    lay = sheets.layout("a4", "uno")
    pages = braille.key_pages(CLASSIC_COLORS, lay.card_width, lay.card_height)
    assert len(pages) >= 2
    image = render_page(classic_dots, 12)  # 108 cards and the print key fill 12 pages and one place
    read = []
    for part, lines in enumerate(pages, start=1):
        box = lay.slot(part)  # the tactile key cards follow the print key card
        crop = image[round(box.y * PX_PER_MM):round(box.bottom * PX_PER_MM),
                     round(box.x * PX_PER_MM):round(box.right * PX_PER_MM)]
        centres = dot_centres(crop < 100)  # black dots; the cyan outline is lighter
        assert len(centres) == len(braille.key_dots(lines, lay.card_width))
        xs = np.array([c[0] for c in centres]) / PX_PER_MM
        ys = np.array([c[1] for c in centres]) / PX_PER_MM
        # every dot edge at least 6 mm from every cut
        r = sheets.BRAILLE_DOT / 2
        assert xs.min() - r >= 6.0 - 0.1 and ys.min() - r >= 6.0 - 0.1
        assert box.width - xs.max() - r >= 6.0 - 0.1 and box.height - ys.max() - r >= 6.0 - 0.1
        cells = read_key_card(xs, ys, box.width)
        result = subprocess.run(["lou_translate", "-b", f"unicode.dis,{braille.KEY_TABLE}"],
                                input="\n".join(cells) + "\n", capture_output=True, text=True, check=True)
        read += result.stdout.splitlines()
    assert [line.rstrip() for line in read] == [line for lines in pages for line in lines]
    assert " ".join(" ".join(read).split()) == " ".join(braille.key_entries(CLASSIC_COLORS))


def figure_alts(pdf: bytes) -> list[str]:
    from pypdf import PdfReader

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

    walk(PdfReader(io.BytesIO(pdf)).trailer["/Root"]["/StructTreeRoot"]["/K"])
    return found


@pytest.mark.parametrize("make", [sheets.sheet_pdf, sheets.braille_dots_pdf])
def test_the_key_cards_alt_text_spells_out_the_key(make):
    alts = figure_alts(make(["R7"], braille=True))
    tactile = [alt for alt in alts if alt.startswith("Braille key in braille")]
    lay = sheets.layout("a4", "uno")
    pages = braille.key_pages(CLASSIC_COLORS, lay.card_width, lay.card_height)
    assert len(tactile) == len(pages)
    for alt, lines in zip(tactile, pages, strict=True):
        assert braille.KEY_TABLE in alt
        assert "; ".join(line.strip() for line in lines) in alt
    if make is sheets.sheet_pdf:  # the print key card: its title and all its rows (N4)
        [key] = [alt for alt in alts if alt.startswith("Braille key: the card labels")]
        assert "w = Wild" in key and "s = Skip" in key


def test_the_face_sheet_shows_the_key_as_guide_dots_in_the_same_places():
    lay = sheets.layout("a4", "uno")
    page = sheets.sheet_pages(["R7"], braille=True)[0]
    dots_page = sheets.braille_dots_pages(["R7"], braille=True)[0]
    lines = braille.key_pages(CLASSIC_COLORS, lay.card_width, lay.card_height)[0]
    first = braille.key_dots(lines, lay.card_width)[0]
    for text in (page, dots_page):
        assert f'cx="{first[0]:.3f}" cy="{first[1]:.3f}"' in text


def test_the_rules_brf_explains_the_card_labels():
    from unokit import brf

    blocks = brf.rules_blocks("spectrum")
    start = blocks.index(("heading", "The braille on the cards"))
    words = " ".join(text for _, text in blocks[start:])
    assert "r for red" in words and "t for teal" in words and "s for Skip" in words and "w+4" in words
    assert "top-left corner" in words and "a plus sign for Draw Two" in words  # the corner labels, the default
