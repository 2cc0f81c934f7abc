"""Printable card sheets: page layout in mm, crop marks, duplex backs, braille, PDF output.

People print these pages, cut the cards out along the crop marks and play. Every length here is
in millimetres on paper; the page SVG has ``viewBox="0 0 W H"`` in mm, so one user unit is 1 mm.

How a sheet is built (the issue "Printable accessible card sheets"):

- :func:`layout` fits the largest grid of cards on the paper, at most 3 x 3 (3 x 3 upright for every
  card size on A4; on Letter, three rows of cards leave no room for crop marks at least
  :data:`CROP_MIN` (3 mm) long, so every size goes 2 x 4, turned a quarter turn, instead of 3 x 2
  upright). Cards are butted, so one cut serves two neighbours, and the grid is centred on the page,
  so a grid mirrored left-right or top-bottom lands on itself: that is what lets backs line up.
- Crop marks continue every cut line into the margin. The footer (preset, page number,
  "print at 100%" and a 50 mm ruler to check the scale) goes below the grid, or along the left
  side when the top and bottom margins are too thin (Letter with poker cards). Two registration marks
  in the right margin let a swell-paper sheet be laid over its face sheet. Nothing is drawn closer
  than :data:`PRINTABLE_MARGIN` (5 mm) to a paper edge, the margin most printers cannot reach.
- The PDF asks viewers to print at 100 % and, with backs, double-sided on the matching edge
  (``/ViewerPreferences``, :data:`DUPLEX`).
- Backs (``backs="long-edge"`` or ``"short-edge"``) go on the page after each face page, mirrored
  so each back lands behind its face when the sheet is printed double-sided: flipping on the long
  edge of a portrait page turns it about the vertical axis (columns swap), flipping on the short
  edge turns it about the horizontal axis (rows swap).
- The PDF is tagged (ISO 32000-1 14.7-14.9 "Logical structure" and "Tagged PDF", modelled on PDF/UA-1,
  ISO 14289-1), so a screen reader says which card is where: each card on a face page is a ``/Figure``
  whose ``/Alt`` is the card's accessible name, the words of its SVG face's ``<title>`` (WCAG 2 technique
  PDF1), in the order the sheet lists its cards, row by row; each page's footer line is a ``/P`` of real
  text; crop marks, registration marks, the ruler and the card outlines of the swell-paper sheet are
  ``/Artifact``s of type Page (printer's aids), and the card backs ``/Artifact``s of type Layout (WCAG 2
  technique PDF4: nine identical backs a page would only repeat "Card back", and the footer already
  says the page is backs). On the swell-paper sheet each card's dots are a Figure named for the card.
  The catalog says ``/MarkInfo << /Marked true >>``, ``/Lang`` en and ``/DisplayDocTitle``.
- How the PDF is made: a page is a list of pieces (:class:`_Piece`: each card, the margins' marks, the
  footer line). :func:`sheet_pages` joins them into one SVG page; for the PDF each piece is rendered alone
  by cairosvg (a card as its own card-sized document, braille dots included) and drawn on the page by
  :mod:`unokit.render.tagged_pdf` inside its marked-content sequence, a card as a Form XObject placed
  in its cell by a matrix. The same picture (two of each card in a deck, every back, the crop marks of
  every page) is rendered and stored once; cairo embeds a subset of the footer's font, so that text
  stays real and extractable. The pages look as the page SVG rendered whole (tests compare the pixels).

Braille (:func:`braille_label`) is uncontracted (grade 1) Unified English Braille, laid out at the
standard dimensions of :data:`BRAILLE_DOT`, :data:`BRAILLE_DOT_SPACING` and
:data:`BRAILLE_CELL_SPACING`, twice on each card (down the left edge, and turned 180° up the right),
explained on a braille key card; :func:`braille_dots_pdf` gives the dots alone for swell paper.
"""

from __future__ import annotations

import io
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from unokit.cards import Card, Color, Rank
from unokit.errors import RenderError

if TYPE_CHECKING:
    from unokit.render.tagged_pdf import Item

__all__ = [
    "PAPERS",
    "BACKS",
    "PRINTABLE_MARGIN",
    "BRAILLE_DOT",
    "BRAILLE_DOT_SPACING",
    "BRAILLE_CELL_SPACING",
    "Rect",
    "Layout",
    "layout",
    "braille_label",
    "braille_cells",
    "sheet_pages",
    "sheet_pdf",
    "braille_dots_pages",
    "braille_dots_pdf",
]

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

#: Braille dot diameter, dot spacing within a cell (centre to centre, both directions) and cell
#: spacing (a cell's dot 1 to the next cell's dot 1), in mm: the standard sizes the print-sheet issue
#: asks for (1.44 / 2.34 / 6.2 mm), close to the lower end of the usual ranges for hard-copy braille
#: (for comparison, ADA 2010 section 703.3.1 allows 2.3-2.5 mm within a cell and 6.1-7.6 mm between cells).
BRAILLE_DOT = 1.44
BRAILLE_DOT_SPACING = 2.34
BRAILLE_CELL_SPACING = 6.2
#: Where a braille label sits on a card: along the left edge, reading downwards (turn the card a
#: quarter turn anticlockwise to read it, and the left edge becomes the bottom), and again turned 180°
#: along the right edge, so the card reads either way up (National Braille Association practice: the
#: label repeated in the opposite corner). The dots nearest the edge have their centres BRAILLE_EDGE from
#: it (mm: their edges 3.5 mm from the cut, clear of the 2.9 mm white rim of a poker card); the first cell
#: starts BRAILLE_START of the card height down, below the top-left corner index even in large print.
#: The card renderer keeps the oval clear of that strip (:func:`braille_area`).
BRAILLE_EDGE = 4.2
BRAILLE_START = 0.25

