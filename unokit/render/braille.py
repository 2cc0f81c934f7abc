"""Braille on the cards: uncontracted (grade 1) Unified English Braille labels, cell geometry at the
standard dimensions, where the label sits on a card, and the dots as SVG."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from typing import Any

from unokit.cards import Card, Color, Rank
from unokit.errors import RenderError
from unokit.render.canvas import _Canvas, _n
from unokit.render.contrast import _BLACK
from unokit.render.layout import Layout, Rect, svg_element

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
#: Where a card's two braille labels go (``placement``): ``"corners"``, the default, as the braille decks the
#: players know have them (Mattel's UNO Braille, RNIB's braille UNO: a short label across the top-left corner
#: and again, turned 180°, across the bottom-right one, read with the card upright), or ``"edges"``, the
#: longer labels down the long edges (:data:`BRAILLE_EDGE`). In the corners a label is at most 3 cells
#: (:func:`corner_text`: the draw cards say "+", not "+2" / "+4") so the oval keeps its size.
PLACEMENTS = ("corners", "edges")
#: The corner labels' dot edges are CORNER_MARGIN mm or more from every cut (print-review-2 N6: 6 mm), and the
#: first line's dot edges CORNER_GAP mm below the lowest point of the corner index (its 6/9 underline included).
CORNER_MARGIN = 6.0
CORNER_GAP = 1.0

#: Most faces one sheet takes (cards and reference cards): about nine decks, 112 A4 pages. A longer list
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


#: The liblouis grade 1 (uncontracted) table of each language's card labels and braille key (DESIGN.md
#: contract 7; issue 26): UEB for English (written by :func:`braille_label` itself, checked against
#: ``en-ueb-g1.ctb``), Portuguese grade 1 and Spanish grade 1, as Debian's liblouis ships them.
LABEL_TABLES = {"en": "en-ueb-g1.ctb", "pt-PT": "pt-pt-g1.utb", "es": "es-g1.ctb"}


def _language(lang: str | None) -> str:
    from unokit.i18n import resolve_language

    return "en" if lang is None else resolve_language(lang)


_LOUIS: dict[tuple[str, str], str] = {}


def _louis_braille(texts: Sequence[str], lang: str) -> list[str]:
    """``texts`` in ``lang``'s grade 1 braille (:data:`LABEL_TABLES`) as Unicode braille, a blank cell
    for a space: one ``lou_translate`` run for the texts not met before (cached). Raises
    :class:`unokit.brf.BrailleError` (a :class:`~unokit.errors.UnokitError`) when liblouis is missing."""
    from unokit.brf import _run

    missing = [text for text in dict.fromkeys(texts) if (text, lang) not in _LOUIS]
    if missing:
        tables = f"unicode.dis,{LABEL_TABLES.get(lang, LABEL_TABLES['en'])}"  # the pseudo-locale: UEB
        for text, cells in zip(missing, _run(missing, backward=False, tables=tables), strict=True):
            cells = cells.replace(" ", "\u2800")
            if not all(0x2800 <= ord(char) < 0x2840 for char in cells):
                raise RenderError(f"liblouis gave no six-dot braille for {text!r} in {lang}: {cells!r}")
            _LOUIS[(text, lang)] = cells
    return [_LOUIS[(text, lang)] for text in texts]


def check_placement(placement: object) -> str:
    """``placement`` if it is one of :data:`PLACEMENTS`; else raises :class:`RenderError` naming them."""
    if placement not in PLACEMENTS:
        raise RenderError(f"braille placement {placement!r} is not allowed; placements are: {', '.join(PLACEMENTS)} "
                          "(corners: short labels across the top-left and bottom-right corners; edges: longer "
                          "labels down the long edges)")
    return str(placement)


def corner_text(card: Card) -> str:
    """The print text of a card's corner label, at most 3 braille cells (:data:`PLACEMENTS`): colour letter and
    digit (``r7``), ``s`` for Skip (``rs``), ``r`` for Reverse (``rr``), a plus sign alone for Draw Two
    (``r+``); ``w`` for a Wild and ``w+`` for a Wild Draw Four. The plus says "draw": in a deck of these
    ranks a colour letter with a plus can only be a Draw Two and ``w+`` only a Wild Draw Four, as the braille
    key says."""
    if card.rank is Rank.WILD_DRAW_FOUR:
        return "w+"
    if card.rank is Rank.DRAW_TWO:
        return card.code.lower()[:-1]
    return card.code.lower()


def _label_text(card: Card, placement: str = "edges") -> str:
    """The print text of a card's label: its notation in lower case (``r7``, ``r+2``, ``w+4``) on the edges,
    :func:`corner_text` in the corners."""
    return corner_text(card) if placement == "corners" else card.code.lower()


def braille_label(card: Card, lang: str | None = None, placement: str = "corners") -> str:
    """The card's braille label: uncontracted (grade 1) UEB in Unicode braille (U+2800-U+28FF); with
    ``lang`` ``"pt-PT"`` or ``"es"``, the same notation in that language's grade 1 braille (liblouis,
    :data:`LABEL_TABLES`: the plus sign is dots 235 alone, without UEB's dot 5), which needs liblouis.

    ``placement`` (:data:`PLACEMENTS`): ``"corners"`` gives the corner label, at most 3 cells, whose print
    text is :func:`corner_text` (``r7`` ``⠗⠼⠛``, Yellow Draw Two ``y+`` ``⠽⠐⠖``, Wild Draw Four ``w+``
    ``⠺⠐⠖``); ``"edges"`` the full notation described below.

    The label follows card notation (DESIGN.md contract 1) so a player who knows the codes reads it
    at once; letters are lower case without capital indicators, to keep labels short (on the edges at most
    5 cells, 27 mm, which fit along the card's left edge between the corner index and the oval's widest point):

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
    placement = check_placement(placement)
    lang = _language(lang)
    if card.color is not None and card.color.letter is None:
        raise RenderError(f"{card.name} has no braille label: only the eight play colours have letters")
    if lang != "en":
        return _louis_braille([_label_text(card, placement)], lang)[0]
    if placement == "corners":
        return braille_text(corner_text(card))
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


