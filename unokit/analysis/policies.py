"""Rollout policies: the bots of :mod:`unokit.agents`, with a faster ``greedy`` for the common turn.

A rollout asks the bot for a move tens of times, and an evaluation plays thousands of rollouts, so
the ``greedy`` bot's ordinary turn (plays, a draw, a pass; nothing to challenge, name, declare or
catch) is computed here from a table of card values instead of through
:meth:`unokit.agents.GreedyAgent.decide`, which also builds the reason in words. Every other decision
goes to the bot itself. The choices are the same move for move (``tests/test_analysis.py`` compares
them on thousands of positions of every preset).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.agents import GreedyAgent, _best_color, make_agent
from unokit.cards import Card
from unokit.moves import Move, MoveKind

if TYPE_CHECKING:  # pragma: no cover
    from unokit.agents import Agent
    from unokit.game import Game

__all__ = ["RolloutGreedy", "rollout_agent"]

_PLAY, _DRAW, _PASS = MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS
# per card (by identity: cards are interned): (points, 1 for a Wild Draw Four, colour, sort key)
_INFO: dict[int, tuple[int, int, object, int]] = {}


def _info(card: Card) -> tuple[int, int, object, int]:
    found = _INFO.get(id(card))
    if found is None:
        found = _INFO[id(card)] = (card.points, 1 if card.rank.draw_amount == 4 else 0, card.color, card.sort_key)
    return found


class RolloutGreedy(GreedyAgent):
    """The ``greedy`` bot (:class:`unokit.agents.GreedyAgent`) with a fast path for ordinary turns."""

    def choose(self, game: Game, seat: int) -> Move:
        legal = game.legal_moves(seat)
        plays: list[Move] = []
        draw = pass_ = None
        for move in legal:
            kind = move.kind
            if kind is _PLAY:
                plays.append(move)
            elif kind is _DRAW:
                draw = move
            elif kind is _PASS:
                pass_ = move
            else:  # uno, catch, challenge, accept, choose: the bot's own reasoning
                return self.decide(game, seat)[0]
        if plays:
            return self._fast_play(game, seat, plays)
        if draw is not None:
            return draw
        if pass_ is not None:
            return pass_
        return self.decide(game, seat)[0]  # no legal move: the bot raises, naming the seat

    def _fast_play(self, game: Game, seat: int, plays: list[Move]) -> Move:
        # GreedyAgent._best_play: most points, then a Wild Draw Four over a Wild, then the colour
        # held most, then the lowest sort key; Wilds only when nothing else fits
        info = _INFO
        pool = [m for m in plays if m.cards[-1].color is not None] or plays
        if len(pool) == 1:
            return pool[0]
        top = -1
        tied: list[tuple[Move, tuple[int, int, object, int]]] = []
        for move in pool:
            cards = move.cards
            last = info.get(id(cards[-1])) or _info(cards[-1])
            primary = 2 * (last[0] if len(cards) == 1 else sum((info.get(id(c)) or _info(c))[0] for c in cards)) + last[1]
            if primary > top:
                top = primary
                tied = [(move, last)]
            elif primary == top:
                tied.append((move, last))
        hand: tuple[Card, ...] | None = None
        best = tied[0][0]
        if len(tied) > 1:
            hand = game.hand(seat)
            held: dict[int, int] = {}  # by id() of the colour (an Enum's own hash is slow)
            for card in hand:
                color = card.color
                if color is not None:
                    held[id(color)] = held.get(id(color), 0) + 1
            best_score = None
            for move, last in tied:
                score = (held.get(id(last[2]), 0), -last[3])
                if best_score is None or score > best_score:
                    best, best_score = move, score
        cards = best.cards
        size = len(cards)
        forms = [m for m in pool if len(m.cards) == size and all(a is b for a, b in zip(m.cards, cards, strict=True))]
        if len(forms) > 1:
            declared = [m for m in forms if m.uno]
            if declared:
                forms = declared
        if cards[-1].color is None:
            rest = list(hand if hand is not None else game.hand(seat))
            for card in cards:
                rest.remove(card)
            color = _best_color(rest, game.rules.colors)
            return next((m for m in forms if m.color is color), forms[0])
        return forms[0]


def rollout_agent(policy: str, seed: int) -> Agent:
    """The bot that plays ``policy`` in rollouts, seeded with ``seed``: :class:`RolloutGreedy` for
    ``"greedy"``, else :func:`unokit.agents.make_agent`. Raises :class:`~unokit.errors.UnokitError`
    for an unknown policy."""
    if policy == "greedy":
        return RolloutGreedy(seed)
    return make_agent(policy, seed)
