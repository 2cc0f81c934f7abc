"""The key cards and legends of the colour sign systems (:mod:`unokit.render.signs`): :func:`signs_card`, the
card-sized key a printed deck ends with when it shows signs other than ColorADD, and :func:`legend`, a wide
legend of any colours for a page or a screen."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from unokit import coloradd
from unokit.cards import Color
from unokit.coloradd import ColorSign
from unokit.errors import RenderError
from unokit.render.canvas import (
    CARD_SIZES,
    SvgString,
    _Canvas,
    _check_options,
    _check_prefix,
    _n,
    check_bleed,
)
from unokit.render.contrast import _BLACK, _WHITE, _sign_of
from unokit.render.faces import _distinct_colours, with_lang
from unokit.render.reference import (
    _LARGE_REFERENCE_CAPS,
    _REFERENCE_CAPS,
    _paginate,
    _reference_colours,
    _reference_frame,
    _swatch,
    _text_edges,
    _wrap,
)
from unokit.render.signs import SignSystem, sign_system


def sign_colour_noun(colour: ColorSign, lang: str | None) -> str:
    """A colour's own name inside a sentence: ``"red"``, ``"teal"``, ``"vermelho"``."""
    from unokit.i18n.faces import _colour_noun

    return _colour_noun(colour, lang)

__all__ = ["legend", "signs_card", "signs_parts"]


def legend(colors: Iterable[Color | ColorSign | str] | None = None, *, vision: str = "normal",
           signs: bool | str | SignSystem = True, id_prefix: str | None = None,
           width_px: float | None = None) -> SvgString:
    """A sign legend: one row per colour with a swatch, its sign, its name and the sign in words.

    ``colors`` defaults to the nine ColorADD colours (for ``signs="mattel"`` or ``"letters"``: the colours
    the system covers); pass a preset's colours (e.g. ``rules.colors``) to explain one game. Teal and
    magenta rows say which ColorADD code stands in for them. ``signs`` is the sign system
    (:func:`unokit.render.signs.sign_system`); the title names it ("Mattel colour-blind symbols legend:
    ..."), since two systems can give one shape different meanings. Width 150 mm, 10 mm per row. Raises
    :class:`RenderError` for an unknown colour, vision or sign system, a colour listed twice, or a colour
    the system has no sign for.
    """
    system = sign_system(signs)
    if colors is not None and (isinstance(colors, (str, bytes)) or not isinstance(colors, Iterable)):
        raise RenderError(f"legend takes a list of colours, not {colors!r}")
    default = coloradd.NINE if system.covers is None else [name for name, _ in system.words]
    colours = tuple(_sign_of(c) for c in (default if colors is None else colors))
    _distinct_colours("colors", colours)
    if not colours:
        raise RenderError("legend needs at least one colour")
    system.check(colours, "the legend")
    vision = _check_options("uno", vision)[1]
    prefix = _check_prefix(id_prefix, "legend")
    row, width = 10.0, 150.0
    height = row * len(colours) + 2
    cv = _Canvas(width, height, prefix=prefix, width_px=width_px, vision=vision)
    d = cv.dwg
    d.add(d.rect(insert=(0, 0), size=(_n(width), _n(height)), fill=cv.color(_WHITE)))
    black = cv.color(_BLACK)
    for i, colour in enumerate(colours):
        y = 1 + i * row
        tx = _swatch(cv, d, colour, f"{prefix}-s{i}", x=1, y=y + 0.5, side=row - 1, signs=system)
        cv.text(d, colour.title, x=tx, baseline=y + 4.6, cap=3.2, fill=black, max_width=30)
        words = system.describe(colour) if system else "no sign"
        if colour.note and system.name == "coloradd":
            words = f"{colour.code_name}: {words} ({colour.note.split(';')[0]})"
        cv.text(d, words, x=tx, baseline=y + 8.4, cap=1.9, fill=black, max_width=width - tx - 2)
    names = ", ".join(c.name for c in colours)
    if system.name != "coloradd":
        desc = "; ".join(f"{c.name}: {system.describe(c) if system else 'no sign'}" for c in colours)
        return cv.finish(f"{system.title} legend: {names}", f"{system.title}. {desc}.")
    desc = "; ".join(f"{c.name}: {c.describe()}" + (f" ({c.note})" if c.note else "") for c in colours)
    return cv.finish(f"ColorADD legend: {names}", desc + ".")