def _braille_dots(card: Card, width: float, height: float, lang: str | None = None, *,
                  corner_top: float | None = None) -> list[tuple[float, float]]:
    """Dot centres (mm, card coordinates: origin at the card's top-left) of the card's two braille labels
    on a card of ``width`` x ``height``: first the upright one, then its copy turned 180° about the card's
    centre.

    With ``corner_top`` None the labels are on the edges: the first label's lines run down the card's left
    edge (see :data:`BRAILLE_EDGE`): reading direction = card +y, and the cell's dots 1 and 4 are the ones
    farthest from the edge. With ``corner_top`` (mm from the top cut to the dots' top edges,
    :func:`unokit.render.face_layout.corner_label_top`) the corner label reads left to right across the
    top-left corner, its dot edges :data:`CORNER_MARGIN` from the left cut, and its twin across the
    bottom-right corner.
    """
    r = BRAILLE_DOT / 2
    if corner_top is None:
        top_row_x = BRAILLE_EDGE + 2 * BRAILLE_DOT_SPACING
        start_y = BRAILLE_START * height
        first = [(top_row_x - v, start_y + u) for cell in braille_cells(braille_label(card, lang, "edges"))
                 for u, v in cell]
    else:
        first = [(CORNER_MARGIN + r + u, corner_top + r + v)
                 for cell in braille_cells(braille_label(card, lang, "corners")) for u, v in cell]
    return first + [(width - x, height - y) for x, y in first]


