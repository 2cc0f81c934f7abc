"""Words shared by the engine's reasons and narration: card names, lists of names, card counts.

Every sentence the engine says is built from these, so a card or a count is always worded the same
way (STYLE.md; the texts are compared byte for byte by the tests and the golden transcripts).
"""

from __future__ import annotations

from collections.abc import Sequence

from unokit.cards import Card, Rank

__all__ = ["card_name", "names_of", "count_phrase", "seats_phrase", "rank_words", "drew_words"]

_CARD_NAMES: dict[int, str] = {}


def card_name(card: Card) -> str:
    """``card.name`` (``"Red 7"``, ``"Wild Draw Four"``), cached by the card's int key (narration is
    built on every move)."""
    name = _CARD_NAMES.get(card._key)
    if name is None:
        name = _CARD_NAMES[card._key] = card.name
    return name


def names_of(cards: Sequence[Card]) -> str:
    """``"Red 7"``, ``"Red 7 and Green 7"``, ``"Red 7, Blue 7 and Green 7"``."""
    if len(cards) == 1:
        return card_name(cards[0])
    names = [card_name(card) for card in cards]
    return ", ".join(names[:-1]) + " and " + names[-1]


def seats_phrase(names: list[str]) -> str:
    """Players' names joined as ``"Ana"``, ``"Ana and Ben"``, ``"Ana, Ben and Cy"``."""
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def count_phrase(count: int) -> str:
    """``"1 card"``, ``"3 cards"``."""
    return f"{count} card" if count == 1 else f"{count} cards"


def rank_words(rank: Rank) -> str:
    """How a top card's rank is named in a reason: ``7``, ``Skip``, ``Draw Two``."""
    return rank.title


def drew_words(got: int, due: int) -> str:
    """What a draw of ``due`` cards that got ``got`` says: ``"draws 2 cards"``, ``"draws 1 card
    (all that is left of 4)"``, ``"should draw 2 cards but nothing is left to draw"``."""
    if got == due:
        return f"draws {count_phrase(got)}"
    if got == 0:
        return f"should draw {count_phrase(due)} but nothing is left to draw"
    return f"draws {count_phrase(got)} (all that is left of {due})"