def _signs_rows(system: SignSystem, colors: Iterable[Color | ColorSign | str] | None,
                lang: str | None = None) -> list[tuple[ColorSign, str]]:
    """Each deck colour and its sign in words in ``lang`` (``"circle"``, ``"letra R"``)."""
    from unokit.i18n import message
    from unokit.i18n.faces import sign_words

    def sign(colour: ColorSign) -> str:
        if system.name == "coloradd":
            return sign_words(colour, lang)
        kind = dict(system.words)[colour.name]
        return message("face-letter", lang, letter=kind) if system.name == "letters" else message(f"shape-{kind}", lang)

    return [(colour, sign(colour)) for colour, _ in system.rows(_reference_colours(colors))]


def _heading(system: SignSystem, lang: str | None) -> str:
    """The system's name as the key card's heading: ``"Mattel colour-blind symbols"``, ``"Sinais de letras"``."""
    from unokit.i18n import message

    return message("system-coloradd" if system.name == "coloradd" else f"signkey-heading-{system.name}", lang)


def _credit(system: SignSystem, lang: str | None) -> str:
    """The system's credit at the foot of its key card (none for letters)."""
    from unokit.i18n import message

    return message(f"signkey-credit-{system.name}", lang) if system.credit else ""


def _colour_title(colour: ColorSign, lang: str | None) -> str:
    """A colour's name as a row's heading: ``"Red"``, ``"Vermelho"``, ``"Rojo"``."""
    from unokit.i18n import resolve_language
    from unokit.i18n.faces import _colour_noun

    if resolve_language(lang) == "en":
        return colour.title
    name = _colour_noun(colour, lang)
    return name[:1].upper() + name[1:]


def _signs_plan(system: SignSystem, rows: Sequence[tuple[ColorSign, str]], size: str,
                large_print: bool, lang: str | None = None) -> tuple[tuple[tuple[int, int], ...], tuple[float, ...], float]:
    """A signs key card's rows per card (start, stop), each row's height (mm) and the rows' top (mm): one
    card of four or more evenly spread rows in normal print; in large print (text at
    :data:`~unokit.render.reference._LARGE_REFERENCE_CAPS`, the sign in words wrapped, never shrunk) as many
    cards as the rows need, the credit at the foot of the last."""
    h = CARD_SIZES[size][1]
    b, left, right = _text_edges(size)
    caps = _LARGE_REFERENCE_CAPS if large_print else _REFERENCE_CAPS
    heading = len(_wrap(_heading(system, lang) + (" 9/9" if large_print else ""), caps["heading"], right - left))
    top = b + 1.5 + heading * 1.4 * caps["heading"] + 2.0
    bottom = h - b - 1.5
    credit_text = _credit(system, lang)
    credit = len(_wrap(credit_text, caps["credit"], right - left)) * caps["credit"] * 1.6 + 1.0 if credit_text else 0.0
    if not large_print:
        step = (bottom - credit - top) / max(len(rows), 4)
        return ((0, len(rows)),), (step,) * len(rows), top
    line = caps["body"] * 1.4
    tx = left + 2.32 * _SIGNS_SWATCH
    heights = [caps["name"] + _name_lines(colour, lang, caps["name"], right - tx)[1]
               + (0.35 + len(_wrap(words, caps["body"], right - tx))) * line + 0.5 * caps["body"]
               for colour, words in rows]
    return _paginate(heights, bottom - top, 0.0, credit, f"the {system.title} key card", size), tuple(heights), top


#: The swatch side (mm) of a signs key card in large print (normal print: 78 % of the row, at most 9 mm).
_SIGNS_SWATCH = 7.0
#: Baseline to baseline of a colour's name wrapped in large print ("Verde / azulado"), in cap heights.
_NAME_LINE = 1.3


def _name_lines(colour: ColorSign, lang: str | None, cap: float, width: float) -> tuple[list[str], float]:
    """A colour's name as a row's heading in large print, wrapped to ``width`` mm at cap height ``cap`` mm
    (a long name such as "Azul-petróleo" takes two lines; English names one), and the extra height (mm) its
    lines after the first take."""
    lines = _wrap(_colour_title(colour, lang), cap, width)
    return lines, (len(lines) - 1) * _NAME_LINE * cap


def signs_parts(signs: bool | str | SignSystem, *, colors: Iterable[Color | ColorSign | str] | None = None,
                size: str = "uno", large_print: bool = False, lang: str | None = None) -> int:
    """How many cards the key card of sign system ``signs`` takes for ``colors`` on cards of ``size``: 1, or
    with ``large_print`` as many as its rows (in ``lang``) need at 16 pt and more. Raises as :func:`signs_card`."""
    system = sign_system(signs)
    if not system:
        raise RenderError("a signs key card needs a sign system that draws signs, not none")
    size = _check_options(size, "normal")[0]
    return len(_signs_plan(system, _signs_rows(system, colors, lang), size, large_print, lang)[0])


