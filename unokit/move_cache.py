"""Shared caches of the engine's :class:`~unokit.moves.Move` values.

Moves are frozen, so every game may share them: each seat's ``draw``, ``pass``, ``challenge`` and
``accept``, and the forms of each single-card play (each Wild colour in the rules' colour order,
the form without ``uno`` before the one with it). :class:`~unokit.game.Game` builds them once per
card and seat and hands the tuples of forms out as they are (``legal_moves`` joins them,
``legal_move_groups`` returns them), so an ordinary turn builds no Move at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from unokit.cards import Card, Color
from unokit.moves import Move, MoveKind
from unokit.rules import Rules
from unokit.state import DRAWN, PLAY

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["forms_cache", "single_moves", "simple_move", "seat_moves", "rule_form_groups", "playable_keys"]

# per id() of a rules' colour tuple (kept alive in the value, so the id stays unique): per slot
# ``seat << 1 | uno``, card key (Card.sort_key) -> the forms of playing that card alone
_FORMS: dict[int, tuple[tuple[Color, ...], list[dict[int, tuple[Move, ...]]]]] = {}
_SIMPLE: dict[tuple[int, MoveKind], Move] = {}
# per player count: each seat's draw and pass moves, then each alone as a group
_SEATS: dict[int, tuple[tuple[Move, ...], tuple[Move, ...], tuple[tuple[Move], ...], tuple[tuple[Move], ...]]] = {}


def forms_cache(rules: Rules, n: int) -> list[dict[int, tuple[Move, ...]]]:
    """The forms of single-card plays for the rules' colours, one dict per slot ``seat << 1 | uno``
    (``n`` seats at least), card key -> forms; shared by every game with the same colour tuple."""
    cache = _FORMS.get(id(rules.colors))
    if cache is None or cache[0] is not rules.colors:
        if len(_FORMS) > 16:
            _FORMS.clear()
        cache = _FORMS[id(rules.colors)] = (rules.colors, [])
    slots = cache[1]
    while len(slots) < 2 * n:
        slots.append({})
    return slots


def single_moves(slots: list[dict[int, tuple[Move, ...]]], colors: Sequence[Color], seat: int, card: Card,
                 uno: bool) -> tuple[Move, ...]:
    """The forms of ``seat`` playing ``card`` alone (``uno``: with and without declaring it), from
    ``slots`` (:func:`forms_cache`), built and kept there the first time."""
    forms = slots[seat << 1 | uno]
    moves = forms.get(card._key)
    if moves is None:
        built = []
        for color in (colors if card.color is None else (None,)):
            built.append(Move(seat, MoveKind.PLAY, (card,), color, False))
            if uno:
                built.append(Move(seat, MoveKind.PLAY, (card,), color, True))
        moves = forms[card._key] = tuple(built)
    return moves


def simple_move(seat: int, kind: MoveKind) -> Move:
    """The one shared ``Move(seat, kind)`` of a move without cards, colour or target."""
    move = _SIMPLE.get((seat, kind))
    if move is None:
        move = _SIMPLE[(seat, kind)] = Move(seat, kind)
    return move


def seat_moves(n: int) -> tuple[tuple[Move, ...], tuple[Move, ...], tuple[tuple[Move], ...], tuple[tuple[Move], ...]]:
    """For ``n`` seats: each seat's ``draw`` move, its ``pass`` move, and each of them alone as a
    group (:meth:`~unokit.game.Game.legal_move_groups`)."""
    found = _SEATS.get(n)
    if found is None:
        draws = tuple(simple_move(seat, MoveKind.DRAW) for seat in range(n))
        passes = tuple(simple_move(seat, MoveKind.PASS) for seat in range(n))
        found = _SEATS[n] = (draws, passes, tuple((m,) for m in draws), tuple((m,) for m in passes))
    return found


def playable_keys(hand: Sequence[Card], playable: tuple[bool, ...]) -> list[int]:
    """The sort keys of the cards of ``hand`` that may be played on an ordinary turn, each once, in card
    order: the cards ``c`` with ``playable[c._index]`` true, ``playable`` being the rulebook's
    matching table for the colour in force and the top card's rank (RULES.md "Matching"; it holds
    every card of the colour in force). The one place the fast paths test a hand against the top card."""
    keys: list[int] = []
    for c in hand:  # a loop, not map / filter: a slot read in the loop is cheaper than attrgetter
        if playable[c._index]:
            keys.append(c._key)
    if len(keys) > 1:  # canonical order, each card once (two keys, the commonest case, without a set)
        if len(keys) == 2:
            keys.sort()
            if keys[0] == keys[1]:
                del keys[1]
        else:
            keys = sorted(set(keys))
    return keys


def rule_form_groups(game: Game, seat: int, phase: int) -> list[tuple[Move, ...]]:
    """``game.legal_move_groups(seat)`` for the seat to act with no UNO window open, under rules whose
    play forms are decided card by card (the rulebook's ``single_forms``: Seven-O, zero rotate): in
    an ordinary turn (no penalty pending, no seat out of the round, not the player's last card) the
    shared tuples of each playable card's forms after those rules, built once per card and seat into
    the rulebook's :meth:`~unokit.rulebook.Rulebook.turn_forms`; any other state the general way.
    The groups are those of the general path (the property tests compare them)."""
    hand = game._hands[seat]
    if len(hand) < 2 or game._placements or game._pending or not (phase == PLAY or phase == DRAWN):
        return game._general_groups(seat)
    uno = game._uno_rule and len(hand) == 2
    forms = game._turn_forms[seat << 1 | uno]  # type: ignore[index] # the rulebook's single_forms: not None here
    if phase == DRAWN:
        card = game._drawn
        found = forms.get(card._key)  # type: ignore[union-attr] # the phase DRAWN holds the drawn card
        if found is None:
            found = _rule_forms(game, seat, card, uno)  # type: ignore[arg-type] # as above
        return [found, game._pass_groups[seat]] if game._pass_allowed else [found]
    keys = playable_keys(hand, game._playable[game._color._value_][game._discard[-1].rank_index])  # type: ignore[union-attr] # a colour is in force in a turn
    if not keys:
        return [game._draw_groups[seat]]
    groups: list[tuple[Move, ...]] = []
    for key in keys:
        found = forms.get(key)
        if found is None:
            found = _rule_forms(game, seat, next(c for c in hand if c._key == key), uno)
        groups.append(found)
    groups.append(game._draw_groups[seat])
    return groups


def _rule_forms(game: Game, seat: int, card: Card, uno: bool) -> tuple[Move, ...]:
    """The forms of ``seat`` playing ``card`` alone (not its last card, no seat out), as the general
    path lists them: no ``uno`` form on a rank a rule forbids it on, a Seven's swap with each other
    seat; kept in the game's ``_turn_forms``."""
    moves = list(game._single_moves(seat, card, uno and game._no_uno[card.rank_index] is None))
    for rule in game._book.target_rules:  # Seven-O's swaps
        moves = rule.expand(game, seat, moves)
    found = game._turn_forms[seat << 1 | uno][card._key] = tuple(moves)  # type: ignore[index] # not None: as above
    return found