#: Most faces one sheet takes (cards and reference cards): about nine decks, 112 A4 pages. A longer list
#: is refused at once instead of rendering for minutes (20,000 cards took 242 s and 2,223 pages).
MAX_CARDS = 1000
#: Colour of everything on the swell-paper sheet that must not rise (crop marks, card outlines,
#: registration marks, ruler, label): process cyan. Swell paper rises under carbon black; a colour ink or
#: toner without black stays flat (print-practice notes: "everything else in non-black").
SWELL_MARK_COLOUR = "#00a0e0"


@dataclass(frozen=True)
class Reference:
    """A reference card on a sheet: ``number`` 1 (the nine ColorADD colours), 2 (tones) or 3 (the
    braille key), ``part`` of :func:`unokit.render.svg.reference_parts` (large print splits them)."""

    number: int
    part: int = 1


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

    @property
    def per_page(self) -> int:
        """Cards per page (``columns * rows``)."""
        return self.columns * self.rows

    @property
    def cell_width(self) -> float:
        """Width of a grid cell on the page (mm): the card's width, or its height when rotated."""
        return self.card_height if self.rotated else self.card_width

    @property
    def cell_height(self) -> float:
        """Height of a grid cell on the page (mm)."""
        return self.card_width if self.rotated else self.card_height

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
        """x of every vertical cut (mm): the grid's edges and the lines between columns."""
        return [self.left + i * self.cell_width for i in range(self.columns + 1)]

    @property
    def cut_ys(self) -> list[float]:
        """y of every horizontal cut (mm)."""
        return [self.top + j * self.cell_height for j in range(self.rows + 1)]


def _paper_size(paper: str) -> tuple[str, tuple[float, float]]:
    key = str(paper).strip().lower()
    if key not in PAPERS:
        raise RenderError(f"unknown paper {paper!r}; papers are: {', '.join(PAPERS)}")
    return key, PAPERS[key]


def _card_size(size: str) -> tuple[str, tuple[float, float]]:
    from unokit.render.svg import CARD_SIZES  # the renderer owns the card sizes

    key = str(size).strip().lower()
    if key not in CARD_SIZES:
        raise RenderError(f"unknown card size {size!r}; sizes are: {', '.join(CARD_SIZES)}")
    width, height = CARD_SIZES[key]
    return key, (float(width), float(height))


