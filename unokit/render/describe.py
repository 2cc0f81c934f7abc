"""What a face is and how it is described: the card's accessible name (its ``<title>``, DESIGN.md
contract 1) and the words of its ``<desc>`` (colour, colour sign, what the card does)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from unokit.cards import Card, Rank
from unokit.coloradd import ColorSign
from unokit.errors import RenderError
from unokit.render.contrast import _sign_of
from unokit.render.signs import SignSystem, sign_system
from unokit.rulebook import effect_text

# What each action and Wild card does, in the words of the rule that gives the effect (classic)
# every rank that is not a number has an effect sentence (effect_text gives None only for numbers)
_EFFECTS: dict[Rank, str] = {
    rank: text for rank in Rank if not rank.is_number and (text := effect_text(rank)) is not None
}

# --- card faces ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Face:
    colour: ColorSign | None  # None: a Wild
    rank: Rank
    name: str


def _resolve(card_: Card | None, color: Any, rank: Rank | None) -> _Face:
    if card_ is not None:
        if color is not None or rank is not None:
            raise RenderError("give either a card or color= and rank=, not both")
        if not isinstance(card_, Card):
            raise RenderError(f"card must be a Card, not {card_!r}; parse codes with Card.parse('R7')")
        colour = None if card_.color is None else _sign_of(card_.color)
        return _Face(colour, card_.rank, card_.name)
    if not isinstance(rank, Rank):
        raise RenderError(f"rank must be a Rank (e.g. Rank.SEVEN), not {rank!r}")
    if rank.is_wild:
        if color is not None:
            raise RenderError(f"a {rank.title} has no colour; got color={color!r}")
        return _Face(None, rank, rank.title)
    if color is None:
        raise RenderError(f"a {rank.title} card needs color= (a Color or a ColorADD colour name)")
    colour = _sign_of(color)
    return _Face(colour, rank, f"{colour.title} {rank.title}")


def _index_tokens(rank: Rank) -> list[str]:
    if rank is Rank.SKIP:
        return ["skip"]
    if rank is Rank.REVERSE:
        return ["reverse"]
    if rank is Rank.DRAW_TWO:
        return ["+", "2"]
    if rank is Rank.WILD:
        return ["W"]
    if rank is Rank.WILD_DRAW_FOUR:
        return ["+", "4"]
    return [rank.value]


def _describe(face: _Face, *, signs: bool | str | SignSystem, vision: str,
              wild_colours: Sequence[ColorSign]) -> str:
    signs = sign_system(signs)
    parts = []
    if face.colour is None:
        parts.append(
            "Black card with an oval in "
            + ", ".join(c.name for c in wild_colours)
            + (f" showing the {signs.title} sign of each colour." if signs else ".")
        )
    else:
        parts.append(f"{face.colour.title} card.")
        if signs:
            parts.append(f"{signs.sign_name(face.colour)}.")
            if face.colour.note and signs.name == "coloradd":
                parts.append(face.colour.note[0].upper() + face.colour.note[1:] + ".")
        else:
            parts.append("Drawn without ColorADD signs.")
    if face.rank.is_number:
        underline = " (underlined so it is not read as 6 or 9 upside down)" if face.rank.value in "69" else ""
        parts.append(f"Number {face.rank.value}{underline}: it can be played on the same colour or number.")
    else:
        parts.append(_EFFECTS[face.rank])
    if vision != "normal":
        parts.append(f"Colours as seen with {vision} (simulated).")
    return " ".join(parts)


def _slug(face: _Face) -> str:
    colour = "" if face.colour is None else face.colour.name.replace(" ", "")
    return (colour + "-" if colour else "") + face.rank.value.replace("+", "p").lower()

