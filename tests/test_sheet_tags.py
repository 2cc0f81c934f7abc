"""Tagged card sheets (ISO 32000-1 14.7-14.9, PDF/UA-1 as the model, WCAG technique PDF1): the structure
tree read back with pypdf and poppler's ``pdfinfo -struct-text``, the marked content of every page, and
the pages compared pixel by pixel with the untagged rendering of the same page SVG (pdftoppm, 150 dpi).
"""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from unokit.cards import SPECTRUM_COLORS, Card, make_deck
from unokit.errors import RenderError
from unokit.render import sheets, svg, tagged_pdf

cairosvg = pytest.importorskip("cairosvg")

PDFTOPPM = shutil.which("pdftoppm")
PDFINFO = shutil.which("pdfinfo")
PDFTOTEXT = shutil.which("pdftotext")


@pytest.fixture(scope="module")
def classic_a4() -> bytes:
    """The classic deck on A4 with long-edge backs and braille: 13 face pages (the braille key card last)."""
    return sheets.sheet_pdf(make_deck("classic"), backs="long-edge", braille=True, title="classic",
                            reference_cards=False)


@pytest.fixture(scope="module")
def spectrum_letter() -> bytes:
    """Part of the spectrum deck on Letter (cards turned a quarter turn) with the reference cards, large print,
    short-edge backs and the alignment test."""
    return sheets.sheet_pdf(make_deck("spectrum")[:10], paper="letter", backs="short-edge", alignment_test=True,
                            reference_cards=True, large_print=True, title="spectrum", wild_colors=SPECTRUM_COLORS)


def reader(pdf: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(pdf))


def svg_title(document: str) -> str:
    """The text of an SVG document's <title> child of the root, read with an XML parser."""
    root = ET.fromstring(str(document))
    title = root.find("{http://www.w3.org/2000/svg}title")
    assert title is not None and title.text
    return title.text


def elements(pdf: PdfReader) -> list[dict]:
    """The structure elements under the Document element, in order: role, page index, MCID, Alt, ActualText."""
    root = pdf.trailer["/Root"]
    tree = root["/StructTreeRoot"].get_object()
    assert tree["/Type"] == "/StructTreeRoot"
    (document,) = [kid.get_object() for kid in tree["/K"]]
    assert document["/S"] == "/Document"
    pages = {page.indirect_reference.idnum: i for i, page in enumerate(pdf.pages)}
    found = []
    for kid in document["/K"]:
        element = kid.get_object()
        assert element["/Type"] == "/StructElem" and element["/P"].get_object() is document
        found.append({
            "role": element["/S"][1:], "page": pages[element.raw_get("/Pg").idnum], "mcid": int(element["/K"]),
            "alt": element.get("/Alt"), "text": element.get("/ActualText"), "id": kid.idnum,
            "bbox": element["/A"]["/BBox"] if "/A" in element else None,
        })
    return found


def marked_content(page) -> list[tuple[str, dict, list[str]]]:
    """The page's outermost marked-content sequences: (tag, properties, the operators inside), and
    every painting operator outside one as ("", {}, [operator])."""
    stream = ContentStream(page.get_contents(), page.pdf)
    sequences: list[tuple[str, dict, list[str]]] = []
    depth = 0
    for operands, operator in stream.operations:
        op = operator.decode()
        if op in ("BDC", "BMC"):
            if depth == 0:
                properties = dict(operands[1]) if op == "BDC" else {}
                sequences.append((operands[0][1:], properties, []))
            depth += 1
        elif op == "EMC":
            depth -= 1
            assert depth >= 0
        elif depth:
            sequences[-1][2].append(op)
        elif op in ("Do", "Tj", "TJ", "'", '"', "S", "s", "f", "F", "f*", "B", "B*", "b", "b*", "sh", "BI"):
            sequences.append(("", {}, [op]))
    assert depth == 0
    return sequences


def sheet_faces(cards, **options) -> list:
    """The faces of a sheet in order, as the module lists them (cards, reference cards, braille key)."""
    size = options.get("size", "uno")
    return sheets._faces(cards, options.get("reference_cards", False), options.get("braille", False),
                         options.get("large_print", False), options.get("wild_colors"),
                         card_size=svg.CARD_SIZES[size], size=size)