def layout(paper: str = "a4", size: str = "uno") -> Layout:
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

    Raises :class:`RenderError` for an unknown paper or size, or a card too big for the paper.
    """
    paper, (page_w, page_h) = _paper_size(paper)
    size, (card_w, card_h) = _card_size(size)
    marks = PRINTABLE_MARGIN + CROP_GAP + CROP_MIN
    with_footer = marks + FOOTER_DEPTH + FOOTER_GAP
    best: tuple[tuple[int, bool, bool, int], int, int, bool, str] | None = None
    for rotated in (False, True):
        cell_w, cell_h = (card_h, card_w) if rotated else (card_w, card_h)
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
        raise RenderError(f"{size} cards ({card_w} x {card_h} mm) do not fit on {paper} paper")
    _, columns, rows, rotated, footer = best
    cell_w, cell_h = (card_h, card_w) if rotated else (card_w, card_h)
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
        footer=footer, footer_box=box,
    )


# --- braille ---------------------------------------------------------------------------------------

# Dot numbers of the letters a-z in braille (the same in every English code, UEB included).
_LETTER_DOTS = {
    "a": "1", "b": "12", "c": "14", "d": "145", "e": "15", "f": "124", "g": "1245", "h": "125",
    "i": "24", "j": "245", "k": "13", "l": "123", "m": "134", "n": "1345", "o": "135", "p": "1234",
    "q": "12345", "r": "1235", "s": "234", "t": "2345", "u": "136", "v": "1236", "w": "2456",
    "x": "1346", "y": "13456", "z": "1356",
}
# UEB: the numeric indicator (dots 3456) puts the letters a-j in digit mode: 1 = a ... 9 = i, 0 = j.
_NUMBER_SIGN = "3456"
_DIGIT_LETTERS = "jabcdefghi"  # index = digit
# UEB plus sign: dot 5 followed by dots 235.
_PLUS = ("5", "235")


def _cell(dots: str) -> str:
    """One Unicode braille pattern (U+2800 block: dot n is bit n-1) from dot numbers like ``"1245"``."""
    return chr(0x2800 + sum(1 << (int(d) - 1) for d in dots))


def _number(n: int) -> str:
    return _cell(_NUMBER_SIGN) + "".join(_cell(_LETTER_DOTS[_DIGIT_LETTERS[int(d)]]) for d in str(n))


def braille_label(card: Card) -> str:
    """The card's braille label: uncontracted (grade 1) UEB in Unicode braille (U+2800-U+28FF).

    The label follows card notation (DESIGN.md contract 1) so a player who knows the codes reads it
    at once; letters are lower case without capital indicators, to keep labels short (at most 5 cells,
    27 mm, which fit along the card's left edge between the corner index and the oval's widest point):

    - number cards: colour letter, numeric indicator, digit: Red 7 is ``r`` ``#7`` = ``⠗⠼⠛``;
    - Skip: colour letter + ``s`` (Green Skip ``⠛⠎``); Reverse: colour letter + ``r`` (``⠃⠗``);
    - Draw Two: colour letter + UEB plus sign + ``#2`` (Yellow Draw Two ``⠽⠐⠖⠼⠃``);
    - Wild: ``w`` (``⠺``); Wild Draw Four: ``w+#4`` (``⠺⠐⠖⠼⠙``).

    Colour letters: r red, o orange, y yellow, g green, t teal, b blue, p purple, m magenta.
    No grade-1 indicator is written because every label is uncontracted. Raises :class:`RenderError`
    for brown, white or black cards, which have no notation letter.

    >>> braille_label(Card.parse("R7"))
    '⠗⠼⠛'
    """
    if isinstance(card, str):
        card = Card.parse(card)
    elif not isinstance(card, Card):
        raise RenderError(f"braille_label takes a Card or a card code, not {card!r}")
    if card.rank is Rank.WILD:
        return _cell(_LETTER_DOTS["w"])
    if card.rank is Rank.WILD_DRAW_FOUR:
        return _cell(_LETTER_DOTS["w"]) + "".join(map(_cell, _PLUS)) + _number(4)
    assert card.color is not None
    letter = card.color.letter
    if letter is None:
        raise RenderError(f"{card.name} has no braille label: only the eight play colours have letters")
    head = _cell(_LETTER_DOTS[letter.lower()])
    if card.rank.is_number:
        return head + _number(card.rank.number or 0)
    if card.rank is Rank.SKIP:
        return head + _cell(_LETTER_DOTS["s"])
    if card.rank is Rank.REVERSE:
        return head + _cell(_LETTER_DOTS["r"])
    return head + "".join(map(_cell, _PLUS)) + _number(2)  # Draw Two


def braille_cells(label: str) -> list[list[tuple[float, float]]]:
    """Dot centres (u, v) in mm of each cell of a Unicode braille label, in the label's own frame:
    u along the line (reading direction), v down across it, (0, 0) at the first cell's dot 1.

    Dots 1-2-3 run down the left column, 4-5-6 down the right, :data:`BRAILLE_DOT_SPACING` apart;
    cells are :data:`BRAILLE_CELL_SPACING` apart. Raises :class:`RenderError` for a non-braille character.
    """
    if not isinstance(label, str):
        raise RenderError(f"a braille label is a string of Unicode braille, not {label!r}")
    cells = []
    for i, char in enumerate(label):
        bits = ord(char) - 0x2800
        if not 0 <= bits < 64:
            raise RenderError(f"{char!r} is not a six-dot Unicode braille pattern")
        dots = []
        for dot in range(6):
            if bits & (1 << dot):
                dots.append((
                    i * BRAILLE_CELL_SPACING + (dot // 3) * BRAILLE_DOT_SPACING,
                    (dot % 3) * BRAILLE_DOT_SPACING,
                ))
        cells.append(dots)
    return cells


def _braille_dots(card: Card, width: float, height: float) -> list[tuple[float, float]]:
    """Dot centres (mm, card coordinates: origin at the card's top-left) of the card's two braille labels
    on a card of ``width`` x ``height``: first the one down the left edge, then its copy turned 180°
    about the card's centre (up the right edge).

    The first label's lines run down the card's left edge (see :data:`BRAILLE_EDGE`): reading direction
    = card +y, and the cell's dots 1 and 4 are the ones farthest from the edge.
    """
    top_row_x = BRAILLE_EDGE + 2 * BRAILLE_DOT_SPACING
    start_y = BRAILLE_START * height
    first = [(top_row_x - v, start_y + u) for cell in braille_cells(braille_label(card)) for u, v in cell]
    return first + [(width - x, height - y) for x, y in first]


def braille_area(card: Card, width: float, height: float) -> Rect:
    """The box (mm, card coordinates) the dots of the card's first braille label cover, dot edges
    included, on a card of ``width`` x ``height``; the second label covers the same box turned 180°
    about the card's centre. The card renderer keeps its oval clear of it. Raises :class:`RenderError`
    for a card without a label (brown, white, black)."""
    del width
    cells = len(braille_label(card))
    r = BRAILLE_DOT / 2
    top = BRAILLE_START * height - r
    length = (cells - 1) * BRAILLE_CELL_SPACING + BRAILLE_DOT_SPACING + 2 * r
    return Rect(BRAILLE_EDGE - r, top, 2 * BRAILLE_DOT_SPACING + 2 * r, length)


def _braille_svg(card: Card, lay: Layout, *, swell: bool) -> str:
    """An SVG group of the circles of a card's braille labels, in card coordinates (mm, origin at the
    card's top-left), for a card of the layout's size.

    On the face sheet the dots are white with a black rim (visible on every card colour) so a helper
    can see the label and emboss over it; on the swell-paper sheet they are solid black.
    """
    r = BRAILLE_DOT / 2
    if swell:
        style = 'fill="#000"'
    else:
        style = 'fill="#fff" stroke="#000" stroke-width="0.2"'
        r -= 0.1  # the rim's outer edge is the dot's edge
    circles = "".join(f'<circle cx="{x:.3f}" cy="{y:.3f}" r="{r:.3f}"/>'
                      for x, y in _braille_dots(card, lay.card_width, lay.card_height))
    label = braille_label(card)
    return f'<g class="unokit-braille" {style}><title>{escape(card.name)}: {label}</title>{circles}</g>'


# --- pages -----------------------------------------------------------------------------------------


def _fmt(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".")


_ROOT_SIZE = re.compile(r'\s(?:width|height|x|y)="[^"]*"')


def _place(svg: str, lay: Layout, box: Rect) -> str:
    """Nest a standalone card SVG document (viewBox = the card in mm) in cell ``box`` of the page,
    as a child ``<svg>`` inside a group that moves (and, in a rotated layout, turns) it there."""
    svg = re.sub(r"^\s*<\?xml[^>]*\?>\s*", "", str(svg))
    svg = re.sub(r"^\s*<!DOCTYPE[^>]*>\s*", "", svg)
    end = svg.index(">", svg.index("<svg"))
    head = _ROOT_SIZE.sub("", svg[:end])
    if head.endswith("/"):
        head = head[:-1]
        tail = "/>" + svg[end + 1:]
    else:
        tail = svg[end:]
    return (f'<g transform="{lay.card_transform(box)}">{head} x="0" y="0" width="{_fmt(lay.card_width)}" '
            f'height="{_fmt(lay.card_height)}"{tail}</g>')


def _crop_marks(lay: Layout, ink: str = "#000") -> str:
    """One path of all crop marks: every cut line continued into the margin, CROP_GAP off the grid."""
    grid = lay.grid
    d = []
    for x in lay.cut_xs:
        d.append(f"M{_fmt(x)} {_fmt(grid.y - CROP_GAP)}v{_fmt(-lay.crop_length_y)}")
        d.append(f"M{_fmt(x)} {_fmt(grid.bottom + CROP_GAP)}v{_fmt(lay.crop_length_y)}")
    for y in lay.cut_ys:
        d.append(f"M{_fmt(grid.x - CROP_GAP)} {_fmt(y)}h{_fmt(-lay.crop_length_x)}")
        d.append(f"M{_fmt(grid.right + CROP_GAP)} {_fmt(y)}h{_fmt(lay.crop_length_x)}")
    return (f'<path class="unokit-crop-marks" d="{"".join(d)}" fill="none" stroke="{ink}" '
            f'stroke-width="{CROP_STROKE}"/>')


def _footer(lay: Layout, text: str, ink: str = "#000") -> tuple[str, str]:
    """The footer band: a 50 mm ruler (ticks every mm, longer every 5 and 10 mm) and one line of text,
    as two groups: the ruler with its "0" and "50 mm", and the line of text (a paragraph of the tagged
    PDF, while the ruler is an artifact).

    Drawn in band coordinates (x along the band, y across it, 0..FOOTER_DEPTH) and turned into the
    bottom margin, or up the left margin when the layout puts the footer at the side.
    """
    depth = FOOTER_DEPTH
    base = depth - 0.6  # the ruler's baseline, 0.6 mm inside the band's outer edge
    ticks = []
    for mm in range(int(RULER_LENGTH) + 1):
        length = 2.4 if mm % 10 == 0 else 1.6 if mm % 5 == 0 else 0.9
        ticks.append(f"M{mm} {_fmt(base)}v{_fmt(-length)}")
    ruler = (f'<path d="M0 {_fmt(base)}h{_fmt(RULER_LENGTH)}{"".join(ticks)}" fill="none" stroke="{ink}" '
             f'stroke-width="0.15" stroke-linecap="square"/>')
    font = f'font-family="{FOOTER_FONT}" fill="{ink}"'
    labels = (f'<text x="0.4" y="{_fmt(base - 2.9)}" {font} font-size="1.8">0</text>'
              f'<text x="{_fmt(RULER_LENGTH - 0.4)}" y="{_fmt(base - 2.9)}" {font} font-size="1.8" '
              f'text-anchor="end">50 mm</text>')
    words = (f'<text x="{_fmt(RULER_LENGTH + 4)}" y="{_fmt(base - 0.2)}" {font} '
             f'font-size="{FOOTER_FONT_SIZE}">{escape(text)}</text>')
    box = lay.footer_box
    inset = 0.5  # keeps the ruler's first tick (0.15 mm wide) off the printable margin's edge
    if lay.footer == "bottom":
        transform = f"translate({_fmt(box.x + inset)} {_fmt(box.y)})"
    else:  # up the left margin: band x runs up the page, band y runs right, towards the grid
        transform = f"translate({_fmt(box.x)} {_fmt(box.bottom - inset)}) rotate(-90)"
    group = f'<g class="unokit-footer" transform="{transform}">'
    return group + ruler + labels + "</g>", group + words + "</g>"


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


def _registration_svg(lay: Layout, ink: str) -> str:
    d = []
    for x, y, diameter in registration_marks(lay):
        r = diameter / 2
        d.append(f"M{_fmt(x - r)} {_fmt(y)}h{_fmt(diameter)}M{_fmt(x)} {_fmt(y - r)}v{_fmt(diameter)}"
                 f"M{_fmt(x + r * 0.7)} {_fmt(y)}a{_fmt(r * 0.7)} {_fmt(r * 0.7)} 0 1 1 {_fmt(-1.4 * r)} 0"
                 f"a{_fmt(r * 0.7)} {_fmt(r * 0.7)} 0 1 1 {_fmt(1.4 * r)} 0Z")
    return (f'<path class="unokit-registration" d="{"".join(d)}" fill="none" stroke="{ink}" '
            f'stroke-width="{CROP_STROKE}"/>')


@dataclass(frozen=True)
class _Piece:
    """One part of a page and its role in the tagged PDF (:mod:`unokit.render.tagged_pdf`).

    ``picture(prefix)`` gives its SVG with every id starting with ``prefix``: with ``box``, a standalone
    card document (viewBox = the card in mm) that goes in that cell of the grid; without, a fragment in
    page coordinates. ``role`` is ``"Figure"`` (``alt`` its text alternative; ``None``: the words of the
    picture's own ``<title>``), ``"P"`` or ``"Artifact"`` (``artifact`` its type). ``prefix`` is the id prefix
    the page SVG uses (ids must be unique on a page; the PDF renders each picture alone). ``text`` is a
    paragraph's words exactly (its ``/ActualText``); ``area`` the page area (mm) a Figure without ``box``
    covers (its ``/BBox``, which ISO 32000-1 table 344 requires of a Figure).
    """

    role: str
    picture: Callable[[str], str]
    box: Rect | None = None
    alt: str | None = None
    artifact: str = "Page"
    prefix: str = ""
    text: str | None = None
    area: Rect | None = None


def _text(fragment: str) -> Callable[[str], str]:
    return lambda prefix: fragment


def _margin_pieces(lay: Layout, footer_text: str, *, ink: str = "#000",
                   registration: bool = False) -> list[_Piece]:
    """What a page has outside the grid: crop marks and the footer's ruler (artifacts: printer's aids),
    the footer's line of text (a paragraph), and the registration marks when asked (artifacts)."""
    ruler, words = _footer(lay, footer_text, ink)
    pieces = [_Piece("Artifact", _text(_crop_marks(lay, ink) + ruler)), _Piece("P", _text(words), text=footer_text)]
    if registration:
        pieces.append(_Piece("Artifact", _text(_registration_svg(lay, ink))))
    return pieces


def _page_svg(lay: Layout, pieces: Sequence[_Piece]) -> str:
    """The page as one SVG document (viewBox in mm): every piece in order, cards placed in their cells."""
    w, h = _fmt(lay.page_width), _fmt(lay.page_height)
    parts = [
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">',
    ]
    for piece in pieces:
        picture = piece.picture(piece.prefix)
        parts.append(picture if piece.box is None else _place(picture, lay, piece.box))
    parts.append("</svg>")
    return "".join(parts)


def _card_document(lay: Layout, body: str) -> str:
    """A standalone SVG document of the card's size (viewBox in mm) holding ``body``."""
    w, h = _fmt(lay.card_width), _fmt(lay.card_height)
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">'
            f"{body}</svg>")


