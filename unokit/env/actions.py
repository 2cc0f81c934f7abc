"""The fixed action space of :mod:`unokit.env`: every move form of a rules variant, numbered.

An action is one move *form*, written from the acting seat's point of view so the same number means
the same thing for every agent: a catch names the seat it calls out by its offset (1 = the next
seat clockwise), never by its seat number. The table is built from the :class:`~unokit.rules.Rules`
and the number of players only, so it is fixed for an environment; its blocks, in order:

1. ``draw``, ``pass``, ``challenge``, ``accept``, ``uno`` (a late declaration), ``wait`` (decline to
   act out of turn; see :mod:`unokit.env.uno_v0`);
2. ``choose COLOUR`` for each colour of the rules, in the rules' order;
3. ``catch +k`` for each offset k = 1 .. players - 1;
4. single-card plays: each distinct card of the deck (RULES.md deck lists), with each colour for a
   Wild, without and (when the rules have UNO) with ``uno``;
5. multi-card plays (only with ``multi_card_play``, RULES.md black-uno "Multi-card play"): every set of
   two or more cards of one number, one action or one kind of Wild that the deck can hold, written as
   first card, middle cards, last card. The first card must be playable and the last one becomes the
   top card, so both are part of the form; the middle cards are a multiset (the engine accepts them
   in any order and lists them in one canonical order), so ``play R7 G7 B7`` and ``play R7 G7 Y7 B7``
   are different actions but ``play R7 G7 Y7 B7`` and ``play R7 Y7 G7 B7`` are the same one. With a Wild
   last card each colour is its own action; each form comes without and with ``uno``.
   On the classic deck (black-uno) this block has 13,104 actions, 13,235 to 13,243 in all with 2 to
   10 players; the deck's limits (two of each coloured card but the Zeros, four of each Wild) keep
   it finite.

6. Seven-O swaps (only with ``seven_swap``, RULES.md "House rules"): every play of Sevens of blocks 4
   and 5 (without ``uno``: a swap never declares it) with each seat offset k = 1 .. players - 1 to swap
   hands with, written ``play R7 swap +k`` (the seat k places clockwise from the player, as a catch
   names its seat). Coming last, it leaves the numbers of blocks 1-5 as they are for rules without it.
   A jump-in (``jump_in``) is an ordinary play made out of turn, so it needs no block of its own.

Every legal move of the engine is one action and every action stands for at most one legal move at
a time (``tests/test_env.py`` checks both over thousands of random rounds).
"""

from __future__ import annotations

import operator
from collections import Counter
from collections.abc import Sequence
from itertools import product
from typing import Any

import numpy as np

from unokit.cards import Card, Color, Rank, deck_counts
from unokit.errors import UnokitError
from unokit.moves import Move, MoveKind
from unokit.rules import Rules, players_allowed

__all__ = ["ActionTable", "SIMPLE_ACTIONS", "IllegalActionError"]

#: The moves without cards, colour or seat, in block 1's order (``wait`` is the environment's own).
SIMPLE_ACTIONS = ("draw", "pass", "challenge", "accept", "uno", "wait")

_KINDS = {
    MoveKind.DRAW: "draw", MoveKind.PASS: "pass", MoveKind.CHALLENGE: "challenge",
    MoveKind.ACCEPT: "accept", MoveKind.UNO: "uno",
}


class IllegalActionError(UnokitError):
    """An action number that is not in the action space, or not legal for the agent now."""


def _cards_key(cards: Sequence[Card]) -> tuple[Card, ...]:
    """A play's cards as the table keys them: the first card, the middle cards sorted, the last card."""
    if len(cards) <= 2:
        return tuple(cards)
    return (cards[0], *sorted(cards[1:-1], key=lambda card: card.sort_key), cards[-1])


