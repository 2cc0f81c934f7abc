"""Reference cards (ColorADD colours, tones, the braille key) and the sign legend."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from unokit import coloradd
from unokit.cards import CLASSIC_COLORS, Color
from unokit.coloradd import ColorSign
from unokit.errors import RenderError
from unokit.render import reference_words as words
from unokit.render.braille import (
    BRAILLE_CELL_SPACING,
    BRAILLE_DOT,
    BRAILLE_DOT_SPACING,
    _braille_key_cells,
    check_placement,
)
from unokit.render.canvas import (
    CARD_SIZES,
    SvgString,
    _advance,
    _Canvas,
    _cap,
    _check_options,
    _check_prefix,
    _n,
    _tokens,
    check_bleed,
)
from unokit.render.contrast import _BLACK, _OUTLINE, _WHITE, _sign_of
from unokit.render.face_layout import _layout
from unokit.render.faces import _distinct_colours, with_lang
from unokit.render.signs import SignSystem, sign_system


def _swatch(cv: _Canvas, parent: Any, colour: ColorSign, ident: str, *, x: float, y: float, side: float,
            signs: bool | SignSystem = True, width: float | None = None) -> float:
    """A rounded rectangle of the colour (``width`` x ``side`` mm, default square) and, right of it, the
    sign black on white as in the ColorADD chart. Returns the x where the row's text can start."""
    d = cv.dwg
    width = side if width is None else width
    parent.add(d.rect(insert=(_n(x), _n(y)), size=(_n(width), _n(side)), rx=_n(side * 0.14), ry=_n(side * 0.14),
                      fill=cv.color(colour.hex), stroke=cv.color(_OUTLINE), stroke_width=0.25))
    x += width + 0.12 * side
    signs = sign_system(signs)
    if not signs:
        return x
    cv.sign(ident, colour, ink=_BLACK, paper=_WHITE, system=signs)
    inner = side / (1.185 if colour.metallic else 1.0)
    cv.use_sign(parent, ident, colour, x=x, y=y + (side - inner) / 2, size=inner)
    return x + side + 0.2 * side


def _swatch_on_colour(cv: _Canvas, parent: Any, colour: ColorSign, ident: str, *, x: float, y: float,
                      side: float, signs: bool | str | SignSystem = True) -> None:
    """A square of the colour with its sign on it, black or white as on a card (the table's colour)."""
    d = cv.dwg
    parent.add(d.rect(insert=(_n(x), _n(y)), size=(_n(side), _n(side)), rx=_n(side * 0.14), ry=_n(side * 0.14),
                      fill=cv.color(colour.hex), stroke=cv.color(_OUTLINE), stroke_width=0.25))
    signs = sign_system(signs)
    if signs:
        cv.sign(ident, colour, ink=cv.ink_on(colour.hex), paper=colour.hex, system=signs)
        inset = side * (0.16 if not colour.metallic else 0.24)
        inner = side - 2 * inset - (0.185 * (side - 2 * inset) if colour.metallic else 0)
        cv.use_sign(parent, ident, colour, x=x + inset, y=y + inset, size=inner)


#: Text sizes on the reference cards (cap height, mm), one per role (the print review: one size per role).
#: A line too long for the card wraps; it never shrinks. Body text (descriptions, tone names, the braille
#: key) 1.7 mm is 7 pt; the colour names 2.4 mm, 10 pt (the face's font: cap height 0.69 of the font size,
#: 1 pt = 0.3528 mm).
_REFERENCE_CAPS = {"heading": 4.0, "name": 2.4, "body": 1.7, "credit": 1.45}
#: The same roles in large print: no text under 16 pt (3.9 mm cap height), the least size UKAAF's large-print
#: guidance allows (print-review-2 N5: 10 pt before); the names 19 pt and the heading 21 pt. Rows that no
#: longer fit go on more cards (:data:`_REFERENCE_ROWS`).
_LARGE_REFERENCE_CAPS = {"heading": 5.1, "name": 4.6, "body": 3.9, "credit": 3.9}
#: How much larger large print's body text is (what the swatches and braille cells grow by, up to their row).
_LARGE_REFERENCE = _LARGE_REFERENCE_CAPS["body"] / _REFERENCE_CAPS["body"]
#: Rows a reference card holds: per card number, (normal, large print). Large print splits a card's rows
#: over several cards (parts) instead of shrinking the text.
_REFERENCE_ROWS = {1: (9, 5), 2: (20, 7), 3: (14, 7)}


