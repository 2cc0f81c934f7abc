"""Drawing instead of playing, and the drawn card (RULES.md classic "Play" and "Draw pile empty").

A seat may always draw one card instead of playing. With ``play_drawn_card`` (classic) a playable
drawn card may then be played at once (alone) or kept with ``pass``; otherwise, and when the card
cannot be played, the turn ends. A draw from empty piles gets nothing and ends the turn. House rules
change this through hooks: ``draw_to_match`` draws on (:meth:`Rule.keep_drawing`), ``force_play``
refuses ``pass`` (:meth:`Rule.refuse_pass`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.deal import shuffle
from unokit.moves import Move, MoveKind
from unokit.phrases import Reason, Said, drew_said
from unokit.rulebook.base import Rule
from unokit.state import DRAWN

if TYPE_CHECKING:  # pragma: no cover
    from unokit.cards import Card
    from unokit.game import Game

__all__ = ["Drawing", "reshuffle", "take", "penalize"]


_RESHUFFLED = Said("narr-reshuffle", "The discard pile, except its top card, is shuffled into a new draw pile.")

def reshuffle(game: Game) -> bool:
    """RULES.md "Draw pile empty": the discard pile except its top card becomes the new draw pile."""
    discard = game._discard
    if len(discard) <= 1:
        return False
    if game._saved_rng is None:
        game._saved_rng = game._rng.getstate()
    if game._saved_discard is None:
        game._saved_discard = tuple(discard)
    cards = discard[:-1]
    del discard[:-1]
    shuffle(game._rng, cards)
    game._pile.extend(cards)
    game._reshuffles += 1
    game._parts.append(_RESHUFFLED)
    return True


def take(game: Game, seat: int, k: int) -> int:
    """Seat ``seat`` draws up to ``k`` cards, reshuffling as needed; returns how many it got."""
    hand = game._hands[seat]
    pile = game._pile
    if seat not in game._saved_hands:
        game._saved_hands[seat] = tuple(hand)
    if game._saved_pile is None:
        game._saved_pile = tuple(pile)
    got = 0
    while got < k:
        if not pile and not reshuffle(game):
            break
        hand.append(pile.pop())
        got += 1
    if got < k:
        game._dry_draws += 1
    return got


def penalize(game: Game, seat: int, due: int, lose_turn: bool = True) -> int:
    """Seat ``seat`` draws a penalty of ``due`` cards, narrated; returns how many it got."""
    got = take(game, seat, due)
    game._parts.append((drew_said, game._names[seat], got, due, lose_turn))  # made when the narration is read
    return got


class Drawing(Rule):
    """The draw / pass flow."""

    name = "drawing"

    @staticmethod
    def drawn_playable(game: Game, card: Card) -> bool:
        """Whether ``card``, just drawn, may be played now (else the turn ends)."""
        if not (game._rules.play_drawn_card
                and game._playable[game._color._value_][game._discard[-1].rank_index][card._index]):  # type: ignore[union-attr] # a colour is in force after a draw
            return False
        # no bluffing: a drawn Wild Draw Four the restriction forbids is not playable
        refusals = game._book.card_refusals
        return not refusals or all(rule.refuse_card(game, game._current, card) is None  # type: ignore[arg-type] # the drawing seat is to act
                                   for rule in refusals)

    def draw(self, game: Game, seat: int) -> None:
        """A plain draw (no penalty pending): one card, then play it or the turn ends."""
        name = game._names[seat]
        got = game._take(seat, 1)
        if not got:
            game._parts.append(Said("narr-draws-nothing", f"{name} draws, but nothing is left to draw; the turn ends.",
                                    name=name))
            game._end_turn_idle(seat, drew=False)
            return
        hand = game._hands[seat]
        card = hand[-1]
        playable = self.drawn_playable(game, card)
        hooks = game._book.draw_hooks  # house rules that draw on (draw to match)
        while not playable and hooks and any(rule.keep_drawing(game, seat) for rule in hooks):
            if not game._take(seat, 1):
                break
            got += 1
            card = hand[-1]
            playable = self.drawn_playable(game, card)
        if got > 1:
            game._parts.append(hooks[0].describe_draw(name, got, playable))
        elif playable:
            game._parts.append(Said("narr-draws-playable", f"{name} draws a card that can be played.", name=name))
        else:
            game._parts.append(Said("narr-draws-kept", f"{name} draws a card; the turn ends.", name=name))
        if playable:
            game._phase = DRAWN
            game._drawn = card
            return
        game._end_turn_idle(seat, drew=True)

    def keep(self, game: Game, seat: int) -> None:
        """``pass``: keep the drawn card; the turn ends."""
        name = game._names[seat]
        game._parts.append(Said("narr-keeps", f"{name} keeps the drawn card.", name=name))
        game._end_turn_idle(seat, drew=True)

    @staticmethod
    def refuse_after_draw(game: Game, move: Move) -> str | None:
        """While a drawn card may be played: the reason a move other than that play or ``pass`` is
        refused, ``None`` for ``pass``, or ``""`` when the play still needs its details checked."""
        drawn = game._drawn
        kind = move.kind
        if kind is MoveKind.PASS:
            refusal = game._book.pass_refusal  # force play
            return None if refusal is None else refusal.refuse_pass(game, move.seat)
        if kind is MoveKind.DRAW:
            return Reason("reason-already-drawn",
                          f"{game._names[move.seat]} has already drawn this turn: play the drawn card {drawn.name} or pass",  # type: ignore[union-attr]  # a card was drawn this turn (the phase says so)
                          name=game._names[move.seat], card=drawn)
        if len(move.cards) != 1 or move.cards[0] is not drawn:
            return Reason("reason-only-drawn-card", f"only the drawn card {drawn.name} may be played now",  # type: ignore[union-attr]  # a card was drawn this turn (the phase says so)
                          card=drawn)
        return ""

    @staticmethod
    def refuse_pass(game: Game, seat: int) -> str:
        return Reason("reason-pass-not-drawn",
                      f"{game._names[seat]} has not drawn a card this turn; pass only keeps a card just drawn",
                      name=game._names[seat])

    @staticmethod
    def draw_reason(game: Game, seat: int) -> str:
        name = game._names[seat]
        if not game._pile and len(game._discard) <= 1:
            return Reason("reason-draw-nothing-left", f"{name} may draw, but nothing is left to draw, so drawing ends the turn",
                          name=name)
        if game._book.draw_hooks:
            return game._book.draw_hooks[0].draw_reason(game, seat)
        if game._rules.play_drawn_card:
            return Reason("reason-draw-may-play", f"{name} may draw a card instead of playing; a playable drawn card "
                          "may then be played or kept", name=name)
        return Reason("reason-draw-ends-turn", f"{name} may draw a card instead of playing; drawing ends the turn",
                      name=name)

    @staticmethod
    def pass_reason(game: Game, seat: int) -> str:
        return Reason("reason-may-keep", f"{game._names[seat]} may keep the drawn card {game._drawn.name} and end the turn",  # type: ignore[union-attr]  # a card was drawn this turn (the phase says so)
                      name=game._names[seat], card=game._drawn)
