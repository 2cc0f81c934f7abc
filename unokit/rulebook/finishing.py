"""Going out, places, the blocked round and the end of the round (RULES.md classic "Going out",
"Blocked round" and "Scoring"; black-uno's places).

A player whose hand empties goes out: in classic that wins the round; with ``places_to_decide``
above 1 (black-uno) the round goes on until that many places are decided or one player is left. A
penalty card played as the last card still makes the next player draw (``last_card_draw_applies``).
A round is blocked when every seat still in it, one after another, ends its turn having played
nothing and drawn nothing while nothing is left to draw; the fewest points win it (ties: fewest
cards, then the first seat in turn order, in the direction of play).

Reading of RULES.md: blocked-round ties go to the first seat in turn order counted from the seat that
would play next; in black-uno the seats left are ranked that way after the places already decided.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit import scoring
from unokit.phrases import Said
from unokit.rulebook.base import Play, Rule
from unokit.state import OVER, PLAY, Outcome

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["Finishing", "end_turn_idle", "end_round", "round_is_decided"]


def round_is_decided(game: Game) -> bool:
    """Whether enough places are decided (or one player is left) to end the round."""
    return len(game._placements) >= game._rules.places_to_decide or game._active_count() <= 1


def end_turn_idle(game: Game, seat: int, drew: bool) -> None:
    """The seat's turn ends without a card played, then play passes on. RULES.md "Blocked round":
    a turn in which nothing was drawn either counts towards the row of such turns that blocks
    the round (with nothing left to draw); a turn in which a card was drawn, even one then
    kept, breaks that row."""
    game._phase = PLAY
    game._drawn = None
    if drew:
        game._idle = 0
    else:
        game._idle += 1
        if (game._idle >= game._active_count() and not game._pile and len(game._discard) <= 1):
            end_round(game, "blocked")
            return
    game._current = game._step(seat, 1)


def end_round(game: Game, reason: str) -> None:
    """End the round: ``"out"``, ``"placements"`` or ``"blocked"``; score it and narrate."""
    rules = game._rules
    if reason == "blocked":
        # RULES.md "Blocked round": fewest points wins; ties: fewest cards, then the first seat in
        # turn order, counted from the seat that would play next.
        order: list[int] = []
        s = game._step(game._current, 1)  # type: ignore[arg-type]  # the seat to act is set while the round goes on
        while s not in order:
            order.append(s)
            s = game._step(s, 1)
        ranked = sorted(order, key=lambda s: (scoring.card_points(game._hands[s]),
                                              len(game._hands[s]), order.index(s)))
        if rules.places_to_decide > 1:
            game._placements.extend(ranked)
        else:
            game._placements.append(ranked[0])
        for s in game._placements:
            game._out[s] = True
        wins = len(game._placements) == len(ranked) or rules.places_to_decide == 1
        name = game._names[ranked[0]]
        game._parts.append(Said(
            "narr-blocked-wins" if wins else "narr-blocked-fewest",
            "Nobody played a card for a whole round of turns and nothing is left to draw: the round "
            f"is blocked. {name} holds the fewest points" + (" and wins it." if wins else " of the players left."),
            name=name))
        winner = game._placements[0]
    else:
        if rules.places_to_decide > 1 and game._active_count() == 1:
            last = next(s for s in range(game._n) if not game._out[s])
            game._placements.append(last)
            game._out[last] = True
        winner = game._placements[0]
        if reason == "placements":
            game._parts.append(Said("narr-places-decided", "The places are decided; the round is over."))
    points = scoring.round_points(game._hands, winner, rules)
    totals = tuple(a + b for a, b in zip(game._carried, points, strict=True))
    if rules.scoring == "winner" and points[winner]:
        name = game._names[winner]
        game._parts.append(Said("narr-scores", f"{name} scores {points[winner]} points.", name=name,
                                points=str(points[winner])))
    game._outcome = Outcome(winner, tuple(game._placements), points, totals, reason)
    game._phase = OVER
    game._current = None
    game._drawn = None
    game._uno_open = None
    game._pending = 0
    game._pending_rank = None


class Finishing(Rule):
    """Going out with a play: the place taken, and the end of the round when it is decided (a last
    penalty card still makes the next player draw). Takes precedence over every card effect."""

    name = "going out"

    def on_play(self, game: Game, play: Play) -> bool:
        if not play.went_out:
            return False
        seat, rules, parts = play.seat, game._rules, game._parts
        name = game._names[seat]
        game._out[seat] = True
        game._placements.append(seat)
        place = len(game._placements)
        over = round_is_decided(game)
        if place == 1:
            ends = over and rules.places_to_decide == 1
            parts.append(Said("narr-out-wins", f"{name} has no cards left and wins the round.", name=name) if ends
                         else Said("narr-out-goes", f"{name} has no cards left and goes out.", name=name))
        else:
            parts.append(Said("narr-out-place", f"{name} has no cards left and takes place {place}.", name=name,
                              place=place))
        if not over:
            return False
        if play.amount and rules.last_card_draw_applies:
            victim = game._step(seat, 1)
            due = game._pending + play.amount
            game._pending = 0
            game._pending_rank = None
            if victim != seat and not game._out[victim]:
                game._penalize(victim, due, lose_turn=False)
        game._pending = 0
        game._pending_rank = None
        end_round(game, "placements" if rules.places_to_decide > 1 else "out")
        return True
