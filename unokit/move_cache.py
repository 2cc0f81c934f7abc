"""Shared caches of the engine's :class:`~unokit.moves.Move` values.

Moves are frozen, so every game may share them: each seat's ``draw``, ``pass``, ``challenge`` and
``accept``, and the forms of each single-card play (each Wild colour in the rules' colour order,
the form without ``uno`` before the one with it). :class:`~unokit.game.Game` builds them once per
card and seat and hands the tuples of forms out as they are (``legal_moves`` joins them,
``legal_move_groups`` returns them), so an ordinary turn builds no Move at all.
"""

from __future__ import annotations

from collections.abc import Sequence

from unokit.cards import Card, Color
from unokit.moves import Move, MoveKind
from unokit.rules import Rules

__all__ = ["forms_cache", "single_moves", "simple_move", "seat_moves"]

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