def face_title(face, *, size="uno", large_print=False, wild_colors=None) -> str:
    if isinstance(face, Card):
        return svg_title(svg.card(face, size=size, large_print=large_print, wild_colors=wild_colors))
    if face.number == 5:  # the braille key in braille: its title and the key spelled out
        from unokit.cards import CLASSIC_COLORS
        from unokit.render import braille

        pages = braille.key_pages(wild_colors or CLASSIC_COLORS, *svg.CARD_SIZES[size])
        return ". ".join(braille.key_description(pages[face.part - 1], face.part, len(pages)))
    # a reference card's alt is its title and its description (print-review-2 N4, WCAG technique PDF1)
    root = ET.fromstring(svg.reference_card(face.number, size=size, large_print=large_print, colors=wild_colors,
                                            part=face.part))
    return f"{root.find('{http://www.w3.org/2000/svg}title').text}. {root.find('{http://www.w3.org/2000/svg}desc').text}"


# --- the structure tree --------------------------------------------------------------------------------


@pytest.mark.parametrize("fixture, options, face_pages", [
    ("classic_a4", dict(cards=make_deck("classic"), braille=True), list(range(0, 26, 2))),
    ("spectrum_letter", dict(cards=make_deck("spectrum")[:10], reference_cards=True, large_print=True,
                             wild_colors=SPECTRUM_COLORS), [2, 4, 6]),
])
def test_every_card_is_one_figure_named_as_its_face_in_sheet_order(fixture, options, face_pages, request):
    pdf = reader(request.getfixturevalue(fixture))
    options = dict(options)
    faces = sheet_faces(options.pop("cards"), **options)
    lay = sheets.layout("letter" if fixture == "spectrum_letter" else "a4", "uno")
    options.pop("braille", None)
    options.pop("reference_cards", None)
    want = [face_title(face, **options) for face in faces]
    figures = [e for e in elements(pdf) if e["role"] == "Figure" and e["page"] in face_pages]
    assert [f["alt"] for f in figures] == want
    assert any(alt.startswith("Braille key: the card labels. ") for alt in want) or "spectrum" in fixture
    # each face page holds its own cards, in reading order (row by row), each at its cell
    k, height = 72 / 25.4, lay.page_height * 72 / 25.4
    for n, figure in enumerate(figures):
        assert figure["page"] == face_pages[n // lay.per_page]
        box = lay.slot(n % lay.per_page)
        assert [float(v) for v in figure["bbox"]] == pytest.approx(
            [box.x * k, height - box.bottom * k, box.right * k, height - box.y * k], abs=0.01)


def test_each_figure_and_paragraph_is_marked_once_on_its_page_around_its_drawing(classic_a4):
    pdf = reader(classic_a4)
    by_page: dict[int, list[dict]] = {}
    for element in elements(pdf):
        by_page.setdefault(element["page"], []).append(element)
    for index, page in enumerate(pdf.pages):
        sequences = marked_content(page)
        assert all(tag for tag, _, _ in sequences), f"page {index + 1} paints outside marked content"
        tagged = [(tag, props["/MCID"], ops) for tag, props, ops in sequences if "/MCID" in props]
        assert [(tag, mcid) for tag, mcid, _ in tagged] == [(e["role"], e["mcid"]) for e in by_page[index]]
        assert [mcid for _, mcid, _ in tagged] == list(range(len(tagged)))  # each MCID once
        for tag, _, ops in tagged:
            assert ("Do" in ops) if tag == "Figure" else ("TJ" in ops or "Tj" in ops)


def test_parent_tree_maps_each_pages_mcids_to_their_elements(classic_a4):
    pdf = reader(classic_a4)
    tree = pdf.trailer["/Root"]["/StructTreeRoot"].get_object()
    numbers = tree["/ParentTree"].get_object()["/Nums"]
    parents = {int(numbers[i]): numbers[i + 1].get_object() for i in range(0, len(numbers), 2)}
    assert int(tree["/ParentTreeNextKey"]) == len(pdf.pages) == len(parents)
    found = elements(pdf)
    for index, page in enumerate(pdf.pages):
        key = int(page["/StructParents"])
        mine = [e for e in found if e["page"] == index]
        assert [ref.idnum for ref in parents[key]] == [e["id"] for e in mine]
        assert [e["mcid"] for e in mine] == list(range(len(mine)))
        assert page["/Tabs"] == "/S"


@pytest.mark.parametrize("make", [
    lambda: sheets.sheet_pdf(["R7"], backs="long-edge"),
    lambda: sheets.braille_dots_pdf(["R7"]),
], ids=["sheet", "braille-dots"])
def test_catalog_says_the_pdf_is_tagged_its_language_and_keeps_the_print_preferences(make):
    pdf = reader(make())
    catalog = pdf.trailer["/Root"]
    assert catalog["/MarkInfo"]["/Marked"].value is True
    assert catalog["/Lang"] == "en"
    preferences = catalog["/ViewerPreferences"].get_object()
    assert preferences["/DisplayDocTitle"].value is True
    assert preferences["/PrintScaling"] == "/None"
    assert preferences["/Duplex"] in ("/DuplexFlipLongEdge", "/Simplex")
    assert pdf.metadata.title.startswith("unokit card sheet: classic")


def test_footer_line_is_a_paragraph_with_its_exact_words_and_pdftotext_still_reads_it(classic_a4):
    pdf = reader(classic_a4)
    paragraphs = [e for e in elements(pdf) if e["role"] == "P"]
    assert [p["page"] for p in paragraphs] == list(range(26))  # one a page, after the page's cards
    assert paragraphs[0]["text"] == "classic · page 1 of 26 · faces 1/13 · print at 100%: ruler = 50 mm"
    assert paragraphs[1]["text"] == "classic · page 2 of 26 · backs 1/13 (flip on long edge) · print at 100%: ruler = 50 mm"
    if PDFTOTEXT is None:
        pytest.skip("pdftotext (poppler-utils) is not installed")
    for page in (1, 2, 26):
        text = subprocess.run([PDFTOTEXT, "-f", str(page), "-l", str(page), "-", "-"], input=classic_a4,
                              capture_output=True, check=True).stdout.decode()
        assert paragraphs[page - 1]["text"] in text


def test_backs_marks_and_ruler_are_artifacts(classic_a4):
    pdf = reader(classic_a4)
    found = elements(pdf)
    for index in (1, 25):  # a full back page, and the last one with the backs of the 5 braille key cards
        assert [e["role"] for e in found if e["page"] == index] == ["P"]
        sequences = marked_content(pdf.pages[index])
        backs = [s for s in sequences if s[0] == "Artifact" and s[1].get("/Type") == "/Layout"]
        assert len(backs) == (9 if index == 1 else 5)
        assert [s[0] for s in sequences].count("Artifact") == len(backs) + 1  # + crop marks and ruler
    sequences = marked_content(pdf.pages[0])
    assert [s[1].get("/Type") for s in sequences if s[0] == "Artifact"] == ["/Page", "/Page"]  # + registration


def test_alignment_test_pages_are_one_figure_each_covering_the_grid(spectrum_letter):
    pdf = reader(spectrum_letter)
    found = elements(pdf)
    assert [(e["role"], e["page"]) for e in found[:4]] == [("Figure", 0), ("P", 0), ("Figure", 1), ("P", 1)]
    assert found[0]["alt"] == sheets.ALIGNMENT_ALT["front"] and found[2]["alt"] == sheets.ALIGNMENT_ALT["back"]
    grid, k, height = sheets.layout("letter", "uno").grid, 72 / 25.4, 279.4 * 72 / 25.4
    for figure in (found[0], found[2]):  # the frames cover the card grid
        assert [float(v) for v in figure["bbox"]] == pytest.approx(
            [grid.x * k, height - grid.bottom * k, grid.right * k, height - grid.y * k], abs=0.01)


def test_swell_paper_dots_are_figures_named_for_their_cards():
    cards = make_deck("classic")[:10]
    pdf = reader(sheets.braille_dots_pdf(cards, reference_cards=True))
    found = elements(pdf)
    # reference cards and the print key carry no dots, so no figure; the 4 key cards in braille are figures;
    # the outlines are a cutting aid (artifact)
    assert [(e["role"], e["page"]) for e in found] == [("Figure", 0)] * 9 + [("P", 0)] + [("Figure", 1)] * 5 + [
        ("P", 1)]
    alts = [e["alt"] for e in found if e["role"] == "Figure"]
    assert alts[:10] == [f"{card.name}: braille label" for card in cards]
    assert all(alt.startswith("Braille key in braille") for alt in alts[10:])
    assert all(card.name == svg_title(svg.card(card)) for card in cards)  # the face's own name
    assert "braille dots 1/2" in found[9]["text"]


@pytest.mark.skipif(PDFINFO is None, reason="pdfinfo (poppler-utils) is not installed")
def test_pdfinfo_reads_the_structure_tree():
    pdf = sheets.sheet_pdf(["R7", "W", "B+2", "Y0"], backs="long-edge", braille=True, reference_cards=False)
    tree = subprocess.run([PDFINFO, "-struct-text", "-"], input=pdf, capture_output=True, check=True).stdout.decode()
    roles = [line.strip().rstrip(":") for line in tree.splitlines() if re.match(r"^ *[A-Z][A-Za-z]*( \(block\))?:?$",
                                                                                line)]
    assert roles == ["Document"] + ["Figure"] * 9 + ["P (block)", "P (block)"]  # 4 cards, 1 key, 4 key in braille
    # poppler joins the glyphs of the element's marked content; cairo draws spaces as gaps
    assert '"classic·page1of2·faces1/1·printat100%:ruler=50mm"' in tree


def test_a_figure_needs_its_alt_and_roles_and_artifact_types_are_checked():
    with pytest.raises(RenderError, match="text alternative"):
        tagged_pdf.Item("Figure", "<svg/>")
    with pytest.raises(RenderError, match="Table.*Figure, P, Artifact"):
        tagged_pdf.Item("Table", "<svg/>")
    with pytest.raises(RenderError, match="Header.*Page, Layout, Pagination"):
        tagged_pdf.Item("Artifact", "<svg/>", artifact="Header")
    with pytest.raises(RenderError, match="page 1 has nothing"):
        tagged_pdf.tagged_pdf([[]], 100, 100, title="empty")
    with pytest.raises(RenderError, match="at least one page"):
        tagged_pdf.tagged_pdf(iter([]), 100, 100, title="empty")


def test_the_same_picture_is_stored_once(classic_a4):
    pdf = reader(classic_a4)

    def forms(index: int) -> list[int]:
        page = pdf.pages[index]
        names = {name: ref.idnum for name, ref in page["/Resources"]["/XObject"].items()}
        stream = ContentStream(page.get_contents(), pdf)
        return [names[operands[0]] for operands, op in stream.operations if op == b"Do"]

    backs = {n for index in range(1, 26, 2) for n in forms(index)[:-1]}  # the last Do: crop marks and ruler
    assert len(backs) == 1  # one back for 109 cards
    first, second = forms(0), forms(2)
    assert first[-2] == second[-2]  # the crop marks and ruler, alike on every page
    deck = make_deck("classic")
    assert deck[1] == deck[2] and first[1] == first[2]  # the classic deck has two of each card: drawn once


# --- the pages look as before -------------------------------------------------------------------------


def untagged(pages: list[str]) -> bytes:
    """The pages as the sheets were made before tagging: each page SVG rendered whole by cairosvg."""
    from pypdf import PdfWriter

    writer = PdfWriter()
    for page in pages:
        writer.add_page(reader(cairosvg.svg2pdf(bytestring=sheets._inline_uses(page).encode())).pages[0])
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def pixels(pdf: bytes, tmp_path, stem: str) -> list[np.ndarray]:
    from PIL import Image

    subprocess.run([PDFTOPPM, "-r", "150", "-gray", "-", str(tmp_path / stem)], input=pdf, check=True)
    return [np.asarray(Image.open(path), dtype=np.int16) for path in sorted(tmp_path.glob(f"{stem}-*.pgm"))]


#: Share of a page's pixels that may differ between the tagged page and the page SVG rendered whole, at
#: 150 dpi. Measured: at most 0.12 % (A4 classic deck with backs and braille, 26 pages), all on the
#: anti-aliased edges of shapes (the card is placed by a matrix rounded to 1e-6 pt, not by cairo itself).
MAX_DIFFERING = 0.005
#: The share of pixels that may differ by more than 1/8 of the grey scale (32 levels; measured: at most 0.05 %).
MAX_DIFFERING_MUCH = 0.002


@pytest.mark.skipif(PDFTOPPM is None, reason="pdftoppm (poppler-utils) is not installed")
@pytest.mark.parametrize("make, options", [
    (sheets.sheet_pdf, dict(cards=[*make_deck("classic")[:9], "W+4"], braille=True, reference_cards=True,
                            backs="long-edge", alignment_test=True)),
    (sheets.sheet_pdf, dict(cards=["R6", "GS", "W"], paper="letter", size="poker", backs="short-edge",
                            large_print=True)),
    (sheets.braille_dots_pdf, dict(cards=[*make_deck("classic")[:9], "W+4"], paper="letter", reference_cards=False)),
], ids=["a4-braille-references-alignment", "letter-poker-turned-side-footer", "swell-paper"])
def test_tagged_pages_look_like_the_page_svg_rendered_whole(make, options, tmp_path):
    pages_of = sheets.sheet_pages if make is sheets.sheet_pdf else sheets.braille_dots_pages
    new = pixels(make(**options), tmp_path, "tagged")
    old = pixels(untagged(pages_of(**options)), tmp_path, "whole")
    assert len(new) == len(old) > 1
    for number, (a, b) in enumerate(zip(new, old, strict=True), start=1):
        assert a.shape == b.shape
        if make is sheets.braille_dots_pdf:  # its PDF is DeviceCMYK (K-only dots, C-only marks): compare the dots
            a, b = np.where(a < 100, 0, 255), np.where(b < 100, 0, 255)  # the dots: cyan is lighter
        difference = np.abs(a - b)
        assert (b < 128).mean() > 0.002, number  # the page has something on it to compare
        assert (difference > 0).mean() <= MAX_DIFFERING, (number, (difference > 0).mean())
        assert (difference > 32).mean() <= MAX_DIFFERING_MUCH, (number, (difference > 32).mean())


def pdfium_tree(pdf: bytes, index: int) -> list[tuple[int, str, str, int, str]]:
    """The structure tree of page ``index`` as pdfium reads it (the PDF engine of Chromium's viewer, which
    hands this tree to screen readers): (depth, type, Alt, MCID, ActualText) of every element, depth first."""
    import ctypes

    pdfium = pytest.importorskip("pypdfium2")
    raw = pytest.importorskip("pypdfium2.raw")

    def text(get, element) -> str:
        size = get(element, None, 0)
        buffer = ctypes.create_string_buffer(size)
        get(element, buffer, size)
        return buffer.raw.decode("utf-16-le").rstrip("\x00")

    found = []

    def walk(element, depth: int) -> None:
        found.append((depth, text(raw.FPDF_StructElement_GetType, element),
                      text(raw.FPDF_StructElement_GetAltText, element),
                      raw.FPDF_StructElement_GetMarkedContentID(element),
                      text(raw.FPDF_StructElement_GetActualText, element)))
        for i in range(raw.FPDF_StructElement_CountChildren(element)):
            child = raw.FPDF_StructElement_GetChildAtIndex(element, i)
            if child:
                walk(child, depth + 1)

    document = pdfium.PdfDocument(pdf)
    try:
        page = document[index]
        tree = raw.FPDF_StructTree_GetForPage(page.raw)
        try:
            for i in range(raw.FPDF_StructTree_CountChildren(tree)):
                walk(raw.FPDF_StructTree_GetChildAtIndex(tree, i), 0)
        finally:
            raw.FPDF_StructTree_Close(tree)
            page.close()
    finally:
        document.close()
    return found


def test_pdfium_reads_each_cards_name_in_order_and_the_footer_words(classic_a4):
    deck = make_deck("classic")
    tree = pdfium_tree(classic_a4, 0)
    assert tree[0][:2] == (0, "Document")
    assert [(depth, kind, alt, mcid) for depth, kind, alt, mcid, _ in tree[1:10]] == [
        (1, "Figure", card.name, i) for i, card in enumerate(deck[:9])]
    assert tree[10][:2] == (1, "P") and tree[10][4] == "classic · page 1 of 26 · faces 1/13 · print at 100%: ruler = 50 mm"
    back = pdfium_tree(classic_a4, 1)  # a back page: its footer line only
    assert [kind for _, kind, *_ in back] == ["Document", "P"]
    last = pdfium_tree(classic_a4, 24)
    key, *in_braille = [alt for _, kind, alt, *_ in last if kind == "Figure"]
    assert len(in_braille) == 4 and all(alt.startswith("Braille key in braille (") for alt in in_braille)
    assert key.startswith("Braille key: the card labels. Braille key. The labels are uncontracted")  # N4
