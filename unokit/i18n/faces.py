"""A card face's accessible name and description in a language: the SVG ``<title>`` and ``<desc>``
(DESIGN.md contracts 1 and 7; COLORADD.md "Card layout rules").

The words follow :func:`unokit.render.describe._describe` sentence for sentence; in English they are the
same text byte for byte (tests/test_i18n.py compares every card, sign system and vision), so the
catalogue is the one source of these words in every language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from unokit.i18n import card_name, join_list, message, rank_name, resolve_language

__all__ = ["face_title", "face_description", "sign_words", "sign_colour_name", "vision_name"]

_COLOURS = ("red", "orange", "yellow", "green", "teal", "blue", "purple", "magenta", "brown", "white",
            "black")
_OTHER = {"grey": "colorsign-grey", "gold": "colorsign-gold", "silver": "colorsign-silver"}


def sign_colour_name(colour: Any, lang: str | None = "en") -> str:
    """The ColorADD code name of ``colour`` (a :class:`~unokit.coloradd.ColorSign`) in ``lang``, as a
    noun: ``"light blue"``, ``"azul claro"``, ``"gold"`` -> ``"dourado"``."""
    words = colour.code_name.split()
    tone = words[0] if words[0] in ("light", "dark") and len(words) > 1 else None
    base = " ".join(words[1:]) if tone else colour.code_name
    if base in _OTHER:
        name = message(_OTHER[base], lang)
    else:
        name = message(f"color-{base}", lang, gender="masculine")
        name = name.lower() if resolve_language(lang) == "en" else name
    return message(f"colorsign-{tone}", lang, color=name) if tone else name


def sign_words(colour: Any, lang: str | None = "en") -> str:
    """A ColorADD sign in words (as :meth:`unokit.coloradd.ColorSign.describe`): ``"bar and blue
    triangle (yellow + blue)"``, ``"barra e triângulo azul (amarelo + azul)"``."""
    from unokit.coloradd import Primary, Tone

    parts = []
    if Primary.YELLOW in colour.primaries:
        parts.append(message("colorsign-bar", lang))
    if Primary.RED in colour.primaries:
        parts.append(message("colorsign-red-triangle", lang))
    if Primary.BLUE in colour.primaries:
        parts.append(message("colorsign-blue-triangle", lang))
    if colour.grey:
        parts.append(message("colorsign-small-square", lang))
    text = join_list(parts, lang) if parts else ""
    if len(colour.primaries) > 1:
        mixed = [message(f"color-{p.value}", lang, gender="masculine") for p in Primary if p in colour.primaries]
        mixed = [word.lower() for word in mixed] if resolve_language(lang) == "en" else mixed
        text = message("colorsign-mixture", lang, sign=text, mixture=" + ".join(mixed))
    if colour.tone is Tone.LIGHT:
        text = message("colorsign-in-frame", lang, sign=text) if text else message("colorsign-white-frame", lang)
    elif colour.tone is Tone.DARK:
        text = message("colorsign-cut-out", lang, sign=text) if text else message("colorsign-black-square", lang)
    if colour.metallic:
        text = message("colorsign-crescent", lang, sign=text)
    return text


def vision_name(vision: str, lang: str | None = "en") -> str:
    """A simulated vision's name (:data:`unokit.render.cvd.VISIONS`): ``"protanopia"``, ``"protanopia"``."""
    return message(f"vision-{vision}", lang)


def _system_sign(signs: Any, colour: Any, lang: str | None) -> str:
    """What a description calls the sign, naming the system (as :meth:`SignSystem.sign_name`)."""
    if signs.name == "coloradd":
        return message("face-sign-coloradd", lang, code=sign_colour_name(colour, lang), sign=sign_words(colour, lang))
    kind = dict(signs.words)[colour.name]
    shape = message("face-letter", lang, letter=kind) if signs.name == "letters" else message(f"shape-{kind}", lang)
    return message(f"face-sign-{signs.name}", lang, sign=shape, color=_colour_noun(colour, lang))


def _colour_noun(colour: Any, lang: str | None) -> str:
    """A ColorSign's own name (``"teal"``, ``"dark blue"``) as a noun in ``lang``."""
    if colour.name in _COLOURS:
        name = message(f"color-{colour.name}", lang, gender="masculine")
        return name.lower() if resolve_language(lang) == "en" else name
    return sign_colour_name(type("_Named", (), {"code_name": colour.name})(), lang)


def face_title(face: Any, lang: str | None = "en") -> str:
    """The face's accessible name (its ``<title>``): the card's name, or for a drawn colour and rank
    (``card(color="brown", rank=Rank.SEVEN)``) the colour and rank in the card-name pattern."""
    from unokit.cards import Card, Color

    if face.colour is None:
        return rank_name(face.rank, lang)
    try:
        return card_name(Card(Color(face.colour.name), face.rank), lang)
    except ValueError:  # a ColorADD colour that is no Color ("dark blue"): its own name
        colour = face.colour.title if resolve_language(lang) == "en" else _colour_noun(face.colour, lang)
        return message("card-colored", lang, color=colour, rank=rank_name(face.rank, lang))


def face_description(face: Any, *, signs: Any, vision: str, wild_colours: Sequence[Any],
                     lang: str | None = "en") -> str:
    """The face's ``<desc>`` in ``lang``: the colour, its sign (naming the sign system), the ColorADD
    note for teal and magenta, what the card does (RULES.md, classic), and the simulated vision."""
    from unokit.render.signs import sign_system

    signs = sign_system(signs)
    lang = resolve_language(lang)
    parts = []
    if face.colour is None:
        # English lists the oval's colours with commas only (CLDR's "unit" list, as the descriptions
        # always said them); Portuguese and Spanish join the last with "e" / "y"
        colours = join_list([_colour_noun(c, lang) for c in wild_colours], lang,
                            "unit" if lang == "en" else "standard")
        if signs:
            parts.append(message("face-wild-signs", lang, colors=colours, system=message(f"system-{signs.name}", lang)))
        else:
            parts.append(message("face-wild", lang, colors=colours))
    else:
        parts.append(message("face-colour-card", lang, color=_face_colour(face, lang)))
        if signs:
            parts.append(message("face-sentence", lang, text=_system_sign(signs, face.colour, lang)))
            if face.colour.note and signs.name == "coloradd":
                parts.append(message(f"face-note-{face.colour.name}", lang))
        else:
            parts.append(message("face-no-signs", lang))
    if face.rank.is_number:
        msg_id = "face-number-underlined" if face.rank.value in "69" else "face-number"
        parts.append(message(msg_id, lang, number=face.rank.value))
    else:
        parts.append(message(f"effect-{_RANK_IDS[face.rank.value]}", lang))
    if vision != "normal":
        parts.append(message("face-vision", lang, vision=vision_name(vision, lang)))
    return " ".join(parts)


def _face_colour(face: Any, lang: str) -> str:
    """The card's colour as it starts the description: ``"Teal"``, ``"Carta azul-petróleo"``'s colour."""
    if lang == "en":
        return str(face.colour.title)
    if face.colour.name in _COLOURS:
        return message(f"color-{face.colour.name}", lang, gender="feminine")
    return _colour_noun(face.colour, lang)


_RANK_IDS = {"S": "skip", "R": "reverse", "+2": "draw-two", "W": "wild", "W+4": "wild-draw-four"}
