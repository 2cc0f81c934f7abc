"""The printed words of the reference cards in a language (issue 26, "Text as a layer"): the headings,
the cards' accessible names and descriptions, the ColorADD credit, the colour and tone names beside the
swatches, and the braille key's explanation and rows, all from the catalogues (``ref-*`` messages,
:mod:`unokit.i18n`). English is the catalogue's English, byte for byte what the cards always printed.

The braille key's cells follow the language's grade 1 table (:data:`unokit.render.braille.LABEL_TABLES`):
English (``en`` or no language) is UEB drawn by unokit itself; Portuguese and Spanish come from liblouis,
and the key names the table it uses.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from unokit.cards import Card, Color, Rank
from unokit.coloradd import ColorSign
from unokit.i18n import color_name, message, rank_name, resolve_language
from unokit.i18n.faces import _colour_noun, sign_colour_name, sign_words

_KEYS = {1: "colours", 2: "tones", 3: "braille"}
#: The liblouis table of English braille, which unokit draws itself (:func:`unokit.render.braille.braille_label`).
_UEB = "en-ueb-g1.ctb"


def heading(number: int, lang: str | None = None) -> str:
    """The heading printed at the top of reference card ``number`` (1, 2 or 3): ``"ColorADD tones"``,
    ``"Tons ColorADD"``. Raises ``KeyError`` for another number (callers check it first)."""
    return message(f"ref-heading-{_KEYS[number]}", lang)


def title(number: int, lang: str | None = None, part: int = 1, parts: int = 1) -> str:
    """The accessible name (SVG ``<title>``) of reference card ``number``, with ``(part of parts)`` when the
    card is split over ``parts`` cards (large print)."""
    text = message(f"ref-title-{_KEYS[number]}", lang)
    return message("ref-title-part", lang, title=text, part=part, parts=parts) if parts > 1 else text


def credit(lang: str | None = None) -> tuple[str, str]:
    """The two lines of the ColorADD credit printed at the foot of cards 1 and 2."""
    return message("ref-credit-code", lang), message("ref-credit-site", lang)


def colour_name(colour: ColorSign, lang: str | None = None) -> str:
    """A ColorADD colour's or tone's name beside its swatch: ``"red"``, ``"light blue"``, ``"azul claro"``."""
    return sign_colour_name(colour, lang)


def colour_sign(colour: ColorSign, lang: str | None = None) -> str:
    """What card 1 prints under a colour's name: its sign in words, or for a mixture what it mixes
    (``"yellow + blue"``, ``"amarelo + azul"``)."""
    words = sign_words(colour, lang)
    return words[words.index("(") + 1:words.index(")")] if "(" in words else words


def tone_text(colour: ColorSign, lang: str | None = None) -> str:
    """A row of card 2: the tone's name, or for teal and magenta (no ColorADD colours) the colour and the
    code that stands in for it (``"teal = light blue"``)."""
    if colour.note:
        return f"{_colour_noun(colour, lang)} = {sign_colour_name(colour, lang)}"
    return sign_colour_name(colour, lang)


def description(number: int, rows: Sequence[Any], lang: str | None = None, placement: str = "corners") -> str:
    """The description (SVG ``<desc>``, the PDF's alt text) of reference card ``number`` holding ``rows``
    (ColorSigns on cards 1 and 2, (cells, text) pairs on card 3), without its final full stop."""
    if number == 1:
        desc = message("ref-desc-colours", lang,
                       colours="; ".join(f"{colour_name(c, lang)}: {sign_words(c, lang)}" for c in rows))
    elif number == 2:
        desc = message("ref-desc-tones", lang, tones="; ".join(
            f"{colour_name(c, lang)}: {sign_words(c, lang)}" for c in rows if not c.note))
        if any(c.note for c in rows):
            desc += ". " + message("ref-desc-stand-ins", lang)
    else:
        table = braille_table(lang)
        rows_text = "; ".join(f"{label} {text}" for label, text in rows)
        if table == _UEB and _is_english(lang):
            desc = message("ref-desc-braille", lang, where=where(placement, lang), rows=rows_text)
        else:
            desc = message("ref-desc-braille-table", lang, table=table, where=where(placement, lang), rows=rows_text)
    if number in (1, 2):
        desc += ". " + message("ref-desc-credit", lang)
    return desc


def _is_english(lang: str | None) -> bool:
    return resolve_language(lang) == "en"


def braille_language(lang: str | None) -> str | None:
    """The language argument of :func:`unokit.render.braille.braille_label` for ``lang``: ``None`` for
    English (UEB drawn by unokit), else the resolved tag."""
    resolved = resolve_language(lang)
    return None if resolved == "en" else resolved


def braille_table(lang: str | None) -> str:
    """The liblouis grade 1 table of ``lang``'s braille labels (the pseudo-locale's is UEB's)."""
    from unokit.render.braille import LABEL_TABLES

    return LABEL_TABLES.get(resolve_language(lang), _UEB)


def where(placement: str, lang: str | None = None) -> str:
    """Where a card's two braille labels are, for labels at ``placement`` (``"corners"`` or ``"edges"``)."""
    return message(f"ref-where-{placement}", lang)


def braille_intro(placement: str, lang: str | None = None) -> str:
    """The braille key card's explanation, printed above its rows: the kind of braille (naming the liblouis
    table for a language other than English), and where each card has its label."""
    if _is_english(lang):
        return message("ref-braille-intro", lang, where=where(placement, lang))
    return message("ref-braille-intro-table", lang, table=braille_table(lang), where=where(placement, lang))


def braille_rows(colours: Sequence[ColorSign], placement: str, lang: str | None = None) -> list[tuple[str, str]]:
    """The braille key's rows for a deck of ``colours``, for labels at ``placement``: (cells in Unicode
    braille, the print they stand for and what it means), in ``lang``'s grade 1 braille: first each play
    colour's letter (``"r = red"``, ``"r = vermelho"``), then the number sign and each action."""
    from unokit.render.braille import braille_label

    braille = braille_language(lang)
    rows: list[tuple[str, str]] = []
    for colour in colours:
        color = Color(colour.name) if colour.name in {c.value for c in Color} else None
        if color is None or color.letter is None:
            continue
        name = color_name(color, lang, gender="masculine", lower=True)
        rows.append((braille_label(Card(color, Rank.SKIP), braille)[0], f"{color.letter.lower()} = {name}"))
    red = Color.RED

    def label(card: Card) -> str:
        return braille_label(card, braille, placement)

    def rank(value: Rank) -> str:
        return rank_name(value, lang)

    corners = placement == "corners"
    wild = (message("ref-braille-wild-ueb", lang, rank=rank(Rank.WILD)) if braille_table(lang) == _UEB
            else rank(Rank.WILD))  # a w alone is "will" in contracted UEB only
    rows += [
        (label(Card(red, Rank.SEVEN))[1:], f"#g = {message('ref-braille-number', lang)}"),
        (label(Card(red, Rank.SKIP))[1:], f"s = {rank(Rank.SKIP)}"),
        (label(Card(red, Rank.REVERSE))[1:], f"r = {message('ref-braille-reverse', lang, rank=rank(Rank.REVERSE))}"),
        (label(Card(red, Rank.DRAW_TWO))[1:], f"{'+' if corners else '+#2'} = {rank(Rank.DRAW_TWO)}"),
        (label(Card(None, Rank.WILD)), f"w = {wild}"),
        (label(Card(None, Rank.WILD_DRAW_FOUR)), f"{'w+' if corners else 'w+#4'} = {rank(Rank.WILD_DRAW_FOUR)}"),
    ]
    return rows