def _with_braille(card_svg: str, braille: str) -> str:
    """A card document with the braille group drawn last, over the face (card coordinates)."""
    end = card_svg.rindex("</svg>")
    return card_svg[:end] + braille + card_svg[end:]


def _face_svg(face: Face, *, size: str, large_print: bool, prefix: str,
              wild_colors: Sequence[Color] | None) -> str:
    from unokit.render import svg

    if isinstance(face, Card):
        return svg.card(face, size=size, large_print=large_print, wild_colors=wild_colors, id_prefix=prefix)
    return svg.reference_card(face.number, size=size, id_prefix=prefix, large_print=large_print,
                              colors=wild_colors, part=face.part)


def _check_title(title: str) -> None:
    if not isinstance(title, str):
        raise RenderError(f"title must be text (the preset name goes in every footer), not {title!r}")


def _faces(cards: Iterable[Card | str], reference_cards: bool, braille: bool = False, large_print: bool = False,
           colors: Sequence[Color] | None = None) -> list[Face]:
    """The faces of a sheet in order: the cards, then the ColorADD reference cards (with
    ``reference_cards``) and the braille key (with ``braille``), split into parts in large print."""
    from unokit.render.svg import reference_parts

    if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
        raise RenderError(f"a sheet takes a list of cards (Card or card code), not {cards!r}")
    faces: list[Face] = []
    for item in cards:
        if len(faces) >= MAX_CARDS:
            raise RenderError(f"too many cards for one sheet: give at most {MAX_CARDS:,}")
        if isinstance(item, Card):
            faces.append(item)
        elif isinstance(item, str):
            faces.append(Card.parse(item))
        else:
            raise RenderError(f"a sheet holds cards (Card or card code), not {item!r}")
    numbers = ([1, 2] if reference_cards else []) + ([3] if braille else [])
    for number in numbers:
        parts = reference_parts(number, large_print=large_print, colors=colors)
        faces += [Reference(number, part) for part in range(1, parts + 1)]
    if not any(isinstance(face, Card) for face in faces) and not reference_cards:
        raise RenderError("no cards to print: give at least one card")
    if len(faces) > MAX_CARDS:
        raise RenderError(f"too many cards for one sheet: give at most {MAX_CARDS:,}")
    return faces


