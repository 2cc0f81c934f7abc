"""Several cards at once: ``multi_card_play`` (RULES.md black-uno "Play").

Several cards of the same number or action, or several Wilds of one kind, go down in one play; the
first must be playable, the last lies on top and its effect counts once per card (k Skips skip k
turns). A play is listed once per first card, set of cards and last card, the middle cards in
canonical order; ``push`` accepts the middle cards in any order. The card drawn in the draw / pass
flow may only be played on its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import product
from operator import attrgetter
from typing import TYPE_CHECKING

from unokit.cards import Card, Color, Rank
from unokit.moves import Move, MoveKind
from unokit.phrases import Reason
from unokit.rulebook.base import Rule

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["MultiCardPlay"]

_card_key = attrgetter("_key")
_PLAY = MoveKind.PLAY


class MultiCardPlay(Rule):
    """The play forms of several cards, and the refusals of a play of several cards."""

    name = "multi-card play"
    flag = "multi_card_play"
    plays_hook = True

    def play_options(self, game: Game, seat: int, hand: list[Card], playable: dict[int, Card]) -> list[Move]:
        """Each playable card alone, and several cards of one kind at once, in canonical order."""
        keyed: list[tuple[tuple[int, ...], list[Move]]] = []
        n_hand = len(hand)
        uno_rule = game._rules.uno
        colors_of_game = game._colors
        by_rank: dict[Rank, list[Card]] = {}
        for c in hand:
            by_rank.setdefault(c.rank, []).append(c)
        for key in sorted(playable):
            first = playable[key]
            declares = uno_rule and game._no_uno[first.rank_index] is None  # zero rotate never declares
            keyed.append(((key,), list(game._single_moves(seat, first, declares and n_hand == 2))))
            group = list(by_rank[first.rank])
            if len(group) < 2:
                continue
            group.remove(first)
            counts = Counter(group)
            distinct = sorted(counts, key=_card_key)
            for combo in product(*(range(counts[c] + 1) for c in distinct)):
                size = sum(combo)
                if not size:
                    continue
                chosen = [c for c, m in zip(distinct, combo, strict=True) for _ in range(m)]
                uno = declares and n_hand - 1 - size == 1
                for index, last in enumerate(distinct):
                    if not combo[index]:
                        continue
                    middle = list(chosen)
                    middle.remove(last)
                    cards = (first, *middle, last)
                    sort_key = (key, len(cards), *[c._key for c in cards[1:]])
                    colors: Sequence[Color | None] = colors_of_game if last.is_wild else (None,)
                    built = []
                    for color in colors:
                        built.append(Move(seat, _PLAY, cards, color, False))
                        if uno:
                            built.append(Move(seat, _PLAY, cards, color, True))
                    keyed.append((sort_key, built))
        keyed.sort(key=lambda item: item[0])
        moves: list[Move] = []
        for _, built in keyed:
            moves.extend(built)
        return moves

    def refuse_several(self, game: Game, move: Move) -> str | None:
        """The reason a play of several cards (all held) is refused, else ``None``."""
        cards = move.cards
        first = cards[0]
        for card in cards[1:]:
            if card.rank is not first.rank:
                return Reason("reason-not-one-kind", f"{first.name} and {card.name} are not the same number, action or "
                              "Wild: several cards at once must all be one kind", first=first, card=card)
        return None

    @staticmethod
    def reason_tail(game: Game, move: Move) -> Reason | None:
        """What the reason of a legal play of several cards adds."""
        if len(move.cards) > 1 and not game._pending:
            what = "card" if move.cards[0].is_wild else "kind"
            return Reason(f"reason-others-same-{what}", f"the other cards are the same {what}")
        return None