class ActionTable:
    """The numbered move forms of one rules variant and player count (see the module docstring).

    Attributes:
        rules: the rules; players: the number of seats.
        size: the number of actions (``gymnasium.spaces.Discrete(size)``).
        keys: the action keys by number: ``("draw",)``, ``("choose", Color)``, ``("catch", offset)``,
            ``("play", cards, colour or None, uno, swap)`` with ``cards`` keyed by :func:`_cards_key` and
            ``swap`` the seat offset of a Seven-O swap (block 6) or None.
        wait: the number of the ``wait`` action.
        built: by seat, the moves :meth:`move_of` has built so far (action number -> Move), for
            a caller's fast first try (the environment's step).

    Raises :class:`~unokit.errors.UnokitError` when ``players`` is outside the rules' range.
    """

    def __init__(self, rules: Rules, players: int) -> None:
        if not players_allowed(rules, players):
            raise UnokitError(
                f"players: {rules.name} is played by {rules.min_players} to {rules.max_players} players, not {players}"
            )
        self.rules = rules
        self.players = players
        keys: list[tuple[Any, ...]] = [(name,) for name in SIMPLE_ACTIONS]
        keys += [("choose", color) for color in rules.colors]
        keys += [("catch", offset) for offset in range(1, players)]
        counts = deck_counts(rules.deck)
        types = sorted(counts, key=lambda card: card.sort_key)
        unos = (False, True) if rules.uno else (False,)
        for card in types:
            for color in (rules.colors if card.is_wild else (None,)):
                keys += [("play", (card,), color, uno, None) for uno in unos]
        if rules.multi_card_play:
            by_rank: dict[Rank, list[Card]] = {}
            for card in types:
                by_rank.setdefault(card.rank, []).append(card)
            for rank_types in by_rank.values():
                for cards in _multi_sets(rank_types, counts):
                    colors: Sequence[Color | None] = rules.colors if cards[-1].is_wild else (None,)
                    for color in colors:
                        keys += [("play", cards, color, uno, None) for uno in unos]
        if rules.seven_swap:  # block 6: plays of Sevens that swap hands, one per seat offset
            sevens = [key[1] for key in keys if key[0] == "play" and not key[3]
                      and all(card.rank is Rank.SEVEN for card in key[1])]
            keys += [("play", cards, None, False, offset) for cards in sevens for offset in range(1, players)]
        self.keys: tuple[tuple[Any, ...], ...] = tuple(keys)
        self.index: dict[tuple[Any, ...], int] = {key: number for number, key in enumerate(keys)}
        if len(self.index) != len(keys):  # pragma: no cover - a bug in the table
            raise AssertionError("two actions share a key")
        self.size = len(keys)
        self.wait = self.index[("wait",)]
        self.built: tuple[dict[int, Move], ...] = tuple({} for _ in range(players))
        # action numbers of moves seen, by the move object's identity (the engine reuses its move
        # objects); each entry keeps its move alive and is checked with ``is``, so an id is never
        # mistaken for another object's
        self._seen: dict[int, tuple[Move, int]] = {}
        self._groups: dict[int, tuple[tuple[Move, ...], tuple[int, ...]]] = {}

    # -- moves and numbers ------------------------------------------------------------------
    def key_of(self, move: Move) -> tuple[Any, ...]:
        """The key of ``move`` as its own seat sees it (see :attr:`keys`)."""
        kind = move.kind
        if kind is MoveKind.PLAY:
            swap = None if move.target is None else (move.target - move.seat) % self.players
            return ("play", _cards_key(move.cards), move.color, move.uno, swap)
        if kind is MoveKind.CHOOSE:
            return ("choose", move.color)
        if kind is MoveKind.CATCH:
            return ("catch", (move.target - move.seat) % self.players)  # type: ignore[operator]  # a catch move names its target seat
        return (_KINDS[kind],)

    def action_of(self, move: Move) -> int:
        """The action number of a legal ``move``. Raises :class:`IllegalActionError` for a move form
        this table does not hold (a bug: every legal move has its action)."""
        seen = self._seen.get(id(move))
        if seen is not None and seen[0] is move:
            return seen[1]
        try:
            action = self.index[self.key_of(move)]
        except KeyError:
            raise IllegalActionError(f"move {move} has no action in the {self.rules.name} action space") from None
        if len(self._seen) >= 50_000:
            self._seen.clear()
        self._seen[id(move)] = (move, action)
        return action

    def actions_of_group(self, group: tuple[Move, ...]) -> tuple[int, ...]:
        """The action numbers of a group of legal moves (one tuple of
        :meth:`~unokit.game.Game.legal_move_groups`), in its order. The engine shares the tuples of an
        ordinary turn between turns, so their numbers are kept by the tuple's identity. Raises
        :class:`IllegalActionError` as :meth:`action_of` does."""
        seen = self._groups.get(id(group))
        if seen is not None and seen[0] is group:
            return seen[1]
        actions = tuple(self.action_of(move) for move in group)
        if len(self._groups) >= 50_000:
            self._groups.clear()
        self._groups[id(group)] = (group, actions)
        return actions

    def actions_of_groups(self, groups: Sequence[tuple[Move, ...]]) -> list[int]:
        """The action numbers of all the groups of :meth:`~unokit.game.Game.legal_move_groups` in
        their order: :meth:`actions_of_group` of each, joined (one call per step instead of one per
        group). Raises :class:`IllegalActionError` as :meth:`action_of` does."""
        known = self._groups
        actions: list[int] = []
        for group in groups:
            seen = known.get(id(group))
            actions += seen[1] if seen is not None and seen[0] is group else self.actions_of_group(group)
        return actions

    def move_of(self, action: int, seat: int) -> Move | None:
        """The :class:`~unokit.moves.Move` action ``action`` (an ``int`` or a numpy integer) stands for
        when ``seat`` makes it, or ``None`` for ``wait``. Raises :class:`IllegalActionError` for a
        number outside the table or a value that is not a whole number."""
        if action.__class__ is not int:  # a numpy integer (gymnasium's sample()) or a wrong value
            try:
                if isinstance(action, (bool, np.bool_)):
                    raise TypeError
                action = operator.index(action)
            except TypeError:
                raise IllegalActionError(f"action {action!r} is not allowed; actions are whole numbers "
                                         f"0 to {self.size - 1}") from None
        if not 0 <= action < self.size:
            raise IllegalActionError(f"action {action!r} is not allowed; actions are 0 to {self.size - 1}")
        moves = self.built[seat]
        found = moves.get(action)
        if found is not None or action == self.wait:
            return found
        key = self.keys[action]
        name = key[0]
        if name == "play":
            target = None if key[4] is None else (seat + key[4]) % self.players
            move = Move(seat, MoveKind.PLAY, key[1], key[2], key[3], target)
        elif name == "choose":
            move = Move(seat, MoveKind.CHOOSE, color=key[1])
        elif name == "catch":
            move = Move.catch(seat, (seat + key[1]) % self.players)
        else:
            move = Move.simple(seat, name)
        moves[action] = move
        return move

    def name(self, action: int) -> str:
        """The action in move notation without a seat, e.g. ``"play W blue uno"`` or ``"catch +1"``."""
        key = self.keys[action]
        if key[0] == "play":
            words = ["play", *(card.code for card in key[1])]
            if key[2] is not None:
                words.append(key[2].word)
            if key[3]:
                words.append("uno")
            if key[4] is not None:
                words.append(f"swap +{key[4]}")
            return " ".join(words)
        if key[0] == "choose":
            return f"choose {key[1].word}"
        if key[0] == "catch":
            return f"catch +{key[1]}"
        return key[0]


def _multi_sets(rank_types: list[Card], counts: Counter[Card]) -> list[tuple[Card, ...]]:
    """Every play of two or more cards of one rank the deck can hold, keyed as :func:`_cards_key`:
    one per multiset of cards, first card and last card."""
    found: list[tuple[Card, ...]] = []
    for combo in product(*(range(counts[card] + 1) for card in rank_types)):
        if sum(combo) < 2:
            continue
        held = [card for card, m in zip(rank_types, combo, strict=True) for _ in range(m)]
        for first in dict.fromkeys(held):
            rest = list(held)
            rest.remove(first)
            for last in dict.fromkeys(rest):
                middle = list(rest)
                middle.remove(last)
                found.append(_cards_key([first, *middle, last]))
    return found