def braille_area(card: Card, width: float, height: float, *, corner_top: float | None = None) -> Rect:
    """The box (mm, card coordinates) the dots of the card's first braille label cover, dot edges
    included, on a card of ``width`` x ``height``, on the edges (``corner_top`` None) or in the corners
    (:func:`_braille_dots`); the second label covers the same box turned 180° about the card's centre. The
    card renderer keeps its oval clear of it. Raises :class:`RenderError` for a card without a label (brown,
    white, black). The box is that of the UEB label, which is never shorter than the same card's Portuguese
    or Spanish label (tests/test_i18n.py checks every card), so one card face serves every language."""
    del width
    r = BRAILLE_DOT / 2
    across = 2 * BRAILLE_DOT_SPACING + 2 * r
    if corner_top is not None:
        cells = len(braille_label(card, placement="corners"))
        return Rect(CORNER_MARGIN, corner_top, (cells - 1) * BRAILLE_CELL_SPACING + BRAILLE_DOT_SPACING + 2 * r,
                    across)
    cells = len(braille_label(card, placement="edges"))
    top = BRAILLE_START * height - r
    length = (cells - 1) * BRAILLE_CELL_SPACING + BRAILLE_DOT_SPACING + 2 * r
    return Rect(BRAILLE_EDGE - r, top, across, length)


def _braille_svg(card: Card, lay: Layout, *, swell: bool, lang: str | None = None,
                 corner_top: float | None = None) -> ET.Element:
    """An SVG group of the circles of a card's braille labels, in card coordinates (mm, origin at the
    card's top-left), for a card of the layout's size: on the edges, or in the corners ``corner_top`` mm
    from the top cut (:func:`_braille_dots`).

    On the face sheet the dots are white with a black rim (visible on every card colour) so a helper
    can see the label and emboss over it; on the swell-paper sheet they are solid black.
    """
    r = BRAILLE_DOT / 2
    if swell:
        style = {"fill": "#000"}
    else:
        style = {"fill": "#fff", "stroke": "#000", "stroke-width": "0.2"}
        r -= 0.1  # the rim's outer edge is the dot's edge
    label = braille_label(card, lang, "edges" if corner_top is None else "corners")
    group = svg_element("g", {"class": "unokit-braille", **style},
                        svg_element("title", text=f"{_card_name(card, lang)}: {label}"))
    group.extend(svg_element("circle", {"cx": f"{x:.3f}", "cy": f"{y:.3f}", "r": f"{r:.3f}"})
                 for x, y in _braille_dots(card, lay.card_width, lay.card_height, lang, corner_top=corner_top))
    return group


def _card_name(card: Card, lang: str | None) -> str:
    if _language(lang) == "en":
        return card.name
    from unokit.i18n import card_name

    return card_name(card, lang)


