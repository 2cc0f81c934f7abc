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

from unokit.cards import Card, deck_counts
from unokit.game import Game, SeatView
from unokit.rules import Rules
from unokit.state import DRAWN as _DRAWN
from unokit.state import Phase

__all__ = ["ObservationLayout", "PHASES"]

_FLOAT32 = np.dtype(np.float32)

#: The phases of the ``phase`` field, in order.
PHASES = ("play", "drawn", "choose", "challenge", "out_of_turn", "over")
_OVER, _OUT_OF_TURN = PHASES.index("over"), PHASES.index("out_of_turn")


class ObservationLayout:
    """Where each field of the observation lies (see the module docstring).

    Attributes:
        size: the array's length; fields: name -> ``slice`` into the array;
        card_types: the ``T`` distinct cards, in canonical order (the index of the card fields);
        high: the largest value any entry can take (the deck's size), for the ``Box`` space.

    Two encoders build the same array: :meth:`encode` from a :class:`~unokit.game.SeatView` (plain
    and slow: one numpy item at a time) and :meth:`encode_game` from the game itself (the
    environment's, fast); ``tests/test_env.py`` and :mod:`unokit.env.check` compare them.
    """

    def __init__(self, rules: Rules, players: int) -> None:
        counts = deck_counts(rules.deck)
        self.card_types: tuple[Card, ...] = tuple(sorted(counts, key=lambda card: card.sort_key))
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
        self._card_number = {card: i for i, card in enumerate(self.card_types)}
        self._color_number = {color: i for i, color in enumerate(rules.colors)}
        # encode_game's tables: each gives the entry of the array itself, the field's start added
        # in. A card is found by its sort key (an int of its own, Card.sort_key, read from its slot
        # there) in a list, faster than by its hash (a Python method) in a dict; a colour, interned,
        # by its identity.
        f = self.fields
        size = max(card.sort_key for card in self.card_types) + 1

        def at(start: int) -> list[int | None]:
            entries: list[int | None] = [None] * size  # None: not a card of this deck
            for i, card in enumerate(self.card_types):
                entries[card.sort_key] = start + i
            return entries

        self._hand_at, self._top_at, self._drawn_at = at(f["hand"].start), at(f["top"].start), at(f["drawn"].start)
        self._discard_at = at(f["discard_counts"].start)
        self._colour_at = {id(color): f["colour"].start + i for i, color in enumerate(rules.colors)}
        # by observer: the entry of each seat's value in the fields written by offset
        def by_offset(field: str) -> tuple[tuple[int, ...], ...]:
            return tuple(tuple(f[field].start + (seat - me) % n for seat in range(n)) for me in range(n))

        self._sizes_at, self._out_at = by_offset("hand_sizes"), by_offset("out")
        self._to_act_at, self._uno_open_at = by_offset("to_act"), by_offset("uno_open")
        # by observer and the engine's phase number (the order of Phase): the phase entry to set
        # when the observer is to act, and when another seat is (out of turn, unless it is over)
        phase = f["phase"].start
        self._phase_at = tuple(phase + PHASES.index(p.value) for p in Phase)
        self._phase_out_of_turn_at = tuple(phase + (_OVER if p.value == "over" else _OUT_OF_TURN) for p in Phase)
        self._direction_at, self._pending_at = f["direction"].start, f["pending_draw"].start
        self._to_act_self = f["to_act"].start
        self._pile_at = f["draw_pile_size"].start
        self._blank = array("f", bytes(4 * self.size))
        # the discard pile's counts, kept between calls of encode_game (see there): the game, its
        # reshuffles, undo depth and last undo record, the blank array with the counts, the pile's length
        self._counted: list[Any] = [None, 0, 0, None, self._blank, 0]

    def encode(self, view: SeatView) -> np.ndarray:
        """The observation of a :class:`~unokit.game.SeatView` as a ``float32`` array of shape ``(size,)``."""
        obs = np.zeros(self.size, np.float32)
        f, n, me = self.fields, self.players, view.seat
        number = self._card_number
        for card in view.hand:
            obs[f["hand"].start + number[card]] += 1
        obs[f["top"].start + number[view.top]] = 1
        if view.color is not None:
            obs[f["colour"].start + self._color_number[view.color]] = 1
        obs[f["direction"].start] = 1 if view.direction == 1 else 0
        obs[f["pending_draw"].start] = view.pending_draw
        for seat, count in enumerate(view.hand_sizes):
            obs[f["hand_sizes"].start + (seat - me) % n] = count
        for seat in view.placements:
            obs[f["out"].start + (seat - me) % n] = 1
        if view.current is not None:
            obs[f["to_act"].start + (view.current - me) % n] = 1
        if view.uno_open is not None:
            obs[f["uno_open"].start + (view.uno_open - me) % n] = 1
        phase = view.phase if view.phase == "over" or view.current == me else "out_of_turn"
        obs[f["phase"].start + PHASES.index(phase)] = 1
        if view.can_play_drawn is not None:
            obs[f["drawn"].start + number[view.can_play_drawn]] = 1
        for card in view.discard_pile:
            obs[f["discard_counts"].start + number[card]] += 1
        obs[f["draw_pile_size"].start] = view.draw_pile_size
        return obs

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
        # properties copy the hands and the discard pile, which is most of a step's time. The array
        # is filled as a C float array (cheap item access from Python), then viewed by numpy
        # without a copy.
        discard = game._discard
        # the discard pile's counts are kept in a copy of the blank array (the template) between
        # calls: those of the last call and the cards added since, while the game has only moved on
        # (the move last on its undo stack then is still there, at the same depth, and no reshuffle
        # came between); else counted anew (another game, an undo, a reshuffle)
        counted = self._counted
        undo = game._undo
        depth = len(undo)
        if (counted[0] is game and counted[1] == game.reshuffles and counted[2] <= depth
                and (counted[2] == 0 or undo[counted[2] - 1] is counted[3])):
            template = counted[4]
            if counted[5] != len(discard):
                number = self._discard_at
                for card in discard[counted[5]:]:
                    template[number[card._key]] += 1.0
                counted[5] = len(discard)
            if counted[2] != depth:
                counted[2] = depth
                counted[3] = undo[-1]
        else:
            template = self._count_discard(game, discard)
        obs = template[:]
        hands = game._hands
        at = self._hand_at
        for card in hands[seat]:
            obs[at[card._key]] += 1.0
        top = discard[-1]
        obs[self._top_at[top._key]] = 1.0
        held = 0
        for entry, hand in zip(self._sizes_at[seat], hands, strict=True):
            obs[entry] = size = len(hand)
            held += size
        obs[self._pile_at] = self.high - held - len(discard)
        color = game._color
        if color is not None:
            obs[self._colour_at[id(color)]] = 1.0
        if game._direction == 1:
            obs[self._direction_at] = 1.0
        pending = game._pending
        if pending:
            obs[self._pending_at] = pending
        placements = game._placements
        if placements:
            entries = self._out_at[seat]
            for out in placements:
                obs[entries[out]] = 1.0
        current = game._current
        phase = game._phase
        if current == seat:
            obs[self._to_act_self] = 1.0
            obs[self._phase_at[phase]] = 1.0
            if phase == _DRAWN:
                obs[self._drawn_at[game._drawn._key]] = 1.0  # type: ignore[union-attr]  # the drawn phase holds a card
        else:
            if current is not None:
                obs[self._to_act_at[seat][current]] = 1.0
            obs[self._phase_out_of_turn_at[phase]] = 1.0
        uno_open = game._uno_open
        if uno_open is not None:
            obs[self._uno_open_at[seat][uno_open]] = 1.0
        return np.frombuffer(obs, _FLOAT32)

    def _count_discard(self, game: Game, discard: Sequence[Card]) -> array[float]:
        """The blank array with the discard pile's counts, counted anew and kept for the next call of
        :meth:`encode_game` with what tells whether it still holds."""
        template = self._blank[:]
        number = self._discard_at
        for card in discard:
            template[number[card._key]] += 1.0  # type: ignore[index]  # a game's cards are all of this deck (never None)
        undo = game._undo
        self._counted = [game, game.reshuffles, len(undo), undo[-1] if undo else None, template, len(discard)]
        return template
