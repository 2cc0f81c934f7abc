"""No bluffing: ``bluffing`` off (RULES.md "House rules").

With ``wild_draw_four_restricted`` on, ``bluffing`` (default on) lets a Wild Draw Four be played while
its player holds a card of the colour in force: a bluff, which may be challenged. Off ("no
bluffing"), such a Wild Draw Four is not legal at all, also when it is added onto a pending penalty
(judged on the colour in force), and a drawn Wild Draw Four the restriction forbids cannot be played
(the turn ends at once). With the restriction off ``bluffing`` has no effect. ``bluffing`` off with
``challenge`` on is refused: there would be nothing to challenge.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.cards import Card, Rank
from unokit.phrases import Reason
from unokit.rulebook.base import Rule

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.moves import Move
    from unokit.rules import Rules

__all__ = ["NoBluffing"]


class NoBluffing(Rule):
    """A Wild Draw Four is refused while its player holds a card of the colour in force."""

    name = "no bluffing"
    summary = ("Bluffing: with the Wild Draw Four restriction on, a Wild Draw Four held with the colour in force "
               "is still legal (a bluff); off, it is not legal at all.")

    def flag_texts(self) -> dict[str, str]:
        return {"bluffing": self.summary}
    plays_hook = True  # some Wild Draw Fours the matching table allows are not listed

    def active(self, rules: Rules) -> bool:
        return not rules.bluffing and rules.wild_draw_four_restricted

    def conflict(self, rules: Rules) -> str | None:
        if not rules.bluffing and rules.challenge:
            return ("bluffing off with challenge on: without bluffs there is nothing to challenge; turn "
                    "challenge off or bluffing on")
        return None

    def refuse_card(self, game: Game, seat: int, card: Card) -> str | None:
        """The reason ``seat`` may not play ``card`` now, else ``None``."""
        if card.rank is not Rank.WILD_DRAW_FOUR:
            return None
        color = game._color
        held = next((c for c in game._hands[seat] if c.color is color), None)
        if held is None:
            return None
        return Reason("reason-no-bluffing", f"no bluffing: {game._names[seat]} holds a {color.word} card ({held.name})",  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
                      name=game._names[seat], color=color, card=held)

    def refuse_play(self, game: Game, move: Move) -> str | None:
        return self.refuse_card(game, move.seat, move.cards[0])
