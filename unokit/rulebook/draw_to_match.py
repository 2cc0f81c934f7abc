"""Draw to match: ``draw_to_match`` (RULES.md "House rules").

A plain ``draw`` (no penalty pending) takes cards one at a time until one can be played or nothing is
left to draw (an empty draw pile is refilled from the discard pile as usual, and drawing goes on);
the last card drawn is then handled as a single drawn card is. Needs ``play_drawn_card``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.phrases import Reason, Said
from unokit.rulebook.base import Rule
from unokit.rulebook.drawing import Drawing
from unokit.state import DRAWN, DREW_PLAYABLE, FAST_DRAW

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.moves import Move
    from unokit.rules import Rules

__all__ = ["DrawToMatch"]


class DrawToMatch(Rule):
    """Keep drawing until a card can be played."""

    name = "draw to match"
    flag = "draw_to_match"
    summary = "Draw to match: a plain draw takes cards until one can be played or nothing is left to draw."
    hooks_draw = True

    def conflict(self, rules: Rules) -> str | None:
        if rules.draw_to_match and not rules.play_drawn_card:
            return ("draw_to_match needs play_drawn_card: the card drawn to match is played at once; turn "
                    "play_drawn_card on or draw_to_match off")
        return None

    def keep_drawing(self, game: Game, seat: int) -> bool:
        """After a drawn card that cannot be played: draw another."""
        return True

    def fast_draw(self, game: Game, seat: int, move: Move) -> bool:
        """The fast path of a plain ``draw`` by the seat to act (the driver's ``push``, with no
        penalty pending and more than one card on the draw pile): draw until a card can be played
        while the pile keeps a card, so no reshuffle and no blocked round can come in between; then
        the same state, narration and undo (the driver's fast-draw record, with the number of cards
        drawn) as :meth:`Drawing.draw`. ``False``, with every card put back, when the pile would run
        down first: the general path then draws."""
        pile = game._pile
        hand = game._hands[seat]
        playable = Drawing.drawn_playable
        got = 0
        while len(pile) > 1:
            card = pile.pop()
            hand.append(card)
            got += 1
            if playable(game, card):
                game._undo.append((FAST_DRAW, game._drawn, game._idle, game._uno_open, got, 0, None))
                game._uno_open = None
                game._phase = DRAWN
                game._drawn = card
                game._narr.append(DREW_PLAYABLE if got == 1 else (self.describe_draw, game._names[seat], got, True))
                game._moves.append(move)
                return True
        for _ in range(got):
            pile.append(hand.pop())
        return False

    def draw_reason(self, game: Game, seat: int) -> str:
        return Reason("reason-draw-to-match",
                      f"{game._names[seat]} may draw instead of playing: draw to match takes cards until one can "
                      "be played, which may then be played or kept", name=game._names[seat])

    def describe_draw(self, name: str, got: int, playable: bool) -> str:
        """The narration of a draw to match that took ``got`` cards."""
        if playable:
            return Said("narr-draws-to-match", f"{name} draws until a card can be played: {got} cards.", name=name,
                        count=got)
        return Said("narr-draws-to-match-none",
                    f"{name} draws {got} cards; none can be played and nothing is left to draw; the turn ends.",
                    name=name, count=got)