def _chunks(faces: Sequence[Face], n: int) -> list[Sequence[Face]]:
    return [faces[i:i + n] for i in range(0, len(faces), n)]


def _check_backs(backs: str) -> str:
    key = str(backs).strip().lower()
    if key not in BACKS:
        raise RenderError(f"unknown backs mode {backs!r}; use one of: {', '.join(BACKS)}")
    return key


def _alignment_pages(lay: Layout, backs: str) -> tuple[str, str]:
    """A face page and its back page of numbered frames with a cross at each card centre.

    Printed double-sided and held against the light, each frame's number shows through behind the
    same number and the crosses coincide when the printer's duplex registration is good.
    """
    font = f'font-family="{FOOTER_FONT}" fill="#000" text-anchor="middle"'
    sides = []
    for side in ("front", "back"):
        parts = []
        for i in range(lay.per_page):
            box = lay.slot(i) if side == "front" else lay.back_slot(i, backs)
            cx, cy = box.x + box.width / 2, box.y + box.height / 2
            parts.append(
                f'<rect x="{_fmt(box.x + 0.5)}" y="{_fmt(box.y + 0.5)}" width="{_fmt(box.width - 1)}" '
                f'height="{_fmt(box.height - 1)}" fill="none" stroke="#000" stroke-width="0.3"/>'
                f'<path d="M{_fmt(cx - 10)} {_fmt(cy)}h20M{_fmt(cx)} {_fmt(cy - 10)}v20" stroke="#000" '
                f'stroke-width="0.3"/>'
                f'<text x="{_fmt(cx)}" y="{_fmt(cy - 14)}" {font} font-size="12">{i + 1}</text>'
                f'<text x="{_fmt(cx)}" y="{_fmt(cy + 20)}" {font} font-size="3.5">{side}</text>'
            )
        sides.append("".join(parts))
    return sides[0], sides[1]


def sheet_pages(
    cards: Iterable[Card | str],
    *,
    paper: str = "a4",
    size: str = "uno",
    backs: str = "none",
    alignment_test: bool = False,
    reference_cards: bool = False,
    large_print: bool = False,
    braille: bool = False,
    title: str = "classic",
    wild_colors: Sequence[Color] | None = None,
) -> list[str]:
    """The pages of a sheet as SVG documents (viewBox in mm), in print order.

    Order: the alignment test sheet (face page, back page) when asked, then each face page followed
    by its back page when ``backs`` is ``"long-edge"`` or ``"short-edge"``. ``cards`` are
    :class:`Card` values or card codes, at most :data:`MAX_CARDS`; ``reference_cards`` appends the two
    ColorADD reference cards, ``braille`` the braille key card (:func:`unokit.render.svg.reference_card`;
    large print splits them over more cards). Every face page carries the registration marks of
    :func:`registration_marks`.
    ``title`` (the preset name) goes in every footer; ``wild_colors`` are the colours a Wild's oval
    shows (the preset's colours; default the classic four).
    Raises :class:`RenderError` (bad paper, size, backs mode, empty list, alignment test without
    backs) or :class:`~unokit.errors.InvalidCardError` (a bad card code).
    """
    lay, plan = _sheet_plan(cards, paper=paper, size=size, backs=backs, alignment_test=alignment_test,
                            reference_cards=reference_cards, large_print=large_print, braille=braille, title=title,
                            wild_colors=wild_colors)
    return [_page_svg(lay, pieces) for pieces in plan]