def _braille_key_cells(cv: _Canvas, parent: Any, label: str, *, x: float, y: float, height: float) -> float:
    """Draw a braille label's cells as print (black raised dots, light grey empty places), scaled to
    ``height`` mm tall, top-left at (x, y). Returns the width drawn (mm)."""
    full = 2 * BRAILLE_DOT_SPACING + BRAILLE_DOT
    scale = height / full
    d = cv.dwg
    r = BRAILLE_DOT / 2
    for i, char in enumerate(label):
        bits = ord(char) - 0x2800
        for dot in range(6):
            cx = x + scale * (r + i * BRAILLE_CELL_SPACING + (dot // 3) * BRAILLE_DOT_SPACING)
            cy = y + scale * (r + (dot % 3) * BRAILLE_DOT_SPACING)
            raised = bits & (1 << dot)
            parent.add(d.circle(center=(_n(cx), _n(cy)), r=_n(scale * r * (1 if raised else 0.45)),
                                fill=cv.color(_BLACK if raised else "#b3b3b3")))
    return scale * ((len(label) - 1) * BRAILLE_CELL_SPACING + full)




# --- the braille key in braille (print-review-2 N1) ---------------------------------------------------

#: The liblouis table whose uncontracted reading the tactile key follows (and its test back-translates with).
KEY_TABLE = "en-ueb-g1.ctb"
#: Space kept between the tactile key's dots and every cut (mm, to the dot's edge), and its line pitch (mm,
#: baseline to baseline: the 10 mm of interline spacing usual for hard-copy braille, NLS Specification 800).
KEY_MARGIN = 6.0
KEY_LINE_SPACING = 10.0

_KEY_PUNCTUATION = {" ": "", "+": "".join(map(_cell, _PLUS))}


def braille_text(text: str, lang: str | None = None) -> str:
    """``text`` (lower-case letters, digits, spaces and ``+``) in uncontracted (grade 1) UEB, Unicode
    braille: letters as themselves, a run of digits after the numeric indicator, ``+`` as dots 5, 235,
    a space as a blank cell. Raises :class:`RenderError` for any other character. With ``lang``
    ``"pt-PT"`` or ``"es"``: any text in that language's grade 1 braille (liblouis, :data:`LABEL_TABLES`).

    >>> braille_text("w+4 wild")
    '⠺⠐⠖⠼⠙⠀⠺⠊⠇⠙'
    """
    if _language(lang) != "en":
        return _louis_braille([text], _language(lang))[0]
    cells, in_number = [], False
    for char in text:
        if char.isdigit():
            if not in_number:
                cells.append(_cell(_NUMBER_SIGN))
            cells.append(_cell(_LETTER_DOTS[_DIGIT_LETTERS[int(char)]]))
            in_number = True
            continue
        in_number = False
        if char in _LETTER_DOTS:
            cells.append(_cell(_LETTER_DOTS[char]))
        elif char in _KEY_PUNCTUATION:
            cells.append(_KEY_PUNCTUATION[char] or "\u2800")
        else:
            raise RenderError(f"{char!r} has no cell in the braille key's uncontracted braille")
    return "".join(cells)


def key_entries(colours: Sequence[Color], lang: str | None = None, placement: str = "corners") -> list[str]:
    """The tactile key's entries for a deck of ``colours``, as text that :func:`braille_text` writes: each
    colour's letter and name, then one card of each kind (its label, then its name), as on the cards, whose
    labels are at ``placement`` (:data:`PLACEMENTS`: ``"r+ red draw two"`` in the corners, ``"r+2 red draw
    two"`` on the edges).

    >>> key_entries([Color.RED, Color.BLUE])[:3]
    ['r red', 'b blue', 'r7 red 7']

    In Portuguese or Spanish (``lang``) each entry is the label's notation, then the colour or the card's
    name in that language, lower case (``"r vermelho"``, ``"rr inversão vermelha"``).
    """
    if _language(lang) != "en":
        from unokit.i18n import card_name, color_name

        playable = [c for c in colours if c.letter is not None]
        red = playable[0]
        entries = [f"{c.letter.lower()} {color_name(c, lang, gender='masculine').lower()}"  # type: ignore[union-attr]  # only colours with a letter are listed
                   for c in playable]
        examples = [Card(red, Rank.SEVEN), Card(red, Rank.SKIP), Card(red, Rank.REVERSE), Card(red, Rank.DRAW_TWO),
                    Card(None, Rank.WILD), Card(None, Rank.WILD_DRAW_FOUR)]
        entries += [f"{_label_text(card, placement)} {card_name(card, lang).lower()}" for card in examples]
        # the pseudo-locale's brackets mark messages, not words to emboss
        return [entry.replace("[", "").replace("]", "") for entry in entries]
    entries = [f"{c.letter.lower()} {c.value}" for c in colours if c.letter is not None]
    first, first_letter = next((c, c.letter) for c in colours if c.letter is not None)
    letter = first_letter.lower()
    draw_two, draw_four = ("+", "w+") if placement == "corners" else ("+2", "w+4")
    entries += [f"{letter}7 {first.value} 7", f"{letter}s {first.value} skip", f"{letter}r {first.value} reverse",
                f"{letter}{draw_two} {first.value} draw two", "w wild", f"{draw_four} wild draw four"]
    return entries


def key_lines(colours: Sequence[Color], length: float, lang: str | None = None,
              placement: str = "corners") -> list[str]:
    """The key's lines of text for lines ``length`` mm long: each entry starts a line and wraps at spaces
    to as many cells as fit between :data:`KEY_MARGIN` margins; a runover line is indented 2 cells (BANA
    practice for runovers)."""
    per_line = int((length - 2 * KEY_MARGIN - BRAILLE_DOT_SPACING - BRAILLE_DOT + 1e-6) // BRAILLE_CELL_SPACING) + 1
    lines: list[str] = []
    for entry in key_entries(colours, lang, placement):
        current = ""
        for word in entry.split():
            joined = f"{current} {word}" if current else word
            if current and len(braille_text(joined, lang)) > per_line:
                lines.append(current)
                current = "  " + word
            else:
                current = joined
        lines.append(current)
    return lines


def key_pages(colours: Sequence[Color], width: float, height: float, lang: str | None = None,
              placement: str = "corners") -> list[list[str]]:
    """The key's lines split into cards of ``width`` x ``height`` mm. The lines run along the card's long
    edge, read with the card turned a quarter turn anticlockwise as the labels are (:data:`BRAILLE_EDGE`),
    so a line holds 12 cells; as many lines fit as :data:`KEY_MARGIN` margins and
    :data:`KEY_LINE_SPACING` allow (4 on every card size)."""
    cell_height = 2 * BRAILLE_DOT_SPACING + BRAILLE_DOT
    per_card = int((width - 2 * KEY_MARGIN - cell_height) // KEY_LINE_SPACING) + 1
    lines = key_lines(colours, height, lang, placement)
    return [lines[i:i + per_card] for i in range(0, len(lines), per_card)]


def key_dots(lines: Sequence[str], width: float, lang: str | None = None) -> list[tuple[float, float]]:
    """Dot centres (mm, card coordinates) of one tactile key card ``width`` mm wide holding ``lines``: the
    same cell geometry as the labels; turned a quarter turn anticlockwise, the card reads left to right, top
    line first (the first line along the right edge, read downwards); every dot edge :data:`KEY_MARGIN` or
    more from the cut."""
    r = BRAILLE_DOT / 2
    dots = []
    for row, line in enumerate(lines):
        for cell in braille_cells(braille_text(line, lang)):
            dots += [(width - (KEY_MARGIN + r + row * KEY_LINE_SPACING + v), KEY_MARGIN + r + u) for u, v in cell]
    return dots


def key_svg(lines: Sequence[str], width: float, *, swell: bool, lang: str | None = None) -> ET.Element:
    """An SVG group of a tactile key card's dots (card coordinates), styled as :func:`_braille_svg`."""
    r = BRAILLE_DOT / 2
    style = {"fill": "#000"} if swell else {"fill": "#fff", "stroke": "#000", "stroke-width": "0.2"}
    if not swell:
        r -= 0.1
    group = svg_element("g", {"class": "unokit-braille", **style},
                        svg_element("title", text=_key_title(lines, lang)))
    group.extend(svg_element("circle", {"cx": f"{x:.3f}", "cy": f"{y:.3f}", "r": f"{r:.3f}"})
                 for x, y in key_dots(lines, width, lang))
    return group


def _key_title(lines: Sequence[str], lang: str | None) -> str:
    spelled = "; ".join(line.strip() for line in lines)
    if _language(lang) == "en":
        return "Braille key: " + spelled
    from unokit.i18n import message

    return message("braille-key-dots-title", lang, lines=spelled)


def key_description(lines: Sequence[str], part: int, parts: int, lang: str | None = None,
                    placement: str = "corners") -> tuple[str, str]:
    """The title and description of tactile key card ``part`` of ``parts``: the description spells out
    its braille, line by line (the PDF's alt text), names the liblouis table it follows and says how the
    labels at ``placement`` write a Draw Two (``+`` in the corners, ``+2`` on the edges)."""
    draw = "+" if placement == "corners" else "+2"
    if _language(lang) != "en":
        from unokit.i18n import message

        title = message("braille-key-title-part" if parts > 1 else "braille-key-title", lang, part=part, parts=parts)
        desc = message("braille-key-description", lang, table=LABEL_TABLES.get(_language(lang), KEY_TABLE),
                       lines="; ".join(line.strip() for line in lines), draw=draw)
        return title, desc
    title = "Braille key in braille" + (f" ({part} of {parts})" if parts > 1 else "")
    desc = (f"Embossed, uncontracted Unified English Braille (liblouis table {KEY_TABLE}), lower case, one "
            "line per row, read with the card turned a quarter turn anticlockwise: " + "; ".join(
                line.strip() for line in lines) + ". The first letter of a card's label is its colour, then "
            f"# and a digit for a number, s for Skip, r for Reverse, {draw} for Draw Two; w is a Wild.")
    return title, desc
