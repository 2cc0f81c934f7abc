"""The fixed-size observation of :mod:`unokit.env`: one seat's own view as a flat array.

Built from :meth:`unokit.game.Game.view` only (a :class:`~unokit.game.SeatView`: the seat's own hand,
every seat's card count, the discard pile and the draw pile's size, never another hand or the draw
pile's order). Seats are written relative to the observer (offset 0 is the observer, 1 the next seat
clockwise), so one network can play every seat. The layout, with ``T`` the distinct cards of the
deck (54 classic, 106 spectrum), ``C`` the colours of the rules and ``n`` the players:

==================  ======  ===============================================================
field               length  value
==================  ======  ===============================================================
hand                T       copies of each card in the observer's hand
top                 T       1 for the top card of the discard pile
colour              C       1 for the active colour (all 0 while a Wild starter's colour is unnamed)
direction           1       1 clockwise, 0 counter-clockwise
pending_draw        1       cards the seat to act must draw unless it stacks (stacking rules)
hand_sizes          n       cards held by each seat, by offset
out                 n       1 for seats already out (black-uno places), by offset
to_act              n       1 for the seat whose turn it is, by offset
uno_open            n       1 for a seat that holds one card without having declared UNO, by offset
phase               6       one-hot: play, drawn (may play the drawn card or pass), choose (name the
                            starter's colour), challenge (answer a Wild Draw Four), out of turn
                            (another seat is to act; the observer acts only on an UNO window), over
drawn               T       1 for the card the observer just drew and may still play
discard_counts      T       copies of each card in the discard pile (what has been played)
draw_pile_size      1       cards in the draw pile
==================  ======  ===============================================================
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from unokit.cards import Card, Color, deck_counts
from unokit.game import Game, SeatView
from unokit.rules import Rules

__all__ = ["ObservationLayout", "PHASES"]

#: The phases of the ``phase`` field, in order.
PHASES = ("play", "drawn", "choose", "challenge", "out_of_turn", "over")


class ObservationLayout:
    """Where each field of the observation lies (see the module docstring).

    Attributes:
        size: the array's length; fields: name -> ``slice`` into the array;
        card_types: the ``T`` distinct cards, in canonical order (the index of the card fields);
        high: the largest value any entry can take (the deck's size), for the ``Box`` space.
    """

    def __init__(self, rules: Rules, players: int) -> None:
        counts = deck_counts(rules.deck)
        self.card_types: tuple[Card, ...] = tuple(sorted(counts, key=lambda card: card.sort_key))
        # cards are interned (one object per card), so they can be looked up by identity, which is
        # faster than by their hash in this hot loop
        self._card_index = {id(card): i for i, card in enumerate(self.card_types)}
        self._colors = {color: i for i, color in enumerate(rules.colors)}
        self.players = players
        self.high = sum(counts.values())
        t, c, n = len(self.card_types), len(rules.colors), players
        lengths = [("hand", t), ("top", t), ("colour", c), ("direction", 1), ("pending_draw", 1),
                   ("hand_sizes", n), ("out", n), ("to_act", n), ("uno_open", n), ("phase", len(PHASES)),
                   ("drawn", t), ("discard_counts", t), ("draw_pile_size", 1)]
        self.fields: dict[str, slice] = {}
        start = 0
        for name, length in lengths:
            self.fields[name] = slice(start, start + length)
            start += length
        self.size = start
        self._cached: tuple[Any, ...] | None = None
        f = self.fields
        self._hand, self._top, self._colour = f["hand"].start, f["top"].start, f["colour"].start
        self._direction, self._pending = f["direction"].start, f["pending_draw"].start
        self._sizes, self._out, self._to_act = f["hand_sizes"].start, f["out"].start, f["to_act"].start
        self._uno, self._phase, self._drawn = f["uno_open"].start, f["phase"].start, f["drawn"].start
        self._discard, self._pile = f["discard_counts"].start, f["draw_pile_size"].start
        self._discard_spots = list(range(self._discard, self._discard + t))

    def encode(self, view: SeatView) -> np.ndarray:
        """The observation of a :class:`~unokit.game.SeatView` as a ``float32`` array of shape ``(size,)``."""
        return self._encode(view.seat, view.hand, view.hand_sizes, view.top, view.color, view.direction,
                            view.pending_draw, view.placements, view.current, view.uno_open, view.phase,
                            view.can_play_drawn, view.discard_pile, view.draw_pile_size)

    def encode_game(self, game: Game, seat: int) -> np.ndarray:
        """The observation of ``seat`` in ``game``: the same array as ``encode(game.view(seat))``,
        read from the same fields of the game (the seat's own hand, the others' card counts, public
        facts) without building the view and its legal moves.

        The discard pile's counts are public and the same for every seat, so they are kept between
        calls and updated with the cards added since (recounted after a reshuffle, an undo or for
        another game). The draw pile's size is the deck's size less the cards in hands and on the
        discard pile (every card of a dealt game is in one of them; the tests compare it with the
        view's ``draw_pile_size``), which saves copying the pile."""
        current = game.current
        discard = game.discard_pile
        sizes = [len(hand) for hand in game.hands]
        return self._encode(seat, game.hand(seat), sizes, game.top, game.color,
                            game.direction, game.pending_draw, game.placements, current, game.uno_open,
                            game.phase, game.drawn_card if seat == current else None, (),
                            self.high - sum(sizes) - len(discard), self._discard_counts(game, discard))

    def _discard_counts(self, game: Game, discard: tuple[Card, ...]) -> list[float]:
        cached = self._cached
        index = self._card_index
        if (cached is not None and cached[0] is game and cached[1] == game.reshuffles
                and cached[2] <= len(discard) and discard[:1] == cached[3]):
            counts = cached[4]
            for card in discard[cached[2]:]:
                counts[index[id(card)]] += 1.0
        else:
            counts = [0.0] * len(self.card_types)
            for card in discard:
                counts[index[id(card)]] += 1.0
        self._cached = (game, game.reshuffles, len(discard), discard[:1], counts)
        return counts

    def _encode(self, me: int, hand: Sequence[Card], hand_sizes: Sequence[int], top: Card, color: Color | None,
                direction: int, pending: int, placements: Sequence[int], current: int | None,
                uno_open: int | None, phase: str, drawn: Card | None, discard: Sequence[Card],
                pile_size: int, discard_counts: list[float] | None = None) -> np.ndarray:
        # one bincount over (position, weight) pairs: much faster than writing entries one by one
        index = self._card_index
        n = self.players
        at = self._hand
        spots = [at + index[id(card)] for card in hand]
        weights = [1.0] * len(spots)
        at = self._discard
        spots += [at + index[id(card)] for card in discard]
        at = self._sizes
        spots += [at + (seat - me) % n for seat in range(n)]
        weights += [1.0] * len(discard)
        weights += [float(count) for count in hand_sizes]
        spots.append(self._top + index[id(top)])
        if color is not None:
            spots.append(self._colour + self._colors[color])
        if direction == 1:
            spots.append(self._direction)
        at = self._out
        spots += [at + (seat - me) % n for seat in placements]
        if current is not None:
            spots.append(self._to_act + (current - me) % n)
        if uno_open is not None:
            spots.append(self._uno + (uno_open - me) % n)
        if phase == "over":
            spots.append(self._phase + 5)
        elif current != me:
            spots.append(self._phase + 4)
        else:
            spots.append(self._phase + PHASES.index(phase))
        if drawn is not None:
            spots.append(self._drawn + index[id(drawn)])
        weights += [1.0] * (len(spots) - len(weights))
        spots += [self._pending, self._pile]
        weights += [float(pending), float(pile_size)]
        if discard_counts is not None:
            spots += self._discard_spots
            weights += discard_counts
        return np.bincount(spots, weights, self.size).astype(np.float32)
