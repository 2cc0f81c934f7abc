"""The Wild Draw Four restriction and the challenge (RULES.md classic "Wild Draw Four").

With ``wild_draw_four_restricted`` a Wild Draw Four is allowed only while its player holds no card
of the colour in force (a bluff is still a legal move). With ``challenge`` the next player may
challenge it: if the offender held such a card (as the hand was when the card was played) the
offender draws 4 and the challenger plays on; otherwise the challenger draws 4 + ``challenge_extra``
and loses the turn. ``accept`` draws 4 and loses the turn.

Reading of RULES.md: while a Wild Draw Four waits for ``challenge`` / ``accept``, ``pending_draw``
is 4.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from unokit.cards import Card, Rank
from unokit.phrases import Reason, Said
from unokit.rulebook.base import Play, Rule
from unokit.state import CHALLENGE, PLAY

if TYPE_CHECKING:  # pragma: no cover
    from unokit.game import Game
    from unokit.rules import Rules

__all__ = ["Challenge", "challenge_evidence"]


def challenge_evidence(before: Game, offender: int) -> Card | None:
    """The card that wins a challenge of the Wild Draw Four ``offender`` played next in ``before`` (the game
    as it stood just before that play): the first card of ``offender``'s hand of the colour then in force,
    or None (the challenge fails). RULES.md classic "Wild Draw Four": the hand is checked as it was when the
    card was played, and only the challenger sees it, so only the challenger may be told this card."""
    color = before.color
    return next((card for card in before.hand(offender) if card.color is color), None)


class Challenge(Rule):
    """The challenge of a Wild Draw Four, and the reason its play is allowed or a bluff."""

    name = "challenge"
    flag = "challenge"

    def claims(self, rules: Rules) -> frozenset[Rank]:
        return frozenset({Rank.WILD_DRAW_FOUR})

    def conflict(self, rules: Rules) -> str | None:
        if rules.challenge and not rules.wild_draw_four_restricted:
            return ("challenge needs wild_draw_four_restricted: with the restriction off there is nothing to "
                    "challenge; turn challenge off or wild_draw_four_restricted on")
        return None

    @staticmethod
    def play_reason(game: Game, seat: int) -> str:
        """Why a Wild Draw Four may be played by ``seat`` now (or that it is a bluff)."""
        rules = game._rules
        if not rules.wild_draw_four_restricted:
            return Reason("reason-w4-any-time", "a Wild Draw Four may be played at any time in " + rules.name,
                          rules=rules.name)
        color = game._color
        held = [c for c in game._hands[seat] if c.color is color]
        if held:
            return Reason("reason-w4-bluff",
                          f"legal, but a bluff: {game._names[seat]} holds a {color.word} card ({held[0].name}), "  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
                          "so the Wild Draw Four is not allowed and can be challenged",
                          name=game._names[seat], color=color, card=held[0])
        return Reason("reason-w4-allowed", f"allowed: {game._names[seat]} holds no {color.word} card",  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
                      name=game._names[seat], color=color)

    @staticmethod
    def refuse_answer(game: Game) -> str:
        """The reason ``challenge`` / ``accept`` is refused when no Wild Draw Four waits for one."""
        if not game._rules.challenge:
            return Reason("reason-no-challenge", f"a Wild Draw Four cannot be challenged in {game._rules.name}",
                          rules=game._rules.name)
        return Reason("reason-nothing-to-challenge", "there is no Wild Draw Four to challenge or accept")

    @staticmethod
    def challenge_reason(game: Game, seat: int) -> str:
        name = game._names[seat]
        offender = game._names[game._w4_offender]  # type: ignore[index]  # set while a Wild Draw Four may be challenged
        count = 4 + game._rules.challenge_extra
        return Reason("reason-may-challenge",
                      f"{name} may challenge the Wild Draw Four: if {offender} "
                      f"held a {game._w4_color.word} card they draw 4, otherwise {name} draws "  # type: ignore[union-attr]  # set while a Wild Draw Four may be challenged
                      f"{count}", name=name, offender=offender, color=game._w4_color, count=count)

    @staticmethod
    def accept_reason(game: Game, seat: int) -> str:
        return Reason("reason-may-accept", f"{game._names[seat]} may accept the Wild Draw Four: draw 4 cards and lose the turn",
                      name=game._names[seat])

    def on_play(self, game: Game, play: Play) -> bool:
        if play.rank is not Rank.WILD_DRAW_FOUR:
            return False
        victim = game._step(play.seat, 1)
        game._phase = CHALLENGE
        game._pending = play.amount
        game._w4_offender = play.seat
        game._w4_color = play.prev_color
        # RULES.md classic: the offender's hand is checked as it was when the card was played
        game._w4_evidence = next((c for c in play.hand if c.color is play.prev_color), None)
        game._current = victim
        name = game._names[victim]
        game._parts.append(Said("narr-may-challenge", f"{name} may challenge it or accept and draw 4.", name=name))
        return True

    @staticmethod
    def accept(game: Game, seat: int) -> None:
        game._phase = PLAY
        game._pending = 0
        name = game._names[seat]
        game._parts.append(Said("narr-accepts", f"{name} accepts the Wild Draw Four.", name=name))
        got = game._penalize(seat, 4)
        game._end_turn_idle(seat, drew=got > 0)

    @staticmethod
    def challenge(game: Game, seat: int) -> None:
        offender = game._w4_offender
        old = game._w4_color
        game._phase = PLAY
        game._pending = 0
        evidence = game._w4_evidence
        name, oname = game._names[seat], game._names[offender]  # type: ignore[index]  # the offender is set while a challenge is open
        if evidence is not None:
            game._parts.append(Said(
                # the card is not named: RULES.md lets only the challenger see the hand (security review F3);
                # a table tells the challenger which card it was (challenge_evidence)
                "narr-challenge-succeeds",
                f"{name} challenges the Wild Draw Four. {oname} held a {old.word} card, "  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
                "so the challenge succeeds.", name=name, offender=oname, color=old))
            game._penalize(offender, 4, lose_turn=False)  # type: ignore[arg-type]  # the offender is set while a challenge is open
            game._parts.append(Said("narr-plays-on", f"{name} now plays on {game._color.word}.", name=name,  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
                                    color=game._color))
            # the challenger takes a normal turn: current stays
        else:
            due = 4 + game._rules.challenge_extra
            game._parts.append(Said(
                "narr-challenge-fails",
                f"{name} challenges the Wild Draw Four. {oname} held no {old.word} card, "  # type: ignore[union-attr]  # a colour is in play here (none only before the first card)
                "so the challenge fails.", name=name, offender=oname, color=old))
            got = game._penalize(seat, due)
            game._end_turn_idle(seat, drew=got > 0)
