"""UNO: declaring at one card, and catching a player who did not (RULES.md classic "UNO").

A play that leaves one card may declare ``uno``; without it, the catch window opens: that seat may
still declare late, and any other seat still in the round may ``catch`` it (the caught player draws
``uno_penalty``). The window closes with the next move of any other kind.

Reading of RULES.md: a catch can come from any other seat still in the round (not from seats that
are out).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.moves import Move, MoveKind
from unokit.phrases import Reason, Said, count_phrase
from unokit.rulebook.base import Play, Rule

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["Uno"]

_SIMPLE_CACHE: dict[int, Move] = {}
_CATCH_CACHE: dict[tuple[int, int], Move] = {}


def _uno_move(seat: int) -> Move:
    move = _SIMPLE_CACHE.get(seat)
    if move is None:
        move = _SIMPLE_CACHE[seat] = Move(seat, MoveKind.UNO)
    return move


def _catch_move(seat: int, target: int) -> Move:
    move = _CATCH_CACHE.get((seat, target))
    if move is None:
        move = _CATCH_CACHE[(seat, target)] = Move.catch(seat, target)
    return move


class Uno(Rule):
    """Declaring UNO and the catch window (``uno``; ``uno_penalty``)."""

    name = "UNO"
    flag = "uno"

    def out_of_turn(self, game: Game, seat: int) -> list[Move]:
        """The late ``uno`` or the ``catch`` ``seat`` may make now (any seat still in the round)."""
        if game._uno_open is None or game._out[seat]:
            return []
        if seat == game._uno_open:
            return [_uno_move(seat)]
        return [_catch_move(seat, game._uno_open)]

    def refuse(self, game: Game, move: Move) -> str | None:
        """The reason a ``uno`` or ``catch`` is refused, else ``None``."""
        rules = game._rules
        seat = move.seat
        name = game._names[seat]
        if not rules.uno:
            return Reason("reason-no-uno", f"{rules.name} has no UNO: nobody declares it and nobody can be caught",
                          rules=rules.name)
        if move.kind is MoveKind.UNO:
            if game._uno_open == seat:
                return None
            size = len(game._hands[seat])
            if size != 1:
                return Reason("reason-uno-at-one-card", f"{name} holds {count_phrase(size)}; UNO is declared at one card",
                              name=name, count=size)
            return Reason("reason-uno-nothing-to-declare", f"{name} has nothing to declare: the UNO was declared in "
                          "time or the chance to catch it has passed", name=name)
        target = move.target
        if target >= game._n:  # type: ignore[operator]  # a catch or a swap move names its target seat
            return Reason("reason-no-seat", f"there is no seat {target} at this table; seats are 0-{game._n - 1}",
                          seat=target, last=game._n - 1)
        if target == seat:
            return Reason("reason-catch-self", f"{name} cannot catch themselves; declare with 'uno' instead", name=name)
        tname = game._names[target]  # type: ignore[index]  # a catch or a swap move names its target seat
        if game._uno_open == target:
            return None
        size = len(game._hands[target])  # type: ignore[index]  # a catch or a swap move names its target seat
        if size != 1:
            return Reason("reason-catch-not-one", f"{tname} holds {count_phrase(size)}, not one, so there is nothing "
                          "to catch", target=tname, count=size)
        return Reason("reason-catch-too-late", f"{tname} cannot be caught: the UNO was declared or the chance to "
                      "catch it has passed", target=tname)

    def refuse_declaration(self, game: Game, move: Move, hand: list) -> str | None:
        """The reason the ``uno`` of a play is refused (no UNO in the rules, or the play does not
        leave exactly one card), else ``None``."""
        if not game._rules.uno:
            return Reason("reason-no-uno", f"{game._rules.name} has no UNO: nobody declares it and nobody can be caught",
                          rules=game._rules.name)
        left = len(hand) - len(move.cards)
        if left != 1:
            return Reason("reason-uno-leaves", f"UNO is declared only with a play that leaves exactly one card; "
                          f"this play leaves {count_phrase(left)}", count=left)
        return None

    def reason(self, game: Game, move: Move) -> str:
        """Why a legal ``uno`` or ``catch`` may be made."""
        name = game._names[move.seat]
        if move.kind is MoveKind.UNO:
            return Reason("reason-may-declare-uno", f"{name} holds one card and may still declare UNO before being caught",
                          name=name)
        target = game._names[move.target]  # type: ignore[index]  # a catch or a swap move names its target seat
        penalty = game._rules.uno_penalty
        return Reason("reason-may-catch", f"{target} holds one card and did not declare UNO: "
                      f"{name} may catch them ({target} draws {penalty})", target=target, name=name, count=penalty)

    def on_play(self, game: Game, play: Play) -> bool:
        # down to one card without declaring: the catch window opens
        if len(play.hand) == 1 and not play.uno:
            game._uno_open = play.seat
        return False

    def declare(self, game: Game, move: Move) -> None:
        game._uno_open = None
        name = game._names[move.seat]
        game._parts.append(Said("narr-declares-uno", f"{name} declares UNO.", name=name))

    def catch(self, game: Game, move: Move) -> None:
        target = move.target
        game._uno_open = None
        name, caught = game._names[move.seat], game._names[target]  # type: ignore[index]  # a catch names its target seat
        game._parts.append(Said("narr-catches", f"{name} catches {caught} without UNO.", name=name, target=caught))
        game._penalize(target, game._rules.uno_penalty, lose_turn=False)  # type: ignore[arg-type]  # a catch or a swap move names its target seat
