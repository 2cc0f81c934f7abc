"""Words shared by the engine's reasons and narration: card names, lists of names, card counts.

Every sentence the engine says is built from these, so a card or a count is always worded the same
way (STYLE.md; the texts are compared byte for byte by the tests and the golden transcripts).
"""

from __future__ import annotations

from collections.abc import Sequence

from unokit.cards import Card, Rank
from unokit.state import name_key

__all__ = ["card_name", "names_of", "count_phrase", "seats_phrase", "rank_words", "drew_words", "rule_name",
           "rule_change_words", "with_seat", "STACKING_NAMES", "RELATED_RULE_NAMES"]

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


def with_seat(name: str, seat: int) -> str:
    """A player's name with its seat number, ``"Ana (seat 0)"``, or the name alone when it already
    says the seat (the default names: ``"Seat 1"``, never ``"Seat 1 (seat 1)"``)."""
    return name if name_key(name) == f"seat {seat}" else f"{name} (seat {seat})"


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


#: The two stacking flags share their rule's name ("Stacking"): the card each one stacks tells them apart.
STACKING_NAMES = {"stack_draw_two": "Stacking Draw Twos", "stack_wild_draw_four": "Stacking Wild Draw Fours"}
#: Plain rules the new-game form shows beside the house rules (a house rule depends on them or is refused
#: with them, RULES.md "House rules"), by the short names of their boxes.
RELATED_RULE_NAMES = {
    "challenge": "Challenge",
    "wild_draw_four_restricted": "Wild Draw Four restriction",
    "play_drawn_card": "Play the drawn card",
}


def rule_name(flag: str) -> str:
    """The short name of a rules flag as the house-rules checkboxes show it: the words before the colon
    of the rule's own text (:func:`unokit.rulebook.flag_texts`: ``"seven_swap"`` -> ``"Seven-O"``), the
    stacking flags by the card they stack (:data:`STACKING_NAMES`), the plain rules shown beside them by
    :data:`RELATED_RULE_NAMES` (``"challenge"`` -> ``"Challenge"``).

    Raises ``KeyError`` naming the flag for a flag that has no box (``"hand_size"``)."""
    if flag in STACKING_NAMES:
        return STACKING_NAMES[flag]
    if flag in RELATED_RULE_NAMES:
        return RELATED_RULE_NAMES[flag]
    from unokit.rulebook import flag_texts  # the rulebook words its reasons with this module

    texts = flag_texts()
    if flag not in texts:
        raise KeyError(f"{flag!r} is not a rule with a checkbox; those are: "
                       f"{', '.join([*texts, *RELATED_RULE_NAMES])}")
    return texts[flag].split(":", 1)[0].strip()


def rule_change_words(changes: dict[str, object]) -> str:
    """Changed rules in words, each by its checkbox's name (:func:`rule_name`): a flag switched on by its
    name, one switched off with "off" after it, and a flag with no box (a number, such as
    ``hand_size``) in plain words with its value: ``{"seven_swap": True, "challenge": False,
    "hand_size": 5}`` -> ``"Seven-O, Challenge off and hand size 5"``."""
    words = []
    for flag, value in changes.items():
        try:
            name = rule_name(flag)
        except KeyError:
            name = flag.replace("_", " ")
        if isinstance(value, bool):
            words.append(name if value else f"{name} off")
        else:
            words.append(f"{name} {value}")
    return seats_phrase(words) if words else ""