def signs_card(signs: bool | str | SignSystem, *, colors: Iterable[Color | ColorSign | str] | None = None,
               size: str = "uno", vision: str = "normal", id_prefix: str | None = None,
               width_px: float | None = None, large_print: bool = False, bleed_mm: float = 0.0,
               part: int = 1, lang: str | None = None) -> SvgString:
    """The key card of a sign system, card-sized (``bleed_mm`` as :func:`~unokit.render.reference.reference_card`),
    for a printed deck: its name as the heading (a circle is red to one system and could mean something else to
    another), then one row per deck colour (``colors``, default the classic four) with a swatch, the sign, the
    colour's name and the sign in words, and the system's credit. Print sheets add it whenever they show signs
    other than ColorADD (ColorADD has its own reference cards).

    Text: the reference cards' sizes (:data:`~unokit.render.reference._REFERENCE_CAPS`; with ``large_print``
    16 pt and more, the rows spread over :func:`signs_parts` cards, ``part`` (1-based) choosing which).
    ``lang`` (:mod:`unokit.i18n`, default English): the language of its printed words, title and description.
    Raises :class:`RenderError` for ``"none"``, an unknown system, size or vision, a part the card does not
    have, or a colour the system has no sign for; :class:`~unokit.errors.LanguageError` for an unknown language.
    """
    system = sign_system(signs)
    if not system:
        raise RenderError("a signs key card needs a sign system that draws signs, not none")
    size, vision = _check_options(size, vision)
    rows = _signs_rows(system, colors, lang)
    parts, heights, top = _signs_plan(system, rows, size, large_print, lang)
    if isinstance(part, bool) or part not in range(1, len(parts) + 1):
        raise RenderError(f"part {part!r} is not allowed; the {system.title} key card has {len(parts)} part(s) here")
    first, stop = parts[part - 1]
    from unokit.i18n import message

    w, h = CARD_SIZES[size]
    prefix = _check_prefix(id_prefix, f"signs-{system.name}")
    cv = _Canvas(w, h, prefix=prefix, width_px=width_px, vision=vision, bleed=check_bleed(bleed_mm))
    d = cv.dwg
    b, black, grow, caps, left, right = _reference_frame(cv, size, w, h, large_print)
    name = _heading(system, lang)
    heading = name + (f" {part}/{len(parts)}" if len(parts) > 1 else "")
    baseline = b + 1.5
    for text in _wrap(heading, caps["heading"], right - left):
        baseline += caps["heading"]
        cv.text(d, text, x=w / 2, baseline=baseline, cap=caps["heading"], fill=black, anchor="middle")
        baseline += 0.4 * caps["heading"]
    bottom = h - b - 1.5
    credit_text = _credit(system, lang)
    if credit_text and part == len(parts):
        credit = _wrap(credit_text, caps["credit"], right - left)
        for i, text in enumerate(reversed(credit)):
            cv.text(d, text, x=w / 2, baseline=bottom - i * caps["credit"] * 1.6, cap=caps["credit"], fill=black,
                    anchor="middle")
    line = caps["body"] * 1.4
    y = top
    for i, (colour, words) in enumerate(rows[first:stop], start=first):
        step = heights[i]
        side = _SIGNS_SWATCH if large_print else min(step * 0.78, 9.0)
        tx = _swatch(cv, d, colour, f"{prefix}-s{i}", x=left, y=y, side=side, signs=system)
        if large_print:  # the name and the words wrapped at 16 pt
            names, extra = _name_lines(colour, lang, caps["name"], right - tx)
            for k, text in enumerate(names):
                cv.text(d, text, x=tx, baseline=y + caps["name"] + k * _NAME_LINE * caps["name"], cap=caps["name"],
                        fill=black)
            for k, text in enumerate(_wrap(words, caps["body"], right - tx)):
                cv.text(d, text, x=tx, baseline=y + caps["name"] + extra + (0.35 + k + 1) * line, cap=caps["body"],
                        fill=black)
        else:
            cv.text(d, _colour_title(colour, lang), x=tx, baseline=y + caps["name"], cap=caps["name"], fill=black)
            cv.text(d, words, x=tx, baseline=y + caps["name"] + 1.5 * caps["body"] * 1.4, cap=caps["body"],
                    fill=black, max_width=right - tx)
        y += step
    shown = rows[first:stop]
    desc = (message("signkey-description", lang, system=name,
                    rows="; ".join(f"{sign_colour_noun(colour, lang)}: {words}" for colour, words in shown))
            + (f". {credit_text}" if credit_text and part == len(parts) else ""))
    title = (message("signkey-title-part", lang, system=name, part=part, parts=len(parts)) if len(parts) > 1
             else message("signkey-title", lang, system=name))
    return with_lang(cv.finish(title, desc + "."), lang)