#: Text alternatives of the alignment test pages (their frames and numbers are one picture each).
ALIGNMENT_ALT = {
    "front": "Alignment test, front: a numbered frame with a cross at its centre where each card goes",
    "back": "Alignment test, back: the same numbered frames, mirrored, to line up with the front against the light",
}


def _sheet_plan(
    cards: Iterable[Card | str],
    *,
    paper: str,
    size: str,
    backs: str,
    alignment_test: bool,
    reference_cards: bool,
    large_print: bool,
    braille: bool,
    title: str,
    wild_colors: Sequence[Color] | None,
) -> tuple[Layout, list[list[_Piece]]]:
    """The layout and the pages of :func:`sheet_pages` (same options and errors), each page a list of
    pieces in drawing and reading order: the cards row by row, then the margins."""
    lay = layout(paper, size)
    backs = _check_backs(backs)
    if alignment_test and backs == "none":
        raise RenderError("an alignment test checks double-sided printing: give backs long-edge or short-edge")
    _check_title(title)
    faces = _faces(cards, reference_cards, braille, large_print, wild_colors)
    chunks = _chunks(faces, lay.per_page)
    bodies: list[tuple[list[_Piece], str, bool]] = []  # (pieces, what the footer says this page is, registration)
    edge = "long" if backs == "long-edge" else "short"
    if alignment_test:
        front, back = _alignment_pages(lay, backs)
        bodies.append(([_Piece("Figure", _text(front), alt=ALIGNMENT_ALT["front"], area=lay.grid)],
                       "alignment test, front", False))
        bodies.append(([_Piece("Figure", _text(back), alt=ALIGNMENT_ALT["back"], area=lay.grid)],
                       f"alignment test, back (flip on {edge} edge)", False))
    from unokit.render import svg

    def face_picture(face: Face) -> Callable[[str], str]:
        def picture(prefix: str) -> str:
            drawn = _face_svg(face, size=lay.size, large_print=large_print, prefix=prefix, wild_colors=wild_colors)
            if braille and isinstance(face, Card):
                drawn = _with_braille(str(drawn), _braille_svg(face, lay, swell=False))
            return drawn
        return picture

    def back_picture(prefix: str) -> str:
        return svg.back(size=lay.size, id_prefix=prefix)

    for number, chunk in enumerate(chunks, start=1):
        pieces = [_Piece("Figure", face_picture(face), box=lay.slot(i), prefix=f"f{number}-{i}")
                  for i, face in enumerate(chunk)]
        bodies.append((pieces, f"faces {number}/{len(chunks)}", True))
        if backs != "none":
            # the backs are all alike and say nothing the footer does not: artifacts (WCAG technique PDF4)
            pieces = [_Piece("Artifact", back_picture, box=lay.back_slot(i, backs), artifact="Layout",
                             prefix=f"b{number}-{i}") for i in range(len(chunk))]
            bodies.append((pieces, f"backs {number}/{len(chunks)} (flip on {edge} edge)", False))
    total = len(bodies)
    return lay, [
        pieces + _margin_pieces(lay, f"{title} · page {n} of {total} · {what} · print at 100%: ruler = 50 mm",
                                registration=registration)
        for n, (pieces, what, registration) in enumerate(bodies, start=1)
    ]


_SVG = "{http://www.w3.org/2000/svg}"
_XLINK_HREF = "{http://www.w3.org/1999/xlink}href"
_USE_OWN = {"x", "y", "width", "height", "href", _XLINK_HREF, "transform", "id"}


def _inline_uses(page: str) -> str:
    """The page with every ``<use href="#id">`` replaced by a ``<g>`` holding a copy of its target.

    Same picture (the ``<g>`` gets the use's transform, then ``translate(x y)``, and its other
    attributes, which the copy inherits as SVG prescribes), but cairosvg no longer searches the whole
    document for each reference (quadratic in the page's size), which makes pages several times faster.
    """
    import copy
    import xml.etree.ElementTree as ET

    root = ET.fromstring(page)
    targets = {el.get("id"): el for el in root.iter() if el.get("id")}

    def expand(parent: ET.Element, depth: int) -> None:
        if depth > 20:
            raise RenderError("SVG <use> references nest more than 20 deep (a cycle?)")
        for index, child in enumerate(list(parent)):
            if child.tag == _SVG + "defs":
                continue
            if child.tag == _SVG + "use":
                href = child.get(_XLINK_HREF) or child.get("href") or ""
                target = targets.get(href[1:]) if href.startswith("#") else None
                if target is None or target.tag in (_SVG + "svg", _SVG + "symbol"):
                    continue  # leave it to cairosvg
                group = ET.Element(_SVG + "g", {k: v for k, v in child.attrib.items() if k not in _USE_OWN})
                transform = child.get("transform", "")
                x, y = child.get("x", "0"), child.get("y", "0")
                if x not in ("0", "") or y not in ("0", ""):
                    transform += f" translate({x or 0} {y or 0})"
                if transform.strip():
                    group.set("transform", transform.strip())
                clone = copy.deepcopy(target)
                for element in clone.iter():
                    element.attrib.pop("id", None)
                group.append(clone)
                expand(group, depth + 1)
                parent[index] = group
            else:
                expand(child, depth)

    expand(root, 0)
    # write the SVG namespace as the default one (ElementTree would invent "ns0:" prefixes)
    for element in root.iter():
        if element.tag.startswith(_SVG):
            element.tag = element.tag[len(_SVG):]
        if _XLINK_HREF in element.attrib:
            element.set("href", element.attrib.pop(_XLINK_HREF))
    root.set("xmlns", _SVG[1:-1])
    return ET.tostring(root, encoding="unicode")


