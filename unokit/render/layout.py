"""Print layout: papers, card sizes on paper, the grid of cells, crop and registration marks (mm)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass

from unokit.cards import Card
from unokit.errors import RenderError

#: The SVG and XLink namespaces. Pages are built as ElementTree elements in the SVG namespace and written
#: with it as the default namespace (:func:`svg_text`), so nothing is spliced as text.
SVG_NAMESPACE = "http://www.w3.org/2000/svg"
XLINK_NAMESPACE = "http://www.w3.org/1999/xlink"
ET.register_namespace("xlink", XLINK_NAMESPACE)


def svg_element(tag: str, attributes: dict[str, str] | None = None, *children: ET.Element,
                text: str | None = None) -> ET.Element:
    """An SVG element ``<tag>`` (in the SVG namespace) with ``attributes``, ``children`` and ``text``."""
    element = ET.Element(f"{{{SVG_NAMESPACE}}}{tag}", attributes or {})
    element.extend(children)
    element.text = text
    return element


def svg_tree(text: str) -> ET.Element:
    """An SVG document (as made by :mod:`unokit.render.svg`) parsed into an element tree."""
    return ET.fromstring(str(text))


def svg_text(root: ET.Element) -> str:
    """An element tree written as SVG text, with SVG as the default namespace (``<svg xmlns=...>``, not
    ElementTree's ``ns0:`` prefixes). The tree is used up: its tags lose their namespace part."""
    svg = f"{{{SVG_NAMESPACE}}}"
    for element in root.iter():
        if element.tag.startswith(svg):
            element.tag = element.tag[len(svg):]
    root.set("xmlns", SVG_NAMESPACE)
    return ET.tostring(root, encoding="unicode")

#: Paper sizes in mm (width, height), portrait. A4 is ISO 216; Letter is 8.5 x 11 in.
PAPERS: dict[str, tuple[float, float]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
#: Duplex modes for the back pages.
BACKS = ("none", "long-edge", "short-edge")

#: No mark comes closer than this to a paper edge (mm): the unprintable border of most printers.
PRINTABLE_MARGIN = 5.0
#: Crop marks start this far outside the card grid (mm), so a cut just inside the line leaves no ink.
CROP_GAP = 0.5
#: Shortest and longest crop mark (mm). A grid only fits if its marks can be at least CROP_MIN long:
#: a mark shorter than 3 mm is easy to miss when lining up a ruler and knife (the issue "print faults").
CROP_MIN = 3.0
CROP_MAX = 5.0
#: Crop mark line width (mm); 0.25 mm is a hairline that still prints on every printer.
CROP_STROKE = 0.25
#: Thickness of the footer band (mm) and the gap between it and the crop marks.
FOOTER_DEPTH = 5.0
FOOTER_GAP = 0.5
#: Footer text size (mm, about 7.4 pt) and the font cairo embeds for it (Debian fonts-dejavu-core).
FOOTER_FONT_SIZE = 2.6
FOOTER_FONT = "DejaVu Sans"
#: Length of the scale-check ruler (mm).
RULER_LENGTH = 50.0

#: Most faces one sheet takes (cards and reference cards): about nine decks, 112 A4 pages. A longer list
#: is refused at once instead of rendering for minutes (20,000 cards took 242 s and 2,223 pages).
MAX_CARDS = 1000
#: Colour of everything on the swell-paper sheet that must not rise (crop marks, card outlines,
#: registration marks, ruler, label): process cyan. Swell paper rises under carbon black; a colour ink or
#: toner without black stays flat (print-practice notes: "everything else in non-black").
SWELL_MARK_COLOUR = "#00a0e0"


@dataclass(frozen=True)
class Reference:
    """A reference card on a sheet: ``number`` 1 (the nine ColorADD colours), 2 (tones), 3 (the
    braille key) or :data:`SIGNS_KEY` (the key card of the sheet's sign system), ``part`` of
    :func:`unokit.render.svg.reference_parts` (large print splits them)."""

    number: int
    part: int = 1


#: The number of the sign system's key card on a sheet (:func:`unokit.render.sign_keys.signs_card`).
SIGNS_KEY = 4
#: The number of a braille key card in braille on a sheet (:func:`unokit.render.braille.key_pages`).
TACTILE_KEY = 5

# A face on a sheet: a card or a reference card.
Face = Card | Reference


# --- layout ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle in mm, ``x``/``y`` its top-left corner on the page (y down)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height


@dataclass(frozen=True)
class Layout:
    """Where everything goes on one page of a sheet; all lengths in mm, origin top-left, y down.

    ``columns`` x ``rows`` cells of ``cell_width`` x ``cell_height`` are butted in a grid whose
    top-left corner is (``left``, ``top``), centred on the page. Each cell holds one card of
    ``card_width`` x ``card_height``: upright, or, when ``rotated``, turned a quarter turn clockwise
    (its top edge along the cell's right side), which is how 8 poker or bridge cards fit on Letter
    paper instead of 6 upright ones. ``crop_length_x`` is the length of
    the crop marks in the left and right margins (they continue the horizontal cuts),
    ``crop_length_y`` of those in the top and bottom margins. ``footer`` is ``"bottom"`` or
    ``"side"`` (the left margin, text reading upwards) and ``footer_box`` the band it occupies.

    ``bleed`` (mm, for a print shop): each cell holds the card and its bleed, ``bleed`` mm past the cut on
    every side, so the cards are no longer butted: two cuts, ``2 * bleed`` apart, between neighbours; the
    grid, cells and slots are bleed boxes and :meth:`trim` gives a card's cut rectangle. With no bleed a
    cell is the card and one cut serves two neighbours.
    """

    paper: str
    size: str
    page_width: float
    page_height: float
    card_width: float
    card_height: float
    columns: int
    rows: int
    rotated: bool
    left: float
    top: float
    crop_length_x: float
    crop_length_y: float
    footer: str
    footer_box: Rect
    bleed: float = 0.0

    @property
    def per_page(self) -> int:
        """Cards per page (``columns * rows``)."""
        return self.columns * self.rows

    @property
    def cell_width(self) -> float:
        """Width of a grid cell on the page (mm): the card's width, or its height when rotated, plus the
        bleed on both sides."""
        return (self.card_height if self.rotated else self.card_width) + 2 * self.bleed

    @property
    def cell_height(self) -> float:
        """Height of a grid cell on the page (mm), bleed included."""
        return (self.card_width if self.rotated else self.card_height) + 2 * self.bleed

    @property
    def piece_width(self) -> float:
        """Width (mm) of a card's own document: the card and its bleed on both sides (card coordinates)."""
        return self.card_width + 2 * self.bleed

    @property
    def piece_height(self) -> float:
        """Height (mm) of a card's own document, bleed included."""
        return self.card_height + 2 * self.bleed

    def trim(self, box: Rect) -> Rect:
        """The cut rectangle of the card in cell ``box``: the cell less its bleed."""
        b = self.bleed
        return Rect(box.x + b, box.y + b, box.width - 2 * b, box.height - 2 * b)

    @property
    def trim_extent(self) -> Rect:
        """The rectangle from the first cut to the last (mm): the grid less its outer bleed (the PDF's TrimBox)."""
        return self.trim(self.grid)

    @property
    def grid(self) -> Rect:
        """The rectangle the card grid covers."""
        return Rect(self.left, self.top, self.columns * self.cell_width, self.rows * self.cell_height)

    def cell(self, column: int, row: int) -> Rect:
        """The card rectangle at ``column``, ``row`` (0-based, from the top-left)."""
        return Rect(
            self.left + column * self.cell_width,
            self.top + row * self.cell_height,
            self.cell_width,
            self.cell_height,
        )

    def card_transform(self, box: Rect) -> str:
        """SVG transform from card coordinates (mm, origin at the card's top-left) to the page, for
        the card in cell ``box``: a translation, plus the quarter turn when the layout is rotated."""
        if self.rotated:
            return f"translate({_fmt(box.right)} {_fmt(box.y)}) rotate(90)"
        return f"translate({_fmt(box.x)} {_fmt(box.y)})"

    def slot(self, index: int) -> Rect:
        """Where face number ``index`` (0-based, reading order: left to right, top to bottom) goes."""
        if not 0 <= index < self.per_page:
            raise RenderError(f"slot {index} is not on a {self.columns} x {self.rows} page")
        return self.cell(index % self.columns, index // self.columns)

    def back_slot(self, index: int, backs: str) -> Rect:
        """Where the back of face ``index`` goes on the back page so it lands behind the face.

        ``backs="long-edge"``: the sheet turns about its vertical axis, so the column is mirrored;
        ``"short-edge"``: it turns about its horizontal axis, so the row is mirrored. Raises
        :class:`RenderError` for ``"none"`` or an unknown mode.
        """
        column, row = index % self.columns, index // self.columns
        if backs == "long-edge":
            column = self.columns - 1 - column
        elif backs == "short-edge":
            row = self.rows - 1 - row
        else:
            raise RenderError(f"backs {backs!r} has no back page; use one of: long-edge, short-edge")
        return self.cell(column, row)

    @property
    def cut_xs(self) -> list[float]:
        """x of every vertical cut (mm): the grid's edges and the lines between columns; with a bleed, both
        sides of every column's card."""
        if self.bleed:
            return sorted(self.left + i * self.cell_width + d for i in range(self.columns)
                          for d in (self.bleed, self.cell_width - self.bleed))
        return [self.left + i * self.cell_width for i in range(self.columns + 1)]

    @property
    def cut_ys(self) -> list[float]:
        """y of every horizontal cut (mm)."""
        if self.bleed:
            return sorted(self.top + j * self.cell_height + d for j in range(self.rows)
                          for d in (self.bleed, self.cell_height - self.bleed))
        return [self.top + j * self.cell_height for j in range(self.rows + 1)]


def _paper_size(paper: str) -> tuple[str, tuple[float, float]]:
    key = str(paper).strip().lower()
    if key not in PAPERS:
        raise RenderError(f"unknown paper {paper!r}; papers are: {', '.join(PAPERS)}")
    return key, PAPERS[key]


def _card_size(size: str) -> tuple[str, tuple[float, float]]:
    from unokit.render.canvas import CARD_SIZES  # the renderer owns the card sizes

    key = str(size).strip().lower()
    if key not in CARD_SIZES:
        raise RenderError(f"unknown card size {size!r}; sizes are: {', '.join(CARD_SIZES)}")
    width, height = CARD_SIZES[key]
    return key, (float(width), float(height))


def layout(paper: str = "a4", size: str = "uno", bleed: float = 0.0) -> Layout:
    """The page layout for ``paper`` (``"a4"`` or ``"letter"``) and card ``size``.

    Picks the grid with the most cards, at most 9 (3 x 3 upright; a grid of cards turned a quarter
    turn only when it holds more than the best upright one), that leaves on every side
    :data:`PRINTABLE_MARGIN` plus room for crop marks at least ``CROP_MIN`` long, and on one side
    pair (top and bottom, else left and right) room for the footer band as well. Ties go to upright
    cards, then a footer at the bottom.

    >>> lay = layout("a4", "uno")
    >>> (lay.columns, lay.rows, lay.left, lay.top, lay.footer)
    (3, 3, 21.0, 16.5, 'bottom')
    >>> layout("letter", "poker").footer
    'side'
    >>> lay = layout("letter", "uno")
    >>> (lay.columns, lay.rows, lay.rotated)
    (2, 4, True)

    With ``bleed`` (mm, :func:`unokit.render.canvas.check_bleed`) each cell is the card plus its bleed on
    every side and the crop marks start outside the bleed; fewer cards may fit (A4 uno with 3 mm: 2 x 4 turned).

    Raises :class:`RenderError` for an unknown paper or size, a bad bleed, or a card too big for the paper.
    """
    from unokit.render.canvas import check_bleed

    paper, (page_w, page_h) = _paper_size(paper)
    size, (card_w, card_h) = _card_size(size)
    bleed = check_bleed(bleed)
    marks = PRINTABLE_MARGIN + CROP_GAP + CROP_MIN
    with_footer = marks + FOOTER_DEPTH + FOOTER_GAP
    best: tuple[tuple[int, bool, bool, int], int, int, bool, str] | None = None
    for rotated in (False, True):
        cell_w, cell_h = (card_h, card_w) if rotated else (card_w, card_h)
        cell_w, cell_h = cell_w + 2 * bleed, cell_h + 2 * bleed
        for columns in range(1, 10):
            for rows in range(1, 9 // columns + 1):
                margin_x = (page_w - columns * cell_w) / 2
                margin_y = (page_h - rows * cell_h) / 2
                if margin_x < marks or margin_y < marks:
                    continue
                if margin_y >= with_footer:
                    footer = "bottom"
                elif margin_x >= with_footer:
                    footer = "side"
                else:
                    continue
                key = (columns * rows, not rotated, footer == "bottom", columns)
                if best is None or key > best[0]:
                    best = (key, columns, rows, rotated, footer)
    if best is None:
        raise RenderError(f"{size} cards ({card_w} x {card_h} mm" + (f" with {_fmt(bleed)} mm bleed" if bleed else "")
                          + f") do not fit on {paper} paper")
    _, columns, rows, rotated, footer = best
    cell_w, cell_h = (card_h, card_w) if rotated else (card_w, card_h)
    cell_w, cell_h = cell_w + 2 * bleed, cell_h + 2 * bleed
    left = (page_w - columns * cell_w) / 2
    top = (page_h - rows * cell_h) / 2
    room_x = left - PRINTABLE_MARGIN - CROP_GAP
    room_y = top - PRINTABLE_MARGIN - CROP_GAP
    if footer == "bottom":
        room_y -= FOOTER_DEPTH + FOOTER_GAP
        box = Rect(PRINTABLE_MARGIN, page_h - PRINTABLE_MARGIN - FOOTER_DEPTH,
                   page_w - 2 * PRINTABLE_MARGIN, FOOTER_DEPTH)
    else:
        room_x -= FOOTER_DEPTH + FOOTER_GAP
        box = Rect(PRINTABLE_MARGIN, PRINTABLE_MARGIN, FOOTER_DEPTH, page_h - 2 * PRINTABLE_MARGIN)
    return Layout(
        paper=paper, size=size, page_width=page_w, page_height=page_h,
        card_width=card_w, card_height=card_h, columns=columns, rows=rows, rotated=rotated,
        left=round(left, 6), top=round(top, 6),
        crop_length_x=round(min(CROP_MAX, room_x), 6), crop_length_y=round(min(CROP_MAX, room_y), 6),
        footer=footer, footer_box=box, bleed=bleed,
    )


# --- pages -----------------------------------------------------------------------------------------


def _fmt(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".")


def _crop_marks(lay: Layout, ink: str = "#000") -> ET.Element:
    """One path of all crop marks: every cut line continued into the margin, CROP_GAP off the grid."""
    grid = lay.grid
    d = []
    for x in lay.cut_xs:
        d.append(f"M{_fmt(x)} {_fmt(grid.y - CROP_GAP)}v{_fmt(-lay.crop_length_y)}")
        d.append(f"M{_fmt(x)} {_fmt(grid.bottom + CROP_GAP)}v{_fmt(lay.crop_length_y)}")
    for y in lay.cut_ys:
        d.append(f"M{_fmt(grid.x - CROP_GAP)} {_fmt(y)}h{_fmt(-lay.crop_length_x)}")
        d.append(f"M{_fmt(grid.right + CROP_GAP)} {_fmt(y)}h{_fmt(lay.crop_length_x)}")
    return svg_element("path", {"class": "unokit-crop-marks", "d": "".join(d), "fill": "none", "stroke": ink,
                                "stroke-width": str(CROP_STROKE)})


def registration_marks(lay: Layout) -> list[tuple[float, float, float]]:
    """Centres and diameters (x, y, d in mm, page coordinates) of the registration marks: a circle with a
    cross, in the right margin level with the middle of the first and of the last row of cards. Face
    pages and swell-paper pages carry them in the same places, so a swell sheet laid over its face sheet
    (on a light box) lines up by the marks; two marks fix both the shift and the turn. The marks keep
    :data:`PRINTABLE_MARGIN` from the paper's edge and clear of the crop marks (which sit on cut lines,
    half a card away)."""
    room = lay.page_width - PRINTABLE_MARGIN - (lay.grid.right + CROP_GAP)
    diameter = min(8.0, room - 1.0)
    x = lay.grid.right + CROP_GAP + room / 2
    rows = sorted({0, lay.rows - 1})
    return [(x, lay.top + (row + 0.5) * lay.cell_height, diameter) for row in rows]


def _registration_svg(lay: Layout, ink: str) -> ET.Element:
    d = []
    for x, y, diameter in registration_marks(lay):
        r = diameter / 2
        d.append(f"M{_fmt(x - r)} {_fmt(y)}h{_fmt(diameter)}M{_fmt(x)} {_fmt(y - r)}v{_fmt(diameter)}"
                 f"M{_fmt(x + r * 0.7)} {_fmt(y)}a{_fmt(r * 0.7)} {_fmt(r * 0.7)} 0 1 1 {_fmt(-1.4 * r)} 0"
                 f"a{_fmt(r * 0.7)} {_fmt(r * 0.7)} 0 1 1 {_fmt(1.4 * r)} 0Z")
    return svg_element("path", {"class": "unokit-registration", "d": "".join(d), "fill": "none", "stroke": ink,
                                "stroke-width": str(CROP_STROKE)})