def _reference_colours(colors: Iterable[Color | ColorSign | str] | None) -> tuple[ColorSign, ...]:
    if colors is not None and (isinstance(colors, (str, bytes)) or not isinstance(colors, Iterable)):
        raise RenderError(f"colors must be a list of the deck's colours, not {colors!r}")
    colours = tuple(_sign_of(c) for c in (CLASSIC_COLORS if colors is None else colors))
    _distinct_colours("colors", colours)
    return colours


def _reference_entries(number: int, colours: Sequence[ColorSign], placement: str = "corners",
                       lang: str | None = None) -> list[Any]:
    """The rows of reference card ``number`` for a deck of ``colours``: ColorSigns (cards 1 and 2; teal
    and magenta only when the deck has them) or (braille, text) pairs (card 3, the braille key, for labels
    at ``placement``, :data:`unokit.render.braille.PLACEMENTS`: in the corners the draw cards' labels have
    a plus sign alone; in ``lang``'s grade 1 braille and words, :func:`reference_words.braille_rows`)."""
    if number == 1:
        return list(coloradd.NINE)
    if number == 2:
        names = {c.name for c in colours}
        return list(coloradd.TONES) + [coloradd.get(n) for n in ("teal", "magenta") if n in names]
    return words.braille_rows(colours, placement, lang)


def _check_reference(number: Any) -> int:
    if isinstance(number, bool) or number not in (1, 2, 3):
        raise RenderError(f"reference card number {number!r} is not allowed; there are cards 1, 2 and 3 "
                          "(3 is the braille key)")
    return int(number)


