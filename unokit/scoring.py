"""Scoring: card points, the points of a round, and the winner of a match.

Source: RULES.md, preset ``classic`` "Scoring" (the round winner scores the cards left in the
opponents' hands: number cards at face value, Skip / Reverse / Draw Two 20, Wild / Wild Draw Four 50;
first to 500 wins the match) and its alternative scoring (each player adds the points they hold at the
end of each round; when anyone reaches the target the lowest total wins). Preset ``black-uno`` scores
no points (``Rules.scoring == "none"``): its result is the finishing order.

>>> from unokit.cards import parse_cards
>>> card_points(parse_cards("R7 GS W"))
77
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from unokit.cards import Card, Rank
from unokit.errors import InvalidCardError, RulesError, UnokitError
from unokit.rules import Rules, find_preset

__all__ = ["card_points", "round_points", "match_winner"]


#: Points by rank order (the order of :class:`~unokit.cards.Rank`, which ``Card.rank_index`` holds):
#: 0-9 face value, Skip / Reverse / Draw Two 20, Wild / Wild Draw Four 50.
_POINTS_BY_RANK_ORDER = tuple(rank.points for rank in Rank)


def card_points(cards: Iterable[Card]) -> int:
    """The scoring value of some cards: face value for 0-9, 20 for Skip, Reverse and Draw Two,
    50 for Wild and Wild Draw Four (RULES.md classic "Scoring")."""
    points = _POINTS_BY_RANK_ORDER
    if not isinstance(cards, (list, tuple)):
        if isinstance(cards, (str, bytes)) or not isinstance(cards, Iterable):
            raise InvalidCardError(f"card_points takes a list of cards or card codes, not {cards!r}")
        cards = list(cards)
    try:
        return sum([points[card.rank_index] for card in cards])
    except AttributeError:  # card codes among the cards
        return sum(points[_as_card(card).rank_index] for card in cards)


def _as_card(item: Card | str) -> Card:
    if isinstance(item, Card):
        return item
    if isinstance(item, str):
        return Card.parse(item)
    raise InvalidCardError(f"card_points takes cards or card codes, not {item!r}")


def _rules(rules: Rules | str) -> Rules:
    """A :class:`Rules` value from rules or a preset name (:func:`~unokit.rules.find_preset`)."""
    if isinstance(rules, Rules):
        return rules
    if isinstance(rules, str):
        return find_preset(rules)
    raise RulesError(f"rules must be a Rules value or a preset name, not {rules!r}")


def round_points(
    game_or_hands: Sequence[Sequence[Card]] | Any, winner: int | None, rules: Rules
) -> tuple[int, ...]:
    """The points each seat scores for one round, as a tuple indexed by seat.

    ``game_or_hands`` is the hands left at the end of the round, one sequence of cards per seat, or
    anything with a ``hands`` attribute holding them (a finished :class:`~unokit.game.Game`).

    - ``rules.scoring == "winner"``: the round ``winner`` scores the points of every other hand;
      everyone else scores 0.
    - ``"lowest"``: every seat scores the points of its own hand (the winner's hand is usually empty).
    - ``"none"`` (black-uno): all zeros.

    Raises :class:`~unokit.errors.UnokitError` if ``winner`` is not a seat of the hands
    (``"winner"`` scoring needs one).
    """
    rules = _rules(rules)
    hands = game_or_hands.hands if hasattr(game_or_hands, "hands") else game_or_hands
    n = len(hands)
    if rules.scoring == "none":
        return (0,) * n
    if rules.scoring == "lowest":
        return tuple(card_points(hand) for hand in hands)
    if winner is None or not 0 <= winner < n:
        raise UnokitError(f"round_points needs the winner's seat (0-{n - 1}); got {winner!r}")
    points = [0] * n
    points[winner] = sum(card_points(hand) for seat, hand in enumerate(hands) if seat != winner)
    return tuple(points)


def match_winner(scores: Sequence[int], rules: Rules) -> int | None:
    """The seat that has won the match, or ``None`` while nobody has reached ``rules.target_score``.

    ``"winner"`` scoring: the seat with the highest total once a total reaches the target (only one
    seat scores per round, so only one can cross it). ``"lowest"`` scoring: once anyone reaches the
    target, the seat with the lowest total wins; equal lowest totals go to the lower seat number.
    ``"none"`` scoring has no match winner (returns ``None``; the round's placements decide).
    """
    rules = _rules(rules)
    if isinstance(scores, (str, bytes)) or not isinstance(scores, Sequence) or not all(
            isinstance(total, int) and not isinstance(total, bool) for total in scores):
        raise UnokitError(f"scores must be a list of whole numbers, one per seat; got {scores!r}")
    if rules.scoring == "none" or not scores or max(scores) < rules.target_score:
        return None
    if rules.scoring == "lowest":
        best = min(scores)
    else:
        best = max(scores)
    return list(scores).index(best)
