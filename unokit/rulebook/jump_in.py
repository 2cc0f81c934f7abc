"""Jump-in: ``jump_in`` (RULES.md "House rules").

A card identical to the top card (same colour and same number or symbol; never a Wild or Wild Draw
Four) may be played out of turn, as a single card, by any other seat still in the round, while the
game waits on an ordinary turn: no penalty pending, no colour to choose, no challenge to answer, and
the seat to act has not drawn this turn. The seat that played the top card cannot jump in on it; a
starter card, or the top card of a position, was played by no seat, so every seat but the one to act
may. The card takes effect as if the jumper had played it in turn, play continues from the jumper and
the seat whose turn it was loses it. A jump-in is written as an ordinary play by the jumper's seat
(``2: play R5``), begins a turn (so it closes every UNO window) and may declare ``uno``; a jump-in
Seven under ``seven_swap`` still names the seat to swap with.

Reading of RULES.md: the seat that played the top card is the seat of the last play in the move stack
(only plays change the top card; a reshuffle keeps it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.moves import Move, MoveKind
from unokit.phrases import Reason, Said, play_said, then_said
from unokit.rulebook.base import Rule
from unokit.state import CHALLENGE, CHOOSE, DRAWN, PLAY

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game

__all__ = ["JumpIn", "jumpers"]

_PLAY = MoveKind.PLAY


def top_player(game: Game) -> int | None:
    """The seat that played the top card, or ``None`` (a starter card, or a position's top card)."""
    for move in reversed(game._moves):
        if move.kind is _PLAY:
            return move.seat
    return None


def jumpers(game: Game) -> list[int]:
    """The seats that may jump in now (each holds a card identical to the top card), in seat order;
    empty when ``jump_in`` is off or the game does not wait on an ordinary turn."""
    if not game._rules.jump_in or game._phase != PLAY or game._pending:
        return []
    top = game._discard[-1]
    if top.color is None:
        return []
    current, out = game._current, game._out
    seats = []
    seat = 0
    for hand in game._hands:  # find the card by identity (cards are interned; see game._index_of)
        if seat != current and not out[seat]:
            for c in hand:
                if c is top:
                    seats.append(seat)
                    break
        seat += 1
    if seats:
        played = top_player(game)
        if played in seats:
            seats.remove(played)
    return seats


class JumpIn(Rule):
    """A card identical to the top card may be played out of turn."""

    name = "jump-in"
    flag = "jump_in"
    summary = ("Jump-in: a card identical to the top card may be played out of turn by another player; play "
               "continues from them.")

    def out_of_turn_moves(self, game: Game, seat: int) -> list[Move]:
        """The jump-ins ``seat`` (not the seat to act) may make now, in canonical order."""
        if seat not in jumpers(game):
            return []
        top = game._discard[-1]
        hand = game._hands[seat]
        uno = game._rules.uno and len(hand) == 2 and game._no_uno[top.rank_index] is None
        moves = list(game._single_moves(seat, top, uno))
        for rule in game._book.target_rules:  # Seven-O: a jump-in of a Seven swaps hands too
            moves = rule.expand(game, seat, moves)
        return moves

    def refuse_out_of_turn(self, game: Game, move: Move) -> str | None:
        """The reason a play by a seat that is not to act is refused as a jump-in, else ``None`` (the
        driver then checks the play as any other: the cards held, the swap, the UNO declaration)."""
        name = game._names[move.seat]
        current = game._names[game._current]  # type: ignore[index]  # the seat to act is set while the round goes on
        phase = game._phase
        if phase == DRAWN:
            return Reason("reason-jump-in-drawn",
                          f"it is {current}'s turn, and {current} has drawn: no jump-in until the next turn",
                          current=current)
        if phase == CHOOSE:
            return Reason("reason-jump-in-choose",
                          f"it is {current}'s turn to name the colour of the Wild starter card: no jump-in now",
                          current=current)
        if phase == CHALLENGE:
            return Reason("reason-jump-in-challenge", f"{current} must answer the Wild Draw Four first: no jump-in now",
                          current=current)
        if game._pending:
            return Reason("reason-jump-in-pending", f"a penalty is pending for {current}: no jump-in now",
                          current=current)
        top = game._discard[-1]
        if len(move.cards) != 1:
            return Reason("reason-jump-in-one-card", "jump-in: only a single card may be played out of turn")
        card = move.cards[0]
        if card.is_wild:
            return Reason("reason-jump-in-wild",
                          f"jump-in: a {card.name} never jumps in; it is {current}'s turn, not {name}'s",
                          card=card, current=current, name=name)
        if card is not top:
            return Reason("reason-jump-in-not-identical",
                          f"jump-in: {card.name} is not identical to the top card {top.name}; it is {current}'s "
                          f"turn, not {name}'s", card=card, top=top, current=current, name=name)
        if top_player(game) == move.seat:
            return Reason("reason-jump-in-own-card",
                          f"jump-in: {name} played the top card {top.name} and cannot jump in on it",
                          name=name, top=top)
        return None

    def out_of_turn_reason(self, game: Game, move: Move) -> str:
        """Why a jump-in is legal, e.g. ``jump-in: Red 5 is identical to the top card``."""
        current = game._names[game._current]  # type: ignore[index]  # the seat to act is set while the round goes on
        return Reason("reason-jump-in", f"jump-in: {move.cards[0].name} is identical to the top card; "
                      f"{current} loses the turn", card=move.cards[0], current=current)

    def fast_out_of_turn(self, game: Game, move: Move) -> bool:
        """The fast path of a jump-in of a plain card (no rule claims its rank) that leaves the jumper
        more than one card, no seat being out: the same effect and narration as :meth:`begin` and the
        driver's general path, with the driver's small undo record of :meth:`Game._fast_hands` (this
        rule moves no hands: :meth:`unmove_hands`). Returns ``False``, having done nothing, when the
        play needs the general path (also to be refused with its reason)."""
        seat, cards = move.seat, move.cards
        top = game._discard[-1]
        if (len(cards) != 1 or cards[0] is not top or move.uno or move.target is not None or game._phase != PLAY
                or game._pending or game._placements or seat >= game._n or game._fast[top.rank_index] is not None
                or (game._hands_fast is not None and game._hands_fast[top.rank_index] is not None)):
            return False
        hand = game._hands[seat]
        if len(hand) < 3 or top_player(game) == seat:
            return False
        index = 0
        for c in hand:  # find the card by identity (see game._index_of)
            if c is top:
                break
            index += 1
        else:
            return False
        names, current = game._names, game._current
        game._undo.append((JUMP_IN, index, game._color, game._drawn, game._idle, game._uno_open, PLAY, current))
        del hand[index]
        game._discard.append(top)
        game._color = top.color
        game._drawn = None
        game._idle = 0
        game._uno_open = None  # a jump-in begins a turn
        game._current = (seat + game._direction) % game._n
        game._moves.append(move)
        game._narr.append((then_said, (_jumps_in, names[seat], names[current]), play_said, names[seat], (top,)))  # type: ignore[index]  # the seat to act is set while the round goes on
        return True

    @staticmethod
    def unmove_hands(game: Game, move: Move) -> None:
        """Nothing to undo beyond the driver's record: a jump-in moves no hands."""

    def begin_out_of_turn(self, game: Game, seat: int) -> None:
        """A jump-in by ``seat`` takes the turn: the seat to act loses it (narrated)."""
        game._parts.append(_jumps_in(game._names[seat], game._names[game._current]))  # type: ignore[index]  # the seat to act is set while the round goes on
        game._current = seat


def _jumps_in(name: str, loser: str) -> Said:
    return Said("narr-jumps-in", f"{name} jumps in; {loser} loses the turn.", name=name, loser=loser)


#: the one instance (the undo record of a fast jump-in names it)
JUMP_IN = JumpIn()