def reference_parts(number: int, *, large_print: bool = False,
                    colors: Iterable[Color | ColorSign | str] | None = None, size: str = "uno",
                    braille_placement: str = "corners", lang: str | None = None) -> int:
    """How many cards reference card ``number`` takes on cards of ``size``: 1, or more with ``large_print``,
    which keeps the text (in ``lang``, :mod:`unokit.i18n`) at 16 pt and more and spreads the rows over as
    many cards as they need (:func:`_large_plan`). Raises :class:`RenderError` as :func:`reference_card`
    does, :class:`~unokit.errors.LanguageError` for an unknown language."""
    number = _check_reference(number)
    entries = _reference_entries(number, _reference_colours(colors), check_placement(braille_placement), lang)
    if large_print:
        return len(_large_plan(number, entries, _check_options(size, "normal")[0], check_placement(braille_placement),
                               lang).parts)
    return -(-len(entries) // _REFERENCE_ROWS[number][0])


@dataclass(frozen=True)
class _LargePlan:
    """How a large-print reference card's rows go on cards: ``parts`` (start, stop) row indices per card,
    ``heights`` each row's height (mm), the text edges ``left``/``right`` and the room ``top``/``bottom``
    (mm) under the heading and above the credit, ``intro`` (card 3's lines of explanation, on the first
    card) and ``credit`` (cards 1 and 2's lines, at the foot of the last card)."""

    parts: tuple[tuple[int, int], ...]
    heights: tuple[float, ...]
    left: float
    right: float
    top: float
    bottom: float
    intro: tuple[str, ...]
    credit: tuple[str, ...]


#: Large print's swatch side (mm) on reference card 2, and its braille cells' height on card 3 (mm).
_LARGE_TONE_SWATCH = 8.4
_LARGE_KEY_CELLS = 2.9 * 1.4


def _paginate(heights: Sequence[float], room: float, first_less: float, last_less: float, what: str,
              size: str) -> tuple[tuple[int, int], ...]:
    """Rows of ``heights`` (mm) split greedily over cards with ``room`` mm each, the first card ``first_less``
    mm less (an explanation above its rows; it may fill the first card alone) and the last ``last_less`` less
    (a credit at its foot): the (start, stop) row indices of each card. Raises :class:`RenderError` when one row alone does not fit."""
    parts: list[tuple[int, int]] = []
    start, used = 0, first_less
    for i, height in enumerate(heights):
        need = height + (last_less if i == len(heights) - 1 else 0.0)
        if used + need > room and (i > start or used > 0.0):  # the explanation may fill the first card alone
            parts.append((start, i))
            start, used = i, 0.0
        if used + height > room:
            raise RenderError(f"{what}: a row of large print does not fit a {size} card")
        used += height
    parts.append((start, len(heights)))
    if used + last_less > room:  # a last row too tall to share its card with the credit: the credit alone
        parts.append((len(heights), len(heights)))
    return tuple(parts)


def _large_plan(number: int, entries: Sequence[Any], size: str, placement: str, lang: str | None = None) -> _LargePlan:
    """Measure a large-print reference card's rows (text at :data:`_LARGE_REFERENCE_CAPS`, wrapped, never
    shrunk) and split them over as many cards of ``size`` as they need: greedily, the first card less the
    room of card 3's explanation, the last less the room of the ColorADD credit. Raises :class:`RenderError`
    when one row alone is taller than a card's room."""
    w, h = CARD_SIZES[size]
    b, left, right = _text_edges(size)
    caps = _LARGE_REFERENCE_CAPS
    body, line = caps["body"], caps["body"] * 1.4
    # the heading at its longest ("ColorADD tones 9/9")
    top = (b + 1.5 + len(_wrap(words.heading(number, lang) + " 9/9", caps["heading"], right - left)) * 1.4
           * caps["heading"] + 1.0)
    bottom = h - b - 1.5
    credit = ([text for part_ in words.credit(lang) for text in _wrap(part_, caps["credit"], right - left)]
              if number in (1, 2) else [])
    intro = _wrap(words.braille_intro(placement, lang), body, right - left) if number == 3 else []
    heights = []
    for entry in entries:
        if number == 1:  # swatch and sign (6.2 mm each), then the name and the sign in words
            tx = left + 2.32 * 6.2
            sign = words.colour_sign(entry, lang)
            heights.append(caps["name"] + (0.35 + len(_wrap(sign, body, right - tx))) * line + 0.5 * body)
        elif number == 2:
            tx = left + 1.72 * _LARGE_TONE_SWATCH + 0.8
            text = words.tone_text(entry, lang)
            heights.append(max(_LARGE_TONE_SWATCH, len(_wrap(text, body, right - tx)) * line) + 0.4 * line)
        else:
            cells = max(len(label) for label, _ in entries)
            tx = left + _LARGE_KEY_CELLS / (2 * BRAILLE_DOT_SPACING + BRAILLE_DOT) * BRAILLE_CELL_SPACING * cells + 1.5
            heights.append(max(_LARGE_KEY_CELLS, len(_wrap(entry[1], body, right - tx)) * line) + 0.4 * line)
    first_less = len(intro) * line + 0.6 * line if intro else 0.0
    last_less = len(credit) * caps["credit"] * 1.6 + 1.0 if credit else 0.0
    parts = _paginate(heights, bottom - top, first_less, last_less, f"reference card {number}", size)
    return _LargePlan(parts, tuple(heights), left, right, top, bottom, tuple(intro), tuple(credit))


def _wrap(text: str, cap: float, width: float) -> list[str]:
    """``text`` broken at spaces into lines no wider than ``width`` mm at cap height ``cap`` mm; a word longer
    than the line breaks after its hyphens ("colour-blind-"), and one without hyphens stays whole."""
    scale = cap / _cap()
    lines: list[str] = []
    words = []
    for word in text.split():
        if "-" in word.strip("-") and _advance(_tokens(word)) * scale > width:
            pieces = word.split("-")
            words += [piece + "-" for piece in pieces[:-1]] + [pieces[-1]]
        else:
            words.append(word)
    for i, word in enumerate(words):
        if i and words[i - 1].endswith("-") and lines and _advance(_tokens(lines[-1] + word)) * scale <= width:
            lines[-1] += word  # the rest of a hyphenated word, joined without a space
            continue
        if lines and _advance(_tokens(lines[-1] + " " + word)) * scale <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _text_edges(size: str) -> tuple[float, float, float]:
    """A reference or key card's border and the left and right edges of its text (mm) on cards of ``size``."""
    b = _layout(size, False).border
    return b, b + 2.0, CARD_SIZES[size][0] - b - 1.5


def _reference_frame(cv: _Canvas, size: str, w: float, h: float, large_print: bool) -> tuple[Any, ...]:
    """Draw a reference or key card's white, rounded frame (mm) on ``cv`` and return what its text needs:
    (border, black ink, text growth for large print, cap heights by role, left and right text edges)."""
    d = cv.dwg
    b, left, right = _text_edges(size)
    radius = 0.07 * w
    if cv.bleed:  # white to the bleed's edge, square, with no outline on the cut (faces._card_ground)
        d.add(d.rect(insert=(_n(-cv.bleed), _n(-cv.bleed)), size=(_n(w + 2 * cv.bleed), _n(h + 2 * cv.bleed)),
                     fill=cv.color(_WHITE), class_="unokit-bleed"))
    else:
        d.add(d.rect(insert=(0, 0), size=(_n(w), _n(h)), rx=_n(radius), ry=_n(radius), fill=cv.color(_WHITE),
                     stroke=cv.color(_OUTLINE), stroke_width=0.3))
    grow = _LARGE_REFERENCE if large_print else 1.0
    caps = dict(_LARGE_REFERENCE_CAPS if large_print else _REFERENCE_CAPS)
    return b, cv.color(_BLACK), grow, caps, left, right


def reference_card(number: int, *, size: str = "uno", vision: str = "normal", id_prefix: str | None = None,
                   width_px: float | None = None, large_print: bool = False,
                   colors: Iterable[Color | ColorSign | str] | None = None, part: int = 1,
                   bleed_mm: float = 0.0, braille_placement: str = "corners", lang: str | None = None) -> SvgString:
    """A reference card, with the ColorADD credit on cards 1 and 2 (``bleed_mm``: white into a print
    shop's bleed, as :func:`unokit.render.faces.card`).

    ``number=1``: the nine ColorADD colours (red, yellow, blue, green, orange, purple, brown, white,
    black), each as a swatch with its sign, its name and its sign in words. ``number=2``: the tones of
    the full chart (light and dark of the seven hues, light and dark grey, gold, silver) and, when the
    deck's ``colors`` have them, the spectrum game's teal and magenta with the codes unokit uses for
    them (COLORADD.md, "Tones", "Spectrum game colours"). ``number=3``: the braille key: the labels are
    uncontracted (grade 1) braille (UEB in English; in Portuguese and Spanish that language's grade 1
    table, :data:`unokit.render.braille.LABEL_TABLES`, which the card names; needs liblouis), and what each
    letter means for the deck's ``colors`` (default: the classic four), for labels at ``braille_placement``
    (:data:`unokit.render.braille.PLACEMENTS`; raises :class:`RenderError` for another).

    ``lang`` (:mod:`unokit.i18n`, default English): the language of every printed word, the title and the
    description (:mod:`unokit.render.reference_words`); raises :class:`~unokit.errors.LanguageError` for
    an unknown one.

    Text has one size per role (:data:`_REFERENCE_CAPS`), black on white (21:1, WCAG 1.4.3);
    ``large_print`` makes it 1.4 times larger and spreads the rows over :func:`reference_parts` cards,
    ``part`` (1-based) choosing which. Raises :class:`RenderError` for another number or part, or a
    colour of ``colors`` listed twice.
    """
    number = _check_reference(number)
    size, vision = _check_options(size, vision)
    w, h = CARD_SIZES[size]
    colours = _reference_colours(colors)
    placement = check_placement(braille_placement)
    entries = _reference_entries(number, colours, placement, lang)
    plan = _large_plan(number, entries, size, placement, lang) if large_print else None
    parts = len(plan.parts) if plan else -(-len(entries) // _REFERENCE_ROWS[number][0])
    if isinstance(part, bool) or part not in range(1, parts + 1):
        raise RenderError(f"part {part!r} is not allowed; reference card {number} has {parts} part(s) here")
    per_card = _REFERENCE_ROWS[number][0]
    first, stop = plan.parts[part - 1] if plan else ((part - 1) * per_card, part * per_card)
    rows = entries[first:stop]
    prefix = _check_prefix(id_prefix, f"reference{number}")
    cv = _Canvas(w, h, prefix=prefix, width_px=width_px, vision=vision, bleed=check_bleed(bleed_mm))
    d = cv.dwg
    b, black, grow, caps, left, right = _reference_frame(cv, size, w, h, large_print)
    heading = words.heading(number, lang) + (f" {part}/{parts}" if parts > 1 else "")
    top = b + 1.5
    for text in _wrap(heading, caps["heading"], right - left):
        top += caps["heading"]
        cv.text(d, text, x=w / 2, baseline=top, cap=caps["heading"], fill=black, anchor="middle")
        top += 0.4 * caps["heading"]
    top += 1.0
    if plan:
        top = plan.top  # the room the plan measured (a shorter heading leaves it as it was)
    bottom = h - b - 1.5
    body, line = caps["body"], caps["body"] * 1.4  # line: baseline to baseline
    if number in (1, 2) and (not plan or part == parts):  # the credit at the foot (large print: of the last card)
        credit = [text for part_ in words.credit(lang) for text in _wrap(part_, caps["credit"], right - left)]
        for i, text in enumerate(reversed(credit)):
            cv.text(d, text, x=w / 2, baseline=bottom - i * caps["credit"] * 1.6, cap=caps["credit"], fill=black,
                    anchor="middle")
        bottom -= len(credit) * caps["credit"] * 1.6 + 1.0
    if number == 3 and (not plan or part == 1):  # what kind of braille, before the rows
        for text in _wrap(words.braille_intro(placement, lang), body, right - left):
            top += line
            cv.text(d, text, x=left, baseline=top, cap=body, fill=black)
        top += line * 0.6
    # each row's top and height (mm): spread evenly over the card, or in large print as measured
    if plan:
        heights = plan.heights[first:stop]
        places = [(top + sum(heights[:i]), height) for i, height in enumerate(heights)]
    else:
        even = (bottom - top) / per_card
        places = [(top + i * even, even) for i in range(len(rows))]
    if number == 1:
        side = min((bottom - top) / per_card * 0.78, 6.2) if not plan else 6.2
        for i, colour in enumerate(rows):
            y = places[i][0]
            tx = _swatch(cv, d, colour, f"{prefix}-s{i}", x=left, y=y, side=side)
            baseline = y + caps["name"]
            cv.text(d, words.colour_name(colour, lang), x=tx, baseline=baseline, cap=caps["name"], fill=black)
            baseline += 0.35 * line
            # the sign in words; for a mixture, what it mixes ("yellow + blue")
            for text in _wrap(words.colour_sign(colour, lang), body, right - tx):
                baseline += line
                cv.text(d, text, x=tx, baseline=baseline, cap=body, fill=black)
    elif number == 2 and plan:
        # large print: one column, each tone's name wrapped beside its swatch, centred in its row
        for i, colour in enumerate(rows):
            y, step = places[i]
            side = _LARGE_TONE_SWATCH
            tx = _swatch(cv, d, colour, f"{prefix}-s{i}", x=left, y=y + (step - side) / 2, side=side,
                         width=side * 0.4)
            lines = _wrap(words.tone_text(colour, lang), body, right - tx - 0.8)
            baseline = y + step / 2 + body / 2 - (len(lines) - 1) * line / 2
            for text_line in lines:
                cv.text(d, text_line, x=tx, baseline=baseline, cap=body, fill=black)
                baseline += line
    elif number == 2:
        # tones in two columns, each name wrapped to its column; teal and magenta (spectrum only) below them
        # across the whole card, as "teal = light blue"
        tones = [c for c in rows if not c.note]
        extra = [c for c in rows if c.note]
        columns = 2
        per_column = -(-len(tones) // columns)
        step = (bottom - top) / max(per_column + len(extra), -(-per_card // columns))
        side = min(step * 0.82, 6.0 * grow)
        column_width = (right - left) / columns
        for i, colour in enumerate(tones + extra):
            column, row = divmod(i, per_column) if i < len(tones) else (0, per_column + i - len(tones))
            x = left + column * column_width
            y = top + row * step
            tx = _swatch(cv, d, colour, f"{prefix}-s{i}", x=x, y=y, side=side, width=side * 0.4)
            room = (right if colour.note else x + column_width) - tx - 0.8
            lines = _wrap(words.tone_text(colour, lang), body, room)
            baseline = y + (side + body) / 2 - (len(lines) - 1) * line / 2
            for text_line in lines:
                cv.text(d, text_line, x=tx, baseline=baseline, cap=body, fill=black)
                baseline += line
    else:
        cells = max(len(label) for label, _ in entries)
        for i, (label, text) in enumerate(rows):
            y, step = places[i]
            cell_height = _LARGE_KEY_CELLS if plan else min(step * 0.7, 2.9)
            width = _braille_key_cells(cv, d, label, x=left, y=y + (step - cell_height) / 2, height=cell_height)
            tx = left + width / len(label) * cells + 1.5
            lines = _wrap(text, body, right - tx)
            baseline = y + step / 2 + body / 2 - (len(lines) - 1) * line / 2
            for text_line in lines:
                cv.text(d, text_line, x=tx, baseline=baseline, cap=body, fill=black)
                baseline += line
    desc = words.description(number, rows, lang, placement)
    title = words.title(number, lang, part, parts)
    return with_lang(cv.finish(title, desc + "."), lang)
