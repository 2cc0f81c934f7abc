"""Seven-O's Seven: ``seven_swap`` (RULES.md "House rules").

A Seven that is not the player's last card makes them swap hands with another seat still in the
round, chosen as part of the play (``play R7 swap 2``); the swap is not optional, so one legal move is
listed per possible seat and ``play R7`` without ``swap N`` is refused. A Seven that is the last card
is an ordinary play, and ``swap N`` on it is refused. Several Sevens at once (``multi_card_play``) swap
once (``play R7 G7 swap 2``). After a swap no UNO window is open, nobody owes a declaration for a hand
they were given, and a play that swaps never takes ``uno`` (refused). A hand keeps its order when it
changes seats.

Reading of RULES.md: a swap names any seat still in the round other than the player's own; the turn
then passes on from the player as after a number card.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from unokit.cards import Card, Rank
from unokit.moves import Move, MoveKind
from unokit.phrases import Reason, Said, count_phrase
from unokit.rulebook.base import HandsRule, Play

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.rules import Rules

__all__ = ["SevenSwap", "refuse_swap_off", "swap_sentence"]

_SEVEN = Rank.SEVEN
_PLAY_KIND = MoveKind.PLAY
#: the swap forms built so far (Moves are frozen, so games share them), by (cards, seat, target)
_SWAPS: dict[tuple[tuple, int, int], Move] = {}


def refuse_swap_off(game: Game, move: Move) -> str:
    """The reason a play with ``swap N`` is refused while ``seven_swap`` is off."""
    codes = ' '.join(c.code for c in move.cards)
    return Reason("reason-swap-off", f"{game._rules.name} has no Seven-O swap (seven_swap is off): "
                  f"play {codes} without 'swap {move.target}'", rules=game._rules.name, codes=codes,
                  target=str(move.target))


def swap_sentence(names: Sequence[str], seat: int, target: int, seat_count: int, target_count: int) -> str:
    """The narration of a Seven-O swap: ``seat`` swapped hands with ``target`` and now holds ``seat_count``
    cards, ``target`` ``target_count`` ("Ana swaps hands with Ben: Ana now holds 3 cards, Ben 6 cards.")."""
    return Said("narr-swaps", f"{names[seat]} swaps hands with {names[target]}: {names[seat]} now holds "
                f"{count_phrase(seat_count)}, {names[target]} {count_phrase(target_count)}.",
                name=names[seat], target=names[target], count=seat_count, target_count=target_count)


class SevenSwap(HandsRule):
    """A Seven (not the last card) swaps its player's hand with the hand of a seat they choose."""

    name = "Seven-O"
    flag = "seven_swap"
    summary = "Seven-O: a Seven that is not the last card swaps hands with a seat of the player's choice."
    plays_hook = True  # the plays of a Seven are listed once per seat to swap with, never with ``uno``
    single_forms = True  # ... decided by the card alone (see Rule.single_forms)
    no_uno_ranks = frozenset({_SEVEN})

    def claims(self, rules: Rules) -> frozenset[Rank]:
        return frozenset({_SEVEN})

    @staticmethod
    def targets(game: Game, seat: int) -> list[int]:
        """The seats ``seat`` may swap hands with: every other seat still in the round."""
        out = game._out
        return [other for other in range(game._n) if other != seat and not out[other]]

    def expand(self, game: Game, seat: int, moves: list[Move]) -> list[Move]:
        """``moves`` with each play of Sevens that does not empty the hand replaced by its swap forms,
        one per seat to swap with (in seat order, never with ``uno``)."""
        for move in moves:
            if move.kind is _PLAY_KIND and move.cards[-1].rank is _SEVEN:
                break
        else:
            return moves  # no Seven among the plays
        size = len(game._hands[seat])
        out: list[Move] = []
        targets: list[int] | None = None
        for move in moves:
            cards = move.cards
            if move.kind is not _PLAY_KIND or cards[-1].rank is not _SEVEN or len(cards) == size:
                out.append(move)
                continue
            if move.uno:  # a swapping play never declares UNO
                continue
            if targets is None:
                targets = self.targets(game, seat)
            for target in targets:
                key = (cards, seat, target)
                swap = _SWAPS.get(key)
                if swap is None:
                    if len(_SWAPS) > 50_000:
                        _SWAPS.clear()
                    swap = _SWAPS[key] = Move(seat, _PLAY_KIND, cards, None, False, target)
                out.append(swap)
        return out

    def example_target(self, game: Game, seat: int, card: Card) -> int | None:
        """A Seven that is not the last card is explained with a swap with the first seat it may name."""
        if card.rank is not _SEVEN or len(game._hands[seat]) < 2:
            return None
        targets = self.targets(game, seat)
        return targets[0] if targets else None

    def refuse_target(self, game: Game, move: Move, hand: list[Card]) -> str | None:
        """The reason the ``swap`` part of a play by the holder of ``hand`` is refused, else ``None``."""
        cards = move.cards
        target = move.target
        if cards[-1].rank is not _SEVEN:
            return None
        seat = move.seat
        if len(cards) == len(hand):
            if target is not None:
                return Reason("reason-swap-last-card",
                              f"Seven-O: {cards[-1].name} is {game._names[seat]}'s last card, an ordinary play; "
                              f"write it without 'swap {target}'", card=cards[-1], name=game._names[seat],
                              target=str(target))
            return None
        if target is None:
            codes = ' '.join(c.code for c in cards)
            example = self.targets(game, seat)[0]
            return Reason("reason-swap-name-seat",
                          f"Seven-O: a Seven that is not the last card swaps hands; name the seat to swap with, "
                          f"e.g. 'play {codes} swap {example}'", codes=codes, target=str(example))
        if target >= game._n:
            return Reason("reason-swap-no-seat",
                          f"Seven-O: there is no seat {target} at this table; seats are 0-{game._n - 1}",
                          seat=target, last=game._n - 1)
        if target == seat:
            return Reason("reason-swap-self",
                          f"Seven-O: {game._names[seat]} cannot swap hands with themselves; name another seat",
                          name=game._names[seat])
        if game._out[target]:
            return Reason("reason-swap-out",
                          f"Seven-O: {game._names[target]} is out of the round; swap with a seat still playing",
                          name=game._names[target])
        return None

    def refuse_uno(self, game: Game, move: Move) -> Reason:
        return Reason("reason-swap-no-uno", "Seven-O: a Seven that swaps hands never declares UNO")

    def reason_tail(self, game: Game, move: Move) -> Reason | None:
        if move.target is None:
            return None
        size = len(game._hands[move.target])
        return Reason("reason-swap-with", f"Seven-O: swap hands with {game._names[move.target]} ({count_phrase(size)})",
                      name=game._names[move.target], count=size)

    def moved_seats(self, game: Game, play: Play) -> tuple[int, int] | None:
        target = play.target
        if play.rank is not _SEVEN or play.went_out or target is None:
            return None
        return play.seat, target

    @staticmethod
    def fast_ready(game: Game, move: Move) -> bool:
        """Whether the driver's fast path may take this single Seven (not the last card): it names a
        seat it may swap with (else the general path refuses it with the reason)."""
        target = move.target
        return target is not None and target < game._n and target != move.seat and not game._out[target]

    @staticmethod
    def move_hands(game: Game, play: Play | Move) -> str:
        """Swap the player's hand with the target's, pass the turn on; returns the sentence."""
        seat, target = play.seat, play.target
        hands, names = game._hands, game._names
        hands[seat], hands[target] = hands[target], hands[seat]  # type: ignore[index]  # a catch or a swap move names its target seat
        game._current = game._step(seat, 1)
        return swap_sentence(names, seat, target, len(hands[seat]), len(hands[target]))  # type: ignore[arg-type,index]  # a catch or a swap move names its target seat

    @staticmethod
    def unmove_hands(game: Game, move: Move) -> None:
        """Undo :meth:`move_hands` (the driver restores the rest)."""
        hands = game._hands
        hands[move.seat], hands[move.target] = hands[move.target], hands[move.seat]  # type: ignore[index]  # a catch or a swap move names its target seat

    def describe(self, rank: Rank, rules: Rules) -> str | None:
        if rank is _SEVEN:
            return "Seven: its player swaps hands with another player of their choice."
        return None
