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

from array import array
from collections.abc import Sequence
from typing import Any

import numpy as np

from unokit.cards import Card, Color, deck_counts
from unokit.game import Game, SeatView
from unokit.rules import Rules
from unokit.state import DRAWN as _DRAWN
from unokit.state import Phase

__all__ = ["ObservationLayout", "PHASES"]

_FLOAT32 = np.dtype(np.float32)

#: The phases of the ``phase`` field, in order.
PHASES = ("play", "drawn", "choose", "challenge", "out_of_turn", "over")
_OVER, _OUT_OF_TURN = PHASES.index("over"), PHASES.index("out_of_turn")
# the engine's phase numbers (the order of Phase) -> their index in PHASES
_ENGINE_PHASE = tuple(PHASES.index(phase.value) for phase in Phase)


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
        self._blank = array("f", bytes(4 * self.size))

    def encode(self, view: SeatView) -> np.ndarray:
        """The observation of a :class:`~unokit.game.SeatView` as a ``float32`` array of shape ``(size,)``."""
        return self._encode(view.seat, view.hand, view.hand_sizes, view.top, view.color, view.direction,
                            view.pending_draw, view.placements, view.current, view.uno_open, PHASES.index(view.phase),
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
        # read the game's own lists (this module is part of the engine's package): the public
        # properties copy the hands and the discard pile, which is most of a step's time
        hands = game._hands
        discard = game._discard
        sizes = [len(hand) for hand in hands]
        current = game._current
        phase = game._phase
        return self._encode(seat, hands[seat], sizes, discard[-1], game._color,
                            game._direction, game._pending, game._placements, current, game._uno_open,
                            _ENGINE_PHASE[phase], game._drawn if phase == _DRAWN and seat == current else None, (),
                            self.high - sum(sizes) - len(discard), self._discard_counts(game, discard))

    def _discard_counts(self, game: Game, discard: Sequence[Card]) -> array[float]:
        """The discard pile's counts, updated from the last call when ``game`` has only moved on since
        (the move that was last on its undo stack then is still there, at the same depth, and no
        reshuffle came between), else counted anew (another game, an undo, a reshuffle)."""
        cached = self._cached
        index = self._card_index
        undo = game._undo
        depth = len(undo)
        if (cached is not None and cached[0] is game and cached[1] == game.reshuffles
                and cached[2] <= depth and (cached[2] == 0 or undo[cached[2] - 1] is cached[3])):
            counts = cached[4]
            for card in discard[cached[5]:]:
                counts[index[id(card)]] += 1.0
        else:
            counts = array("f", bytes(4 * len(self.card_types)))
            for card in discard:
                counts[index[id(card)]] += 1.0
        self._cached = (game, game.reshuffles, depth, undo[-1] if undo else None, counts, len(discard))
        return counts

    def _encode(self, me: int, hand: Sequence[Card], hand_sizes: Sequence[int], top: Card, color: Color | None,
                direction: int, pending: int, placements: Sequence[int], current: int | None,
                uno_open: int | None, phase: int, drawn: Card | None, discard: Sequence[Card],
                pile_size: int, discard_counts: array[float] | None = None) -> np.ndarray:
        # phase: its index in PHASES (never "out_of_turn", which is worked out here)
        # filled as a C float array (cheap item access from Python), then viewed by numpy without a copy
        obs = array("f", self._blank)
        index = self._card_index
        n = self.players
        at = self._hand
        for card in hand:
            obs[at + index[id(card)]] += 1.0
        if discard_counts is not None:
            obs[self._discard:self._discard + len(discard_counts)] = discard_counts
        at = self._discard
        for card in discard:
            obs[at + index[id(card)]] += 1.0
        at = self._sizes
        for seat, count in enumerate(hand_sizes):
            obs[at + (seat - me) % n] = count
        obs[self._top + index[id(top)]] = 1.0
        if color is not None:
            obs[self._colour + self._colors[color]] = 1.0
        if direction == 1:
            obs[self._direction] = 1.0
        at = self._out
        for seat in placements:
            obs[at + (seat - me) % n] = 1.0
        if current is not None:
            obs[self._to_act + (current - me) % n] = 1.0
        if uno_open is not None:
            obs[self._uno + (uno_open - me) % n] = 1.0
        obs[self._phase + (phase if phase == _OVER or current == me else _OUT_OF_TURN)] = 1.0
        if drawn is not None:
            obs[self._drawn + index[id(drawn)]] = 1.0
        obs[self._pending] = pending
        obs[self._pile] = pile_size
        return np.frombuffer(obs, _FLOAT32)
