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
from unokit.phrases import Reason, Said
from unokit.rulebook.base import HandsRule, Play

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.moves import Move
    from unokit.rules import Rules

__all__ = ["ZeroRotate"]


def _seats(game: Game, seat: int) -> list[int]:
    """``seat`` and the seats still in the round after it, in the direction of play."""
    seats = [seat]
    other = game._step(seat, 1)
    while other != seat:
        seats.append(other)
        other = game._step(other, 1)
    return seats


def _way(game: Game) -> str:
    return "clockwise" if game._direction == 1 else "counter-clockwise"


class ZeroRotate(HandsRule):
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

    def refuse_uno(self, game: Game, move: Move) -> Reason:
        return Reason("reason-zero-rotate-no-uno",
                      "zero rotate: a Zero that is not the last card passes every hand on, so it never declares UNO")

    def reason_tail(self, game: Game, move: Move) -> Reason | None:
        if move.cards[-1].rank is not Rank.ZERO or len(game._hands[move.seat]) == len(move.cards):
            return None
        way = _way(game)
        return Reason(f"reason-zero-rotate-{way}", f"zero rotate: every hand passes to the next player {way}")

    def moved_seats(self, game: Game, play: Play) -> list[int] | None:
        if play.rank is not Rank.ZERO or play.went_out:
            return None
        return _seats(game, play.seat)

    @staticmethod
    def fast_ready(game: Game, move: Move) -> bool:
        """Whether the driver's fast path may take this single Zero (not the last card): always."""
        return True

    @staticmethod
    def move_hands(game: Game, play: Play | Move) -> str:
        """Pass every hand of a seat still in the round to the next such seat in the direction of
        play, pass the turn on from the player; returns the sentence."""
        seats = _seats(game, play.seat)
        hands = game._hands
        moved = [hands[seat] for seat in seats]
        for index, seat in enumerate(seats):
            hands[seat] = moved[index - 1]  # the previous seat's hand, in the direction of play
        game._current = game._step(play.seat, 1)
        if game._direction == 1:
            return Said("narr-hands-pass-clockwise", "Every hand passes to the next player clockwise.")
        return Said("narr-hands-pass-counter", "Every hand passes to the next player counter-clockwise.")

    @staticmethod
    def unmove_hands(game: Game, move: Move) -> None:
        """Undo :meth:`move_hands` (the driver restores the rest; the direction is the same)."""
        seats = _seats(game, move.seat)
        hands = game._hands
        moved = [hands[seat] for seat in seats]
        count = len(seats)
        for index, seat in enumerate(seats):
            hands[seat] = moved[(index + 1) % count]

    def describe(self, rank: Rank, rules: Rules) -> str | None:
        if rank is Rank.ZERO:
            return "Zero: every player passes their hand to the next player in the direction of play."
        return None
