"""Rollout policies: the bots of :mod:`unokit.agents`, with a faster ``greedy`` for the common turn.

A rollout asks the bot for a move tens of times, and an evaluation plays thousands of rollouts, so
the ``greedy`` bot's ordinary turn (plays, a draw, a pass; nothing to name, declare or catch) is
computed here from the engine's groups of legal moves (:meth:`~unokit.game.Game.legal_move_groups`)
and a table of card values instead of through :meth:`unokit.agents.GreedyAgent.decide`, which also
builds the reason in words; its answer to a Wild Draw Four (challenge or accept) reads the open
challenge instead of undoing moves on a copy of the game. Every other decision goes to the bot
itself. The choices are the same move for move (``tests/test_analysis.py`` compares
them on thousands of positions of every preset).
"""

from __future__ import annotations

from math import comb
from typing import TYPE_CHECKING

from unokit.agents import GreedyAgent, make_agent
from unokit.agents import _bluff_chance as _agents_bluff_chance
from unokit.cards import Card, Color, make_deck
from unokit.moves import Move, MoveKind

if TYPE_CHECKING:  # pragma: no cover
    from unokit.agents import Agent
    from unokit.game import Game

__all__ = ["RolloutGreedy", "rollout_agent"]

_PLAY, _DRAW, _PASS = MoveKind.PLAY, MoveKind.DRAW, MoveKind.PASS
_CHALLENGE, _ACCEPT = MoveKind.CHALLENGE, MoveKind.ACCEPT
# per card (by identity: cards are interned): (points, 1 for a Wild Draw Four, colour, sort key)
_INFO: dict[int, tuple[int, int, object, int]] = {}


def _info(card: Card) -> tuple[int, int, object, int]:
    found = _INFO.get(id(card))
    if found is None:
        found = _INFO[id(card)] = (card.points, 1 if card.rank.draw_amount == 4 else 0, card.color, card.sort_key)
    return found


class RolloutGreedy(GreedyAgent):
    """The ``greedy`` bot (:class:`unokit.agents.GreedyAgent`) with fast paths for ordinary turns
    and for the answer to a Wild Draw Four."""

    def choose(self, game: Game, seat: int) -> Move:
        # the legal moves grouped by play (Game.legal_move_groups, canonical order): in an ordinary
        # turn the plays come first and the last group is the draw (or, after a draw, the pass)
        groups = game.legal_move_groups(seat)
        count = len(groups)
        if not count:
            return self.decide(game, seat)[0]  # no legal move: the bot raises, naming the seat
        last = groups[-1][0]
        kind = last.kind
        if kind is _DRAW or (kind is _PASS and (count == 1 or groups[-2][0].kind is _PLAY)):
            if count == 1:
                return last
            return self._fast_play(game, seat, groups, count - 1)
        if kind is _ACCEPT and count == 2 and groups[0][0].kind is _CHALLENGE:
            return groups[0][0] if _bluff_chance(game, seat) > self.CHALLENGE_THRESHOLD else last
        return self.decide(game, seat)[0]  # choose, uno, catch, ...: the bot's own reasoning

    def _fast_play(self, game: Game, seat: int, groups: list[tuple[Move, ...]], count: int) -> Move:
        # GreedyAgent._best_play over the first ``count`` groups (the plays): most points, then a
        # Wild Draw Four over a Wild, then the colour held most, then the lowest sort key (the first
        # in canonical order); Wilds only when nothing else fits
        if count == 1:  # one play fits (half the time): a coloured one needs no comparing
            first = groups[0][0]
            if first.target is None and first.cards[-1].color is not None:
                return groups[0][-1]
        info = _INFO
        top = -1
        best: tuple[Move, ...] | None = None
        tied: list[tuple[tuple[Move, ...], tuple[int, int, object, int]]] | None = None
        wilds = False
        for index in range(count):
            group = groups[index]
            first = group[0]
            if first.target is not None:  # a Seven-O swap: the bot's own reasoning
                return self.decide(game, seat)[0]
            cards = first.cards
            last = info.get(id(cards[-1])) or _info(cards[-1])
            if last[2] is None:
                wilds = True
                continue
            primary = 2 * (last[0] if len(cards) == 1 else sum((info.get(id(c)) or _info(c))[0] for c in cards)) + last[1]
            if primary > top:
                top, best, tied = primary, group, None
                best_last = last
            elif primary == top:
                if tied is None:
                    tied = [(best, best_last)]  # type: ignore[list-item]  # best is set by the time a tie is found
                tied.append((group, last))
        if best is None and wilds:  # only Wilds fit
            return self._wild_play(game, seat, groups, count)
        if tied is not None:
            held: dict[int, int] = {}  # by id() of the colour (an Enum's own hash is slow)
            for card in game.hand(seat):
                color = card.color
                if color is not None:
                    held[id(color)] = held.get(id(color), 0) + 1
            best_score = None
            for candidate, last in tied:
                score = (held.get(id(last[2]), 0), -last[3])
                if best_score is None or score > best_score:
                    best, best_score = candidate, score
        # a coloured play's forms: without ``uno``, then with it; the bot always declares
        return best[-1]  # type: ignore[index]  # a seat with legal plays sets best

    @staticmethod
    def _wild_play(game: Game, seat: int, groups: list[tuple[Move, ...]], count: int) -> Move:
        """The greedy bot's play when only Wilds fit: the most points (a Wild Draw Four over a
        Wild), declaring UNO when it can, naming the colour :func:`unokit.agents._best_color` names."""
        info = _INFO
        top = -1
        best = groups[0]
        for index in range(count):
            group = groups[index]
            cards = group[0].cards
            last = info.get(id(cards[-1])) or _info(cards[-1])
            primary = 2 * sum((info.get(id(c)) or _info(c))[0] for c in cards) + last[1]
            if primary > top:
                top, best = primary, group
        forms = [m for m in best if m.uno] or best
        rest = list(game.hand(seat))
        for card in best[0].cards:
            rest.remove(card)
        color = _fast_best_color(rest, game.rules.colors)
        return next((m for m in forms if m.color is color), forms[0])


