"""The action cards' effects: Skip, Reverse (a Skip with two players), Wild's colour, and the draw
penalty of Draw Two and Wild Draw Four (RULES.md classic "Action cards").

Each rule applies its effect on the general path (:meth:`~unokit.rulebook.base.Rule.on_play`, any
number of cards) and, for one card that does not end the hand, on the fast path
(:meth:`~unokit.rulebook.base.Rule.fast_play`). The penalty comes after stacking and the challenge
in the precedence list: it applies by itself only when neither of them takes the play.

Reading of RULES.md: with two players (seats still in the round) a Reverse acts as a Skip and
leaves ``direction`` as it was; N Reverses at once then give the same player another turn when N is
odd.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from unokit.cards import Rank
from unokit.phrases import Said, drew_said, loses_turn_said, then_said
from unokit.rulebook.base import Play, Rule

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.rules import Rules

__all__ = ["Skip", "Reverse", "WildColour", "DrawPenalty"]


class Skip(Rule):
    """Skip: the next player loses the turn; k Skips at once skip k turns (black-uno)."""

    name = "Skip"
    fast_ranks = frozenset({Rank.SKIP})

    def claims(self, rules: Rules) -> frozenset[Rank]:
        return self.fast_ranks

    def on_play(self, game: Game, play: Play) -> bool:
        if play.rank is not Rank.SKIP:
            return False
        seat, k, names, parts = play.seat, play.k, game._names, game._parts
        if k == 1:
            victim = game._step(seat, 1)
            game._current = game._step(victim, 1)
            parts.append(loses_turn_said(names[victim]))
            return True
        skipped: list[str] = []
        nxt = seat
        for _ in range(k):
            nxt = game._step(nxt, 1)
            skipped.append(names[nxt])
        game._current = game._step(seat, k + 1)
        for who in dict.fromkeys(skipped):
            times = skipped.count(who)
            parts.append(loses_turn_said(who) if times == 1
                         else Said("narr-loses-turns", f"{who} loses {times} turns.", name=who, count=times))
        return True

    def fast_play(self, game: Game, seat: int, card: Any, said: tuple[Any, ...]) -> tuple[Any, ...]:
        skipped = game._step(seat, 1)
        game._current = game._step(skipped, 1)
        return (then_said, said, loses_turn_said, game._names[skipped])

    def describe(self, rank: Rank, rules: Rules) -> str | None:
        return "Skip: the next player loses their turn." if rank is Rank.SKIP else None


#: "Play now goes clockwise." (1) and "... counter-clockwise." (-1), by the direction of play
_DIRECTION_SAID = {1: Said("narr-direction-clockwise", "Play now goes clockwise."),
                   -1: Said("narr-direction-counter", "Play now goes counter-clockwise.")}


def _reverse_skips(name: str) -> Said:
    return Said("narr-reverse-skips", f"With two players the Reverse acts as a Skip: {name} plays again.", name=name)


class Reverse(Rule):
    """Reverse: the direction of play changes; with two players in the round (and
    ``two_player_reverse_skips``) it acts as a Skip. k Reverses at once turn k times."""

    name = "Reverse"
    fast_ranks = frozenset({Rank.REVERSE})

    def claims(self, rules: Rules) -> frozenset[Rank]:
        return self.fast_ranks

    def on_play(self, game: Game, play: Play) -> bool:
        if play.rank is not Rank.REVERSE:
            return False
        seat, k, parts = play.seat, play.k, game._parts
        name = game._names[seat]
        if not play.went_out and game._active_count() == 2 and game._rules.two_player_reverse_skips:
            game._current = game._step(seat, k + 1)
            if k == 1:
                parts.append(_reverse_skips(name))
            elif k % 2:
                parts.append(Said("narr-reverses-skip-again",
                                  f"With two players the Reverses act as Skips: {name} plays again.", name=name))
            else:
                name = game._names[game._current]
                parts.append(Said("narr-reverses-skip-next",
                                  f"With two players the Reverses act as Skips: {name} plays next.", name=name))
            return True
        if k % 2:
            game._direction = -game._direction
        parts.append(_DIRECTION_SAID[game._direction])
        game._current = game._step(seat, 1)
        return True

    def fast_play(self, game: Game, seat: int, card: Any, said: tuple[Any, ...]) -> tuple[Any, ...]:
        if game._active_count() == 2 and game._rules.two_player_reverse_skips:
            game._current = seat
            return (then_said, said, _reverse_skips, game._names[seat])
        game._direction = direction = -game._direction
        game._current = game._step(seat, 1)
        return (then_said, said, _DIRECTION_SAID.__getitem__, direction)

    def describe(self, rank: Rank, rules: Rules) -> str | None:
        if rank is Rank.REVERSE:
            return "Reverse: the direction of play changes (with two players it acts as a Skip)."
        return None


class WildColour(Rule):
    """Wild: the player names the colour to play next (the driver sets it from the move); the turn
    then passes as after a number card. Only its fast-path narration lives here."""

    name = "Wild"
    fast_ranks = frozenset({Rank.WILD})

    def fast_play(self, game: Game, seat: int, card: Any, said: tuple[Any, ...]) -> tuple[Any, ...]:
        game._current = game._step(seat, 1)
        return said

    def claims(self, rules: Rules) -> frozenset[Rank]:
        return self.fast_ranks


class DrawPenalty(Rule):
    """Draw Two / Wild Draw Four, when neither stacking nor the challenge takes the play: the next
    player draws 2 (4) per card and loses the turn."""

    name = "draw penalty"
    fast_ranks = frozenset({Rank.DRAW_TWO})
    fast_pile_need = 2

    def claims(self, rules: Rules) -> frozenset[Rank]:
        return frozenset({Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR})

    def on_play(self, game: Game, play: Play) -> bool:
        if not play.amount:
            return False
        game._penalize(game._step(play.seat, 1), play.amount)
        game._current = game._step(play.seat, 2)
        return True

    def fast_play(self, game: Game, seat: int, card: Any, said: tuple[Any, ...]) -> tuple[Any, ...]:
        # the undo record of the fast path names this victim and takes the two cards back
        victim = game._step(seat, 1)
        pile = game._pile
        drawn = game._hands[victim]
        drawn.append(pile.pop())
        drawn.append(pile.pop())
        game._current = game._step(victim, 1)
        return (then_said, said, drew_said, game._names[victim], 2, 2, True)

    def describe(self, rank: Rank, rules: Rules) -> str | None:
        if rank is Rank.DRAW_TWO:
            return "Draw Two: the next player draws 2 cards and loses their turn."
        if rank is Rank.WILD_DRAW_FOUR:
            return ("Wild Draw Four: the player names the colour to play next; the next player draws 4 cards "
                    "and loses their turn.")
        return None
