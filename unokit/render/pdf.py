"""The tagged PDF of a sheet: each piece rendered alone by cairosvg and placed by a matrix
(:mod:`unokit.render.tagged_pdf`), viewer preferences, title and language."""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from collections.abc import Sequence

from unokit.errors import RenderError
from unokit.render.compose import _inline_uses, _page_tree, _Piece
from unokit.render.layout import SVG_NAMESPACE, Layout, Rect, svg_text
from unokit.render.tagged_pdf import PT_PER_MM, Item, tagged_pdf

DUPLEX = {"none": "/Simplex", "long-edge": "/DuplexFlipLongEdge", "short-edge": "/DuplexFlipShortEdge"}


#: The id prefix of every picture rendered alone for the PDF: the same card gives the same document, drawn once.
_PDF_PREFIX = "u"


def _title_of(svg: ET.Element) -> str:
    """The words of an SVG document's first ``<title>`` (its accessible name)."""
    found = svg.find(f".//{{{SVG_NAMESPACE}}}title")
    text = "" if found is None else (found.text or "").strip()
    if not text:
        raise RenderError("a card picture has no <title> to name it in the PDF")
    return text


def _description_of(svg: ET.Element) -> str:
    """The words of an SVG document's first ``<desc>`` (what it shows), or an empty string."""
    found = svg.find(f".//{{{SVG_NAMESPACE}}}desc")
    return "" if found is None else (found.text or "").strip()


def _items(lay: Layout, pieces: Sequence[_Piece]) -> list[Item]:
    """The tagged-PDF items of a page's pieces: cards as Form XObjects placed in their cells by a matrix,
    the rest as page-sized documents."""
    k, page_height = PT_PER_MM, lay.page_height * PT_PER_MM
    items = []
    for piece in pieces:
        picture = piece.picture(_PDF_PREFIX)
        alt = piece.alt
        if piece.role == "Figure" and alt is None:
            alt = _title_of(picture)
            if piece.described:
                alt = f"{alt}. {_description_of(picture)}"
        if piece.box is None:
            document = svg_text(_page_tree(lay, [picture]))
            matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        else:
            document = svg_text(picture)
            box = piece.box
            # the card document's PDF page (pt, y up) -> card (mm, y down) -> page SVG (mm) -> page PDF (pt, y up)
            to_card = (1 / k, 0.0, 0.0, -1 / k, 0.0, lay.piece_height)
            if lay.rotated:
                to_page = (0.0, 1.0, -1.0, 0.0, box.right, box.y)
            else:
                to_page = (1.0, 0.0, 0.0, 1.0, box.x, box.y)
            to_pdf = (k, 0.0, 0.0, -k, 0.0, page_height)
            matrix = _then(_then(to_card, to_page), to_pdf)
        area = piece.box or piece.area
        bbox = None if area is None else (area.x * k, page_height - area.bottom * k, area.right * k,
                                          page_height - area.y * k)
        items.append(Item(piece.role, document, matrix=matrix, alt=alt, bbox=bbox, artifact=piece.artifact,
                          actual_text=piece.text))
    return items


def _then(first: tuple[float, ...], second: tuple[float, ...]) -> tuple[float, float, float, float, float, float]:
    """The affine map ``first`` then ``second``, each ``(a, b, c, d, e, f)`` as in PDF's ``cm``
    (x' = a x + c y + e, y' = b x + d y + f; ISO 32000-1 8.3.4)."""
    a1, b1, c1, d1, e1, f1 = first
    a2, b2, c2, d2, e2, f2 = second
    return (a2 * a1 + c2 * b1, b2 * a1 + d2 * b1, a2 * c1 + c2 * d1, b2 * c1 + d2 * d1,
            a2 * e1 + c2 * f1 + e2, b2 * e1 + d2 * f1 + f2)


def _points(lay: Layout, area: Rect) -> tuple[float, float, float, float]:
    """A page rectangle (mm, y down) as a PDF box in points ``(left, bottom, right, top)``, y up."""
    k, height = PT_PER_MM, lay.page_height
    return area.x * k, (height - area.bottom) * k, area.right * k, (height - area.y) * k


def _render(document: str) -> bytes:
    import cairosvg

    return cairosvg.svg2pdf(bytestring=_inline_uses(document).encode("utf-8"))


