"""Zero rotates the hands: ``zero_rotate`` (RULES.md "House rules").

A Zero that is not the player's last card makes every seat still in the round pass its whole hand
to the next such seat in the current direction of play, after the play (a Zero does not change the
direction). Several Zeros at once (``multi_card_play``) rotate once. After a rotation no UNO window
is open and nobody owes a declaration for a hand they were given; a play that rotates never takes
``uno`` (refused). A hand keeps its order when it changes seats.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.cards import Rank
from unokit.rulebook.base import Play, Rule

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.moves import Move
    from unokit.rules import Rules

__all__ = ["ZeroRotate"]


def _way(game: Game) -> str:
    return "clockwise" if game._direction == 1 else "counter-clockwise"


class ZeroRotate(Rule):
    """Every hand passes to the next seat when a Zero is played (not as the last card)."""

    name = "zero rotate"
    flag = "zero_rotate"
    summary = ("Zero rotate: a Zero that is not the last card passes every hand to the next player in the "
               "direction of play.")
    plays_hook = True  # the plays of a Zero never list a ``uno`` form
    single_forms = True  # ... decided by the card alone (see Rule.single_forms)
    no_uno_ranks = frozenset({Rank.ZERO})

    def claims(self, rules: Rules) -> frozenset[Rank]:
        return frozenset({Rank.ZERO})

    def refuse_uno(self, game: Game, move: Move) -> str:
        return "zero rotate: a Zero that is not the last card passes every hand on, so it never declares UNO"

    def reason_tail(self, game: Game, move: Move) -> str:
        if move.cards[-1].rank is not Rank.ZERO or len(game._hands[move.seat]) == len(move.cards):
            return ""
        return f"; zero rotate: every hand passes to the next player {_way(game)}"

    def on_play(self, game: Game, play: Play) -> bool:
        if play.rank is not Rank.ZERO or play.went_out:
            return False
        seats = [play.seat]
        seat = game._step(play.seat, 1)
        while seat != play.seat:
            seats.append(seat)
            seat = game._step(seat, 1)
        hands = game._hands
        saved = game._saved_hands
        for seat in seats:
            if seat not in saved:
                saved[seat] = tuple(hands[seat])
        moved = [hands[seat] for seat in seats]
        for index, seat in enumerate(seats):
            hands[seat] = moved[index - 1]  # the previous seat's hand, in the direction of play
        game._uno_open = None  # nobody owes a declaration for a hand they were given
        game._parts.append(f"Every hand passes to the next player {_way(game)}.")
        game._current = game._step(play.seat, 1)
        return True

    def describe(self, rank: Rank, rules: Rules) -> str | None:
        if rank is Rank.ZERO:
            return "Zero: every player passes their hand to the next player in the direction of play."
        return None
