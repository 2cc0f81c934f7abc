"""Force play: ``force_play`` (RULES.md "House rules").

A playable drawn card must be played: ``pass`` is not legal while the card just drawn can be played.
Needs ``play_drawn_card``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.phrases import Reason
from unokit.rulebook.base import Rule

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.rules import Rules

__all__ = ["ForcePlay"]


class ForcePlay(Rule):
    """A playable drawn card must be played."""

    name = "force play"
    flag = "force_play"
    summary = "Force play: a playable drawn card must be played; pass is not allowed while it can be."
    forbids_pass = True

    def conflict(self, rules: Rules) -> str | None:
        if rules.force_play and not rules.play_drawn_card:
            return ("force_play needs play_drawn_card: without it a drawn card is never played; turn "
                    "play_drawn_card on or force_play off")
        return None

    def refuse_pass(self, game: Game, seat: int) -> str:
        drawn = game._drawn
        return Reason("reason-force-play",
                      f"force play: the drawn card {drawn.name} can be played, so {game._names[seat]} must play it",  # type: ignore[union-attr]  # a card was drawn this turn (the phase says so)
                      card=drawn, name=game._names[seat])
