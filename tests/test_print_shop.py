"""The print shop and swell-paper route (print-review-2 N2, N3): XMP metadata with the PDF/UA identifier and
dc:title, the swell sheet's colours as K-only black and C-only cyan, and cut lines around the label strips."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET

import pytest
from pypdf import PdfReader
from pypdf.generic import ContentStream

from unokit.cards import Card
from unokit.render import sheets


@pytest.mark.parametrize("make, title", [(sheets.sheet_pdf, "unokit card sheet: classic"),
                                         (sheets.braille_dots_pdf, "unokit card sheet: classic braille dots")])
def test_every_pdf_has_xmp_with_the_pdf_ua_identifier_and_its_title(make, title):
    reader = PdfReader(io.BytesIO(make(["R7"])))
    stream = reader.trailer["/Root"]["/Metadata"].get_object()
    assert stream["/Type"] == "/Metadata" and stream["/Subtype"] == "/XML"
    root = ET.fromstring(stream.get_data().decode("utf-8").split("?>", 1)[1].rsplit("<?xpacket", 1)[0])
    description = root.find(".//{http://www.w3.org/1999/02/22-rdf-syntax-ns#}Description")
    assert description.find("{http://www.aiim.org/pdfua/ns/id/}part").text == "1"
    assert reader.xmp_metadata.dc_title == {"x-default": title}
    assert reader.metadata.title == title  # the same title as the Info dictionary


def colour_operators(pdf: bytes) -> list[tuple[tuple[float, ...], bytes]]:
    reader = PdfReader(io.BytesIO(pdf))
    found, seen = [], set()

    def walk(holder):
        resources = holder.get("/Resources")
        for reference in ((resources.get_object().get("/XObject") or {}) if resources else {}).values():
            form = reference.get_object()
            if id(form) in seen:
                continue
            seen.add(id(form))
            for operands, operator in ContentStream(form, reader).operations:
                if operator in (b"rg", b"RG", b"k", b"K", b"g", b"G", b"sc", b"scn", b"SC", b"SCN"):
                    found.append((tuple(round(float(v), 4) for v in operands), operator))
            walk(form)

    for page in reader.pages:
        walk(page)
    return found


def test_swell_sheet_dots_are_k_only_and_marks_c_only():
    found = colour_operators(sheets.braille_dots_pdf(["R7", "W+4"]))
    assert found and {op for _, op in found} <= {b"k", b"K"}
    assert {operands for operands, _ in found} == {(0.0, 0.0, 0.0, 1.0), (1.0, 0.0, 0.0, 0.0)}
    assert ((0.0, 0.0, 0.0, 1.0), b"k") in found  # the dots' fill: black from K alone


@pytest.mark.parametrize("placement", ["corners", "edges"])
def test_swell_sheet_has_cut_lines_around_each_label_strip(placement):
    from unokit.render.face_layout import corner_label_top

    lay = sheets.layout("a4", "uno")
    page = sheets.braille_dots_pages(["R7"], braille=False, braille_placement=placement)[0]
    root = ET.fromstring(page)
    groups = [g for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "unokit-label-cut-lines"]
    assert len(groups) == 1 and groups[0].get("stroke") == sheets.SWELL_MARK_COLOUR
    corner_top = corner_label_top("uno", False) if placement == "corners" else None
    area = sheets.braille_area(Card.parse("R7"), lay.card_width, lay.card_height, corner_top=corner_top)
    rects = [(float(r.get("x")), float(r.get("y")), float(r.get("width")), float(r.get("height")))
             for r in groups[0]]
    m = sheets.LABEL_CUT_MARGIN
    assert rects[0] == pytest.approx((area.x - m, area.y - m, area.width + 2 * m, area.height + 2 * m), abs=1e-3)
    assert rects[1] == pytest.approx((lay.card_width - area.right - m, lay.card_height - area.bottom - m,
                                      area.width + 2 * m, area.height + 2 * m), abs=1e-3)