def _fast_best_color(cards: list[Card], colors: tuple[Color, ...]) -> Color:
    """:func:`unokit.agents._best_color` by the card table: the colour of which ``cards`` hold the
    most, then whose cards are worth more, then the first in ``colors``."""
    count: dict[int, int] = {}  # by id() of the colour
    points: dict[int, int] = {}
    info = _INFO
    for card in cards:
        value, _, color, _ = info.get(id(card)) or _info(card)
        if color is not None:
            color_id = id(color)
            count[color_id] = count.get(color_id, 0) + 1
            points[color_id] = points.get(color_id, 0) + value
    best = colors[0]
    best_key = (-1, -1)
    for color in colors:
        key = (count.get(id(color), 0), points.get(id(color), 0))
        if key > best_key:
            best, best_key = color, key
    return best


# per deck kind: (card key -> copies in the deck, card key -> the card's colour)
_DECKS: dict[str, tuple[dict[int, int], dict[int, object]]] = {}


def _bluff_chance(game: Game, seat: int) -> float:
    """:func:`unokit.agents._bluff_chance`'s chance that the Wild Draw Four open to challenge was a
    bluff, read from the challenge the game holds open (the offender and the colour in force
    before the card) instead of undoing moves on a copy, with the deck's counts kept per deck kind;
    the same float (the same integers go into the same formula)."""
    offender, color = game._w4_offender, game._w4_color
    if offender is None or color is None or game.phase != "challenge":
        return _agents_bluff_chance(game, seat)[0]
    deck = _DECKS.get(game.rules.deck)
    if deck is None:
        cards = make_deck(game.rules.deck)
        counts: dict[int, int] = {}
        for card in cards:
            counts[card._key] = counts.get(card._key, 0) + 1
        deck = _DECKS[game.rules.deck] = (counts, {card._key: card.color for card in cards})
    unseen = dict(deck[0])
    for card in game.hand(seat):
        unseen[card._key] -= 1
    for card in game.discard_pile:
        unseen[card._key] -= 1
    colors = deck[1]
    u = m = 0
    for key, count in unseen.items():
        if count > 0:
            u += count
            if colors[key] is color:
                m += count
    k = len(game.hand(offender))
    if k <= 0 or u <= 0:
        return 0.0
    k = min(k, u)
    return 1.0 - comb(u - m, k) / comb(u, k)


def rollout_agent(policy: str, seed: int) -> Agent:
    """The bot that plays ``policy`` in rollouts, seeded with ``seed``: :class:`RolloutGreedy` for
    ``"greedy"``, else :func:`unokit.agents.make_agent`. Raises :class:`~unokit.errors.UnokitError`
    for an unknown policy."""
    if policy == "greedy":
        return RolloutGreedy(seed)
    return make_agent(policy, seed)