def _pdf(plan: Sequence[Sequence[_Piece]], lay: Layout, title: str, backs: str = "none", *,
         swell: bool = False, lang: str = "en") -> bytes:
    """The tagged PDF of a sheet's pages (:func:`unokit.render.tagged_pdf.tagged_pdf`): every card a
    ``/Figure`` named by its face's ``<title>``, the footer text a ``/P``, the marks and backs artifacts;
    every page box the paper size.

    The catalog gets ``/ViewerPreferences`` with ``/PrintScaling /None`` (print at 100 %, not "fit to
    page", which would shrink the cards and the ruler) and ``/Duplex`` from :data:`DUPLEX` for ``backs``
    (ISO 32000-1, 12.2 table 150; both since PDF 1.6/1.7, so the header says 1.7). The document says
    its language (``/Lang`` en, WCAG 3.1.1, PDF technique PDF16) and asks viewers to show its title rather
    than the file name (``/DisplayDocTitle``, WCAG 2.4.2, PDF18). ``lang``: that language (a tag of
    :data:`unokit.i18n.LANGUAGES`), also the language of the document title's words.
    """
    from pypdf.generic import ArrayObject, NameObject

    if lang == "en":
        document_title = f"unokit card sheet: {title}"
    else:
        from unokit.i18n import message

        document_title = message("sheet-pdf-title", lang, title=title)
    boxes = None
    if lay.bleed:  # what a print shop's software reads: where the cards are cut and how far their art reaches
        boxes = (_points(lay, lay.trim_extent), _points(lay, lay.grid))
    writer = tagged_pdf((_items(lay, pieces) for pieces in plan), lay.page_width * PT_PER_MM,
                        lay.page_height * PT_PER_MM, title=document_title, lang=lang, render=_render,
                        trim_bleed=boxes)
    writer.add_metadata({"/Creator": "unokit"})
    writer.pdf_header = b"%PDF-1.7"
    preferences = writer.viewer_preferences  # made by tagged_pdf, with /DisplayDocTitle
    preferences[NameObject("/PrintScaling")] = NameObject("/None")
    preferences[NameObject("/Duplex")] = NameObject(DUPLEX[backs])
    preferences[NameObject("/Enforce")] = ArrayObject([NameObject("/PrintScaling")])  # PDF 2.0: keep it
    _add_xmp(writer, document_title, lang)
    if swell:
        _swell_colours(writer)
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()




def _xmp_packet(title: str, lang: str = "en") -> bytes:
    """An XMP metadata packet (ISO 16684-1) naming the document (``dc:title``, the same title as the Info
    dictionary) and claiming PDF/UA-1 (``pdfuaid:part`` 1, ISO 14289-1 5; veraPDF rules 5-1, 7.1-8, 7.1-9)."""
    from xml.sax.saxutils import escape

    return (
        '<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?>\n'
        '<x:xmpmeta xmlns:x="adobe:ns:meta/">\n'
        ' <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n'
        '  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"'
        ' xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"'
        ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/">\n'
        '   <dc:format>application/pdf</dc:format>\n'
        f'   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">{escape(title)}</rdf:li></rdf:Alt></dc:title>\n'
        f'   <dc:language><rdf:Bag><rdf:li>{escape(lang)}</rdf:li></rdf:Bag></dc:language>\n'
        '   <xmp:CreatorTool>unokit</xmp:CreatorTool>\n'
        '   <pdfuaid:part>1</pdfuaid:part>\n'
        '  </rdf:Description>\n'
        ' </rdf:RDF>\n'
        '</x:xmpmeta>\n'
        '<?xpacket end="w"?>'
    ).encode()


def _add_xmp(writer, title: str, lang: str = "en") -> None:
    """Put :func:`_xmp_packet` in the catalog's ``/Metadata`` stream (``/Type /Metadata /Subtype /XML``,
    uncompressed so that tools that read XMP without a PDF parser find it)."""
    from pypdf.generic import DecodedStreamObject, NameObject

    stream = DecodedStreamObject()
    stream.set_data(_xmp_packet(title, lang))
    stream[NameObject("/Type")] = NameObject("/Metadata")
    stream[NameObject("/Subtype")] = NameObject("/XML")
    writer._root_object[NameObject("/Metadata")] = writer._add_object(stream)


#: The swell-paper sheet's colours as cairo writes them (DeviceRGB) and as the sheet asks the printer for
#: them (DeviceCMYK): black as K only (C=M=Y=0, K=100: carbon toner, which rises; a composite black may
#: not), the marks' process cyan as C only (C=100, K=0: no carbon, stays flat) (print-review-2 N2).
# an RGB colour operator's operands (0-1 each) -> the CMYK ones of its separation
_SWELL_CMYK: dict[tuple[float, ...], tuple[float, ...]] = {(0.0, 0.0, 0.0): (0.0, 0.0, 0.0, 1.0), (0.0, 0.627451, 0.878431): (1.0, 0.0, 0.0, 0.0)}


def _swell_colours(writer) -> None:
    """Rewrite the DeviceRGB colour operators (``rg``/``RG``) of every page and Form XObject of the
    swell-paper sheet as the DeviceCMYK ones (``k``/``K``) of :data:`_SWELL_CMYK`, so the separation does
    not depend on the printer driver. Raises :class:`RenderError` for a colour not in the table."""
    from pypdf.generic import ContentStream, FloatObject, NameObject

    done: set[int] = set()

    def recoloured(stream) -> ContentStream:
        content = ContentStream(stream, writer)
        for index, (operands, operator) in enumerate(content.operations):
            if operator in (b"rg", b"RG"):
                red, green, blue = (round(float(v), 6) for v in operands)
                rgb = (red, green, blue)
                cmyk = _SWELL_CMYK.get(rgb)
                if cmyk is None:
                    raise RenderError(f"the swell-paper sheet has a colour {rgb} with no CMYK separation")
                content.operations[index] = ([FloatObject(v) for v in cmyk], b"k" if operator == b"rg" else b"K")
        return content

    def forms(holder) -> None:
        resources = holder.get("/Resources")
        if resources is None:
            return
        for reference in (resources.get_object().get("/XObject") or {}).values():
            form = reference.get_object()
            if id(form) in done or form.get("/Subtype") != NameObject("/Form"):
                continue
            done.add(id(form))
            form.set_data(recoloured(form).get_data())
            forms(form)

    for page in writer.pages:
        contents = page.get_contents()
        if contents is not None:
            page.replace_contents(recoloured(contents))
        forms(page)