#: The PDF viewer preference ``/Duplex`` for each backs mode (PDF 1.7, ISO 32000-1 table 150): it tells
#: the print dialog to print double-sided, flipped on the edge the backs were mirrored for.
DUPLEX = {"none": "/Simplex", "long-edge": "/DuplexFlipLongEdge", "short-edge": "/DuplexFlipShortEdge"}


#: The id prefix of every picture rendered alone for the PDF: the same card gives the same document, drawn once.
_PDF_PREFIX = "u"
_TITLE = re.compile(r"<title\b[^>]*>([^<]*)</title>")


def _title_of(svg: str) -> str:
    """The words of an SVG document's first ``<title>`` (its accessible name), unescaped."""
    from xml.sax.saxutils import unescape

    found = _TITLE.search(svg)
    if found is None or not found.group(1).strip():
        raise RenderError("a card picture has no <title> to name it in the PDF")
    return unescape(found.group(1), {"&quot;": '"', "&apos;": "'"}).strip()


def _items(lay: Layout, pieces: Sequence[_Piece]) -> list[Item]:
    """The tagged-PDF items of a page's pieces: cards as Form XObjects placed in their cells by a matrix,
    the rest as page-sized documents."""
    from unokit.render.tagged_pdf import PT_PER_MM, Item

    k, page_height = PT_PER_MM, lay.page_height * PT_PER_MM
    w, h = _fmt(lay.page_width), _fmt(lay.page_height)
    items = []
    for piece in pieces:
        picture = str(piece.picture(_PDF_PREFIX))
        if piece.box is None:
            document = (f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                        f'width="{w}mm" height="{h}mm" viewBox="0 0 {w} {h}">{picture}</svg>')
            matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        else:
            document = picture
            box = piece.box
            # the card document's PDF page (pt, y up) -> card (mm, y down) -> page SVG (mm) -> page PDF (pt, y up)
            to_card = (1 / k, 0.0, 0.0, -1 / k, 0.0, lay.card_height)
            if lay.rotated:
                to_page = (0.0, 1.0, -1.0, 0.0, box.right, box.y)
            else:
                to_page = (1.0, 0.0, 0.0, 1.0, box.x, box.y)
            to_pdf = (k, 0.0, 0.0, -k, 0.0, page_height)
            matrix = _then(_then(to_card, to_page), to_pdf)
        area = piece.box or piece.area
        bbox = None if area is None else (area.x * k, page_height - area.bottom * k, area.right * k,
                                          page_height - area.y * k)
        alt = piece.alt
        if piece.role == "Figure" and alt is None:
            alt = _title_of(picture)
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


def _render(document: str) -> bytes:
    import cairosvg

    return cairosvg.svg2pdf(bytestring=_inline_uses(document).encode("utf-8"))


def _pdf(plan: Sequence[Sequence[_Piece]], lay: Layout, title: str, backs: str = "none") -> bytes:
    """The tagged PDF of a sheet's pages (:func:`unokit.render.tagged_pdf.tagged_pdf`): every card a
    ``/Figure`` named by its face's ``<title>``, the footer text a ``/P``, the marks and backs artifacts;
    every page box the paper size.

    The catalog gets ``/ViewerPreferences`` with ``/PrintScaling /None`` (print at 100 %, not "fit to
    page", which would shrink the cards and the ruler) and ``/Duplex`` from :data:`DUPLEX` for ``backs``
    (ISO 32000-1, 12.2 table 150; both since PDF 1.6/1.7, so the header says 1.7). The document says
    its language (``/Lang`` en, WCAG 3.1.1, PDF technique PDF16) and asks viewers to show its title rather
    than the file name (``/DisplayDocTitle``, WCAG 2.4.2, PDF18).
    """
    from pypdf.generic import ArrayObject, NameObject

    from unokit.render.tagged_pdf import PT_PER_MM, tagged_pdf

    writer = tagged_pdf((_items(lay, pieces) for pieces in plan), lay.page_width * PT_PER_MM,
                        lay.page_height * PT_PER_MM, title=f"unokit card sheet: {title}", lang="en", render=_render)
    writer.add_metadata({"/Creator": "unokit"})
    writer.pdf_header = b"%PDF-1.7"
    preferences = writer.viewer_preferences  # made by tagged_pdf, with /DisplayDocTitle
    preferences[NameObject("/PrintScaling")] = NameObject("/None")
    preferences[NameObject("/Duplex")] = NameObject(DUPLEX[backs])
    preferences[NameObject("/Enforce")] = ArrayObject([NameObject("/PrintScaling")])  # PDF 2.0: keep it
    out = io.BytesIO()
    writer.write(out)
    return out.getvalue()


def _write_svgs(pages: Sequence[str], svg_dir: str | Path, stem: str) -> None:
    folder = Path(svg_dir)
    folder.mkdir(parents=True, exist_ok=True)
    for n, page in enumerate(pages, start=1):
        (folder / f"{stem}-{n:03d}.svg").write_text(page, encoding="utf-8")


