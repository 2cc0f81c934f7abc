"""Tagged PDF from SVG drawings: every page a list of marked-content items, with a structure tree.

cairo (and so cairosvg) writes PDF pages without logical structure, so a screen reader finds nothing
on a card sheet but its footer text. This module builds the pages itself: each item of a page is an SVG
document rendered once by cairosvg, and drawn on the page inside a marked-content sequence
(ISO 32000-1, 14.6) that gives it its place in the document's logical structure (14.7, "Logical
structure"; 14.8, "Tagged PDF"), in the way PDF/UA-1 (ISO 14289-1) asks for:

- a **figure** (:data:`FIGURE`, a card) is a ``/Figure`` structure element with a text alternative
  ``/Alt`` (14.9.3; WCAG 2 technique PDF1, "Applying text alternatives to images with the Alt entry")
  and its bounding box (``/A << /O /Layout /BBox ... >>``, 14.8.5.4); its drawing is the sequence
  ``/Figure <</MCID n>> BDC ... EMC``;
- a **paragraph** (:data:`PARAGRAPH`, the footer line) is a ``/P`` element whose marked content is
  the text itself, drawn straight into the page's content stream (fonts in the page's resources), so
  text extraction and screen readers get the real words;
- an **artifact** (:data:`ARTIFACT`: crop and registration marks, the ruler, card backs) is drawn in
  ``/Artifact <</Type ...>> BDC ... EMC`` and belongs to no element (14.8.2.2; WCAG 2 technique PDF4,
  "Hiding decorative images with the Artifact tag").

Every structure element hangs from one ``/Document`` element under the catalog's ``/StructTreeRoot``,
in the order the items are given (the reading order); the ``/ParentTree`` maps each page's
``/StructParents`` key and MCID back to its element (14.7.4.4). Each page has ``/Tabs /S`` (PDF/UA-1 7.18.3:
tab order follows the structure). The catalog says ``/MarkInfo << /Marked true >>`` (14.7.1),
``/Lang`` (14.9.2) and ``/ViewerPreferences << /DisplayDocTitle true >>`` (PDF/UA-1 7.1; WCAG technique PDF18).

Figures and artifacts are Form XObjects (8.10): an SVG document given twice (the same card twice in a
deck, the same back nine times a page, the same crop marks on every page) is rendered and stored once.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from unokit.errors import RenderError

__all__ = ["FIGURE", "PARAGRAPH", "ARTIFACT", "ARTIFACT_TYPES", "Item", "tagged_pdf"]

#: Roles of an item: a ``/Figure`` element, a ``/P`` element, or an artifact outside the structure.
FIGURE = "Figure"
PARAGRAPH = "P"
ARTIFACT = "Artifact"
#: Artifact types of ISO 32000-1 14.8.2.2.1: ``Page`` (production aids such as cut marks), ``Layout``
#: (design elements), ``Pagination`` (running heads, page numbers).
ARTIFACT_TYPES = ("Page", "Layout", "Pagination")

#: Points per millimetre (1 pt = 1/72 in).
PT_PER_MM = 72 / 25.4


@dataclass(frozen=True)
class Item:
    """One marked-content item of a page.

    ``svg`` is a standalone SVG document whose root ``width``/``height`` are in mm; ``matrix`` is the PDF
    transformation ``[a b c d e f]`` (ISO 32000-1 8.3.3) from that document's PDF page (points, origin
    bottom-left) to the sheet's page, so the identity matrix draws a page-sized document where it is.
    ``role`` is :data:`FIGURE` (``alt``, its text alternative, required; ``bbox``, its box on the page in
    points ``(left, bottom, right, top)``), :data:`PARAGRAPH` (must be drawn with the identity matrix:
    its content goes straight into the page) or :data:`ARTIFACT` (``artifact`` one of :data:`ARTIFACT_TYPES`).
    ``actual_text`` is the element's exact text (``/ActualText``, ISO 32000-1 14.9.4): cairo draws a space
    as a gap, not a glyph, and a reader of the structure tree would otherwise run the words together.
    """

    role: str
    svg: str
    matrix: tuple[float, float, float, float, float, float] = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
    alt: str | None = None
    bbox: tuple[float, float, float, float] | None = None
    artifact: str = "Page"
    actual_text: str | None = None

    def __post_init__(self) -> None:
        if self.role not in (FIGURE, PARAGRAPH, ARTIFACT):
            raise RenderError(f"unknown role {self.role!r}; roles are: {FIGURE}, {PARAGRAPH}, {ARTIFACT}")
        if self.role == FIGURE and not (self.alt and self.alt.strip()):
            raise RenderError("a Figure needs its text alternative (alt), the words a screen reader says")
        if self.role == ARTIFACT and self.artifact not in ARTIFACT_TYPES:
            raise RenderError(f"unknown artifact type {self.artifact!r}; types are: {', '.join(ARTIFACT_TYPES)}")
        if self.role == PARAGRAPH and self.matrix != (1.0, 0.0, 0.0, 1.0, 0.0, 0.0):
            raise RenderError("a paragraph's text is drawn where its page-sized document puts it (identity matrix)")


def _number(value: float) -> str:
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def tagged_pdf(
    pages: Iterable[Sequence[Item]],
    width_pt: float,
    height_pt: float,
    *,
    title: str,
    lang: str = "en",
    render: Callable[[str], bytes] | None = None,
    trim_bleed: tuple[tuple[float, float, float, float], tuple[float, float, float, float]] | None = None,
):
    """A :class:`pypdf.PdfWriter` holding ``pages`` (each a sequence of :class:`Item`, in reading order,
    drawn in that order; any iterable, read once, so a generator keeps one page's items in memory) as a
    tagged PDF of pages ``width_pt`` x ``height_pt`` points.

    ``title`` goes in the document information (``/Title``) and is shown by viewers instead of the file
    name; ``lang`` is the catalog's ``/Lang`` (a BCP 47 language tag). ``render`` turns an SVG document
    into PDF bytes of one page (default: :func:`cairosvg.svg2pdf`); it is called once per distinct
    document. ``trim_bleed`` gives every page's TrimBox and BleedBox in points ``(left, bottom, right, top)``
    (ISO 32000-1 14.11.2: the trim inside the bleed, the bleed inside the media); without it they, like
    MediaBox and CropBox, are the whole page. The caller may add viewer preferences and must write the
    writer out.

    Raises :class:`~unokit.errors.RenderError` for no pages, a page without items or a rendered document
    that is not one page.
    """
    from pypdf import PdfReader, PdfWriter
    from pypdf.generic import (
        ArrayObject,
        BooleanObject,
        DecodedStreamObject,
        DictionaryObject,
        FloatObject,
        NameObject,
        NumberObject,
        RectangleObject,
        TextStringObject,
    )

    if render is None:
        import cairosvg

        def render(source: str) -> bytes:
            return cairosvg.svg2pdf(bytestring=source.encode("utf-8"))

    writer = PdfWriter()
    forms: dict[str, object] = {}  # SVG document -> indirect reference to its Form XObject

    def source_page(svg: str):
        reader = PdfReader(io.BytesIO(render(svg)))
        if len(reader.pages) != 1:
            raise RenderError(f"an item's SVG rendered to {len(reader.pages)} pages; it must be one page")
        return reader.pages[0]

    def form(svg: str):
        if svg not in forms:
            page = source_page(svg)
            stream = DecodedStreamObject()
            contents = page.get_contents()
            stream.set_data(contents.get_data() if contents is not None else b"")
            box = page.mediabox
            stream.update({
                NameObject("/Type"): NameObject("/XObject"),
                NameObject("/Subtype"): NameObject("/Form"),
                NameObject("/BBox"): ArrayObject(FloatObject(float(v)) for v in (box.left, box.bottom,
                                                                                    box.right, box.top)),
                NameObject("/Resources"): page["/Resources"].get_object().clone(writer),
            })
            forms[svg] = writer._add_object(stream.flate_encode())
        return forms[svg]

    root = writer.root_object
    tree_root = DictionaryObject({NameObject("/Type"): NameObject("/StructTreeRoot")})
    tree_root_ref = writer._add_object(tree_root)
    document = DictionaryObject({
        NameObject("/Type"): NameObject("/StructElem"),
        NameObject("/S"): NameObject("/Document"),
        NameObject("/P"): tree_root_ref,
    })
    document_ref = writer._add_object(document)
    kids = ArrayObject()
    numbers = ArrayObject()  # the ParentTree's /Nums: key, array of elements by MCID, ...
    box = RectangleObject([0, 0, round(width_pt, 4), round(height_pt, 4)])
    for key, items in enumerate(pages):
        if not items:
            raise RenderError(f"page {key + 1} has nothing on it")
        page = writer.add_blank_page(float(box.width), float(box.height))
        page_ref = page.indirect_reference
        xobjects = DictionaryObject()
        resources = DictionaryObject({NameObject("/XObject"): xobjects})
        by_mcid = ArrayObject()
        names: dict[int, str] = {}  # Form XObject number -> its name on this page
        content = []
        for item in items:
            if item.role == ARTIFACT:
                content.append(b"/Artifact <</Type /" + item.artifact.encode("ascii") + b">> BDC")
            else:
                mcid = len(by_mcid)
                element = DictionaryObject({
                    NameObject("/Type"): NameObject("/StructElem"),
                    NameObject("/S"): NameObject("/" + item.role),
                    NameObject("/P"): document_ref,
                    NameObject("/Pg"): page_ref,
                    NameObject("/K"): NumberObject(mcid),
                })
                if item.actual_text is not None:
                    element[NameObject("/ActualText")] = TextStringObject(item.actual_text)
                if item.role == FIGURE:
                    element[NameObject("/Alt")] = TextStringObject(item.alt)
                    if item.bbox is not None:
                        element[NameObject("/A")] = DictionaryObject({
                            NameObject("/O"): NameObject("/Layout"),
                            NameObject("/Placement"): NameObject("/Block"),
                            NameObject("/BBox"): ArrayObject(FloatObject(round(v, 3)) for v in item.bbox),
                        })
                element_ref = writer._add_object(element)
                kids.append(element_ref)
                by_mcid.append(element_ref)
                content.append(b"/" + item.role.encode("ascii") + b" <</MCID " + str(mcid).encode() + b">> BDC")
            if item.role == PARAGRAPH:
                content.append(b"q\n" + _inline(source_page(item.svg), resources, writer) + b"\nQ")
            else:
                reference = form(item.svg)
                name = names.get(reference.idnum)
                if name is None:
                    name = names[reference.idnum] = f"/UnokitItem{len(xobjects)}"
                    xobjects[NameObject(name)] = reference
                matrix = " ".join(_number(v) for v in item.matrix)
                content.append(f"q {matrix} cm {name} Do Q".encode("ascii"))
            content.append(b"EMC")
        stream = DecodedStreamObject()
        stream.set_data(b"\n".join(content) + b"\n")
        page[NameObject("/Contents")] = writer._add_object(stream.flate_encode())
        page[NameObject("/Resources")] = resources
        page[NameObject("/StructParents")] = NumberObject(key)
        page[NameObject("/Tabs")] = NameObject("/S")
        page.mediabox = box
        page.cropbox = box
        page.trimbox = box if trim_bleed is None else RectangleObject([round(v, 4) for v in trim_bleed[0]])
        page.bleedbox = box if trim_bleed is None else RectangleObject([round(v, 4) for v in trim_bleed[1]])
        numbers.append(NumberObject(key))
        numbers.append(writer._add_object(by_mcid))
    if not writer.pages:
        raise RenderError("a PDF needs at least one page; none was given")
    document[NameObject("/K")] = kids
    tree_root[NameObject("/K")] = ArrayObject([document_ref])
    tree_root[NameObject("/ParentTree")] = writer._add_object(DictionaryObject({NameObject("/Nums"): numbers}))
    tree_root[NameObject("/ParentTreeNextKey")] = NumberObject(len(writer.pages))
    root[NameObject("/StructTreeRoot")] = tree_root_ref
    root[NameObject("/MarkInfo")] = DictionaryObject({NameObject("/Marked"): BooleanObject(True)})
    root[NameObject("/Lang")] = TextStringObject(lang)
    writer.add_metadata({"/Title": title})
    preferences = writer.create_viewer_preferences()
    preferences[NameObject("/DisplayDocTitle")] = BooleanObject(True)
    return writer


def _inline(page, resources, writer) -> bytes:
    """The content stream of ``page`` (a rendered paragraph), its resources merged into ``resources``.

    cairo names resources with short lower-case names (``/f-0-0``, ``/a0``); the page's own XObjects are
    ``/UnokitItemN``, so they cannot clash; a clash would be a bug and raises :class:`RenderError`.
    """
    from pypdf.generic import DictionaryObject, NameObject

    own = page["/Resources"].get_object()
    for category, entries in own.items():
        entries = entries.get_object()
        if not isinstance(entries, DictionaryObject):  # /ProcSet
            resources[NameObject(category)] = entries.clone(writer)
            continue
        target = resources.setdefault(NameObject(category), DictionaryObject())
        for name, value in entries.items():
            if name in target:
                raise RenderError(f"resource {category}{name} of a paragraph clashes with the page's own")
            target[NameObject(name)] = value.clone(writer)
    contents = page.get_contents()
    return contents.get_data() if contents is not None else b""