def sheet_pdf(
    cards: Iterable[Card | str],
    *,
    paper: str = "a4",
    size: str = "uno",
    backs: str = "none",
    alignment_test: bool = False,
    reference_cards: bool = False,
    large_print: bool = False,
    braille: bool = False,
    title: str = "classic",
    svg_dir: str | Path | None = None,
    wild_colors: Sequence[Color] | None = None,
) -> bytes:
    """A printable, tagged PDF of card sheets (see :func:`sheet_pages` for the options and errors).

    Every page is exactly the paper size (MediaBox = CropBox = TrimBox). Every card on a face page is a
    ``/Figure`` structure element whose ``/Alt`` is its face's ``<title>`` (ISO 32000-1 14.9.3, WCAG 2
    technique PDF1), in sheet order; the footer line a ``/P``; marks and backs artifacts (see the module's
    "How a sheet is built"). With ``svg_dir`` each page is also written there as ``page-001.svg``,
    ``page-002.svg``, ...
    """
    lay, plan = _sheet_plan(cards, paper=paper, size=size, backs=backs, alignment_test=alignment_test,
                            reference_cards=reference_cards, large_print=large_print, braille=braille, title=title,
                            wild_colors=wild_colors)
    if svg_dir is not None:
        _write_svgs([_page_svg(lay, pieces) for pieces in plan], svg_dir, "page")
    return _pdf(plan, lay, title, _check_backs(backs))


def _face_page_numbers(chunks: int, backs: str, alignment_test: bool) -> tuple[list[int], int]:
    """The page number (1-based) in the sheet PDF of each face page, and the sheet's page count, for a
    sheet of ``chunks`` face pages (see :func:`sheet_pages` for the order)."""
    first = 2 if alignment_test else 0
    stride = 1 if backs == "none" else 2
    return [first + k * stride + 1 for k in range(chunks)], first + chunks * stride


def braille_dots_pages(
    cards: Iterable[Card | str],
    *,
    paper: str = "a4",
    size: str = "uno",
    reference_cards: bool = False,
    backs: str = "none",
    alignment_test: bool = False,
    large_print: bool = False,
    braille: bool = True,
    title: str = "classic",
    colors: Sequence[Color] | None = None,
) -> list[str]:
    """Pages holding the braille dots of each face page, black, at standard size and spacing, for swell
    (microcapsule) paper, where black rises.

    The layout is that of the face pages of :func:`sheet_pages` with the same options (reference and
    key cards get no label; ``braille`` says whether the face sheet has braille, and so the key card),
    one page per face page. Everything else on the page is in
    :data:`SWELL_MARK_COLOUR`, which does not rise: the crop marks and the outline of each card, so the
    sheet can be cut like the face sheet; the registration marks of :func:`registration_marks`, so it
    can be laid over its face page; and a footer with the 50 mm ruler, "print at 100%" and the page
    number of the face page it belongs to in the sheet PDF (with backs or an alignment test those differ:
    dots page 2 goes with sheet page 3).
    """
    lay, plan = _dots_plan(cards, paper=paper, size=size, reference_cards=reference_cards, backs=backs,
                           alignment_test=alignment_test, large_print=large_print, braille=braille, title=title,
                           colors=colors)
    return [_page_svg(lay, pieces) for pieces in plan]


def _dots_plan(cards: Iterable[Card | str], *, paper: str, size: str, reference_cards: bool, backs: str,
               alignment_test: bool, large_print: bool, braille: bool, title: str,
               colors: Sequence[Color] | None) -> tuple[Layout, list[list[_Piece]]]:
    """The layout and pages of :func:`braille_dots_pages` as pieces: the card outlines (an artifact, a cutting
    aid), each card's dots (a Figure named for the card), then the margins."""
    lay = layout(paper, size)
    backs = _check_backs(backs)
    _check_title(title)
    faces = _faces(cards, reference_cards, braille, large_print, colors)
    chunks = _chunks(faces, lay.per_page)
    numbers, total = _face_page_numbers(len(chunks), backs, alignment_test)
    plan = []
    for k, (chunk, number) in enumerate(zip(chunks, numbers, strict=True), start=1):
        outlines = "".join(
            f'<rect x="{_fmt(box.x)}" y="{_fmt(box.y)}" width="{_fmt(box.width)}" height="{_fmt(box.height)}" '
            f'rx="{_fmt(0.07 * lay.card_width)}"/>'
            for box in (lay.slot(i) for i in range(len(chunk)))
        )
        pieces = [_Piece("Artifact", _text(f'<g class="unokit-card-outlines" fill="none" '
                                           f'stroke="{SWELL_MARK_COLOUR}" stroke-width="{CROP_STROKE}">'
                                           f'{outlines}</g>'))]
        pieces += [_Piece("Figure", _text(_card_document(lay, _braille_svg(face, lay, swell=True))),
                          box=lay.slot(i), alt=f"{face.name}: braille label")
                   for i, face in enumerate(chunk) if isinstance(face, Card)]
        label = (f"{title} braille dots {k}/{len(chunks)} · goes with page {number} of {total} of the card sheet "
                 f"· print at 100%: ruler = 50 mm")
        plan.append(pieces + _margin_pieces(lay, label, ink=SWELL_MARK_COLOUR, registration=True))
    return lay, plan


def braille_dots_pdf(
    cards: Iterable[Card | str],
    *,
    paper: str = "a4",
    size: str = "uno",
    reference_cards: bool = False,
    title: str = "classic",
    backs: str = "none",
    alignment_test: bool = False,
    large_print: bool = False,
    braille: bool = True,
    colors: Sequence[Color] | None = None,
) -> bytes:
    """The swell-paper PDF of :func:`braille_dots_pages` (same options); page boxes exactly the paper
    size, viewer preferences print at 100 % and single-sided (swell paper takes one side). Tagged like
    :func:`sheet_pdf`: each card's dots are a ``/Figure`` with ``/Alt`` "<card name>: braille label", the
    footer line a ``/P``, outlines and marks artifacts."""
    lay, plan = _dots_plan(cards, paper=paper, size=size, reference_cards=reference_cards, backs=backs,
                           alignment_test=alignment_test, large_print=large_print, braille=braille, title=title,
                           colors=colors)
    return _pdf(plan, lay, title + " braille dots")
